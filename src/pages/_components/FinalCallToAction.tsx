import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {links} from '@site/src/data/links';
import styles from '../styles.module.css';

export default function FinalCallToAction(): ReactNode {
  return (
    <section className={styles.final} aria-labelledby="get-started">
      <div className="container">
        <Heading as="h2" id="get-started">
          <Translate id="home.final.title">Ready to try?</Translate>
        </Heading>
        <p>
          <Translate id="home.final.lead">
            Open your space on the hosted service in a few minutes, try the demonstration first, or
            host everything yourself.
          </Translate>
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" href={links.signUp}>
            <Translate id="home.final.cta">Create your space</Translate>
          </Link>
          <Link
            className="button button--secondary button--outline button--lg"
            to="/docs/presentation/demonstration/">
            <Translate id="home.final.demo">Try the demonstration</Translate>
          </Link>
          <Link
            className="button button--secondary button--outline button--lg"
            to="/docs/install/docker_install/">
            <Translate id="home.final.selfHost">Host it yourself</Translate>
          </Link>
        </div>
      </div>
    </section>
  );
}
