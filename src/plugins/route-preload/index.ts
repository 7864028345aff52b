/**
 * Docusaurus plugin: every built page names, in its <head>, the code of its
 * own route (`<link rel="preload" as="script" fetchpriority="low">`), so the
 * browser fetches it alongside main.js instead of after it.
 *
 * Docusaurus 3.9.1 puts only runtime~main.js and main.js in a page. Its
 * prerendering does collect the modules a page renders, but by name
 * ("@theme/DocItem"), while the client manifest it looks them up in is keyed
 * by the bundler's numeric module ids: nothing matches, and the page's own
 * chunks are requested only once main.js has run and matched the route, one
 * round trip later (a third one after the HTML and main.js).
 *
 * After the client build, the bundler's named chunk groups give the files of
 * each chunk name; after each locale's pages are written, the route tree of
 * `.docusaurus/routes.js` and `routesChunkNames.json` give the chunk names a
 * page loads (the same routes that Docusaurus's `preload()` matches), and
 * the links go in before `</head>`. Low priority, as main.js has: they do not
 * compete with the stylesheet that the first paint waits for.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {runInNewContext} from 'node:vm';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {htmlFile} from '../csp';

/** A route of `.docusaurus/routes.js`, its component read as its chunk key. */
export type RouteNode = {path: string; exact?: boolean; component: string; routes?: RouteNode[]};

/** Chunk name → the files of its chunk group, as the bundler emitted them. */
export type ChunkFiles = Record<string, string[]>;

/**
 * Reads the generated route tree. `ComponentCreator(path, hash)` becomes the
 * key of that route in routesChunkNames.json, `${path}-${hash}`.
 */
export function readRoutes(source: string): RouteNode[] {
  const body = source
    .replace(/^import .*$/gm, '')
    .replace(/^export default /m, 'module.exports = ');
  const module = {exports: [] as RouteNode[]};
  runInNewContext(body, {
    module,
    ComponentCreator: (path: string, hash?: string) => (hash ? `${path}-${hash}` : path),
  });
  return module.exports;
}

/** Every chunk name in a route's entry of routesChunkNames.json, nested or not. */
export function chunkNamesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesOf);
  return [];
}

type MatchRoutes = (routes: RouteNode[], pathname: string) => {route: RouteNode}[];

/** react-router-config's matchRoutes, the one Docusaurus's preload() calls. */
function loadMatchRoutes(): MatchRoutes {
  const fromCore = createRequire(require.resolve('@docusaurus/core/package.json'));
  return (fromCore('react-router-config') as {matchRoutes: MatchRoutes}).matchRoutes;
}

/** The script files a page at `pathname` loads for its routes, in order, once each. */
export function routeScripts(
  pathname: string,
  routes: RouteNode[],
  chunkNames: Record<string, unknown>,
  chunkFiles: ChunkFiles,
  matchRoutes: MatchRoutes = loadMatchRoutes(),
): string[] {
  const files = matchRoutes(routes, pathname)
    .flatMap(({route}) => chunkNamesOf(chunkNames[route.component]))
    .flatMap((name) => chunkFiles[name] ?? [])
    .filter((file) => file.endsWith('.js'));
  return [...new Set(files)];
}

/** Adds the preload links before </head>, leaving out files the page already names. */
export function injectPreloads(html: string, files: string[], baseUrl: string): string {
  const links = files
    .map((file) => `${baseUrl}${file}`)
    .filter((href) => !html.includes(`src=${href}`) && !html.includes(`src="${href}"`))
    .map((href) => `<link rel=preload as=script fetchpriority=low href=${href}>`)
    .join('');
  return links ? html.replace('</head>', `${links}</head>`) : html;
}

type Asset = string | {name: string};
/** Rspack lists a group's files only with all three (webpack with the last one). */
const statsOptions = {
  all: false,
  chunkGroups: true,
  chunkGroupAssets: true,
  namedChunkGroups: true,
};
type Stats = {toJson(options: object): {namedChunkGroups?: Record<string, {assets?: Asset[]}>}};

export default function routePreloadPlugin(context: LoadContext): Plugin {
  let chunkFiles: ChunkFiles = {};
  return {
    name: 'route-preload',
    configureWebpack(_config, isServer) {
      // Only the client build of `docusaurus build` writes pages to name chunks in.
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      return {
        plugins: [
          {
            apply(compiler: {
              hooks: {done: {tap(name: string, hook: (stats: Stats) => void): void}};
            }) {
              compiler.hooks.done.tap('route-preload', (stats) => {
                const groups = stats.toJson(statsOptions).namedChunkGroups ?? {};
                chunkFiles = Object.fromEntries(
                  Object.entries(groups).map(([name, group]) => [
                    name,
                    (group.assets ?? []).map((asset) =>
                      typeof asset === 'string' ? asset : asset.name,
                    ),
                  ]),
                );
              });
            },
          },
        ],
      };
    },
    // Synchronous from start to end, as the CSP plugin's is: the two rewrite
    // the same files in the same phase, and neither must lose the other's work.
    async postBuild({outDir, routesPaths, baseUrl}) {
      const generated = context.generatedFilesDir;
      const routes = readRoutes(readFileSync(join(generated, 'routes.js'), 'utf8'));
      const chunkNames = JSON.parse(
        readFileSync(join(generated, 'routesChunkNames.json'), 'utf8'),
      ) as Record<string, unknown>;
      const matchRoutes = loadMatchRoutes();
      for (const route of new Set(routesPaths)) {
        const file = htmlFile(outDir, baseUrl, route);
        if (!existsSync(file)) continue;
        const files = routeScripts(route, routes, chunkNames, chunkFiles, matchRoutes);
        const html = readFileSync(file, 'utf8');
        writeFileSync(file, injectPreloads(html, files, baseUrl));
      }
    },
  };
}
