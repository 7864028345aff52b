#!/usr/bin/env node
/**
 * npm run bench: the speed and size of the site, as one table with its
 * budgets. Absolute times on a shared machine are noisy: builds are
 * compared within the same run, Lighthouse and browser timings are medians.
 *
 *   node scripts/bench.mjs [--skip-build] [--skip-lighthouse] [--skip-test-suite] [--skip-fixture]
 *                          [--skip-pwa] [--runs 3] [--build-runs 1]
 *
 * 1. Build: a cold production build of both locales with Rspack
 *    (experimental_faster) and with webpack, wall time, ratio, pages/second.
 * 2. Page weight: first load with an empty cache, gzip as served, per type.
 * 3. Lighthouse, mobile preset, Debian's Chromium, median of --runs.
 * 4. Search (scripts/bench-search.mjs): today's site and the scale fixture
 *    (scripts/search-fixture.mjs, ten times today's docs in both languages,
 *    built cold with Rspack): build time, index size on disk, bytes before the
 *    first result and time to it under 4× CPU and slow 4G; query time in Node.
 *    --skip-fixture leaves the fixture out (its build takes a few minutes).
 *    Offline and install (scripts/bench-pwa.mjs): the bytes a first visit
 *    saves in the background, Chromium's installability checks; --skip-pwa.
 * 5. Test suite: `npm ci`, then `npm test` as CI runs it, in a fresh clone of
 *    the current commit (uncommitted changes are not in it); about ten
 *    minutes, the longest part, hence --skip-test-suite.
 * Leaves build/ as the Rspack build.
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {performance} from 'node:perf_hooks';
import {chromiumArgs, findChromium} from './chromium.mjs';

const {values: args} = parseArgs({
  options: {
    'skip-build': {type: 'boolean', default: false},
    'skip-lighthouse': {type: 'boolean', default: false},
    'skip-test-suite': {type: 'boolean', default: false},
    'skip-fixture': {type: 'boolean', default: false},
    'skip-pwa': {type: 'boolean', default: false},
    runs: {type: 'string', default: '3'},
    'build-runs': {type: 'string', default: '1'},
    port: {type: 'string', default: '4190'},
  },
});
const runs = Number(args.runs);
const buildRuns = Number(args['build-runs']);
const port = Number(args.port);
const origin = `http://127.0.0.1:${port}`;
const chromiumPath = findChromium();
const docusaurus = 'node_modules/@docusaurus/core/bin/docusaurus.mjs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [];
const row = (section, label, value, budget = '', pass = null) =>
  rows.push({section, label, value, budget, pass});

function countPages(dir) {
  return readdirSync(dir, {withFileTypes: true}).reduce((total, entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return total + countPages(path);
    return total + (entry.name.endsWith('.html') ? 1 : 0);
  }, 0);
}

// --- 1. Build ------------------------------------------------------------
function coldBuild(faster) {
  spawnSync(process.execPath, [docusaurus, 'clear'], {stdio: 'ignore'});
  const started = performance.now();
  const result = spawnSync(process.execPath, [docusaurus, 'build'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      DOCUSAURUS_FASTER: faster ? 'true' : 'false',
      NO_UPDATE_NOTIFIER: '1',
      ANNOUNCEMENT_ID: '',
      ANALYTICS_SCRIPT_URL: '',
    },
  });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stderr}`);
  return (performance.now() - started) / 1000;
}

/** The cold Rspack build of both locales, for the search section. */
let buildSeconds = null;
if (!args['skip-build']) {
  const times = {rspack: [], webpack: []};
  for (let run = 0; run < buildRuns; run++) {
    console.error(`build ${run + 1}/${buildRuns}: webpack…`);
    times.webpack.push(coldBuild(false));
    console.error(`build ${run + 1}/${buildRuns}: Rspack…`);
    times.rspack.push(coldBuild(true)); // last, so build/ is the Rspack build
  }
  const rspack = median(times.rspack);
  buildSeconds = rspack;
  const webpack = median(times.webpack);
  const pages = countPages('build');
  const ratio = rspack / webpack;
  row('Build', 'Rspack, cold, both locales', `${rspack.toFixed(1)} s`);
  row('Build', 'webpack, cold, both locales', `${webpack.toFixed(1)} s`);
  row('Build', 'Rspack / webpack', ratio.toFixed(2), '≤ 0.40', ratio <= 0.4);
  row(
    'Build',
    'Pages built per second (Rspack)',
    `${(pages / rspack).toFixed(1)} (${pages} pages)`,
  );
} else if (!existsSync('build/index.html')) {
  throw new Error('No build: run without --skip-build, or "npm run build" first.');
} else if (readFileSync('build/index.html', 'utf8').includes('stats.tibillet.test')) {
  // npm run build:test points the analytics script at an address that does
  // not resolve outside the tests: Lighthouse counts its failed load as a
  // console error (best practices 96 instead of 100 on every page).
  console.error(
    'Warning: build/ is the test build (npm run build:test); its analytics address fails to ' +
      'load, which lowers Lighthouse best practices. Run "npm run build" first for true figures.',
  );
}

// --- Serve the build --------------------------------------------------------
const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port)], {
  stdio: 'ignore',
});
process.on('exit', () => server.kill());
for (let attempt = 0; attempt < 50; attempt++) {
  try {
    if ((await fetch(`${origin}/`)).ok) break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const {chromium} = await import('@playwright/test');
const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});

// --- 2. Page weight ----------------------------------------------------------
const weighed = [
  ['Home', '/', 220],
  ['Introduction', '/docs/presentation/introduction/', 250],
  ['Long guide (API events)', '/docs/api/events/', 250],
  ['Roadmap', '/roadmap/', 250],
  ['Search page', '/search/', 250],
  ['Home, French', '/fr/', 220],
];

async function weigh(path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const entries = [];
  const seen = new Set();
  let loadedAt = Infinity;
  page.on('requestfinished', async (request) => {
    const startedAt = performance.now();
    const sizes = await request.sizes().catch(() => null);
    if (!sizes || !request.url().startsWith(origin)) return;
    // A prefetched chunk that the page then runs is transferred once.
    if (seen.has(request.url())) return;
    seen.add(request.url());
    // Chromium reports a script fetched by <link rel="prefetch"> as "other".
    const type = request.resourceType();
    const isScript = type === 'script' || new URL(request.url()).pathname.endsWith('.js');
    entries.push({
      type: isScript ? 'script' : type,
      bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      startedAt,
    });
  });
  await page.goto(`${origin}${encodeURI(path)}`, {waitUntil: 'load'});
  loadedAt = performance.now();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  await context.close();
  const total = {html: 0, css: 0, criticalJs: 0, prefetchedJs: 0, images: 0, other: 0};
  for (const entry of entries) {
    if (entry.type === 'document') total.html += entry.bytes;
    else if (entry.type === 'stylesheet') total.css += entry.bytes;
    else if (entry.type === 'script')
      total[entry.startedAt <= loadedAt ? 'criticalJs' : 'prefetchedJs'] += entry.bytes;
    else if (entry.type === 'image') total.images += entry.bytes;
    else total.other += entry.bytes;
  }
  total.all = Object.values(total).reduce((a, b) => a + b, 0);
  return total;
}

for (const [label, path, budget] of weighed) {
  const weight = await weigh(path);
  row(
    'Weight',
    `${label} ${path}`,
    `${kb(weight.all)} (HTML ${kb(weight.html)}, CSS ${kb(weight.css)}, JS ${kb(weight.criticalJs)} + ${kb(weight.prefetchedJs)} prefetched, images ${kb(weight.images)}, other ${kb(weight.other)})`,
    `≤ ${budget} KB`,
    weight.all <= budget * 1024,
  );
  if (path === '/') {
    row(
      'Weight',
      'Home critical JS',
      kb(weight.criticalJs),
      '≤ 170 KB',
      weight.criticalJs <= 170 * 1024,
    );
  }
}

// --- 3. Lighthouse ------------------------------------------------------------
if (!args['skip-lighthouse']) {
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const audited = [
    ['Home', '/'],
    ['Doc page', '/docs/Utilisateur/Cashless/Refund/'],
    ['Introduction', '/docs/presentation/introduction/'],
    ['Roadmap', '/roadmap/'],
    ['Search page', '/search/?q=refund'],
    // Its "Read more" links are named with the words they show (issue 24).
    ['Blog index', '/blog/'],
    ['Blog index (fr)', '/fr/blog/'],
  ];
  const performanceOf = {};
  for (const [label, path] of audited) {
    const results = [];
    for (let run = 0; run < runs; run++) {
      const chrome = await chromeLauncher.launch({
        chromePath: chromiumPath,
        chromeFlags: ['--headless=new', ...chromiumArgs],
      });
      try {
        const {lhr} = await lighthouse(`${origin}${encodeURI(path)}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        results.push({
          performance: lhr.categories.performance.score * 100,
          accessibility: lhr.categories.accessibility.score * 100,
          bestPractices: lhr.categories['best-practices'].score * 100,
          seo: lhr.categories.seo.score * 100,
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
        });
      } finally {
        await chrome.kill();
      }
    }
    const m = (key) => median(results.map((result) => result[key]));
    performanceOf[label] = m('performance');
    row(
      'Lighthouse',
      `${label}: performance`,
      m('performance').toFixed(0),
      '≥ 98',
      m('performance') >= 98,
    );
    row(
      'Lighthouse',
      `${label}: accessibility`,
      m('accessibility').toFixed(0),
      '= 100',
      m('accessibility') === 100,
    );
    row(
      'Lighthouse',
      `${label}: best practices`,
      m('bestPractices').toFixed(0),
      '= 100',
      m('bestPractices') === 100,
    );
    row('Lighthouse', `${label}: SEO`, m('seo').toFixed(0), '= 100', m('seo') === 100);
    row(
      'Lighthouse',
      `${label}: LCP / TBT`,
      `${m('lcp').toFixed(0)} ms / ${m('tbt').toFixed(0)} ms`,
    );
    if (path === '/')
      row('Lighthouse', `${label}: CLS`, m('cls').toFixed(3), '= 0', m('cls') === 0);
    else row('Lighthouse', `${label}: CLS`, m('cls').toFixed(3));
  }
  const gap = performanceOf.Introduction - performanceOf['Search page'];
  row(
    'Lighthouse',
    'Search page /search/?q=refund against the introduction, same run',
    `${performanceOf['Search page'].toFixed(0)} against ${performanceOf.Introduction.toFixed(0)}`,
    'within 5 points',
    gap <= 5,
  );
}

// --- 4. Search ------------------------------------------------------------------
const {indexOnDisk, firstResults} = await import('./bench-search.mjs');
const searchQueries = [
  ['en', '/docs/', 'refund card'],
  ['fr', '/fr/docs/', 'remboursement carte'],
];

/** The search's figures on a served build: index on disk, bytes and time to the first result. */
async function searchFigures(label, dir, siteOrigin, seconds) {
  row(
    'Search',
    `${label}: cold build, both locales (Rspack)`,
    seconds === null ? 'not measured (--skip-build)' : `${seconds.toFixed(1)} s`,
  );
  const figures = {};
  for (const [locale, path, query] of searchQueries) {
    const disk = indexOnDisk(join(dir, locale === 'en' ? '' : locale, 'search-index'));
    row(
      'Search',
      `${label}: index on disk, ${locale}`,
      `${kb(disk.raw)} raw, ${kb(disk.gzip)} gzip, ${disk.files} files`,
    );
    const result = await firstResults(browser, siteOrigin, path, query);
    const today = label === 'Today';
    row(
      'Search',
      `${label}: first result of "${query}", 4× CPU, slow 4G (median of 3, cold)`,
      `${result.ms.toFixed(0)} ms; ${kb(result.search)} before it (engine ${kb(result.engine)}, index ${kb(result.index)}, other ${kb(result.other)}; modal ${kb(result.modal)} left out)`,
      today ? '≤ 60 KB' : '',
      today ? result.search <= 60 * 1024 : null,
    );
    figures[locale] = result;
  }
  return figures;
}

const todaySearch = await searchFigures('Today', 'build', origin, buildSeconds);

// Query time in Node over today's index, the relevance questions (steady state).
const {createServer} = await import('vite');
const vite = await createServer({
  configFile: 'vitest.config.ts',
  server: {middlewareMode: true},
  appType: 'custom',
  logLevel: 'silent',
});
const {engineFor} = await vite.ssrLoadModule('/tests/search/top-pages.ts');
const {english, french} = await vite.ssrLoadModule('/tests/search/queries.ts');
await vite.close();
for (const [locale, questions] of [
  ['en', english],
  ['fr', french],
]) {
  const engine = await engineFor(locale);
  for (const {query} of questions) await engine.search(query);
  const times = [];
  for (let round = 0; round < 10; round++) {
    for (const {query} of questions) {
      const started = performance.now();
      await engine.search(query);
      times.push(performance.now() - started);
    }
  }
  row(
    'Search',
    `Query time in Node, ${locale} (${times.length} queries, files read)`,
    `p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms`,
    'p95 ≤ 5 ms',
    percentile(times, 95) <= 5,
  );
}

if (!args['skip-fixture']) {
  console.error('search fixture: generating…');
  const fixture = spawnSync(process.execPath, ['scripts/search-fixture.mjs'], {encoding: 'utf8'});
  if (fixture.status !== 0) throw new Error(`search fixture failed:\n${fixture.stderr}`);
  const fixtureDir = fixture.stdout.trim();
  console.error(`search fixture: building ${fixtureDir}…`);
  const started = performance.now();
  const built = spawnSync(process.execPath, [join(fixtureDir, docusaurus), 'build'], {
    cwd: fixtureDir,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {...process.env, NO_UPDATE_NOTIFIER: '1', ANNOUNCEMENT_ID: '', ANALYTICS_SCRIPT_URL: ''},
  });
  if (built.status !== 0) throw new Error(`search fixture build failed:\n${built.stderr}`);
  const fixtureSeconds = (performance.now() - started) / 1000;
  const fixtureOrigin = `http://127.0.0.1:${port + 2}`;
  const fixtureServer = spawn(
    process.execPath,
    ['scripts/serve.mjs', '--port', String(port + 2), '--dir', join(fixtureDir, 'build')],
    {stdio: 'ignore'},
  );
  process.on('exit', () => fixtureServer.kill());
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      if ((await fetch(`${fixtureOrigin}/`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const pages = countPages(join(fixtureDir, 'build'));
  const fixtureSearch = await searchFigures(
    `Fixture (${pages} pages)`,
    join(fixtureDir, 'build'),
    fixtureOrigin,
    fixtureSeconds,
  );
  for (const [locale] of searchQueries) {
    const growth = fixtureSearch[locale].search / todaySearch[locale].search;
    row(
      'Search',
      `Fixture / today: bytes before the first result, ${locale}`,
      `× ${growth.toFixed(2)}; time × ${(fixtureSearch[locale].ms / todaySearch[locale].ms).toFixed(2)}`,
      '< × 2',
      growth < 2,
    );
  }
  fixtureServer.kill();
  rmSync(fixtureDir, {recursive: true, force: true});
}

if (!args['skip-pwa']) {
  const {benchOffline} = await import('./bench-pwa.mjs');
  await benchOffline({origin, row});
}

await browser.close();
server.kill();

// --- 5. Test suite ----------------------------------------------------------------
/** Runs a command in `cwd`, its output added to `log`; returns [exit code, seconds]. */
function timed(command, commandArgs, cwd, log, env = {}) {
  const started = performance.now();
  const result = spawnSync(command, commandArgs, {
    cwd,
    env: {...process.env, ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 256 * 1024 * 1024,
  });
  writeFileSync(log, `${result.stdout ?? ''}${result.stderr ?? ''}`, {flag: 'a'});
  return [result.status ?? 1, (performance.now() - started) / 1000];
}

if (!args['skip-test-suite']) {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {encoding: 'utf8'}).stdout.trim();
  const dirty = spawnSync('git', ['status', '--porcelain'], {encoding: 'utf8'}).stdout.trim();
  const clone = mkdtempSync(join(tmpdir(), 'tibillet-bench-'));
  const log = join(clone, 'bench-test-suite.log');
  const minutes = (seconds) => `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
  console.error(`test suite: fresh clone of ${head} in ${clone}…`);
  spawnSync('git', ['clone', '--quiet', '--no-hardlinks', '.', join(clone, 'site')]);
  const site = join(clone, 'site');
  // As .ci/run does; another port than a server the reader may have running.
  const env = {CI: 'true', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', E2E_PORT: String(port + 1)};
  console.error('test suite: npm ci…');
  const [installed, installTime] = timed('npm', ['ci', '--no-audit', '--no-fund'], site, log, env);
  row(
    'Test suite',
    `npm ci, fresh clone of ${head}${dirty ? ' (uncommitted changes left out)' : ''}`,
    installed === 0 ? minutes(installTime) : `failed, see ${log}`,
  );
  if (installed === 0) {
    console.error('test suite: npm test…');
    const [tested, testTime] = timed('npm', ['test'], site, log, env);
    row(
      'Test suite',
      'npm test, 2 Playwright workers as in CI',
      tested === 0 ? minutes(testTime) : `failed (exit ${tested}), see ${log}`,
      '≤ 8 min',
      tested === 0 && testTime <= 8 * 60,
    );
    if (tested === 0) rmSync(clone, {recursive: true, force: true});
  }
}

// --- Table ---------------------------------------------------------------------
const labelWidth = Math.max(...rows.map((r) => r.label.length));
let section = '';
console.log('');
for (const r of rows) {
  if (r.section !== section) {
    section = r.section;
    console.log(`\n${section}`);
  }
  const verdict = r.pass === null ? '    ' : r.pass ? 'PASS' : 'FAIL';
  console.log(
    `  ${verdict}  ${r.label.padEnd(labelWidth)}  ${r.value}${r.budget ? `   [budget ${r.budget}]` : ''}`,
  );
}
const failed = rows.filter((r) => r.pass === false).length;
console.log(
  `\n${rows.filter((r) => r.pass !== null).length - failed} budgets met, ${failed} missed.`,
);
