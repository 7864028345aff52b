import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  areas,
  roadmap,
  statusLabels,
  statuses,
  type AreaId,
  type Status,
} from '@site/src/data/roadmap';
import type {RoadmapFilters} from './useRoadmapFilters';
import styles from '../styles.module.css';

type Props = {filters: RoadmapFilters; onChange: (next: RoadmapFilters) => void};

function FilterButton({
  pressed,
  onClick,
  children,
  status,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
  status?: Status;
}): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <button
      type="button"
      className={clsx(styles.filter, pressed && styles.filterPressed)}
      data-status={status}
      aria-pressed={pressed}
      disabled={!isBrowser}
      onClick={onClick}>
      {children}
    </button>
  );
}

export default function Filters({filters, onChange}: Props): ReactNode {
  const inArea = roadmap.filter((feature) => !filters.area || feature.area === filters.area);
  const count = (status: Status) => inArea.filter((feature) => feature.status === status).length;
  const setStatus = (status: Status | null) => onChange({...filters, status});
  const setArea = (area: AreaId | null) => onChange({...filters, area});

  return (
    <div className={styles.filters}>
      <div
        role="group"
        aria-label={translate({id: 'roadmap.filters.status', message: 'Filter by status'})}>
        <span className={styles.filterLabel} aria-hidden="true">
          <Translate id="roadmap.filters.statusLabel">Status</Translate>
        </span>
        <FilterButton pressed={filters.status === null} onClick={() => setStatus(null)}>
          <Translate id="roadmap.filters.allStatuses" values={{count: inArea.length}}>
            {'All ({count})'}
          </Translate>
        </FilterButton>
        {statuses.map((status) => (
          <FilterButton
            key={status}
            status={status}
            pressed={filters.status === status}
            onClick={() => setStatus(status)}>
            <Translate
              id="roadmap.filters.statusCount"
              values={{status: statusLabels[status], count: count(status)}}>
              {'{status} ({count})'}
            </Translate>
          </FilterButton>
        ))}
      </div>
      <div
        role="group"
        aria-label={translate({id: 'roadmap.filters.area', message: 'Filter by area'})}>
        <span className={styles.filterLabel} aria-hidden="true">
          <Translate id="roadmap.filters.areaLabel">Area</Translate>
        </span>
        <FilterButton pressed={filters.area === null} onClick={() => setArea(null)}>
          <Translate id="roadmap.filters.allAreas">All areas</Translate>
        </FilterButton>
        {areas.map((area) => (
          <FilterButton
            key={area.id}
            pressed={filters.area === area.id}
            onClick={() => setArea(area.id)}>
            {area.title}
          </FilterButton>
        ))}
      </div>
    </div>
  );
}
