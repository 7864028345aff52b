/**
 * `npm run search:first` (no build needed): each tuning batch asked of the
 * pages as they stood when it was written (first-measures.ts), with today's
 * settings or, with CANDIDATE set as for `npm run search:judge`, with those.
 * Prints each batch's top 3 and MRR per language, the totals and the misses.
 * The first run builds every batch's commit (about a minute each); later runs
 * read the pages kept. Skipped in `npm test`.
 */
import {it} from 'vitest';
import {firstMeasures} from './first-measures';
import {candidateOf, engineWith, today} from './rebuilt';
import {missLines, rankQuestions} from './top-pages';

it.runIf(import.meta.env.MODE === 'first')(
  'measures the tuning batches on the pages they were written against',
  async () => {
    const settings = process.env.CANDIDATE ? candidateOf(process.env.CANDIDATE) : today();
    const totals = {en: [0, 0, 0], fr: [0, 0, 0]};
    let misses = '';
    for (const {name, commit, pages, questions} of await firstMeasures()) {
      const line = [`${name} (${commit.slice(0, 7)})`];
      for (const locale of ['en', 'fr'] as const) {
        const asked = questions[locale];
        const engine = await engineWith(pages[locale], locale, settings);
        const ranked = await rankQuestions(locale, asked, ({answers}) => answers, engine);
        line.push(`${locale} ${ranked.top3}/${asked.length} (MRR ${ranked.mrr.toFixed(3)})`);
        totals[locale][0] += ranked.top3;
        totals[locale][1] += asked.length;
        totals[locale][2] += ranked.mrr * asked.length;
        misses += missLines(
          ranked.misses,
          ({answers}) => `${name} ${locale}: ${answers.join(' or ')}`,
        );
      }
      console.log(line.join('  '));
    }
    for (const [locale, [top3, count, reciprocal]] of Object.entries(totals))
      console.log(
        `${locale}: ${top3}/${count} in the top 3, MRR ${(reciprocal / count).toFixed(4)}`,
      );
    console.log(`misses:${misses}`);
  },
  3_600_000,
);
