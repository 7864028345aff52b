import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import texts from '@locale-texts/home.json';
import styles from '../styles.module.css';

export default function Cooperative(): ReactNode {
  return (
    <section className={`${styles.section} ${styles.sectionAlt}`} aria-labelledby="cooperative">
      <div className={`container ${styles.prose}`}>
        <Heading as="h2" id="cooperative" className={styles.sectionTitle}>
          {texts['cooperative.title']}
        </Heading>
        <p>{texts['cooperative.scic']}</p>
        <p>{texts['cooperative.licence']}</p>
        <p>{texts['cooperative.ministry']}</p>
        <p>
          <Link to="/docs/presentation/philosophy/">{texts['cooperative.link']}</Link>
        </p>
      </div>
    </section>
  );
}
