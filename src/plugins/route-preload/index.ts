/**
 * Docusaurus plugin: each page's HTML asks for its route's code as soon as it
 * is read. Docusaurus's pages name only the code every page runs first (the
 * runtime and `main`); the chunks of the page's own route (its layout, its
 * content, its data) were requested only once `main` had run, a round trip
 * later. On a phone on a slow network, that put off the moment the page
 * answers a tap, and on /search/?q= the first result, by about half a second.
 *
 * After each locale's build, the route of each page is matched in
 * Docusaurus's route table the way the router does (routes.ts), and a
 * `<link rel="preload" as="script">` for each of its chunks' files (from the
 * bundler's chunk graph, recorded as the offline copy does) is written at the
 * end of the page's <head>. The bundler then loads the same files when `main`
 * asks for them, from what the browser already fetched. Its body is
 * synchronous, like the CSP plugin's: both are done before the offline copy's
 * list reads the pages.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {ChunkGraphPlugin, type ChunkGraph} from '../pwa/chunkGraph';
import {htmlFile} from '../csp';
import {preloadLinks, routeFiles, readRoutes} from './routes';

export default function routePreloadPlugin(context: LoadContext): Plugin {
  let graph: ChunkGraph | null = null;
  return {
    name: 'route-preload',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          new ChunkGraphPlugin((recorded) => {
            graph = recorded;
          }),
        ],
      };
    },
    // Synchronous on purpose (above): nothing is awaited.
    async postBuild({outDir, routesPaths, baseUrl}) {
      if (!graph) throw new Error('route-preload: the bundler recorded no chunk graph.');
      const {generatedFilesDir} = context;
      const routes = readRoutes(readFileSync(join(generatedFilesDir, 'routes.js'), 'utf8'));
      const chunkNames = JSON.parse(
        readFileSync(join(generatedFilesDir, 'routesChunkNames.json'), 'utf8'),
      ) as Record<string, unknown>;
      for (const route of new Set(routesPaths)) {
        const file = htmlFile(outDir, baseUrl, route);
        if (!existsSync(file)) continue;
        const files = routeFiles({routes, chunkNames, graph, path: route});
        if (files.length === 0) continue;
        const html = readFileSync(file, 'utf8');
        writeFileSync(file, html.replace('</head>', `${preloadLinks(files, baseUrl)}</head>`));
      }
    },
  };
}
