/**
 * npm run bench, "Pages against the stock template": every kind of page of
 * the site, in both languages, beside the stock template's docs page and
 * home (scripts/bench-stock.mjs), served by the same server in the same run.
 *
 * - Bytes: a first load in a fresh browser context (empty cache, service
 *   workers blocked: what they save in the background is measured apart,
 *   scripts/bench-pwa.mjs), every response of the page's origin as sent
 *   (gzip, headers included) until the network has been idle, except the
 *   link prefetches Docusaurus starts when the browser is idle (requests
 *   sent with `Sec-Purpose: prefetch`: pages the reader may open next).
 *   Median of --runs loads.
 * - Lighthouse 12, mobile preset (simulated slow 4G, CPU ×4), Debian's
 *   Chromium: total blocking time and performance, median of --runs.
 * - Beside Lighthouse, and skipped with it: the blocking time read in the
 *   page at 4× CPU (`blocking`), printed without a budget.
 *
 * Budgets: every page at most 0.9 times the stock page of its kind by bytes
 * (the home against stock's home, every other page against stock's docs
 * page), and a total blocking time no longer than the stock page's.
 */
/** [label, path, stock page it is held against]. French paths are the same under /fr. */
export const pageKinds = [
  ['Home', '/', 'home'],
  ['Introduction', '/docs/presentation/introduction/', 'docs'],
  ['Guide with tables', '/docs/Utilisateur/Cashless/Refund/', 'docs'],
  ['API page', '/docs/api/events/', 'docs'],
  ['Diagrams (API reservations)', '/docs/api/reservations/', 'docs'],
  ['Diagrams (self-hosting)', '/docs/install/docker_install/', 'docs'],
  ['Search page', '/search/?q=refund', 'docs'],
  ['Roadmap', '/roadmap/', 'docs'],
  ['Blog', '/blog/', 'docs'],
];

export const stockPages = {home: '/', docs: '/docs/intro/'};

/** The French twin of a path: the same page under /fr/, the search in French words. */
export const frenchPath = (path) =>
  `/fr${path.replace('?q=refund', `?q=${encodeURIComponent('remboursement')}`)}`;

export const RATIO_BUDGET = 0.9;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * One first load: bytes by kind of file. `origin` is the served site.
 * @returns {Promise<{all: number, html: number, css: number, js: number, images: number, other: number, prefetched: number, files: number}>}
 */
export async function weighOnce(browser, origin, path) {
  const context = await browser.newContext({serviceWorkers: 'block'});
  const page = await context.newPage();
  const pending = [];
  const entries = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        if (!request.url().startsWith(origin)) return;
        const [sizes, headers] = await Promise.all([
          request.sizes().catch(() => null),
          request.allHeaders().catch(() => ({})),
        ]);
        if (!sizes) return;
        const type = request.resourceType();
        const isScript = type === 'script' || new URL(request.url()).pathname.endsWith('.js');
        entries.push({
          kind: String(headers['sec-purpose'] ?? '').includes('prefetch')
            ? 'prefetched'
            : type === 'document'
              ? 'html'
              : type === 'stylesheet'
                ? 'css'
                : isScript
                  ? 'js'
                  : type === 'image'
                    ? 'images'
                    : 'other',
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        });
      })(),
    );
  });
  await page.goto(`${origin}${path}`, {waitUntil: 'load'});
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  const total = {html: 0, css: 0, js: 0, images: 0, other: 0, prefetched: 0, files: 0};
  for (const {kind, bytes} of entries) {
    total[kind] += bytes;
    if (kind !== 'prefetched') total.files += 1;
  }
  total.all = total.html + total.css + total.js + total.images + total.other;
  return total;
}

/** The load whose total is the median of `runs` loads. */
export async function weigh(browser, origin, path, runs) {
  const loads = [];
  for (let run = 0; run < runs; run++) loads.push(await weighOnce(browser, origin, path));
  const middle = median(loads.map((load) => load.all));
  return loads.reduce((best, load) =>
    Math.abs(load.all - middle) < Math.abs(best.all - middle) ? load : best,
  );
}

/**
 * Blocking time read in the page, not simulated: a first load at a phone's
 * size with the CPU slowed 4× (Lighthouse's mobile factor), the time of its
 * long tasks beyond 50 ms each until the network has been idle for 2 s.
 * Lighthouse simulates its total blocking time from a trace taken at full
 * speed; on a busy 2-core machine that estimate differed by up to 2× between
 * the English and French twins of one page (2026-11-28). Median of `runs`.
 */
export async function blocking(browser, origin, path, runs) {
  const times = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: {width: 412, height: 823},
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks = [];
      /** @type {any} */ (window).__benchLongTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({type: 'longtask', buffered: true});
    });
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.goto(`${origin}${path}`, {waitUntil: 'load'});
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    const tasks = await page.evaluate(() => /** @type {any} */ (window).__benchLongTasks);
    times.push(tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0));
    await context.close();
  }
  return median(times);
}

/** Lighthouse, mobile preset: medians of `runs` audits. */
export async function audit(url, runs, chromiumPath, chromiumArgs) {
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const results = [];
  // A run that fails (a protocol timeout on a busy machine) is tried again, twice.
  for (let run = 0, failures = 0; run < runs && failures < 3;) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: ['--headless=new', ...chromiumArgs],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      }).catch((error) => {
        console.error(`Lighthouse failed on ${url}: ${error.message}`);
        return null;
      });
      if (result?.lhr.runtimeError) {
        console.error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
      }
      if (!result || result.lhr.runtimeError) {
        failures += 1;
        continue;
      }
      const {lhr} = result;
      run += 1;
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
  if (results.length === 0) return null;
  const m = (key) => median(results.map((result) => result[key]));
  return {
    performance: m('performance'),
    accessibility: m('accessibility'),
    bestPractices: m('bestPractices'),
    seo: m('seo'),
    lcp: m('lcp'),
    tbt: m('tbt'),
    cls: m('cls'),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Weighs (and audits, unless `lighthouse` is false) every kind of page and
 * the stock pages; adds the budget rows; returns the table as Markdown.
 */
export async function benchPages({
  browser,
  origin,
  stockOrigin,
  runs,
  lighthouse,
  only,
  chromiumPath,
  chromiumArgs,
  row,
  log = console.error,
}) {
  const stock = {};
  for (const [kind, path] of Object.entries(stockPages)) {
    log(`pages: stock ${path}…`);
    stock[kind] = {
      path,
      weight: await weigh(browser, stockOrigin, path, runs),
      lighthouse: lighthouse
        ? await audit(`${stockOrigin}${path}`, runs, chromiumPath, chromiumArgs)
        : null,
      blocking: lighthouse ? await blocking(browser, stockOrigin, path, runs) : null,
    };
  }

  const measured = [];
  for (const [label, englishPath, against] of pageKinds) {
    for (const [language, path] of [
      ['en', englishPath],
      ['fr', frenchPath(englishPath)],
    ]) {
      const name = `${label}, ${language}`;
      if (only && !only.test(name) && !only.test(path)) continue;
      log(`pages: ${path}…`);
      const address = encodeURI(decodeURI(path));
      const weight = await weigh(browser, origin, address, runs);
      const audited = lighthouse
        ? await audit(`${origin}${address}`, runs, chromiumPath, chromiumArgs)
        : null;
      const blocked = lighthouse ? await blocking(browser, origin, address, runs) : null;
      // Each page's figures as they come: a long run that stops keeps them.
      log(
        `  ${(weight.all / 1024).toFixed(1)} KB` +
          (audited
            ? `, TBT ${audited.tbt.toFixed(0)} ms, performance ${audited.performance.toFixed(0)}`
            : '') +
          (blocked === null ? '' : `, blocking ${blocked.toFixed(0)} ms at 4× CPU`),
      );
      measured.push({
        label,
        language,
        name,
        path,
        against,
        weight,
        lighthouse: audited,
        blocking: blocked,
      });
    }
  }

  const lines = [
    '| Page | This site | Stock | Ratio | TBT (stock) | Performance (stock) | Blocking at 4× CPU (stock) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const page of measured) {
    const reference = stock[page.against];
    const ratio = page.weight.all / reference.weight.all;
    const {html, css, js, images, other, prefetched} = page.weight;
    row(
      'Pages against the stock template',
      `${page.name} ${page.path}`,
      `${kb(page.weight.all)} / ${kb(reference.weight.all)} = ${ratio.toFixed(2)} (HTML ${kb(html)}, CSS ${kb(css)}, JS ${kb(js)}, images ${kb(images)}, other ${kb(other)}; ${kb(prefetched)} prefetched, left out)`,
      `≤ ${RATIO_BUDGET}`,
      ratio <= RATIO_BUDGET,
    );
    let tbtCell = '';
    let performanceCell = '';
    if (lighthouse && !(page.lighthouse && reference.lighthouse)) {
      row(
        'Pages against the stock template',
        `${page.name}: total blocking time against stock's ${page.against}`,
        'not measured: Lighthouse failed three times',
        '≤ stock',
        false,
      );
    }
    if (page.lighthouse && reference.lighthouse) {
      const {tbt, performance: score} = page.lighthouse;
      const stockTbt = reference.lighthouse.tbt;
      row(
        'Pages against the stock template',
        `${page.name}: total blocking time against stock's ${page.against}`,
        `${tbt.toFixed(0)} ms against ${stockTbt.toFixed(0)} ms (performance ${score.toFixed(0)} against ${reference.lighthouse.performance.toFixed(0)})`,
        '≤ stock',
        tbt <= stockTbt,
      );
      tbtCell = `${tbt.toFixed(0)} ms (${stockTbt.toFixed(0)})`;
      performanceCell = `${score.toFixed(0)} (${reference.lighthouse.performance.toFixed(0)})`;
      const {accessibility, bestPractices, seo} = page.lighthouse;
      row(
        'Lighthouse',
        `${page.name}: accessibility, best practices, SEO`,
        `${accessibility.toFixed(0)}, ${bestPractices.toFixed(0)}, ${seo.toFixed(0)}`,
        '= 100',
        accessibility === 100 && bestPractices === 100 && seo === 100,
      );
    }
    let blockingCell = '';
    if (page.blocking !== null && reference.blocking !== null) {
      blockingCell = `${page.blocking.toFixed(0)} ms (${reference.blocking.toFixed(0)})`;
      row(
        'Pages against the stock template',
        `${page.name}: blocking time read in the page, 4× CPU, against stock's ${page.against}`,
        `${page.blocking.toFixed(0)} ms against ${reference.blocking.toFixed(0)} ms`,
      );
    }
    lines.push(
      `| ${page.name} | ${kb(page.weight.all)} | ${kb(reference.weight.all)} | ${ratio.toFixed(2)} | ${tbtCell} | ${performanceCell} | ${blockingCell} |`,
    );
  }

  // The search page against the introduction, in the same run (issue 31).
  for (const language of ['en', 'fr']) {
    const search = measured.find((p) => p.label === 'Search page' && p.language === language);
    const intro = measured.find((p) => p.label === 'Introduction' && p.language === language);
    if (!search || !intro) continue;
    const extra = search.weight.all - intro.weight.all;
    row(
      'Search page',
      `Search page, ${language}: first load against the introduction's`,
      `${extra >= 0 ? '+' : ''}${kb(extra)} (${kb(search.weight.all)} against ${kb(intro.weight.all)})`,
      '≤ +10 KB',
      extra <= 10 * 1024,
    );
    if (search.lighthouse && intro.lighthouse) {
      const gap = intro.lighthouse.performance - search.lighthouse.performance;
      row(
        'Search page',
        `Search page, ${language}: Lighthouse performance against the introduction's`,
        `${search.lighthouse.performance.toFixed(0)} against ${intro.lighthouse.performance.toFixed(0)}`,
        'within 5 points',
        gap <= 5,
      );
      row(
        'Search page',
        `Search page, ${language}: cumulative layout shift`,
        search.lighthouse.cls.toFixed(3),
        '= 0',
        search.lighthouse.cls === 0,
      );
    }
  }

  const stockLines = Object.entries(stock).map(
    ([kind, {path, weight, lighthouse: audited}]) =>
      `Stock ${kind} ${path}: ${kb(weight.all)} (HTML ${kb(weight.html)}, CSS ${kb(weight.css)}, JS ${kb(weight.js)}, images ${kb(weight.images)}, other ${kb(weight.other)}; ${kb(weight.prefetched)} prefetched, left out)` +
      (audited
        ? `; TBT ${audited.tbt.toFixed(0)} ms, performance ${audited.performance.toFixed(0)}`
        : ''),
  );
  return [...stockLines, '', ...lines].join('\n');
}
