import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import Card, {Cards} from '@site/src/components/Card';
import {docsAreas, readerPaths} from '@site/src/data/docsAreas';
import styles from './styles.module.css';

export default function DocsLanding(): ReactNode {
  return (
    <Layout
      title={translate({id: 'docs.landing.title', message: 'Documentation'})}
      description={translate({
        id: 'docs.landing.description',
        message:
          'Guides for organisers, the public, self-hosters and developers: ticketing, memberships, cash register, cashless card and API.',
      })}>
      <main className={styles.main}>
        <div className="container">
          <Heading as="h1">
            <Translate id="docs.landing.heading">TiBillet documentation</Translate>
          </Heading>
          <p className={styles.lead}>
            <Translate id="docs.landing.lead">
              Everything you need to run memberships, tickets and a cashless bar with the TiBillet
              tools, host them yourself, or connect them to your own software. Start from who you
              are, or go straight to an area.
            </Translate>
          </p>

          <section aria-labelledby="start-here">
            <Heading as="h2" id="start-here">
              <Translate id="docs.landing.startHere">Where to start</Translate>
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
              <Translate id="docs.landing.areas">Areas of the documentation</Translate>
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
