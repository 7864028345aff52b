/**
 * Docusaurus plugin: after each locale's build, reads the built pages and
 * writes the locale's search index (build/search-index/ and
 * build/fr/search-index/), which the local search reads a few files at a
 * time. Registered only when no Algolia credentials are configured (see
 * docusaurus.config.ts); its global data tells the theme to use it.
 */
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {spawnSync} from 'node:child_process';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {indexFolder} from '../../search/format';
import {buildIndex, type IndexedPage} from './build';
import type {SearchIndexGlobalData} from '../../search/indexes';
import {extractPage, type Labels} from './extract';

const labels: Record<string, Labels> = {
  en: {docs: 'Documentation', blog: 'Blog', site: 'Website'},
  fr: {docs: 'Documentation', blog: 'Blog', site: 'Site web'},
};

/** Routes that are lists of other pages, or not pages at all. */
const skipped =
  /\/(search|tags|archive|authors|category)(\/|$)|\/404\.html$|\/blog\/(page\/\d+\/)?$/;

export function readPages(options: {
  outDir: string;
  routesPaths: string[];
  baseUrl: string;
  language: string;
}): IndexedPage[] {
  return options.routesPaths
    .filter((route) => route.startsWith(options.baseUrl) && !skipped.test(route))
    .sort()
    .flatMap((route) => {
      const file = join(options.outDir, route.slice(options.baseUrl.length), 'index.html');
      if (!existsSync(file)) return [];
      const page = extractPage(readFileSync(file, 'utf8'), labels[options.language] ?? labels.en);
      return page ? [{...page, url: route}] : [];
    });
}

/** MEASUREMENT ONLY (issue 19): the same pages in a Pagefind 1.6 bundle, outDir/pagefind/. */
function writePagefind(outDir: string, routesPaths: string[], baseUrl: string) {
  const pages = routesPaths
    .filter((route) => route.startsWith(baseUrl) && !skipped.test(route))
    .map((url) => ({url, file: join(outDir, url.slice(baseUrl.length), 'index.html')}))
    .filter(
      ({file}) =>
        existsSync(file) &&
        /class="[^"]*(docs-doc-page|blog-post-page|plugin-pages)/.test(readFileSync(file, 'utf8')),
    );
  const list = join(outDir, 'pagefind-pages.json');
  writeFileSync(list, JSON.stringify(pages));
  const run = spawnSync(process.execPath, [join(__dirname, 'pagefind-index.mjs'), outDir, list], {
    stdio: 'inherit',
  });
  rmSync(list);
  if (run.status !== 0) throw new Error('Pagefind failed');
}

export default function searchIndexPlugin(context: LoadContext): Plugin {
  const {i18n} = context;
  return {
    name: 'search-index',

    async contentLoaded({actions}) {
      const indexes = Object.fromEntries(
        i18n.locales.map((locale) => [
          locale,
          `${i18n.localeConfigs[locale].baseUrl}${indexFolder}/`,
        ]),
      );
      actions.setGlobalData({
        indexes,
        ...(process.env.SEARCH_ENGINE === 'pagefind' ? {engine: 'pagefind'} : {}),
      } satisfies SearchIndexGlobalData);
    },

    async postBuild({outDir, routesPaths}) {
      const language = i18n.currentLocale === 'fr' ? 'fr' : 'en';
      const pages = readPages({outDir, routesPaths, baseUrl: context.baseUrl, language});
      if (process.env.SEARCH_ENGINE === 'pagefind')
        return writePagefind(outDir, routesPaths, context.baseUrl);
      const folder = join(outDir, indexFolder);
      rmSync(folder, {recursive: true, force: true});
      mkdirSync(folder);
      for (const [name, content] of buildIndex(pages, language))
        writeFileSync(join(folder, name), content);
    },
  };
}
