/**
 * The fresh set of readers' questions (fresh-queries.ts, and its later
 * batches listed in fresh-batches.ts), measured over the built indexes (run
 * after `npm run build`, or point SEARCH_BUILD_DIR at a build). Prints, per language, the share of questions whose answering page
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
import {laterBatches} from './fresh-batches';
import {misplacedBatches} from './first-measures';
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

it('has at least 25 questions in each language in each later batch', () => {
  for (const batch of laterBatches) {
    expect(batch.english.length).toBeGreaterThanOrEqual(25);
    expect(batch.french.length).toBeGreaterThanOrEqual(25);
  }
});

it('lists each later batch in the place of its file, as the first measures read them', async () => {
  expect(await misplacedBatches()).toEqual([]);
});

it('answers every question with a page built in both languages', () => {
  const pages = new Set([
    ...[...english, ...french].map(({page}) => page),
    ...laterBatches.flatMap((batch) =>
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

for (const batch of laterBatches) {
  it(`prints the share in the top 3 and the MRR of its ${batch.name} batch`, async () => {
    const label = `fresh, ${batch.name} batch`;
    await measure(label, 'en', batch.english, ({answers}) => answers);
    await measure(label, 'fr', batch.french, ({answers}) => answers);
  });
}
