/**
 * Docusaurus plugin: every address the site writes into its pages is spelled
 * one way, encoded as its sitemap writes it (see encode.ts and README.md).
 *
 * The routes keep the spec's names (`/docs/install/Raspberry Box/…`) and the
 * router matches decoded paths. Docusaurus 3.9.1 writes the addresses of
 * those pages in two places, both from a decoded path, both in the browser
 * and on the server: react-router's links through the `history` package
 * (sidebar, pager, breadcrumbs, cards, Markdown links, tags, navbar and
 * footer), and theme-common's `useAlternatePageUtils` (canonical, og:url,
 * hreflang alternates, language menu). Each is handed its encoded twin from
 * this folder, in the site's bundles only; nothing is rewritten after the
 * build, so the pages keep their addresses once React has hydrated them.
 */
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * The modules the plugin stands in for: the request that imports each, the
 * folder it is imported from, and its stand-in here. tests/unit/addresses.test.ts
 * fails when an upgrade moves one of them.
 */
export const standIns = {
  history: {
    request: /^history$/,
    context: /[\\/]react-router(-dom)?[\\/]/,
    file: join(__dirname, 'history.ts'),
  },
  alternatePageUtils: {
    request: /^\.\/utils\/useAlternatePageUtils(\.js)?$/,
    context: /[\\/]@docusaurus[\\/]theme-common[\\/]lib$/,
    file: join(__dirname, 'useAlternatePageUtils.ts'),
  },
};

export default function addressesPlugin(_context: LoadContext): Plugin {
  return {
    name: 'addresses',
    configureWebpack(_config, _isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: Object.values(standIns).map(
          ({request, context, file}) =>
            new NormalModuleReplacementPlugin(request, (resource) => {
              if (context.test(resource.context ?? '')) resource.request = file;
            }),
        ),
      };
    },
  };
}
