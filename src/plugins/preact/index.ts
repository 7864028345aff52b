/**
 * Docusaurus plugin: the browser runs the pages with Preact (`preact/compat`)
 * in place of React DOM, in production builds only. The server still renders
 * every page with React 19, and `npm start` keeps React with its warnings and
 * developer tools. Why, what it saves and how to turn it off: README.md.
 */
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Set to `react` to build the browser's code with React DOM, as stock Docusaurus does. */
export const browserRendererVariable = 'BROWSER_RENDERER';

/**
 * What the browser's code imports for React, and what it gets instead. Each
 * key ends with `$`: only the module itself, not a file under it.
 */
export const preactAliases: Record<string, string> = {
  react$: 'preact/compat',
  'react-dom$': 'preact/compat',
  'react-dom/client$': 'preact/compat/client',
  'react/jsx-runtime$': 'preact/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/jsx-dev-runtime',
};

/**
 * Docusaurus's own aliases (`@docusaurus/core/lib/webpack/base.js`,
 * `getReactAliases`) point `react` and `react-dom` at the site's copies, as
 * folders: they would match before ours, so they are removed from the
 * browser's configuration.
 */
export const docusaurusReactAliases = ['react', 'react-dom'] as const;

/** Whether the browser's code is built with Preact: a production build, unless told otherwise. */
const withPreact = (mode: string | undefined) =>
  mode === 'production' && process.env[browserRendererVariable] !== 'react';

export default function preactPlugin(): Plugin {
  return {
    name: 'preact',
    // Docusaurus sets NODE_ENV before it loads the plugins: production for a build.
    getClientModules() {
      return withPreact(process.env.NODE_ENV) ? [join(__dirname, 'effects.ts')] : [];
    },
    configureWebpack(config, isServer) {
      if (isServer || !withPreact(config.mode)) return {};
      const alias = config.resolve?.alias;
      if (!alias || Array.isArray(alias) || typeof alias !== 'object') {
        throw new Error(
          'src/plugins/preact: the bundler configuration has no alias object; Docusaurus has changed how it resolves React (see src/plugins/preact/README.md).',
        );
      }
      for (const name of docusaurusReactAliases) delete (alias as Record<string, unknown>)[name];
      return {resolve: {alias: preactAliases}};
    },
  };
}
