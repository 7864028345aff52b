// Wrap (src/theme/swizzles.ts): with Algolia credentials, the stock search page;
// without them, a search page over the site's local index (same URL, same
// messages, no Algolia logo, and an error message when the index fails).
import type {ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {useSearchIndexes} from '@site/src/search/indexes';
import LocalSearchPage from './LocalSearchPage';

export default function SearchPageWrapper(): ReactNode {
  const indexes = useSearchIndexes();
  return indexes ? <LocalSearchPage indexes={indexes} /> : <SearchPage />;
}
