/**
 * Tables and diagrams on a phone, beyond what the crawl checks on every docs
 * page (./phone.ts): a table stacks alike in both languages, stays a table on
 * a desktop screen and in print, and the Enlarge button of a diagram opens a
 * full-screen view whose code loads only then, zooms, and closes with
 * Escape, giving focus back. axe finds no violation in the cards nor in the
 * open view.
 */
import {request as playwrightRequest, type APIRequestContext, type Page} from '@playwright/test';
import {scan} from './axe';
import {test, expect, loadedScripts, open} from './fixtures';
import {diagramsDrawn, phone} from './phone';
import {locales} from './routes';
import {sitemapPaths} from './sitemap';

/** The built HTML of every docs page of a locale, by path without the locale prefix. */
async function docsPages(request: APIRequestContext, prefix: '' | '/fr') {
  const locale = locales.find((l) => l.prefix === prefix) ?? locales[0];
  const paths = (await sitemapPaths(request, locale)).filter((path) => /\/docs\/./.test(path));
  const pages = new Map<string, string>();
  for (const path of paths) {
    pages.set(path.slice(prefix.length), await (await request.get(encodeURI(path))).text());
  }
  return pages;
}

const stacks = (html: string) =>
  [...html.matchAll(/<table\b[^>]*>/g)].map(
    (tag) => /data-stack=["']?(\w+)/.exec(tag[0])?.[1] ?? '-',
  );

test('a table stacks alike in both languages', async ({baseURL}) => {
  const request = await playwrightRequest.newContext({baseURL});
  const [english, french] = [await docsPages(request, ''), await docsPages(request, '/fr')];
  await request.dispose();
  let stacked = 0;
  const differ: string[] = [];
  for (const [path, html] of english) {
    const theirs = french.get(path);
    if (!theirs) continue;
    const [en, fr] = [stacks(html), stacks(theirs)];
    stacked += en.filter((value) => value !== '-').length;
    // Pages being translated may differ in their number of tables.
    if (en.length === fr.length && en.join() !== fr.join()) {
      differ.push(`${path}: ${en.join(' ')} / ${fr.join(' ')}`);
    }
  }
  expect(stacked, 'stacked tables in the English docs').toBeGreaterThan(0);
  expect(differ).toEqual([]);
});

/** A docs page with a table that stacks on a phone, and its first such table. */
async function stackedTablePage(request: APIRequestContext): Promise<string> {
  for (const [path, html] of await docsPages(request, '')) {
    if (/<table[^>]*data-stack=["']?phone/.test(html)) return path;
  }
  throw new Error('No docs page has a table that stacks on a phone');
}

test.describe('a stacked table', () => {
  test('is cards on a phone, a table on a desktop screen and in print', async ({page, request}) => {
    const path = await stackedTablePage(request);
    await page.setViewportSize(phone);
    await open(page, path);
    const table = page.locator('table[data-stack]').first();
    const row = table.locator('tbody tr').first();
    const cell = row.locator('td').first();
    await expect(row).toHaveCSS('display', 'block');
    await expect(table.locator('thead')).toHaveCSS('position', 'absolute');
    const label = await cell.getAttribute('data-label');
    expect(label).toBeTruthy();
    expect(await table.locator('th').first().textContent()).toBe(label);
    // Still a table for screen readers, with its column headers: the roles
    // that keep it one in every browser, added while it shows as cards.
    await expect(table).toHaveAttribute('role', 'table');
    await expect(row).toHaveAttribute('role', 'row');
    await expect(cell).toHaveAttribute('role', 'cell');
    await expect(table.locator('th').first()).toHaveAttribute('role', 'columnheader');
    expect(await scan(page)).toEqual([]);

    await page.emulateMedia({media: 'print'});
    await expect(row).toHaveCSS('display', 'table-row');
    await page.emulateMedia({media: 'screen'});
    await page.setViewportSize({width: 1280, height: 800});
    await expect(row).toHaveCSS('display', 'table-row');
    await expect(table.locator('thead')).toHaveCSS('position', 'static');
    // A table shown as a table carries no role (the HTML standard forbids
    // them on its rows and cells).
    await expect(cell).not.toHaveAttribute('role');
    await expect(table).not.toHaveAttribute('role');
  });
});

/** The first docs page where a diagram of this kind shows its Enlarge button on a phone. */
async function enlargeablePage(
  page: Page,
  request: APIRequestContext,
  kind: 'mermaid' | 'image',
  prefix: '' | '/fr',
): Promise<string> {
  const candidates = [...(await docsPages(request, prefix))]
    .filter(
      ([, html]) =>
        html.includes(`data-diagram=${kind}`) || html.includes(`data-diagram="${kind}"`),
    )
    .map(([path]) => `${prefix}${path}`);
  for (const path of candidates.slice(0, 5)) {
    await open(page, path);
    await diagramsDrawn(page);
    const button = page.locator(`[data-diagram="${kind}"] button`).first();
    try {
      // Drawn: the button follows within a moment, or the text is readable.
      await button.waitFor({state: 'visible', timeout: 2_000});
      return path;
    } catch {
      // Readable on a phone: try the next page.
    }
  }
  throw new Error(`No docs page shows a ${kind} diagram too small to read on a phone`);
}

const words = {
  '': {enlarge: 'Enlarge', dialog: 'Enlarged diagram', close: 'Close', zoomIn: 'Zoom in'},
  '/fr': {enlarge: 'Agrandir', dialog: 'Schéma agrandi', close: 'Fermer', zoomIn: 'Zoom avant'},
} as const;

for (const [kind, prefix] of [
  ['mermaid', ''],
  ['image', '/fr'],
] as const) {
  test(`the Enlarge button of a ${kind} diagram (${prefix || '/'})`, async ({page, request}) => {
    test.setTimeout(90_000);
    await page.setViewportSize(phone);
    const path = await enlargeablePage(page, request, kind, prefix);
    const text = words[prefix];
    const scripts = () => loadedScripts(page);
    const before = await scripts();
    const button = page
      .locator(`[data-diagram="${kind}"]`)
      .getByRole('button', {name: text.enlarge})
      .first();
    await button.click();

    const dialog = page.getByRole('dialog', {name: text.dialog});
    await expect(dialog).toBeVisible();
    // The viewer's code came with the click, not with the page.
    expect((await scripts()).filter((name) => !before.includes(name)).length, path).toBeGreaterThan(
      0,
    );
    await expect(dialog.getByRole('button', {name: text.close})).toBeFocused();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(phone.width - 1);
    expect(box?.height).toBeGreaterThanOrEqual(phone.height - 1);

    // The copy of the diagram is drawn larger than on the page, and zooms.
    const drawing = dialog.locator('.tb-viewer__diagram');
    const onPage = await page.locator(`[data-diagram="${kind}"]`).first().boundingBox();
    const first = (await drawing.boundingBox())?.width ?? 0;
    expect(first).toBeGreaterThan(onPage?.width ?? Infinity);
    await dialog.getByRole('button', {name: text.zoomIn}).click();
    expect((await drawing.boundingBox())?.width ?? 0).toBeGreaterThan(first);
    expect(await scan(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
}
