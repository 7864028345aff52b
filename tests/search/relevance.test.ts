/**
 * Relevance of the local search over the built indexes (run after
 * `npm run build`): for at least 90 % of the readers' questions, the page
 * that answers is among the first three pages found, in each language.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {LocalSearchEngine} from '@site/src/search/engine';
import type {CompactIndex} from '@site/src/plugins/search-index/format';
import {english, french, type Question} from './queries';

const build = join(__dirname, '..', '..', 'build');

function engineFor(locale: 'en' | 'fr'): LocalSearchEngine {
  const file = join(build, locale === 'fr' ? 'fr' : '', 'search-index.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first.`);
  return new LocalSearchEngine(JSON.parse(readFileSync(file, 'utf8')) as CompactIndex);
}

/** The first distinct pages of the results, without the locale prefix. */
function topPages(engine: LocalSearchEngine, query: string, prefix: string, count = 3): string[] {
  const pages: string[] = [];
  for (const hit of engine.search({query, hitsPerPage: 50}).hits) {
    const path = decodeURI(new URL(hit.url_without_anchor).pathname).replace(prefix, '');
    if (!pages.includes(path)) pages.push(path);
    if (pages.length === count) break;
  }
  return pages;
}

describe.each([
  ['en', english, ''],
  ['fr', french, '/fr'],
] as const)('search relevance in %s', (locale, questions: Question[], prefix) => {
  const engine = engineFor(locale);

  it('has a question set worth measuring', () => {
    expect(questions.length).toBeGreaterThanOrEqual(20);
  });

  it('finds the answering page in the top 3 for at least 90 % of the questions', () => {
    const misses = questions
      .map((question) => ({question, found: topPages(engine, question.query, prefix)}))
      .filter(({question, found}) => !found.includes(question.page));
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
