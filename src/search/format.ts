/**
 * The files of the local search index, one folder per locale
 * (build/search-index/, build/fr/search-index/), written by
 * src/plugins/search-index and read by the engine. A reader fetches the
 * manifest, the shards that hold the words of the query, and the pages
 * shown: never the whole index.
 *
 * Documents are the sections of the pages (section 0 is the page itself:
 * title, breadcrumb and introduction), numbered in page order.
 */
export const indexFolder = 'search-index';

/** What a page is: ranked docs first, then blog posts, then the site's other pages. */
export const pageKinds = ['docs', 'blog', 'page'] as const;
export type PageKind = (typeof pageKinds)[number];

/** manifest.json */
export type Manifest = {
  /** Changes with every build: shard and page files are fetched with it, for caching. */
  build: string;
  language: string;
  /** Sections in the index, for the rarity of a word (idf). */
  sections: number;
  /** One number per page: its section count × 4 + the index of its kind in pageKinds. */
  pages: number[];
  /** The first word of each shard, in order: shard i holds the words from shards[i]. */
  shards: string[];
};

/**
 * s<i>.json: words in order, each with its postings, flat pairs of
 * [section number minus the previous one, weight 1–255], then the number of
 * sections that have the word itself when some have only a synonym of it.
 */
export type Shard = (
  [word: string, postings: number[]] | [word: string, postings: number[], own: number]
)[];

/** p<i>.json: what a result shows of page i. */
export type PageFile = {
  /** Path from the site's root, with the locale's prefix: "/fr/docs/api/apikey/". */
  url: string;
  title: string;
  /** Where the page is (its docs category, "Blog"), never its own title. */
  breadcrumb: string;
  /** Sections after the first: [anchor, headings from h2 down, text]. */
  sections: [anchor: string, headings: string[], text: string][];
  /** The page's own text: its description and introduction. */
  text: string;
};

/** A weight is stored ×scale as an integer, 1–255. */
export const weightScale = 12;
