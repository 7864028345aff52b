/**
 * What the source tree says the site contains: docs routes (from the files
 * and their slugs), category routes, page routes, the French messages.
 * Unit tests check data and links against it without building the site.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import matter from 'gray-matter';

export const root = join(__dirname, '..', '..');

/** Every file under a folder, at any depth (the tests of tests/built use it too). */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Front matter of a Markdown file, as flat key → raw value. */
export function frontMatter(file: string): Record<string, string> {
  const text = readFileSync(file, 'utf8');
  const block = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  return Object.fromEntries(
    block
      .split('\n')
      .map((line) => /^(\w+):\s*(.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => Boolean(match))
      .map((match) => [match[1], match[2].replace(/^["']|["']$/g, '')]),
  );
}

export const docsDir = join(root, 'docs');
export const frenchDocsDir = join(root, 'i18n/fr/docusaurus-plugin-content-docs/current');
export const frenchBlogDir = join(root, 'i18n/fr/docusaurus-plugin-content-blog');

/** A plain space where French wants a no-break one: before : ; ! ? » and after «. */
export const plainFrenchSpace = / [:;!?»]|« /;

export function docFiles(dir = docsDir): string[] {
  return filesUnder(dir).filter((file) => /\.mdx?$/.test(file));
}

/** The route of a docs file: /docs/<folder>/<slug or file name>/. */
export function docRoute(file: string, dir = docsDir): string {
  const path = relative(dir, file).replace(/\.mdx?$/, '');
  const slug = frontMatter(file).slug;
  if (slug?.startsWith('/')) return `/docs${slug}/`.replace(/\/+$/, '/');
  const folder = dirname(path) === '.' ? '' : `${dirname(path)}/`;
  return `/docs/${folder}${slug ?? path.split('/').pop()}/`;
}

export function categoryRoutes(): string[] {
  return filesUnder(docsDir)
    .filter((file) => file.endsWith('_category_.json'))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')).link?.slug as string)
    .filter(Boolean)
    .map((slug) => `/docs${slug}/`);
}

export function pageRoutes(): string[] {
  return filesUnder(join(root, 'src/pages'))
    .filter((file) => /\.(tsx|mdx?)$/.test(file) && !/\/_/.test(relative(root, file)))
    .map((file) => {
      const path = relative(join(root, 'src/pages'), file).replace(/(index)?\.(tsx|mdx?)$/, '');
      return `/${path}`.replace(/\/?$/, '/');
    });
}

/** Every route the source defines, except generated blog and tag pages. */
export function knownRoutes(): Set<string> {
  return new Set([
    ...docFiles().map((file) => docRoute(file)),
    ...categoryRoutes(),
    ...pageRoutes(),
    '/blog/',
    '/docs/tags/',
  ]);
}

export type Messages = Record<string, {message: string; description?: string}>;

export function frenchMessages(file = 'code.json'): Messages {
  const path = join(root, 'i18n/fr', file);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
}

/** Docusaurus's own front matter parser (gray-matter), for tests of the site's parseFrontMatter hook. */
export async function defaultParseFrontMatter({fileContent}: {fileContent: string}) {
  const {data, content} = matter(fileContent, {});
  return {frontMatter: data, content};
}
