/**
 * The fresh set of readers' questions (fresh-queries.ts), measured over the
 * built indexes (run after `npm run build`, or point SEARCH_BUILD_DIR at a
 * build). Prints, per language, the share of questions whose answering page
 * is in the top 3, the mean reciprocal rank over the first ten pages, and
 * each miss with its rank and the first three pages found. No threshold yet:
 * the set is new and says how the search does on questions it was not tuned
 * on. It asserts only that every answering page is built in both languages.
 */
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {expect, it} from 'vitest';
import {english, french} from './fresh-queries';
import type {Question} from './queries';
import {topPages, type Locale} from './top-pages';

// The same build folder as top-pages.ts reads the indexes from.
const build =
  process.env.SEARCH_BUILD_DIR ?? fileURLToPath(new URL('../../build', import.meta.url));

async function measure(locale: Locale, questions: Question[]) {
  const ranks = await Promise.all(
    questions.map(async ({query, page}) => {
      const found = await topPages(locale, query, 10);
      return {query, page, found, rank: found.indexOf(page) + 1};
    }),
  );
  const top3 = ranks.filter(({rank}) => rank > 0 && rank <= 3).length;
  const mrr = ranks.reduce((sum, {rank}) => sum + (rank > 0 ? 1 / rank : 0), 0) / ranks.length;
  const misses = ranks.filter(({rank}) => rank === 0 || rank > 3);
  console.log(
    `fresh ${locale}: ${top3}/${questions.length} in the top 3 (${((100 * top3) / questions.length).toFixed(1)} %), MRR ${mrr.toFixed(3)}` +
      misses
        .map(
          ({query, page, found, rank}) =>
            `\n  "${query}" → ${page} at ${rank || '-'}; found ${found.slice(0, 3).join(', ')}`,
        )
        .join(''),
  );
}

it('has at least 40 questions in each language', () => {
  expect(english.length).toBeGreaterThanOrEqual(40);
  expect(french.length).toBeGreaterThanOrEqual(40);
});

it('answers every question with a page built in both languages', () => {
  const pages = new Set([...english, ...french].map(({page}) => page));
  const missing = [...pages].flatMap((page) =>
    ['', 'fr']
      .map((prefix) => join(build, prefix, page, 'index.html'))
      .filter((file) => !existsSync(file)),
  );
  expect(missing).toEqual([]);
});

it('prints the share in the top 3 and the MRR of the fresh set', async () => {
  await measure('en', english);
  await measure('fr', french);
});
