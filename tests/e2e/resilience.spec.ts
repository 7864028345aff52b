/**
 * The site keeps working when the browser gets in the way: storage that
 * throws, a page chunk that fails to load; and odd addresses give the right
 * page or the not-found page, never a blank one.
 */
import type {Page} from '@playwright/test';
import {
  test,
  expect,
  disableStorage,
  dismissDialogs,
  loadedScripts,
  open,
  waitForHydration,
} from './fixtures';
import {recordMetrics} from './metrics';

test.describe('with browser storage disabled', () => {
  test('home, a doc page, the colour toggle, the announcement, the menu and search work', async ({
    context,
  }) => {
    await disableStorage(context);
    const page = await context.newPage();
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));

    await open(page, '/');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await open(page, '/docs/Utilisateur/Cashless/Refund/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Refund a card');

    const toggle = page.locator('.navbar__items--right button[class*="toggleButton"]');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toBeVisible();
    await bar.getByRole('button').click();
    await expect(bar).toBeHidden();

    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('refund');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\//);

    await page.locator('.navbar__items--right .dropdown').hover();
    await page.locator('.navbar__items--right .dropdown__menu').getByText('Français').click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/fr\/docs\//);
    await waitForHydration(page);

    expect(uncaught).toEqual([]);
  });
});

/** A JavaScript chunk that this page loads and the home page does not. */
async function chunkOfPage(page: Page, path: string): Promise<string> {
  await open(page, '/');
  const home = new Set(await loadedScripts(page));
  await open(page, path);
  const own = (await loadedScripts(page)).filter(
    (name) => !home.has(name) && !/runtime|main\./.test(name),
  );
  expect(own.length, 'chunks of the page').toBeGreaterThan(0);
  return own[0];
}

test('a page chunk that fails to load: one reload, then the error and a Retry button', async ({
  browser,
}) => {
  const path = '/docs/presentation/rates/';
  const probe = await browser.newPage();
  const chunk = await chunkOfPage(probe, path);
  await probe.close();

  const context = await browser.newContext();
  await context.route('https://stats.tibillet.test/**', (route) => route.fulfill({body: ''}));
  await context.route(chunk, (route) => route.abort('failed'));
  const page = await context.newPage();
  let documentLoads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.url().endsWith(path)) documentLoads += 1;
  });
  await page.goto(path);
  const alert = page.locator('#load-error');
  await expect(alert).toBeVisible({timeout: 15_000});
  await expect(alert).toContainText('Part of this page could not be loaded');
  await expect(alert.getByRole('button', {name: 'Retry'})).toBeVisible();
  await page.waitForTimeout(1500);
  expect(documentLoads).toBe(2);
  // The page's text is still there to read.
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();

  // Retry reloads; once the chunk loads again, the page works.
  await context.unroute(chunk);
  await alert.getByRole('button', {name: 'Retry'}).click();
  await waitForHydration(page);
  await expect(page.locator('#load-error')).toHaveCount(0);
  await context.close();
});

const oddAddresses: {path: string; expect: 'page' | 'not-found'; title?: RegExp}[] = [
  {path: '/docs/api/intro', expect: 'page', title: /API/},
  {path: '/fr', expect: 'page', title: /^TiBillet$/},
  {path: '/docs/install/Raspberry%20Box/Hardware/Goal/', expect: 'page', title: /Goal|parts/i},
  {
    path: '/docs/Utilisateur/Adh%C3%A9sion%20et%20abonnement/iframe/',
    expect: 'page',
    title: /Embed/,
  },
  {path: '/docs/api/intro/?q=<script>alert(1)</script>#<img>', expect: 'page', title: /API/},
  {path: '//docs//', expect: 'not-found'},
  {path: '/de/docs/', expect: 'not-found'},
  {path: `/docs/${'very-long-segment/'.repeat(120)}`, expect: 'not-found'},
  {path: '/docs/%E0%A4%A/', expect: 'not-found'},
  {path: '/docs/..%2F..%2Fpackage.json', expect: 'not-found'},
  {path: '/fr/docs/no-such-page/', expect: 'not-found'},
];

test('odd addresses give the right page or the not-found page, never a blank one', async ({
  page,
  baseURL,
}) => {
  const dialogs = dismissDialogs(page);
  for (const odd of oddAddresses) {
    // Concatenated, not resolved: "//docs//" must reach the server as a path.
    const response = await page.goto(`${baseURL}${odd.path}`);
    await waitForHydration(page);
    const heading = page.getByRole('heading', {level: 1});
    await expect(heading, odd.path).toBeVisible();
    if (odd.expect === 'page') {
      expect(response?.status(), odd.path).toBe(200);
      if (odd.title) await expect(page, odd.path).toHaveTitle(odd.title);
    } else {
      await expect(heading, odd.path).toHaveText(/Page Not Found|Page introuvable/);
    }
  }
  expect(dialogs).toEqual([]);
  recordMetrics('odd-addresses', {tried: oddAddresses.length, failures: []});
});
