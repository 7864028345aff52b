/**
 * The local search client, loaded on demand: the search bar sits in every
 * page's navbar, but the engine (MiniSearch and the text processing) is
 * only fetched when a reader reaches for search. Same interface as
 * createLocalSearchClient, forwarding to it once loaded.
 */
import type {IndexStatus, LocalSearchClient} from './client';

export function createLazySearchClient(indexUrl: string): LocalSearchClient {
  let loaded: Promise<LocalSearchClient> | null = null;
  let status: IndexStatus = 'idle';
  const listeners = new Set<(status: IndexStatus) => void>();

  const load = () => {
    loaded ??= import('./client').then(({createLocalSearchClient}) => {
      const client = createLocalSearchClient(indexUrl);
      client.onStatus((next) => {
        status = next;
        for (const listener of listeners) listener(next);
      });
      return client;
    });
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
      void load().then((client) => client.preload());
    },
    async search(input) {
      return (await load()).search(input);
    },
  };
}
