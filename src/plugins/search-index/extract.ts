/**
 * Turns a built HTML page into search records shaped like DocSearch's:
 * one record for the page (its title and description) and one per section
 * (h2 to h4, with the text up to the next heading). Code blocks, the
 * navigation, the sidebar and the footer are left out.
 */
import {load, type CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';

export type Hierarchy = {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
};

export type SearchRecord = {
  objectID: string;
  /** The deepest heading level of the record: lvl1 for the page itself. */
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4';
  hierarchy: Hierarchy;
  content: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  language: string;
  docusaurus_tag: string;
};

export type PageKind = 'docs' | 'blog' | 'page';

export type ExtractOptions = {
  html: string;
  /** Absolute URL of the page, with a trailing slash. */
  url: string;
  language: string;
  /** lvl0 of blog posts ("Blog"), and of pages without a better one. */
  blogLabel: string;
  docsLabel: string;
};

/** Longest text kept for one section; the rest adds weight, not answers. */
const maxContentLength = 600;

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

function headingText($: CheerioAPI, element: Element): string {
  const copy = $(element).clone();
  copy.find('.hash-link, .sr-only').remove();
  return clean(copy.text());
}

/**
 * What a built page is, from the classes Docusaurus puts on <html>: a doc
 * (or a category index), a blog post, or a page of src/pages. Tag lists,
 * blog lists, the search page and the 404 page are none of these.
 */
export function pageKind($: CheerioAPI): PageKind | null {
  const classes = ($('html').attr('class') ?? '').split(/\s+/);
  if (classes.includes('docs-doc-page')) return 'docs';
  if (classes.includes('blog-post-page')) return 'blog';
  if (classes.includes('plugin-pages')) return 'page';
  return null;
}

const contentRoot: Record<PageKind, string> = {
  docs: 'article',
  blog: 'article',
  page: '.main-wrapper',
};

const notContent = [
  'pre',
  'script',
  'style',
  'nav',
  'footer',
  'button',
  'svg',
  '.card',
  '.table-of-contents',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.pagination-nav',
].join(', ');

/** The records of one page, or none for pages that are not worth finding. */
export function extractRecords(options: ExtractOptions): SearchRecord[] {
  const $ = load(options.html);
  const kind = pageKind($);
  if (!kind) return [];
  const tag =
    kind === 'docs' ? ($('meta[name="docusaurus_tag"]').attr('content') ?? 'default') : 'default';
  const title =
    clean($('.main-wrapper h1').first().text()) || clean($('title').text().split(' | ')[0]);
  if (!title) return [];
  const description = clean($('meta[name="description"]').attr('content') ?? '');

  let lvl0: string;
  if (kind === 'docs') {
    const crumbs = $('.breadcrumbs__item:not(.breadcrumbs__item--active) .breadcrumbs__link')
      .toArray()
      .map((element) => clean($(element).text()))
      .filter(Boolean);
    lvl0 = crumbs.at(-1) ?? options.docsLabel;
  } else if (kind === 'blog') {
    lvl0 = options.blogLabel;
  } else {
    lvl0 = title;
  }

  const root = $(contentRoot[kind]).first();
  root.find(notContent).remove();

  const records: SearchRecord[] = [];
  const base = {
    url_without_anchor: options.url,
    language: options.language,
    docusaurus_tag: tag,
  };
  const pageRecord: SearchRecord = {
    ...base,
    objectID: options.url,
    type: 'lvl1',
    hierarchy: {lvl0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: description,
    url: options.url,
    anchor: null,
  };
  records.push(pageRecord);

  // Walk the content in document order; headings open sections, text
  // elements feed the current one.
  const levels: Record<number, string | null> = {2: null, 3: null, 4: null};
  let current: SearchRecord = pageRecord;
  let introLength = description.length;
  const textSelector = 'p, li, td, th, blockquote, dt, dd, figcaption';
  root.find(`h2, h3, h4, ${textSelector}`).each((_, element) => {
    const name = element.tagName.toLowerCase();
    if (/^h[234]$/.test(name)) {
      const level = Number(name[1]);
      const text = headingText($, element);
      const id = $(element).attr('id') ?? null;
      if (!text) return;
      levels[level] = text;
      for (let deeper = level + 1; deeper <= 4; deeper++) levels[deeper] = null;
      current = {
        ...base,
        objectID: `${options.url}#${id ?? records.length}`,
        type: `lvl${level}` as SearchRecord['type'],
        hierarchy: {
          lvl0,
          lvl1: title,
          lvl2: levels[2],
          lvl3: level >= 3 ? levels[3] : null,
          lvl4: level >= 4 ? levels[4] : null,
          lvl5: null,
          lvl6: null,
        },
        content: '',
        url: id ? `${options.url}#${id}` : options.url,
        anchor: id,
      };
      records.push(current);
      return;
    }
    // Nested text (a paragraph inside a list item) is read with its parent.
    if ($(element).parents(textSelector).length > 0) return;
    const text = clean($(element).text());
    if (!text) return;
    if (current === pageRecord) {
      // The introduction of the page goes with the page record.
      if (introLength > maxContentLength) return;
      introLength += text.length;
    }
    if (current.content.length >= maxContentLength) return;
    current.content = clean(`${current.content} ${text}`).slice(0, maxContentLength);
  });

  return records;
}
