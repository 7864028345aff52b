import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import {links} from '@site/src/data/links';
import texts from '@locale-texts/home.json';
import styles from '../styles.module.css';

export default function Hero(): ReactNode {
  return (
    <section className={styles.hero}>
      <div className={styles.sun} aria-hidden="true" />
      <div className={`container ${styles.heroLayout}`}>
        <div>
          <p className={styles.kicker}>{texts['hero.kicker']}</p>
          <Heading as="h1" className={styles.heroTitle}>
            {texts['hero.title']}
          </Heading>
          <p className={styles.heroLead}>{texts['hero.lead']}</p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" href={links.signUp}>
              {texts['hero.cta']}
            </Link>
            <Link
              className="button button--secondary button--outline button--lg"
              to="/docs/presentation/introduction/">
              {texts['hero.readMore']}
              <span className="sr-only"> {texts['hero.readMoreAbout']}</span>
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
