/**
 * The bundler rules, one named object each; README.md says what each
 * changes, why, and what it saves. Each finds its target by a path or a
 * request: `tests/unit/bundler-rules.test.ts` fails when an upgrade of
 * Docusaurus moves or changes a target, instead of letting the rule silently
 * stop applying.
 */
import {createRequire} from 'node:module';
import {join} from 'node:path';

const require = createRequire(__filename);

/** A module a page never needs. */
export const emptyModule = join(__dirname, 'empty.js');

/** The request a rule rewrites, and where it sends it. */
export type BundlerRule = {
  name: string;
  /** The import requests it looks at. */
  request: RegExp;
  /** Only imports from these files or folders (all, if absent). */
  issuer?: RegExp;
  /** Only in the server build (`true`) or in both (absent). */
  serverOnly?: boolean;
  /** Only with the local search, without Algolia credentials (`true`), or always (absent). */
  localSearchOnly?: boolean;
  /** The request it sends them to. */
  rewrite: (request: string) => string;
};

/** A path as a pattern matching it with either separator. */
const pathPattern = (...parts: string[]) =>
  parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\\\/]');

/** theme-classic registers Prism's extra languages in this client module. */
export const prismLanguages: BundlerRule = {
  name: 'prism-languages',
  request: new RegExp(`${pathPattern('theme-classic', 'lib', 'prism-include-languages')}(\\.js)?$`),
  rewrite: () => emptyModule,
};

/** `./X.browser` (a dynamic import) becomes `./X.server` (a static one) on the server. */
export const serverTwins: BundlerRule = {
  name: 'server-twins',
  request: /^\.\/[\w-]+\.browser$/,
  serverOnly: true,
  rewrite: (request) => request.replace(/\.browser$/, '.server'),
};

/** utils-common's `require("tslib")` gets the one helper it calls. */
export const tslibHelper: BundlerRule = {
  name: 'tslib-helper',
  request: /^tslib$/,
  issuer: new RegExp(pathPattern('@docusaurus', 'utils-common', '')),
  rewrite: () => join(__dirname, 'tslib-helpers.js'),
};

/**
 * The theme's navigation components whose Docusaurus Link becomes IntentLink
 * (src/components/IntentLink): their links fetch a page on intent, not in view.
 * The docs sidebar's pages and categories, the navbar's links and logo, the
 * breadcrumbs (README.md gives what each saves).
 */
export const intentLinkIssuers = [
  'DocSidebarItem/Link/index.js',
  'DocSidebarItem/Category/index.js',
  'NavbarItem/NavbarNavLink.js',
  'Logo/index.js',
  'DocBreadcrumbs/index.js',
  'DocBreadcrumbs/Items/Home/index.js',
].map((file) => require.resolve(`@docusaurus/theme-classic/lib/theme/${file}`));

export const intentLinks: BundlerRule = {
  name: 'intent-links',
  request: /^@docusaurus\/Link$/,
  issuer: new RegExp(
    `^(${intentLinkIssuers.map((file) => pathPattern(...file.split(/[\\/]/))).join('|')})$`,
  ),
  rewrite: () => join(__dirname, '..', '..', 'components', 'IntentLink', 'index.tsx'),
};

/**
 * With the local search (no Algolia credentials), the stock DocSearch bar and
 * search page never show, and index.ts leaves their stylesheets out: the one
 * DocSearch's package gives the stock bar, and the bar's and the page's own.
 */
export const algoliaStylesheets = {
  docsearch: /^@docsearch\/react\/style$/,
  theme:
    /theme-search-algolia[\\/]lib[\\/]theme[\\/]Search(Bar[\\/]styles\.css|Page[\\/]styles\.module\.css)$/,
};

/**
 * The stock DocSearch bar and search page, which src/theme/SearchBar and
 * src/theme/SearchPage wrap, draw nothing with the local search: those
 * wrappers show the local bar and page instead, always, on that path.
 */
export const searchWrappers = ['SearchBar', 'SearchPage'].map((name) =>
  join(__dirname, '..', '..', 'theme', name, 'index.tsx'),
);

export const algoliaOff: BundlerRule = {
  name: 'algolia-off',
  request: /^@theme-original\/Search(Bar|Page)$/,
  issuer: new RegExp(
    `^(${searchWrappers.map((file) => pathPattern(...file.split(/[\\/]/))).join('|')})$`,
  ),
  localSearchOnly: true,
  rewrite: () => join(__dirname, 'algolia-off.js'),
};

export const rules: BundlerRule[] = [
  prismLanguages,
  serverTwins,
  tslibHelper,
  intentLinks,
  algoliaOff,
];
