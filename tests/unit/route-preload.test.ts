/**
 * src/plugins/route-preload: a page's route is matched in Docusaurus's route
 * table as the router matches it, and its chunks' files are preloaded.
 */
import {describe, expect, it} from 'vitest';
import type {ChunkGraph} from '@site/src/plugins/pwa/chunkGraph';
import {
  matchBranch,
  preloadLinks,
  readRoutes,
  routeFiles,
} from '@site/src/plugins/route-preload/routes';

// The shape Docusaurus 3.9 writes in .docusaurus/routes.js.
const table = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/search/',
    component: ComponentCreator('/search/', '5de'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', 'a1b'),
    routes: [
      {
        path: '/docs',
        component: ComponentCreator('/docs', 'c2d'),
        routes: [
          {
            path: '/docs/intro/',
            component: ComponentCreator('/docs/intro/', 'e3f'),
            exact: true
          },
          {
            path: '/docs/intro/more/',
            component: ComponentCreator('/docs/intro/more/', '456'),
            exact: true
          }
        ]
      }
    ]
  },
  {
    path: '/',
    component: ComponentCreator('/', '789'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const chunkNames = {
  '/search/-5de': {__comp: 'search'},
  '/docs-a1b': {__comp: 'docsRoot', __props: 'version'},
  '/docs-c2d': {__comp: 'docRoot'},
  '/docs/intro/-e3f': {__comp: 'docItem', content: 'intro'},
  '/docs/intro/more/-456': {__comp: 'docItem', content: 'more'},
  '/-789': {__comp: 'home'},
};

const group = (name: string | undefined, files: string[], initial = false) => ({
  ...(name ? {name} : {}),
  files,
  children: [],
  origins: [],
  initial,
});
const graph: ChunkGraph = [
  group('main', ['assets/js/runtime~main.1.js', 'assets/js/main.2.js', 'assets/css/s.css'], true),
  group('search', ['assets/js/10.a.js', 'assets/js/11.b.js']),
  group('docsRoot', ['assets/js/20.c.js']),
  group('version', ['assets/js/21.d.js']),
  group('docRoot', ['assets/js/22.e.js']),
  group('docItem', ['assets/js/23.f.js', 'assets/js/main.2.js', 'assets/css/s.css']),
  group('intro', ['assets/js/24.g.js']),
  group('more', ['assets/js/25.h.js']),
  group('home', ['assets/js/30.i.js']),
  group(undefined, ['assets/js/99.lazy.js']),
];

describe('the route table', () => {
  const routes = readRoutes(table);

  it('is read with each route key, as routesChunkNames.json names them', () => {
    expect(routes.map(({key}) => key)).toEqual(['/search/-5de', '/docs-a1b', '/-789', '']);
    expect(routes[1].routes[0].routes.map(({path, exact}) => [path, exact])).toEqual([
      ['/docs/intro/', true],
      ['/docs/intro/more/', true],
    ]);
  });

  it('matches a page as the router does: the first route at each level, down its children', () => {
    const keys = (path: string) => matchBranch(routes, path).map(({key}) => key);
    expect(keys('/docs/intro/more/')).toEqual(['/docs-a1b', '/docs-c2d', '/docs/intro/more/-456']);
    expect(keys('/docs/intro')).toEqual(['/docs-a1b', '/docs-c2d', '/docs/intro/-e3f']);
    expect(keys('/')).toEqual(['/-789']);
    expect(keys('/search/')).toEqual(['/search/-5de']);
    // "/" is exact: it is not the start of every path; "/docsx/" is not under "/docs".
    expect(keys('/nowhere/')).toEqual([]);
    expect(keys('/docsx/')).toEqual([]);
  });

  it('stops the build, naming the plugin, when the table is not in the form expected', () => {
    expect(() => readRoutes('export const routes = [];')).toThrow(/route-preload/);
  });
});

describe("a page's preloads", () => {
  const routes = readRoutes(table);

  it("are its route's chunks' files, once each, without the code every page loads first", () => {
    expect(routeFiles({routes, chunkNames, graph, path: '/docs/intro/'})).toEqual([
      'assets/js/20.c.js',
      'assets/js/21.d.js',
      'assets/js/22.e.js',
      'assets/js/23.f.js',
      'assets/js/24.g.js',
    ]);
    expect(routeFiles({routes, chunkNames, graph, path: '/nowhere/'})).toEqual([]);
  });

  it('are links under the locale base URL, at a low priority', () => {
    expect(preloadLinks(['assets/js/10.a.js'], '/fr/')).toBe(
      '<link rel="preload" href="/fr/assets/js/10.a.js" as="script" fetchpriority="low">',
    );
  });
});
