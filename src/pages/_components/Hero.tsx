import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import {links} from '@site/src/data/links';
import styles from '../styles.module.css';

export default function Hero(): ReactNode {
  return (
    <section className={styles.hero}>
      <div className={styles.sun} aria-hidden="true" />
      <div className={`container ${styles.heroLayout}`}>
        <div>
          <p className={styles.kicker}>
            <Translate id="home.hero.kicker">Free software made by a cooperative</Translate>
          </p>
          <Heading as="h1" className={styles.heroTitle}>
            <Translate id="home.hero.title">
              TiBillet gives cultural venues and collectives free, shared tools for memberships,
              tickets and a cashless bar.
            </Translate>
          </Heading>
          <p className={styles.heroLead}>
            <Translate id="home.hero.lead">
              One card for your public, one back office for your team, and a network of venues that
              help each other. No commission on your sales.
            </Translate>
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" href={links.signUp}>
              <Translate id="home.hero.cta">Create your space</Translate>
            </Link>
            <Link
              className="button button--secondary button--outline button--lg"
              to="/docs/presentation/introduction/">
              <Translate id="home.hero.readMore">Read more</Translate>
              <span className="sr-only">
                {' '}
                <Translate id="home.hero.readMoreAbout">about TiBillet</Translate>
              </span>
            </Link>
          </div>
        </div>
        {/* Decorative: a cashless card, a ticket and a membership on a phone.
            Lazy and hidden on narrow screens, so phones do not download it. */}
        <img
          className={styles.heroArt}
          src={useBaseUrl('/img/home/hero.svg')}
          alt=""
          width={360}
          height={300}
          loading="lazy"
        />
      </div>
    </section>
  );
}
