/**
 * The fresh set of readers' questions (fresh-queries.ts, and its third,
 * fourth and fifth batches in fresh-queries-3.ts, -4.ts and -5.ts), measured over the
 * built indexes (run after `npm run build`, or point SEARCH_BUILD_DIR at a
 * build). Prints, per language, the share of questions whose answering page
 * is in the top 3, the mean reciprocal rank over the first ten pages, and
 * each miss with its rank and the first three pages found. The search is
 * tuned on this set beside queries.ts, so it has no threshold of its own: it
 * asserts only that every answering page is built in both languages. The
 * measure of questions nobody tuned on is heldout/.
 */
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {expect, it} from 'vitest';
import {english, french} from './fresh-queries';
import * as third from './fresh-queries-3';
import * as fourth from './fresh-queries-4';
import * as fifth from './fresh-queries-5';
import type {Question} from './queries';
import {missLines, rankQuestions, type Locale} from './top-pages';

// The same build folder as top-pages.ts reads the indexes from.
const build =
  process.env.SEARCH_BUILD_DIR ?? fileURLToPath(new URL('../../build', import.meta.url));

/** Prints a set's share in the top 3, its MRR and its misses, after `label`. */
async function measure<Q extends {query: string}>(
  label: string,
  locale: Locale,
  questions: Q[],
  answersOf: (question: Q) => string[],
) {
  const {top3, mrr, misses} = await rankQuestions(locale, questions, answersOf);
  console.log(
    `${label} ${locale}: ${top3}/${questions.length} in the top 3 (${((100 * top3) / questions.length).toFixed(1)} %), MRR ${mrr.toFixed(3)}` +
      missLines(misses, (question) => answersOf(question).join(' or ')),
  );
}
const onePage = ({page}: Question) => [page];

it('has at least 40 questions in each language', () => {
  expect(english.length).toBeGreaterThanOrEqual(40);
  expect(french.length).toBeGreaterThanOrEqual(40);
});

it('has at least 25 questions in each language in the third, fourth and fifth batches', () => {
  for (const batch of [third, fourth, fifth]) {
    expect(batch.english.length).toBeGreaterThanOrEqual(25);
    expect(batch.french.length).toBeGreaterThanOrEqual(25);
  }
});

it('answers every question with a page built in both languages', () => {
  const pages = new Set([
    ...[...english, ...french].map(({page}) => page),
    ...[third, fourth, fifth].flatMap((batch) =>
      [...batch.english, ...batch.french].flatMap(({answers}) => answers),
    ),
  ]);
  const missing = [...pages].flatMap((page) =>
    ['', 'fr']
      .map((prefix) => join(build, prefix, page, 'index.html'))
      .filter((file) => !existsSync(file)),
  );
  expect(missing).toEqual([]);
});

it('prints the share in the top 3 and the MRR of the fresh set', async () => {
  await measure('fresh', 'en', english, onePage);
  await measure('fresh', 'fr', french, onePage);
});

it('prints the share in the top 3 and the MRR of its third batch', async () => {
  await measure('fresh, third batch', 'en', third.english, ({answers}) => answers);
  await measure('fresh, third batch', 'fr', third.french, ({answers}) => answers);
});

it('prints the share in the top 3 and the MRR of its fourth batch', async () => {
  await measure('fresh, fourth batch', 'en', fourth.english, ({answers}) => answers);
  await measure('fresh, fourth batch', 'fr', fourth.french, ({answers}) => answers);
});

it('prints the share in the top 3 and the MRR of its fifth batch', async () => {
  await measure('fresh, fifth batch', 'en', fifth.english, ({answers}) => answers);
  await measure('fresh, fifth batch', 'fr', fifth.french, ({answers}) => answers);
});
