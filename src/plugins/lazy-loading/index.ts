/**
 * Docusaurus plugin: keeps heavy client code (Prism, Mermaid) out of the
 * pages that do not use it, without changing what the server renders.
 *
 * 1. theme-classic registers Prism's extra languages in a client module,
 *    which puts Prism in the main bundle even on pages without code; that
 *    module is replaced by an empty one, and the CodeBlock wrapper
 *    (src/theme/CodeBlock) registers the languages instead.
 * 2. A theme module `X.browser.ts` loads a component with `import()`, a
 *    chunk fetched only by the pages that render it; its twin `X.server.ts`
 *    imports the same component statically. The server build takes the
 *    `.server` twin wherever `./X.browser` is imported, so prerendering never
 *    waits: every page's HTML is complete (src/theme/CodeBlock, Mermaid).
 * 3. @docusaurus/utils-common, in every page, is compiled CommonJS that
 *    requires tslib for a single helper. A CommonJS require cannot be
 *    tree-shaken, so all of tslib came along (11 KB, 4 KB gzip); that
 *    require now gets `tslib-helpers.js`, which has the helper it calls.
 * 4. Docusaurus puts every stylesheet, even one imported with `import()`,
 *    in the one CSS file all pages load. The DocSearch modal's stylesheet
 *    (25 KB, 5 KB gzip) is needed only once a reader opens search, so it is
 *    handed to the client as text instead, `@lazy-loading/docsearch-modal-css`,
 *    which the local search bar loads with the modal and puts in a <style>.
 *    With the local search (no Algolia), the stock DocSearch bar and search
 *    page never show, and their stylesheets are left out.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export type LazyLoadingOptions = {
  /** True when search runs over the local index (no Algolia credentials). */
  localSearch: boolean;
};

const require = createRequire(__filename);

/** The module that gives the DocSearch modal's stylesheet as a string. */
export function modalStylesheetModule(): string {
  const css = readFileSync(require.resolve('@docsearch/css/dist/modal.css'), 'utf8');
  return `// The DocSearch modal's stylesheet (src/plugins/lazy-loading).\nexport default ${JSON.stringify(css)};\n`;
}

export default function lazyLoadingPlugin(
  _context: LoadContext,
  {localSearch}: LazyLoadingOptions,
): Plugin {
  let modalStylesheet = '';
  return {
    name: 'lazy-loading',
    async contentLoaded({actions}) {
      modalStylesheet = await actions.createData('docsearch-modal-css.js', modalStylesheetModule());
    },
    configureWebpack(_config, isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      const empty = join(__dirname, 'empty.js');
      return {
        resolve: {alias: {'@lazy-loading/docsearch-modal-css': modalStylesheet}},
        plugins: [
          ...(localSearch
            ? [
                new NormalModuleReplacementPlugin(/^@docsearch\/react\/style$/, empty),
                new NormalModuleReplacementPlugin(
                  /theme-search-algolia[\\/]lib[\\/]theme[\\/]Search(Bar[\\/]styles\.css|Page[\\/]styles\.module\.css)$/,
                  join(__dirname, 'empty.css'),
                ),
              ]
            : []),
          new NormalModuleReplacementPlugin(
            /theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
            empty,
          ),
          new NormalModuleReplacementPlugin(/^tslib$/, (resource) => {
            if (/[\\/]@docusaurus[\\/]utils-common[\\/]/.test(resource.context ?? '')) {
              resource.request = join(__dirname, 'tslib-helpers.js');
            }
          }),
          ...(isServer
            ? [
                new NormalModuleReplacementPlugin(/^\.\/[\w-]+\.browser$/, (resource) => {
                  resource.request = resource.request.replace(/\.browser$/, '.server');
                }),
              ]
            : []),
        ],
      };
    },
  };
}
