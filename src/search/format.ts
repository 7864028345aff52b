/**
 * The files of the local search index, one folder per locale
 * (build/search-index/, build/fr/search-index/), written by
 * src/plugins/search-index and read by the engine: the manifest, the shards
 * that hold the words of the query, the pages shown; never the whole index.
 * Documents are the sections of the pages, numbered in page order; section 0
 * of a page is the page itself (title, description, introduction).
 */
export const indexFolder = 'search-index';

/** Docs pages rank first, then blog posts, then the site's other pages (home, roadmap). */
export const pageKinds = ['docs', 'blog', 'page'] as const;
export type PageKind = (typeof pageKinds)[number];

/** manifest.json. `build` changes with each build: files are fetched with it, for caching. */
export type Manifest = {
  build: string;
  language: string;
  /** Sections in the index, for the rarity of a word. */
  sections: number;
  /** Per page: its number of sections × 4 + the index of its kind in pageKinds. */
  pages: number[];
  /** The first word of each shard: shard i holds the words from shards[i] on. */
  shards: string[];
};

/**
 * s<i>.json: words in order with their postings, flat pairs of [section
 * minus the previous one, weight 1–255 (× weightScale)], then the number of
 * sections that have the word itself when some have only a synonym of it.
 */
export type Shard = ([word: string, postings: number[]] | [string, number[], number])[];
export const weightScale = 12;

/** p<i>.json: page i as results show it; its breadcrumb is never its own title. */
export type PageFile = {
  /** From the site's root, locale included: "/fr/docs/api/apikey/". */
  url: string;
  title: string;
  breadcrumb: string;
  /** The page's own section: its description and introduction. */
  text: string;
  /** The other sections: [anchor, headings from h2 down, text]. */
  sections: [anchor: string, headings: string[], text: string][];
};
