/**
 * The search rebuilt in memory from the built pages, with other settings:
 * the tuning tool (tune.test.ts) and the judge (judge.test.ts) try weights,
 * field boosts and BM25's saturation without a build for each.
 */
import {dirname, join, relative, sep} from 'node:path';
import {Engine, weights, type Weights} from '@site/src/search/engine';
import {bm25, boosts, buildIndex, type IndexedPage} from '@site/src/plugins/search-index/build';
import {indexedPages} from '@site/src/plugins/search-index';
import {filesUnder} from '../unit/site';
import * as fresh from './fresh-queries';
import {tuningBatches} from './fresh-batches';
import * as tuned from './queries';
import {build, type Locale} from './top-pages';

export {build};

/** A question with its answering pages: one page in the first sets, a list in the later batches. */
export type Asked = {query: string; answers: string[]};
export const asked = (questions: {query: string; page?: string; answers?: string[]}[]): Asked[] =>
  questions.map(({query, page, answers}) => ({query, answers: answers ?? [page!]}));

/** The questions the tuning tool tunes on: the tuned set, the fresh set and its tuning batches. */
export function tuningQuestions(locale: Locale): Asked[] {
  const key = locale === 'en' ? 'english' : 'french';
  return asked([...tuned[key], ...fresh[key], ...tuningBatches.flatMap((batch) => batch[key])]);
}

/** Every setting the search has: the engine's weights and the index's. */
export type Settings = {weights: Weights; boosts: typeof boosts; bm25: typeof bm25};
export const today = (): Settings => ({
  weights: structuredClone(weights),
  boosts: {...boosts},
  bm25: {...bm25},
});

/** The routes of a locale's built pages: the folders with an index.html (French ones apart). */
function routesOf(locale: Locale, site: string): string[] {
  return filesUnder(site)
    .filter((file) => file.endsWith(`${sep}index.html`))
    .map((file) => `/${relative(site, dirname(file)).split(sep).join('/')}/`.replace('//', '/'))
    .filter((route) => route.startsWith('/fr/') === (locale === 'fr'));
}

/** A locale's pages as the index plugin reads them from build/ (or another build folder). */
export function builtPages(locale: Locale, site = build): IndexedPage[] {
  const folder = join(site, locale === 'fr' ? 'fr' : '');
  return indexedPages(folder, locale === 'fr' ? '/fr/' : '/', routesOf(locale, site), locale);
}

/** The index files those settings give, kept by pages, locale and index settings. */
const indexes = new WeakMap<IndexedPage[], Map<string, Map<string, string>>>();
export function indexFiles(
  pages: IndexedPage[],
  locale: Locale,
  settings: Settings,
): Map<string, string> {
  const key = JSON.stringify([locale, settings.boosts, settings.bm25]);
  const kept = indexes.get(pages) ?? new Map<string, Map<string, string>>();
  indexes.set(pages, kept);
  const files =
    kept.get(key) ??
    buildIndex(pages, locale, {fieldBoosts: settings.boosts, saturation: settings.bm25});
  kept.set(key, files);
  return files;
}

/** Forgets the index files kept for these pages (the tuning tool, between its rounds). */
export const forgetIndexes = (pages: IndexedPage[]) => indexes.delete(pages);

/** The engine readers would get with those settings. */
export function engineWith(
  pages: IndexedPage[],
  locale: Locale,
  settings: Settings,
): Promise<Engine> {
  const files = indexFiles(pages, locale, settings);
  return Engine.open(
    async (file) => JSON.parse(files.get(file.replace(/\?.*/, ''))!),
    settings.weights,
  );
}

/** Today's settings with the candidate's over them; a setting that does not exist is an error. */
export function candidateOf(json: string): Settings {
  let given: unknown;
  try {
    given = JSON.parse(json);
  } catch {
    throw new Error(`CANDIDATE is not JSON: ${json}`);
  }
  const settings = today();
  if (typeof given !== 'object' || given === null || Array.isArray(given))
    throw new Error('CANDIDATE must be an object with "weights", "boosts" or "bm25".');
  for (const [group, values] of Object.entries(given)) {
    if (!(group in settings))
      throw new Error(`CANDIDATE: unknown group "${group}" (weights, boosts, bm25).`);
    const target = settings[group as keyof Settings] as Record<string, unknown>;
    for (const [name, value] of Object.entries(values as Record<string, unknown>)) {
      if (!(name in target)) throw new Error(`CANDIDATE: ${group} has no setting "${name}".`);
      target[name] = value;
    }
  }
  return settings;
}
