import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {audiences} from '@site/src/data/home';
import styles from '../styles.module.css';

export default function Audiences(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="audiences">
      <div className="container">
        <Heading as="h2" id="audiences" className={styles.sectionTitle}>
          <Translate id="home.audiences.title">Who it is for</Translate>
        </Heading>
        <ul className={styles.cards}>
          {audiences.map((audience) => (
            <li key={audience.id} className={styles.card}>
              <Heading as="h3" className={styles.cardTitle}>
                <Link to={audience.to}>{audience.title}</Link>
              </Heading>
              <p>{audience.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
