/**
 * The local search, without a build: records extracted from a built-like
 * page, the compact format, text processing in both languages, and the
 * client answering the requests DocSearch and algoliasearch-helper send,
 * with filters, facets, pagination, escaping and hostile queries.
 */
import {describe, expect, it, vi} from 'vitest';
import algoliaSearchHelper from 'algoliasearch-helper';
import {extractRecords, type SearchRecord} from '@site/src/plugins/search-index/extract';
import {compact, expand} from '@site/src/plugins/search-index/format';
import {LocalSearchEngine} from '@site/src/search/engine';
import {createLocalSearchClient} from '@site/src/search/client';
import {fold, normalizeWord, stemEnglish, stemFrench, terms} from '@site/src/search/text';

const docPage = `<!doctype html><html lang="en-GB" class="docs-wrapper plugin-docs docs-doc-page">
<head><title>Refund a card | TiBillet</title>
<meta name="description" content="Pay back the balance of a card.">
<meta name="docusaurus_tag" content="docs-default-current"></head>
<body><nav class="navbar">Navbar words</nav><div class="main-wrapper">
<nav class="theme-doc-breadcrumbs"><ul class="breadcrumbs">
<li class="breadcrumbs__item"><a class="breadcrumbs__link" href="/"></a></li>
<li class="breadcrumbs__item"><a class="breadcrumbs__link"><span>Cash register &amp; cashless</span></a></li>
<li class="breadcrumbs__item breadcrumbs__item--active"><span class="breadcrumbs__link">Refund a card</span></li></ul></nav>
<article><header><h1>Refund a card</h1></header>
<p>People ask for what is left on their card.</p>
<h2 id="steps">Refund at the till<a class="hash-link" href="#steps">&#8203;</a></h2>
<ol><li><p>Tap the card on the reader.</p></li><li>Give back the cash.</li></ol>
<pre><code>secret code block</code></pre>
<h3 id="records">What is recorded</h3><table><tr><td>A refund transaction</td></tr></table>
<footer class="theme-doc-footer">Edit this page</footer></article></div>
<footer class="footer">Footer words</footer></body></html>`;

const url = 'https://tibillet.org/docs/Utilisateur/Cashless/Refund/';

describe('extractRecords', () => {
  const records = extractRecords({
    html: docPage,
    url,
    language: 'en',
    blogLabel: 'Blog',
    docsLabel: 'Docs',
  });

  it('makes one record for the page and one per section, with DocSearch hierarchy', () => {
    expect(records.map((record) => [record.type, record.anchor, record.url])).toEqual([
      ['lvl1', null, url],
      ['lvl2', 'steps', `${url}#steps`],
      ['lvl3', 'records', `${url}#records`],
    ]);
    expect(records[2].hierarchy).toEqual({
      lvl0: 'Cash register & cashless',
      lvl1: 'Refund a card',
      lvl2: 'Refund at the till',
      lvl3: 'What is recorded',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    expect(records.every((record) => record.language === 'en')).toBe(true);
    expect(records[0].docusaurus_tag).toBe('docs-default-current');
  });

  it('keeps the text of each section and leaves code, navigation and footers out', () => {
    expect(records[0].content).toBe(
      'Pay back the balance of a card. People ask for what is left on their card.',
    );
    expect(records[1].content).toBe('Tap the card on the reader. Give back the cash.');
    expect(records[2].content).toBe('A refund transaction');
    const all = JSON.stringify(records);
    for (const excluded of [
      'secret code block',
      'Navbar words',
      'Footer words',
      'Edit this page',
    ]) {
      expect(all).not.toContain(excluded);
    }
  });

  it('ignores pages that are lists or errors', () => {
    const tagsPage = docPage.replace('docs-doc-page', 'docs-tags-doc-list-page');
    const notFound = docPage.replace('docs-wrapper plugin-docs docs-doc-page', 'plugin-native');
    for (const html of [tagsPage, notFound]) {
      expect(
        extractRecords({html, url, language: 'en', blogLabel: 'Blog', docsLabel: 'Docs'}),
      ).toEqual([]);
    }
  });

  it('survives the compact format unchanged', () => {
    expect(expand(compact(records, 'en', 'https://tibillet.org'))).toEqual(records);
  });
});

describe('text processing', () => {
  it('folds accents and ligatures', () => {
    expect(fold('Évènement Œuvre Adhésion')).toBe('evenement oeuvre adhesion');
  });

  it('brings English word forms together', () => {
    for (const [a, b] of [
      ['refunds', 'refunding'],
      ['refunded', 'refund'],
      ['tickets', 'ticket'],
      ['scanning', 'scanned'],
      ['categories', 'category'],
      ['create', 'creating'],
    ]) {
      expect(stemEnglish(fold(a)), `${a} / ${b}`).toBe(stemEnglish(fold(b)));
    }
  });

  it('brings French word forms together, accents or not', () => {
    for (const [a, b] of [
      ['rembourser', 'remboursement'],
      ['remboursez', 'rembourse'],
      ['ajouter', 'ajoutée'],
      ['billets', 'billet'],
      ['évènements', 'evenement'],
      ['journaux', 'journal'],
    ]) {
      expect(stemFrench(fold(a)), `${a} / ${b}`).toBe(stemFrench(fold(b)));
    }
  });

  it('drops the common words of each language', () => {
    expect(terms('how do I refund a card', 'en')).toEqual(['refund', 'card']);
    expect(terms("comment rembourser une carte à l'entrée", 'fr')).toEqual([
      'rembours',
      'cart',
      'entr',
    ]);
    expect(normalizeWord('x'.repeat(100), 'en')).toBeNull();
  });
});

function sampleRecords(): SearchRecord[] {
  const make = (
    path: string,
    title: string,
    content: string,
    language: string,
    tag = 'docs-default-current',
  ): SearchRecord => ({
    objectID: `https://tibillet.org${path}`,
    type: 'lvl1',
    hierarchy: {
      lvl0: 'Guides',
      lvl1: title,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content,
    url: `https://tibillet.org${path}`,
    url_without_anchor: `https://tibillet.org${path}`,
    anchor: null,
    language,
    docusaurus_tag: tag,
  });
  return [
    make('/docs/refund/', 'Refund a card', 'Give back what is left on a card at the till.', 'en'),
    make(
      '/docs/pos/',
      'Create a point of sale',
      'A till for the bar, with its own card readers.',
      'en',
    ),
    make(
      '/blog/cards/',
      'Cards for a festival',
      'Why a card beats paper tokens <script>alert(1)</script>.',
      'en',
      'default',
    ),
    make(
      '/docs/old/',
      'Refund, old version',
      'Refund a card the old way.',
      'en',
      'docs-default-1.0',
    ),
  ];
}

function engine(records = sampleRecords()) {
  return new LocalSearchEngine(compact(records, 'en', 'https://tibillet.org'));
}

describe('LocalSearchEngine', () => {
  it('finds by title first, with highlighted, escaped snippets', () => {
    const result = engine().search({query: 'refund card', hitsPerPage: 10});
    expect(result.hits[0].hierarchy.lvl1).toBe('Refund a card');
    expect(result.hits[0]._highlightResult.hierarchy.lvl1?.value).toBe(
      '<mark>Refund</mark> a <mark>card</mark>',
    );
    expect(result.hits[0]._highlightResult.hierarchy.lvl1?.matchLevel).toBe('full');
    expect(result.nbHits).toBeGreaterThanOrEqual(3);
  });

  it('answers the same when built in slices for the browser', async () => {
    const sliced = await LocalSearchEngine.create(
      compact(sampleRecords(), 'en', 'https://tibillet.org'),
    );
    for (const query of ['refund card', 'refund', 'stripe']) {
      const {processingTimeMS: _a, ...expected} = engine().search({query});
      const {processingTimeMS: _b, ...actual} = sliced.search({query});
      expect(actual).toEqual(expected);
    }
  });

  it('gives the browser its turn once a slice has taken its few milliseconds', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 5));
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', {yield: yieldToBrowser});
    try {
      const records = sampleRecords();
      const sliced = await LocalSearchEngine.create(compact(records, 'en', 'https://tibillet.org'));
      // 5 ms per reading of the clock: a slice ends after two records.
      expect(yieldToBrowser).toHaveBeenCalledTimes(Math.ceil(records.length / 2) - 1);
      const {processingTimeMS: _a, ...expected} = engine().search({query: 'refund card'});
      const {processingTimeMS: _b, ...actual} = sliced.search({query: 'refund card'});
      expect(actual).toEqual(expected);
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });

  it('filters by language and docs version the way contextual search asks', () => {
    const result = engine().search({
      query: 'refund',
      facetFilters: [
        'language:en',
        ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
      ],
    });
    expect(result.hits.map((hit) => hit.url)).not.toContain('https://tibillet.org/docs/old/');
    expect(engine().search({query: 'refund', facetFilters: ['language:fr']}).nbHits).toBe(0);
  });

  it('counts facets and pages through results', () => {
    const result = engine().search({
      query: 'card',
      facets: ['docusaurus_tag'],
      hitsPerPage: 2,
      page: 1,
    });
    expect(result.facets?.docusaurus_tag).toMatchObject({default: 1});
    expect(result.nbPages).toBe(Math.ceil(result.nbHits / 2));
    expect(result.hits.length).toBeLessThanOrEqual(2);
    expect(result.page).toBe(1);
  });

  it('escapes the text it returns, markup included', () => {
    const result = engine().search({query: 'paper tokens'});
    const html = JSON.stringify(
      result.hits.map((hit) => [hit._snippetResult, hit._highlightResult]),
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('handles hostile or odd queries as plain text', () => {
    const search = engine();
    for (const query of [
      '<img src=x onerror=alert(1)>',
      '"quoted" \'single\' `back`',
      'x'.repeat(10_000),
      '🎟️🎉 card',
      'بطاقة ‮card',
      'card\u0000refund',
      '',
      '   ',
      '*** ??? :::',
    ]) {
      const result = search.search({query, hitsPerPage: 5});
      expect(Array.isArray(result.hits), query.slice(0, 20)).toBe(true);
      for (const hit of result.hits) {
        expect(JSON.stringify(hit._highlightResult)).not.toMatch(/<(img|script)/);
      }
    }
    expect(search.search({query: '🎟️🎉 card'}).nbHits).toBeGreaterThan(0);
    expect(search.search({query: ''}).nbHits).toBe(0);
  });

  it('tolerates a typo and a word still being typed', () => {
    expect(engine().search({query: 'refnd'}).hits[0]?.hierarchy.lvl1).toMatch(/Refund/);
    expect(engine().search({query: 'fest'}).hits[0]?.hierarchy.lvl1).toBe('Cards for a festival');
  });
});

describe('createLocalSearchClient', () => {
  const index = compact(sampleRecords(), 'en', 'https://tibillet.org');

  function mockFetch(response: Partial<Response>) {
    const fetchMock = vi.fn().mockResolvedValue({ok: true, json: async () => index, ...response});
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('answers the requests DocSearch sends, and loads the index once', async () => {
    const fetchMock = mockFetch({});
    const client = createLocalSearchClient('/search-index.json');
    expect(fetchMock).not.toHaveBeenCalled();
    const request = {
      query: 'refund',
      indexName: 'tibillet-en',
      attributesToRetrieve: ['hierarchy.lvl0', 'content', 'type', 'url'],
      attributesToSnippet: ['hierarchy.lvl1:15', 'content:15'],
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
      clickAnalytics: false,
      facetFilters: ['language:en'],
    };
    const first = await client.search({requests: [request]});
    await client.search({requests: [request]});
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(first.results[0]).toMatchObject({index: 'tibillet-en', query: 'refund'});
    const hit = first.results[0].hits[0];
    expect(hit).toHaveProperty('hierarchy.lvl0', 'Guides');
    expect(hit).toHaveProperty('_snippetResult.content.value');
    expect(['lvl1', 'lvl2', 'lvl3', 'lvl4', 'content']).toContain(hit.type);
    vi.unstubAllGlobals();
  });

  it('serves algoliasearch-helper, disjunctive facets included', async () => {
    mockFetch({});
    const client = createLocalSearchClient('/search-index.json');
    const helper = algoliaSearchHelper(client as never, 'tibillet-en', {
      hitsPerPage: 15,
      disjunctiveFacets: ['language', 'docusaurus_tag'],
    });
    helper.addDisjunctiveFacetRefinement('language', 'en');
    helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'default');
    helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'docs-default-current');
    const results = await new Promise<{hits: SearchRecord[]; nbHits: number}>((resolve, reject) => {
      helper.on('result', ({results}) => resolve(results as never));
      helper.on('error', ({error}) => reject(error));
      helper.setQuery('refund').search();
    });
    expect(results.nbHits).toBe(1);
    expect(results.hits[0].url).toBe('https://tibillet.org/docs/refund/');
    vi.unstubAllGlobals();
  });

  it('reports a missing index through its status, without throwing, and tries again later', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = mockFetch({ok: false, status: 404});
    const client = createLocalSearchClient('/search-index.json');
    const statuses: string[] = [];
    client.onStatus((status) => statuses.push(status));
    const failed = await client.search({requests: [{indexName: 'x', query: 'refund'}]});
    expect(failed.results[0]).toMatchObject({hits: [], nbHits: 0, index: 'x', query: 'refund'});
    expect(client.status).toBe('failed');
    fetchMock.mockResolvedValue({ok: true, json: async () => index});
    const again = await client.search({requests: [{indexName: 'x', query: 'refund'}]});
    expect(again.results[0].nbHits).toBeGreaterThan(0);
    expect(statuses).toEqual(['loading', 'failed', 'loading', 'ready']);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
});
