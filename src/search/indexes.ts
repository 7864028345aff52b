/**
 * Where the search indexes are, from the search-index plugin's global data:
 * this language's and the other's. Without it (Algolia credentials set, the
 * plugin is not registered) the stock DocSearch bar and page are used.
 */
import {usePluginData} from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {useHistory} from '@docusaurus/router';

/** The plugin's global data: each locale's index folder, {en: "/search-index/", fr: "/fr/search-index/"}. */
export type SearchIndexGlobalData = {indexes: Record<string, string>};

/** This language's index and the other language's, with the site's root of each. */
export type SearchIndexes = {
  own: string;
  other: string | null;
  otherLocale: string | null;
  roots: string[];
};

export function useSearchIndexes(): SearchIndexes | null {
  const data = usePluginData('search-index', undefined, {failfast: false}) as
    SearchIndexGlobalData | undefined;
  const {currentLocale} = useDocusaurusContext().i18n;
  if (!data) return null;
  const other = Object.entries(data.indexes).find(([locale]) => locale !== currentLocale);
  return {
    own: data.indexes[currentLocale],
    other: other?.[1] ?? null,
    otherLocale: other?.[0] ?? null,
    roots: [data.indexes[currentLocale], other?.[1] ?? ''].map((url) =>
      url.replace(/[^/]+\/$/, ''),
    ),
  };
}

/**
 * Opens a result: a page of this language within the app, a page of the
 * other language as a new document (each language is its own app).
 */
export function openResult(
  url: string,
  {roots}: SearchIndexes,
  history: ReturnType<typeof useHistory>,
): void {
  // A URL belongs to the language whose root is its longest start: "/fr/docs/" to "/fr/", not "/".
  const [own, other] = roots;
  if (other && url.startsWith(other) && (!url.startsWith(own) || other.length > own.length))
    window.location.assign(url);
  else history.push(url);
}
