/**
 * Search in both languages, over the local index: the DocSearch modal
 * (button, Ctrl+K and /, keyboard navigation, recent searches, "See all
 * results" with the page's count), the /search/ page, the other language's
 * group, failures, hostile queries, and no request to any other host.
 */
import type {Page} from '@playwright/test';
import {scan} from './axe';
import {test, expect, dismissDialogs, open, transitionsDone, waitForHydration} from './fixtures';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

/**
 * The first time a page opens the modal, its code (about 120 KB gzip) is
 * fetched and run: on a machine busy with the whole suite, that has taken
 * more than the default 5 s. How fast it opens is measured by `npm run
 * bench`, not here.
 */
const firstOpening = {timeout: 15_000};

/** The requests for files of a search index that the page makes, as they come. */
function indexRequestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/search-index/')) urls.push(request.url());
  });
  return urls;
}

/** The requests for this language's manifest (the other language's is asked for too). */
const manifests = (urls: string[], prefix = '') =>
  urls.filter((url) => new URL(url).pathname === `${prefix}/search-index/manifest.json`);

/**
 * The scripts the page downloads that hold the search engine, told by its
 * English stop words (src/search/text.ts), as they come.
 */
function engineDownloadsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('a am an and any are as at be been being')) urls.push(response.url());
  });
  return urls;
}

async function searchFor(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused(firstOpening);
  await input(page).fill(query);
}

const cases = [
  {
    locale: 'en',
    prefix: '',
    query: 'refund a card',
    page: '/docs/Utilisateur/Cashless/Refund/',
    title: 'Refund a card',
    noResults: 'No results found for',
    pageNoResults: 'No results were found',
    error: 'Unable to fetch results',
    hint: 'You might want to check your network connection.',
    retry: 'Retry',
  },
  {
    locale: 'fr',
    prefix: '/fr',
    query: 'rembourser une carte',
    page: '/fr/docs/Utilisateur/Cashless/Refund/',
    title: 'Rembourser une carte',
    noResults: 'Aucun résultat pour',
    pageNoResults: 'Aucun résultat trouvé',
    error: 'Impossible de récupérer les résultats',
    hint: 'Vous pouvez vérifier votre connexion réseau.',
    retry: 'Réessayer',
  },
] as const;

for (const c of cases) {
  test.describe(`search in ${c.locale}`, () => {
    test('the index is not loaded with the page, only when reaching for search', async ({page}) => {
      const indexRequests = indexRequestsOf(page);
      await open(page, `${c.prefix}/docs/`);
      await page.waitForLoadState('networkidle');
      expect(indexRequests).toEqual([]);
      await page.locator('.DocSearch-Button').click();
      await expect(modal(page)).toBeVisible(firstOpening);
      await expect.poll(() => indexRequests.length).toBe(1);
      expect(indexRequests[0]).toMatch(new RegExp(`${c.prefix}/search-index/manifest\\.json$`));
      // Then only the shards of the words typed and the pages shown: never the whole index.
      await input(page).fill(c.query);
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
      expect(manifests(indexRequests, c.prefix)).toHaveLength(1);
      const ownIndex = `${c.prefix}/search-index/`;
      const own = indexRequests.filter((url) => new URL(url).pathname.startsWith(ownIndex));
      const other = indexRequests.filter((url) => !own.includes(url));
      const isPartsFile = (url: string) => /\/p\d+-\d+\.json$/.test(new URL(url).pathname);
      // This language: its manifest, its shards, and at most one parts file per hit shown.
      expect(own.filter(isPartsFile).length).toBeLessThanOrEqual(
        await page.locator('.DocSearch-Hit').count(),
      );
      expect(own.length).toBeLessThan(20);
      // The other language's index is asked for its words only: its shards, never its parts.
      expect(other.filter(isPartsFile)).toEqual([]);
      expect(other.length).toBeLessThan(20);
    });

    test("while the modal's code loads, the button says it is busy", async ({page}) => {
      await open(page, `${c.prefix}/docs/`);
      await page.waitForLoadState('networkidle');
      // From now on, every script the page asks for (the modal's) comes a second late.
      let delayed = 0;
      await page.route('**/assets/js/*.js', async (route) => {
        delayed++;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      });
      const button = page.locator('.DocSearch-Button');
      await expect(button).not.toHaveAttribute('aria-busy');
      await button.click();
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await expect(modal(page)).toBeVisible(firstOpening);
      await expect(button).not.toHaveAttribute('aria-busy');
      expect(delayed).toBeGreaterThan(0);
    });

    test('a modal whose code hangs is reported after ten seconds, and opens when it arrives', async ({
      page,
    }) => {
      test.skip(c.locale === 'fr', 'The same code in both languages: one run is enough.');
      await open(page, `${c.prefix}/docs/`);
      await page.waitForLoadState('networkidle');
      // From now on, the scripts the page asks for (the modal's) hang until released.
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/js/*.js', async (route) => {
        await released;
        await route.continue();
      });
      const button = page.locator('.DocSearch-Button');
      const clicked = Date.now();
      await button.click();
      await expect(button).toHaveAttribute('aria-busy', 'true');
      const alert = page.getByRole('alert').filter({hasText: c.error});
      await expect(alert).toBeVisible({timeout: 15_000});
      // Not before the reader has waited: a slow network is given its time.
      expect(Date.now() - clicked).toBeGreaterThanOrEqual(9_000);
      await expect(button).not.toHaveAttribute('aria-busy');
      await expect(modal(page)).toHaveCount(0);
      release();
      await expect(modal(page)).toBeVisible(firstOpening);
      await expect(alert).toHaveCount(0);
    });

    test('offline, a search that cannot load says so and leaves the page; Retry opens it once online', async ({
      page,
      context,
    }) => {
      await open(page, `${c.prefix}/docs/`);
      await page.waitForLoadState('networkidle');
      // A page that reloaded would lose this.
      await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
      await context.setOffline(true);
      await page.locator('.DocSearch-Button').click();
      const alert = page.getByRole('alert').filter({hasText: c.error});
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(c.hint);
      await expect(modal(page)).toHaveCount(0);
      for (const theme of ['light', 'dark']) {
        await page.evaluate((mode) => (document.documentElement.dataset.theme = mode), theme);
        await transitionsDone(page);
        expect(await scan(page), theme).toEqual([]);
      }
      expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed)).toBe(
        true,
      );
      // Retry with no network: the same message, still no reload.
      await alert.getByRole('button', {name: c.retry}).click();
      await expect(alert).toBeVisible();
      await context.setOffline(false);
      await alert.getByRole('button', {name: c.retry}).click();
      await expect(modal(page)).toBeVisible({timeout: 15_000});
      await expect(alert).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed)).toBe(
        true,
      );
    });

    test("the modal's stylesheet comes with the modal, not with every page", async ({page}) => {
      await open(page, `${c.prefix}/docs/`);
      const modalRules = () =>
        page.evaluate(
          () =>
            [...document.styleSheets].flatMap((sheet) =>
              [...sheet.cssRules].filter((rule) =>
                /^\.DocSearch-Modal\b/.test((rule as CSSStyleRule).selectorText ?? ''),
              ),
            ).length,
        );
      expect(await modalRules()).toBe(0);
      await page.locator('.DocSearch-Button').click();
      await expect(modal(page)).toBeVisible(firstOpening);
      expect(await modalRules()).toBeGreaterThan(0);
      // Styled: the modal is a box over the page, not text in the flow.
      const box = await page.evaluate(() => {
        const element = document.querySelector('.DocSearch-Container');
        return element ? getComputedStyle(element).position : null;
      });
      expect(box).toBe('fixed');
    });

    test('opens with the button, Ctrl+K and /, closes with Escape', async ({page}) => {
      await open(page, `${c.prefix}/docs/`);
      await page.locator('.DocSearch-Button').click();
      await expect(modal(page)).toBeVisible(firstOpening);
      await page.keyboard.press('Escape');
      await expect(modal(page)).toBeHidden();
      await page.keyboard.press('Control+k');
      await expect(modal(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(modal(page)).toBeHidden();
      await page.locator('body').click({position: {x: 5, y: 300}});
      await page.keyboard.press('/');
      await expect(modal(page)).toBeVisible();
      await page.keyboard.press('Escape');
    });

    test('finds pages of this language, navigates with the keyboard', async ({page}) => {
      await open(page, `${c.prefix}/`);
      await searchFor(page, c.query);
      const hits = page.locator('.DocSearch-Hit');
      await expect(hits.first()).toBeVisible({timeout: 15_000});
      await expect(
        page.locator('.DocSearch-Hit-title').filter({hasText: c.title}).first(),
      ).toBeVisible();
      // Results are options of a listbox, not links (see LocalSearchBar).
      await expect(page.locator('.DocSearch-Hit a')).toHaveCount(0);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Enter');
      await expect(modal(page)).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${c.prefix}/docs/`));
      await waitForHydration(page);
    });

    test('keeps recent searches after a reload', async ({page}) => {
      await open(page, `${c.prefix}/`);
      await searchFor(page, c.query);
      await page.locator('.DocSearch-Hit .local-search-hit').first().click();
      await expect(page).toHaveURL(new RegExp(`${c.prefix}/docs/`));
      await waitForHydration(page);
      await page.reload();
      await waitForHydration(page);
      await page.keyboard.press('Control+k');
      await expect(page.locator('.DocSearch-Hit-source').first()).toBeVisible(firstOpening);
      await expect(page.locator('.DocSearch-Hits')).toContainText(c.title);
    });

    test('"See all results" opens the search page with the query, which stays in the URL', async ({
      page,
    }) => {
      await open(page, `${c.prefix}/`);
      await searchFor(page, c.query);
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
      await page.locator('.DocSearch-HitsFooter a').click();
      await expect(page).toHaveURL(new RegExp(`${c.prefix}/search/\\?q=`));
      expect(new URL(page.url()).searchParams.get('q')).toBe(c.query);
      await waitForHydration(page);
      const results = page.locator('main article');
      // The first search loads and indexes the pages: allow a busy machine time.
      await expect(results.first()).toBeVisible({timeout: 15_000});
      await expect(results.first().locator('.breadcrumbs__item').first()).toBeVisible();
      await expect(page.locator('main article mark').first()).toBeVisible();
      // Described for search engines, in the page's language.
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
        'content',
        c.prefix ? /^Cherchez dans la documentation/ : /^Search the TiBillet documentation/,
      );
      await page.getByRole('searchbox').fill('points de vente sunmi');
      await expect
        .poll(() => new URL(page.url()).searchParams.get('q'))
        .toBe('points de vente sunmi');
    });

    test('shows the messages of the spec when nothing is found', async ({page}) => {
      await open(page, `${c.prefix}/`);
      await searchFor(page, 'zzqxwv');
      await expect(page.locator('.DocSearch-NoResults')).toContainText(c.noResults);
      await page.keyboard.press('Escape');
      await open(page, `${c.prefix}/search/?q=zzqxwv`);
      await expect(page.getByText(c.pageNoResults)).toBeVisible({timeout: 15_000});
    });

    test('says so when the index cannot be loaded', async ({page}) => {
      await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
      await open(page, `${c.prefix}/`);
      await searchFor(page, c.query);
      const screen = page.locator('.DocSearch-NoResults');
      await expect(screen).toContainText(c.error);
      await expect(screen).toContainText(c.hint);
      await expect(screen.getByRole('link')).toBeHidden();
      await page.keyboard.press('Escape');
      await open(page, `${c.prefix}/search/?q=carte`);
      await expect(page.getByRole('alert')).toContainText(c.error);
      await expect(page.getByRole('alert')).toContainText(c.hint);
    });
  });
}

test('a French query on the French site finds French pages', async ({page}) => {
  await open(page, '/fr/search/?q=ajouter+un+point+de+vente');
  const first = page.locator('main article').first();
  await expect(first).toBeVisible({timeout: 15_000});
  await expect(first.getByRole('link').first()).toHaveAttribute('href', /^\/fr\/docs\//);
  await expect(page.locator('main article h2').first()).toContainText(/point de vente/i);
});

test.describe('the search page opened with a query', () => {
  for (const prefix of ['', '/fr']) {
    test(`fetches the index once, while the page loads${prefix && ', in French'}`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const marks = {hydrated: 0, cspViolations: 0};
        (window as unknown as {__marks: typeof marks}).__marks = marks;
        new MutationObserver(() => {
          if (!marks.hydrated && document.documentElement.dataset.hasHydrated) {
            marks.hydrated = performance.now();
          }
        }).observe(document, {
          subtree: true,
          attributes: true,
          attributeFilter: ['data-has-hydrated'],
        });
        document.addEventListener('securitypolicyviolation', () => marks.cspViolations++);
      });
      const indexRequests = indexRequestsOf(page);
      const engineDownloads = engineDownloadsOf(page);
      await page.goto(`${prefix}/search/?q=stripe`);
      await expect(page.locator('main article').first()).toBeVisible({timeout: 15_000});
      expect(manifests(indexRequests, prefix)).toHaveLength(1);
      // The engine comes with the page's code, and only then.
      await page.waitForLoadState('networkidle');
      expect(engineDownloads).toHaveLength(1);
      const timing = await page.evaluate(() => ({
        ...(window as unknown as {__marks: {hydrated: number; cspViolations: number}}).__marks,
        indexStart: performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.includes('search-index/manifest.json'))?.startTime,
        taken: !('__tibilletSearchIndex' in window) || !window.__tibilletSearchIndex,
      }));
      // Started by the page's inline script, before the page's code had even run.
      expect(timing.indexStart).toBeLessThan(timing.hydrated);
      expect(timing.taken).toBe(true);
      expect(timing.cspViolations).toBe(0);
    });
  }

  test('but not without a query, nor when the reader comes from another page of the site', async ({
    page,
  }) => {
    const indexRequests = indexRequestsOf(page);
    await open(page, '/search/');
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);
    expect(await page.evaluate(() => window.__tibilletSearchIndex)).toBeUndefined();

    // A client-side navigation: the modal has fetched the index, the page reuses it.
    await open(page, '/docs/');
    await searchFor(page, 'stripe');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
    await page.locator('.DocSearch-HitsFooter a').click();
    await expect(page.locator('main article').first()).toBeVisible({timeout: 15_000});
    expect(await page.evaluate(() => window.__tibilletSearchIndex)).toBeUndefined();
    expect(manifests(indexRequests)).toHaveLength(1);
  });
});

test.describe('the search page on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  for (const prefix of ['', '/fr']) {
    test(`opened with a query, it does not move as it reads the query and answers${prefix && ', in French'}`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const shifts: string[] = [];
        (window as unknown as {__shifts: string[]}).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            sources: {node?: Node | null; previousRect: DOMRectReadOnly}[];
          })[]) {
            for (const source of entry.sources) {
              const node = source.node as Element | null | undefined;
              shifts.push(`${node?.nodeName}.${node?.className} from y=${source.previousRect.y}`);
            }
          }
        }).observe({type: 'layout-shift', buffered: true});
      });
      // A query whose heading, had it named the query, takes one more line.
      await page.goto(`${prefix}/search/?q=${encodeURIComponent('stripe connect account')}`);
      await expect(page.locator('main article').first()).toBeVisible({timeout: 15_000});
      await expect(page.locator('main [aria-live="polite"] p').first()).toBeVisible();
      await page.waitForTimeout(300); // a shift is reported after the frame that made it
      expect(
        await page.evaluate(() => (window as unknown as {__shifts: string[]}).__shifts),
      ).toEqual([]);
    });
  }
});

test('no request leaves the site while searching', async ({page}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http')) {
      if (!url.hostname.endsWith('tibillet.test')) foreign.push(request.url());
    }
  });
  await open(page, '/');
  await searchFor(page, 'cashless card');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
  await page.keyboard.press('Escape');
  await open(page, '/search/?q=cashless');
  await expect(page.locator('main article').first()).toBeVisible({timeout: 15_000});
  expect(foreign).toEqual([]);
  await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);
  await expect(page.getByRole('img', {name: 'Algolia'})).toHaveCount(0);
});

test('hostile queries are shown as text and run nothing', async ({page}) => {
  const dialogs = dismissDialogs(page);
  const payloads = [
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(2)>',
    'javascript:alert(3)',
    '<svg onload=alert(4)>',
    'card'.repeat(2500),
    '🎟️ carte ‮ بطاقة',
  ];
  await open(page, '/');
  for (const payload of payloads) {
    await page.keyboard.press('Control+k');
    await input(page).fill(payload);
    await page.waitForTimeout(300);
    await expect(
      page.locator('.DocSearch-Modal img[src="x"], .DocSearch-Modal svg[onload]'),
    ).toHaveCount(0);
    await page.keyboard.press('Escape');
  }
  for (const payload of payloads.slice(0, 4)) {
    await page.goto(`/search/?q=${encodeURIComponent(payload)}`);
    await waitForHydration(page);
    // Shown as text: in the document's title and in the search box.
    await expect(page).toHaveTitle(`Search results for "${payload}" | TiBillet`);
    await expect(page.locator('main input[type="search"]')).toHaveValue(payload);
    await expect(page.locator('main img[src="x"], main svg[onload], main script')).toHaveCount(0);
  }
  expect(dialogs).toEqual([]);
});

const otherLanguage = [
  {prefix: '', query: 'carte cashless', group: 'In French', lang: 'fr', to: /^\/fr\//},
  {prefix: '/fr', query: 'cashless refund', group: 'En anglais', lang: 'en', to: /^\/(?!fr\/)/},
] as const;

for (const c of otherLanguage) {
  test(`a query in the other language shows that language's pages apart, ${c.group}`, async ({
    page,
  }) => {
    // The search page: this language's results, then the other language's, under their heading.
    await open(page, `${c.prefix}/search/?q=${c.query}`);
    const group = page
      .locator('main section')
      .filter({has: page.getByRole('heading', {name: c.group})});
    await expect(group).toBeVisible({timeout: 15_000});
    await expect(page.locator('main > article').first()).toBeVisible();
    const links = group.locator('article h3 a');
    expect(await links.count()).toBeGreaterThan(0);
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(c.to);
    }
    await expect(group.locator('article').first()).toHaveAttribute('lang', c.lang);
    expect(
      await page
        .locator('main > article a')
        .evaluateAll((all) => all.map((a) => a.getAttribute('href'))),
    ).not.toContainEqual(expect.stringMatching(c.to));

    // The modal: the same pages, in their own group, last; choosing one opens it in its language.
    await searchFor(page, c.query);
    const source = page.locator('.DocSearch-Hit-source').last();
    await expect(source).toHaveText(c.group, {timeout: 15_000});
    const hit = page.locator('.DocSearch-Hits').last().locator('.local-search-hit').first();
    await expect(hit).toHaveAttribute('lang', c.lang);
    await hit.click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${c.to.source.replace('^', '')}`));
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toMatch(
      new RegExp(`^${c.lang}`),
    );
  });
}

test('the modal counts the pages the search page lists, and a query in this language has no other group', async ({
  page,
}) => {
  await open(page, '/docs/');
  await searchFor(page, 'stripe');
  const footer = page.locator('.DocSearch-HitsFooter a');
  await expect(footer).toBeVisible({timeout: 15_000});
  const count = Number(/\d+/.exec((await footer.textContent()) ?? '')?.[0]);
  expect(count).toBeGreaterThan(10);
  await expect(page.locator('.DocSearch-Hit-source')).not.toHaveText(['In French']);
  await footer.click();
  await expect(page.locator('main [aria-live="polite"]')).toHaveText(`${count} documents found`, {
    timeout: 15_000,
  });
  const more = page.getByRole('button', {name: 'Show more results'});
  for (let shown = 10; shown < count; shown += 10) {
    await more.click();
    await expect(page.locator('main > article')).toHaveCount(Math.min(count, shown + 10));
  }
  await expect(more).toBeHidden();
  await expect(page.locator('main section')).toHaveCount(0);
});

test('results read well: no glued words, no page as its own breadcrumb, docs before the home page', async ({
  page,
}) => {
  await open(page, '/search/?q=carte+cashless');
  const results = page.locator('main > article');
  await expect(results.first()).toBeVisible({timeout: 15_000});
  const items = await results.evaluateAll((articles) =>
    articles.map((article) => ({
      href: article.querySelector('h2 a')?.getAttribute('href') ?? '',
      title: article.querySelector('h2')?.textContent ?? '',
      crumbs: [...article.querySelectorAll('.breadcrumbs__item')].map((item) => item.textContent),
      text: article.querySelector('p')?.textContent ?? '',
    })),
  );
  for (const {title, crumbs, text} of items) {
    expect(crumbs).not.toContain(title);
    expect(text).not.toMatch(/LaBoutikCash|cashlessThe|[a-z]\.[A-Z][a-z]/);
  }
  const firstDoc = items.findIndex(({href}) => href.startsWith('/docs/'));
  const home = items.findIndex(({href}) => href === '/' || href.startsWith('/#'));
  expect(firstDoc).toBe(0);
  if (home >= 0) expect(home).toBeGreaterThan(firstDoc);
});

for (const c of cases) {
  test(`opening the modal and searching breaks no Content-Security-Policy rule and logs no error, ${c.locale}`, async ({
    page,
    pageErrors,
  }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as {__violations: string[]}).__violations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
    });
    await open(page, `${c.prefix}/docs/`);
    await searchFor(page, c.query);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await open(page, `${c.prefix}/search/?q=${encodeURIComponent(c.query)}`);
    await expect(page.locator('main article').first()).toBeVisible({timeout: 15_000});
    expect(
      await page.evaluate(() => (window as unknown as {__violations: string[]}).__violations),
    ).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}

test.describe('the search form without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  for (const c of [
    {prefix: '', button: 'Search'},
    {prefix: '/fr', button: 'Rechercher'},
  ]) {
    test(`has a visible, labelled submit button that sends the query, ${c.button}`, async ({
      page,
    }) => {
      await page.goto(`${c.prefix}/search/`);
      const form = page.getByRole('search').filter({has: page.locator('input[name="q"]')});
      const submit = form.getByRole('button', {name: c.button, exact: true});
      await expect(submit).toBeVisible();
      await expect(submit).toHaveAttribute('type', 'submit');
      await form.locator('input[name="q"]').fill('stripe');
      await submit.click();
      await expect(page).toHaveURL(new RegExp(`${c.prefix}/search/\\?q=stripe$`));
    });
  }
});

test.describe('results that hold still', () => {
  /** Each list of results the modal draws, as the pages' titles and sections in order. */
  async function recordLists(page: Page) {
    await page.evaluate(() => {
      const lists: string[] = [];
      (window as unknown as {__lists: string[]}).__lists = lists;
      new MutationObserver(() => {
        const hits = [...document.querySelectorAll('.DocSearch-Hit')].map((hit) => hit.textContent);
        const list = hits.join(' | ');
        if (hits.length > 0 && list !== lists.at(-1)) lists.push(list);
      }).observe(document.body, {subtree: true, childList: true, characterData: true});
    });
  }
  const lists = (page: Page) =>
    page.evaluate(() => (window as unknown as {__lists: string[]}).__lists);

  /** The index answers slowly: every earlier query is still on its way when typing ends. */
  async function slowIndex(page: Page) {
    await page.route('**/search-index/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
  }

  for (const c of cases) {
    test(`show the results of what was typed, and only once, ${c.locale}`, async ({page}) => {
      await slowIndex(page);
      await open(page, `${c.prefix}/docs/`);
      await recordLists(page);
      await page.keyboard.press('Control+k');
      await input(page).pressSequentially(c.query, {delay: 30});
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
      await expect(page.locator('.DocSearch-Hit-title').first()).toContainText(c.title);
      await page.waitForTimeout(1500); // any answer to an earlier query would have come by now
      expect(await lists(page)).toHaveLength(1);
    });

    test(`Enter pressed as soon as the query is typed opens its first result, ${c.locale}`, async ({
      page,
    }) => {
      // Where the first result leads once the results show.
      await open(page, `${c.prefix}/docs/`);
      await searchFor(page, c.query);
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
      await page.keyboard.press('Enter');
      await expect(modal(page)).toBeHidden();
      const expected = new URL(page.url()).pathname;

      // The same query typed on a slow index, Enter pressed before any result shows.
      await slowIndex(page);
      await open(page, `${c.prefix}/docs/`);
      await page.keyboard.press('Control+k');
      await input(page).pressSequentially(c.query, {delay: 30});
      await page.keyboard.press('Enter');
      await expect(modal(page)).toBeHidden({timeout: 15_000});
      await expect.poll(() => new URL(page.url()).pathname).toBe(expected);
    });
  }
});

test.describe('the modal and the search page count the same', () => {
  const cases = [
    {
      prefix: '',
      found: /^(\d+) documents found$|^One document found$/,
      queries: ['stripe', 'refund card', 'print a receipt'],
    },
    {
      prefix: '/fr',
      found: /^(\d+) documents trouvés$|^Un document trouvé$/,
      queries: ['carte', 'rembourser une carte', 'imprimante'],
    },
  ];
  for (const c of cases) {
    for (const query of c.queries) {
      test(`for "${query}" typed letter by letter`, async ({page}) => {
        await open(page, `${c.prefix}/docs/`);
        await page.keyboard.press('Control+k');
        await input(page).pressSequentially(query, {delay: 20});
        // Once the results of the whole query show, the footer links to its search page.
        const footer = page.locator('.DocSearch-HitsFooter a');
        await expect(footer).toHaveAttribute(
          'href',
          `${c.prefix}/search/?q=${encodeURIComponent(query)}`,
          {timeout: 15_000},
        );
        const count = Number(/\d+/.exec((await footer.textContent()) ?? '')?.[0]);
        expect(count).toBeGreaterThan(0);
        await footer.click();
        const status = page.locator('main [aria-live="polite"] p').first();
        await expect(status).toHaveText(c.found, {timeout: 15_000});
        expect(Number(c.found.exec((await status.textContent()) ?? '')?.[1] ?? 1)).toBe(count);
      });
    }
  }
});
