/**
 * Where this language's search index is and the other language's, from the
 * search-index plugin's global data. Null without it: with Algolia
 * credentials the plugin is not registered and the stock DocSearch is used.
 */
import {usePluginData} from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** The plugin's global data: each locale's index folder, {en: "/search-index/", fr: "/fr/search-index/"}. */
export type SearchIndexGlobalData = {indexes: Record<string, string>};
export type SearchIndexes = {own: string; other: string | null; otherLocale: string | null};

export function useSearchIndexes(): SearchIndexes | null {
  const data = usePluginData('search-index', undefined, {failfast: false}) as
    SearchIndexGlobalData | undefined;
  const {currentLocale} = useDocusaurusContext().i18n;
  if (!data) return null;
  const [otherLocale, other] =
    Object.entries(data.indexes).find(([l]) => l !== currentLocale) ?? [];
  return {own: data.indexes[currentLocale], other: other ?? null, otherLocale: otherLocale ?? null};
}
