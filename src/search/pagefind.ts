/**
 * MEASUREMENT ONLY (issue 19): Pagefind 1.6 behind the same client, modal and
 * page, to compare it with the sharded index on bytes and time. Built with
 * SEARCH_ENGINE=pagefind. Deleted once the comparison is recorded.
 */
import type {Answer, Engine, PageHit} from './engine';

type PagefindData = {
  url: string;
  excerpt: string;
  meta: {title?: string};
  sub_results: {url: string; title: string; excerpt: string}[];
};
type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  search: (query: string) => Promise<{results: {data: () => Promise<PagefindData>}[]}>;
};

export async function openPagefind(indexUrl: string): Promise<Pick<Engine, 'search'>> {
  const base = indexUrl.replace(/search-index\/$/, 'pagefind/');
  const pagefind = (await import(/* webpackIgnore: true */ `${base}pagefind.js`)) as Pagefind;
  await pagefind.options({basePath: base, excerptLength: 24});
  return {
    async search(query, {from = 0, count = 6} = {}): Promise<Answer> {
      const {results} = await pagefind.search(query);
      const pages = await Promise.all(
        results.slice(from, from + count).map(async (result): Promise<PageHit> => {
          const data = await result.data();
          const sections = data.sub_results.slice(0, 3).map((sub) => ({
            url: sub.url,
            title: sub.title,
            headings: [],
            snippet: sub.excerpt,
          }));
          return {url: data.url, title: data.meta.title ?? data.url, breadcrumb: '', sections};
        }),
      );
      return {total: results.length, pages, words: 1, exact: 1, fit: 0};
    },
  };
}
