import {usePluginData} from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {SearchIndexGlobalData} from '@site/src/plugins/search-index';

/**
 * The URL of this locale's local search index, or null when the site uses
 * Algolia (the search-index plugin is then not registered).
 */
export function useLocalSearchIndexUrl(): string | null {
  const data = usePluginData('search-index', undefined, {failfast: false}) as
    SearchIndexGlobalData | undefined;
  const url = useBaseUrl(data?.indexFile ?? '');
  return data ? url : null;
}
