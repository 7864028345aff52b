import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import Card, {Cards} from '@site/src/components/Card';
import {docsAreas, readerPaths} from '@site/src/data/docsAreas';
import texts from '@locale-texts/docs-landing.json';
import styles from './styles.module.css';

export default function DocsLanding(): ReactNode {
  return (
    <Layout title={texts['landing.title']} description={texts['landing.description']}>
      <main className={styles.main}>
        <div className="container">
          <Heading as="h1">{texts['landing.heading']}</Heading>
          <p className={styles.lead}>{texts['landing.lead']}</p>

          <section aria-labelledby="start-here">
            <Heading as="h2" id="start-here">
              {texts['landing.startHere']}
            </Heading>
            <ul className={styles.readers}>
              {readerPaths.map((path) => (
                <li key={path.id}>
                  <Link className={styles.reader} to={path.start}>
                    {path.reader}
                    <span aria-hidden="true"> →</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="areas">
            <Heading as="h2" id="areas">
              {texts['landing.areas']}
            </Heading>
            <Cards>
              {docsAreas.map((area) => (
                <Card key={area.id} title={area.title} to={area.to}>
                  <p className={styles.audience}>{area.audience}</p>
                  <p>{area.description}</p>
                </Card>
              ))}
            </Cards>
          </section>
        </div>
      </main>
    </Layout>
  );
}
