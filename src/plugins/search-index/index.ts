/**
 * Docusaurus plugin: after each locale's build, reads the built pages and
 * writes the locale's search index (build/search-index/ and
 * build/fr/search-index/), which the local search reads a few files at a
 * time. Registered only when no Algolia credentials are configured (see
 * docusaurus.config.ts); its global data tells the theme to use it. It also
 * gives DocSearch's modal a plain backdrop (modal-backdrop.js), and hands the
 * browser's engine the synonym groups as data (synonyms-rule.js).
 */
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {indexFolder} from '../../search/format';
import type {SearchIndexes} from '../../search/indexes';
import {synonyms} from '../../search/synonyms';
import {buildIndex, type IndexedPage} from './build';
import {extractPage, type Labels} from './extract';

const labels: Record<string, Labels> = {
  en: {docs: 'Documentation', blog: 'Blog', site: 'Website'},
  fr: {docs: 'Documentation', blog: 'Blog', site: 'Site web'},
};

/** DocSearch's modal with a plain backdrop (modal-backdrop.js says why). */
export const modalBackdrop = {
  test: /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/,
  loader: join(__dirname, 'modal-backdrop.js'),
};

/** The synonym groups, as data, in the browser's bundle (synonyms-rule.js says why). */
const synonymsAsData = {
  test: /[\\/]src[\\/]search[\\/]synonyms\.ts$/,
  enforce: 'pre' as const,
  loader: join(__dirname, 'synonyms-rule.js'),
  options: {synonyms},
};

/**
 * Pages that explain words rather than teach a job: the glossary names every
 * product word and links to the page that teaches it. Like the site's other
 * pages, it counts half a docs page (src/search/engine.ts), so that for a
 * reader's task the teaching page comes first and the glossary after it.
 */
export const wordPages = /\/docs\/glossary\/$/;
/**
 * The pages written for the public and members, about their own card,
 * tickets and memberships: their kind is `public`, which a query saying "my"
 * weighs more (src/search/engine.ts, `firstPerson`).
 */
export const publicPages = /\/docs\/(Utilisateur\/my_account|presentation\/i_am_an_audience)\/$/;

/** Routes that are lists of other pages, or not pages at all. */
const skipped =
  /\/(search|tags|archive|authors|category)(\/|$)|\/404\.html$|\/blog\/(page\/\d+\/)?$/;

/** The pages of a locale's build worth finding, with their routes, in route order. */
export function indexedPages(
  outDir: string,
  baseUrl: string,
  routes: string[],
  language: 'en' | 'fr',
): IndexedPage[] {
  return routes
    .filter((route) => route.startsWith(baseUrl) && !skipped.test(route))
    .sort()
    .flatMap((route) => {
      const file = join(outDir, route.slice(baseUrl.length), 'index.html');
      const page = existsSync(file) && extractPage(readFileSync(file, 'utf8'), labels[language]);
      if (!page) return [];
      const kind = wordPages.test(route) ? 'page' : publicPages.test(route) ? 'public' : page.kind;
      return [{...page, url: route, kind}];
    });
}

export default function searchIndexPlugin({i18n, baseUrl}: LoadContext): Plugin {
  return {
    name: 'search-index',

    async contentLoaded({actions}) {
      const folder = (locale: string) => `${i18n.localeConfigs[locale].baseUrl}${indexFolder}/`;
      const otherLocale = i18n.locales.find((locale) => locale !== i18n.currentLocale);
      const other = otherLocale && folder(otherLocale);
      const indexes: SearchIndexes = {own: folder(i18n.currentLocale), other, otherLocale};
      actions.setGlobalData(indexes);
    },

    configureWebpack: () => ({module: {rules: [modalBackdrop, synonymsAsData]}}),

    async postBuild({outDir, routesPaths}) {
      const language = i18n.currentLocale === 'fr' ? 'fr' : 'en';
      const pages = indexedPages(outDir, baseUrl, routesPaths, language);
      const folder = join(outDir, indexFolder);
      rmSync(folder, {recursive: true, force: true});
      mkdirSync(folder);
      for (const [name, content] of buildIndex(pages, language))
        writeFileSync(join(folder, name), content);
    },
  };
}
