/**
 * What a docs page offers beyond its text, in both languages: its menu
 * copies the page as Markdown (the file beside it, nothing else fetched) and
 * opens that file; the report link and the mail link carry the page's
 * address, language and checked version, prefilled in the HTML; a
 * translation behind its original says so and links to the original (the
 * test build shows a few pages that way: scripts/build-for-tests.mjs), and an
 * up-to-date one says nothing. A page loaded from the server keeps these
 * tools as prerendered, without their code (src/components/PageTools); a
 * page reached by a client-side navigation gets them from their own chunk.
 */
import type {Page} from '@playwright/test';
import {test, expect, open} from './fixtures';

const locales = [
  {
    locale: 'en',
    prefix: '',
    menu: 'This page',
    copy: 'Copy as Markdown',
    copied: 'Copied',
    view: 'View as Markdown',
    issue: 'Open an issue on GitHub',
    mail: 'write to the cooperative',
    language: 'Language: English',
    checked: 'Checked against: Lespass 1.8.28',
    title: '# Reservations and tickets',
    // The English page shown as a translation of the French one.
    outdated: '/docs/presentation/rates/',
    original: '/fr/docs/presentation/rates/',
    notice: 'the French page has changed',
  },
  {
    locale: 'fr',
    prefix: '/fr',
    menu: 'Cette page',
    copy: 'Copier en Markdown',
    copied: 'Copiée',
    view: 'Voir en Markdown',
    issue: 'Ouvrez un ticket sur GitHub',
    mail: 'écrivez à la coopérative',
    language: 'Langue\u00a0: français',
    checked: 'Vérifiée avec\u00a0: Lespass 1.8.28',
    title: '# Réservations et billets',
    outdated: '/docs/api/reservations/',
    original: '/docs/api/reservations/',
    notice: 'la page anglaise a changé',
  },
] as const;

/** Opens the page menu, copies the page as Markdown, and returns what the clipboard holds. */
async function copyFromMenu(page: Page, l: (typeof locales)[number]): Promise<string> {
  const menu = page.locator('.page-menu');
  await menu.getByText(l.menu, {exact: true}).click();
  await menu.getByRole('button', {name: l.copy}).click();
  // The copy waits for the file to arrive.
  await expect(menu.getByRole('status')).toHaveText(l.copied, {timeout: 15_000});
  return page.evaluate(() => navigator.clipboard.readText());
}

for (const l of locales) {
  test.describe(`docs page tools, ${l.locale}`, () => {
    test('the menu copies the page as Markdown, from the file beside it', async ({
      page,
      context,
      baseURL,
      pageErrors,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await open(page, `${l.prefix}/docs/api/reservations/`);
      // Nothing is fetched for the menu until it is used.
      expect(requests.filter((url) => url.endsWith('.md'))).toEqual([]);
      // What the page loads itself (the test build's analytics script among it)
      // is not the menu's doing: from here on, every request is the menu's.
      const loaded = requests.length;
      const copied = await copyFromMenu(page, l);
      expect(copied.startsWith(`${l.title}\n`)).toBe(true);
      expect(copied).toContain('```mermaid\nstateDiagram-v2');
      expect(requests.filter((url) => url.endsWith('.md'))).toEqual([
        `${baseURL}${l.prefix}/docs/api/reservations/index.md`,
      ]);
      // The menu sends nothing to a third party.
      expect(requests.slice(loaded).filter((url) => !url.startsWith(baseURL ?? ''))).toEqual([]);
      expect(pageErrors).toEqual([]);
    });

    test('the tools come without their code, and after a client-side navigation too', async ({
      page,
      context,
      baseURL,
      pageErrors,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
      // The report link's builder is in the parts' chunk only: "/issues/new?".
      const scripts: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
      });
      const partsLoaded = async () =>
        (await Promise.all(scripts)).some((code) => code.includes('/issues/new?'));
      await open(page, `${l.prefix}/docs/Utilisateur/Cashless/Refund/`);
      await expect(page.locator('.page-menu summary')).toHaveText(l.menu);
      await expect(page.getByRole('link', {name: l.issue})).toBeVisible();
      expect(await partsLoaded()).toBe(false);

      await page.evaluate(() => ((window as unknown as {spa: boolean}).spa = true));
      // A client-side navigation, as the router makes one for a link.
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `${l.prefix}${l.outdated}`);
      await expect(page).toHaveURL(new RegExp(`${l.prefix}${l.outdated}$`));
      await expect(page.locator('.translation-notice')).toContainText(l.notice);
      const issue = new URL(
        (await page.getByRole('link', {name: l.issue}).getAttribute('href')) ?? '',
      );
      expect(issue.searchParams.get('body')).toContain(
        `https://tibillet.org${l.prefix}${l.outdated}`,
      );
      const copied = await copyFromMenu(page, l);
      expect(copied).toContain(await page.locator('main h1').first().innerText());
      expect(await partsLoaded()).toBe(true);
      expect(await page.evaluate(() => (window as unknown as {spa?: boolean}).spa)).toBe(true);
      expect(pageErrors).toEqual([]);
    });

    test('the menu opens from the keyboard and leads to the Markdown copy', async ({
      page,
      request,
    }) => {
      await open(page, `${l.prefix}/docs/Utilisateur/Cashless/Refund/`);
      const summary = page.locator('.page-menu summary');
      await summary.focus();
      await page.keyboard.press('Enter');
      const view = page.getByRole('link', {name: l.view});
      await expect(view).toBeVisible();
      const href = await view.getAttribute('href');
      expect(href).toBe(`${l.prefix}/docs/Utilisateur/Cashless/Refund/index.md`);
      const response = await request.get(href ?? '');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      // Enter on the summary closes the menu again.
      await summary.focus();
      await page.keyboard.press('Enter');
      await expect(view).toBeHidden();
    });

    test('the report links are prefilled with the page, its language and version', async ({
      page,
      baseURL,
    }) => {
      await open(page, `${l.prefix}/docs/api/reservations/`);
      const address = `https://tibillet.org${l.prefix}/docs/api/reservations/`;
      const issue = new URL(
        (await page.getByRole('link', {name: l.issue}).getAttribute('href')) ?? '',
      );
      expect(`${issue.origin}${issue.pathname}`).toBe(
        'https://github.com/TiBillet/documentation_v2/issues/new',
      );
      const body = issue.searchParams.get('body') ?? '';
      expect(body).toContain(address);
      expect(body).toContain(l.language);
      expect(body).toContain(l.checked);
      expect(issue.searchParams.get('title')).toMatch(
        /Reservations and tickets|Réservations et billets/,
      );
      const mail = (await page.getByRole('link', {name: l.mail}).getAttribute('href')) ?? '';
      expect(mail.startsWith('mailto:contact@tibillet.re?subject=')).toBe(true);
      // Spaces as %20, not "+": mail programs read "+" as a plus sign.
      expect(mail).not.toContain('+');
      expect(decodeURIComponent(mail)).toContain(address);
      // The same addresses before the page's code runs: written at build time.
      const html = await (
        await page.request.get(`${baseURL}${l.prefix}/docs/api/reservations/`)
      ).text();
      expect(html).toContain('https://github.com/TiBillet/documentation_v2/issues/new?title=');
      expect(html).toContain('mailto:contact@tibillet.re?subject=');
    });

    test('a translation behind its original says so, with a link to it', async ({page}) => {
      await open(page, `${l.prefix}${l.outdated}`);
      const notice = page.locator('.translation-notice');
      await expect(notice).toContainText(l.notice);
      const link = notice.getByRole('link');
      expect(await link.getAttribute('href')).toBe(l.original);
      expect(await link.getAttribute('hreflang')).toBe(l.locale === 'en' ? 'fr-FR' : 'en-GB');
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${l.original}$`));
      // An up-to-date translation has no notice.
      await open(page, `${l.prefix}/docs/Utilisateur/Cashless/Refund/`);
      await expect(page.locator('.translation-notice')).toHaveCount(0);
    });
  });
}
