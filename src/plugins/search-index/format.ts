/**
 * The compact file format of the local search index, one file per locale,
 * and its expansion back into DocSearch-shaped records in the browser.
 *
 * Repeated values are stored once: pages carry their URL path, lvl0 (as an
 * index into `lvl0`), title and docs tag; sections point at their page.
 */
import type {SearchRecord} from './extract';

export const INDEX_FORMAT_VERSION = 1;

/** [path, lvl0 index, title, tag index] */
type CompactPage = [string, number, string, number];
/** [page index, level (1–4), lvl2, lvl3, lvl4, anchor, content] */
type CompactSection = [number, number, string, string, string, string, string];

export type CompactIndex = {
  version: typeof INDEX_FORMAT_VERSION;
  language: string;
  siteUrl: string;
  lvl0: string[];
  tags: string[];
  pages: CompactPage[];
  sections: CompactSection[];
};

export function compact(records: SearchRecord[], language: string, siteUrl: string): CompactIndex {
  const index: CompactIndex = {
    version: INDEX_FORMAT_VERSION,
    language,
    siteUrl,
    lvl0: [],
    tags: [],
    pages: [],
    sections: [],
  };
  const intern = (table: string[], value: string) => {
    const found = table.indexOf(value);
    return found >= 0 ? found : table.push(value) - 1;
  };
  const pageIndex = new Map<string, number>();
  for (const record of records) {
    const path = record.url_without_anchor.replace(siteUrl, '');
    let page = pageIndex.get(path);
    if (page === undefined) {
      page =
        index.pages.push([
          path,
          intern(index.lvl0, record.hierarchy.lvl0),
          record.hierarchy.lvl1,
          intern(index.tags, record.docusaurus_tag),
        ]) - 1;
      pageIndex.set(path, page);
    }
    index.sections.push([
      page,
      Number(record.type.slice(3)),
      record.hierarchy.lvl2 ?? '',
      record.hierarchy.lvl3 ?? '',
      record.hierarchy.lvl4 ?? '',
      record.anchor ?? '',
      record.content,
    ]);
  }
  return index;
}

export function expand(index: CompactIndex): SearchRecord[] {
  return index.sections.map(([page, level, lvl2, lvl3, lvl4, anchor, content]) => {
    const [path, lvl0, lvl1, tag] = index.pages[page];
    const pageUrl = index.siteUrl + path;
    const url = anchor ? `${pageUrl}#${anchor}` : pageUrl;
    return {
      objectID: url,
      type: `lvl${level}` as SearchRecord['type'],
      hierarchy: {
        lvl0: index.lvl0[lvl0],
        lvl1,
        lvl2: lvl2 || null,
        lvl3: lvl3 || null,
        lvl4: lvl4 || null,
        lvl5: null,
        lvl6: null,
      },
      content,
      url,
      url_without_anchor: pageUrl,
      anchor: anchor || null,
      language: index.language,
      docusaurus_tag: index.tags[tag],
    };
  });
}
