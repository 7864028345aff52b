/**
 * Where this language's search index is and the other language's: the
 * search-index plugin's global data, written for the locale being built.
 * None without it: with Algolia credentials the plugin is not registered and
 * the stock DocSearch is used.
 */
import {usePluginData} from '@docusaurus/useGlobalData';

/** This locale's index folder ("/fr/search-index/"), and the other locale's folder and name. */
export type SearchIndexes = {own: string; other?: string; otherLocale?: string};

export const useSearchIndexes = () =>
  usePluginData('search-index', undefined, {failfast: false}) as SearchIndexes | undefined;
