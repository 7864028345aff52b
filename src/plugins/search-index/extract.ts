/**
 * Reads a built HTML page into what the search index keeps of it: its kind,
 * title and breadcrumb, its own text (description and introduction) and one
 * section per h2–h4 heading with the text up to the next one. Code blocks,
 * navigation, the table of contents, the sidebar and the footer are left
 * out; block elements are separated by a space, so that no two words glue.
 */
import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import type {PageKind} from '../../search/format';

export type Section = {anchor: string; headings: string[]; text: string};
export type ExtractedPage = {
  kind: PageKind;
  title: string;
  breadcrumb: string;
  description: string;
  text: string;
  sections: Section[];
};

/** Words of the index that no page has: the breadcrumb of pages outside the docs. */
export type Labels = {docs: string; blog: string; site: string};

const notContent =
  'pre, script, style, nav, header, footer, button, svg, .table-of-contents, .theme-doc-toc-mobile, .theme-doc-footer, .pagination-nav, .hash-link, .sr-only';

const inline = new Set([
  'a',
  'abbr',
  'b',
  'code',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
  'time',
  'var',
  'wbr',
  'img',
]);

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * What a built page is, from the classes Docusaurus puts on <html>: a doc,
 * a blog post, or a page of src/pages. Tag lists, blog lists, generated
 * category indexes, the search page and the 404 page are none of these.
 */
export function pageKind($: CheerioAPI): PageKind | null {
  const classes = ($('html').attr('class') ?? '').split(/\s+/);
  if (classes.includes('docs-doc-page')) return 'docs';
  if (classes.includes('blog-post-page')) return 'blog';
  if (classes.includes('plugin-pages')) return 'page';
  return null;
}

/** The text of a node, with a space wherever a block element starts or ends. */
function textOf(node: AnyNode): string {
  if (node.type === 'text') return node.data;
  if (node.type !== 'tag') return '';
  const inner = node.children.map(textOf).join('');
  return inline.has(node.name) ? inner : ` ${inner} `;
}

export function extractPage(html: string, labels: Labels): ExtractedPage | null {
  const $ = load(html);
  const kind = pageKind($);
  if (!kind) return null;
  const title =
    clean($('.main-wrapper h1').first().text()) || clean($('title').text().split(' | ')[0]);
  if (!title) return null;
  const crumbs = $('.breadcrumbs__item:not(.breadcrumbs__item--active) .breadcrumbs__link')
    .toArray()
    .map((element) => clean($(element).text()))
    .filter((crumb) => crumb && crumb !== title);
  const breadcrumb =
    kind === 'docs' ? (crumbs.at(-1) ?? labels.docs) : kind === 'blog' ? labels.blog : labels.site;

  const description = clean($('meta[name="description"]').attr('content') ?? '');
  const page: ExtractedPage = {kind, title, breadcrumb, description, text: '', sections: []};
  const headings: string[] = [];
  let text: string[] = [];
  const close = () => {
    const joined = clean(text.join(''));
    if (page.sections.length === 0) page.text = joined;
    else page.sections.at(-1)!.text = joined;
    text = [];
  };
  // Document order: a heading closes the section before it and opens its own.
  const walk = (node: AnyNode) => {
    const element = node as Element;
    if (node.type === 'tag' && /^h[234]$/.test(element.name)) {
      const level = Number(element.name[1]);
      const heading = clean(textOf(node));
      if (!heading) return;
      close();
      headings.length = level - 2;
      headings[level - 2] = heading;
      page.sections.push({
        anchor: $(node).attr('id') ?? '',
        headings: headings.filter(Boolean),
        text: '',
      });
    } else if (node.type === 'tag' && element.name !== 'h1') {
      const block = !inline.has(element.name);
      if (block) text.push(' ');
      element.children.forEach(walk);
      if (block) text.push(' ');
    } else if (node.type === 'text') {
      text.push(node.data);
    }
  };
  const root = $(kind === 'page' ? '.main-wrapper' : 'article').first();
  root.find(notContent).remove();
  root.each((_, element) => element.children.forEach(walk));
  close();
  return page;
}
