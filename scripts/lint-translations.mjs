#!/usr/bin/env node
/**
 * Translation sync, for CI and contributors:
 * 1. `docusaurus write-translations --locale fr` must leave i18n/ unchanged:
 *    a new message id in the code or the config must be committed, with its
 *    French text.
 * 2. Every French message of the JSON files is filled in, and differs from
 *    its English source unless it is in `sameInBothLanguages`.
 * 3. The long texts of src/data/texts (src/locale/textsPlugin.ts): each
 *    English file has a French twin with the same keys, every text filled in.
 *
 * Exit code 1 with the file and the message ids at fault.
 *
 * Usage: node scripts/lint-translations.mjs [siteDir]
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

/** Messages that read the same in English and French (proper nouns, codes). */
const sameInBothLanguages = new Set([
  'TiBillet',
  'Blog',
  'API',
  'GitHub',
  'Discord',
  'Mastodon',
  'Matrix',
  'Versions',
  'Raspberry Box',
  'Stripe',
  'Docker',
  'Python',
  'Django',
  'Git',
  'Arts',
  'Bar',
  'Design',
  'Cashback',
  'Cashless',
  'Festival',
  'Culture',
  'Administration',
  'Inspiration',
  'Open source',
  'Dokos',
  'Contact',
  'Coopérative Code Commun',
  'Version : {versionLabel}',
  'danger',
  'info',
  'Documentation',
  '360°',
  'Institutions',
  // The name of the docs version, the same in every language (spec: "Next").
  'Next',
]);

/** A message made only of placeholders and punctuation reads the same everywhere. */
const hasWords = (message) => /\p{L}/u.test(message.replace(/\{\w+\}/g, ''));

/** The site to check: the first argument, else the current folder. */
const siteDir = resolve(process.argv[2] ?? process.cwd());
const docusaurusBin = join(
  dirname(fileURLToPath(import.meta.url)),
  '../node_modules/@docusaurus/core/bin/docusaurus.mjs',
);
const frDir = join(siteDir, 'i18n', 'fr');

/** The JSON message files of a locale folder (not the Markdown content). */
function messageFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true})
    .map(String)
    .filter((file) => file.endsWith('.json'))
    .map((file) => join(dir, file));
}

function snapshot(dir) {
  return new Map(messageFiles(dir).map((file) => [file, readFileSync(file, 'utf8')]));
}

function writeTranslations(locale) {
  const result = spawnSync(
    process.execPath,
    [docusaurusBin, 'write-translations', siteDir, '--locale', locale],
    {encoding: 'utf8', env: {...process.env, NO_UPDATE_NOTIFIER: '1'}},
  );
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`docusaurus write-translations --locale ${locale} failed`);
  }
}

const problems = [];

// 1. Sync: nothing new to write.
const before = snapshot(frDir);
writeTranslations('fr');
const after = snapshot(frDir);
for (const [file, text] of after) {
  const old = before.get(file);
  if (old === text) continue;
  const oldIds = old ? Object.keys(JSON.parse(old)) : [];
  const newIds = Object.keys(JSON.parse(text)).filter((id) => !oldIds.includes(id));
  problems.push(
    `${relative(siteDir, file)}: not in sync with the code; new message ids: ${
      newIds.join(', ') || '(changed descriptions or order)'
    }`,
  );
  if (old === undefined) rmSync(file);
  else writeFileSync(file, old);
}

// 2. Every message translated.
const enDir = join(siteDir, 'i18n', 'en');
const enExisted = existsSync(enDir);
try {
  if (!enExisted) writeTranslations('en');
  for (const file of messageFiles(frDir)) {
    const messages = JSON.parse(readFileSync(file, 'utf8'));
    const enFile = join(enDir, relative(frDir, file));
    const english = existsSync(enFile) ? JSON.parse(readFileSync(enFile, 'utf8')) : {};
    for (const [id, {message}] of Object.entries(messages)) {
      if (!message || !message.trim()) {
        problems.push(`${relative(siteDir, file)}: "${id}" has no French message`);
      } else if (
        english[id]?.message === message &&
        hasWords(message) &&
        !sameInBothLanguages.has(message)
      ) {
        problems.push(
          `${relative(siteDir, file)}: "${id}" is still in English ("${message}"); translate it, or add it to sameInBothLanguages in scripts/lint-translations.mjs if it is a proper noun`,
        );
      }
    }
  }
} finally {
  if (!enExisted) rmSync(enDir, {recursive: true, force: true});
}

// 3. The long texts: the same keys in both languages, nothing empty.
const textsDir = join(siteDir, 'src', 'data', 'texts');
/** Each text of a JSON file, by its path of keys ("id.title"). */
function flatten(value, prefix = '') {
  if (value === null || typeof value !== 'object') return [[prefix, value]];
  return Object.entries(value).flatMap(([key, inner]) =>
    flatten(inner, prefix ? `${prefix}.${key}` : key),
  );
}
for (const name of messageFiles(join(textsDir, 'en')).map((file) =>
  relative(join(textsDir, 'en'), file),
)) {
  const frFile = join(textsDir, 'fr', name);
  const where = relative(siteDir, frFile);
  if (!existsSync(frFile)) {
    problems.push(`${where}: missing (the French twin of ${join('src/data/texts/en', name)})`);
    continue;
  }
  const english = new Map(flatten(JSON.parse(readFileSync(join(textsDir, 'en', name), 'utf8'))));
  const french = new Map(flatten(JSON.parse(readFileSync(frFile, 'utf8'))));
  for (const key of english.keys()) {
    const text = french.get(key);
    if (typeof text !== 'string' || !text.trim())
      problems.push(`${where}: "${key}" has no French text`);
  }
  for (const key of french.keys()) {
    if (!english.has(key)) problems.push(`${where}: "${key}" is not in the English file`);
  }
}

if (problems.length > 0) {
  console.error(`Translations: ${problems.length} problem(s)\n`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error(
    '\nRun "npm run write-translations", then write the French text of each new message in i18n/fr/ (long texts: src/data/texts/fr/).',
  );
  process.exit(1);
}
console.log(`Translations: ${after.size} French message files in sync and translated.`);
