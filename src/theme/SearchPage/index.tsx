// Wrap (safe in 3.9.1): with Algolia credentials, the stock search page;
// without them, a search page over the site's local index (same URL, same
// messages, no Algolia logo, and an error message when the index fails).
import type {ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {useLocalSearchIndexUrl} from '@site/src/search/useLocalSearch';
import LocalSearchPage from './LocalSearchPage';

export default function SearchPageWrapper(): ReactNode {
  const indexUrl = useLocalSearchIndexUrl();
  return indexUrl ? <LocalSearchPage indexUrl={indexUrl} /> : <SearchPage />;
}
