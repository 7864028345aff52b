/**
 * axe-core finds no violation on any kind of page, in both languages and
 * both colour modes, nor on the open search modal and mobile menu; and a
 * keyboard alone reaches the skip link, the menu, the search and the content.
 */
import type {Page} from '@playwright/test';
import {test, expect, open, waitForHydration} from './fixtures';
import {scan} from './axe';
import {recordMetrics} from './metrics';

const routeTypes = [
  '/',
  '/roadmap/',
  '/cgucgv/',
  '/docs/',
  '/docs/category/caisse-enregistreuse/',
  // A doc page with tables, code tabs and a Mermaid diagram.
  '/docs/api/reservations/',
  '/docs/tags/',
  '/docs/tags/cashless/',
  '/blog/',
  '/blog/2025/06/10/federations-one-card-many-venues/',
  '/search/?q=Stripe',
];

async function setColourMode(page: Page, mode: 'light' | 'dark') {
  await page.evaluate((theme) => localStorage.setItem('theme', theme), mode);
  await page.reload();
  await waitForHydration(page);
}

async function settle(page: Page) {
  // Mermaid draws after hydration; the search page searches after a pause.
  const diagrams = page.locator('.docusaurus-mermaid-container');
  if ((await diagrams.count()) > 0) await expect(diagrams.first().locator('svg')).toBeVisible();
  if (page.url().includes('/search/')) {
    await expect(page.locator('main article').first()).toBeVisible({timeout: 15_000});
  }
}

test('the scan reports what it is there to find', async ({page}) => {
  await open(page, '/docs/');
  await page.evaluate(() => {
    const main = document.querySelector('main');
    main?.insertAdjacentHTML(
      'beforeend',
      '<img src="/img/logo.svg"><button type="button"></button>' +
        '<p style="color:#777;background:#888">faint</p>',
    );
  });
  const rules = (await scan(page)).map((violation) => violation.split(' ')[0]);
  expect(rules).toEqual(expect.arrayContaining(['image-alt', 'button-name', 'color-contrast']));
});

for (const [locale, prefix] of [
  ['en', ''],
  ['fr', '/fr'],
] as const) {
  for (const mode of ['light', 'dark'] as const) {
    test(`no axe violation on every kind of page, ${locale}, ${mode}`, async ({page}) => {
      test.setTimeout(180_000);
      const violations: string[] = [];
      await open(page, `${prefix}/`);
      await setColourMode(page, mode);
      for (const route of routeTypes) {
        await open(page, `${prefix}${route}`);
        await settle(page);
        for (const violation of await scan(page)) violations.push(`${route}: ${violation}`);
      }
      const response = await page.goto(`${prefix}/no/such/page/`);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      for (const violation of await scan(page)) violations.push(`404: ${violation}`);
      recordMetrics(`axe-${locale}-${mode}`, {
        pages: routeTypes.length + 1,
        violations: violations.length,
        failures: violations,
      });
      expect(violations).toEqual([]);
    });
  }

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
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
});
