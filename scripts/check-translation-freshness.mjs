#!/usr/bin/env node
/**
 * npm run check:translations [-- <site folder>]
 *
 * Translation freshness of the docs pages and blog posts (not the interface
 * messages: those are `npm run lint:translations`). Each page that exists in
 * both languages is a pair; its translated side records the content hash of
 * the original it was written from (src/markdown/translationRecord.mjs).
 *
 * Prints the stale translations, each with what changed in its original
 * since (fields, headings added, removed or reworded, paragraphs changed per
 * section), as warnings. Exit codes: 0 every pair has a well-formed record
 * (stale ones included); 1 a record is missing or malformed, each named with
 * the command that writes it; 2 bad input (not a site folder).
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {
  RecordError,
  contentHash,
  describeChanges,
  findPairs,
  markCommand,
  otherLocale,
  readRecord,
  readSnapshot,
  recordKey,
  snapshotsDir,
} from '../src/markdown/translationRecord.mjs';

export class InputError extends Error {}

const quote = (path) => `"${path}"`;

/**
 * The state of every pair of a site.
 * @param {string} siteDir
 */
export function checkSite(siteDir) {
  if (!existsSync(join(siteDir, 'docs')) || !existsSync(join(siteDir, 'i18n'))) {
    throw new InputError(`${siteDir} is not the site's folder: it has no docs/ and i18n/.`);
  }
  const {pairs, alone} = findPairs(siteDir);
  const errors = [];
  const stale = [];
  const missing = [];
  let current = 0;
  const originals = new Set();
  for (const pair of pairs) {
    const texts = {
      en: readFileSync(join(siteDir, pair.en), 'utf8'),
      fr: readFileSync(join(siteDir, pair.fr), 'utf8'),
    };
    const records = {};
    for (const locale of ['en', 'fr']) {
      try {
        records[locale] = readRecord(pair[locale], texts[locale]);
      } catch (error) {
        if (!(error instanceof RecordError)) throw error;
        errors.push(error.message);
        records[locale] = undefined;
      }
    }
    if (records.en === undefined || records.fr === undefined) continue;
    if (records.en && records.fr) {
      errors.push(
        `${pair.en} and ${pair.fr} both say they are the translation ("${recordKey}"): ` +
          'keep the record only in the page that was translated.',
      );
      continue;
    }
    if (!records.en && !records.fr) {
      missing.push(pair);
      continue;
    }
    const translation = records.fr ? 'fr' : 'en';
    const record = records[translation];
    if (record.locale !== otherLocale(translation)) {
      errors.push(
        `${pair[translation]}: "${recordKey}" names its own language (${record.locale}); it names ` +
          `the language of the original: ${markCommand} ${quote(pair[translation])}`,
      );
      continue;
    }
    const original = pair[record.locale];
    originals.add(original);
    const now = contentHash(texts[record.locale]);
    if (now === record.hash) {
      current++;
      continue;
    }
    const snapshot = readSnapshot(siteDir, original);
    const changes =
      snapshot && snapshot.hash === record.hash
        ? describeChanges(snapshot, texts[record.locale])
        : [
            `no snapshot of ${original} at ${record.hash} (${snapshotsDir}/${original}.json): compare the pages whole`,
          ];
    stale.push({
      translation: pair[translation],
      original,
      recorded: record.hash,
      now,
      changes: changes.length ? changes : ['only spacing changed'],
    });
  }
  // Snapshots nothing refers to any more.
  const orphans = [];
  const dir = join(siteDir, snapshotsDir);
  if (existsSync(dir)) {
    for (const entry of readdirSync(dir, {recursive: true})) {
      const file = String(entry).split('\\').join('/');
      if (!file.endsWith('.json')) continue;
      const original = file.slice(0, -'.json'.length);
      if (!originals.has(original)) orphans.push(`${snapshotsDir}/${file}`);
    }
  }
  return {pairs, alone, errors, stale, missing, current, orphans};
}

/** The report, and the exit code. */
export function report(result) {
  const {pairs, alone, errors, stale, missing, current, orphans} = result;
  const docs = pairs.filter((pair) => pair.kind === 'docs').length;
  const lines = [
    `Translation freshness: ${pairs.length} pages in both languages (${docs} docs pages, ` +
      `${pairs.length - docs} blog posts): ${current} up to date, ${stale.length} stale, ` +
      `${missing.length + errors.length} without a valid record.`,
  ];
  if (stale.length) {
    lines.push(
      '',
      `Warning: ${stale.length} translation(s) behind their original (readers see a notice):`,
    );
    for (const page of stale) {
      lines.push(
        `  ${page.translation} translates ${page.original} (recorded ${page.recorded}, now ${page.now}):`,
      );
      for (const change of page.changes) lines.push(`    - ${change}`);
      lines.push(
        `    Once the translation has caught up: ${markCommand} ${quote(page.translation)}`,
      );
    }
  }
  if (alone.length) {
    lines.push('', 'In one language only (no translation to check):');
    for (const file of alone) lines.push(`  ${file}`);
  }
  if (orphans.length) {
    lines.push('', 'Snapshots no record refers to (delete them):');
    for (const file of orphans) lines.push(`  ${file}`);
  }
  if (missing.length || errors.length) {
    lines.push('', 'Error: translation records missing or malformed:');
    for (const pair of missing) {
      lines.push(
        `  ${pair.fr}: no "${recordKey}" record, in it or in ${pair.en}. If the French page ` +
          `translates the English one: ${markCommand} ${quote(pair.fr)}` +
          ` (if the French page is the original: ${markCommand} ${quote(pair.en)})`,
      );
    }
    for (const error of errors) lines.push(`  ${error}`);
    if (missing.length > 1) {
      lines.push(
        `  To record all ${missing.length} as translations of the English pages: ${markCommand} --missing`,
      );
    }
  }
  return {code: missing.length || errors.length ? 1 : 0, out: lines.join('\n')};
}

export function main(argv) {
  const unknown = argv.filter((arg) => arg.startsWith('-'));
  if (unknown.length) throw new InputError(`Unknown option ${unknown.join(', ')}.`);
  const siteDir = resolve(argv[0] ?? process.cwd());
  if (!existsSync(siteDir)) throw new InputError(`${argv[0]} does not exist.`);
  return report(checkSite(siteDir));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const {code, out} = main(process.argv.slice(2));
    (code === 0 ? console.log : console.error)(out);
    process.exit(code);
  } catch (error) {
    if (error instanceof InputError) {
      console.error(`check:translations: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
}
