/**
 * The search's part of `npm run bench` (scripts/bench.mjs): on a served build,
 * the index's size on disk and, in Chromium under 4× CPU throttling and slow
 * 4G (150 ms, 1.6 Mbps down, 750 kbps up), the bytes fetched and the time
 * from the key press that opens the modal to the first result drawn.
 *
 * Bytes count the engine's code and the index's files as transferred (gzip);
 * the modal's own code and stylesheet are left out: they are the same
 * whatever the engine. Everything else fetched in that time is counted.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';

/** Raw and gzip bytes of a locale's index folder, and its number of files. */
export function indexOnDisk(folder) {
  let raw = 0;
  let gzip = 0;
  const files = readdirSync(folder, {recursive: true}).filter((name) =>
    statSync(join(folder, name)).isFile(),
  );
  for (const name of files) {
    const content = readFileSync(join(folder, name));
    raw += content.length;
    gzip += gzipSync(content).length;
  }
  return {raw, gzip, files: files.length};
}

export const slow4g = {latency: 150, download: (1.6 * 1024 * 1024) / 8, upload: (750 * 1024) / 8};

/**
 * Opens `path`, then, throttled, presses Ctrl+K and types `query`: the bytes
 * the search fetched before the first result, by kind, and the time taken.
 */
export async function firstResult(browser, origin, path, query, {throttle = true} = {}) {
  // No service worker: its download of the offline copy (scripts/bench-pwa.mjs measures it)
  // would be counted as the search's bytes.
  const context = await browser.newContext({serviceWorkers: 'block'});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${origin}${encodeURI(path)}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
  if (throttle) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: slow4g.latency,
      downloadThroughput: slow4g.download,
      uploadThroughput: slow4g.upload,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  }
  // Playwright's events, not the page's CDP session: they include the requests of workers.
  const requests = [];
  let recording = false;
  context.on('requestfinished', (request) => {
    if (recording) requests.push(request);
  });
  await page.evaluate(() => {
    const marks = {};
    window.__searchMarks = marks;
    document.addEventListener('keydown', () => (marks.key ??= performance.now()), {capture: true});
    new MutationObserver(() => {
      if (marks.hit === undefined && document.querySelector('.DocSearch-Hit')) {
        marks.hit = performance.now();
      }
    }).observe(document.body, {subtree: true, childList: true});
  });
  recording = true;
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(query);
  await page.locator('.DocSearch-Hit').first().waitFor({timeout: 120_000});
  const marks = await page.evaluate(() => window.__searchMarks);
  recording = false;
  const kinds = {engine: 0, index: 0, modal: 0, other: 0};
  for (const request of requests) {
    const url = request.url();
    const sizes = await request.sizes().catch(() => null);
    let kind = 'other';
    if (url.includes('/search-index/')) kind = 'index';
    else if (url.endsWith('.js')) {
      const body = (await (await request.response())?.text().catch(() => '')) ?? '';
      // The engine's text processing has the English stop words; the modal, its class names.
      if (body.includes('a am an and any are as at be been being')) kind = 'engine';
      else if (body.includes('DocSearch-Modal')) kind = 'modal';
    }
    kinds[kind] += sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0;
  }
  await context.close();
  return {ms: marks.hit - marks.key, ...kinds, search: kinds.engine + kinds.index + kinds.other};
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** firstResult `runs` times, cold each time: the median time and the bytes of the last run. */
export async function firstResults(browser, origin, path, query, runs = 3) {
  const results = [];
  for (let run = 0; run < runs; run++)
    results.push(await firstResult(browser, origin, path, query));
  return {...results.at(-1), ms: median(results.map((result) => result.ms))};
}
