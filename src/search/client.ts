/**
 * The one search client of each locale's index for the whole visit, shared
 * by the search bar and the search page: it loads the engine's code and the
 * index's manifest once, reports its status ('failed' when a file could not
 * be fetched), and tries again on the next search after a failure. Small:
 * it is in every page; the engine comes with the first search.
 *
 * searchBoth() also asks the other language when the reader's words are
 * not all found in this one (a French word on the English site, a typo):
 * its best pages are shown apart, in their own group.
 */
import type {Answer, Engine, PageHit} from './engine';

export type Status = 'idle' | 'loading' | 'ready' | 'failed';
export type OpenEngine = (indexUrl: string) => Promise<Engine>;

export type SearchClient = {
  readonly status: Status;
  /** Calls back on every status change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** Starts loading the engine and the manifest ahead of the first search. */
  preload: () => void;
  /** The answer, or null when the index could not be read (the status says so). */
  search: (query: string, options?: {from?: number; count?: number}) => Promise<Answer | null>;
};

/** Every fetch of the index: the manifest is checked each time, the rest is named by its build. */
const fetchOptions: RequestInit = {credentials: 'same-origin', cache: 'no-cache'};

/** A manifest fetch started by the search page's inline script (earlyFetchScript). */
declare global {
  interface Window {
    __tibilletSearchIndex?: {url: string; response: Promise<Response>};
  }
}

/** Reads a file of the index at indexUrl, taking the search page's early fetch of its manifest. */
export async function fetchIndexFile(indexUrl: string, file: string): Promise<unknown> {
  const url = new URL(indexUrl + file, window.location.href).href;
  const early = window.__tibilletSearchIndex;
  let response: Promise<Response>;
  if (early?.url === url) {
    window.__tibilletSearchIndex = undefined;
    response = early.response;
  } else {
    response = fetch(url, file === 'manifest.json' ? fetchOptions : {credentials: 'same-origin'});
  }
  const ready = await response;
  if (!ready.ok) throw new Error(`HTTP ${ready.status} for ${url}`);
  return ready.json();
}

/**
 * The inline script of the search page: opened with a query (a shared link,
 * "See all results"), it starts fetching the manifest while the page is
 * still being read, not after the page's code has run. Nothing happens on a
 * client-side navigation (the document is complete).
 */
export function earlyFetchScript(indexUrl: string): string {
  const url = JSON.stringify(`${indexUrl}manifest.json`);
  return (
    `if(document.readyState==='loading'&&/[?&]q=[^&]/.test(location.search)){` +
    `var u=new URL(${url},location.href).href,r=fetch(u,${JSON.stringify(fetchOptions)});` +
    `r.catch(function(){});window.__tibilletSearchIndex={url:u,response:r}}`
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
export function searchClient(indexUrl: string, open: OpenEngine = openEngine): SearchClient {
  const existing = clients.get(indexUrl);
  if (existing) return existing;
  let status: Status = 'idle';
  let engine: Promise<Engine> | null = null;
  const listeners = new Set<() => void>();
  const setStatus = (next: Status) => {
    status = next;
    listeners.forEach((listener) => listener());
  };
  const load = () => {
    if (!engine) {
      setStatus('loading');
      engine = open(indexUrl);
      engine.catch(() => (engine = null)); // the next search tries again
    }
    return engine;
  };
  const client: SearchClient = {
    get status() {
      return status;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    preload() {
      load().then(
        () => setStatus('ready'),
        () => setStatus('failed'),
      );
    },
    async search(query, options) {
      try {
        const answer = await (await load()).search(query, options);
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

/** Pages of the other language shown beside this one's answer. */
const otherLanguagePages = 3;

/**
 * This language's answer and, beside it, the other language's best pages
 * when the query reads more as the other language ("carte cashless" on the
 * English site) or finds nothing here. The other language is first asked
 * for its words only (no page is fetched unless it is shown).
 */
export async function searchBoth(
  client: SearchClient,
  other: SearchClient | null,
  query: string,
  options?: {from?: number; count?: number},
): Promise<{answer: Answer | null; other: PageHit[]}> {
  const [answer, there] = await Promise.all([
    client.search(query, options),
    other && !options?.from ? other.search(query, {count: 0}) : null,
  ]);
  // Languages drop different common words: compare shares of the query, not counts.
  const share = ({exact, words}: Answer) => exact / Math.max(1, words);
  const fit = ({fit, words}: Answer) => fit / Math.max(1, words);
  const better =
    answer &&
    there &&
    there.total > 0 &&
    (answer.total === 0 ||
      share(there) > share(answer) ||
      (share(there) === share(answer) && fit(there) > 1.3 * fit(answer) + 0.3));
  return {
    answer,
    other: better ? ((await other?.search(query, {count: otherLanguagePages}))?.pages ?? []) : [],
  };
}
