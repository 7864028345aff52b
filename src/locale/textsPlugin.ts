/**
 * Docusaurus plugin: `@locale-texts/<name>.json` is the file of that name in
 * `src/data/texts/<locale>/`, for the locale being built.
 *
 * translate() and i18n/<locale>/code.json suit the short strings of the
 * interface, but Docusaurus puts all of code.json in the code every page
 * loads. Long texts that one page shows (the roadmap's 83 features) live in
 * these files instead: each language's build bundles only its own, in the
 * code of the page that imports them.
 */
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export function localeTextsDir(siteDir: string, locale: string): string {
  return join(siteDir, 'src', 'data', 'texts', locale);
}

export default function localeTextsPlugin(context: LoadContext): Plugin {
  const dir = localeTextsDir(context.siteDir, context.i18n.currentLocale);
  return {
    name: 'locale-texts',
    configureWebpack() {
      return {resolve: {alias: {'@locale-texts': dir}}};
    },
  };
}
