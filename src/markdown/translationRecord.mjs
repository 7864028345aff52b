/**
 * Translation records: which version of its original a translated page
 * translates. The build reads them to tell readers of a stale translation
 * (src/markdown/frontMatter.ts), `npm run check:translations` lists what
 * changed in the originals since (scripts/check-translation-freshness.mjs),
 * and `npm run translations:mark` and `npm run new:doc` write them.
 *
 * A docs page or blog post and its twin in the other language form a pair.
 * The translated side says so in its front matter, with the content hash of
 * the original it was written from; the original carries nothing:
 *
 *   translated_from: {locale: en, hash: 4f1c2a9be07d}
 *
 * Most French pages translate an English one; a page first written in
 * French is the other way round: its English twin carries the record, with
 * `locale: fr`. The hash covers what a translator translates (the title,
 * description and sidebar label, and the body), not the rest of the front
 * matter: a new `checked_against` date or a tag does not make a translation
 * stale. It is a hash of the file's content, not a git date, so a shallow
 * clone builds the same notices.
 *
 * So that the check can say what changed, the record has a snapshot of the
 * original's structure at that hash (its sections, and a short hash per
 * paragraph): i18n/translated-sources/<original's path>.json, written with
 * the record.
 *
 * Plain JavaScript (with JSDoc types) so that the config, the scripts and the
 * tests share it without a compile step.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {FAILSAFE_SCHEMA, load as loadYaml} from 'js-yaml';

/** The front matter key of a translation record. */
export const recordKey = 'translated_from';
/** Where the snapshots of originals live, relative to the site. */
export const snapshotsDir = 'i18n/translated-sources';
/** The command that writes a record, for messages. */
export const markCommand = 'npm run translations:mark --';

/** The two languages, and where each keeps the pages that pair up. */
export const locales = /** @type {const} */ (['en', 'fr']);
const folders = {
  docs: {en: 'docs', fr: 'i18n/fr/docusaurus-plugin-content-docs/current'},
  blog: {en: 'blog', fr: 'i18n/fr/docusaurus-plugin-content-blog'},
};
/** Front matter fields a translator translates; the rest stays as it is. */
const translatedFields = ['title', 'description', 'sidebar_label'];

/**
 * @typedef {'en' | 'fr'} Locale
 * @typedef {{kind: 'docs' | 'blog', path: string, en: string, fr: string}} Pair
 *   a page in both languages: paths relative to the site
 * @typedef {{locale: Locale, hash: string}} TranslationRecord
 * @typedef {{id: string, heading: string | null, level: number, blocks: string[]}} Section
 * @typedef {{original: string, hash: string, fields: Record<string, string>, sections: Section[]}} Snapshot
 */

/** The other language. @param {Locale} locale @returns {Locale} */
export const otherLocale = (locale) => (locale === 'en' ? 'fr' : 'en');

const toPosix = (/** @type {string} */ path) => path.split(sep).join('/');

/**
 * The pair a file belongs to, from its path (absolute or relative to the
 * site), or null for a file that is not a docs page or a blog post.
 * @param {string} siteDir @param {string} file
 * @returns {(Pair & {locale: Locale}) | null}
 */
export function pairOf(siteDir, file) {
  const path = toPosix(relative(siteDir, file.startsWith('/') ? file : join(siteDir, file)));
  if (!/\.mdx?$/.test(path)) return null;
  for (const [kind, byLocale] of Object.entries(folders)) {
    for (const locale of locales) {
      const folder = byLocale[locale];
      if (!path.startsWith(`${folder}/`)) continue;
      const inner = path.slice(folder.length + 1);
      if (inner.split('/').some((part) => part.startsWith('_'))) return null; // partials
      return {
        kind: /** @type {'docs' | 'blog'} */ (kind),
        path: inner,
        en: `${byLocale.en}/${inner}`,
        fr: `${byLocale.fr}/${inner}`,
        locale,
      };
    }
  }
  return null;
}

/**
 * Every docs page and blog post that exists in both languages, and the
 * pages of one language only (which a translation check cannot pair).
 * @param {string} siteDir
 * @returns {{pairs: Pair[], alone: string[]}}
 */
export function findPairs(siteDir) {
  /** @type {Pair[]} */
  const pairs = [];
  /** @type {string[]} */
  const alone = [];
  for (const [kind, byLocale] of Object.entries(folders)) {
    /** @type {Record<Locale, Set<string>>} */
    const files = {en: new Set(), fr: new Set()};
    for (const locale of locales) {
      const dir = join(siteDir, byLocale[locale]);
      if (!existsSync(dir)) continue;
      for (const entry of readdirSync(dir, {recursive: true})) {
        const inner = toPosix(String(entry));
        if (/\.mdx?$/.test(inner) && !inner.split('/').some((part) => part.startsWith('_'))) {
          files[locale].add(inner);
        }
      }
    }
    for (const inner of [...files.en].sort()) {
      if (files.fr.has(inner)) {
        pairs.push({
          kind: /** @type {'docs' | 'blog'} */ (kind),
          path: inner,
          en: `${byLocale.en}/${inner}`,
          fr: `${byLocale.fr}/${inner}`,
        });
      } else alone.push(`${byLocale.en}/${inner}`);
    }
    for (const inner of [...files.fr].sort()) {
      if (!files.en.has(inner)) alone.push(`${byLocale.fr}/${inner}`);
    }
  }
  return {pairs, alone};
}

/**
 * A Markdown file's front matter block (as text) and body.
 * @param {string} text @returns {{block: string | null, body: string}}
 */
export function splitFrontMatter(text) {
  const normalised = text.replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(normalised);
  if (!match) return {block: null, body: normalised};
  return {block: match[1], body: normalised.slice(match[0].length)};
}

/**
 * The front matter as plain strings (dates and numbers left as written).
 * @param {string | null} block @returns {Record<string, unknown>}
 */
function frontMatterOf(block) {
  if (block === null) return {};
  const data = loadYaml(block, {schema: FAILSAFE_SCHEMA});
  return data && typeof data === 'object' ? /** @type {Record<string, unknown>} */ (data) : {};
}

/** Lines without their trailing spaces, runs of blank lines as one. */
const tidy = (/** @type {string} */ text) =>
  text
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

const shortHash = (/** @type {string} */ text, length = 12) =>
  createHash('sha256').update(text, 'utf8').digest('hex').slice(0, length);

/**
 * The translated fields of the front matter, as written.
 * @param {string} text @returns {Record<string, string>}
 */
function translatedFieldsOf(text) {
  const data = frontMatterOf(splitFrontMatter(text).block);
  /** @type {Record<string, string>} */
  const fields = {};
  for (const field of translatedFields) {
    if (typeof data[field] === 'string') fields[field] = tidy(data[field]);
  }
  return fields;
}

/**
 * The content hash of a page: what a translator translates, tidied of
 * trailing spaces and line endings.
 * @param {string} text the whole file @returns {string} 12 hexadecimal digits
 */
export function contentHash(text) {
  const fields = translatedFieldsOf(text);
  const head = translatedFields.map((field) => `${field}: ${fields[field] ?? ''}`).join('\n');
  return shortHash(`${head}\n---\n${tidy(splitFrontMatter(text).body)}`);
}

/** A heading line: its level, words and id ({#id}, else the words as a slug). */
function readHeading(/** @type {string} */ line) {
  const match = /^(#{1,6})\s+(.*?)\s*(?:\{#([\w-]+)\})?\s*#*\s*$/.exec(line);
  if (!match) return null;
  const words = match[2].trim();
  const id =
    match[3] ??
    words
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-');
  return {level: match[1].length, words, id};
}

/**
 * The blocks of a Markdown body: headings, code blocks (whole), and runs of
 * lines between blank lines (paragraphs, lists, tables, admonition lines).
 * @param {string} body
 * @returns {{heading?: {level: number, words: string, id: string}, text: string}[]}
 */
export function blocksOf(body) {
  /** @type {{heading?: {level: number, words: string, id: string}, text: string}[]} */
  const blocks = [];
  /** @type {string[]} */
  let current = [];
  /** @type {string | null} */
  let fence = null;
  const flush = () => {
    if (current.length) blocks.push({text: current.join('\n')});
    current = [];
  };
  for (const raw of tidy(body).split('\n')) {
    const line = raw;
    if (fence !== null) {
      current.push(line);
      if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') {
        fence = null;
        flush();
      }
      continue;
    }
    const opening = /^\s*(```+|~~~+)/.exec(line);
    if (opening) {
      flush();
      fence = opening[1];
      current.push(line);
      continue;
    }
    const heading = readHeading(line);
    if (heading) {
      flush();
      blocks.push({heading, text: line});
      continue;
    }
    if (line.trim() === '') flush();
    else current.push(line);
  }
  flush();
  return blocks;
}

/**
 * The structure of an original, as the snapshot keeps it: its content hash,
 * a hash per translated field, and its sections with a short hash per block.
 * @param {string} original path relative to the site @param {string} text
 * @returns {Snapshot}
 */
export function structureOf(original, text) {
  const fields = Object.fromEntries(
    Object.entries(translatedFieldsOf(text)).map(([field, value]) => [field, shortHash(value, 8)]),
  );
  /** @type {Section[]} */
  const sections = [{id: '', heading: null, level: 1, blocks: []}];
  /** @type {Map<string, number>} */
  const seen = new Map();
  for (const block of blocksOf(splitFrontMatter(text).body)) {
    if (block.heading) {
      // A repeated id is numbered, as Docusaurus numbers repeated anchors.
      const count = seen.get(block.heading.id) ?? 0;
      seen.set(block.heading.id, count + 1);
      sections.push({
        id: count ? `${block.heading.id}-${count}` : block.heading.id,
        heading: block.heading.words,
        level: block.heading.level,
        blocks: [],
      });
    } else sections[sections.length - 1].blocks.push(shortHash(block.text, 8));
  }
  return {original, hash: contentHash(text), fields, sections};
}

/** The words a block starts with, for a reader of the check's list. */
function excerpt(/** @type {string} */ text) {
  const plain = text
    .replace(/^\s*(```+|~~~+)\s*(\S*)[\s\S]*$/, (_, _fence, lang) => `code block ${lang}`.trim())
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`>|]|^\s*([-+]|\d+\.)\s+|^:::\w*/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 70 ? `${plain.slice(0, 69)}…` : plain;
}

/**
 * The longest common subsequence of two lists of hashes, as the indexes of
 * `after` that are kept.
 * @param {string[]} before @param {string[]} after @returns {Set<number>}
 */
function kept(before, after) {
  const table = Array.from({length: before.length + 1}, () => new Array(after.length + 1).fill(0));
  for (let i = before.length - 1; i >= 0; i--) {
    for (let j = after.length - 1; j >= 0; j--) {
      table[i][j] =
        before[i] === after[j]
          ? table[i + 1][j + 1] + 1
          : Math.max(table[i + 1][j], table[i][j + 1]);
    }
  }
  const same = new Set();
  let i = 0;
  let j = 0;
  while (i < before.length && j < after.length) {
    if (before[i] === after[j]) {
      same.add(j);
      i++;
      j++;
    } else if (table[i + 1][j] >= table[i][j + 1]) i++;
    else j++;
  }
  return same;
}

/**
 * What changed in an original since the snapshot the translation was made
 * from: fields, headings added, removed or reworded, and per section the
 * paragraphs changed, added or removed, with the first words of the new ones.
 * @param {Snapshot} before @param {string} text the original now
 * @returns {string[]} one line per change
 */
export function describeChanges(before, text) {
  const after = structureOf(before.original, text);
  const lines = [];
  for (const field of translatedFields) {
    if (before.fields[field] !== after.fields[field]) {
      lines.push(
        !before.fields[field]
          ? `${field} added`
          : !after.fields[field]
            ? `${field} removed`
            : `${field} changed`,
      );
    }
  }
  const beforeIds = new Map(before.sections.map((section) => [section.id, section]));
  const afterIds = new Set(after.sections.map((section) => section.id));
  const bodyBlocks = blocksOf(splitFrontMatter(text).body);
  let blockIndex = 0;
  for (const section of after.sections) {
    // The texts of this section's blocks, to quote the new ones.
    const texts = [];
    if (section.id !== '' || section.heading !== null) blockIndex++; // its heading
    for (let k = 0; k < section.blocks.length; k++)
      texts.push(bodyBlocks[blockIndex++]?.text ?? '');
    const name =
      section.heading === null ? 'the introduction' : `"${section.heading}" (#${section.id})`;
    const old = beforeIds.get(section.id);
    if (!old) {
      lines.push(`heading added: ${'#'.repeat(section.level)} ${section.heading} {#${section.id}}`);
      continue;
    }
    if (old.heading !== section.heading && section.heading !== null) {
      lines.push(`heading reworded: "${old.heading}" → "${section.heading}" (#${section.id})`);
    }
    const same = kept(old.blocks, section.blocks);
    const added = section.blocks.map((_, k) => k).filter((k) => !same.has(k));
    const removed = old.blocks.length - same.size;
    const changed = Math.min(added.length, removed);
    const parts = [];
    if (changed) parts.push(`${changed} paragraph${changed > 1 ? 's' : ''} changed`);
    if (added.length > changed) parts.push(`${added.length - changed} added`);
    if (removed > changed) parts.push(`${removed - changed} removed`);
    if (parts.length) {
      const quotes = added.slice(0, 3).map((k) => `"${excerpt(texts[k])}"`);
      lines.push(
        `${name}: ${parts.join(', ')}${quotes.length ? `; now ${quotes.join(', ')}` : ''}`,
      );
    }
  }
  for (const section of before.sections) {
    if (!afterIds.has(section.id)) {
      lines.push(
        `heading removed: ${'#'.repeat(section.level)} ${section.heading} {#${section.id}}`,
      );
    }
  }
  return lines;
}

/** A problem with a page's record, worded for the person who fixes it. */
export class RecordError extends Error {}

const hashPattern = /^[0-9a-f]{12}$/;

/**
 * The translation record of a page, checked: null when it has none.
 * @param {string} file for messages @param {string} text the whole file
 * @returns {TranslationRecord | null}
 */
export function readRecord(file, text) {
  const {block} = splitFrontMatter(text);
  let data;
  try {
    data = frontMatterOf(block);
  } catch (error) {
    throw new RecordError(
      `${file}: its front matter does not parse (${String(/** @type {Error} */ (error).message).split('\n')[0]}).`,
    );
  }
  if (!(recordKey in data)) return null;
  const value = /** @type {Record<string, unknown> | null} */ (data[recordKey]);
  const locale = value && typeof value === 'object' ? String(value.locale ?? '') : '';
  const hash = value && typeof value === 'object' ? String(value.hash ?? '') : '';
  if (!locales.includes(/** @type {Locale} */ (locale)) || !hashPattern.test(hash)) {
    throw new RecordError(
      `${file}: "${recordKey}" is malformed (${JSON.stringify(value)}). It is written ` +
        `${recordKey}: {locale: en, hash: <12 hexadecimal digits>}; to write it again from the ` +
        `original as it is now: ${markCommand} "${file}"`,
    );
  }
  return {locale: /** @type {Locale} */ (locale), hash};
}

/**
 * The file with its record set (added at the end of its front matter, or
 * replaced), everything else as it was.
 * @param {string} text @param {TranslationRecord} record @returns {string}
 */
export function writeRecord(text, record) {
  const line = `${recordKey}: {locale: ${record.locale}, hash: ${record.hash}}`;
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const match = /^---\r?\n([\s\S]*?)\r?\n---(?=\r?\n|$)/.exec(text);
  if (!match) return `---${eol}${line}${eol}---${eol}${eol}${text}`;
  const lines = match[1].split(/\r?\n/);
  const start = lines.findIndex((l) => l.startsWith(`${recordKey}:`));
  if (start === -1) lines.push(line);
  else {
    // The key and the indented lines of a block-style value.
    let end = start + 1;
    while (end < lines.length && /^\s+\S/.test(lines[end])) end++;
    lines.splice(start, end - start, line);
  }
  return `---${eol}${lines.join(eol)}${eol}---${text.slice(match[0].length)}`;
}

/**
 * Where the snapshot of an original is kept.
 * @param {string} siteDir @param {string} original path relative to the site
 */
export const snapshotFile = (siteDir, original) => join(siteDir, snapshotsDir, `${original}.json`);

/**
 * The snapshot an original's translation was made from, or null.
 * @param {string} siteDir @param {string} original @returns {Snapshot | null}
 */
export function readSnapshot(siteDir, original) {
  const file = snapshotFile(siteDir, original);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A snapshot as written to disk: one section per line, easy to review. */
export function snapshotText(/** @type {Snapshot} */ snapshot) {
  const sections = snapshot.sections.map((section) => `    ${JSON.stringify(section)}`);
  return (
    `{\n  "original": ${JSON.stringify(snapshot.original)},\n  "hash": ${JSON.stringify(snapshot.hash)},\n` +
    `  "fields": ${JSON.stringify(snapshot.fields)},\n  "sections": [\n${sections.join(',\n')}\n  ]\n}\n`
  );
}

/**
 * Whether a translated page is behind its original, for the build: the
 * original's current hash differs from the one recorded. Null when the file
 * is not a translated docs page or post, or has no record.
 * @param {string} siteDir @param {string} file @param {string} text
 * @param {{showAsOutdated?: string[]}} [options] translated pages (paths
 *   relative to the site) to show as behind their original whatever their
 *   record says: the test build shows the notice this way
 * @returns {{original: Locale, stale: boolean} | null}
 */
export function translationState(siteDir, file, text, options = {}) {
  const pair = pairOf(siteDir, file);
  if (!pair) return null;
  const path = pair[pair.locale];
  if ((options.showAsOutdated ?? []).includes(path)) {
    return {original: otherLocale(pair.locale), stale: true};
  }
  const record = readRecord(path, text);
  if (!record) return null;
  if (record.locale === pair.locale) {
    throw new RecordError(
      `${path}: "${recordKey}" names its own language (${record.locale}); it names the ` +
        `language of the original: ${markCommand} "${path}"`,
    );
  }
  const originalFile = join(siteDir, pair[record.locale]);
  if (!existsSync(originalFile)) return null;
  const stale = contentHash(readFileSync(originalFile, 'utf8')) !== record.hash;
  return {original: record.locale, stale};
}
