#!/usr/bin/env node
/**
 * npm run translations:mark -- <translated page> [more pages]
 * npm run translations:mark -- --missing
 *
 * Records that a translated docs page or blog post has caught up with its
 * original: writes the original's content hash into the page's
 * `translated_from` front matter, and a snapshot of the original's structure
 * into i18n/translated-sources/ (src/markdown/translationRecord.mjs), which
 * `npm run check:translations` compares with later versions.
 *
 * The page named is the translation; its twin in the other language is the
 * original. For a page first written in French, name the English page.
 * --missing records every pair that has no record yet as a French
 * translation of the English page.
 *
 * Exit codes: 0 done; 2 bad input (no page, not a docs page or post, no twin,
 * the twin is itself recorded as a translation).
 */
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {
  RecordError,
  contentHash,
  findPairs,
  otherLocale,
  pairOf,
  readRecord,
  recordKey,
  snapshotFile,
  snapshotText,
  structureOf,
  writeRecord,
} from '../src/markdown/translationRecord.mjs';

export class InputError extends Error {}

const usage =
  'Usage: npm run translations:mark -- <translated page> [more pages]\n' +
  '       npm run translations:mark -- --missing\n' +
  'Example: npm run translations:mark -- i18n/fr/docusaurus-plugin-content-docs/current/api/intro.md';

/**
 * Marks one translated page as up to date with its original.
 * @param {string} siteDir @param {string} file absolute, or relative to siteDir
 * @returns {string} what was done
 */
export function markTranslation(siteDir, file) {
  const absolute = resolve(siteDir, file);
  const pair = pairOf(siteDir, absolute);
  if (!pair) {
    throw new InputError(
      `${file} is not a docs page or a blog post (docs/, blog/ or their twins under i18n/fr/).`,
    );
  }
  const translation = pair[pair.locale];
  const original = pair[otherLocale(pair.locale)];
  for (const path of [translation, original]) {
    if (!existsSync(join(siteDir, path))) {
      throw new InputError(`${path} does not exist: a translation needs both pages.`);
    }
  }
  const originalText = readFileSync(join(siteDir, original), 'utf8');
  try {
    if (readRecord(original, originalText)) {
      throw new InputError(
        `${original} is itself recorded as a translation of ${translation} ("${recordKey}"): ` +
          `${translation} is the original. To make ${original} the original, remove "${recordKey}" ` +
          `from its front matter first.`,
      );
    }
  } catch (error) {
    if (!(error instanceof RecordError)) throw error;
    // A malformed record in the original: it is not the translation either way.
  }
  const text = readFileSync(join(siteDir, translation), 'utf8');
  const hash = contentHash(originalText);
  writeFileSync(
    join(siteDir, translation),
    writeRecord(text, {locale: otherLocale(pair.locale), hash}),
  );
  const snapshot = snapshotFile(siteDir, original);
  mkdirSync(dirname(snapshot), {recursive: true});
  writeFileSync(snapshot, snapshotText(structureOf(original, originalText)));
  // A snapshot of this page as an original no longer applies.
  rmSync(snapshotFile(siteDir, translation), {force: true});
  return `${translation}: translates ${original} at ${hash}.`;
}

export function main(argv, siteDir = process.cwd()) {
  const unknown = argv.filter((arg) => arg.startsWith('-') && arg !== '--missing');
  if (unknown.length) throw new InputError(`Unknown option ${unknown.join(', ')}.\n${usage}`);
  let files = argv.filter((arg) => !arg.startsWith('-'));
  if (argv.includes('--missing')) {
    const {pairs} = findPairs(siteDir);
    const recorded = (path) => {
      try {
        return readRecord(path, readFileSync(join(siteDir, path), 'utf8')) !== null;
      } catch {
        return true; // malformed: the check names it; rewrite it by naming the page
      }
    };
    files = [
      ...files,
      ...pairs.filter((pair) => !recorded(pair.en) && !recorded(pair.fr)).map((pair) => pair.fr),
    ];
    if (files.length === 0) return 'Every page in both languages has a translation record.';
  }
  if (files.length === 0) throw new InputError(`Name the translated page.\n${usage}`);
  return files.map((file) => markTranslation(siteDir, file)).join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(main(process.argv.slice(2)));
  } catch (error) {
    if (error instanceof InputError) {
      console.error(`translations:mark: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
}
