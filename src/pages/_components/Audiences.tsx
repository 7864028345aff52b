import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Card, {Cards} from '@site/src/components/Card';
import {audiences} from '@site/src/data/home';
import texts from '@locale-texts/home.json';
import styles from '../styles.module.css';

export default function Audiences(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="audiences">
      <div className="container">
        <Heading as="h2" id="audiences" className={styles.sectionTitle}>
          {texts['audiences.title']}
        </Heading>
        <Cards>
          {audiences.map((audience) => (
            <Card key={audience.id} title={audience.title} to={audience.to}>
              <p>{audience.description}</p>
            </Card>
          ))}
        </Cards>
      </div>
    </section>
  );
}
