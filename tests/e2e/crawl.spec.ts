/**
 * Visits every page of the site in both locales: every URL of the sitemaps,
 * every tag page and the 404 page. Each must answer, hydrate, carry the
 * locale's <html lang>, a "Page | TiBillet" title, and load with no console
 * error, no uncaught exception, no Content-Security-Policy violation and no
 * failed request to the site itself. Docs pages must come from their own
 * locale's file. Every internal link and hreflang alternate must lead to a
 * page that answers, the language menu must point at the same page in the
 * other language, and external links must not hand over the opener. Each docs
 * page's menu leads to its Markdown copy, and its report links name it. The
 * analytics script is blocked throughout, as an ad blocker blocks it.
 *
 * Each docs page is then narrowed to a phone's width (390 px), without
 * reloading it: no table may be wider than the screen, and a diagram whose
 * text is drawn under 10 px high must offer its Enlarge button (./phone.ts).
 */
import {request as playwrightRequest, type APIRequestContext, type Page} from '@playwright/test';
import {test, expect, emulateConnection} from './fixtures';
import {recordMetrics} from './metrics';
import {phone, phoneProblems} from './phone';
import {localized, locales, type Locale} from './routes';
import {sitemapPaths} from './sitemap';

/** Each locale's pages are split into shards that run in parallel. */
const shards = 4;

type Visit = {status: number; problems: string[]; links: string[]; cspViolations: number};

async function visit(page: Page, locale: Locale, path: string, origin: string): Promise<Visit> {
  const problems: string[] = [];
  const notFound = path.startsWith('/this-page-does-not-exist');
  const onConsole = (message: import('@playwright/test').ConsoleMessage) => {
    if (message.type() !== 'error') return;
    // The browser reports the 404 status of the not-found page itself.
    if (notFound && message.text().includes('404')) return;
    problems.push(`console error: ${message.text()}`);
  };
  const onPageError = (error: Error) => problems.push(`uncaught: ${error.message}`);
  const onFailed = (req: import('@playwright/test').Request) => {
    // Prefetches still in flight are cancelled when the crawl moves on.
    if (req.failure()?.errorText === 'net::ERR_ABORTED') return;
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
    // What the checks read, in one call to the page.
    const found = await page.evaluate(() => {
      const anchors = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')];
      const alternates = [
        ...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]'),
      ];
      const otherLocale = document.querySelector<HTMLAnchorElement>(
        `.navbar__items--right .dropdown__menu a[lang]:not([lang="${document.documentElement.lang}"])`,
      );
      const editLinks = [...document.querySelectorAll<HTMLAnchorElement>('a.theme-edit-this-page')];
      const hrefs = (selector: string, read: (link: HTMLAnchorElement) => string) =>
        [...document.querySelectorAll<HTMLAnchorElement>(selector)].map(read);
      return {
        lang: document.documentElement.getAttribute('lang'),
        title: document.title,
        edit: editLinks.length === 1 ? editLinks[0].getAttribute('href') : null,
        markdown: hrefs('.page-menu a[type="text/markdown"]', (link) => link.pathname),
        report: hrefs('#report-a-mistake a', (link) => link.href),
        internal: anchors
          .filter((a) => a.origin === location.origin && !a.getAttribute('href')?.startsWith('#'))
          .map((a) => a.pathname),
        external: anchors
          .filter((a) => /^https?:$/.test(a.protocol) && a.origin !== location.origin)
          .map((a) => ({href: a.href, rel: a.rel, target: a.target})),
        alternates: alternates.map((link) => new URL(link.href).pathname),
        otherLocale: otherLocale?.pathname ?? null,
      };
    });
    if (found.lang !== locale.htmlLang) problems.push(`<html lang="${found.lang}">`);
    const {title} = found;
    if (path === '/' ? title !== 'TiBillet' : !/^\S.* \| TiBillet$/.test(title)) {
      problems.push(`title "${title}"`);
    }
    const isDoc = /^\/docs\/.+/.test(path) && !/^\/docs\/(tags|category)\//.test(path);
    if (isDoc) {
      const {edit, markdown, report} = found;
      const expected =
        locale.locale === 'fr'
          ? '/i18n/fr/docusaurus-plugin-content-docs/current/'
          : '/edit/main/docs/';
      if (!edit?.includes(expected)) problems.push(`edit link ${edit}: not this locale's file`);
      // The page menu leads to the page's Markdown copy (its link is fetched with
      // the others), and the report links carry the page's own address.
      const address = `https://tibillet.org${new URL(page.url()).pathname}`;
      if (markdown.join() !== `${new URL(page.url()).pathname}index.md`) {
        problems.push(`page menu's Markdown link: ${markdown.join(', ') || 'none'}`);
      }
      const [issue = '', mail = ''] = report;
      if (
        report.length !== 2 ||
        !issue.startsWith('https://github.com/TiBillet/documentation_v2/issues/new?title=') ||
        !mail.startsWith('mailto:contact@tibillet.re?subject=') ||
        !report.every((href) => decodeURIComponent(href).includes(address))
      ) {
        problems.push(`report links without this page's address: ${report.join(' ')}`);
      }
    }

    // Every docs page of the sitemaps, category pages included.
    if (/^\/docs\/./.test(path) && !path.startsWith('/docs/tags/')) {
      const desktop = page.viewportSize();
      await page.setViewportSize(phone);
      for (const problem of await phoneProblems(page)) problems.push(`at 390 px: ${problem}`);
      if (desktop) await page.setViewportSize(desktop);
    }
    // Read last, once the page has also been narrowed and laid out again.
    const csp = await page.evaluate(
      () => (window as unknown as {__cspViolations?: string[]}).__cspViolations ?? [],
    );
    for (const violation of csp) problems.push(`CSP violation: ${violation}`);
    for (const link of found.external) {
      if (link.target === '_blank' && !/\bnoopener\b/.test(link.rel)) {
        problems.push(`external link without noopener: ${link.href}`);
      }
    }
    if (!notFound) {
      const twin =
        locale.locale === 'fr' ? path : `/fr${path === '/' ? '/' : path}`.replace('/fr//', '/fr/');
      const expectedTwin = locale.locale === 'fr' ? path : twin;
      const fromMenu = found.otherLocale ? decodeURI(found.otherLocale) : null;
      if (fromMenu !== expectedTwin) {
        problems.push(`language menu leads to ${fromMenu}, not ${expectedTwin}`);
      }
    }
    return {
      status: response?.status() ?? 0,
      problems,
      links: [...found.internal, ...found.alternates].map((link) => decodeURI(link)),
      cspViolations: csp.length,
    };
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onFailed);
    page.off('response', onResponse);
  }
}

/** Every link target must answer 200 (a page, a feed, a file). */
async function brokenLinks(request: APIRequestContext, links: Set<string>): Promise<string[]> {
  const broken: string[] = [];
  for (const link of links) {
    const response = await request.get(encodeURI(link), {maxRedirects: 0});
    if (response.status() !== 200) broken.push(`${link}: HTTP ${response.status()}`);
  }
  return broken;
}

test.beforeEach(async ({context}) => {
  // The crawl reads each page and moves on: it asks, as a data saver does,
  // that links be not prefetched (the spec's rule, which Docusaurus honours).
  // Prefetching itself is tested in chrome.spec.ts.
  await emulateConnection(context, {saveData: true, effectiveType: '4g'});
  await context.addInitScript(() => {
    const store: string[] = [];
    (window as unknown as {__cspViolations: string[]}).__cspViolations = store;
    document.addEventListener('securitypolicyviolation', (event) => {
      store.push(`${event.violatedDirective} ${event.blockedURI || 'inline'}`);
    });
  });
});

for (const locale of locales) {
  test.describe(`crawl of ${locale.locale}`, () => {
    test.describe.configure({mode: 'parallel'});

    let paths: string[] = [];
    /** Every page the crawl visits, in both languages: each answers 200 there. */
    let crawled = new Set<string>();
    test.beforeAll(async ({baseURL}) => {
      const request = await playwrightRequest.newContext({baseURL});
      const pagesOf = async (of: Locale) => {
        const listed = await sitemapPaths(request, of);
        const tagsPage = await (await request.get(`${of.prefix}/docs/tags/`)).text();
        const tags = [...tagsPage.matchAll(/href="?((?:\/fr)?\/docs\/tags\/[^"\s>]+)/g)].map((m) =>
          decodeURI(m[1]),
        );
        return {tags, pages: [...new Set([...listed, `${of.prefix}/docs/tags/`, ...tags])]};
      };
      const mine = await pagesOf(locale);
      const other = await pagesOf(locales.find((l) => l !== locale) ?? locale);
      await request.dispose();
      expect(mine.tags.length, 'tag pages').toBeGreaterThanOrEqual(49);
      crawled = new Set([...mine.pages, ...other.pages]);
      // Paths without the locale prefix: localized() adds it back.
      const strip = (p: string) =>
        locale.prefix && p.startsWith(locale.prefix) ? p.slice(locale.prefix.length) : p;
      paths = mine.pages.map(strip).sort();
    });

    for (let shard = 0; shard < shards; shard++) {
      test(`pages, shard ${shard + 1} of ${shards}`, async ({page, baseURL, request}) => {
        test.setTimeout(300_000);
        const mine = paths.filter((_, index) => index % shards === shard);
        expect(mine.length).toBeGreaterThan(0);
        const failures: string[] = [];
        const links = new Set<string>();
        let cspViolations = 0;
        for (const path of mine) {
          const result = await visit(page, locale, path, baseURL ?? '');
          if (result.status !== 200) failures.push(`${path}: HTTP ${result.status}`);
          for (const problem of result.problems) failures.push(`${path}: ${problem}`);
          for (const link of result.links) links.add(link);
          cspViolations += result.cspViolations;
        }
        // A link to a page of the crawl is proven by its visit (HTTP 200 there);
        // the other targets (files, feeds, images, the search page) are fetched.
        const others = new Set([...links].filter((link) => !crawled.has(link)));
        const broken = await brokenLinks(request, others);
        failures.push(...broken.map((link) => `broken link ${link}`));
        console.log(
          `${locale.locale} shard ${shard + 1}: ${mine.length} routes visited, ${links.size} link targets checked (${others.size} fetched)`,
        );
        recordMetrics(`crawl-${locale.locale}-${shard + 1}`, {
          routes: mine.length,
          linkTargets: links.size,
          errors: failures.length,
          cspViolations,
          failures,
        });
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
