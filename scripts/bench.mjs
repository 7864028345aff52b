#!/usr/bin/env node
/**
 * npm run bench: the speed and size of the site, as one table with its
 * budgets. Absolute times on a shared machine are noisy: builds are
 * compared within the same run, Lighthouse and browser timings are medians.
 *
 *   node scripts/bench.mjs [--skip-build] [--skip-lighthouse] [--skip-search] [--skip-fixture]
 *                          [--skip-pwa] [--skip-test-suite] [--skip-stock-build] [--fresh-stock]
 *                          [--only <pattern>] [--build-dir build] [--runs 3] [--build-runs 1]
 *
 * 1. Build: a cold production build of both locales with Rspack
 *    (experimental_faster) and with webpack, wall time, ratio, pages/second.
 * 2. Pages against the stock template (scripts/bench-pages.mjs): the stock
 *    Docusaurus classic TypeScript template at the site's version, made and
 *    built by scripts/bench-stock.mjs with the site's bundler setting, served
 *    beside the site; every kind of page of the site in both languages
 *    against stock's docs page or home: first-load bytes as sent (gzip),
 *    link prefetches left out, median of --runs, and the ratio (budget
 *    ≤ 0.9); Lighthouse's mobile total blocking time (budget: no more than
 *    stock's) and performance, median of --runs; the search page against the
 *    introduction. --only <pattern> weighs the pages whose name or path
 *    matches; --skip-stock-build reuses the stock build of an earlier run;
 *    --fresh-stock installs the template again.
 * 3. Search (scripts/bench-search.mjs, --skip-search): today's site and the
 *    scale fixture (scripts/search-fixture.mjs, ten times today's docs in
 *    both languages, built cold with Rspack): build time, index size on disk,
 *    bytes before the first result and time to it under 4× CPU and slow 4G;
 *    query time in Node. --skip-fixture leaves the fixture out (its build
 *    takes a few minutes).
 *    Offline and install (scripts/bench-pwa.mjs): what a first visit
 *    downloads in the background, what saving the docs downloads,
 *    Chromium's installability checks; --skip-pwa.
 * 4. Test suite: `npm ci`, then `npm test` as CI runs it, in a fresh clone of
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
import {benchPages} from './bench-pages.mjs';
import {buildStock} from './bench-stock.mjs';

const usage = `Usage: npm run bench -- [--skip-build] [--skip-lighthouse] [--skip-search] [--skip-fixture]
         [--skip-pwa] [--skip-test-suite] [--skip-stock-build] [--fresh-stock]
         [--only <pattern>] [--build-dir build] [--runs 3] [--build-runs 1] [--port 4180]`;
let parsed;
try {
  parsed = parseArgs({
    options: {
      'skip-build': {type: 'boolean', default: false},
      'skip-lighthouse': {type: 'boolean', default: false},
      'skip-test-suite': {type: 'boolean', default: false},
      'skip-fixture': {type: 'boolean', default: false},
      'skip-pwa': {type: 'boolean', default: false},
      'skip-search': {type: 'boolean', default: false},
      'skip-stock-build': {type: 'boolean', default: false},
      'fresh-stock': {type: 'boolean', default: false},
      only: {type: 'string'},
      // With --skip-build: a build kept elsewhere (e.g. a copy of an earlier commit's).
      'build-dir': {type: 'string', default: 'build'},
      runs: {type: 'string', default: '3'},
      'build-runs': {type: 'string', default: '1'},
      // Not 4190: fetch() refuses it (the Fetch standard's "bad ports").
      port: {type: 'string', default: '4180'},
    },
  });
} catch (error) {
  console.error(`bench: ${error.message}\n${usage}`);
  process.exit(2);
}
const {values: args} = parsed;
for (const name of ['runs', 'build-runs', 'port']) {
  if (!/^[1-9]\d*$/.test(args[name])) {
    console.error(`bench: --${name} takes a whole number, not "${args[name]}"\n${usage}`);
    process.exit(2);
  }
}
if (args['skip-build'] && !existsSync(join(args['build-dir'], 'index.html'))) {
  console.error(
    `bench: --skip-build needs a built site, and ${args['build-dir']}/index.html is missing`,
  );
  process.exit(2);
}
const runs = Number(args.runs);
const buildRuns = Number(args['build-runs']);
const port = Number(args.port);
const buildDir = args['build-dir'];
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

/** Waits until the server at `address` answers its home page (a busy machine starts it slowly). */
async function waitForServer(address) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${address}/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No server answers at ${address}.`);
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
} else if (!existsSync(join(buildDir, 'index.html'))) {
  throw new Error('No build: run without --skip-build, or "npm run build" first.');
} else if (readFileSync(join(buildDir, 'index.html'), 'utf8').includes('stats.tibillet.test')) {
  // npm run build:test points the analytics script at an address that does
  // not resolve outside the tests: Lighthouse counts its failed load as a
  // console error (best practices 96 instead of 100 on every page).
  console.error(
    'Warning: build/ is the test build (npm run build:test); its analytics address fails to ' +
      'load, which lowers Lighthouse best practices. Run "npm run build" first for true figures.',
  );
}

// --- Serve the build --------------------------------------------------------
const server = spawn(
  process.execPath,
  ['scripts/serve.mjs', '--port', String(port), '--dir', buildDir],
  {
    stdio: 'ignore',
  },
);
process.on('exit', () => server.kill());
await waitForServer(origin);

const {chromium} = await import('@playwright/test');
const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});

// --- 2. Pages against the stock template -----------------------------------------
// Bytes of every kind of page against the stock template's, and Lighthouse
// (scripts/bench-pages.mjs, scripts/bench-stock.mjs).
const stockBuild = await buildStock({
  siteDir: process.cwd(),
  fresh: args['fresh-stock'],
  reuse: args['skip-stock-build'],
});
row(
  'Pages against the stock template',
  `Stock template: Docusaurus ${stockBuild.version} classic, TypeScript, the site's experimental_faster`,
  Number.isNaN(stockBuild.seconds)
    ? 'earlier build reused (--skip-stock-build)'
    : `built in ${stockBuild.seconds.toFixed(1)} s`,
);
const stockPort = port + 3;
const stockOrigin = `http://127.0.0.1:${stockPort}`;
const stockServer = spawn(
  process.execPath,
  ['scripts/serve.mjs', '--port', String(stockPort), '--dir', stockBuild.buildDir],
  {stdio: 'ignore'},
);
process.on('exit', () => stockServer.kill());
await waitForServer(stockOrigin);
const pagesTable = await benchPages({
  browser,
  origin,
  stockOrigin,
  runs,
  lighthouse: !args['skip-lighthouse'],
  only: args.only ? new RegExp(args.only, 'i') : null,
  chromiumPath,
  chromiumArgs,
  row,
});
stockServer.kill();

// --- 3. Search ------------------------------------------------------------------
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

if (!args['skip-search']) {
  const todaySearch = await searchFigures('Today', buildDir, origin, buildSeconds);

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
    await waitForServer(fixtureOrigin);
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
}

if (!args['skip-pwa']) {
  const {benchOffline} = await import('./bench-pwa.mjs');
  await benchOffline({origin, row});
}

await browser.close();
server.kill();

// --- 4. Test suite ----------------------------------------------------------------
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
console.log(`\nPages against the stock template (first load as sent, gzip; median of ${runs}):\n`);
console.log(pagesTable);
console.log(
  `\n${rows.filter((r) => r.pass !== null).length - failed} budgets met, ${failed} missed.`,
);
