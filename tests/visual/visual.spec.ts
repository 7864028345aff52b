/**
 * Screenshots of every kind of page, in both languages, on a wide screen in
 * light mode and on a phone in dark mode, plus the footer and the open
 * mobile menu, compared with the baselines in tests/visual/screenshots.
 * What changes with the content and not with the design (dates, reading
 * times, counts) is masked.
 */
import {execFileSync} from 'node:child_process';
import type {Locator, Page} from '@playwright/test';
import {test, expect, waitForHydration} from '../e2e/fixtures';
import {pageTypes, type PageType} from '../e2e/pageTypes';
import {locales, localized, type Locale} from '../e2e/routes';

const screens = [
  {name: 'desktop-light', viewport: {width: 1280, height: 800}, mode: 'light'},
  {name: 'phone-dark', viewport: {width: 390, height: 844}, mode: 'dark'},
] as const;

/** The search page without a query: its results follow the content. */
const visualPath = (type: PageType) => (type.name === 'search' ? '/search/' : type.path);

/** What moves with the content: dates, reading times, counts. */
function masks(page: Page, type: PageType): Locator[] {
  return [
    // A post's date and reading time share one line.
    page.locator('main article header div:has(> time)'),
    page.locator('main time'),
    page.locator('a[href*="/tags/"] > span'),
    // A category's card counts its pages.
    page.locator('main a.card[href*="/category/"] p'),
    // "12 docs tagged with…"
    ...(type.name === 'tag' ? [page.locator('main h1')] : []),
  ];
}

// No trace: the differing images are what a failure leaves to look at.
test.use({contextOptions: {reducedMotion: 'reduce'}, trace: 'off'});

test.beforeAll(() => {
  const fonts = execFileSync('fc-list', [':family=DejaVu Sans'], {encoding: 'utf8'});
  if (!fonts.trim()) {
    throw new Error(
      'The screenshots are drawn with DejaVu Sans: sudo apt-get install -y fonts-dejavu-core',
    );
  }
});

async function show(page: Page, locale: Locale, path: string, mode: 'light' | 'dark') {
  await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
  await page.goto(localized(locale, path));
  await waitForHydration(page);
  // Everything the first screen draws: fonts, pictures, diagrams, highlighted code.
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images]
        .filter(
          (image) => image.checkVisibility() && image.getBoundingClientRect().top < innerHeight,
        )
        .map((image) => (image.complete ? null : image.decode().catch(() => null))),
    );
  });
  const diagrams = page.locator('.docusaurus-mermaid-container');
  if ((await diagrams.count()) > 0) await expect(diagrams.first().locator('svg')).toBeVisible();
}

for (const locale of locales) {
  for (const screen of screens) {
    test.describe(`${locale.locale}, ${screen.name}`, () => {
      test.use({viewport: screen.viewport});

      for (const type of pageTypes) {
        test(type.name, async ({page}) => {
          await show(page, locale, visualPath(type), screen.mode);
          await expect(page).toHaveScreenshot(`${locale.locale}-${screen.name}-${type.name}.png`, {
            mask: masks(page, type),
          });
        });
      }

      test('footer', async ({page}) => {
        await show(page, locale, '/docs/', screen.mode);
        await expect(page.locator('footer.footer')).toHaveScreenshot(
          `${locale.locale}-${screen.name}-footer.png`,
        );
      });
    });
  }

  test(`${locale.locale}, phone-dark, open menu`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await show(page, locale, '/docs/Utilisateur/Cashless/cashback/', 'dark');
    await page.locator('.navbar__toggle').click();
    await expect(page.locator('.navbar-sidebar')).toHaveCSS('opacity', '1');
    await expect(page).toHaveScreenshot(`${locale.locale}-phone-dark-menu.png`);
  });
}
