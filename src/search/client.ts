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
import {
  emptyResponse,
  fetchIndex,
  makeClient,
  requestsOf,
  type IndexStatus,
  type LocalSearchClient,
  type SearchInput,
} from './contract';
import {LocalSearchEngine} from './engine';

export type {IndexStatus, LocalSearchClient, SearchInput};

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

  const load = () => {
    if (!engine) {
      client.setStatus('loading');
      const response = pending ?? fetchIndex(indexUrl);
      pending = undefined;
      engine = response
        .then((response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          return response.json() as Promise<CompactIndex>;
        })
        .then((index) => LocalSearchEngine.create(index))
        .then((ready) => {
          client.setStatus('ready');
          return ready;
        })
        .catch((error: unknown) => {
          console.warn('TiBillet search: the index could not be loaded.', error);
          engine = null; // the next search tries again
          client.setStatus('failed');
          return null;
        });
    }
    return engine;
  };

  const client = makeClient(
    async (input) => {
      const ready = await load();
      return {
        results: requestsOf(input).map((request) =>
          ready ? ready.search(request, request.indexName) : emptyResponse(request),
        ),
      };
    },
    () => void load(),
  );
  return client;
}
