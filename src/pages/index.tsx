import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Hero from './_components/Hero';
import FeatureTiles from './_components/FeatureTiles';
import Tools from './_components/Tools';
import Audiences from './_components/Audiences';
import Cooperative from './_components/Cooperative';
import FinalCallToAction from './_components/FinalCallToAction';

export default function Home(): ReactNode {
  return (
    <Layout
      description={translate({
        id: 'home.meta.description',
        message:
          'TiBillet is a free, federated and open-source suite for memberships, ticketing, cash register and cashless payment, made by a cooperative for cultural venues.',
      })}>
      <main>
        <Hero />
        <FeatureTiles />
        <Tools />
        <Audiences />
        <Cooperative />
        <FinalCallToAction />
      </main>
    </Layout>
  );
}
