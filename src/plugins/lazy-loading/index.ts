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
 */
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function lazyLoadingPlugin(): Plugin {
  return {
    name: 'lazy-loading',
    configureWebpack(_config, isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(
            /theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
            join(__dirname, 'empty.js'),
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
