/**
 * The built site as the tests of tests/built read it: every page of both
 * languages (each `index.html` and the two `404.html`), by the address a
 * reader types, and what each page links to. Run after `npm run build`.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {filesUnder} from '../unit/site';

export const buildDir = join(__dirname, '..', '..', 'build');
export const siteUrl = 'https://tibillet.org';

export type BuiltPage = {
  /** The page's address, decoded: `/docs/install/Raspberry Box/Hardware/Goal/`. */
  path: string;
  file: string;
  locale: 'en' | 'fr';
  html: string;
  $: CheerioAPI;
};

/** The decoded address of a built HTML file. */
export function pathOf(file: string): string {
  const path = `/${relative(buildDir, file).split(sep).join('/')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}

let pages: BuiltPage[] | undefined;

/** Every page of the build, read and parsed once. */
export function builtPages(): BuiltPage[] {
  if (!existsSync(join(buildDir, 'index.html'))) {
    throw new Error(
      `No build in ${buildDir}: run "npm run build" (or "npm run build:test") first.`,
    );
  }
  pages ??= filesUnder(buildDir)
    .filter((file) => /(^|[\\/])(index|404)\.html$/.test(file))
    .filter((file) => !file.includes(`${sep}__server${sep}`))
    .map((file) => {
      const html = readFileSync(file, 'utf8');
      const path = pathOf(file);
      return {path, file, locale: path.startsWith('/fr/') ? 'fr' : 'en', html, $: load(html)};
    });
  return pages;
}

/** The addresses of a locale's sitemap, as written (encoded, absolute). */
export function sitemapLocs(locale: 'en' | 'fr'): string[] {
  const xml = readFileSync(join(buildDir, locale === 'fr' ? 'fr' : '', 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]!);
}

/**
 * How the build answers a path of the site, as GitHub Pages and
 * scripts/serve.mjs do: a file, a redirect (a folder asked without its
 * trailing slash), or nothing.
 */
export function answer(decodedPath: string): 'file' | 'redirect' | 'missing' {
  const target = join(buildDir, decodedPath);
  if (!existsSync(target)) return 'missing';
  if (statSync(target).isFile()) return 'file';
  if (!existsSync(join(target, 'index.html'))) return 'missing';
  return decodedPath.endsWith('/') ? 'file' : 'redirect';
}
