import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import texts from '@locale-texts/home.json';
import Hero from './_components/Hero';
import FeatureTiles from './_components/FeatureTiles';
import Tools from './_components/Tools';
import Audiences from './_components/Audiences';
import Cooperative from './_components/Cooperative';
import FinalCallToAction from './_components/FinalCallToAction';

export default function Home(): ReactNode {
  return (
    <Layout description={texts['meta.description']}>
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
