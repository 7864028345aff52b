#!/usr/bin/env node
/**
 * Writes an HTML gallery of the visual suite for a reviewer:
 * visual-gallery/index.html shows every baseline screenshot
 * (tests/visual/screenshots), one row per page, English and French side by
 * side, desktop light then phone dark. For each screenshot that differed in
 * the last `npm run test:visual` (test-results/visual), the new screenshot
 * and the difference are shown next to the baseline, first in the page.
 * The folder holds copies of the images, so it can be opened or uploaded
 * as it is.
 *
 * Usage: npm run gallery [-- --out visual-gallery]
 */
import {copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {basename, join, relative, resolve} from 'node:path';
import {parseArgs} from 'node:util';

const {values} = parseArgs({
  options: {
    out: {type: 'string', default: 'visual-gallery'},
    baselines: {type: 'string', default: 'tests/visual/screenshots'},
    results: {type: 'string', default: 'test-results/visual'},
  },
});
const out = resolve(values.out);
const baselineDir = resolve(values.baselines);
const resultsDir = resolve(values.results);

const columns = [
  ['en', 'desktop-light'],
  ['fr', 'desktop-light'],
  ['en', 'phone-dark'],
  ['fr', 'phone-dark'],
];
const namePattern = /^(en|fr)-(desktop-light|phone-dark)-(.+)\.png$/;

/** Every file under a folder, recursively. */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const baselines = filesUnder(baselineDir).filter((file) => file.endsWith('.png'));
/** Screenshot name → {actual, diff} of the last run, for those that differed or were new. */
const changes = new Map();
for (const file of filesUnder(resultsDir)) {
  const match = basename(file).match(/^(.+)-(actual|diff)\.png$/);
  if (!match) continue;
  const name = `${match[1]}.png`;
  changes.set(name, {...changes.get(name), [match[2]]: file});
}

const screenshots = new Map(); // page → Map(column key → name)
for (const name of new Set([...baselines.map((file) => basename(file)), ...changes.keys()])) {
  const match = name.match(namePattern);
  if (!match) continue;
  const [, locale, screen, page] = match;
  if (!screenshots.has(page)) screenshots.set(page, new Map());
  screenshots.get(page).set(`${locale}-${screen}`, name);
}

rmSync(out, {recursive: true, force: true});
mkdirSync(join(out, 'images'), {recursive: true});
const copy = (file, as) => {
  copyFileSync(file, join(out, 'images', as));
  return `images/${encodeURIComponent(as)}`;
};
const escape = (text) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[char],
  );

function cell(name) {
  if (!name) return '<td class="none">none</td>';
  const baseline = join(baselineDir, name);
  const change = changes.get(name);
  const figures = [];
  if (existsSync(baseline)) figures.push(['baseline', copy(baseline, name)]);
  else figures.push(['no baseline yet', null]);
  if (change?.actual)
    figures.push(['this run', copy(change.actual, name.replace(/\.png$/, '-actual.png'))]);
  if (change?.diff)
    figures.push(['difference', copy(change.diff, name.replace(/\.png$/, '-diff.png'))]);
  return `<td${change ? ' class="changed"' : ''}>${figures
    .map(
      ([label, src]) =>
        `<figure>${src ? `<a href="${src}"><img src="${src}" alt="${escape(`${name}, ${label}`)}" loading="lazy"></a>` : ''}<figcaption>${escape(label)}</figcaption></figure>`,
    )
    .join('')}</td>`;
}

const pages = [...screenshots.keys()].sort((a, b) => {
  const changed = (page) => [...screenshots.get(page).values()].some((name) => changes.has(name));
  return Number(changed(b)) - Number(changed(a)) || a.localeCompare(b);
});
const changedCount = [...changes.keys()].filter((name) => namePattern.test(name)).length;
const total = [...screenshots.values()].reduce((sum, row) => sum + row.size, 0);

const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Visual suite: ${total} screenshots, ${changedCount} changed</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 1rem; }
  table { border-collapse: collapse; }
  th, td { border: 1px solid #ccc; padding: 0.5rem; vertical-align: top; }
  th[scope="row"] { text-align: left; white-space: nowrap; }
  td.changed { background: #fff4d6; outline: 3px solid #c2410c; }
  figure { display: inline-block; margin: 0 0.5rem 0.5rem 0; }
  img { display: block; max-width: 320px; max-height: 420px; border: 1px solid #999; }
  figcaption { font-size: 12px; color: #444; }
</style>
</head>
<body>
<h1>Visual suite</h1>
<p>${total} screenshots from <code>${escape(relative(process.cwd(), baselineDir))}</code>; ${changedCount} differed or were new in the last run (<code>${escape(relative(process.cwd(), resultsDir))}</code>), shown first and framed. Click an image to open it at full size.</p>
<table>
<thead><tr><th scope="col">Page</th>${columns.map(([locale, screen]) => `<th scope="col">${locale}, ${screen}</th>`).join('')}</tr></thead>
<tbody>
${pages.map((page) => `<tr><th scope="row">${escape(page)}</th>${columns.map(([locale, screen]) => cell(screenshots.get(page).get(`${locale}-${screen}`))).join('')}</tr>`).join('\n')}
</tbody>
</table>
</body>
</html>
`;
writeFileSync(join(out, 'index.html'), html);
console.log(
  `Gallery of ${total} screenshots (${changedCount} changed) written to ${relative(process.cwd(), join(out, 'index.html'))}`,
);
