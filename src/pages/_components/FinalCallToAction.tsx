import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {links} from '@site/src/data/links';
import texts from '@locale-texts/home.json';
import styles from '../styles.module.css';

export default function FinalCallToAction(): ReactNode {
  return (
    <section className={styles.final} aria-labelledby="get-started">
      <div className="container">
        <Heading as="h2" id="get-started">
          {texts['final.title']}
        </Heading>
        <p>{texts['final.lead']}</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" href={links.signUp}>
            {texts['final.cta']}
          </Link>
          <Link
            className="button button--secondary button--outline button--lg"
            to="/docs/presentation/demonstration/">
            {texts['final.demo']}
          </Link>
          <Link
            className="button button--secondary button--outline button--lg"
            to="/docs/install/docker_install/">
            {texts['final.selfHost']}
          </Link>
        </div>
      </div>
    </section>
  );
}
