/**
 * Offline reading and installation (src/plugins/pwa, src/offline): the
 * manifest and icons a browser needs to install the site; a first visit
 * saving the offline page and the page it shows, nothing more; the offline
 * copy the reader asks for at the foot of a page ("Save these docs for
 * offline use, 2.3 MB", in the page's language), its progress, then with the
 * network cut the pages of the reader's language with their images and
 * diagrams, search, and the offline page for the rest; its removal; nothing
 * saved on a data saver or 2G; the site still read and saved with storage
 * disabled; and a new deployment: the prompt, Reload showing the new
 * version, and a missing file of the old one reloading once, never in a loop.
 *
 * The other specs block service workers (playwright.config.ts); these allow
 * them, each in a fresh browser context, as a first visit.
 */
import {createHash} from 'node:crypto';
import {cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {BrowserContext, Page} from '@playwright/test';
import {
  test,
  expect,
  disableStorage,
  emulateConnection,
  loadedScripts,
  open,
  waitForHydration,
} from './fixtures';
import {serve, stop} from '../serve';
import {sniff} from './htmlcs';
import {findLayoutProblems, findSmallTargets} from './layout';

test.use({serviceWorkers: 'allow'});

/** Waits until the worker has saved its files and controls the page. */
async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 60_000,
  });
}

/** Whether the page's Mermaid diagrams are drawn (not their source, shown when Mermaid cannot load). */
async function expectDiagramsDrawn(page: Page): Promise<void> {
  const diagrams = page.locator('.docusaurus-mermaid-container');
  await expect(diagrams.first().locator('svg')).toBeVisible({timeout: 15_000});
  await expect(page.locator('pre.docusaurus-mermaid-container')).toHaveCount(0);
}

async function expectImagesShown(page: Page): Promise<void> {
  const images = page.locator('article img');
  expect(await images.count()).toBeGreaterThan(0);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
}

const readers = [
  {
    locale: 'en',
    prefix: '',
    visited: '/docs/presentation/introduction/',
    heading: 'You are offline',
    search: {query: 'refund', hit: /refund/i},
    save: /^Save these docs for offline use, \d+(\.\d)? MB$/,
    saved: /^These docs are saved on this device for offline use \(\d+(\.\d)? MB\)\.$/,
    remove: 'Remove the offline copy',
  },
  {
    locale: 'fr',
    prefix: '/fr',
    visited: '/docs/presentation/introduction/',
    heading: 'Vous êtes hors ligne',
    search: {query: 'rembourser', hit: /rembours/i},
    save: /^Enregistrer cette documentation pour la lire hors ligne, \d+(,\d)?\s?Mo$/,
    saved:
      /^Cette documentation est enregistrée sur cet appareil pour la lecture hors ligne \(\d+(,\d)?\s?Mo\)\.$/,
    remove: 'Supprimer la copie hors ligne',
  },
] as const;

/**
 * The requests of the context's pages and of its worker (which fetches, on
 * their behalf, what the pages ask once it controls them), as paths.
 */
function requests(context: BrowserContext): {pages: Set<string>; worker: string[]} {
  const seen = {pages: new Set<string>(), worker: [] as string[]};
  context.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.serviceWorker()) seen.worker.push(path);
    else seen.pages.add(path);
  });
  return seen;
}

type Saving = {
  /** The progress bar's values, as drawn. */
  bar: number[];
  /** The worker's last report of progress: files and bytes saved, of how many. */
  last?: {done: number; total: number; bytes: number; totalBytes: number};
};

/**
 * Saves the offline copy with the control at the foot of the page: its
 * label names the size, a progress bar shows while the worker downloads,
 * then it says the docs are saved. Returns the progress bar's values seen
 * and the worker's last report (the bar may not be drawn at 100 %: React
 * draws the last report and "saved", arriving together, once).
 */
async function saveTheDocs(page: Page, reader: (typeof readers)[number]): Promise<Saving> {
  const control = page.getByTestId('offline-copy');
  await control.scrollIntoViewIfNeeded();
  const save = control.getByRole('button', {name: reader.save});
  await expect(save).toBeVisible({timeout: 15_000});
  await page.evaluate(() => {
    const seen: number[] = [];
    const saving = {bar: seen} as Saving;
    (window as unknown as {__saving: Saving}).__saving = saving;
    navigator.serviceWorker.addEventListener('message', (event) => {
      const data = event.data as {type?: string} & Saving['last'];
      if (data?.type === 'COPY_PROGRESS') saving.last = data;
    });
    new MutationObserver(() => {
      const bar = document.querySelector<HTMLProgressElement>(
        '[data-testid="offline-copy"] progress',
      );
      if (bar && seen.at(-1) !== bar.value) seen.push(bar.value);
    }).observe(document.body, {subtree: true, childList: true, attributes: true});
  });
  await save.click();
  await expect(control.getByText(reader.saved)).toBeVisible({timeout: 90_000});
  await expect(control.getByRole('button', {name: reader.remove})).toBeVisible();
  return page.evaluate(() => (window as unknown as {__saving: Saving}).__saving);
}

test.describe('installable', () => {
  for (const reader of readers) {
    test(`${reader.locale}: a manifest in the page's language, its icons, and Chromium's criteria met`, async ({
      page,
      request,
      playwright,
    }) => {
      await open(page, `${reader.prefix}/`);
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe(`${reader.prefix}/manifest.webmanifest`);
      const response = await request.get(href!);
      expect(response.headers()['content-type']).toContain('application/manifest+json');
      const manifest = await response.json();
      const lang = await page.locator('html').getAttribute('lang');
      expect(manifest).toMatchObject({
        id: `${reader.prefix}/`,
        start_url: `${reader.prefix}/`,
        scope: `${reader.prefix}/`,
        lang,
        display: 'standalone',
        short_name: 'TiBillet',
      });
      expect(manifest.description).toMatch(reader.locale === 'fr' ? /adhésion/ : /memberships/);
      expect(manifest.name).toMatch(
        reader.locale === 'fr' ? /^Documentation de/ : /documentation$/,
      );
      const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
      expect(manifest.theme_color).toBe(themeColor);
      expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);

      for (const size of [192, 512]) {
        for (const purpose of ['any', 'maskable']) {
          const icon = manifest.icons.find(
            (i: {sizes: string; purpose: string}) =>
              i.sizes === `${size}x${size}` && i.purpose === purpose,
          );
          expect(icon, `${size} px ${purpose}`).toBeTruthy();
          const image = await request.get(icon.src);
          expect(image.status()).toBe(200);
          expect(image.headers()['content-type']).toBe('image/png');
          const png = await image.body();
          // The PNG's own width and height (IHDR).
          expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
          expect(png.length).toBeLessThan(12 * 1024);
        }
      }

      // Chromium's own criteria, in a profile on disk: it never offers to
      // install from a private window, which Playwright's contexts are.
      const profile = mkdtempSync(join(tmpdir(), 'tibillet-profile-'));
      const persistent = await playwright.chromium.launchPersistentContext(profile, {
        ...test.info().project.use.launchOptions,
        baseURL: test.info().project.use.baseURL,
        serviceWorkers: 'allow',
      });
      try {
        await persistent.route('https://stats.tibillet.test/**', (route) =>
          route.fulfill({body: ''}),
        );
        const installing = await persistent.newPage();
        await open(installing, `${reader.prefix}/`);
        await waitForWorker(installing);
        const session = await persistent.newCDPSession(installing);
        const {errors} = await session.send('Page.getAppManifest');
        expect(errors).toEqual([]);
        const {installabilityErrors} = await session.send('Page.getInstallabilityErrors');
        expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
      } finally {
        await persistent.close();
        rmSync(profile, {recursive: true, force: true});
      }
    });
  }
});

test.describe('offline', () => {
  for (const reader of readers) {
    test(`${reader.locale}: a first visit saves its page only; once the reader saves the copy, the docs, home, roadmap, terms and search open with no network; other pages show the offline page`, async ({
      context,
      page,
    }) => {
      test.setTimeout(120_000);
      const uncaught: string[] = [];
      page.on('pageerror', (error) => uncaught.push(error.message));
      const violations: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      page.on('console', (message) => {
        if (message.text().startsWith('CSP violation')) violations.push(message.text());
      });

      const at = (path: string) => `${reader.prefix}${path}`;
      const seen = requests(context);
      await open(page, at(reader.visited));
      await waitForWorker(page);
      // The first visit saves the offline pages (the shell) and the page it
      // shows, whose files the browser has already: nothing more.
      // (The tab's icon too: the browser asks for it through the worker, and
      // neither the resource timing nor Playwright's page requests show it.)
      const shown = new Set(
        await page.evaluate(() => [
          location.pathname,
          ...performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
          ...[...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')].map(
            (link) => new URL(link.href).pathname,
          ),
        ]),
      );
      await expect
        .poll(() => seen.worker.filter((url) => url === encodeURI(at(reader.visited))).length)
        .toBeGreaterThan(0);
      await page.waitForTimeout(500);
      // The shell: the offline pages, the stylesheet, the logos; and the worker's own code.
      const shell =
        /^(\/fr)?\/(offline\/|assets\/css\/|img\/logo(-dark)?\.svg$|([\w-]+\.)?sw\.js$)/;
      expect(
        seen.worker.filter((url) => !shown.has(url) && !seen.pages.has(url) && !shell.test(url)),
      ).toEqual([]);
      expect(
        await page.evaluate((scope) => caches.has(`tibillet-copy-${scope}`), `${reader.prefix}/`),
      ).toBe(false);

      // Offline: the page shown opens again; a page never opened does not.
      await context.setOffline(true);
      await open(page, at(reader.visited));
      await expect(page.getByRole('heading', {level: 1})).not.toHaveText(reader.heading);
      const unasked = await page.goto(at('/docs/api/tenants/'));
      expect(unasked?.status()).toBe(503);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(reader.heading);
      await context.setOffline(false);

      // The reader asks for the copy: its progress, then "saved".
      await open(page, at(reader.visited));
      const {bar, last} = await saveTheDocs(page, reader);
      expect(bar.length).toBeGreaterThan(1);
      expect(bar).toEqual([...bar].sort((a, b) => a - b));
      expect(bar.at(-1)).toBeGreaterThan(90);
      expect(last).toBeDefined();
      expect(last?.done).toBe(last?.total);
      expect(last?.bytes).toBe(last?.totalBytes);

      // A page not in the copy, read once online: the worker keeps a copy.
      await open(page, at('/blog/'));
      expect(violations).toEqual([]);
      await context.setOffline(true);
      await page.reload();
      await waitForHydration(page);
      await expect(page.locator('article').first()).toBeVisible();

      // The page read first, and pages never opened: in the copy.
      await open(page, at(reader.visited));
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await open(page, at('/docs/install/Raspberry Box/Hardware/wiring/'));
      await expectImagesShown(page);
      for (const path of [
        '/docs/api/tenants/',
        '/docs/api/scan-ticket/',
        '/docs/api/reservations/',
      ]) {
        await open(page, at(path));
        await expectDiagramsDrawn(page);
      }
      for (const path of ['/', '/roadmap/', '/cgucgv/', '/docs/']) {
        await open(page, at(path));
        await expect(page.getByRole('heading', {level: 1}), path).toBeVisible();
      }

      // Search: the search page, and the search box, from the saved index.
      await open(page, at(`/search/?q=${reader.search.query}`));
      await expect(
        page.locator('main').getByRole('link', {name: reader.search.hit}).first(),
      ).toBeVisible({
        timeout: 15_000,
      });
      // (The DocSearch modal's code itself asks for eval, which the policy
      // refuses, online as offline: not this feature's.)
      expect(violations).toEqual([]);
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill(reader.search.query);
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/docs\//);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      violations.length = 0;

      // A page neither saved nor opened: the offline page, in the reader's
      // language, with a way back to the docs.
      const response = await page.goto(at('/docs/tags/'));
      expect(response?.status()).toBe(503);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(reader.heading);
      await expect(page.locator('html')).toHaveAttribute(
        'lang',
        reader.locale === 'fr' ? 'fr-FR' : 'en-GB',
      );
      const axe = await new AxeBuilder({page}).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      await page
        .getByRole('link', {
          name: reader.locale === 'fr' ? /Ouvrir la documentation/ : /Open the documentation/,
        })
        .click();
      await expect(page).toHaveURL(new RegExp(`${reader.prefix}/docs/$`));
      await waitForHydration(page);

      if (reader.locale === 'en') {
        // The English worker covers /fr/ until a French page is opened: a
        // French page it has not saved gets the French offline page.
        await page.goto('/fr/docs/tags/');
        await expect(page.getByRole('heading', {level: 1})).toHaveText('Vous êtes hors ligne');
      }

      // The reader removes the copy: a page it held is no longer there.
      await context.setOffline(false);
      await open(page, at(reader.visited));
      const control = page.getByTestId('offline-copy');
      await control.scrollIntoViewIfNeeded();
      await control.getByRole('button', {name: reader.remove}).click();
      await expect(control.getByRole('button', {name: reader.save})).toBeVisible();
      expect(
        await page.evaluate((scope) => caches.has(`tibillet-copy-${scope}`), `${reader.prefix}/`),
      ).toBe(false);
      await context.setOffline(true);
      const removed = await page.goto(at('/docs/api/tenants/'));
      expect(removed?.status()).toBe(503);
      expect(uncaught).toEqual([]);
      expect(violations).toEqual([]);
    });
  }

  test('a data saver or a 2G connection saves nothing', async ({browser}) => {
    for (const connection of [
      {saveData: true, effectiveType: '4g'},
      {saveData: false, effectiveType: '2g'},
    ]) {
      const context = await browser.newContext({serviceWorkers: 'allow'});
      await emulateConnection(context, connection);
      const page = await context.newPage();
      const workers: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/sw.js')) workers.push(request.url());
      });
      await page.route('https://stats.tibillet.test/**', (route) => route.fulfill({body: ''}));
      await open(page, '/docs/presentation/introduction/');
      await page.waitForTimeout(2500);
      expect(
        await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length)),
      ).toBe(0);
      expect(workers).toEqual([]);
      await context.close();
    }
  });

  test('with storage disabled, the site is read and the copy is saved', async ({context, page}) => {
    await disableStorage(context);
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await open(page, '/docs/presentation/introduction/');
    await waitForWorker(page);
    await saveTheDocs(page, readers[0]);
    await context.setOffline(true);
    await open(page, '/docs/api/intro/');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText(readers[0].heading);
    expect(uncaught).toEqual([]);
  });
});

/**
 * Build B, as a deployment changes build A: the pages get new content (a
 * mark in their <head>) and the worker's list their new revisions; and a
 * file of A's code is gone, as files are when their content changes.
 */
function deploy(from: string, pages: string[], removed: string): string {
  const to = mkdtempSync(join(tmpdir(), 'tibillet-build-b-'));
  try {
    change(from, to, pages, removed);
  } catch (error) {
    rmSync(to, {recursive: true, force: true});
    throw error;
  }
  return to;
}

function change(from: string, to: string, pages: string[], removed: string): void {
  cpSync(from, to, {recursive: true});
  // The list of saved files is in the worker's chunk (see src/plugins/pwa).
  const chunk = readdirSync(to).find((file) => /^\w+\.sw\.js$/.test(file))!;
  let list = readFileSync(join(to, chunk), 'utf8');
  for (const file of pages) {
    const html = readFileSync(join(to, file), 'utf8').replace(
      '</head>',
      '<meta name="tibillet-build" content="B"></head>',
    );
    writeFileSync(join(to, file), html);
    const revision = createHash('md5').update(html).digest('hex');
    const entry = new RegExp(`"revision":"[0-9a-f]+","url":"${file.replace(/[.]/g, '\\.')}"`);
    expect(list, file).toMatch(entry);
    list = list.replace(entry, `"revision":"${revision}","url":"${file}"`);
  }
  writeFileSync(join(to, chunk), list);
  const worker = readFileSync(join(to, 'sw.js'), 'utf8');
  writeFileSync(join(to, 'sw.js'), worker.replace(/offline files \w+/, 'offline files build-b'));
  rmSync(join(to, removed));
}

/** A JavaScript file that this page loads and none of the others does. */
async function chunkOnlyOf(
  context: BrowserContext,
  origin: string,
  path: string,
  others: string[],
): Promise<string> {
  const scriptsOf = async (at: string) => {
    const page = await context.newPage();
    await open(page, `${origin}${at}`);
    const scripts = await loadedScripts(page);
    await page.close();
    return scripts.filter((name) => name.startsWith(origin));
  };
  const elsewhere = new Set((await Promise.all(others.map(scriptsOf))).flat());
  const own = (await scriptsOf(path)).filter((name) => !elsewhere.has(name));
  expect(own.length).toBeGreaterThan(0);
  return new URL(own[0]).pathname.slice(1);
}

test('a new deployment: the prompt, Reload shows it, a missing old file reloads once', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const port = Number(new URL(baseURL!).port) + 1;
  const origin = `http://127.0.0.1:${port}`;
  let server = await serve(port);
  let buildB = '';
  try {
    const probe = await browser.newContext({serviceWorkers: 'block'});
    await probe.route('https://stats.tibillet.test/**', (route) => route.fulfill({body: ''}));
    const removed = await chunkOnlyOf(probe, origin, '/blog/', [
      '/',
      '/docs/',
      '/docs/presentation/introduction/',
    ]);
    await probe.close();
    buildB = deploy('build', ['index.html', 'docs/presentation/introduction/index.html'], removed);

    const context = await browser.newContext({
      serviceWorkers: 'allow',
      // HTML_CodeSniffer is injected as a <script> (tests/e2e/htmlcs.ts).
      bypassCSP: true,
    });
    await context.route('https://stats.tibillet.test/**', (route) => route.fulfill({body: ''}));
    const reader = await context.newPage();
    await open(reader, `${origin}/docs/presentation/introduction/`);
    await waitForWorker(reader);
    const other = await context.newPage();
    await open(other, `${origin}/docs/`);

    await stop(server);
    server = await serve(port, buildB);

    // An open tab of the old version meets a file the deployment removed:
    // the page reloads (Docusaurus's navigation, src/clientModules/chunkErrors.ts:
    // one of them or both, the first setting the other's flag), then shows
    // the error and its Retry button, and stays: never a loop.
    let loads = 0;
    other.on('request', (request) => {
      if (request.isNavigationRequest()) loads += 1;
    });
    await other.locator('footer').getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(other.locator('#load-error')).toBeVisible({timeout: 15_000});
    const reloads = loads;
    expect(reloads).toBeGreaterThanOrEqual(1);
    expect(reloads).toBeLessThanOrEqual(2);
    await other.waitForTimeout(2000);
    expect(loads).toBe(reloads);

    // The reader's tab learns of the new version (as its hourly check does).
    const heading = reader.getByRole('heading', {level: 1});
    const before = await heading.boundingBox();
    await reader.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const prompt = reader.locator('#update-prompt');
    await expect(prompt).toContainText('A new version of these docs is available.', {
      timeout: 30_000,
    });
    await expect(prompt).toHaveAttribute('role', 'status');
    expect(await heading.boundingBox()).toEqual(before);
    const axe = await new AxeBuilder({page: reader}).include('#update-prompt').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    expect(await sniff(reader, '#update-prompt')).toEqual([]);
    // The layout invariants (layout.spec.ts) on the prompt, which floats
    // over the page on purpose: nothing cut or drawn over its own text,
    // targets a finger can tap, at a phone's widths and on a wide screen.
    for (const width of [1280, 390, 320]) {
      await reader.setViewportSize({width, height: 800});
      const found = await reader.evaluate(findLayoutProblems, {
        bleeds: [],
        overlays: ['#update-prompt'],
      });
      expect(
        [...found.overflow, ...found.overlaps, ...found.cut].filter((problem) =>
          /update|Reload|Not now|new version/i.test(problem),
        ),
        `${width} px`,
      ).toEqual([]);
      expect(
        await reader.evaluate(findSmallTargets, '#update-prompt button'),
        `${width} px`,
      ).toEqual([]);
    }
    await reader.setViewportSize({width: 1280, height: 720});

    // Keyboard: the prompt comes first; Reload activates the new version.
    await reader.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await reader.keyboard.press('Tab');
    await expect(prompt.getByRole('button', {name: 'Reload'})).toBeFocused();
    await Promise.all([reader.waitForEvent('load'), reader.keyboard.press('Enter')]);
    await waitForHydration(reader);
    await expect(reader.locator('meta[name="tibillet-build"]')).toHaveAttribute('content', 'B');
    await expect(reader.locator('#update-prompt')).toHaveCount(0);
    await context.close();
  } finally {
    await stop(server);
    if (buildB) rmSync(buildB, {recursive: true, force: true});
  }
});
