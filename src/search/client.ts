/**
 * A search client for the browser with the interface that @docsearch/react
 * and algoliasearch-helper call on an Algolia client, answered from the
 * site's own index file: nothing leaves the site. The index is fetched on
 * the first search, not before.
 */
import type {CompactIndex} from '@site/src/plugins/search-index/format';
import {LocalSearchEngine, type SearchParams, type SearchResponse} from './engine';

type LegacyRequest = {indexName: string; params?: SearchParams};
type Request = SearchParams & {indexName: string};
type SearchInput = {requests: Request[]} | LegacyRequest[];

export type LocalSearchClient = {
  search: (input: SearchInput) => Promise<{results: SearchResponse[]}>;
  addAlgoliaAgent: () => void;
  clearCache: () => Promise<void>;
  /** Starts loading the index ahead of the first search (errors wait for it). */
  preload: () => void;
  transporter: {algoliaAgent: {value: string; add: () => void}};
  appId: string;
  apiKey: string;
};

/** The error DocSearch shows as "Unable to fetch results". */
function retryError(cause: unknown): Error {
  const error = new Error(
    `The search index could not be loaded${cause instanceof Error ? `: ${cause.message}` : ''}`,
  );
  error.name = 'RetryError';
  return error;
}

export function createLocalSearchClient(indexUrl: string): LocalSearchClient {
  let engine: Promise<LocalSearchEngine> | null = null;

  const load = () => {
    engine ??= fetch(indexUrl, {credentials: 'same-origin'})
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<CompactIndex>;
      })
      .then((index) => new LocalSearchEngine(index))
      .catch((error: unknown) => {
        engine = null; // the next search tries again
        throw retryError(error);
      });
    return engine;
  };

  return {
    appId: 'local',
    apiKey: 'local',
    transporter: {algoliaAgent: {value: 'local', add: () => {}}},
    addAlgoliaAgent: () => {},
    clearCache: async () => {},
    preload() {
      load().catch(() => {});
    },
    async search(input) {
      const requests: Request[] = Array.isArray(input)
        ? input.map((request) => ({indexName: request.indexName, ...request.params}))
        : input.requests;
      const ready = await load();
      return {results: requests.map((request) => ready.search(request, request.indexName))};
    },
  };
}
