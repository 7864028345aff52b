/**
 * `npm run search:judge` (after `npm run build`), with CANDIDATE set to the
 * settings to try, as JSON: `{"weights": {"partShare": 0.45}, "boosts":
 * {"title": 4}, "bm25": {"k1": 2}}`, any part left out. It measures today's
 * settings and the candidate on the batches kept to judge (fresh-batches.ts,
 * `judge`) and on the tuning sets, and says whether the candidate passes the
 * rule of src/search/README.md ("Measuring"): at least two more questions
 * in the top 3 over the judging batches, both languages together, and in
 * each language a MRR over all its judging questions not lower.
 *
 * Write the candidate down before you run it, and run it once: a judge
 * measured again and again becomes one more tuning set. Skipped in `npm test`.
 */
import {expect, it} from 'vitest';
import {laterBatches} from './fresh-batches';
import {rankQuestions, type Locale} from './top-pages';
import {
  asked,
  builtPages,
  candidateOf,
  engineWith,
  today,
  tuningQuestions,
  type Asked,
} from './rebuilt';

it.runIf(import.meta.env.MODE === 'judge')(
  'judges a candidate on the batches kept to judge',
  async () => {
    const candidate = candidateOf(process.env.CANDIDATE ?? '{}');
    const judges = laterBatches.filter((batch) => batch.judge);
    expect(judges.length).toBeGreaterThan(0);
    let gain = 0;
    const lowerMrr: string[] = [];
    for (const locale of ['en', 'fr'] as const satisfies readonly Locale[]) {
      const key = locale === 'en' ? 'english' : 'french';
      const pages = builtPages(locale);
      const sets: [string, Asked[]][] = [
        ['tuning sets', tuningQuestions(locale)],
        ...judges.map((batch): [string, Asked[]] => [batch.name, asked(batch[key])]),
      ];
      // This language's judging questions together: their reciprocal ranks, before and after.
      const pooled = {before: 0, after: 0, count: 0};
      for (const [name, questions] of sets) {
        const [before, after] = await Promise.all(
          [today(), candidate].map(async (settings) =>
            rankQuestions(
              locale,
              questions,
              ({answers}) => answers,
              await engineWith(pages, locale, settings),
            ),
          ),
        );
        console.log(
          `${locale} ${name}: ${before.top3}/${questions.length} (MRR ${before.mrr.toFixed(4)})` +
            ` → ${after.top3}/${questions.length} (MRR ${after.mrr.toFixed(4)})`,
        );
        if (name === 'tuning sets') continue;
        gain += after.top3 - before.top3;
        pooled.before += before.mrr * questions.length;
        pooled.after += after.mrr * questions.length;
        pooled.count += questions.length;
      }
      const [before, after] = [pooled.before / pooled.count, pooled.after / pooled.count];
      console.log(`${locale}, all judging batches: MRR ${before.toFixed(4)} → ${after.toFixed(4)}`);
      if (after < before - 1e-9) lowerMrr.push(locale);
    }
    const passes = gain >= 2 && lowerMrr.length === 0;
    console.log(
      `judging batches: ${gain >= 0 ? '+' : ''}${gain} in the top 3` +
        (lowerMrr.length
          ? `; lower MRR in ${lowerMrr.join(', ')}`
          : '; no language with a lower MRR') +
        `. The candidate ${passes ? 'passes' : 'does not pass'}.`,
    );
  },
  3_600_000,
);
