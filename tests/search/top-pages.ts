/**
 * The search as the tests use it: the first pages the built site's search
 * finds for a query, in one language. Shared by the relevance test
 * (tests/search) and the reader-task suite (tests/tasks), so both judge the
 * engine readers get.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {LocalSearchEngine} from '@site/src/search/engine';
import type {CompactIndex} from '@site/src/plugins/search-index/format';

export type Locale = 'en' | 'fr';

const build = join(__dirname, '..', '..', 'build');
const engines = new Map<Locale, LocalSearchEngine>();

function engineFor(locale: Locale): LocalSearchEngine {
  let engine = engines.get(locale);
  if (!engine) {
    const file = join(build, locale === 'fr' ? 'fr' : '', 'search-index.json');
    if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first.`);
    engine = new LocalSearchEngine(JSON.parse(readFileSync(file, 'utf8')) as CompactIndex);
    engines.set(locale, engine);
  }
  return engine;
}

/** The first distinct pages found, as routes without the /fr prefix: "/docs/api/apikey/". */
export async function topPages(locale: Locale, query: string, count = 3): Promise<string[]> {
  const prefix = locale === 'fr' ? '/fr' : '';
  const pages: string[] = [];
  for (const hit of engineFor(locale).search({query, hitsPerPage: 50}).hits) {
    const path = decodeURI(new URL(hit.url_without_anchor).pathname).replace(prefix, '');
    if (!pages.includes(path)) pages.push(path);
    if (pages.length === count) break;
  }
  return pages;
}
