import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Hero from './_home/Hero';
import FeatureTiles from './_home/FeatureTiles';
import Tools from './_home/Tools';
import Audiences from './_home/Audiences';
import Cooperative from './_home/Cooperative';
import FinalCallToAction from './_home/FinalCallToAction';

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
