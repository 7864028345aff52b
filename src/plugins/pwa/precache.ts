/**
 * What the service worker saves for one locale. The offline copy, when the
 * reader asks for it: the pages listed in the plugin's options (home, docs,
 * roadmap, terms, search, the offline page), the code those pages load, the
 * images they show, and the search's files. Everything else (the blog, tag
 * pages, the other language, Mermaid's kinds of diagram the docs do not
 * draw) is kept only when a reader opens it. The shell, on any visit: the
 * pages of `shell` (the offline page), the stylesheets and their images.
 *
 * The code of a page is found from Docusaurus's route chunks
 * (routesChunkNames) and the bundler's chunk graph (chunkGraph.ts): the
 * chunks of its routes, then every chunk they can import, except the other
 * routes' chunks and Mermaid's own lazy chunks for kinds the docs never draw.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {ChunkGraph, ChunkGroupRecord} from './chunkGraph';

/** A file of the build, as Workbox lists it (url relative to the locale's build folder). */
export type ManifestEntry = {url: string; revision: string | null; size: number};

/**
 * Route paths (without the locale's base URL, starting with "/") or build
 * files (relative to the locale's build folder): exact, or ending in "**" for
 * everything under a folder; a leading "!" leaves out what it matches.
 */
export type Patterns = readonly string[];

export function matchesAny(value: string, patterns: Patterns): boolean {
  const test = (pattern: string) =>
    pattern.endsWith('**') ? value.startsWith(pattern.slice(0, -2)) : value === pattern;
  const kept = patterns.filter((pattern) => !pattern.startsWith('!'));
  const left = patterns.filter((pattern) => pattern.startsWith('!')).map((p) => p.slice(1));
  return kept.some(test) && !left.some(test);
}

/**
 * Mermaid 11 draws each kind of diagram with code of its own, which it loads
 * when a diagram of that kind shows: the first word of a ```mermaid block,
 * and the files of Mermaid that draw it. The build fails on a kind the docs
 * draw that is missing here, or whose files Mermaid no longer has.
 */
export const mermaidKindFiles: Record<string, RegExp[]> = {
  flowchart: [/\/flowDiagram-/, /\/dagre-/],
  graph: [/\/flowDiagram-/, /\/dagre-/],
  sequenceDiagram: [/\/sequenceDiagram-/],
  stateDiagram: [/\/stateDiagram-(?!v2)/, /\/dagre-/],
  'stateDiagram-v2': [/\/stateDiagram-v2-/, /\/dagre-/],
  classDiagram: [/\/classDiagram-(?!v2)/, /\/dagre-/],
  'classDiagram-v2': [/\/classDiagram-v2-/, /\/dagre-/],
  erDiagram: [/\/erDiagram-/, /\/dagre-/],
  gantt: [/\/ganttDiagram-/],
  pie: [/\/pieDiagram-/],
  journey: [/\/journeyDiagram-/],
  timeline: [/\/timeline-definition-/],
};

/** The kind of each ```mermaid block in a Markdown text: its first word. */
export function mermaidKinds(markdown: string): string[] {
  const kinds: string[] = [];
  for (const [, body] of markdown.matchAll(
    /^\s*(?:```|~~~)mermaid[^\n]*\n([\s\S]*?)^\s*(?:```|~~~)/gm,
  )) {
    // A diagram may open with a front matter (---…---) and %% comments.
    const text = body.replace(/^\s*---\n[\s\S]*?\n\s*---\n/, '');
    const line = text.split('\n').find((l) => l.trim() && !l.trim().startsWith('%%'));
    if (line) kinds.push(line.trim().split(/[\s;]/)[0]);
  }
  return kinds;
}

/** The kinds of diagram in the Markdown files under these folders. */
export function mermaidKindsIn(folders: string[]): Set<string> {
  const kinds = new Set<string>();
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, {withFileTypes: true});
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.mdx?$/.test(entry.name)) {
        for (const kind of mermaidKinds(readFileSync(path, 'utf8'))) kinds.add(kind);
      }
    }
  };
  folders.forEach(walk);
  return kinds;
}

/** Docusaurus's routesChunkNames: "<route path>-<hash>" to nested chunk names. */
export type RoutesChunkNames = Record<string, unknown>;

/** Every chunk name in a route's entry of routesChunkNames, however nested. */
export function chunkNamesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesOf);
  return [];
}

/** Same-origin images a page shows (img, picture, preloads, SVG <image>), as paths. */
export function imagesOf(html: string): string[] {
  const found = new Set<string>();
  const image = /\.(svg|png|jpe?g|webp|avif|gif)$/i;
  for (const [, url] of html.matchAll(/\s(?:src|href|xlink:href)=["']?(\/[^"'\s>]+)/g)) {
    if (!url.startsWith('//') && image.test(url)) found.add(url.split(/[?#]/)[0]);
  }
  for (const [, list] of html.matchAll(/\ssrcset=["']([^"']+)["']/g)) {
    for (const candidate of list.split(',')) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url.startsWith('/') && !url.startsWith('//') && image.test(url)) found.add(url);
    }
  }
  return [...found];
}

export type PrecacheInput = {
  /** Every file Workbox found in the locale's build folder. */
  entries: ManifestEntry[];
  /** The locale's base URL ("/" or "/fr/"). */
  baseUrl: string;
  /** Every route of the locale, base URL included. */
  routesPaths: string[];
  routesChunkNames: RoutesChunkNames;
  graph: ChunkGraph;
  /** Pages to save, as route paths without the base URL. */
  pages: Patterns;
  /** Pages of the shell, saved on any visit (among `pages`), as route paths without the base URL. */
  shell?: Patterns;
  /** Other files to save (the search's), relative to the locale's build folder. */
  files: Patterns;
  /** Kinds of Mermaid diagram the docs draw. */
  diagramKinds: Set<string>;
  /** Reads a built file, by its path relative to the locale's build folder. */
  read: (file: string) => string;
};

export type Precache = {
  manifest: ManifestEntry[];
  /** The files of the shell, among the manifest's: its pages, their images, the stylesheets. */
  shell: string[];
  /** What was saved, by kind, for the build's log and the README. */
  summary: Record<'pages' | 'code' | 'images' | 'files', {count: number; bytes: number}>;
};

function htmlFileOf(route: string, baseUrl: string): string {
  const relative = decodeURI(route).slice(baseUrl.length);
  return relative === '' || relative.endsWith('/') ? `${relative}index.html` : relative;
}

export function selectPrecache(input: PrecacheInput): Precache {
  const {entries, baseUrl, graph} = input;
  const byUrl = new Map(entries.map((entry) => [entry.url, entry]));

  // Pages.
  const pageRoutes = input.routesPaths.filter((route) =>
    matchesAny(`/${route.slice(baseUrl.length)}`, input.pages),
  );
  const pageFiles = [...new Set(pageRoutes.map((route) => htmlFileOf(route, baseUrl)))];
  const missingPages = pageFiles.filter((file) => !byUrl.has(file));
  if (missingPages.length > 0) {
    throw new Error(`Offline cache: pages not found in the build: ${missingPages.join(', ')}`);
  }

  // Code: the chunks of the pages' routes (and of the routes above them, the
  // docs layout), then what they import.
  const routeOf = (key: string) => key.replace(/-[^-]+$/, '');
  const allRouteChunks = new Set(Object.values(input.routesChunkNames).flatMap(chunkNamesOf));
  const wanted = new Set(
    Object.entries(input.routesChunkNames)
      .filter(([key]) => pageRoutes.some((route) => route.startsWith(routeOf(key))))
      .flatMap(([, names]) => chunkNamesOf(names)),
  );
  const diagramFiles = [...input.diagramKinds].map((kind) => {
    const files = mermaidKindFiles[kind];
    if (!files) {
      throw new Error(
        `Offline cache: the docs draw a Mermaid diagram of kind "${kind}": add the Mermaid files that draw it to mermaidKindFiles in src/plugins/pwa/precache.ts.`,
      );
    }
    return {kind, files};
  });
  const isMermaid = (group: ChunkGroupRecord) =>
    group.origins.length > 0 &&
    group.origins.every((origin) =>
      /[\\/]node_modules[\\/](mermaid|@mermaid-js)[\\/]/.test(origin.module),
    );
  const drawsAKindWeDraw = (group: ChunkGroupRecord) =>
    group.origins.some((origin) =>
      diagramFiles.some(({files}) => files.some((file) => file.test(origin.request))),
    );
  const kept = new Set<number>();
  const queue = graph.flatMap((group, index) =>
    group.initial || (group.name !== undefined && wanted.has(group.name)) ? [index] : [],
  );
  for (const index of queue) kept.add(index);
  while (queue.length > 0) {
    for (const child of graph[queue.pop()!].children) {
      const group = graph[child];
      if (kept.has(child)) continue;
      if (group.name !== undefined && allRouteChunks.has(group.name)) continue;
      if (isMermaid(group) && !drawsAKindWeDraw(group)) continue;
      kept.add(child);
      queue.push(child);
    }
  }
  for (const {kind, files} of diagramFiles) {
    for (const file of files) {
      const found = [...kept].some((index) =>
        graph[index].origins.some((origin) => file.test(origin.request)),
      );
      if (!found) {
        throw new Error(
          `Offline cache: no chunk of Mermaid matches ${file} (kind "${kind}"): Mermaid's files have changed; update mermaidKindFiles in src/plugins/pwa/precache.ts.`,
        );
      }
    }
  }
  const codeFiles = [...new Set([...kept].flatMap((index) => graph[index].files))];

  // Images the pages show.
  const imageFiles = [
    ...new Set(
      pageFiles.flatMap((file) =>
        imagesOf(input.read(file))
          .filter((url) => url.startsWith(baseUrl))
          .map((url) => decodeURI(url.slice(baseUrl.length))),
      ),
    ),
  ].filter((file) => byUrl.has(file));

  // Other files (the search's).
  const otherFiles = entries
    .map((entry) => entry.url)
    .filter((url) => matchesAny(url, input.files));
  if (input.files.length > 0 && otherFiles.length === 0) {
    throw new Error(
      `Offline cache: no file of the build matches ${input.files.join(', ')}. The search's files must be written before the service worker is built (in postBuild, before any await).`,
    );
  }

  const manifest: ManifestEntry[] = [];
  const summary = {} as Precache['summary'];
  for (const [kind, files] of [
    ['pages', pageFiles],
    ['code', codeFiles],
    ['images', imageFiles],
    ['files', otherFiles],
  ] as const) {
    const chosen = files
      .map((file) => byUrl.get(file))
      .filter((entry): entry is ManifestEntry => Boolean(entry))
      .filter((entry) => !manifest.includes(entry));
    manifest.push(...chosen);
    summary[kind] = {
      count: chosen.length,
      bytes: chosen.reduce((total, entry) => total + entry.size, 0),
    };
  }
  // The shell: its pages, the images they show, and the site's stylesheets.
  const shellPages = pageRoutes
    .filter((route) => matchesAny(`/${route.slice(baseUrl.length)}`, input.shell ?? []))
    .map((route) => htmlFileOf(route, baseUrl));
  const listed = new Set(manifest.map((entry) => entry.url));
  const shell = [
    ...shellPages,
    ...shellPages.flatMap((file) =>
      imagesOf(input.read(file))
        .filter((url) => url.startsWith(baseUrl))
        .map((url) => decodeURI(url.slice(baseUrl.length))),
    ),
    ...(shellPages.length > 0 ? codeFiles.filter((file) => file.endsWith('.css')) : []),
  ].filter((file, index, all) => listed.has(file) && all.indexOf(file) === index);
  if ((input.shell ?? []).length > 0 && shellPages.length === 0) {
    throw new Error(
      `Offline cache: no page of the build matches the shell ${input.shell?.join(', ')}.`,
    );
  }
  return {
    manifest: manifest.sort((a, b) => a.url.localeCompare(b.url)),
    shell: shell.sort(),
    summary,
  };
}
