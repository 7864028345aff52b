/**
 * Docusaurus plugin: after each locale's build, reads the built HTML pages
 * and writes search-index.json next to them (build/ and build/fr/), the
 * file the local search client loads. Registered only when no Algolia
 * credentials are configured (see docusaurus.config.ts).
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extractRecords, type SearchRecord} from './extract';
import {compact} from './format';

export const INDEX_FILE = 'search-index.json';

export type SearchIndexGlobalData = {indexFile: string};

/** Words of the index that are not in any page: group names of the results. */
const labels: Record<string, {blog: string; docs: string}> = {
  en: {blog: 'Blog', docs: 'Documentation'},
  fr: {blog: 'Blog', docs: 'Documentation'},
};

/** Routes that are lists of other pages, or not pages at all. */
const skipped = /\/(search|tags|archive|authors)(\/|$)|\/404\.html$|\/blog\/(page\/\d+\/)?$/;

export function buildRecords(options: {
  outDir: string;
  routesPaths: string[];
  baseUrl: string;
  siteUrl: string;
  language: string;
}): SearchRecord[] {
  const label = labels[options.language] ?? labels.en;
  return options.routesPaths
    .filter((route) => route.startsWith(options.baseUrl) && !skipped.test(route))
    .sort()
    .flatMap((route) => {
      const relativePath = route.slice(options.baseUrl.length);
      const file = join(options.outDir, relativePath, 'index.html');
      if (!existsSync(file)) return [];
      return extractRecords({
        html: readFileSync(file, 'utf8'),
        url: `${options.siteUrl}${route}`,
        language: options.language,
        blogLabel: label.blog,
        docsLabel: label.docs,
      });
    });
}

export default function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'search-index',

    async contentLoaded({actions}) {
      actions.setGlobalData({indexFile: INDEX_FILE} satisfies SearchIndexGlobalData);
    },

    async postBuild({outDir, routesPaths}) {
      const language = context.i18n.currentLocale;
      const records = buildRecords({
        outDir,
        routesPaths,
        baseUrl: context.baseUrl,
        siteUrl: context.siteConfig.url,
        language,
      });
      const index = compact(records, language, context.siteConfig.url);
      writeFileSync(join(outDir, INDEX_FILE), JSON.stringify(index));
    },
  };
}
