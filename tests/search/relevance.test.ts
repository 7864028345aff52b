/**
 * Relevance of the local search over the built indexes (run after
 * `npm run build`): for at least 90 % of the readers' questions, the page
 * that answers is among the first three pages found, in each language.
 */
import {describe, expect, it} from 'vitest';
import {english, french, type Question} from './queries';
import {topPages} from './top-pages';

describe.each([
  ['en', english],
  ['fr', french],
] as const)('search relevance in %s', (locale, questions: Question[]) => {
  it('has a question set worth measuring', () => {
    expect(questions.length).toBeGreaterThanOrEqual(20);
  });

  it('finds the answering page in the top 3 for at least 90 % of the questions', async () => {
    const results = await Promise.all(
      questions.map(async (question) => ({
        question,
        found: await topPages(locale, question.query),
      })),
    );
    const misses = results.filter(({question, found}) => !found.includes(question.page));
    const rate = 1 - misses.length / questions.length;
    if (misses.length > 0) {
      console.log(
        `${locale}: ${Math.round(rate * 100)} % in the top 3; missed:\n${misses
          .map(({question, found}) => `  "${question.query}" → ${found.join(', ')}`)
          .join('\n')}`,
      );
    }
    expect(rate).toBeGreaterThanOrEqual(0.9);
  });
});
