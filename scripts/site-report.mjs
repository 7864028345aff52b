#!/usr/bin/env node
/**
 * The site report, after `npm run build:test` and `npm run test:e2e`:
 * checks the built pages (language of each page, secrets, external links)
 * and gathers what the end-to-end tests recorded (crawl, accessibility,
 * hostile input). Prints one table; exits 1 if anything went wrong or if
 * a part of the report is missing.
 *
 * Usage: npm run check:site
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';

const root = process.cwd();
const build = join(root, 'build');
const metricsDir = join(root, 'test-results', 'site-metrics');

if (!existsSync(join(build, 'index.html'))) {
  console.error('No build found: run "npm run build:test" and "npm run test:e2e" first.');
  process.exit(1);
}

function htmlFiles(dir, skip = []) {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skip.includes(path) ? [] : htmlFiles(path, skip);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

const english = htmlFiles(build, [join(build, 'fr')]);
const french = htmlFiles(join(build, 'fr'));

// --- Language of each page: common words of each language in the main text.
const markers = {
  en: new Set(
    'the and of to is for with you your this that are can from what how when which'.split(' '),
  ),
  fr: new Set(
    'le la les des du et est pour avec vous votre une dans sur que qui pas ce cette sont'.split(
      ' ',
    ),
  ),
};

function mainText(html) {
  const main = /<main[\s>][\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  return main
    .replace(/<(script|style|pre|code|svg)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
}

function language(text) {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const count = (lang) => words.filter((word) => markers[lang].has(word)).length;
  const en = count('en');
  const fr = count('fr');
  if (en + fr < 8) return null; // too little prose to tell
  return en > fr * 1.5 ? 'en' : fr > en * 1.5 ? 'fr' : 'mixed';
}

const wrongLanguage = [];
for (const [files, expected] of [
  [english, 'en'],
  [french, 'fr'],
]) {
  for (const file of files) {
    const found = language(mainText(readFileSync(file, 'utf8')));
    if (found && found !== expected)
      wrongLanguage.push(`${relative(root, file)}: reads as ${found}`);
  }
}

// --- Secrets: key-like strings in any built file.
const secretPatterns = [
  /sk_(live|test)_[0-9a-zA-Z]{16,}/,
  /rk_(live|test)_[0-9a-zA-Z]{16,}/,
  /whsec_[0-9a-zA-Z]{16,}/,
  /AKIA[0-9A-Z]{16}/,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  /gh[pousr]_[A-Za-z0-9]{36}/,
  /xox[baprs]-[0-9A-Za-z-]{10,}/,
  /Api-Key [A-Za-z0-9]{8,}\.[A-Za-z0-9]{16,}/,
];
const secrets = [];
function scanSecrets(dir) {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) scanSecrets(path);
    else if (/\.(html|js|json|xml|txt|css|csv)$/.test(entry.name)) {
      const text = readFileSync(path, 'utf8');
      for (const pattern of secretPatterns) {
        if (pattern.test(text)) secrets.push(`${relative(root, path)}: ${pattern}`);
      }
    }
  }
}
scanSecrets(build);

// --- External links that open a new tab must not hand over the opener.
const unsafeLinks = [];
for (const file of [...english, ...french]) {
  const html = readFileSync(file, 'utf8');
  for (const [tag] of html.matchAll(/<a\s[^>]*target=["']?_blank[^>]*>/g)) {
    if (!/rel=["']?[^>]*noopener/.test(tag))
      unsafeLinks.push(`${relative(root, file)}: ${tag.slice(0, 80)}`);
  }
}

// --- Pages about the product checked against it more than six months before
// this build (their checked_against front matter; the build itself fails on
// a page that lacks it). Listed, not failed: the pages are still right about
// the version they name, but a maintainer should check them again.
const builtOn = statSync(join(build, 'index.html')).mtime;
const sixMonthsBefore = new Date(builtOn);
sixMonthsBefore.setUTCMonth(sixMonthsBefore.getUTCMonth() - 6);
const stale = [];
let checkedPages = 0;
for (const dir of ['docs', 'i18n/fr/docusaurus-plugin-content-docs/current']) {
  for (const file of readdirSync(join(root, dir), {recursive: true})) {
    if (!/\.mdx?$/.test(file)) continue;
    const frontMatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(root, dir, file), 'utf8'));
    const checked = /^checked_against:([\s\S]*?)(?=^\w|$(?![\s\S]))/m.exec(frontMatter?.[1] ?? '');
    if (!checked) continue;
    checkedPages += 1;
    const dates = [...checked[1].matchAll(/date:\s*(\d{4}-\d\d-\d\d)/g)].map((m) => m[1]).sort();
    if (dates.length > 0 && new Date(`${dates[0]}T00:00:00Z`) < sixMonthsBefore) {
      stale.push(`${dir}/${file}: checked on ${dates[0]}`);
    }
  }
}

// --- What the end-to-end tests recorded.
function metrics(prefix) {
  if (!existsSync(metricsDir)) return [];
  return readdirSync(metricsDir)
    .filter((file) => file.startsWith(prefix))
    .map((file) => JSON.parse(readFileSync(join(metricsDir, file), 'utf8')));
}
const sum = (list, key) => list.reduce((total, item) => total + (Number(item[key]) || 0), 0);
const crawl = metrics('crawl-');
// Every kind of page in each language and device, in both colour modes,
// scanned by axe and HTML_CodeSniffer (4 runs), and the search modal and
// mobile menu scanned by axe in each language (4).
const accessibility = [...metrics('a11y-'), ...metrics('axe-')];
const accessibilityRuns = accessibility.length === 8;
const hostile = metrics('hostile-');
const odd = metrics('odd-');

const rows = [
  ['Routes crawled (both locales)', sum(crawl, 'routes'), crawl.length === 8],
  ['Link targets checked', sum(crawl, 'linkTargets'), crawl.length === 8],
  ['Crawl errors', sum(crawl, 'errors'), sum(crawl, 'errors') === 0 && crawl.length === 8],
  [
    'CSP violations',
    sum(crawl, 'cspViolations'),
    sum(crawl, 'cspViolations') === 0 && crawl.length === 8,
  ],
  ['Pages scanned by axe and HTML_CodeSniffer', sum(accessibility, 'pages'), accessibilityRuns],
  [
    'Accessibility violations',
    sum(accessibility, 'violations'),
    sum(accessibility, 'violations') === 0 && accessibilityRuns,
  ],
  ['Hostile queries tried', sum(hostile, 'tried'), sum(hostile, 'tried') >= 15],
  [
    'Hostile queries that ran code',
    sum(hostile, 'executed'),
    hostile.length === 1 && sum(hostile, 'executed') === 0,
  ],
  ['Odd addresses tried', sum(odd, 'tried'), sum(odd, 'tried') > 0],
  ['Pages in the wrong language', wrongLanguage.length, wrongLanguage.length === 0],
  ['Secrets in the build', secrets.length, secrets.length === 0],
  ['New-tab links without noopener', unsafeLinks.length, unsafeLinks.length === 0],
  ['Pages that say what they were checked against', checkedPages, checkedPages > 0],
  ['Pages checked over six months before the build', stale.length, stale.length === 0 || 'warn'],
];

const width = Math.max(...rows.map(([label]) => label.length));
console.log(`\nSite report (${english.length} English and ${french.length} French HTML files)\n`);
for (const [label, value, ok] of rows) {
  const status = ok === 'warn' ? 'WARN' : ok ? 'PASS' : 'FAIL';
  console.log(`  ${status}  ${label.padEnd(width)}  ${value}`);
}
if (stale.length > 0) {
  console.log(
    `\nCheck these pages against the product again (then update their checked_against):\n${stale
      .map((line) => `  - ${line}`)
      .join('\n')}`,
  );
}
const details = [
  ...wrongLanguage,
  ...secrets,
  ...unsafeLinks,
  ...crawl.flatMap((item) => item.failures ?? []),
  ...accessibility.flatMap((item) => item.failures ?? []),
  ...hostile.flatMap((item) => item.failures ?? []),
];
if (details.length > 0) console.log(`\n${details.map((line) => `  - ${line}`).join('\n')}`);
const failed = rows.some(([, , ok]) => !ok);
if (failed) {
  console.error(
    '\nSome checks failed or did not run. Run "npm run build:test && npm run test:e2e" first, then this report.',
  );
  process.exit(1);
}
