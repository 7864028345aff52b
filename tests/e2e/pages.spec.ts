/**
 * The pages of src/pages and the blog, in both languages: the home page's
 * calls to action and feature tiles, the roadmap filters, the terms' table
 * of contents, the blog index and its year-grouped sidebar.
 */
import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, open, waitForHydration} from './fixtures';

/** Prism's grammars are in the highlighter's chunk only. */
const isHighlighter = (body: string) => /\.languages\.(markup|clike)\b/.test(body);

/** The highlighter's chunk each time the page downloads it. */
function highlighterLoadsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js') || response.status() !== 200) return;
    if (isHighlighter(await response.text().catch(() => ''))) urls.push(response.url());
  });
  return urls;
}

const tiles = {
  en: [
    '360°',
    'Network Builder',
    'Social and Solidarity-based',
    'Low Tech',
    'Free & Open Source',
    'Event Makers',
  ],
  fr: [
    '360°',
    'Bâtisseur de réseau',
    'Social et solidaire',
    'Low tech',
    'Libre et open source',
    'Faiseurs d’évènements',
  ],
};

const posts = readdirSync(join(__dirname, '..', '..', 'blog')).filter((file) =>
  /^\d{4}-/.test(file),
);

for (const [locale, prefix] of [
  ['en', ''],
  ['fr', '/fr'],
] as const) {
  test.describe(`pages in ${locale}`, () => {
    test('home: one-sentence hero, create-your-space and read-more targets', async ({page}) => {
      await open(page, `${prefix}/`);
      const hero = page.locator('main > section').first();
      const heading = await hero.getByRole('heading', {level: 1}).textContent();
      expect(heading?.trim().split(/(?<=[.!?])\s+/)).toHaveLength(1);
      const links = hero.getByRole('link');
      await expect(links.nth(0)).toHaveAttribute('href', 'https://events.tibillet.coop/onboard/');
      await expect(links.nth(1)).toHaveAttribute(
        'href',
        `${prefix}/docs/presentation/introduction/`,
      );
      await links.nth(1).click();
      await expect(page).toHaveURL(`${prefix}/docs/presentation/introduction/`);
    });

    test('home: the six feature tiles, in order, with decorative sized drawings', async ({
      page,
    }) => {
      await open(page, `${prefix}/`);
      const section = page.locator('section[aria-labelledby="features"]');
      await expect(section.getByRole('heading', {level: 2})).toHaveText(
        locale === 'en' ? 'Features' : 'Fonctionnalités',
      );
      await expect(section.getByRole('heading', {level: 3})).toHaveText(tiles[locale]);
      const images = section.locator('img');
      await expect(images).toHaveCount(6);
      for (const image of await images.all()) {
        await expect(image).toHaveAttribute('alt', '');
        await expect(image).toHaveAttribute('width', '240');
        await expect(image).toHaveAttribute('height', '160');
      }
    });

    test('home: the three tools link to their guides, and the final call to action', async ({
      page,
    }) => {
      await open(page, `${prefix}/`);
      const tools = page.locator('section[aria-labelledby="tools"] li');
      await expect(tools).toHaveCount(3);
      await expect(tools.nth(0)).toContainText('Lespass');
      await expect(tools.nth(1)).toContainText('LaBoutik');
      await expect(tools.nth(2)).toContainText('Fedow');
      await expect(page.locator('section[aria-labelledby="cooperative"]')).toContainText('AGPLv3');
      await expect(
        page.locator('section[aria-labelledby="get-started"] a.button').first(),
      ).toHaveAttribute('href', 'https://events.tibillet.coop/onboard/');
    });

    test('roadmap: filters by status and area, counts, and keeps them in the URL', async ({
      page,
    }) => {
      await open(page, `${prefix}/roadmap/`);
      const features = page.locator('[data-feature]');
      const total = await features.count();
      expect(total).toBeGreaterThanOrEqual(50);
      const statusGroup = page.getByRole('group').first();
      const areaGroup = page.getByRole('group').nth(1);

      const planned = statusGroup.locator('button[data-status="planned"]');
      const plannedCount = Number((await planned.textContent())?.match(/\((\d+)\)/)?.[1]);
      expect(plannedCount).toBeGreaterThan(0);
      await planned.click();
      await expect(planned).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(/status=planned/);
      await expect(features).toHaveCount(plannedCount);
      for (const badge of await page.locator('[data-feature] [data-status]').all()) {
        await expect(badge).toHaveAttribute('data-status', 'planned');
      }

      // Filtering by area as well narrows the list and the counts.
      await areaGroup.getByRole('button').nth(1).click();
      await expect(page).toHaveURL(/status=planned&area=pos|area=pos&status=planned/);
      await expect(page.locator('section[data-area]')).toHaveCount(1);
      const posPlanned = Number(
        (await statusGroup.locator('button[data-status="planned"]').textContent())?.match(
          /\((\d+)\)/,
        )?.[1],
      );
      await expect(features).toHaveCount(posPlanned);

      // A shared address opens the same view.
      const shared = page.url();
      await page.goto(shared);
      await expect(page.locator('section[data-area]')).toHaveCount(1);
      await expect(features).toHaveCount(posPlanned);

      // "All" brings everything back.
      await statusGroup.getByRole('button').first().click();
      await areaGroup.getByRole('button').first().click();
      await expect(features).toHaveCount(total);
      await expect(page).not.toHaveURL(/status=|area=/);
    });

    test('roadmap: without JavaScript, a plain list of every feature', async ({browser}) => {
      const context = await browser.newContext({javaScriptEnabled: false});
      const page = await context.newPage();
      await page.goto(`${prefix}/roadmap/?status=done`);
      expect(await page.locator('[data-feature]').count()).toBeGreaterThanOrEqual(50);
      await expect(page.locator('section[data-area]')).toHaveCount(10);
      await context.close();
    });

    test('terms: numbered articles reached from the table of contents', async ({page}) => {
      await open(page, `${prefix}/cgucgv/`);
      const articles = page.locator('main h2');
      await expect(articles).toHaveCount(11);
      await expect(articles.first()).toHaveText(/^1\. /);
      await expect(articles.last()).toHaveText(/^11\. /);
      const links = page.locator('.table-of-contents a[href^="#"]');
      expect(await links.count()).toBeGreaterThanOrEqual(11);
      const target = page.locator('#melting-rule');
      await page.locator('.table-of-contents a[href="#melting-rule"]').click();
      await expect(page).toHaveURL(/#melting-rule$/);
      await expect(target).toBeInViewport();
    });

    test('blog: every post on one page, no pager, all posts by year in the sidebar', async ({
      page,
    }) => {
      await open(page, `${prefix}/blog/`);
      await expect(page.locator('main article')).toHaveCount(posts.length);
      await expect(page.locator('.pagination-nav a')).toHaveCount(0);
      const sidebar = page.locator('aside nav');
      await expect(sidebar.locator('li')).toHaveCount(posts.length);
      const years = [...new Set(posts.map((post) => post.slice(0, 4)))].sort().reverse();
      await expect(sidebar.getByRole('heading', {level: 3})).toHaveText(years);
      await expect(page.locator('main article').first().locator('time')).toBeVisible();
      await expect(page.locator('main article').first()).toContainText(/min/);
    });

    test('docs: code is highlighted and diagrams drawn after a client-side navigation', async ({
      page,
    }) => {
      // Prism and Mermaid load on demand (src/plugins/bundler-rules): a page
      // reached without a reload must still get them.
      await open(page, `${prefix}/docs/api/intro/`);
      const introTitle = await page.locator('main h1').textContent();
      await page.evaluate(() => ((window as unknown as {spa: boolean}).spa = true));
      await page.locator(`main a[href="${prefix}/docs/api/reservations/"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/docs/api/reservations/$`));
      // The address changes before the new page is drawn: until then, the
      // code blocks in the DOM are the introduction's.
      await expect(page.locator('main h1')).not.toHaveText(introTitle ?? '');
      // The highlighter comes when code comes near the screen.
      await page.locator('.code-block-slot').first().scrollIntoViewIfNeeded();
      const bash = page.locator('div.language-bash').first();
      await expect(bash.locator('.token.function').first()).toBeVisible();
      // The Python example sits in a tab that is not shown by default, and
      // comes into the page when chosen: it is highlighted too.
      const group = page.locator('.tabs-container').first();
      await expect(group.locator('div.language-python')).toHaveCount(0);
      await group.getByRole('tab', {name: 'Python'}).click();
      const python = group.locator('div.language-python').first();
      await expect(python.locator('.token.keyword').first()).toBeVisible();
      await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as {spa?: boolean}).spa)).toBe(true);
    });

    test('docs: the highlighter loads when code comes near, and then serves every block', async ({
      page,
      context,
    }) => {
      // The Copy button writes to the clipboard, as a reader's browser lets a page do
      // on a click; the headless shell the tests run in asks for the permission.
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const highlighterLoads = highlighterLoadsOf(page);
      // The first example of this guide is two screens down.
      await open(page, `${prefix}/docs/api/events/`);
      await page.waitForLoadState('networkidle');
      expect(highlighterLoads, 'code far below').toEqual([]);
      // Prerendered, the code is already highlighted, but its buttons wait.
      const block = page.locator('.code-block-slot').first();
      await expect(block.locator('.token').first()).toBeAttached();

      await block.scrollIntoViewIfNeeded();
      await expect.poll(() => highlighterLoads.length).toBe(1);
      const copy = block.getByRole('button', {name: prefix ? /Copier/ : /Copy/});
      await copy.click();
      await expect(block.getByRole('button', {name: prefix ? 'Copié' : 'Copied'})).toBeVisible();
      // A block far below keeps its prerendered HTML until it comes near: the
      // page does not redraw all its blocks at once.
      const last = page.locator('.code-block-slot').last();
      await expect(last.locator('.token').first()).toBeAttached();
      await expect(last.getByRole('button', {name: prefix ? /Copier/ : /Copy/})).toHaveCount(0);
      // Every other block of the page uses it too, once near, without another download.
      await last.scrollIntoViewIfNeeded();
      await last.getByRole('button', {name: prefix ? /Copier/ : /Copy/}).click();
      // What it copied, rather than its "Copied" (shown for a second, which a
      // busy machine can let pass unseen): the block's own code.
      const code = (await last.locator('code').innerText()).trim();
      await expect
        .poll(async () => (await page.evaluate(() => navigator.clipboard.readText())).trim())
        .toBe(code);
      expect(highlighterLoads).toHaveLength(1);
    });

    test('docs: the highlighter loads only with code, and its absence loses nothing', async ({
      page,
    }) => {
      const highlighterLoads = highlighterLoadsOf(page);
      await open(page, `${prefix}/docs/Utilisateur/Cashless/Refund/`);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main pre')).toHaveCount(0);
      expect(highlighterLoads, 'a page without code').toEqual([]);

      // Blocked (an ad blocker, a lost connection): the prerendered,
      // highlighted code stays, with no error.
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.route('**/assets/js/*.js', async (route) => {
        const response = await route.fetch();
        if (isHighlighter(await response.text())) await route.abort('blockedbyclient');
        else await route.fulfill({response});
      });
      await page.goto(`${prefix}/docs/api/reservations/`);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      const bash = page.locator('div.language-bash').first();
      await expect(bash.locator('.token.function').first()).toBeVisible();
      await expect(page.locator('main h1')).toBeVisible();
      expect(errors).toEqual([]);
      // Links in view are still being prefetched through the route: let them go.
      await page.unrouteAll({behavior: 'ignoreErrors'});
    });

    test('blog: feeds and archive in this language', async ({page, request}) => {
      for (const feed of ['rss.xml', 'atom.xml']) {
        const response = await request.get(`${prefix}/blog/${feed}`);
        expect(response.status(), feed).toBe(200);
        expect(await response.text()).toContain(`https://tibillet.org${prefix}/blog/`);
      }
      await open(page, `${prefix}/blog/archive/`);
      await expect(page.locator('main a[href*="/blog/20"]')).toHaveCount(posts.length);
    });
  });
}

test.describe('code tabs', () => {
  test('are not rebuilt once the page is hydrated, and keep the language chosen', async ({
    page,
  }) => {
    // The first group of tabs as prerendered, before the page's code runs.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        (window as unknown as {prerendered: Element | null}).prerendered =
          document.querySelector('.tabs-container');
      });
    });
    await open(page, '/docs/api/events/');
    // Hydrated, the page still holds it: the panels were not built again.
    expect(
      await page.evaluate(() => {
        const {prerendered} = window as unknown as {prerendered: Element | null};
        return prerendered !== null && document.contains(prerendered);
      }),
    ).toBe(true);

    // A language chosen in one group applies to every group of the page…
    await page.locator('.tabs-container').first().getByRole('tab', {name: 'Python'}).click();
    const last = page.locator('.tabs-container').last();
    await expect(last.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
    // …and to the next page opened, once it is hydrated.
    await open(page, '/docs/api/reservations/');
    const tabs = page.locator('.tabs-container').first();
    await expect(tabs.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.locator('[role="tabpanel"]')).toHaveCount(1);
    // The chosen panel's code is highlighted once it comes near the screen.
    await tabs.scrollIntoViewIfNeeded();
    await expect(tabs.locator('[role="tabpanel"]:not([hidden]) div.language-python')).toBeVisible();
  });
});
