import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import {features, type Feature} from '@site/src/data/features';
import texts from '@locale-texts/home.json';
import styles from '../styles.module.css';

function Tile({feature}: {feature: Feature}): ReactNode {
  return (
    <li className={styles.tile} data-feature={feature.id}>
      <img
        className={styles.tileImage}
        src={useBaseUrl(feature.image)}
        alt=""
        width={240}
        height={160}
        loading="lazy"
        decoding="async"
      />
      <Heading as="h3">{feature.title}</Heading>
      <p>{feature.description}</p>
    </li>
  );
}

export default function FeatureTiles(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="features">
      <div className="container">
        <Heading as="h2" id="features" className={styles.sectionTitle}>
          {texts['features.title']}
        </Heading>
        <ul className={styles.tiles}>
          {features.map((feature) => (
            <Tile key={feature.id} feature={feature} />
          ))}
        </ul>
      </div>
    </section>
  );
}
