/**
 * What the local search clients share, without the engine: the shapes that
 * @docsearch/react and algoliasearch-helper send and expect, the fetch of
 * the index, the empty answer, and the status a client reports. Small
 * enough for the navbar's code (lazyClient.ts); the engine comes with
 * client.ts.
 */
import type {SearchParams, SearchResponse} from './engine';

type LegacyRequest = {indexName: string; params?: SearchParams};
export type Request = SearchParams & {indexName: string};
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

/** The options of every fetch of the index (no stale copy: it changes with every deploy). */
const fetchOptions: RequestInit = {credentials: 'same-origin', cache: 'no-cache'};

/** An index fetch started by the search page's inline script (earlyIndexFetchScript). */
type EarlyFetch = {url: string; response: Promise<Response>};
declare global {
  interface Window {
    __tibilletSearchIndex?: EarlyFetch;
  }
}

/** Fetches a locale's index file, or takes the fetch the search page's script started. */
export function fetchIndex(indexUrl: string): Promise<Response> {
  const early = typeof window === 'undefined' ? undefined : window.__tibilletSearchIndex;
  if (early && early.url === new URL(indexUrl, window.location.href).href) {
    window.__tibilletSearchIndex = undefined;
    return early.response;
  }
  return fetch(indexUrl, fetchOptions);
}

/**
 * The inline script of the search page: when the page is opened with
 * a query (a shared link, the browser's search box, "See all results"), it
 * starts fetching the index while the page is still being read, instead of
 * after the page's code has loaded and run. fetchIndex takes that fetch.
 * Nothing happens on a client-side navigation (the document is complete).
 */
export function earlyIndexFetchScript(indexUrl: string): string {
  const url = JSON.stringify(indexUrl);
  const options = JSON.stringify(fetchOptions);
  return (
    `if(document.readyState==='loading'&&/[?&]q=[^&]/.test(location.search)){` +
    `var r=fetch(${url},${options});r.catch(function(){});` +
    `window.__tibilletSearchIndex={url:new URL(${url},location.href).href,response:r}}`
  );
}

/** The requests of either call shape, flattened. */
export function requestsOf(input: SearchInput): Request[] {
  return Array.isArray(input)
    ? input.map((request) => ({indexName: request.indexName, ...request.params}))
    : input.requests;
}

/** The answer to a request when there is nothing to search in. */
export function emptyResponse(request: Request): SearchResponse {
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: Number(request.hitsPerPage ?? 20) || 0,
    processingTimeMS: 0,
    query: String(request.query ?? ''),
    params: '',
    index: request.indexName,
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
  };
}

/**
 * A client around a status and a search function: the parts of the Algolia
 * client interface that the local clients answer the same way.
 */
export function makeClient(
  search: LocalSearchClient['search'],
  preload: () => void,
): LocalSearchClient & {setStatus: (status: IndexStatus) => void} {
  let status: IndexStatus = 'idle';
  const listeners = new Set<(status: IndexStatus) => void>();
  return {
    appId: 'local',
    apiKey: 'local',
    transporter: {algoliaAgent: {value: 'local', add: () => {}}},
    addAlgoliaAgent: () => {},
    clearCache: async () => {},
    get status() {
      return status;
    },
    setStatus(next) {
      status = next;
      for (const listener of listeners) listener(next);
    },
    onStatus(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    preload,
    search,
  };
}
