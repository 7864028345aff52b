/**
 * Relevance of the local search over the built indexes (run after
 * `npm run build`): for at least 95 % of the readers' questions, the page
 * that answers is among the first three pages found. Prints, per language,
 * the share in the top 3, the mean reciprocal rank (over the first ten
 * pages) and the questions missed. This is the tuned set; the held-out
 * set, which the search is never tuned on, is measured in heldout/.
 */
import {expect, it} from 'vitest';
import {english, french, type Question} from './queries';
import {missLines, rankQuestions, type Locale} from './top-pages';

async function measure(locale: Locale, questions: Question[]) {
  const {ranked, top3, mrr, misses} = await rankQuestions(locale, questions, ({page}) => [page]);
  // The home page and the site's other pages are not answers to a reader's task.
  const marketing = ranked.filter(({found, rank}) =>
    found.slice(0, rank > 0 ? rank - 1 : 3).some((path) => !/^\/(docs\/.|blog\/)/.test(path)),
  );
  console.log(
    `tuned ${locale}: ${top3}/${questions.length} in the top 3 (${((100 * top3) / questions.length).toFixed(1)} %), MRR ${mrr.toFixed(3)}` +
      missLines(misses, ({page}) => page),
  );
  if (marketing.length > 0)
    console.log(
      `${locale}: a page outside the docs above the answer for: ${marketing.map(({question}) => `"${question.query}"`).join(', ')}`,
    );
  return {top3, total: questions.length, marketing: marketing.length};
}

it('has at least 120 questions, in both languages', () => {
  expect(english.length).toBeGreaterThanOrEqual(60);
  expect(french.length).toBeGreaterThanOrEqual(60);
  expect(english.length + french.length).toBeGreaterThanOrEqual(120);
});

it('finds the answering page in the top 3 for at least 95 % of the questions', async () => {
  const results = [await measure('en', english), await measure('fr', french)];
  const top3 = results.reduce((sum, result) => sum + result.top3, 0);
  const total = results.reduce((sum, result) => sum + result.total, 0);
  console.log(`tuned both: ${top3}/${total} in the top 3 (${((100 * top3) / total).toFixed(1)} %)`);
  expect(top3 / total).toBeGreaterThanOrEqual(0.95);
  expect(results.reduce((sum, result) => sum + result.marketing, 0)).toBeLessThanOrEqual(
    total * 0.02,
  );
});
