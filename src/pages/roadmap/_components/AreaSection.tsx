import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {statusLabels, type Area, type RoadmapFeature} from '@site/src/data/roadmap';
import styles from '../styles.module.css';

type Props = {
  area: Area;
  /** Every feature of the area, for its progress. */
  all: RoadmapFeature[];
  /** The features the filters let through. */
  shown: RoadmapFeature[];
};

export default function AreaSection({area, all, shown}: Props): ReactNode {
  const done = all.filter((feature) => feature.status === 'done').length;
  return (
    <section className={styles.area} aria-labelledby={`area-${area.id}`} data-area={area.id}>
      <div className={styles.areaHeader}>
        <Heading as="h2" id={`area-${area.id}`} className={styles.areaTitle}>
          {area.title}
        </Heading>
        <p className={styles.progressText}>
          <Translate id="roadmap.area.progress" values={{done, total: all.length}}>
            {'{done} of {total} done'}
          </Translate>
        </p>
        <progress className={styles.progress} value={done} max={all.length} aria-hidden="true" />
      </div>
      <ul className={styles.features}>
        {shown.map((feature) => (
          <li key={feature.id} className={styles.feature} data-feature={feature.id}>
            <span className={styles.badge} data-status={feature.status}>
              {statusLabels[feature.status]}
            </span>
            <Heading as="h3" className={styles.featureTitle} id={feature.id}>
              {feature.title}
            </Heading>
            <p className={styles.featureDescription}>{feature.description}</p>
            {feature.docs && (
              <Link
                to={feature.docs}
                className={styles.featureLink}
                aria-label={translate(
                  {id: 'roadmap.feature.docsLinkLabel', message: 'Read the guide: {title}'},
                  {title: feature.title},
                )}>
                <Translate id="roadmap.feature.docsLink">Read the guide</Translate>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
