/**
 * The local search, without a build: what is read from a built-like page,
 * the text processing of both languages, the index files and the engine
 * that reads them a few at a time (typos, unfinished words, accents,
 * elisions, synonyms, ranking, escaping, hostile queries), and the client
 * (one load, its status, retries, the early fetch, the other language),
 * and the build rule that keeps the modal's backdrop a plain element.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {extractPage, type ExtractedPage} from '@site/src/plugins/search-index/extract';
import {buildIndex} from '@site/src/plugins/search-index/build';
import {plainBackdrop} from '@site/src/plugins/search-index/modal-backdrop';
import {modalBackdrop} from '@site/src/plugins/search-index';
import {Engine, distance} from '@site/src/search/engine';
import {earlyFetchScript, searchBoth, searchClient, type OpenEngine} from '@site/src/search/client';
import {
  britishSpelling,
  fold,
  normalizeWord,
  stemEnglish,
  stemFrench,
  terms,
  type Language,
} from '@site/src/search/text';

const labels = {docs: 'Docs', blog: 'Blog', site: 'Website'};

const docPage = `<!doctype html><html lang="en-GB" class="docs-wrapper plugin-docs docs-doc-page docs-doc-id-Cashless/Refund">
<head><title>Refund a card | TiBillet</title>
<meta name="description" content="Pay back the balance of a card."></head>
<body><nav class="navbar">Navbar words</nav><div class="main-wrapper">
<nav class="theme-doc-breadcrumbs"><ul class="breadcrumbs">
<li class="breadcrumbs__item"><a class="breadcrumbs__link" href="/"></a></li>
<li class="breadcrumbs__item"><a class="breadcrumbs__link"><span>Cash register &amp; cashless</span></a></li>
<li class="breadcrumbs__item breadcrumbs__item--active"><span class="breadcrumbs__link">Refund a card</span></li></ul></nav>
<article><header><h1>Refund a card</h1></header>
<div class="checked-against checked_x1"><p>Checked against LaBoutik fdd5041 on 25 November 2026</p></div>
<p>People ask for what is left on their card.</p>
<h2 id="steps">Refund at the till<a class="hash-link" href="#steps">&#8203;</a></h2>
<ol><li><p>Tap the card on the reader.</p></li><li>Give back the <strong>cash</strong>.</li></ol>
<pre><code>secret code block</code></pre>
<h3 id="records">What is recorded</h3><table><thead><tr><th>Record</th><th>Where</th></tr></thead>
<tbody><tr><td>A refund</td><td>transaction <em>list</em></td></tr><tr><td>The <strong>cash</strong> given</td><td><p>drawer</p><p>count</p></td></tr></tbody></table>
<footer class="theme-doc-footer">Edit this page</footer></article></div>
<footer class="footer">Footer words</footer></body></html>`;

const homePage = `<!doctype html><html class="plugin-pages plugin-id-default"><head><title>TiBillet</title></head>
<body><div class="main-wrapper"><main><section><h1>Free tools</h1><p>For venues</p></section>
<h2 id="tools">Tools</h2><ul><li><h3>LaBoutik</h3><p>Cash register and cashless</p></li><li><h3>Lespass</h3><div>Memberships</div></li></ul>
</main></div></body></html>`;

describe('extractPage', () => {
  const page = extractPage(docPage, labels)!;

  it('reads the title, the breadcrumb, the description and one section per heading', () => {
    expect(page).toMatchObject({
      kind: 'guide',
      title: 'Refund a card',
      breadcrumb: 'Cash register & cashless',
      description: 'Pay back the balance of a card.',
      text: 'People ask for what is left on their card.',
    });
    expect(page.sections).toEqual([
      {
        anchor: 'steps',
        headings: ['Refund at the till'],
        text: 'Tap the card on the reader. Give back the cash.',
      },
      {
        anchor: 'records',
        headings: ['Refund at the till', 'What is recorded'],
        text: 'Record Where A refund transaction list The cash given drawer count',
      },
    ]);
  });

  it('makes each table row a part of its own, under the heading above the table', () => {
    expect(page.rows).toEqual([
      {
        anchor: 'records',
        headings: ['Refund at the till', 'What is recorded', 'A refund'],
        text: 'transaction list',
        context: 'What is recorded Record Where',
      },
      {
        anchor: 'records',
        headings: ['Refund at the till', 'What is recorded', 'The cash given'],
        text: 'drawer count',
        context: 'What is recorded Record Where',
      },
    ]);
  });

  it("tells a guide from the API's reference and the presentation by the docs folder", () => {
    const kindOf = (id: string) =>
      extractPage(docPage.replace('docs-doc-id-Cashless/Refund', `docs-doc-id-${id}`), labels)
        ?.kind;
    expect([kindOf('api/events'), kindOf('presentation/rates'), kindOf('install/docker')]).toEqual([
      'reference',
      'presentation',
      'guide',
    ]);
  });

  it('leaves code, navigation, footers, heading links and the checked-against line out', () => {
    const all = JSON.stringify(page);
    for (const excluded of [
      'Checked against',
      'secret code block',
      'Navbar words',
      'Footer words',
      'Edit this page',
      '\u200b',
    ]) {
      expect(all).not.toContain(excluded);
    }
  });

  it('never glues the words of two blocks, and never makes a page its own breadcrumb', () => {
    const home = extractPage(homePage, labels)!;
    expect(home).toMatchObject({
      kind: 'page',
      title: 'Free tools',
      breadcrumb: 'Website',
      text: 'For venues',
    });
    expect(home.sections.map(({headings, text}) => [headings.at(-1), text])).toEqual([
      ['Tools', ''],
      ['LaBoutik', 'Cash register and cashless'],
      ['Lespass', 'Memberships'],
    ]);
    const orphan = docPage.replace('<span>Cash register &amp; cashless</span>', 'Refund a card');
    expect(extractPage(orphan, labels)?.breadcrumb).toBe('Docs');
  });

  it('ignores pages that are lists or errors', () => {
    expect(
      extractPage(docPage.replace('docs-doc-page', 'docs-tags-doc-list-page'), labels),
    ).toBeNull();
    expect(
      extractPage(
        docPage.replace('docs-wrapper plugin-docs docs-doc-page', 'plugin-native'),
        labels,
      ),
    ).toBeNull();
  });
});

describe('text processing', () => {
  it('folds accents and ligatures', () => {
    expect(fold('Évènement Œuvre Adhésion')).toBe('evenement oeuvre adhesion');
  });

  it('brings English word forms together, derived ones too', () => {
    for (const [a, b] of [
      ['refunds', 'refunding'],
      ['refunded', 'refund'],
      ['tickets', 'ticket'],
      ['scanning', 'scanned'],
      ['categories', 'category'],
      ['create', 'creating'],
      ['reservation', 'reserve'],
      ['federation', 'federated'],
      ['configuration', 'configure'],
    ]) {
      expect(stemEnglish(fold(a)), `${a} / ${b}`).toBe(stemEnglish(fold(b)));
    }
  });

  it('lets American spellings find the British words of the pages', () => {
    for (const [american, british] of [
      ['organize', 'organise'],
      ['organizer', 'organiser'],
      ['synchronizing', 'synchronising'],
      ['authorization', 'authorisation'],
      ['analyzed', 'analysed'],
      ['color', 'colour'],
      ['center', 'centre'],
      ['program', 'programme'],
      ['license', 'licence'],
      ['canceled', 'cancelled'],
    ]) {
      expect(terms(american, 'en'), `${american} / ${british}`).toEqual(terms(british, 'en'));
    }
    // -ize that is no suffix stays: "size" never meets "sise".
    expect(britishSpelling('size')).toBe('size');
    expect(britishSpelling('resized')).toBe('resized');
    expect(britishSpelling('citizen')).toBe('citizen');
    // French is left alone.
    expect(terms('organize', 'fr')).not.toEqual(terms('organise', 'fr'));
  });

  it('reads a word typed joined as the hyphenated words of the pages', () => {
    for (const language of ['en', 'fr'] as const) {
      expect(terms('wifi', language)).toEqual(terms('Wi-Fi', language));
      expect(terms('the bar wifi is down', language)).toContain(terms('fi', language)[0]);
    }
    expect(terms('topup', 'en')).toEqual(terms('top-up', 'en'));
    expect(terms('topups', 'en')).toEqual(terms('top-ups', 'en'));
    // Other words are not cut.
    expect(terms('topping', 'en')).toHaveLength(1);
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

  it('drops the common words of each language, elided ones included', () => {
    expect(terms('how do I refund a card', 'en')).toEqual(['refund', 'card']);
    expect(terms("comment rembourser une carte à l'entrée", 'fr')).toEqual([
      'rembours',
      'cart',
      'entr',
    ]);
    expect(normalizeWord('x'.repeat(100), 'en')).toBeNull();
  });

  it('measures typos with transpositions, and stops early past the limit', () => {
    expect(distance('webhok', 'webhook', 2)).toBe(1);
    expect(distance('refnud', 'refund', 2)).toBe(1);
    expect(distance('card', 'stripe', 1)).toBe(2);
  });
});

const page = (
  fields: Partial<ExtractedPage> & {url: string; title: string},
): ExtractedPage & {url: string} => ({
  kind: 'guide',
  breadcrumb: 'Guides',
  description: '',
  text: '',
  sections: [],
  rows: [],
  ...fields,
});

const englishPages = [
  page({
    url: '/',
    kind: 'page',
    title: 'Free tools for venues',
    breadcrumb: 'Website',
    text: 'A card, a till and memberships for your venue.',
  }),
  page({
    url: '/docs/refund/',
    title: 'Refund a card',
    description: 'Give back what is left on a card at the till.',
    sections: [
      {anchor: 'steps', headings: ['Steps'], text: 'Tap the card, then pay the balance in cash.'},
    ],
  }),
  page({
    url: '/docs/pos/',
    title: 'Create a point of sale',
    description: 'A till for the bar, with its own card readers.',
  }),
  page({
    url: '/docs/articles/',
    title: 'Create articles',
    description: 'Articles are the buttons of the till: a pint, a lemonade.',
  }),
  page({
    url: '/docs/webhook/',
    title: 'Webhooks',
    description: 'Lespass calls your server when a booking is paid.',
  }),
  page({url: '/docs/imprimante/', title: 'Imprimantes Sunmi', description: 'Le ticket de caisse.'}),
  page({
    url: '/blog/cards/',
    kind: 'blog',
    breadcrumb: 'Blog',
    title: 'Cards for a festival',
    description: 'Why a card beats paper tokens <script>alert(1)</script>.',
  }),
];

const frenchPages = [
  page({
    url: '/fr/docs/refund/',
    title: 'Rembourser une carte',
    description: 'Rendre ce qui reste sur une carte à la caisse.',
  }),
  page({
    url: '/fr/docs/membership/',
    title: 'Créer une adhésion',
    description: "L'adhésion annuelle de l'association.",
  }),
  page({
    url: '/fr/docs/printers/',
    title: 'Imprimantes de cuisine',
    description: 'Les commandes partent vers les imprimantes.',
  }),
];

/** An engine over pages, with the list of the index files it read. */
async function engineOf(
  pages: (ExtractedPage & {url: string})[],
  language: Language = 'en',
  options: {keep?: number} = {},
) {
  const files = buildIndex(pages, language, options);
  const read: string[] = [];
  const engine = await Engine.open(async (file) => {
    const name = file.replace(/\?.*/, '');
    read.push(name);
    return JSON.parse(files.get(name)!);
  });
  return {engine, files, read};
}

describe('the index and its engine', () => {
  it('finds by title first, with escaped and highlighted titles and snippets', async () => {
    const {engine} = await engineOf(englishPages);
    const answer = await engine.search('refund card');
    expect(answer.pages[0]).toMatchObject({
      url: '/docs/refund/',
      title: '<mark>Refund</mark> a <mark>card</mark>',
      breadcrumb: 'Guides',
    });
    expect(answer.pages[0].sections[0].snippet).toContain('<mark>card</mark>');
    expect(answer.total).toBeGreaterThanOrEqual(3);
    expect(answer.pages.length).toBeLessThanOrEqual(6);
    const blog = await engine.search('paper tokens');
    expect(JSON.stringify(blog)).not.toContain('<script>');
    expect(JSON.stringify(blog)).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('reads the manifest, the shards of the query and the parts it shows, nothing else', async () => {
    const {engine, files, read} = await engineOf(englishPages);
    await engine.search('refund', {count: 1, parts: 1});
    expect(read[0]).toBe('manifest.json');
    expect(read.filter((file) => file.startsWith('p'))).toEqual(['p1-0.json']);
    expect(read.length).toBeLessThan(files.size);
    const before = read.length;
    await engine.search('refund', {count: 1});
    expect(read.length).toBe(before);
  });

  it("fetches only the file that holds the part a result shows, not the page's whole text", async () => {
    const words = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel'];
    const long = page({
      url: '/docs/long/',
      title: 'A long guide',
      description: 'Many sections.',
      sections: Array.from({length: 40}, (_, index) => ({
        anchor: `part-${index}`,
        headings: ['Chapter', `Part ${index}`],
        text: `${words.join(' ')} `.repeat(8) + (index === 33 ? 'zeppelin' : 'balloon'),
      })),
    });
    const {engine, files, read} = await engineOf([long, ...englishPages]);
    const parts = [...files.keys()].filter((name) => name.startsWith('p0-'));
    expect(parts.length).toBeGreaterThan(3);
    const [hit] = (await engine.search('zeppelin', {parts: 1})).pages;
    expect(hit.url).toBe('/docs/long/');
    expect(hit.title).toBe('A long guide');
    expect(hit.sections).toHaveLength(1);
    expect(hit.sections[0]).toMatchObject({url: '/docs/long/#part-33', title: 'Part 33'});
    expect(hit.sections[0].snippet).toContain('<mark>zeppelin</mark>');
    const fetched = read.filter((name) => name.startsWith('p'));
    expect(fetched).toHaveLength(1);
    expect(JSON.parse(files.get(fetched[0])!).parts.map(([anchor]: string[]) => anchor)).toContain(
      'part-33',
    );
  });

  it('finds typos, unfinished words, missing accents, elisions and synonyms', async () => {
    const {engine} = await engineOf(englishPages);
    expect((await engine.search('webhok')).pages[0]?.url).toBe('/docs/webhook/');
    expect((await engine.search('refnud')).pages[0]?.url).toBe('/docs/refund/');
    expect((await engine.search('refu')).pages[0]?.url).toBe('/docs/refund/');
    expect((await engine.search('imprimate')).pages[0]?.url).toBe('/docs/imprimante/');
    // "product" is a reader's word for the till's articles (src/search/synonyms.ts).
    expect((await engine.search('add a product')).pages[0]?.url).toBe('/docs/articles/');
    const french = (await engineOf(frenchPages, 'fr')).engine;
    expect((await french.search("l'adhesion")).pages[0]?.url).toBe('/fr/docs/membership/');
    expect((await french.search('remboursement carte')).pages[0]?.url).toBe('/fr/docs/refund/');
    expect((await french.search('imprimate cuisine')).pages[0]?.url).toBe('/fr/docs/printers/');
  });

  it('keeps the task words of a long question, common words left out before the limit', async () => {
    const {engine} = await engineOf(englishPages);
    const question = 'how can we do it for them at the end of the night: refund';
    expect((await engine.search(question)).pages[0]?.url).toBe('/docs/refund/');
  });

  it("puts the site's other pages, then blog posts, below docs pages that say the same", async () => {
    const same = {title: 'Cashless cards', description: 'One card for the bar and the till.'};
    const {engine} = await engineOf([
      page({url: '/', kind: 'page', breadcrumb: 'Website', ...same}),
      page({url: '/blog/cards/', kind: 'blog', breadcrumb: 'Blog', ...same}),
      page({url: '/docs/cards/', ...same}),
    ]);
    const found = (await engine.search('cashless card')).pages.map(({url}) => url);
    expect(found).toEqual(['/docs/cards/', '/blog/cards/', '/']);
  });

  it('shows a table row as a result of its own, linked to the heading above it', async () => {
    const {engine} = await engineOf([
      ...englishPages,
      page({
        url: '/docs/methods/',
        title: 'Article methods',
        // A row's words are in its section's text too, as extractPage gives them.
        sections: [
          {
            anchor: 'types',
            headings: ['Types'],
            text: 'Each type of article. Method What a sale does Return of deposit Gives a deposit back for a returned cup Sale A pint',
          },
        ],
        rows: [
          {
            anchor: 'types',
            headings: ['Types', 'Return of deposit'],
            text: 'Gives a deposit back for a returned cup',
            context: 'Types Method What a sale does',
          },
        ],
      }),
    ]);
    const [first] = (await engine.search('deposit of a returned cup')).pages;
    expect(first.url).toBe('/docs/methods/');
    expect(first.sections[0]).toMatchObject({
      url: '/docs/methods/#types',
      title: '<mark>Return</mark> of <mark>deposit</mark>',
      headings: ['Types'],
    });
    expect(first.sections[0].snippet).toContain('<mark>cup</mark>');
  });

  it('ranks the words of the query close together above the same words apart', async () => {
    const filler = 'The bar opens at six and closes late on festival nights with music.';
    const {engine} = await engineOf([
      page({url: '/docs/apart/', title: 'Evenings', text: `Lost items. ${filler} A card.`}),
      page({url: '/docs/together/', title: 'Evenings', text: `${filler} A lost card. Items.`}),
    ]);
    const found = (await engine.search('lost card')).pages.map(({url}) => url);
    expect(found).toEqual(['/docs/together/', '/docs/apart/']);
  });

  it("ranks a part with all the query's telling words above a common word everywhere", async () => {
    const till = (url: string, topic: string) =>
      page({
        url,
        title: `The till: ${topic}`,
        sections: ['Open', 'Sell', 'Close'].map((name) => ({
          anchor: name.toLowerCase(),
          headings: [`${name} the till`],
          text: `Tap the till, then ${topic} on the till.`,
        })),
      });
    const {engine} = await engineOf([
      till('/docs/till/', 'a second screen'),
      till('/docs/closing/', 'the report'),
      till('/docs/printing/', 'the receipt'),
      page({url: '/docs/pos/', title: 'Points of sale', text: 'One till for the food stand.'}),
    ]);
    const found = (await engine.search('a second till for the food stand')).pages;
    expect(found[0]?.url).toBe('/docs/pos/');
  });

  it("puts the API's reference below a guide that says the same", async () => {
    const same = {title: 'Events', description: 'Create an event with its rates.'};
    const {engine} = await engineOf([
      page({url: '/docs/api/events/', kind: 'reference', ...same}),
      page({url: '/docs/events/', ...same}),
    ]);
    const found = (await engine.search('create an event')).pages.map(({url}) => url);
    expect(found).toEqual(['/docs/events/', '/docs/api/events/']);
  });

  it('puts a presentation page below a guide that says the same', async () => {
    const same = {title: 'Memberships', description: 'Sell a membership at the till.'};
    const {engine} = await engineOf([
      page({url: '/docs/presentation/uses/', kind: 'presentation', ...same}),
      page({url: '/docs/memberships/', ...same}),
    ]);
    const found = (await engine.search('sell a membership')).pages.map(({url}) => url);
    expect(found).toEqual(['/docs/memberships/', '/docs/presentation/uses/']);
  });

  it('puts the public\'s own page first when the reader says "my", in both languages', async () => {
    const staff = page({
      url: '/docs/membership-admin/',
      title: 'Renewals',
      description: 'When a membership ends, and how to renew it.',
    });
    const own = page({
      url: '/docs/my-account/',
      kind: 'public',
      title: 'Your account',
      description: 'Your card, and when your membership ends.',
    });
    const {engine} = await engineOf([staff, own]);
    const urls = async (query: string) => (await engine.search(query)).pages.map(({url}) => url);
    expect(await urls('membership ends')).toEqual(['/docs/membership-admin/', '/docs/my-account/']);
    expect(await urls('when my membership ends')).toEqual([
      '/docs/my-account/',
      '/docs/membership-admin/',
    ]);
    // "my" inside another word is not the reader's own.
    expect((await urls('myself membership ends'))[0]).toBe('/docs/membership-admin/');
    const french = await engineOf(
      [
        page({
          ...staff,
          url: '/fr/docs/a/',
          title: 'Fin des adhésions',
          description: 'Quand une adhésion se termine, et la renouveler.',
        }),
        page({
          ...own,
          url: '/fr/docs/b/',
          title: 'Votre compte',
          description: 'Votre carte et la fin de votre adhésion.',
        }),
      ],
      'fr',
    );
    const found = async (query: string) =>
      (await french.engine.search(query)).pages.map(({url}) => url)[0];
    expect(await found('fin adhésion')).toBe('/fr/docs/a/');
    expect(await found('fin de mon adhésion')).toBe('/fr/docs/b/');
  });

  it("keeps a common word's best-weighted parts only, and its rarity from all its parts", async () => {
    const filler = 'The bar opens at six and closes late on festival nights with music.';
    const pages = [
      page({url: '/docs/lost/', title: 'A lost card', text: 'Block it from your account.'}),
      ...Array.from({length: 29}, (_, index) =>
        page({
          url: `/docs/p${index}/`,
          title: `Evening ${index}`,
          text: `${filler.repeat(1 + (index % 4))} Pay with a card. Night ${index}.`,
        }),
      ),
    ];
    const whole = await engineOf(pages);
    const cut = await engineOf(pages, 'en', {keep: 10});
    const entry = (files: Map<string, string>) =>
      [...files]
        .filter(([name]) => /^s\d+\.json$/.test(name))
        .flatMap(([, json]) => JSON.parse(json) as unknown[][])
        .find(([word]) => word === 'card')!;
    expect((entry(whole.files)[1] as number[]).length / 3).toBe(30);
    expect(entry(whole.files)).toHaveLength(2);
    const [, postings, native, parts] = entry(cut.files);
    expect([(postings as number[]).length / 3, native, parts]).toEqual([10, 30, 30]);
    // The parts kept are those where the word weighs most: the lost card's first.
    const urls = async ({engine}: {engine: Engine}, query: string, count = 5) =>
      (await engine.search(query, {count})).pages.map(({url}) => url);
    expect((await urls(cut, 'card'))[0]).toBe('/docs/lost/');
    expect(await urls(cut, 'card', 10)).toEqual(await urls(whole, 'card', 10));
    expect(await urls(cut, 'lost card')).toEqual(await urls(whole, 'lost card'));
    expect((await cut.engine.search('card')).total).toBe(10);
    // A word in 10 parts tells more than the card in 30, as without the cut.
    const receipts = Array.from({length: 10}, (_, index) =>
      page({
        url: `/docs/r${index}/`,
        title: `Evening ${index}`,
        text: `Print a receipt. ${filler}`,
      }),
    );
    const mixed = await engineOf([...pages, ...receipts], 'en', {keep: 10});
    expect((await urls(mixed, 'card receipt'))[0]).toMatch(/^\/docs\/r\d\/$/);
  });

  it('pages through the same results it counts', async () => {
    const {engine} = await engineOf(englishPages);
    const first = await engine.search('card', {count: 2});
    const rest = await engine.search('card', {from: 2, count: 10});
    expect(first.pages).toHaveLength(2);
    expect(first.total).toBe(first.pages.length + rest.pages.length);
    expect(new Set([...first.pages, ...rest.pages].map(({url}) => url)).size).toBe(first.total);
  });

  it('handles hostile or odd queries as plain text', async () => {
    const {engine} = await engineOf(englishPages);
    for (const query of [
      '<img src=x onerror=alert(1)>',
      '"quoted" \'single\' `back`',
      'x'.repeat(10_000),
      'card '.repeat(2_000),
      '🎟️🎉 card',
      'بطاقة ‮card',
      'card\u0000refund',
      '',
      '   ',
      '*** ??? :::',
    ]) {
      const answer = await engine.search(query);
      expect(JSON.stringify(answer), query.slice(0, 20)).not.toMatch(/<(img|script)/);
    }
    expect((await engine.search('🎟️🎉 card')).total).toBeGreaterThan(0);
    expect((await engine.search('')).total).toBe(0);
  });
});

describe('the search client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** A client over the English pages whose index files come through a mocked fetch. */
  async function clientWithFetch(indexUrl: string) {
    const files = buildIndex(englishPages, 'en');
    const fetchMock = vi.fn(async (url: string) => {
      const content = files.get(new URL(url).pathname.split('/').pop()!);
      return content ? new Response(content) : new Response('', {status: 404});
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('window', {location: new URL('https://tibillet.org/docs/')});
    const {fetchIndexFile} = await import('@site/src/search/client');
    const open: OpenEngine = (url) => Engine.open((file) => fetchIndexFile(url, file));
    return {client: searchClient(indexUrl, open), fetchMock};
  }

  it('fetches nothing until asked, then the manifest once, and answers', async () => {
    const {client, fetchMock} = await clientWithFetch('/one/');
    expect(fetchMock).not.toHaveBeenCalled();
    client.preload();
    await vi.waitFor(() => expect(client.status).toBe('ready'));
    const answer = await client.search('refund');
    await client.search('refund');
    expect(answer?.pages[0].url).toBe('/docs/refund/');
    expect(fetchMock.mock.calls.filter(([url]) => url.endsWith('manifest.json'))).toHaveLength(1);
    expect(searchClient('/one/')).toBe(client);
    expect(searchClient('/two/')).not.toBe(client);
  });

  it('reports a failure through its status, without throwing, and tries again on the next search', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const {client, fetchMock} = await clientWithFetch('/three/');
    const working = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const statuses: string[] = [];
    client.subscribe(() => statuses.push(client.status));
    expect(await client.search('refund')).toBeNull();
    expect(client.status).toBe('failed');
    fetchMock.mockImplementation(working);
    expect((await client.search('refund'))?.total).toBeGreaterThan(0);
    expect(statuses).toEqual(['loading', 'failed', 'loading', 'ready']);
  });

  it("shows the other language's pages apart, when the query reads as that language", async () => {
    const english = await engineOf(englishPages);
    const french = await engineOf(frenchPages, 'fr');
    const clientOf = (engine: Engine): Parameters<typeof searchBoth>[0] => ({
      status: 'ready',
      subscribe: () => () => {},
      preload: () => {},
      search: (query, options) => engine.search(query, options),
    });
    const both = (query: string) =>
      searchBoth(clientOf(english.engine), clientOf(french.engine), query);
    const inFrench = await both('adhésion annuelle');
    expect(inFrench.other.map(({url}) => url)).toEqual(['/fr/docs/membership/']);
    expect((await both('refund card')).other).toEqual([]);
  });
});

describe("the search page's early fetch of the manifest", () => {
  afterEach(() => vi.unstubAllGlobals());

  function runScript({readyState, search}: {readyState: string; search: string}) {
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    const location = new URL(`https://tibillet.org/fr/search/${search}`);
    const window = {location} as unknown as Window;
    vi.stubGlobal('window', window);
    vi.stubGlobal('location', location);
    vi.stubGlobal('document', {readyState});
    vi.stubGlobal('fetch', fetch);
    new Function(earlyFetchScript({own: '/fr/search-index/', other: '/search-index/'}))();
    return {fetch, window};
  }

  it('starts while the page is read with a query, and the client takes it once', async () => {
    const {fetch, window} = runScript({readyState: 'loading', search: '?q=carte'});
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('https://tibillet.org/fr/search-index/manifest.json', {
      credentials: 'same-origin',
      cache: 'no-cache',
    });
    // With the indexes it was started for: the search page's code starts its first search there.
    expect(window.__tibilletSearchIndex).toMatchObject({
      own: '/fr/search-index/',
      other: '/search-index/',
    });
    const {fetchIndexFile} = await import('@site/src/search/client');
    await fetchIndexFile('/fr/search-index/', 'manifest.json');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(window.__tibilletSearchIndex).toBeUndefined();
    await fetchIndexFile('/fr/search-index/', 'manifest.json');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does nothing without a query, or once the page is read', () => {
    for (const state of [
      {readyState: 'loading', search: ''},
      {readyState: 'loading', search: '?q='},
      {readyState: 'complete', search: '?q=carte'},
    ]) {
      const {fetch, window} = runScript(state);
      expect(fetch, JSON.stringify(state)).not.toHaveBeenCalled();
      expect(window.__tibilletSearchIndex).toBeUndefined();
    }
  });
});

describe("the build rule on DocSearch's modal backdrop", () => {
  it("still matches DocSearch's modal code, and leaves the backdrop a plain element", () => {
    const source = readFileSync(
      createRequire(import.meta.url).resolve('@docsearch/react/modal'),
      'utf8',
    );
    const plain = plainBackdrop(source);
    const backdrop = plain.slice(plain.indexOf('"DocSearch-Container"'));
    const element = backdrop.slice(0, backdrop.indexOf('"DocSearch-Modal"'));
    expect(element).toContain('onMouseDown');
    expect(element).not.toMatch(/role:|tabIndex:|aria-expanded/);
    expect(() => plainBackdrop('export default null;')).toThrow(/no longer matches/);
  });

  it('applies to the module the search modal imports, which the bar loads on demand', () => {
    const modal = createRequire(import.meta.url).resolve('@docsearch/react/modal');
    expect(modalBackdrop.test.test(modal)).toBe(true);
    expect(readFileSync('src/theme/SearchBar/LocalSearchModal.tsx', 'utf8')).toContain(
      "from '@docsearch/react/modal'",
    );
    expect(readFileSync('src/theme/SearchBar/LocalSearchBar.tsx', 'utf8')).toContain(
      "import('./LocalSearchModal')",
    );
  });
});
