// Wrap (src/theme/swizzles.ts): with Algolia credentials, the stock DocSearch bar;
// without them, the same DocSearch modal over the site's local index, with
// no preconnect to Algolia, no Algolia logo and no request leaving the site.
import type {ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import {useSearchIndexes} from '@site/src/search/indexes';
import LocalSearchBar from './LocalSearchBar';

export default function SearchBarWrapper(): ReactNode {
  const indexes = useSearchIndexes();
  return indexes ? <LocalSearchBar indexes={indexes} /> : <SearchBar />;
}
