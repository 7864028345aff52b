/**
 * Visits every page of the site in both locales: every URL of the sitemaps,
 * every tag page and the 404 page. Each must answer, hydrate, carry the
 * locale's <html lang>, a "Page | TiBillet" title, and load with no console
 * error, no uncaught exception and no failed request to the site itself.
 * Docs pages must come from their own locale's file (the French edit link
 * points into i18n/fr/).
 */
import {request as playwrightRequest, type Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {localized, locales, type Locale} from './routes';
import {sitemapPaths} from './sitemap';

/** Each locale's pages are split into shards that run in parallel. */
const shards = 4;

type Visit = {path: string; status: number; problems: string[]};

async function visit(page: Page, locale: Locale, path: string, origin: string): Promise<Visit> {
  const problems: string[] = [];
  const onConsole = (message: import('@playwright/test').ConsoleMessage) => {
    if (message.type() !== 'error') return;
    // The browser reports the 404 status of the not-found page itself.
    if (path.startsWith('/this-page-does-not-exist') && message.text().includes('404')) return;
    problems.push(`console error: ${message.text()}`);
  };
  const onPageError = (error: Error) => problems.push(`uncaught: ${error.message}`);
  const onFailed = (req: import('@playwright/test').Request) => {
    if (req.url().startsWith(origin)) problems.push(`request failed: ${req.url()}`);
  };
  const onResponse = (res: import('@playwright/test').Response) => {
    const isDocument = res.request().isNavigationRequest();
    if (res.url().startsWith(origin) && res.status() >= 400 && !isDocument) {
      problems.push(`HTTP ${res.status()}: ${res.url()}`);
    }
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  try {
    const response = await page.goto(localized(locale, path));
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const lang = await page.locator('html').getAttribute('lang');
    if (lang !== locale.htmlLang) problems.push(`<html lang="${lang}">`);
    const title = await page.title();
    const home = path === `${locale.prefix}/` || path === '/';
    if (home ? title !== 'TiBillet' : !/^\S.* \| TiBillet$/.test(title)) {
      problems.push(`title "${title}"`);
    }
    if (/\/docs\/.+/.test(path) && !/\/docs\/(tags|category)\//.test(path)) {
      const editLinks = page.locator('a.theme-edit-this-page');
      const edit = (await editLinks.count()) === 1 ? await editLinks.getAttribute('href') : null;
      const expected =
        locale.locale === 'fr'
          ? '/i18n/fr/docusaurus-plugin-content-docs/current/'
          : '/edit/main/docs/';
      if (!edit?.includes(expected)) problems.push(`edit link ${edit}: not this locale's file`);
    }
    await page.waitForLoadState('networkidle');
    return {path, status: response?.status() ?? 0, problems};
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onFailed);
    page.off('response', onResponse);
  }
}

for (const locale of locales) {
  test.describe(`crawl of ${locale.locale}`, () => {
    test.describe.configure({mode: 'parallel'});

    let paths: string[] = [];
    test.beforeAll(async ({baseURL}) => {
      const request = await playwrightRequest.newContext({baseURL});
      const listed = await sitemapPaths(request, locale);
      const tagsPage = await (await request.get(`${locale.prefix}/docs/tags/`)).text();
      const tags = [...tagsPage.matchAll(/href="?((?:\/fr)?\/docs\/tags\/[^"\s>]+)/g)].map((m) =>
        decodeURI(m[1]),
      );
      await request.dispose();
      // Paths without the locale prefix: localized() adds it back.
      const strip = (p: string) =>
        locale.prefix && p.startsWith(locale.prefix) ? p.slice(locale.prefix.length) : p;
      paths = [...new Set([...listed, `${locale.prefix}/docs/tags/`, ...tags].map(strip))].sort();
    });

    for (let shard = 0; shard < shards; shard++) {
      test(`pages, shard ${shard + 1} of ${shards}`, async ({page, baseURL}) => {
        test.setTimeout(240_000);
        const mine = paths.filter((_, index) => index % shards === shard);
        expect(mine.length).toBeGreaterThan(0);
        const failures: string[] = [];
        for (const path of mine) {
          const result = await visit(page, locale, path, baseURL ?? '');
          if (result.status !== 200) failures.push(`${path}: HTTP ${result.status}`);
          for (const problem of result.problems) failures.push(`${path}: ${problem}`);
        }
        console.log(`${locale.locale} shard ${shard + 1}: ${mine.length} routes visited`);
        expect(failures).toEqual([]);
      });
    }

    test('the not-found page', async ({page, baseURL}) => {
      const path = '/this-page-does-not-exist/';
      const result = await visit(page, locale, path, baseURL ?? '');
      expect(result.status).toBe(404);
      expect(result.problems).toEqual([]);
    });
  });
}
