import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {areas, roadmap} from '@site/src/data/roadmap';
import AreaSection from './_components/AreaSection';
import Filters from './_components/Filters';
import {useRoadmapFilters} from './_components/useRoadmapFilters';
import styles from './styles.module.css';

export default function Roadmap(): ReactNode {
  const [filters, setFilters] = useRoadmapFilters();
  const visibleAreas = areas.filter((area) => !filters.area || area.id === filters.area);
  const shownCount = roadmap.filter(
    (feature) =>
      (!filters.area || feature.area === filters.area) &&
      (!filters.status || feature.status === filters.status),
  ).length;

  return (
    <Layout
      title={translate({id: 'roadmap.title', message: 'Features and roadmap'})}
      description={translate({
        id: 'roadmap.description',
        message:
          'What the TiBillet tools already do, what is being built and what comes next, area by area.',
      })}>
      <main className={`container ${styles.main}`}>
        <Heading as="h1">
          <Translate id="roadmap.heading">Features and roadmap</Translate>
        </Heading>
        <p className={styles.lead}>
          <Translate id="roadmap.lead">
            What the tools already do, what the cooperative is building now and what comes next.
            Filter by status or by area; the address of the page keeps your filters, so you can
            share a view.
          </Translate>
        </p>
        <Filters filters={filters} onChange={setFilters} />
        <p className={styles.summary} role="status">
          <Translate id="roadmap.summary" values={{count: shownCount}}>
            {'{count} features shown'}
          </Translate>
        </p>
        {visibleAreas.map((area) => {
          const all = roadmap.filter((feature) => feature.area === area.id);
          const shown = all.filter(
            (feature) => !filters.status || feature.status === filters.status,
          );
          return shown.length > 0 ? (
            <AreaSection key={area.id} area={area} all={all} shown={shown} />
          ) : null;
        })}
      </main>
    </Layout>
  );
}
