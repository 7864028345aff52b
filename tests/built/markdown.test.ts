/**
 * The Markdown copies of the docs pages and the llms.txt lists, as the build
 * wrote them (src/plugins/page-markdown): every docs page of both languages
 * has its copy beside it and no other page has one; a copy opens with the
 * page's title, is in the page's language, links only to absolute addresses
 * (pages with their trailing slash), keeps each diagram as its Mermaid source
 * and each tab under its label; each language's llms.txt lists every copy
 * once, under the sidebar's categories.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildDir, builtPages, siteUrl} from './site';
import {diagramSelector} from '../../src/plugins/page-markdown/toMarkdown';

const pages = builtPages();
/** The pages of docs/ (not the generated category pages, which llms.txt's sections stand for). */
const isDocsPage = (page: (typeof pages)[number]) =>
  page.$('article .theme-doc-markdown').length > 0;
const docsPages = pages.filter(isDocsPage);
const copyOf = (file: string) => join(file, '..', 'index.md');
const read = (file: string) => readFileSync(file, 'utf8');

/** The targets of a Markdown text's links and images. */
const targets = (markdown: string) =>
  [
    ...markdown
      .replace(/^```[\s\S]*?^```/gm, '')
      .replace(/`[^`\n]+`/g, '')
      .matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g),
  ].map((match) => match[1]!);

describe('Markdown copies of the docs pages', () => {
  it('exist beside every docs page of both languages, and beside no other page', () => {
    expect(docsPages.filter((page) => page.locale === 'en').length).toBeGreaterThanOrEqual(66);
    expect(docsPages.filter((page) => page.locale === 'fr').length).toBe(
      docsPages.filter((page) => page.locale === 'en').length,
    );
    expect(
      docsPages.filter((page) => !existsSync(copyOf(page.file))).map((page) => page.path),
    ).toEqual([]);
    const others = pages.filter((page) => !isDocsPage(page) && page.file.endsWith('index.html'));
    expect(others.filter((page) => existsSync(copyOf(page.file))).map((page) => page.path)).toEqual(
      [],
    );
  });

  it("open with the page's title, in its language, and link only to absolute addresses", () => {
    const problems: string[] = [];
    for (const page of docsPages) {
      const markdown = read(copyOf(page.file));
      const title = page.$('article h1').first().text().trim();
      if (!markdown.startsWith(`# ${title}\n`))
        problems.push(`${page.path}: does not open with "# ${title}"`);
      for (const target of targets(markdown)) {
        if (!/^(https?:\/\/|mailto:)/.test(target))
          problems.push(`${page.path}: relative link ${target}`);
        if (target.startsWith(`${siteUrl}/`)) {
          const url = new URL(target);
          const last = url.pathname.split('/').pop() ?? '';
          if (last !== '' && !last.includes('.'))
            problems.push(`${page.path}: ${target} has no trailing slash`);
          if (
            page.locale === 'fr' &&
            url.pathname.startsWith('/docs/') &&
            !page.$('.translation-notice').length
          ) {
            problems.push(`${page.path}: links to the English page ${target}`);
          }
        }
      }
      const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
      if (/<!--|\]\(#|Direct link to|Lien direct vers/.test(prose)) {
        problems.push(`${page.path}: HTML comments or heading anchors left in`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keep diagrams as their Mermaid source and tabs under their labels', () => {
    for (const prefix of ['', 'fr/']) {
      const markdown = read(join(buildDir, prefix, 'docs/api/reservations/index.md'));
      expect(markdown).toMatch(/```mermaid\nstateDiagram-v2\n {2}\[\*\] --> R/);
      expect(markdown).toMatch(/\*\*curl\*\*\n\n```bash\ncurl -X POST/);
      expect(markdown).toMatch(/\*\*Python\*\*\n\n```python\n/);
      expect(markdown).toMatch(/\| Code \| (Label in the code|Libellé dans le code) +\|/);
    }
    for (const page of docsPages) {
      // A diagram container inside another (the Enlarge wrapper) is the same diagram.
      const drawn = page
        .$(diagramSelector)
        .filter((_, element) => page.$(element).parents(diagramSelector).length === 0).length;
      const written = (read(copyOf(page.file)).match(/^```mermaid$/gm) ?? []).length;
      expect(written, page.path).toBe(drawn);
    }
  });
});

describe('llms.txt', () => {
  for (const [locale, prefix, section] of [
    ['en', '', '## User guides › Ticketing'],
    ['fr', 'fr/', '## Guides › Billetterie'],
  ] as const) {
    it(`lists every ${locale} copy once, by sidebar category`, () => {
      const text = read(join(buildDir, prefix, 'llms.txt'));
      expect(text.startsWith('# TiBillet\n\n> ')).toBe(true);
      expect(text).toContain(`\n${section}\n`);
      const listed = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => match[1]!);
      const expected = docsPages
        .filter((page) => page.locale === locale)
        .map((page) => `${siteUrl}${encodeURI(page.path)}index.md`)
        .sort();
      expect([...listed].sort()).toEqual(expected);
      for (const url of listed) {
        expect(existsSync(join(buildDir, decodeURI(new URL(url).pathname))), url).toBe(true);
      }
    });
  }
});
