/**
 * Layout that holds on every kind of page, in both languages and both colour
 * modes: no sideways scrolling on a phone, no text drawn over other text or
 * over a drawing, nothing cut by the screen's edge, targets a finger can tap,
 * and on a wide screen a sidebar and a table of contents that stay in view
 * and follow the reading.
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {
  findLayoutProblems,
  findSmallTargets,
  findWrappedLabels,
  type LayoutProblems,
} from './layout';
import {pageTypes, type PageType} from './pageTypes';
import {locales, localized, type Locale} from './routes';

/**
 * Elements that run past the viewport's edge on purpose, as selectors. None
 * today: a full-width band stops at the edge, it does not run past it.
 */
const bleeds: string[] = [];

const desktop = {width: 1280, height: 800};
const narrowDesktop = {width: 1000, height: 800};
const phone = {width: 390, height: 844};
const smallPhone = {width: 320, height: 640};

/** The navbar's labels, each on one line on a wide screen. */
const navbarLabels =
  '.navbar__brand, .navbar__items > a.navbar__item, .navbar__items > .navbar__item > .navbar__link';

/** Inline links in the footer's sentences are exempt (WCAG 2.5.8, "inline"). */
const tapTargets = {
  navbar: '.navbar a, .navbar button',
  menu: '.navbar-sidebar a, .navbar-sidebar button',
  footer: '.footer a:not(.footer__copyright a, .footer__licence a), .footer button',
  pager: '.pagination-nav a',
};

async function load(page: Page, locale: Locale, type: PageType) {
  const response = await page.goto(localized(locale, type.path));
  expect(response?.status()).toBe(type.status ?? 200);
  await waitForHydration(page);
  await settle(page, type);
}

/** What changes the layout once the page has started: fonts, diagrams, search results. */
async function settle(page: Page, type: PageType) {
  await page.evaluate(() => document.fonts.ready);
  const diagrams = page.locator('.docusaurus-mermaid-container');
  if ((await diagrams.count()) > 0) await expect(diagrams.first().locator('svg')).toBeVisible();
  if (type.path.startsWith('/search/')) {
    await expect(page.locator('main article').first()).toBeVisible({timeout: 15_000});
  }
}

/**
 * Switches the colour mode with the toggle the reader uses (in the menu on a
 * phone); a page without a navbar is reloaded with the mode chosen elsewhere.
 */
async function toggleColourMode(page: Page, type: PageType, to: 'light' | 'dark') {
  if (type.noNavbar) {
    await page.evaluate((mode) => localStorage.setItem('theme', mode), to);
    await page.reload();
    await waitForHydration(page);
  } else {
    await page.locator('button[class*="toggleButton"]:visible').click();
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', to);
  await settle(page, type);
}

async function problems(page: Page, where: string): Promise<string[]> {
  const found: LayoutProblems = await page.evaluate(findLayoutProblems, {bleeds});
  return [
    ...found.overflow.map((problem) => `${where}, overflow: ${problem}`),
    ...found.overlaps.map((problem) => `${where}, overlap: ${problem}`),
    ...found.cut.map((problem) => `${where}, cut: ${problem}`),
  ];
}

async function smallTargets(page: Page, where: string, selector: string): Promise<string[]> {
  return (await page.evaluate(findSmallTargets, selector)).map((target) => `${where}: ${target}`);
}

/**
 * Scrolls a long page and checks that the sidebar and the table of contents
 * are still on screen, then that the table of contents highlights the
 * heading the reader has reached.
 */
async function stickyProblems(page: Page, where: string, withSidebar = true): Promise<string[]> {
  const found: string[] = [];
  const toc = page.locator('.table-of-contents:has(a.toc-highlight)');
  const sidebar = page.locator('aside nav').first();
  await expect(toc).toBeVisible();
  if (withSidebar) await expect(sidebar).toBeVisible();
  const scrolled = await page.evaluate(() => {
    window.scrollTo({top: Math.min(1500, document.documentElement.scrollHeight - innerHeight)});
    return scrollY;
  });
  expect(scrolled, `${where}: the page is long enough to scroll`).toBeGreaterThan(600);
  for (const [name, locator] of [
    ['table of contents', toc],
    ...(withSidebar ? [['sidebar', sidebar] as const] : []),
  ] as const) {
    const box = await locator.boundingBox();
    if (!box || box.y < 0 || box.y >= desktop.height || box.y + box.height <= 60) {
      found.push(
        `${where}: after scrolling ${scrolled} px, the ${name} is at y = ${box ? Math.round(box.y) : 'nowhere'}`,
      );
    }
  }
  const links = toc.locator('a.toc-highlight');
  const count = await links.count();
  const target = (await links.nth(Math.floor(count / 2)).getAttribute('href')) ?? '';
  await page.evaluate((id) => {
    const heading = document.getElementById(decodeURIComponent(id.slice(1)));
    const navbar = document.querySelector('.navbar')?.getBoundingClientRect().height ?? 0;
    if (heading) window.scrollTo({top: heading.getBoundingClientRect().top + scrollY - navbar - 8});
  }, target);
  const active = toc.locator('a.table-of-contents__link--active');
  try {
    await expect(active).toHaveAttribute('href', target, {timeout: 2_000});
  } catch {
    found.push(
      `${where}: heading ${target} in view, highlighted: ${(await active.allTextContents()).join(', ') || 'none'}`,
    );
  }
  return found;
}

// Menus open and close at once: their animation is not what is measured.
// No trace: recording one triples the time of these tests on a long page,
// and a failure lists every problem it found, with where.
test.use({contextOptions: {reducedMotion: 'reduce'}, trace: 'off'});

for (const locale of locales) {
  test.describe(`layout in ${locale.locale}`, () => {
    for (const type of pageTypes) {
      test(`${type.name} (${type.path}): holds at 1280, 390 and 320 px, light and dark`, async ({
        page,
        pageErrors,
      }) => {
        test.setTimeout(90_000);
        const found: string[] = [];
        // On a phone, light (the default) then dark, switched in the menu.
        await page.setViewportSize(phone);
        await load(page, locale, type);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        for (const mode of ['light', 'dark'] as const) {
          if (mode === 'dark' && type.noNavbar) {
            await page.setViewportSize(phone);
            await toggleColourMode(page, type, 'dark');
          } else if (mode === 'dark') {
            await page.setViewportSize(phone);
            await page.locator('.navbar__toggle').click();
            await expect(page.locator('.navbar-sidebar')).toHaveCSS('opacity', '1');
            found.push(...(await smallTargets(page, `390 px, menu`, tapTargets.menu)));
            await toggleColourMode(page, type, 'dark');
            await page.locator('.navbar-sidebar__close').click();
            await expect(page.locator('.navbar-sidebar')).toBeHidden();
          }
          found.push(...(await problems(page, `${mode}, 390 px`)));
          if (mode === 'light') {
            for (const part of ['navbar', 'footer', 'pager'] as const) {
              found.push(...(await smallTargets(page, `390 px, ${part}`, tapTargets[part])));
            }
            // Without a navbar, the page's own links are the way on.
            if (type.noNavbar) found.push(...(await smallTargets(page, `390 px, links`, 'main a')));
          }
          await page.setViewportSize(smallPhone);
          found.push(...(await problems(page, `${mode}, 320 px`)));
        }
        // On a wide screen, dark (the mode chosen is kept) then light.
        await page.setViewportSize(desktop);
        await load(page, locale, type);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        found.push(...(await problems(page, `dark, 1280 px`)));
        found.push(
          ...(await page.evaluate(findWrappedLabels, navbarLabels)).map(
            (label) => `1280 px, navbar: ${label}`,
          ),
        );
        if (type.toc) {
          found.push(...(await stickyProblems(page, `dark, 1280 px`, Boolean(type.sidebar))));
        }
        await page.evaluate(() => window.scrollTo({top: 0}));
        await toggleColourMode(page, type, 'light');
        found.push(...(await problems(page, `light, 1280 px`)));
        // The narrowest desktop layout, where the labels have the least room.
        await page.setViewportSize(narrowDesktop);
        found.push(
          ...(await page.evaluate(findWrappedLabels, navbarLabels)).map(
            (label) => `1000 px, navbar: ${label}`,
          ),
        );
        expect(found).toEqual([]);
        // The not-found page's own 404 is logged as a failed load.
        const notFound =
          'Failed to load resource: the server responded with a status of 404 (Not Found)';
        expect(pageErrors.filter((error) => type.status !== 404 || error !== notFound)).toEqual([]);
      });
    }
  });
}

test('the checks find what they are there to find', async ({page}) => {
  await page.setViewportSize(phone);
  await page.goto('/docs/');
  await waitForHydration(page);
  await page.evaluate(() => {
    const main = document.querySelector('main');
    main?.insertAdjacentHTML(
      'afterbegin',
      '<p id="wide" style="width:500px">A paragraph wider than a phone.</p>' +
        '<p id="over" style="margin-top:-3em">Text drawn over the paragraph above.</p>' +
        '<div style="overflow:hidden"><p id="cut" style="width:600px">Cut by the edge.</p></div>' +
        '<a id="tiny" href="#" style="font-size:10px">x</a>' +
        '<p id="short" style="width:5rem;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">Text cut short.</p>' +
        '<p id="wrapped" style="width:3rem">Two lines</p>',
    );
  });
  const found = await page.evaluate(findLayoutProblems, {bleeds});
  expect(found.overflow.join('\n')).toContain('p#wide');
  expect(found.overlaps.join('\n')).toContain('p#over');
  expect(found.cut.join('\n')).toContain('p#cut');
  expect(found.cut.join('\n')).toContain('p#short "Text cut short." is cut short');
  expect(await page.evaluate(findWrappedLabels, '#wrapped, #tiny')).toEqual([
    '"Two lines" takes 2 lines',
  ]);
  const withBleeds = await page.evaluate(findLayoutProblems, {bleeds: ['#wide, #cut']});
  expect(withBleeds.cut.join('\n')).not.toMatch(/p#(wide|cut)/);
  expect((await page.evaluate(findSmallTargets, '#tiny')).join('\n')).toContain('"x"');
  // A notice floating over the page may cover the page's text, not its own.
  await page.evaluate(() => {
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<div id="notice" style="position:fixed;top:0;left:0;background:#fff">' +
        '<p id="notice-text">A notice over the page.</p>' +
        '<p id="notice-over" style="margin-top:-2.5em">And text over the notice.</p></div>',
    );
  });
  const withOverlay = await page.evaluate(findLayoutProblems, {
    bleeds: ['#wide, #cut'],
    overlays: ['#notice'],
  });
  expect(withOverlay.overlaps.join('\n')).toContain('p#notice-over');
  expect(withOverlay.overlaps.filter((o) => /#notice/.test(o) && !/#notice-over/.test(o))).toEqual(
    [],
  );
  const notListed = await page.evaluate(findLayoutProblems, {bleeds: []});
  expect(notListed.overlaps.join('\n')).toMatch(/p#notice-text .* overlaps|overlaps p#notice-text/);
});

test('the sticky and highlight checks find what they are there to find', async ({page}) => {
  await page.setViewportSize(desktop);
  await page.goto('/docs/Utilisateur/Cashless/cashback/');
  await waitForHydration(page);
  expect(await stickyProblems(page, 'as built')).toEqual([]);
  // A table of contents and a sidebar that scroll with the page, and a
  // highlight that no longer hears the scrolling.
  await page.reload();
  await waitForHydration(page);
  await page.addStyleTag({
    content:
      'aside *, .table-of-contents, nav:has(.table-of-contents) { position: static !important; }',
  });
  await page.evaluate(() =>
    document.addEventListener('scroll', (event) => event.stopImmediatePropagation(), true),
  );
  const found = (await stickyProblems(page, 'broken')).join('\n');
  expect(found).toContain('the table of contents is at y = -');
  expect(found).toContain('the sidebar is at y = -');
  expect(found).toMatch(/heading #[\w-]+ in view, highlighted: /);
});
