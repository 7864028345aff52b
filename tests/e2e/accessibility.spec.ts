/**
 * Two accessibility engines, axe-core and HTML_CodeSniffer (WCAG 2 AA),
 * find nothing wrong on any kind of page, in both languages, both colour
 * modes, on a desktop and on a phone, nor in the open Enlarge dialog or page
 * menu (with its "Copied" status); every
 * visible link is named with the words it shows (WCAG 2.5.3); axe finds
 * nothing on the open search modal and mobile menu either; and a keyboard
 * alone reaches the skip link, the menu, the search and the content.
 */
import type {Page} from '@playwright/test';
import {test, expect, open, transitionsDone, waitForHydration} from './fixtures';
import {scan} from './axe';
import {sniff} from './htmlcs';
import {linkNamesMissingVisibleWords} from './linkNames';
import {recordMetrics} from './metrics';

const routeTypes = [
  '/',
  '/roadmap/',
  '/cgucgv/',
  '/docs/',
  '/docs/category/caisse-enregistreuse/',
  // A doc page with tables, code tabs and a Mermaid diagram; in French, the
  // notice of a translation behind its original (scripts/build-for-tests.mjs).
  '/docs/api/reservations/',
  '/docs/tags/',
  '/docs/tags/cashless/',
  '/blog/',
  '/blog/2025/06/10/federations-one-card-many-venues/',
  // A post with a task list: a checkbox per item.
  '/blog/2025/03/18/festival-bar-cashless-checklist/',
  '/blog/archive/',
  '/blog/tags/',
  '/blog/tags/festival/',
  '/blog/authors/',
  '/search/?q=Stripe',
  // Tables shown as cards on a phone; a drawing with its Enlarge button. In
  // English, the notice of a translation behind its (French) original.
  '/docs/presentation/rates/',
  '/docs/presentation/introduction/',
  // What a reader offline sees instead of a page not saved.
  '/offline/',
];

/**
 * How each diagram of the page is painted now: the fill and stroke of its
 * shapes and words, as the browser computes them. A diagram carries both
 * colour modes' paint (src/plugins/diagrams), chosen by the page's mode.
 */
function diagramPaint(): string[] {
  return [...document.querySelectorAll('.docusaurus-mermaid-container svg')].map((svg) =>
    [...svg.querySelectorAll('text, rect, path, circle, polygon, line')]
      .map((shape) => {
        const style = getComputedStyle(shape);
        return `${style.fill} ${style.stroke}`;
      })
      .join('|'),
  );
}

/**
 * Turns the open page to a colour mode the way another tab of the site does
 * (the site follows the storage event: chrome.spec.ts), so that each page is
 * scanned in both modes from one load; a diagram is painted in the mode's
 * colours, and the colours' transitions end, before the scans go on. A page
 * without the site's layout (the offline page) reads the mode as it loads: it
 * is loaded again.
 */
async function setColourMode(page: Page, mode: 'light' | 'dark') {
  const html = page.locator('html');
  if ((await html.getAttribute('data-theme')) === mode) return;
  const before = await page.evaluate(diagramPaint);
  await page.evaluate((theme) => {
    const oldValue = localStorage.getItem('theme');
    localStorage.setItem('theme', theme);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'theme',
        oldValue,
        newValue: theme,
        storageArea: localStorage,
      }),
    );
  }, mode);
  if ((await page.locator('.navbar').count()) === 0) {
    await page.reload();
    await waitForHydration(page);
  }
  await expect(html).toHaveAttribute('data-theme', mode);
  await transitionsDone(page);
  if (before.length > 0) {
    await expect
      .poll(async () =>
        (await page.evaluate(diagramPaint)).every((paint, index) => paint !== before[index]),
      )
      .toBe(true);
  }
}

async function settle(page: Page) {
  // Diagrams are in the page's HTML; the search page searches after a pause.
  const diagrams = page.locator('.docusaurus-mermaid-container');
  if ((await diagrams.count()) > 0) await expect(diagrams.first().locator('svg')).toBeVisible();
  if (page.url().includes('/search/')) {
    await expect(page.locator('main article').first()).toBeVisible({timeout: 15_000});
  }
}

test.describe('with the Content-Security-Policy bypassed, for HTML_CodeSniffer', () => {
  // As a reader who asked for less motion: the colours change at once when
  // the mode does (src/css/custom.css sets the transitions to 0 s), and the
  // scans wait for no transition (about a third of a second per page).
  test.use({bypassCSP: true, contextOptions: {reducedMotion: 'reduce'}});

  test('the link-name check finds a name without the words shown', async ({page}) => {
    await open(page, '/docs/');
    await page.evaluate(() => {
      document
        .querySelector('main')
        ?.insertAdjacentHTML(
          'beforeend',
          '<a href="/blog/" aria-label="More about the blog">Read more</a>' +
            '<a href="/blog/"><b>Read more</b> <span class="sr-only">about the blog</span></a>' +
            '<a href="/blog/" aria-label="Blog"><span aria-hidden="true">→</span> Blog</a>',
        );
    });
    expect(await linkNamesMissingVisibleWords(page)).toEqual([
      'link shows "read more", named "more about the blog": /blog/',
    ]);
  });

  test('the scans see the colour mode switched without a reload, diagrams included', async ({
    page,
  }) => {
    await open(page, '/docs/api/reservations/');
    await settle(page);
    const colours = async () => ({
      text: await page.evaluate(() => getComputedStyle(document.documentElement).color),
      diagram: (await page.evaluate(diagramPaint))[0] ?? '',
    });
    const light = await colours();
    await setColourMode(page, 'dark');
    const dark = await colours();
    // Dark text on the light page, light text on the dark one.
    const red = (colour: string) => Number(/\d+/.exec(colour)?.[0]);
    expect(red(light.text)).toBeLessThan(80);
    expect(red(dark.text)).toBeGreaterThan(180);
    expect(light.diagram).toContain('rgb(');
    expect(dark.diagram).not.toBe(light.diagram);
  });

  test('both scans report what they are there to find', async ({page}) => {
    await open(page, '/docs/');
    await page.evaluate(() => {
      const main = document.querySelector('main');
      main?.insertAdjacentHTML(
        'beforeend',
        '<img src="/img/logo.svg"><button type="button"></button>' +
          '<p style="color:#777;background:#888">faint</p>' +
          '<input type="checkbox" disabled> <a href="#nowhere">here</a>',
      );
    });
    const rules = (await scan(page)).map((violation) => violation.split(' ')[0]);
    expect(rules).toEqual(expect.arrayContaining(['image-alt', 'button-name', 'color-contrast']));
    const codes = (await sniff(page)).map((error) => error.split(':')[0]);
    expect(codes).toEqual(
      expect.arrayContaining([
        'WCAG2AA.Principle1.Guideline1_1.1_1_1.H37',
        'WCAG2AA.Principle1.Guideline1_3.1_3_1.F68',
        'WCAG2AA.Principle1.Guideline1_4.1_4_3.G18.Fail',
        'WCAG2AA.Principle2.Guideline2_4.2_4_1.G1,G123,G124.NoSuchID',
      ]),
    );
  });

  for (const [locale, prefix] of [
    ['en', ''],
    ['fr', '/fr'],
  ] as const) {
    for (const [device, viewport] of [
      ['desktop', {width: 1280, height: 800}],
      ['phone', {width: 390, height: 844}],
    ] as const) {
      test(`no error from axe or HTML_CodeSniffer on every kind of page, ${locale}, ${device}, light and dark`, async ({
        page,
      }) => {
        test.setTimeout(300_000);
        await page.setViewportSize(viewport);
        const violations: string[] = [];
        // What each engine costs, for the site report's JSON (README: the tests).
        const seconds = {axe: 0, htmlcs: 0};
        const timed = async <T>(engine: keyof typeof seconds, run: () => Promise<T>) => {
          const start = performance.now();
          const result = await run();
          seconds[engine] += (performance.now() - start) / 1000;
          return result;
        };
        // Each page in both colour modes: the one it opens in, then the other.
        const check = async (name: string) => {
          const first = (await page.locator('html').getAttribute('data-theme')) ?? 'light';
          for (const mode of first === 'dark'
            ? (['dark', 'light'] as const)
            : (['light', 'dark'] as const)) {
            await setColourMode(page, mode);
            for (const violation of await timed('axe', () => scan(page))) {
              violations.push(`${name} (${mode}): axe ${violation}`);
            }
            for (const error of await timed('htmlcs', () => sniff(page))) {
              violations.push(`${name} (${mode}): HTMLCS ${error}`);
            }
            for (const problem of await linkNamesMissingVisibleWords(page)) {
              violations.push(`${name} (${mode}): ${problem}`);
            }
          }
        };
        for (const route of routeTypes) {
          await open(page, `${prefix}${route}`);
          await settle(page);
          await check(route);
        }
        const response = await page.goto(`${prefix}/no/such/page/`);
        expect(response?.status()).toBe(404);
        await waitForHydration(page);
        await check('404');
        recordMetrics(`a11y-${locale}-${device}`, {
          pages: 2 * (routeTypes.length + 1),
          violations: violations.length,
          failures: violations,
          axeSeconds: Math.round(seconds.axe * 10) / 10,
          htmlcsSeconds: Math.round(seconds.htmlcs * 10) / 10,
        });
        expect(violations).toEqual([]);
      });
    }
  }

  for (const [locale, prefix, menu, copy, copied] of [
    ['en', '', 'This page', 'Copy as Markdown', 'Copied'],
    ['fr', '/fr', 'Cette page', 'Copier en Markdown', 'Copiée'],
  ] as const) {
    test(`no error from axe or HTML_CodeSniffer in the open page menu, ${locale}, light and dark`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
      await page.setViewportSize({width: 390, height: 844});
      // A page with the notice of a translation behind its original, in the test build.
      await open(page, `${prefix}/docs/api/reservations/`);
      await settle(page);
      const pageMenu = page.locator('.page-menu');
      await pageMenu.getByText(menu, {exact: true}).click();
      await pageMenu.getByRole('button', {name: copy}).click();
      await expect(pageMenu.getByRole('status')).toHaveText(copied, {timeout: 15_000});
      for (const mode of ['light', 'dark'] as const) {
        await setColourMode(page, mode);
        expect([...(await scan(page)), ...(await sniff(page))], mode).toEqual([]);
        expect(await linkNamesMissingVisibleWords(page), mode).toEqual([]);
      }
    });
  }

  for (const [locale, prefix, enlarge] of [
    ['en', '', 'Enlarge'],
    ['fr', '/fr', 'Agrandir'],
  ] as const) {
    test(`no error from axe or HTML_CodeSniffer in the open Enlarge dialog, ${locale}`, async ({
      page,
    }) => {
      await page.setViewportSize({width: 390, height: 844});
      await open(page, `${prefix}/docs/presentation/introduction/`);
      await page.locator('[data-diagram]').getByRole('button', {name: enlarge}).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect([...(await scan(page)), ...(await sniff(page))]).toEqual([]);
    });
  }
});

for (const [locale, prefix] of [
  ['en', ''],
  ['fr', '/fr'],
] as const) {
  test(`no axe violation on the open search modal, ${locale}`, async ({page}) => {
    await open(page, `${prefix}/docs/`);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill(locale === 'en' ? 'refund' : 'rembourser');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
    const violations = await scan(page);
    recordMetrics(`axe-${locale}-modal`, {
      pages: 1,
      violations: violations.length,
      failures: violations,
    });
    expect(violations).toEqual([]);
  });

  test.describe(`phone, ${locale}`, () => {
    test.use({viewport: {width: 390, height: 844}});

    test(`no axe violation on the open mobile menu, ${locale}`, async ({page}) => {
      await open(page, `${prefix}/docs/Utilisateur/Cashless/Refund/`);
      await page.locator('.navbar__toggle').click();
      await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
      const violations = await scan(page);
      recordMetrics(`axe-${locale}-menu`, {
        pages: 1,
        violations: violations.length,
        failures: violations,
      });
      expect(violations).toEqual([]);
    });
  });
}

test('a keyboard reaches the skip link, the menu, the search and the content', async ({page}) => {
  await open(page, '/docs/Utilisateur/Cashless/Refund/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // The next Tab lands in the content, past the navbar.
  await page.keyboard.press('Tab');
  const inContent = await page.evaluate(
    () =>
      !!document.activeElement?.closest('main, .main-wrapper') &&
      !document.activeElement?.closest('nav.navbar'),
  );
  expect(inContent).toBe(true);

  await page.reload();
  await waitForHydration(page);
  const reached = new Set<string>();
  for (let presses = 0; presses < 25; presses++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return '';
      if (element.classList.contains('DocSearch-Button')) return 'search';
      if (element.closest('.navbar__items')) return 'menu';
      return '';
    });
    if (label) reached.add(label);
  }
  expect([...reached].sort()).toEqual(['menu', 'search']);
  await page.keyboard.press('Control+k');
  // The modal's code loads and runs first: slow on a machine busy with the whole suite.
  await expect(page.locator('.DocSearch-Input')).toBeFocused({timeout: 15_000});
});
