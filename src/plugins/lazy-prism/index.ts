/**
 * Docusaurus plugin: keeps Prism (the code highlighter, about 25 KB gzip) out
 * of the code every page loads. theme-classic registers Prism's extra
 * languages in a client module, which puts Prism in the main bundle even on
 * pages without code; that module is replaced by an empty one, and the
 * languages are registered by the CodeBlock wrapper instead
 * (src/theme/CodeBlock), which only pages with code load.
 */
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function lazyPrismPlugin(): Plugin {
  return {
    name: 'lazy-prism',
    configureWebpack(_config, _isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(
            /theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
            join(__dirname, 'empty.js'),
          ),
        ],
      };
    },
  };
}
