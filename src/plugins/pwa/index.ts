/**
 * Docusaurus plugin: @docusaurus/plugin-pwa, configured for this site. The
 * stock plugin builds the service worker (sw.js in each locale's build
 * folder, with the site's worker code, src/offline/worker.js, in a chunk of
 * its own), adds the registration (src/clientModules/serviceWorker.ts) to the
 * pages and puts the manifest's link in their <head>. This wrapper writes
 * each locale's web app manifest (manifest.ts) and, once the worker is built,
 * lists the files of the offline copy into the site's worker code with
 * Workbox: those precache.ts chooses, from the bundler's chunk graph
 * (chunkGraph.ts), each with its size as sent (gzip) and whether it is part
 * of the shell every visit saves. `offline-copy.json` gives the pages the
 * copy's size (src/components/OfflineCopy). The stock worker's own list is
 * left empty, and the stock reload popup and its theme out:
 * src/components/UpdatePrompt replaces it. In development the stock plugin,
 * and so this one, does nothing.
 */
import {appendFileSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {createHash} from 'node:crypto';
import {gzipSync} from 'node:zlib';
import {join} from 'node:path';
import logger from '@docusaurus/logger';
import type {PluginOptions as StockOptions} from '@docusaurus/plugin-pwa';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {injectManifest, type InjectManifestOptions} from 'workbox-build';
import {ChunkGraphPlugin, type ChunkGraph} from './chunkGraph';
import {appManifest, MANIFEST_FILE} from './manifest';
import {selectPrecache, type Patterns, type RoutesChunkNames} from './precache';

export type PwaOptions = {
  /** Pages of the offline copy a reader asks for: route paths without the locale's base URL. */
  pages: Patterns;
  /** Pages saved on any visit (the offline page), among `pages`. */
  shell: Patterns;
  /** The local search's files, saved with the pages (relative to the locale's build folder). */
  searchFiles: Patterns;
  /** The installed app's name and short name, and its description, in this locale. */
  name: string;
  shortName: string;
  description: string;
  themeColor: string;
  backgroundColor: string;
};

type StockPlugin = (context: LoadContext, options: StockOptions) => Plugin | null;
const require = createRequire(__filename);
const stockPlugin = (require('@docusaurus/plugin-pwa') as {default: StockPlugin}).default;

/** Where Workbox writes the list of files to save, in src/offline/worker.js. */
export const INJECTION_POINT = 'self.__TIBILLET_PRECACHE';

/** The file of the built worker that holds INJECTION_POINT (the stock plugin names it "<id>.sw.js"). */
function workerChunk(outDir: string): string {
  const chunk = readdirSync(outDir)
    .filter((file) => file.endsWith('.js'))
    .find((file) => readFileSync(join(outDir, file), 'utf8').includes(INJECTION_POINT));
  if (!chunk) throw new Error(`Offline cache: no file of ${outDir} holds ${INJECTION_POINT}.`);
  return join(outDir, chunk);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** What the copy's files weigh as a server sends them: text gzipped, images as they are. */
const compressible = /\.(html|js|css|json|svg|xml|txt|webmanifest)$/;
export function sentSize(file: string, content: Buffer): number {
  return compressible.test(file) ? gzipSync(content).length : content.length;
}

/** The copy's figures, for the pages (src/components/OfflineCopy) and the worker's mark. */
export const COPY_FIGURES_FILE = 'offline-copy.json';
export type CopyFigures = {files: number; bytes: number};

export default function pwaPlugin(context: LoadContext, options: PwaOptions): Plugin | null {
  const {siteDir, baseUrl, generatedFilesDir, i18n} = context;
  const locale = i18n.currentLocale;
  const localeConfig = i18n.localeConfigs[locale];
  let graph: ChunkGraph | undefined;
  let routesPaths: string[] = [];
  let outDir = context.outDir;
  let figures: CopyFigures = {files: 0, bytes: 0};

  /** Workbox's options for the site's worker code. */
  const workbox: Omit<InjectManifestOptions, 'swSrc' | 'swDest' | 'globDirectory'> = {
    injectionPoint: INJECTION_POINT,
    globPatterns: ['**/*'],
    // The other languages' folders, inside the default language's.
    globIgnores: Object.values(i18n.localeConfigs)
      .map((config) => config.baseUrl)
      .filter((base) => base !== baseUrl && base.startsWith(baseUrl))
      .map((base) => `${base.slice(baseUrl.length)}**`),
    // Docusaurus names the files under assets/ after their content.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    manifestTransforms: [
      (entries) => {
        if (!graph) throw new Error('Offline cache: the chunk graph was not recorded.');
        const {manifest, shell, summary} = selectPrecache({
          entries,
          baseUrl,
          routesPaths,
          routesChunkNames: JSON.parse(
            readFileSync(join(generatedFilesDir, 'routesChunkNames.json'), 'utf8'),
          ) as RoutesChunkNames,
          graph,
          pages: options.pages,
          shell: options.shell,
          files: options.searchFiles,
          // A production page carries its diagrams drawn (src/plugins/diagrams):
          // the build has no Mermaid code to save.
          diagramKinds: new Set(),
          read: (file) => readFileSync(join(outDir, file), 'utf8'),
        });
        const total = manifest.reduce((sum, entry) => sum + entry.size, 0);
        // Workbox keeps what a transform adds to an entry, but `size`.
        const listed = manifest.map((entry) => ({
          ...entry,
          gz: sentSize(entry.url, readFileSync(join(outDir, entry.url))),
          ...(shell.includes(entry.url) ? {shell: true} : {}),
        }));
        figures = {files: listed.length, bytes: listed.reduce((sum, entry) => sum + entry.gz, 0)};
        const parts = Object.entries(summary).map(
          ([kind, {count, bytes}]) => `${kind} ${count} (${kb(bytes)})`,
        );
        logger.info(
          `Offline copy (${locale}): ${manifest.length} files, ${kb(total)} before compression, ${kb(figures.bytes)} as sent: ${parts.join(', ')}; shell ${shell.length} files.`,
        );
        return {manifest: listed, warnings: []};
      },
    ],
  };

  const stock = stockPlugin(context, {
    debug: false,
    // Read by the stock registration only, which this site replaces.
    offlineModeActivationStrategies: ['always'],
    swRegister: join(siteDir, 'src/clientModules/serviceWorker.ts'),
    swCustom: join(siteDir, 'src/offline/worker.js'),
    pwaHead: [
      {tagName: 'link', rel: 'manifest', href: MANIFEST_FILE},
      {tagName: 'meta', name: 'theme-color', content: options.themeColor},
    ],
    // The stock worker's own list: empty (the stock plugin sets swSrc, swDest,
    // globDirectory and globPatterns itself).
    injectManifestConfig: {
      globIgnores: ['**'],
      manifestTransforms: [() => ({manifest: [], warnings: []})],
    } as unknown as InjectManifestOptions,
  });
  if (!stock) return null;

  return {
    name: stock.name,
    getClientModules: stock.getClientModules,
    injectHtmlTags: stock.injectHtmlTags,
    configureWebpack(config, isServer, utils, content) {
      const stockConfig = stock.configureWebpack!(config, isServer, utils, content) ?? {};
      if (isServer) return stockConfig;
      return {
        ...stockConfig,
        plugins: [
          ...(stockConfig.plugins ?? []),
          new ChunkGraphPlugin((recorded) => {
            graph = recorded;
          }),
        ],
      };
    },
    async postBuild(props) {
      routesPaths = props.routesPaths;
      outDir = props.outDir;
      const manifest = appManifest({
        baseUrl,
        lang: localeConfig?.htmlLang ?? locale,
        dir: localeConfig?.direction === 'rtl' ? 'rtl' : 'ltr',
        name: options.name,
        shortName: options.shortName,
        description: options.description,
        themeColor: options.themeColor,
        backgroundColor: options.backgroundColor,
      });
      writeFileSync(join(props.outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
      await stock.postBuild!(props);
      const chunk = workerChunk(props.outDir);
      await injectManifest({...workbox, swSrc: chunk, swDest: chunk, globDirectory: props.outDir});
      // sw.js names its chunk without a hash: a line with the chunk's hash
      // makes sw.js itself change with the list, so browsers see a new version.
      const version = createHash('sha256').update(readFileSync(chunk)).digest('hex').slice(0, 16);
      appendFileSync(join(props.outDir, 'sw.js'), `\n// offline files ${version}\n`);
      writeFileSync(join(props.outDir, COPY_FIGURES_FILE), `${JSON.stringify(figures)}\n`);
    },
  };
}
