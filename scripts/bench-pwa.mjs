/**
 * npm run bench, "Offline and install" (src/plugins/pwa, src/offline), per
 * locale, against the served build:
 *
 * - What a first visit downloads in the background: a fresh browser visits a
 *   docs page; once the service worker controls it, the bytes of the
 *   worker's own requests (gzip as served, headers included), and the files.
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
 * page. A profile on disk: Chromium never offers to install from a private
 * window, which a browser context without one is.
 */
async function firstVisit(profile, origin, path) {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: chromiumArgs,
    serviceWorkers: 'allow',
  });
  const background = {requests: 0, bytes: 0};
  context.on('requestfinished', async (request) => {
    if (!request.serviceWorker()) return;
    const sizes = await request.sizes().catch(() => null);
    if (!sizes) return;
    background.requests += 1;
    background.bytes += sizes.responseBodySize + sizes.responseHeadersSize;
  });
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(`${origin}${encodeURI(path)}`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 120_000,
  });
  const seconds = (performance.now() - started) / 1000;
  // The last responses' sizes arrive just after.
  await page.waitForTimeout(500);
  return {context, page, background, seconds};
}

export async function benchOffline({origin, row}) {
  for (const prefix of ['', '/fr']) {
    const locale = prefix ? 'fr' : 'en';
    const profile = mkdtempSync(join(tmpdir(), 'tibillet-bench-profile-'));
    const {context, page, background, seconds} = await firstVisit(
      profile,
      origin,
      `${prefix}/docs/presentation/introduction/`,
    );
    row(
      'Offline and install',
      `First visit, ${locale}: downloaded in the background after load`,
      `${kb(background.bytes)} in ${background.requests} files, saved in ${seconds.toFixed(1)} s`,
      '≤ 2.5 MB',
      background.bytes <= 2.5 * 1024 * 1024,
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
