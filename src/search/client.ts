/**
 * One search client per locale's index for the whole visit, shared by the
 * search bar and the search page: it loads the engine's code and the index's
 * manifest once, reports its status ('failed' when a file could not be
 * fetched), and tries again on the next search after a failure. It is in
 * every page, so it stays small: the engine comes with the first search.
 */
import {useSyncExternalStore} from 'react';
import {translate} from '@docusaurus/Translate';
import type {Answer, Engine, PageHit} from './engine';
import type {SearchIndexes} from './indexes';

export type Status = 'idle' | 'loading' | 'ready' | 'failed';
export type OpenEngine = (indexUrl: string) => Promise<Pick<Engine, 'search'>>;
/** Which pages to answer with (from, count) and how many of each page's best parts (parts). */
type Options = {from?: number; count?: number; parts?: number};

export type SearchClient = {
  readonly status: Status;
  /** Calls back on every change of status; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** Starts loading the engine and the manifest ahead of the first search. */
  preload: () => void;
  /** The answer, or null when the index could not be read (the status says so). */
  search: (query: string, options?: Options) => Promise<Answer | null>;
};

/** The manifest is checked on every visit; the other files are named after its build. */
const manifestFetch: RequestInit = {credentials: 'same-origin', cache: 'no-cache'};

declare global {
  interface Window {
    /**
     * The manifest's fetch, started by the search page's inline script
     * (earlyFetchScript), with the indexes it was started for.
     */
    __tibilletSearchIndex?: {
      url: string;
      response: Promise<Response>;
      own: string;
      other: string | null;
    };
  }
}

/** Reads a file of the index at indexUrl, taking the search page's early fetch of the manifest. */
export async function fetchIndexFile(indexUrl: string, file: string): Promise<unknown> {
  const url = new URL(indexUrl + file, window.location.href).href;
  const early = window.__tibilletSearchIndex;
  const taken = early?.url === url;
  if (taken) window.__tibilletSearchIndex = undefined;
  const response = await (taken
    ? early.response
    : fetch(url, file === 'manifest.json' ? manifestFetch : undefined));
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return response.json();
}

/**
 * The search page's inline script: opened with a query (a shared link, "See
 * all results"), the page starts fetching the manifest while it is read, not
 * once its code has run. On a client-side navigation the document is
 * complete and the script does nothing.
 */
export function earlyFetchScript({own, other}: Pick<SearchIndexes, 'own' | 'other'>): string {
  return (
    `if(document.readyState==='loading'&&/[?&]q=[^&]/.test(location.search)){` +
    `var u=new URL(${JSON.stringify(`${own}manifest.json`)},location.href).href,` +
    `r=fetch(u,${JSON.stringify(manifestFetch)});r.catch(function(){});` +
    `window.__tibilletSearchIndex={url:u,response:r,own:${JSON.stringify(own)},other:${JSON.stringify(other ?? null)}}}`
  );
}

const openEngine: OpenEngine = (indexUrl) =>
  import('./engine').then(({Engine}) => Engine.open((file) => fetchIndexFile(indexUrl, file)));

const clients = new Map<string, SearchClient>();

/**
 * The client of the index at indexUrl ("/fr/search-index/"). The search page
 * passes `open` with the engine its code already holds, so that it is not
 * fetched again; the first caller's `open` is the one used.
 */
export function searchClient(indexUrl: string, open = openEngine): SearchClient {
  const known = clients.get(indexUrl);
  if (known) return known;
  let engine: ReturnType<OpenEngine> | null = null;
  const listeners = new Set<() => void>();
  const setStatus = (status: Status) => {
    client.status = status;
    listeners.forEach((listener) => listener());
  };
  // Its status is read only to others.
  const client: SearchClient & {status: Status} = {
    status: 'idle',
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // An empty query reads the manifest only.
    preload: () => void client.search(''),
    search: async (query, options) => {
      try {
        if (!engine) {
          setStatus('loading');
          engine = open(indexUrl);
          engine.catch(() => (engine = null)); // tried again on the next search
        }
        const answer = await (await engine).search(query, options);
        setStatus('ready');
        return answer;
      } catch (error) {
        console.warn('TiBillet search: the index could not be read.', error);
        setStatus('failed');
        return null;
      }
    },
  };
  clients.set(indexUrl, client);
  return client;
}

/** While the server renders the page and React hydrates it, nothing is loaded. */
const serverStatus = (): Status => 'idle';

/**
 * For the search bar and the search page: the client of this language's index
 * and its status, the other language's client, and the name of its group.
 */
export function useSearch({own, other}: SearchIndexes, open?: OpenEngine) {
  const client = searchClient(own, open);
  const status = useSyncExternalStore(client.subscribe, () => client.status, serverStatus);
  const otherGroup = translate({
    id: 'search.otherLanguage',
    message: 'In French',
    description: 'The group of results in the other language',
  });
  return {client, status, other: other ? searchClient(other, open) : null, otherGroup};
}

/**
 * This language's answer and, apart, the other language's best three pages
 * when the query reads as that language ("carte cashless" on the English
 * site) or finds nothing here. The other language is asked at the same time,
 * for its words only: its pages are fetched when they are shown.
 */
export async function searchBoth(
  client: SearchClient,
  other: SearchClient | null,
  query: string,
  options?: Options,
): Promise<{answer: Answer | null; other: PageHit[]}> {
  const [here, there] = await Promise.all([
    client.search(query, options),
    other && !options?.from ? other.search(query, {count: 0}) : null,
  ]);
  // Languages drop different common words: compare shares of the query's words.
  const share = ({exact, words}: Answer) => exact / Math.max(1, words);
  const fit = ({fit, words}: Answer) => fit / Math.max(1, words);
  if (!here || !there?.total) return {answer: here, other: []};
  const better =
    here.total === 0 ||
    share(there) > share(here) ||
    (share(there) === share(here) && fit(there) > 1.3 * fit(here) + 0.3);
  const pages = better
    ? ((await other?.search(query, {count: 3, parts: options?.parts}))?.pages ?? [])
    : [];
  return {answer: here, other: pages};
}
