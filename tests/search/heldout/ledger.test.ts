/**
 * The held-out set is append-only (README.md): every line of ledger.txt must
 * still find its question, unchanged, and every question must have its line.
 * A question that was reworded, re-pointed to other pages, given another
 * source or removed fails here with its query named. New questions are
 * welcome: their lines are printed to be appended, or appended for you with
 * HELDOUT_LEDGER=append.
 */
import {appendFileSync} from 'node:fs';
import {relative} from 'node:path';
import {expect, it} from 'vitest';
import {hashOf, ledgerFile, lineOf, readLedger, type Language} from './ledger';
import {english, french, type HeldOutQuestion} from './questions';

const ledgerPath = relative(process.cwd(), ledgerFile);
const sets: Record<Language, HeldOutQuestion[]> = {en: english, fr: french};
const languages = Object.keys(sets) as Language[];
const rule =
  'The held-out set is append-only: put the question back exactly as it was, and add the new ' +
  'wording or the new answer as a new question (tests/search/heldout/README.md).';

it('reads a ledger made only of "<language> <hash> <query>" lines', () => {
  const {entries, malformed} = readLedger();
  expect(malformed, `Malformed lines in ${ledgerPath}`).toEqual([]);
  const seen = new Map<string, number>();
  const repeated = entries.flatMap(({language, hash, line}) => {
    const first = seen.get(`${language} ${hash}`);
    seen.set(`${language} ${hash}`, first ?? line);
    return first === undefined ? [] : [`line ${line} repeats line ${first}`];
  });
  expect(repeated, `Repeated lines in ${ledgerPath}`).toEqual([]);
});

it('keeps every question of the ledger as it was: add, never reword or remove', () => {
  const {entries} = readLedger();
  const problems = entries.flatMap(({language, hash, query, line}) => {
    const questions = sets[language];
    if (questions.some((question) => hashOf(question) === hash)) return [];
    const sameQuery = questions.find((question) => question.query === query);
    return [
      sameQuery
        ? `${language} "${query}" (ledger line ${line}): its answers or its source changed.`
        : `${language} "${query}" (ledger line ${line}): reworded or removed.`,
    ];
  });
  expect(problems.length, `${problems.join('\n')}\n${rule}`).toBe(0);
});

it('has a ledger line for every question', () => {
  const {entries} = readLedger();
  const known = new Set(entries.map(({language, hash}) => `${language} ${hash}`));
  const ledgerQueries = new Set(entries.map(({language, query}) => `${language} ${query}`));
  const unlisted = languages.flatMap((language) =>
    sets[language]
      .filter((question) => !known.has(`${language} ${hashOf(question)}`))
      .map((question) => ({language, question})),
  );
  // A question whose query is already in the ledger was changed, not added.
  const changed = unlisted.filter(({language, question}) =>
    ledgerQueries.has(`${language} ${question.query}`),
  );
  const added = unlisted
    .filter((entry) => !changed.includes(entry))
    .map(({language, question}) => lineOf(language, question));
  if (added.length > 0 && process.env.HELDOUT_LEDGER === 'append') {
    appendFileSync(ledgerFile, `${added.join('\n')}\n`);
    console.log(`Appended ${added.length} line(s) to ${ledgerPath}:\n${added.join('\n')}`);
  } else
    expect(
      added.length,
      `New questions need their ledger lines. Append these lines to ${ledgerPath} ` +
        `(or run HELDOUT_LEDGER=append npx vitest run tests/search/heldout/ledger.test.ts):\n` +
        added.join('\n'),
    ).toBe(0);
  expect(
    changed.length,
    `These questions were changed, not added; do not append their lines:\n` +
      changed.map(({language, question}) => `${language} "${question.query}"`).join('\n') +
      `\n${rule}`,
  ).toBe(0);
});

it('has no query twice in a language', () => {
  const repeated = languages.flatMap((language) => {
    const queries = sets[language].map(({query}) => query);
    return queries
      .filter((query, index) => queries.indexOf(query) !== index)
      .map((query) => `${language} "${query}"`);
  });
  expect(repeated).toEqual([]);
});
