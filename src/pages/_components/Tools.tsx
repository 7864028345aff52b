import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {tools} from '@site/src/data/home';
import styles from '../styles.module.css';

export default function Tools(): ReactNode {
  return (
    <section className={`${styles.section} ${styles.sectionAlt}`} aria-labelledby="tools">
      <div className="container">
        <Heading as="h2" id="tools" className={styles.sectionTitle}>
          <Translate id="home.tools.title">Three tools and a card</Translate>
        </Heading>
        <p className={styles.sectionLead}>
          <Translate id="home.tools.lead">
            Use one of them or all three: they work together, and each has its own guides.
          </Translate>
        </p>
        <ul className={styles.cards}>
          {tools.map((tool) => (
            <li key={tool.id} className={styles.card}>
              <Heading as="h3" className={styles.cardTitle}>
                {tool.name}
              </Heading>
              <p className={styles.cardRole}>{tool.role}</p>
              <p>{tool.description}</p>
              <Link to={tool.to} className={styles.cardLink}>
                {tool.linkLabel}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
