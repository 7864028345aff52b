/**
 * Reads a built HTML page into what the search index keeps of it: its kind,
 * title, breadcrumb and description, its own text (the introduction) and
 * one section per h2–h4 heading with the text up to the next one. Code,
 * navigation, headers, footers and the table of contents are left out; a
 * block element is separated from the next by a space, so no two words glue.
 */
import {load} from 'cheerio';
import type {PageKind} from '../../search/format';

export type Section = {anchor: string; headings: string[]; text: string};
/**
 * A table row, a result of its own: its headings end with its first cell,
 * its text is the other cells, its context the heading above the table and
 * the column headers.
 */
export type Row = Section & {context: string};
export type ExtractedPage = {
  kind: PageKind;
  title: string;
  /** Where the page is: its docs category, "Blog", "Website"; never its own title. */
  breadcrumb: string;
  description: string;
  text: string;
  sections: Section[];
  rows: Row[];
};

/** The breadcrumb of pages that have none: words of the index that no page has. */
export type Labels = {docs: string; blog: string; site: string};

const notContent =
  'pre, script, style, nav, header, footer, button, svg, .table-of-contents, .theme-doc-toc-mobile, .theme-doc-footer, .pagination-nav, .hash-link, .sr-only, .checked-against, .translation-notice, .page-menu, .report-mistake';
/** Elements inside a line of text: any other element starts and ends a block. */
const inline =
  'a, abbr, b, code, em, i, img, kbd, mark, q, s, small, span, strong, sub, sup, time, u, var, wbr';
const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Where a heading was: a page's own NUL characters are U+FFFD once parsed. */
const marker = '\u0000';

/** Docs folders whose pages are not guides. */
const docsKinds: Record<string, PageKind> = {api: 'reference', presentation: 'presentation'};

/**
 * The page, or null for what is not worth finding. Its kind comes from the
 * classes Docusaurus puts on <html>: a doc (and its folder), a blog post, a
 * page of src/pages; tag lists, blog lists, category indexes, the search
 * page and 404 are none.
 */
export function extractPage(html: string, labels: Labels): ExtractedPage | null {
  const $ = load(html);
  const kind = ['docs-doc-page', 'blog-post-page', 'plugin-pages'].findIndex((name) =>
    $('html').hasClass(name),
  );
  const folder = /(?:^|\s)docs-doc-id-([^/\s]+)\//.exec($('html').attr('class') ?? '')?.[1] ?? '';
  const title =
    clean($('.main-wrapper h1').first().text()) || clean($('title').text().split(' | ')[0]);
  if (kind < 0 || !title) return null;
  const crumbs = $('.breadcrumbs__item:not(.breadcrumbs__item--active) .breadcrumbs__link')
    .toArray()
    .map((element) => clean($(element).text()))
    .filter((crumb) => crumb && crumb !== title);
  const root = $(kind === 2 ? '.main-wrapper' : 'article').first();
  root.find(`h1, ${notContent}`).remove();
  // A space around every block element, so that its words never glue to the next.
  root.find('*').not(inline).before(' ').after(' ');
  // Each h2–h4 heading starts a section, whose text runs to the next heading:
  // each heading's text becomes a marker, at which the text is then cut.
  // Each table row is also a part of its own, under the heading above it.
  const headings: string[] = [];
  const sections: Omit<Section, 'text'>[] = [];
  const rows: Row[] = [];
  root.find('h2, h3, h4, table').each((_, element) => {
    if (element.name === 'table') {
      const [anchor, above] = [sections.at(-1)?.anchor ?? '', sections.at(-1)?.headings ?? []];
      const table = $(element);
      const cellsOf = (row: ReturnType<typeof table.find>) =>
        row
          .children('th, td')
          .toArray()
          .map((cell) => clean($(cell).text()));
      const headers = cellsOf(table.children('thead').children('tr'));
      const context = [above.at(-1) ?? '', ...headers].join(' ').trim();
      table
        .children('tbody')
        .children('tr')
        .each((_, row) => {
          const [first = '', ...cells] = cellsOf($(row));
          if (first)
            rows.push({anchor, headings: [...above, first], text: cells.join(' — '), context});
        });
      return;
    }
    const heading = clean($(element).text());
    if (!heading) return;
    headings.length = Number(element.name[1]) - 2;
    headings.push(heading);
    sections.push({anchor: element.attribs.id ?? '', headings: headings.filter(Boolean)});
    $(element).text(marker);
  });
  const [intro, ...texts] = root.text().split(marker);
  return {
    kind: kind === 0 ? (docsKinds[folder] ?? 'guide') : kind === 1 ? 'blog' : 'page',
    title,
    breadcrumb: [crumbs.at(-1) ?? labels.docs, labels.blog, labels.site][kind],
    description: clean($('meta[name="description"]').attr('content') ?? ''),
    text: clean(intro),
    sections: sections.map((section, index) => ({...section, text: clean(texts[index] ?? '')})),
    rows,
  };
}
