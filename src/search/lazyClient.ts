/**
 * The local search client, loaded on demand: the search bar sits in every
 * page's navbar, but the engine (MiniSearch and the text processing) is
 * only fetched when a reader reaches for search. Same interface as
 * createLocalSearchClient, forwarding to it once loaded.
 */
import {
  emptyResponse,
  fetchIndex,
  makeClient,
  requestsOf,
  type LocalSearchClient,
} from './contract';

type CreateClient = typeof import('./client').createLocalSearchClient;

/** The engine, when the code of the page being read has it (see provideEngine). */
let bundledEngine: CreateClient | undefined;

/**
 * Gives the lazy clients the engine that a page's code already holds (the
 * search page bundles it): they use it rather than fetch the engine's own
 * chunk, which would download the same code again, one round trip later.
 */
export function provideEngine(createLocalSearchClient: CreateClient): void {
  bundledEngine = createLocalSearchClient;
}

export function createLazySearchClient(indexUrl: string): LocalSearchClient {
  let loaded: Promise<LocalSearchClient | null> | null = null;

  const load = () => {
    if (loaded) return loaded;
    client.setStatus('loading');
    // The index and the code that reads it are fetched side by side. A
    // failed fetch is handled (and retried) by the client.
    const index = fetchIndex(indexUrl);
    index.catch(() => {});
    const engine = bundledEngine
      ? Promise.resolve({createLocalSearchClient: bundledEngine})
      : import('./client');
    loaded = engine.then(
      ({createLocalSearchClient}) => {
        const inner = createLocalSearchClient(indexUrl, index);
        inner.onStatus(client.setStatus);
        return inner;
      },
      (error: unknown) => {
        console.warn('TiBillet search: the search code could not be loaded.', error);
        loaded = null; // the next search tries again
        client.setStatus('failed');
        return null;
      },
    );
    return loaded;
  };

  const client = makeClient(
    async (input) => {
      const inner = await load();
      return inner
        ? inner.search(input)
        : {results: requestsOf(input).map((request) => emptyResponse(request))};
    },
    () => void load().then((inner) => inner?.preload()),
  );
  return client;
}

const shared = new Map<string, LocalSearchClient>();

/**
 * The one client of an index for the whole visit: the search bar and the
 * search page share it, so the index is fetched and read once.
 */
export function sharedSearchClient(indexUrl: string): LocalSearchClient {
  let client = shared.get(indexUrl);
  if (!client) {
    client = createLazySearchClient(indexUrl);
    shared.set(indexUrl, client);
  }
  return client;
}
