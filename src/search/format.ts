/**
 * The files of the local search index, one folder per locale
 * (build/search-index/, build/fr/search-index/), written by
 * src/plugins/search-index and read by the engine: the manifest, the shards
 * that hold the words of the query, the parts of the pages shown; never the
 * whole index.
 * Documents are the parts of the pages, numbered in page order: part 0 of a
 * page is the page itself (title, description, introduction), then one part
 * per heading's section, then one per table row.
 */
export const indexFolder = 'search-index';

/**
 * What a page is: a guide (the docs' how-to pages), the API's reference, the
 * presentation of TiBillet, a blog post, one of the site's other pages
 * (home, roadmap), or a page written for the public about their own card,
 * tickets and memberships. The engine weighs them (engine.ts, kindFactor).
 */
export const pageKinds = ['guide', 'reference', 'presentation', 'blog', 'page', 'public'] as const;
export type PageKind = (typeof pageKinds)[number];

/** manifest.json. `build` changes with each build: files are fetched with it, for caching. */
export type Manifest = {
  build: string;
  language: string;
  /** Parts in the index, for the rarity of a word. */
  sections: number;
  /**
   * Per page: the index of its kind in pageKinds, its number of sections
   * (itself included) and of rows, and how many of its parts each of its
   * text files holds (PartsFile).
   */
  pages: [kind: number, sections: number, rows: number, partsPerFile: number][];
  /** The first word of each shard: shard i holds the words from shards[i] on. */
  shards: string[];
};

/**
 * s<i>.json: words in order with their postings, flat triples of [part minus
 * the previous one, weight 1–255 (× weightScale), where the word first is in
 * the part (its words counted, common ones left out)], then the number of
 * parts that have the word itself when some have only a synonym of it, and
 * the number of parts that have it when its postings keep only the parts
 * where it weighs most (src/plugins/search-index/build.ts, maxPostings).
 */
export type Shard = (
  | [word: string, postings: number[]]
  | [word: string, postings: number[], native: number]
  | [word: string, postings: number[], native: number, parts: number]
)[];
export const weightScale = 12;

/** A part as results show it: [anchor, headings from h2 down, text]; the page's own has neither. */
export type PartText = [anchor: string, headings: string[], text: string];

/**
 * p<i>-<k>.json: what results show of page i's parts k × n to k × n + n − 1
 * (n is the page's partsPerFile in the manifest), with the page's address,
 * title and breadcrumb (never its own title). Part 0 is the page's own part
 * (its description and introduction), then its sections, then its rows. A
 * result shows one or two parts of a page: it fetches their files, not the
 * whole page's text.
 */
export type PartsFile = {
  /** From the site's root, locale included: "/fr/docs/api/apikey/". */
  url: string;
  title: string;
  breadcrumb: string;
  parts: PartText[];
};

/** The name of the file that holds a page's part (its number in the page). */
export const partsFileName = (page: number, part: number, partsPerFile: number): string =>
  `p${page}-${Math.floor(part / partsPerFile)}.json`;
