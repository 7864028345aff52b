/**
 * A bundler plugin (Rspack or webpack) that records, once the client code is
 * written, which files each chunk group holds and which groups it can load
 * with import(): the map the offline cache follows to save the code of the
 * pages it saves (see precache.ts), and nothing else.
 */

/** One chunk group: its files, the groups it loads, and the import() that loads it. */
export type ChunkGroupRecord = {
  /** The webpackChunkName, for the groups of Docusaurus's routes. */
  name?: string;
  /** Its files, relative to the locale's build folder (assets/js/….js, assets/css/….css). */
  files: string[];
  /** Indexes, in the graph, of the groups it loads with import(). */
  children: number[];
  /** Where it is imported from: the importing module and the import()'s request. */
  origins: {module: string; request: string}[];
  /** An entry point (the code every page runs first). */
  initial: boolean;
};

export type ChunkGraph = ChunkGroupRecord[];

/**
 * The parts of a chunk group both bundlers give, typed loosely: webpack and
 * Rspack type them differently, and only these are read.
 */
type BundlerChunkGroup = {
  name?: string | null;
  getFiles(): string[];
  isInitial(): boolean;
  childrenIterable: Iterable<BundlerChunkGroup>;
  origins: Iterable<{module?: {identifier(): string} | null; request?: string | null}>;
};
type BundlerCompilation = {chunkGroups: Iterable<BundlerChunkGroup>};
type BundlerCompiler = {
  hooks: {
    afterEmit: {tap(name: string, callback: (compilation: BundlerCompilation) => void): void};
  };
};

/** A group's identity: its name, else its files (two groups with the same files are one for us). */
function keyOf(group: BundlerChunkGroup): string {
  return group.name ?? [...group.getFiles()].sort().join('|');
}

export function recordChunkGraph(compilation: BundlerCompilation): ChunkGraph {
  const groups = [...compilation.chunkGroups];
  const index = new Map<string, number>();
  groups.forEach((group, position) => {
    if (!index.has(keyOf(group))) index.set(keyOf(group), position);
  });
  return groups.map((group) => ({
    ...(group.name ? {name: group.name} : {}),
    files: [...group.getFiles()].filter((file) => /\.(js|css)$/.test(file)),
    children: [...group.childrenIterable]
      .map((child) => index.get(keyOf(child)))
      .filter((child): child is number => child !== undefined),
    origins: [...group.origins].map((origin) => ({
      module: origin.module?.identifier() ?? '',
      request: origin.request ?? '',
    })),
    initial: group.isInitial(),
  }));
}

export class ChunkGraphPlugin {
  constructor(private readonly onGraph: (graph: ChunkGraph) => void) {}

  apply(compiler: BundlerCompiler): void {
    compiler.hooks.afterEmit.tap('ChunkGraphPlugin', (compilation) => {
      this.onGraph(recordChunkGraph(compilation));
    });
  }
}
