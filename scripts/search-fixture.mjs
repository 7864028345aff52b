#!/usr/bin/env node
/**
 * The search's scale fixture: a copy of the site whose docs are ten times
 * (or --copies times) today's, in both languages, for `npm run bench` to
 * build and measure the search on (build time, index bytes, bytes and time
 * to the first result).
 *
 *   node scripts/search-fixture.mjs [--copies 10] [--out <dir>]
 *
 * Each copy k puts the whole docs tree, English and French, under
 * docs/scale-k/ (and its French twin), so relative links still resolve.
 * The copies are varied, not duplicates: a seeded half of each page's
 * paragraphs are replaced by paragraphs of other pages of the same language
 * (their links reduced to their text), and titles and category labels get a
 * qualifier of the copy ("for a festival", « pour un festival »).
 * Prints the fixture's directory; its node_modules is a link to this one's.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, relative} from 'node:path';
import {parseArgs} from 'node:util';

const {values: args} = parseArgs({
  options: {
    copies: {type: 'string', default: '10'},
    out: {type: 'string', default: join(tmpdir(), 'tibillet-search-fixture')},
  },
});
const copies = Number(args.copies);
const root = process.cwd();
/** Where a page's diagram drawing is kept, as src/plugins/diagrams/sources.ts says. */
const drawingPath = (file, index) =>
  `src/plugins/diagrams/drawings/${file.replace(/\.mdx?$/, '')}.${index}.svg`;
const out = args.out;

const languages = {
  en: {
    docs: 'docs',
    qualifiers: [
      'for a festival',
      'for a bar',
      'for a third place',
      'for a theatre',
      'for a federation',
      'for an association',
      'for a market',
      'for a concert hall',
      'for a cinema',
      'for a farm shop',
      'for a library',
      'for a choir',
    ],
    scale: 'Scale',
  },
  fr: {
    docs: 'i18n/fr/docusaurus-plugin-content-docs/current',
    qualifiers: [
      'pour un festival',
      'pour un bar',
      'pour un tiers-lieu',
      'pour un théâtre',
      'pour une fédération',
      'pour une association',
      'pour un marché',
      'pour une salle de concert',
      'pour un cinéma',
      'pour une épicerie',
      'pour une bibliothèque',
      'pour une chorale',
    ],
    scale: 'Échelle',
  },
};

/** A small seeded generator (mulberry32): the same fixture on every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function filesOf(dir) {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('scale-') ? [] : filesOf(path);
    return [path];
  });
}

/**
 * A paragraph or list item whose text can move to another page without
 * breaking it: [marker, text], or null.
 */
function prose(line) {
  const match = /^(\s*(?:[-*]|\d+\.)\s+)?([\p{L}\p{N}*"«_].*)$/u.exec(line);
  if (!match || /[<>{}|]|^import |^export |^:::/.test(match[2])) return null;
  return [match[1] ?? '', match[2]];
}

/** Links and images reduced to their text: a moved paragraph links nowhere. */
const unlink = (line) =>
  line.replace(/!\[[^\]]*\]\([^)]*\)/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');

function transformPage(text, {k, pool, rand, qualifier}) {
  const lines = text.split('\n');
  let inFence = false;
  let frontMatter = lines[0] === '---' ? 1 : 0;
  let titled = false;
  return lines
    .map((line, index) => {
      if (frontMatter === 1 && index > 0) {
        if (line === '---') {
          frontMatter = 2;
          return line;
        }
        const title = /^(title|sidebar_label):\s*(["']?)(.*?)\2\s*$/.exec(line);
        if (title) {
          if (title[1] === 'title') titled = true;
          return `${title[1]}: ${JSON.stringify(`${title[3]} ${qualifier}`)}`;
        }
        if (/^slug:/.test(line)) return line.replace(/^slug:\s*\/?/, `slug: /scale-${k}/`);
        return line;
      }
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      if (inFence) return line;
      if (!titled && /^# /.test(line)) {
        titled = true;
        return `${line} ${qualifier}`;
      }
      const text = prose(line);
      if (text && rand() < 0.5) return text[0] + pool[Math.floor(rand() * pool.length)];
      return line;
    })
    .join('\n');
}

function transformCategory(json, k, qualifier) {
  const category = JSON.parse(json);
  if (category.label) category.label = `${category.label} (${k})`;
  if (category.link?.slug) category.link.slug = `/scale-${k}${category.link.slug}`;
  if (category.link?.type === 'doc') category.link.id = `scale-${k}/${category.link.id}`;
  if (category.link?.description) category.link.description += ` (${qualifier})`;
  return JSON.stringify(category, null, 2);
}

// --- The copy of the site ------------------------------------------------------
rmSync(out, {recursive: true, force: true});
mkdirSync(out, {recursive: true});
const skip = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.git',
  'test-results',
  'playwright-report',
]);
for (const entry of readdirSync(root)) {
  if (!skip.has(entry)) cpSync(join(root, entry), join(out, entry), {recursive: true});
}
symlinkSync(join(root, 'node_modules'), join(out, 'node_modules'), 'dir');

let pages = 0;
for (const [language, {docs, qualifiers, scale}] of Object.entries(languages)) {
  const files = filesOf(join(root, docs));
  const texts = files
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => readFileSync(file, 'utf8'));
  const pool = texts.flatMap((text) =>
    text.split('\n').flatMap((line) => (prose(line) ? [unlink(prose(line)[1])] : [])),
  );
  for (let k = 1; k <= copies; k++) {
    const qualifier = qualifiers[(k - 1) % qualifiers.length];
    const rand = random(k * 7919);
    const target = join(out, docs, `scale-${k}`);
    for (const file of files) {
      const path = join(target, relative(join(root, docs), file));
      mkdirSync(dirname(path), {recursive: true});
      if (/\.mdx?$/.test(file)) {
        writeFileSync(path, transformPage(readFileSync(file, 'utf8'), {k, pool, rand, qualifier}));
        pages++;
        // The page's diagram drawings (src/plugins/diagrams): the copy's build needs them too.
        for (let index = 1; ; index++) {
          const drawing = join(root, drawingPath(relative(root, file), index));
          if (!existsSync(drawing)) break;
          const copy = join(out, drawingPath(relative(out, path), index));
          mkdirSync(dirname(copy), {recursive: true});
          cpSync(drawing, copy);
        }
      } else if (/_category_\.json$/.test(file)) {
        writeFileSync(path, transformCategory(readFileSync(file, 'utf8'), k, qualifier));
      } else if (!file.endsWith('tags.yml')) {
        cpSync(file, path);
      }
    }
    const label = `${languages.en.scale} ${k}`;
    writeFileSync(
      join(target, '_category_.json'),
      JSON.stringify({label, position: 100 + k, collapsed: true}),
    );
    if (language === 'fr') {
      // The French labels of the copies' categories, from the French originals.
      const file = join(out, 'i18n/fr/docusaurus-plugin-content-docs/current.json');
      const messages = JSON.parse(readFileSync(file, 'utf8'));
      const category =
        /^sidebar\.tutorialSidebar\.category\.(.+?)(\.link\.generated-index\.description)?$/;
      for (const [key, value] of Object.entries(
        JSON.parse(
          readFileSync(join(root, 'i18n/fr/docusaurus-plugin-content-docs/current.json'), 'utf8'),
        ),
      )) {
        const match = category.exec(key);
        if (!match) continue;
        const copyKey = `sidebar.tutorialSidebar.category.${match[1]} (${k})${match[2] ?? ''}`;
        messages[copyKey] = {
          ...value,
          message: match[2] ? `${value.message} (${qualifier})` : `${value.message} (${k})`,
        };
      }
      messages[`sidebar.tutorialSidebar.category.${label}`] = {message: `${scale} ${k}`};
      writeFileSync(file, JSON.stringify(messages, null, 2));
    }
  }
}
if (!existsSync(join(out, 'docusaurus.config.ts'))) throw new Error('the copy has no config');
console.error(
  `search fixture: ${pages} pages added (${copies} copies of the docs, both languages)`,
);
console.log(out);
