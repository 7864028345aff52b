/**
 * npm run bench, "Offline and install" (src/plugins/pwa, src/offline), per
 * locale, against the served build:
 *
 * - What a first visit downloads in the background: a fresh browser visits a
 *   docs page; once the service worker controls it and has kept the page, the
 *   bytes of the worker's requests (gzip as served, headers included; those
 *   it makes for the page once in control count too), against the page's
 *   own first load. Budget: no more than the page (the shell and that page).
 * - The offline copy the reader asks for: the footer's "Save these docs for
 *   offline use" clicked, the bytes the worker downloads until the copy is
 *   saved, against the size the button shows (computed at build time).
 * - Installability: Lighthouse 12 no longer has its PWA category; these are
 *   the checks Lighthouse 11 made, with the same Chromium calls
 *   (Page.getInstallabilityErrors, Page.getAppManifest): no installability
 *   error, a manifest without errors, icons of 192 and 512 px, a maskable
 *   icon, a theme colour, and the start page opening offline.
 *
 * Leave it out with --skip-pwa.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {performance} from 'node:perf_hooks';
import {chromium} from '@playwright/test';
import {chromiumArgs, findChromium} from './chromium.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * A first visit of `path` in a fresh profile, until the worker controls the
 * page and has kept it. A profile on disk: Chromium never offers to install
 * from a private window, which a browser context without one is.
 */
async function firstVisit(profile, origin, path) {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: chromiumArgs,
    serviceWorkers: 'allow',
  });
  const own = {requests: 0, bytes: 0};
  const background = {requests: 0, bytes: 0};
  const pending = [];
  context.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const sizes = await request.sizes().catch(() => null);
        if (!sizes || !request.url().startsWith(origin)) return;
        const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
        // Everything the worker fetched, those it made for the page included:
        // an upper bound of what it downloads on its own.
        const counted = request.serviceWorker() ? background : own;
        counted.requests += 1;
        counted.bytes += bytes;
      })(),
    );
  });
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(`${origin}${encodeURI(path)}`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 120_000,
  });
  const seconds = (performance.now() - started) / 1000;
  // The page kept (KEEP_PAGE) and the last responses' sizes.
  await page.waitForTimeout(2000);
  await Promise.all(pending);
  return {context, page, own, background, seconds, pending};
}

/** Clicks "Save these docs for offline use"; the worker's bytes until the copy is saved. */
async function saveCopy(context, page, pending) {
  const downloaded = {requests: 0, bytes: 0};
  const listener = (request) => {
    if (!request.serviceWorker()) return;
    pending.push(
      request
        .sizes()
        .then((sizes) => {
          downloaded.requests += 1;
          downloaded.bytes += sizes.responseBodySize + sizes.responseHeadersSize;
        })
        .catch(() => undefined),
    );
  };
  context.on('requestfinished', listener);
  const control = page.getByTestId('offline-copy');
  await control.scrollIntoViewIfNeeded();
  const button = control.getByRole('button');
  await button.filter({hasText: /\d/}).waitFor({timeout: 30_000});
  const label = (await button.textContent()) ?? '';
  const started = performance.now();
  await button.click();
  await control.getByRole('button').filter({hasNotText: label}).waitFor({timeout: 300_000});
  const seconds = (performance.now() - started) / 1000;
  await page.waitForTimeout(500);
  await Promise.all(pending);
  context.off('requestfinished', listener);
  const figures = await page.evaluate(() =>
    fetch(new URL('offline-copy.json', document.baseURI.replace(/(\/fr)?\/.*$/, '$1/')).href)
      .then((response) => response.json())
      .catch(() => null),
  );
  return {label, downloaded, seconds, figures};
}

export async function benchOffline({origin, row}) {
  for (const prefix of ['', '/fr']) {
    const locale = prefix ? 'fr' : 'en';
    const profile = mkdtempSync(join(tmpdir(), 'tibillet-bench-profile-'));
    const {context, page, own, background, seconds, pending} = await firstVisit(
      profile,
      origin,
      `${prefix}/docs/presentation/introduction/`,
    );
    row(
      'Offline and install',
      `First visit, ${locale}: downloaded in the background (the page's own first load)`,
      `${kb(background.bytes)} in ${background.requests} files, kept in ${seconds.toFixed(1)} s (the page: ${kb(own.bytes)} in ${own.requests} files)`,
      '≤ the page',
      background.bytes <= own.bytes,
    );
    const copy = await saveCopy(context, page, pending);
    const expected = copy.figures?.bytes ?? 0;
    const off = expected ? Math.abs(copy.downloaded.bytes - expected) / expected : 1;
    row(
      'Offline and install',
      `Offline copy, ${locale}, when asked ("${copy.label.trim()}")`,
      `${kb(copy.downloaded.bytes)} in ${copy.downloaded.requests} files, ${copy.seconds.toFixed(1)} s (the build counted ${kb(expected)} in ${copy.figures?.files ?? '?'} files)`,
      'within 15 % of the size shown',
      off <= 0.15,
    );

    await page.goto(`${origin}${prefix}/`);
    const session = await context.newCDPSession(page);
    const {installabilityErrors} = await session.send('Page.getInstallabilityErrors');
    const errors = installabilityErrors.map((error) => error.errorId);
    row(
      'Offline and install',
      `Installable, ${locale} (Chromium's installability errors)`,
      errors.length ? errors.join(', ') : 'none',
      'none',
      errors.length === 0,
    );
    const {url, errors: manifestErrors, data} = await session.send('Page.getAppManifest');
    const manifest = data ? JSON.parse(data) : {};
    const icons = manifest.icons ?? [];
    const sizes = (icon) => String(icon.sizes).split(' ');
    const checks = {
      'manifest without errors': manifestErrors.length === 0,
      'name and short name': Boolean(manifest.name && manifest.short_name),
      [`start URL ${prefix}/`]: new URL(manifest.start_url ?? '', url).pathname === `${prefix}/`,
      'display standalone': manifest.display === 'standalone',
      'icons of 192 and 512 px': ['192x192', '512x512'].every((size) =>
        icons.some((icon) => sizes(icon).includes(size)),
      ),
      'maskable icon': icons.some((icon) => String(icon.purpose).includes('maskable')),
      'theme colour (manifest and page)':
        Boolean(manifest.theme_color) &&
        (await page.locator('meta[name="theme-color"]').getAttribute('content')) ===
          manifest.theme_color,
    };
    await context.setOffline(true);
    const response = await page.goto(`${origin}${prefix}/`).catch(() => null);
    checks['start page offline'] =
      response?.status() === 200 && (await page.getByRole('heading', {level: 1}).count()) > 0;
    const failed = Object.entries(checks).filter(([, pass]) => !pass);
    row(
      'Offline and install',
      `Lighthouse 11's PWA checks, ${locale}`,
      failed.length
        ? `missing: ${failed.map(([name]) => name).join(', ')}`
        : `${Object.keys(checks).length} of ${Object.keys(checks).length}`,
      'all',
      failed.length === 0,
    );
    await context.close();
    rmSync(profile, {recursive: true, force: true});
  }
}
