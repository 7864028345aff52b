import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Card, {Cards} from '@site/src/components/Card';
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
        <Cards>
          {tools.map((tool) => (
            <Card key={tool.id} title={tool.name} link={{to: tool.to, label: tool.linkLabel}}>
              <p className={styles.cardRole}>{tool.role}</p>
              <p>{tool.description}</p>
            </Card>
          ))}
        </Cards>
      </div>
    </section>
  );
}
