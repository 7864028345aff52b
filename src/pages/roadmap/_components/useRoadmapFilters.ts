import {useCallback} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {areaIds, statuses, type AreaId, type Status} from '@site/src/data/roadmap';

export type RoadmapFilters = {status: Status | null; area: AreaId | null};

/** Reads the filters from a query string; unknown values are ignored. */
export function parseFilters(search: string): RoadmapFilters {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const area = params.get('area');
  return {
    status: (statuses as readonly string[]).includes(status ?? '') ? (status as Status) : null,
    area: (areaIds as readonly string[]).includes(area ?? '') ? (area as AreaId) : null,
  };
}

/** Writes the filters into a query string, keeping other parameters. */
export function filtersToSearch(filters: RoadmapFilters, search = ''): string {
  const params = new URLSearchParams(search);
  for (const key of ['status', 'area'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The roadmap filters, kept in the URL (?status=…&area=…) so that a filtered
 * view can be shared. The server-rendered page shows everything; the URL is
 * read once the page runs in the browser, so hydration matches the HTML.
 */
export function useRoadmapFilters(): [RoadmapFilters, (next: RoadmapFilters) => void] {
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const filters = isBrowser ? parseFilters(location.search) : noFilters;

  const update = useCallback(
    (next: RoadmapFilters) => {
      history.replace({...location, search: filtersToSearch(next, location.search)});
    },
    [history, location],
  );

  return [filters, update];
}

const noFilters: RoadmapFilters = {status: null, area: null};
