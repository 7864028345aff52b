/**
 * The glossary page's terms, written as Markdown from src/data/glossary.ts.
 *
 * docs/glossary/index.md and its French twin keep their own front matter,
 * introduction and "See also"; between the two marker comments they hold the
 * block `renderGlossary` writes: one H2 per section, one H3 per term with its
 * explicit id, its sentence, the label the product shows, the other words
 * readers use and a relative link to the page that teaches it (so the build
 * checks the link). `npm run glossary` (scripts/glossary.mjs) rewrites the
 * block; tests/unit/glossary.test.ts fails when a page and the data differ.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {
  glossary,
  glossarySections,
  type GlossaryLanguage,
  type GlossaryTerm,
} from '../data/glossary';

/** The glossary page, under docs/ and under the French docs folder. */
export const glossaryPage = 'glossary/index.md';

export const blockStart =
  '<!-- glossary:start: written by `npm run glossary` from src/data/glossary.ts; edit the data, not this block -->';
export const blockEnd = '<!-- glossary:end -->';

const nbsp = '\u00a0';

/** The words around an entry's label, its other words and its link, in each language. */
const captions: Record<
  GlossaryLanguage,
  {label: string; where: string; also: string; page: string}
> = {
  en: {label: 'Shown as', where: ' ', also: 'Also said:', page: 'Learn more:'},
  fr: {
    label: `Libellé${nbsp}:`,
    where: ', ',
    also: `On dit aussi${nbsp}:`,
    page: `Pour aller plus loin${nbsp}:`,
  },
};

/** The link target from the glossary page to a docs page (a path under docs/, maybe with #anchor). */
export function linkTarget(page: string): string {
  const target = `../${page}`;
  return /[\s<>()]/.test(target) ? `<${target}>` : target;
}

/** The path of a term's page without its anchor. */
export const pageFile = (page: string): string => page.replace(/#.*$/, '');

function renderTerm(
  term: GlossaryTerm,
  language: GlossaryLanguage,
  titleOf: (page: string) => string,
): string {
  const words = term[language];
  const caption = captions[language];
  const label = `${caption.label} **${words.label}**${caption.where}${words.where}.`;
  const also = words.also.length
    ? ` ${caption.also} ${words.also.map((word) => `*${word}*`).join(', ')}.`
    : '';
  const page = `${caption.page} [${titleOf(pageFile(term.page))}](${linkTarget(term.page)}).`;
  return [`### ${words.term} {#${term.id}}`, words.sentence, `${label}${also} ${page}`].join(
    '\n\n',
  );
}

/**
 * The block between the markers, for one language. `titleOf` gives the title
 * of a docs page in that language, for the link's text.
 */
export function renderGlossary(
  language: GlossaryLanguage,
  titleOf: (page: string) => string,
): string {
  const sections = glossarySections.flatMap((section) => {
    const terms = glossary.filter((term) => term.section === section.id);
    if (terms.length === 0) return [];
    return [
      `## ${section[language]} {#${section.id}}`,
      ...terms.map((term) => renderTerm(term, language, titleOf)),
    ];
  });
  return [blockStart, ...sections, blockEnd].join('\n\n');
}

/** A page's text with its block replaced; throws when a marker is missing. */
export function withGlossary(page: string, block: string, file: string): string {
  const start = page.indexOf(blockStart);
  const end = page.indexOf(blockEnd);
  if (start < 0 || end < start) {
    throw new Error(
      `${file}: the glossary markers are missing; the page needs the lines "${blockStart}" and "${blockEnd}".`,
    );
  }
  return `${page.slice(0, start)}${block}${page.slice(end + blockEnd.length)}`;
}

/** Where each language's docs live, under the site's root. */
export const docsFolders: Record<GlossaryLanguage, string> = {
  en: 'docs',
  fr: 'i18n/fr/docusaurus-plugin-content-docs/current',
};

/** The title in the front matter of a docs page (a path under a docs folder). */
export function docsTitle(root: string, language: GlossaryLanguage, page: string): string {
  const file = join(root, docsFolders[language], page);
  const block = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  const title = /^title:\s*(.+)$/m.exec(block)?.[1]?.trim();
  if (!title) throw new Error(`${file}: no title in the front matter`);
  return title.replace(/^(["'])(.*)\1$/, '$2');
}

/** Each glossary page of the site: its file, its text and the text it should have. */
export function glossaryPages(root: string) {
  return (Object.keys(docsFolders) as GlossaryLanguage[]).map((language) => {
    const file = join(root, docsFolders[language], glossaryPage);
    const text = readFileSync(file, 'utf8');
    const block = renderGlossary(language, (page) => docsTitle(root, language, page));
    return {language, file, text, expected: withGlossary(text, block, file)};
  });
}
