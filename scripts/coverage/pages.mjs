/**
 * Which inventory items the docs name, in each language. Shared by
 * `npm run check:coverage` and tests/unit/product-inventory.test.ts, which
 * runs without any product checkout on the committed inventory.
 *
 * The rule (README.md beside this file): an item is named on a page checked
 * against its product (`checked_against` in the front matter) when the page
 * shows its label as the product does in that language, same letters and case.
 * A label of one word must stand out (bold, italics, quotes, code, a link, a
 * table cell or a heading), and a one-word menu entry must share a line with
 * its section ("Ticketing › Tags"); a longer label may stand in a sentence. A variable
 * is named in code; a command as `manage.py <name>` or as code on its own; an
 * API operation by its method and path on one line.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import yaml from 'js-yaml';

/**
 * @typedef {{id: string, product: string, kind: string, en: string, fr: string, source: string, line: number} & Record<string, any>} Item
 * @typedef {{products: Record<string, {version?: string, commit?: string}>, items: Item[]}} Inventory
 * @typedef {{id: string, reason: string, why: string}} Exclusion
 * @typedef {{route: string, file: string, language?: string, products: string[], lines: string[], text: string, marked: string[], code: string[], links: string[]}} Page
 * @typedef {{item: Item, en: string[], fr: string[], excluded?: string}} Result
 */

export const siteRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const inventoryFile = join(siteRoot, 'src/data/product-inventory.json');
export const exclusionsFile = join(siteRoot, 'src/data/product-inventory-exclusions.json');
export const languages = ['en', 'fr'];

/** Why an item may be left out: each names a way no reader ever meets it. */
export const reasons = {
  internal:
    'used by the code or by TiBillet itself, never shown to a venue, a member or a self-hoster',
  debug: 'only does something when DEBUG or TEST is on',
  'developer-only': "for the product's developers and tests (demo data, end-to-end tests)",
  deprecated: 'still in the code, no longer used by the product',
  'not-shipped': 'in the code but unreachable in this version (its switch or its app is missing)',
  'no-label':
    "the text is the reader's own data (a name, a ticket number), not a label of the product",
};

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function frontMatter(text) {
  const block = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  try {
    const data = yaml.load(block);
    return data && typeof data === 'object' ? data : {};
  } catch {
    return {};
  }
}

/** The products a page was checked against (its `checked_against` front matter). */
function checkedAgainst(meta) {
  const entries = Array.isArray(meta.checked_against)
    ? meta.checked_against
    : [meta.checked_against];
  return entries
    .filter((entry) => entry && typeof entry === 'object')
    .map((entry) => String(entry.product));
}

/** The route of a docs file, as tests/unit/site.ts computes it. */
function docRoute(file, dir, meta) {
  const path = relative(dir, file).replace(/\.mdx?$/, '');
  if (typeof meta.slug === 'string' && meta.slug.startsWith('/'))
    return `/docs${meta.slug}/`.replace(/\/+$/, '/');
  const folder = dirname(path) === '.' ? '' : `${dirname(path)}/`;
  return `/docs/${folder}${meta.slug ?? path.split('/').pop()}/`;
}

/** Text as compared: typographic apostrophes and spaces made plain, French spacing before : ; ! ? removed. */
export function normalize(text) {
  return text
    .normalize('NFC')
    .replace(/[’‘ʼ]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[\u00a0\u202f\u2009]/g, ' ')
    .replace(/\.\.\./g, '…')
    .replace(/\s+([:;!?»])/g, '$1')
    .replace(/(«)\s+/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

const spanPatterns = [
  /\*\*([^*\n]+?)\*\*/g,
  /__([^_\n]+?)__/g,
  /(?<![*\w])\*([^*\n]+?)\*(?![*\w])/g,
  /(?<![_\w])_([^_\n]+?)_(?![_\w])/g,
  /«([^»\n]+)»/g,
  /"([^"\n]+)"/g,
  /“([^”\n]+)”/g,
  /\[([^\]\n]+)\]\(/g,
  /<(?:strong|b|em|i|kbd|code)>([^<]+)<\/(?:strong|b|em|i|kbd|code)>/g,
];

/**
 * A docs page reduced to what the check reads: its prose, its marked spans and its code.
 * @returns {Page}
 */
export function readPage(file, dir) {
  const raw = readFileSync(file, 'utf8');
  const meta = frontMatter(raw);
  const code = [];
  let body = raw
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/^import .*$/gm, ' ')
    .replace(/^(\s*)(```|~~~)[^\n]*\n([\s\S]*?)^\s*\2\s*$/gm, (_, __, ___, block) => {
      code.push(block);
      return ' ';
    });
  body = body.replace(/`([^`\n]+)`/g, (_, inline) => {
    code.push(inline);
    return ` ${inline} `;
  });
  const marked = [...code];
  if (meta.title) marked.push(meta.title);
  for (const pattern of spanPatterns) {
    for (const match of body.matchAll(pattern)) marked.push(match[1]);
  }
  for (const line of body.split('\n')) {
    const heading = /^#{1,6}\s+(.+?)(?:\s*\{#[\w-]+\})?\s*$/.exec(line);
    if (heading) marked.push(heading[1]);
    if (/^\s*\|/.test(line))
      marked.push(
        ...line
          .split('|')
          .map((cell) => cell.trim())
          .filter(Boolean),
      );
  }
  const prose = body
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\*\*|__|[*[\]]/g, '')
    .replace(/\{#[\w-]+\}/g, '');
  const clean = (text) =>
    normalize(text.replace(/\*\*|__/g, '').replace(/(?<![\w])[*_]|[*_](?![\w])/g, ''));
  return {
    route: docRoute(file, dir, meta),
    file,
    products: checkedAgainst(meta),
    lines: `${meta.title ?? ''}\n${prose}`.split('\n').map(normalize).filter(Boolean),
    text: normalize(`${meta.title ?? ''}\n${prose}`),
    marked: marked.map(clean).filter(Boolean),
    code: code.map((text) => text.replace(/\s+/g, ' ').trim()),
    links: [...body.matchAll(/\]\(<?(https?:\/\/[^)\s>]+)>?\)/g)].map((match) => match[1]),
  };
}

/**
 * The docs pages of both languages under a site root (the site's own, or a fixture's).
 * @returns {{en: Page[], fr: Page[]}}
 */
export function docsPages(root = siteRoot) {
  const dirs = {
    en: join(root, 'docs'),
    fr: join(root, 'i18n/fr/docusaurus-plugin-content-docs/current'),
  };
  return Object.fromEntries(
    languages.map((language) => [
      language,
      walk(dirs[language])
        .filter((file) => /\.mdx?$/.test(file))
        .sort()
        .map((file) => ({...readPage(file, dirs[language]), language})),
    ]),
  );
}

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A pattern for a label: its placeholders (%(x)s, {…}) match any short text; whole words only. */
function labelPattern(label) {
  const parts = normalize(label).split(/%\(\w+\)[sd]|\{…\}|\{\w*\}/);
  const body = parts.map(escape).join('.{1,60}?');
  return new RegExp(`(?<![\\p{L}\\p{N}_])${body}(?![\\p{L}\\p{N}_])`, 'u');
}

const patterns = new Map();
function cached(key, make) {
  if (!patterns.has(key)) patterns.set(key, make());
  return patterns.get(key);
}

/** Whether a page names one label (or name) of an item, in the page's language. */
export function names(page, item, label) {
  if (!page.products.includes(item.product)) return false;
  if (item.kind === 'env') {
    const pattern = cached(
      `env:${label}`,
      () => new RegExp(`(?<![\\w$])${escape(label)}(?![\\w])`),
    );
    return page.code.some((text) => pattern.test(text));
  }
  if (item.kind === 'command') {
    const pattern = cached(
      `command:${label}`,
      () => new RegExp(`manage\\.py\\s+(?:[\\w-]+\\s+)?${escape(label)}(?![\\w-])`),
    );
    return page.code.some((text) => text.trim() === label || pattern.test(text));
  }
  if (item.kind === 'api-route') {
    const path = escape(item.path).replace(/\\\{\w+\\\}/g, '\\{\\w+\\}');
    const pattern = cached(
      `api:${item.method} ${item.path}`,
      () => new RegExp(`(?<![\\w/])${path}(?![\\w/{])`),
    );
    return page.lines.some((line) => line.includes(item.method) && pattern.test(line));
  }
  if (item.kind === 'public-page') {
    // In code or a link, as a path or at the end of an address, itself or a path under it:
    // `/event/`, `https://<your space>/event/<slug>/`; a site's home `/` as a bare address.
    const pattern = cached(`page:${item.path}`, () =>
      item.path === '/'
        ? /^https?:\/\/[^/\s`]+\/?$/
        : new RegExp(`(?:^|[\\s(>"'\`]|\\.[a-z]{2,}|localhost(?::\\d+)?)${escape(item.path)}`),
    );
    return [...page.code, ...page.links].some((text) => pattern.test(text));
  }
  const pattern = cached(`label:${label}`, () => labelPattern(label));
  const words = normalize(label).split(' ').length;
  if (words > 1 && pattern.test(page.text)) return true;
  if (!page.marked.some((span) => pattern.test(span))) return false;
  // A one-word menu entry ("Options", "Tags") is found by its section: both on one line.
  const section =
    item.kind === 'admin-menu' && words === 1 ? item.section?.[language(page)] : undefined;
  if (!section) return true;
  const sectionPattern = cached(`label:${section}`, () => labelPattern(section));
  return page.lines.some((line) => pattern.test(line) && sectionPattern.test(line));
}

function language(page) {
  return page.language;
}

/**
 * For each item, the routes that name it in each language, and its exclusion.
 * An admin page is also named by the label of the menu entry that opens it.
 */
/**
 * @param {Inventory} inventory
 * @param {{en: Page[], fr: Page[]}} pages
 * @param {Exclusion[]} [exclusions]
 * @returns {Result[]}
 */
export function coverage(inventory, pages, exclusions = []) {
  const excluded = new Map(exclusions.map((entry) => [entry.id, entry]));
  const menus = new Map();
  for (const item of inventory.items) {
    if (item.kind === 'admin-menu' && item.target) {
      const key = `${item.product}/${item.target}`;
      menus.set(key, [...(menus.get(key) ?? []), item]);
    }
  }
  return inventory.items.map((item) => {
    const found = {};
    for (const language of languages) {
      const labels = [item[language]];
      if (item.kind === 'admin-page') {
        labels.push(
          ...(menus.get(`${item.product}/${item.model.toLowerCase()}`) ?? []).map(
            (menu) => menu[language],
          ),
        );
      }
      found[language] = pages[language]
        .filter((page) => labels.some((label) => names(page, item, label)))
        .map((page) => page.route);
    }
    const exclusion = excluded.get(item.id);
    return {
      item,
      en: found.en,
      fr: found.fr,
      ...(exclusion ? {excluded: exclusion.reason} : {}),
    };
  });
}

/**
 * Items neither named in both languages nor excluded.
 * @param {Result[]} results
 * @returns {Result[]}
 */
export function missing(results) {
  return results.filter((result) => !result.excluded && (!result.en.length || !result.fr.length));
}

/** Counts per product and kind: total, excluded, named in English, in French, in both, missing. */
export function summary(results) {
  const rows = new Map();
  for (const result of results) {
    const key = `${result.item.product}\t${result.item.kind}`;
    const row = rows.get(key) ?? {
      product: result.item.product,
      kind: result.item.kind,
      total: 0,
      excluded: 0,
      en: 0,
      fr: 0,
      both: 0,
      missing: 0,
    };
    row.total += 1;
    if (result.excluded) row.excluded += 1;
    if (result.en.length) row.en += 1;
    if (result.fr.length) row.fr += 1;
    if (result.en.length && result.fr.length) row.both += 1;
    else if (!result.excluded) row.missing += 1;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) =>
    `${a.product}\t${a.kind}`.localeCompare(`${b.product}\t${b.kind}`),
  );
}

export function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Problems of an exclusion list against an inventory: unknown ids, unknown reasons, duplicates, no explanation. */
/**
 * @param {Inventory} inventory
 * @param {Exclusion[]} exclusions
 * @returns {string[]}
 */
export function exclusionProblems(inventory, exclusions) {
  const ids = new Set(inventory.items.map((item) => item.id));
  const seen = new Set();
  const problems = [];
  for (const entry of exclusions) {
    if (!ids.has(entry.id)) problems.push(`${entry.id}: not in the inventory`);
    if (!(entry.reason in reasons)) problems.push(`${entry.id}: unknown reason "${entry.reason}"`);
    if (!entry.why || entry.why.length < 10) problems.push(`${entry.id}: no explanation ("why")`);
    if (seen.has(entry.id)) problems.push(`${entry.id}: listed twice`);
    seen.add(entry.id);
  }
  return problems;
}
