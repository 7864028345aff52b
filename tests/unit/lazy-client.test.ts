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
