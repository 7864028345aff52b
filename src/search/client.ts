/**
 * A search client for the browser with the interface that @docsearch/react
 * and algoliasearch-helper call on an Algolia client, answered from the
 * site's own index file: nothing leaves the site. The index is fetched on
 * the first search (or when the reader reaches for the search button).
 *
 * A failure to load the index does not reject: DocSearch 4.7 turns a
 * rejected search into an uncaught error and shows "No results" anyway.
 * The client answers with no hits and reports its status instead, for the
 * search bar and the search page to say "Unable to fetch results".
 */
import type {CompactIndex} from '@site/src/plugins/search-index/format';
import {LocalSearchEngine, type SearchParams, type SearchResponse} from './engine';

type LegacyRequest = {indexName: string; params?: SearchParams};
type Request = SearchParams & {indexName: string};
export type SearchInput = {requests: Request[]} | LegacyRequest[];

export type IndexStatus = 'idle' | 'loading' | 'ready' | 'failed';

export type LocalSearchClient = {
  search: (input: SearchInput) => Promise<{results: SearchResponse[]}>;
  addAlgoliaAgent: () => void;
  clearCache: () => Promise<void>;
  transporter: {algoliaAgent: {value: string; add: () => void}};
  appId: string;
  apiKey: string;
  /** Starts loading the index ahead of the first search. */
  preload: () => void;
  readonly status: IndexStatus;
  /** Calls back on every status change; returns the unsubscribe function. */
  onStatus: (listener: (status: IndexStatus) => void) => () => void;
};

function emptyResponse(request: Request): SearchResponse {
  const hitsPerPage = Number(request.hitsPerPage ?? 20) || 0;
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage,
    processingTimeMS: 0,
    query: String(request.query ?? ''),
    params: '',
    index: request.indexName,
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
  };
}

/** Fetches a locale's index file (no stale copy: it changes with every deploy). */
export function fetchIndex(indexUrl: string): Promise<Response> {
  return fetch(indexUrl, {credentials: 'same-origin', cache: 'no-cache'});
}

/**
 * @param firstResponse the index already being fetched, when the caller
 * started it ahead of loading this code; later attempts fetch it again.
 */
export function createLocalSearchClient(
  indexUrl: string,
  firstResponse?: Promise<Response>,
): LocalSearchClient {
  let pending = firstResponse;
  let engine: Promise<LocalSearchEngine | null> | null = null;
  let status: IndexStatus = 'idle';
  const listeners = new Set<(status: IndexStatus) => void>();
  const setStatus = (next: IndexStatus) => {
    status = next;
    for (const listener of listeners) listener(next);
  };

  const load = () => {
    if (!engine) {
      setStatus('loading');
      const response = pending ?? fetchIndex(indexUrl);
      pending = undefined;
      engine = response
        .then((response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          return response.json() as Promise<CompactIndex>;
        })
        .then((index) => LocalSearchEngine.create(index))
        .then((ready) => {
          setStatus('ready');
          return ready;
        })
        .catch((error: unknown) => {
          console.warn('TiBillet search: the index could not be loaded.', error);
          engine = null; // the next search tries again
          setStatus('failed');
          return null;
        });
    }
    return engine;
  };

  return {
    appId: 'local',
    apiKey: 'local',
    transporter: {algoliaAgent: {value: 'local', add: () => {}}},
    addAlgoliaAgent: () => {},
    clearCache: async () => {},
    get status() {
      return status;
    },
    onStatus(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    preload() {
      void load();
    },
    async search(input) {
      const requests: Request[] = Array.isArray(input)
        ? input.map((request) => ({indexName: request.indexName, ...request.params}))
        : input.requests;
      const ready = await load();
      return {
        results: requests.map((request) =>
          ready ? ready.search(request, request.indexName) : emptyResponse(request),
        ),
      };
    },
  };
}
