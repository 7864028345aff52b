/**
 * Docusaurus plugin: the bundler rules of rules.ts (each named, listed in
 * README.md, tested by tests/unit/bundler-rules.test.ts), which keep code out
 * of the pages that do not use it, and the DocSearch modal's stylesheet.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {algoliaStylesheets, emptyModule, rules} from './rules';

export type BundlerRulesOptions = {
  /** True when search runs over the local index (no Algolia credentials). */
  localSearch: boolean;
};

const require = createRequire(__filename);

/**
 * Docusaurus puts every stylesheet, even one imported with `import()`, in the
 * one CSS file all pages load. The DocSearch modal's stylesheet (25 KB, 5 KB
 * gzip) is needed only once a reader opens search, so it is handed to the
 * client as text instead, `@lazy-loading/docsearch-modal-css` (the plugin's
 * former name, kept for src/theme/SearchBar), which the local search bar
 * loads with the modal and puts in a <style>. With the local search (no
 * Algolia), the stock DocSearch bar and search page never show, and their
 * stylesheets are left out.
 */
export function modalStylesheetModule(): string {
  const css = readFileSync(require.resolve('@docsearch/css/dist/modal.css'), 'utf8');
  return `// The DocSearch modal's stylesheet (src/plugins/bundler-rules).\nexport default ${JSON.stringify(css)};\n`;
}

/** A rule matching exactly this file. */
const exactly = (file: string) => new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

export default function bundlerRulesPlugin(
  {generatedFilesDir}: LoadContext,
  {localSearch}: BundlerRulesOptions,
): Plugin {
  let modalStylesheet = '';
  return {
    name: 'bundler-rules',
    async contentLoaded({actions}) {
      modalStylesheet = await actions.createData('docsearch-modal-css.js', modalStylesheetModule());
    },
    configureWebpack(config, isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        resolve: {alias: {'@lazy-loading/docsearch-modal-css': modalStylesheet}},
        // Rule `chunk-ids` (README.md): a chunk's file is named by its id, not
        // its name, so the runtime every page loads holds no table of names.
        ...(isServer || config.mode !== 'production'
          ? {}
          : {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}}),
        // Rules `site-config` and `registry-paths` (README.md): the client
        // build only; the server build renders the pages with everything.
        module: {
          rules: isServer
            ? []
            : [
                {
                  test: exactly(join(generatedFilesDir, 'docusaurus.config.mjs')),
                  use: [{loader: require.resolve('./site-config-loader.cjs')}],
                },
                {
                  test: exactly(join(generatedFilesDir, 'registry.js')),
                  use: [{loader: require.resolve('./registry-loader.cjs')}],
                },
              ],
        },
        plugins: [
          ...(localSearch
            ? [
                new NormalModuleReplacementPlugin(algoliaStylesheets.docsearch, emptyModule),
                new NormalModuleReplacementPlugin(
                  algoliaStylesheets.theme,
                  join(__dirname, 'empty.css'),
                ),
              ]
            : []),
          ...rules
            .filter(
              (rule) => (isServer || !rule.serverOnly) && (localSearch || !rule.localSearchOnly),
            )
            .map(
              (rule) =>
                new NormalModuleReplacementPlugin(rule.request, (resource) => {
                  if (!rule.issuer || rule.issuer.test(resource.contextInfo?.issuer ?? '')) {
                    resource.request = rule.rewrite(resource.request);
                  }
                }),
            ),
        ],
      };
    },
  };
}
