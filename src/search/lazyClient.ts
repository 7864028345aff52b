/**
 * The local search client, loaded on demand: the search bar sits in every
 * page's navbar, but the engine (MiniSearch and the text processing) is
 * only fetched when a reader reaches for search. Same interface as
 * createLocalSearchClient, forwarding to it once loaded.
 */
import type {IndexStatus, LocalSearchClient, SearchInput} from './client';

/** What the client answers when its own code could not be loaded. */
function noResults(input: SearchInput) {
  const requests = Array.isArray(input)
    ? input.map((request) => ({indexName: request.indexName, ...request.params}))
    : input.requests;
  return {
    results: requests.map((request) => ({
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
      hitsPerPage: Number(request.hitsPerPage ?? 20) || 0,
      processingTimeMS: 0,
      query: String(request.query ?? ''),
      params: '',
      index: request.indexName,
      exhaustiveNbHits: true as const,
      exhaustiveFacetsCount: true as const,
    })),
  };
}

export function createLazySearchClient(indexUrl: string): LocalSearchClient {
  let loaded: Promise<LocalSearchClient | null> | null = null;
  let status: IndexStatus = 'idle';
  const listeners = new Set<(status: IndexStatus) => void>();
  const setStatus = (next: IndexStatus) => {
    status = next;
    for (const listener of listeners) listener(next);
  };

  const load = () => {
    if (loaded) return loaded;
    setStatus('loading');
    // The index and the code that reads it are fetched side by side. A
    // failed fetch is handled (and retried) by the client.
    const index = fetch(indexUrl, {credentials: 'same-origin', cache: 'no-cache'});
    index.catch(() => {});
    loaded = import('./client').then(
      ({createLocalSearchClient}) => {
        const client = createLocalSearchClient(indexUrl, index);
        client.onStatus(setStatus);
        return client;
      },
      (error: unknown) => {
        console.warn('TiBillet search: the search code could not be loaded.', error);
        loaded = null; // the next search tries again
        setStatus('failed');
        return null;
      },
    );
    return loaded;
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
      void load().then((client) => client?.preload());
    },
    async search(input) {
      const client = await load();
      return client ? client.search(input) : noResults(input);
    },
  };
}
