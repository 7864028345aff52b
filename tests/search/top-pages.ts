/**
 * The search as the tests use it: the first pages the built site's search
 * finds for a query, in one language. Shared by the relevance test
 * (tests/search) and the reader-task suite (tests/tasks), so both judge the
 * engine readers get: the same engine code, reading the same index files
 * from build/ instead of fetching them.
 */
import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {Engine} from '@site/src/search/engine';
import {indexFolder} from '@site/src/search/format';

export type Locale = 'en' | 'fr';

// import.meta.url, not __dirname: npm run bench loads this file through Vite, outside Vitest.
export const build =
  process.env.SEARCH_BUILD_DIR ?? fileURLToPath(new URL('../../build', import.meta.url));
const engines = new Map<Locale, Promise<Engine>>();

/** The engine over a locale's index in build/ (or in SEARCH_BUILD_DIR). */
export function engineFor(locale: Locale): Promise<Engine> {
  let engine = engines.get(locale);
  if (!engine) {
    const folder = join(build, locale === 'fr' ? 'fr' : '', indexFolder);
    if (!existsSync(folder)) throw new Error(`${folder} is missing: run "npm run build" first.`);
    engine = Engine.open(async (file) =>
      JSON.parse(await readFile(join(folder, file.replace(/\?.*/, '')), 'utf8')),
    );
    engines.set(locale, engine);
  }
  return engine;
}

/** A page's route as the questions name it: decoded, without the /fr prefix. */
export const routeOf = (url: string) => decodeURI(url).replace(/^\/fr\//, '/');

/**
 * The first distinct pages found, as routes without the /fr prefix: "/docs/api/apikey/".
 * By the engine over build/, or by `engine` (tests/search/tune.test.ts gives its own).
 */
export async function topPages(
  locale: Locale,
  query: string,
  count = 3,
  engine?: Engine,
): Promise<string[]> {
  const {pages} = await (engine ?? (await engineFor(locale))).search(query, {count});
  return pages.map(({url}) => routeOf(url));
}

/** A question asked of the search: the pages found (first ten) and the rank of its first answer (0: none). */
export type Ranked<Q> = {question: Q; found: string[]; rank: number};

/**
 * Asks every question and ranks its answers among the first ten pages found:
 * the number in the top 3, the mean reciprocal rank, and the misses (not in
 * the top 3). Shared by the tuned, fresh and held-out sets.
 */
export async function rankQuestions<Q extends {query: string}>(
  locale: Locale,
  questions: Q[],
  answersOf: (question: Q) => string[],
  engine?: Engine,
): Promise<{ranked: Ranked<Q>[]; top3: number; mrr: number; misses: Ranked<Q>[]}> {
  const ranked = await Promise.all(
    questions.map(async (question) => {
      const found = await topPages(locale, question.query, 10, engine);
      const answers = answersOf(question);
      return {question, found, rank: found.findIndex((route) => answers.includes(route)) + 1};
    }),
  );
  const top3 = ranked.filter(({rank}) => rank > 0 && rank <= 3).length;
  const mrr = ranked.reduce((sum, {rank}) => sum + (rank > 0 ? 1 / rank : 0), 0) / ranked.length;
  const misses = ranked.filter(({rank}) => rank === 0 || rank > 3);
  return {ranked, top3, mrr, misses};
}

/** One line per miss, as the search tests print them. */
export const missLines = <Q extends {query: string}>(
  misses: Ranked<Q>[],
  answersOf: (question: Q) => string,
): string =>
  misses
    .map(
      ({question, found, rank}) =>
        `\n  "${question.query}" → ${answersOf(question)} at ${rank || '-'}; found ${found.slice(0, 3).join(', ')}`,
    )
    .join('');
