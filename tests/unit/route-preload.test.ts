/**
 * src/plugins/route-preload: from the generated route tree and chunk names,
 * the script files each page loads for its routes, named in its <head>.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {
  chunkNamesOf,
  injectPreloads,
  readRoutes,
  routeScripts,
} from '../../src/plugins/route-preload';

// The shape of .docusaurus/routes.js as Docusaurus 3.9.1 writes it.
const routesSource = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/search/',
    component: ComponentCreator('/search/', 'a1b'),
    exact: true
  },
  {
    path: '/docs/',
    component: ComponentCreator('/docs/', 'c2d'),
    routes: [
      {
        path: '/docs/',
        component: ComponentCreator('/docs/', 'e3f'),
        routes: [
          {
            path: '/docs/guide/refund/',
            component: ComponentCreator('/docs/guide/refund/', '4a5'),
            exact: true,
            sidebar: "tutorialSidebar"
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const chunkNames = {
  '/search/-a1b': {__comp: 'search', __context: {plugin: 'shared'}},
  '/docs/-c2d': {__comp: 'docsRoot'},
  '/docs/-e3f': {__comp: 'docVersion', __props: 'versionData'},
  '/docs/guide/refund/-4a5': {__comp: 'docItem', content: 'refundPage'},
};

const chunkFiles = {
  search: ['assets/js/7722.js', 'assets/js/search.js', 'assets/css/styles.css'],
  shared: ['assets/js/plugin.js'],
  docsRoot: ['assets/js/root.js'],
  docVersion: ['assets/js/8872.js', 'assets/js/version.js'],
  versionData: ['assets/js/version-data.js'],
  docItem: ['assets/js/8872.js', 'assets/js/item.js'],
  refundPage: ['assets/js/refund.js'],
};

describe('the route-preload plugin', () => {
  const routes = readRoutes(routesSource);

  it('reads the generated route tree, each component as its key in routesChunkNames.json', () => {
    expect(routes.map((route) => [route.path, route.component])).toEqual([
      ['/search/', '/search/-a1b'],
      ['/docs/', '/docs/-c2d'],
      ['*', '*'],
    ]);
    expect(routes[1].routes?.[0].routes?.[0]).toMatchObject({
      path: '/docs/guide/refund/',
      component: '/docs/guide/refund/-4a5',
      exact: true,
    });
  });

  it('finds every chunk name of a route, however deep', () => {
    expect(
      chunkNamesOf({
        __comp: 'a',
        __context: {data: {x: 'b'}, plugin: 'c'},
        items: [{content: 'd'}],
      }),
    ).toEqual(['a', 'b', 'c', 'd']);
  });

  it('gives a doc page the scripts of its layout routes and its own, once each, no stylesheet', () => {
    expect(routeScripts('/docs/guide/refund/', routes, chunkNames, chunkFiles)).toEqual([
      'assets/js/root.js',
      'assets/js/8872.js',
      'assets/js/version.js',
      'assets/js/version-data.js',
      'assets/js/item.js',
      'assets/js/refund.js',
    ]);
    expect(routeScripts('/search/', routes, chunkNames, chunkFiles)).toEqual([
      'assets/js/7722.js',
      'assets/js/search.js',
      'assets/js/plugin.js',
    ]);
  });

  it('gives nothing for a page whose routes have no chunk of their own', () => {
    expect(routeScripts('/404.html', routes, chunkNames, chunkFiles)).toEqual([]);
  });

  const page =
    '<html><head><link rel=stylesheet href=/fr/assets/css/styles.css>' +
    '<script src=/fr/assets/js/main.js defer></script></head><body></body></html>';

  it('names the scripts before </head>, low priority, under the locale base URL', () => {
    const html = injectPreloads(page, ['assets/js/item.js', 'assets/js/main.js'], '/fr/');
    expect(html).toContain(
      '<link rel=preload as=script fetchpriority=low href=/fr/assets/js/item.js></head>',
    );
    // main.js is already a script of the page.
    expect(html).not.toContain('href=/fr/assets/js/main.js');
    expect(injectPreloads(page, [], '/fr/')).toBe(page);
  });

  it('reads routes.js as the installed Docusaurus writes it', () => {
    const require = createRequire(import.meta.url);
    const codegen = readFileSync(
      require.resolve('@docusaurus/core/lib/server/codegen/codegenRoutes.js'),
      'utf8',
    );
    expect(codegen).toContain("import ComponentCreator from '@docusaurus/ComponentCreator';");
    expect(codegen).toMatch(/ComponentCreator\('\$\{routePath\}', '\$\{routeHash\}'\)/);
    // ... and keys routesChunkNames.json the same way.
    expect(codegen).toContain('const routeKey = `${routePath}-${routeHash}`;');
  });
});
