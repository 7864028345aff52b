/**
 * Reads a built HTML page into what the search index keeps of it: its kind,
 * title, breadcrumb and description, its own text (the introduction) and
 * one section per h2–h4 heading with the text up to the next one. Code,
 * navigation, headers, footers and the table of contents are left out; a
 * block element is separated from the next by a space, so no two words glue.
 */
import {load} from 'cheerio';
import type {AnyNode} from 'domhandler';
import type {PageKind} from '../../search/format';

export type Section = {anchor: string; headings: string[]; text: string};
export type ExtractedPage = {
  kind: PageKind;
  title: string;
  /** Where the page is: its docs category, "Blog", "Website"; never its own title. */
  breadcrumb: string;
  description: string;
  text: string;
  sections: Section[];
};

/** The breadcrumb of pages that have none: words of the index that no page has. */
export type Labels = {docs: string; blog: string; site: string};

const notContent =
  'pre, script, style, nav, header, footer, button, svg, .table-of-contents, .theme-doc-toc-mobile, .theme-doc-footer, .pagination-nav, .hash-link, .sr-only, .checked-against';
const inline = new Set(
  'a abbr b code em i img kbd mark q s small span strong sub sup time u var wbr'.split(' '),
);
const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A node's text, with a space wherever a block element starts or ends. */
function textOf(node: AnyNode): string {
  if (node.type === 'text') return node.data;
  if (node.type !== 'tag') return '';
  const inner = node.children.map(textOf).join('');
  return inline.has(node.name) ? inner : ` ${inner} `;
}

/**
 * The page, or null for what is not worth finding. Its kind comes from the
 * classes Docusaurus puts on <html>: a doc, a blog post, a page of src/pages;
 * tag lists, blog lists, category indexes, the search page and 404 are none.
 */
export function extractPage(html: string, labels: Labels): ExtractedPage | null {
  const $ = load(html);
  const classes = ($('html').attr('class') ?? '').split(/\s+/);
  const kind = (['docs-doc-page', 'blog-post-page', 'plugin-pages'] as const).findIndex((name) =>
    classes.includes(name),
  );
  const title =
    clean($('.main-wrapper h1').first().text()) || clean($('title').text().split(' | ')[0]);
  if (kind < 0 || !title) return null;
  const crumbs = $('.breadcrumbs__item:not(.breadcrumbs__item--active) .breadcrumbs__link')
    .toArray()
    .map((element) => clean($(element).text()))
    .filter((crumb) => crumb && crumb !== title);
  const page: ExtractedPage = {
    kind: (['docs', 'blog', 'page'] as const)[kind],
    title,
    breadcrumb: [crumbs.at(-1) ?? labels.docs, labels.blog, labels.site][kind],
    description: clean($('meta[name="description"]').attr('content') ?? ''),
    text: '',
    sections: [],
  };
  const headings: string[] = [];
  let text = '';
  const close = () => {
    if (page.sections.length === 0) page.text = clean(text);
    else page.sections.at(-1)!.text = clean(text);
    text = '';
  };
  // In document order: a heading closes the section before it and opens its own.
  const walk = (node: AnyNode) => {
    if (node.type === 'text') text += node.data;
    if (node.type !== 'tag' || node.name === 'h1') return;
    if (/^h[234]$/.test(node.name)) {
      const heading = clean(textOf(node));
      if (!heading) return;
      close();
      headings.length = Number(node.name[1]) - 2;
      headings.push(heading);
      page.sections.push({
        anchor: node.attribs.id ?? '',
        headings: headings.filter(Boolean),
        text: '',
      });
    } else {
      const space = inline.has(node.name) ? '' : ' ';
      text += space;
      node.children.forEach(walk);
      text += space;
    }
  };
  const root = $(page.kind === 'page' ? '.main-wrapper' : 'article').first();
  root.find(notContent).remove();
  root.each((_, element) => element.children.forEach(walk));
  close();
  return page;
}
