import {afterEach, describe, expect, it, vi} from 'vitest';
import {compact} from '@site/src/plugins/search-index/format';
import type {SearchRecord} from '@site/src/plugins/search-index/extract';

const record: SearchRecord = {
  objectID: '0',
  url: 'https://tibillet.org/docs/refund/',
  url_without_anchor: 'https://tibillet.org/docs/refund/',
  anchor: null,
  content: 'Give the money back to the card holder.',
  type: 'lvl1',
  hierarchy: {
    lvl0: 'Guides',
    lvl1: 'Refund a card',
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  language: 'en',
  docusaurus_tag: 'docs-default-current',
} as SearchRecord;
const index = compact([record], 'en', 'https://tibillet.org');
const request = {requests: [{indexName: 'tibillet', query: 'refund'}]};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.doUnmock('@site/src/search/client');
  vi.resetModules();
});

describe('createLazySearchClient', () => {
  it('fetches nothing until asked, then the index once, beside the code', async () => {
    const fetchMock = vi.fn().mockResolvedValue({ok: true, json: async () => index});
    vi.stubGlobal('fetch', fetchMock);
    const {createLazySearchClient} = await import('@site/src/search/lazyClient');
    const client = createLazySearchClient('/search-index.json');
    expect(fetchMock).not.toHaveBeenCalled();
    client.preload();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const first = await client.search(request);
    await client.search(request);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(first.results[0].hits[0].url).toBe('https://tibillet.org/docs/refund/');
    expect(client.status).toBe('ready');
  });

  it('answers with no hits and a failed status when its code cannot load, then retries', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue({ok: true, json: async () => index}));
    vi.doMock('@site/src/search/client', () => {
      throw new Error('Loading chunk failed');
    });
    const {createLazySearchClient} = await import('@site/src/search/lazyClient');
    const client = createLazySearchClient('/search-index.json');
    const failed = await client.search(request);
    expect(failed.results[0]).toMatchObject({
      hits: [],
      nbHits: 0,
      index: 'tibillet',
      query: 'refund',
    });
    expect(client.status).toBe('failed');

    vi.doUnmock('@site/src/search/client');
    const again = await client.search(request);
    expect(again.results[0].nbHits).toBe(1);
    expect(client.status).toBe('ready');
  });
});

describe('provideEngine', () => {
  it("makes the clients use a page's engine rather than fetch the engine's chunk", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue({ok: true, json: async () => index}));
    const {createLocalSearchClient} = await import('@site/src/search/client');
    // Fetching the engine's own chunk now fails: the client must not need it.
    vi.doMock('@site/src/search/client', () => {
      throw new Error('the engine was fetched a second time');
    });
    const {createLazySearchClient, provideEngine} = await import('@site/src/search/lazyClient');
    const client = createLazySearchClient('/search-index.json');
    provideEngine(createLocalSearchClient);
    const answer = await client.search(request);
    expect(answer.results[0].hits[0].url).toBe('https://tibillet.org/docs/refund/');
    expect(client.status).toBe('ready');
  });
});

describe('the shared search client', () => {
  it('is one client per index, for the search bar and the search page', async () => {
    const {sharedSearchClient} = await import('@site/src/search/lazyClient');
    const english = sharedSearchClient('/search-index.json');
    expect(sharedSearchClient('/search-index.json')).toBe(english);
    expect(sharedSearchClient('/fr/search-index.json')).not.toBe(english);
  });
});

describe("the search page's early fetch of the index", () => {
  async function runScript({readyState, search}: {readyState: string; search: string}) {
    const {earlyIndexFetchScript, fetchIndex} = await import('@site/src/search/contract');
    const response = new Response('{}');
    const fetch = vi.fn(() => Promise.resolve(response));
    const window = {} as Window;
    const location = new URL(`https://tibillet.org/fr/search/${search}`);
    vi.stubGlobal('window', window);
    vi.stubGlobal('location', location);
    Object.assign(window, {location});
    vi.stubGlobal('document', {readyState});
    vi.stubGlobal('fetch', fetch);
    new Function(earlyIndexFetchScript('/fr/search-index.json'))();
    return {fetch, fetchIndex, window, response};
  }

  it('starts while the page is read with a query, and fetchIndex takes it once', async () => {
    const {fetch, fetchIndex, window, response} = await runScript({
      readyState: 'loading',
      search: '?q=carte',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/fr/search-index.json', {
      credentials: 'same-origin',
      cache: 'no-cache',
    });
    expect(window.__tibilletSearchIndex?.url).toBe('https://tibillet.org/fr/search-index.json');
    // Another locale's index is not this one.
    void fetchIndex('/search-index.json');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await fetchIndex('/fr/search-index.json')).toBe(response);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(window.__tibilletSearchIndex).toBeUndefined();
    void fetchIndex('/fr/search-index.json');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('does nothing without a query, or once the page is read', async () => {
    for (const state of [
      {readyState: 'loading', search: ''},
      {readyState: 'loading', search: '?q='},
      {readyState: 'complete', search: '?q=carte'},
    ]) {
      const {fetch, window} = await runScript(state);
      expect(fetch, JSON.stringify(state)).not.toHaveBeenCalled();
      expect(window.__tibilletSearchIndex).toBeUndefined();
    }
  });
});
