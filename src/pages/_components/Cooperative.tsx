import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import styles from '../styles.module.css';

export default function Cooperative(): ReactNode {
  return (
    <section className={`${styles.section} ${styles.sectionAlt}`} aria-labelledby="cooperative">
      <div className={`container ${styles.prose}`}>
        <Heading as="h2" id="cooperative" className={styles.sectionTitle}>
          <Translate id="home.cooperative.title">A cooperative, a licence, a choice</Translate>
        </Heading>
        <p>
          <Translate id="home.cooperative.scic">
            TiBillet is built by the Coopérative Code Commun, a cooperative of common interest
            (SCIC) in La Réunion, whose members include the people who use the tools. Decisions are
            taken together, and the money earned goes back into the project.
          </Translate>
        </p>
        <p>
          <Translate id="home.cooperative.licence">
            The code is free software under the AGPLv3: anyone may read it, host it and improve it,
            and every improvement stays free for everyone. It is an alternative to commercial
            ticketing services that take a share of each ticket and keep your audience&apos;s data.
          </Translate>
        </p>
        <p>
          <Translate id="home.cooperative.ministry">
            The project reports winning a call for projects on innovative ticketing from the French
            Ministry of Culture.
          </Translate>
        </p>
        <p>
          <Link to="/docs/presentation/philosophy/">
            <Translate id="home.cooperative.link">Read our philosophy</Translate>
          </Link>
        </p>
      </div>
    </section>
  );
}
