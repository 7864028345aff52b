/**
 * Docusaurus plugin: the site's Mermaid diagrams, drawn ahead of time
 * (README.md). In a production build it hands the kept drawings to the
 * bundler, each as a module of its own (`@diagram-drawings/<id>.js`, loaded
 * by a page opened without a reload) and all in one for the server
 * (`@diagram-drawings/index.js`, which prerenders them into the pages). It
 * also adds the `docusaurus diagrams` command, run by `npm run diagrams`,
 * which draws what is missing or older than its code.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {drawingKey, keyComment, keyOf, mermaidVersion, svgOf, type MermaidSettings} from './key';
import {drawingFacts} from './remark';
import {drawingPath, drawingsFolder, findDiagrams} from './sources';

export type DiagramsOptions = {
  settings: MermaidSettings;
  /** Production build: the drawings are handed to the bundler. */
  production: boolean;
};

/** Every kept drawing's file, relative to the site. */
function drawingFiles(siteDir: string, folder = drawingsFolder): string[] {
  if (!existsSync(join(siteDir, folder))) return [];
  return readdirSync(join(siteDir, folder), {withFileTypes: true}).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return drawingFiles(siteDir, path);
    return entry.name.endsWith('.svg') ? [path] : [];
  });
}

/** A drawing's id: unique in the site, stable while its diagram stays in place. */
export const drawingId = (file: string, index: number) =>
  `diagram-${createHash('sha256').update(`${file}#${index}`).digest('hex').slice(0, 10)}`;

export type DrawReport = {drawn: string[]; upToDate: number; removed: string[]; failed: string[]};

/**
 * Draws every diagram whose drawing is missing or older than its code (all
 * of them with `all`), and removes the drawings of diagrams that are gone.
 */
export async function drawDiagrams(
  siteDir: string,
  settings: MermaidSettings,
  {all = false, log = console.log}: {all?: boolean; log?: (line: string) => void} = {},
): Promise<DrawReport> {
  const version = mermaidVersion(siteDir);
  const diagrams = findDiagrams(siteDir).map((diagram) => ({
    ...diagram,
    path: drawingPath(diagram.file, diagram.index),
    key: drawingKey(diagram.code, settings, version),
  }));
  const report: DrawReport = {drawn: [], upToDate: 0, removed: [], failed: []};

  const wanted = new Set(diagrams.map((diagram) => diagram.path));
  for (const file of drawingFiles(siteDir)) {
    if (wanted.has(file)) continue;
    rmSync(join(siteDir, file));
    report.removed.push(file);
    log(`removed ${file} (its diagram is gone)`);
  }

  const toDraw = diagrams.filter((diagram) => {
    const kept = join(siteDir, diagram.path);
    return all || !existsSync(kept) || keyOf(readFileSync(kept, 'utf8')) !== diagram.key;
  });
  report.upToDate = diagrams.length - toDraw.length;
  if (toDraw.length > 0) {
    const {startDrawer} = await import('./draw');
    const drawer = await startDrawer(siteDir, settings);
    try {
      for (const diagram of toDraw) {
        const where = `${diagram.file}, diagram ${diagram.index}`;
        try {
          const svg = await drawer.draw({
            id: drawingId(diagram.file, diagram.index),
            code: diagram.code,
          });
          mkdirSync(dirname(join(siteDir, diagram.path)), {recursive: true});
          writeFileSync(join(siteDir, diagram.path), `${keyComment(diagram.key)}\n${svg}\n`);
          report.drawn.push(diagram.path);
          log(`drew ${where} → ${diagram.path}`);
        } catch (error) {
          report.failed.push(where);
          log(`could not draw ${where}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    } finally {
      await drawer.close();
    }
  }
  // Folders left empty by removed drawings.
  for (const folder of [...new Set(report.removed.map((file) => dirname(file)))].sort().reverse()) {
    let dir = folder;
    while (dir.startsWith(`${drawingsFolder}/`) && readdirSync(join(siteDir, dir)).length === 0) {
      rmSync(join(siteDir, dir), {recursive: true});
      dir = dirname(dir);
    }
  }
  return report;
}

export default function diagramsPlugin(context: LoadContext, options: DiagramsOptions): Plugin {
  const {siteDir} = context;
  let modulesDir = '';
  return {
    name: 'diagrams',
    getPathsToWatch() {
      return [join(siteDir, drawingsFolder, '**/*.svg')];
    },
    async contentLoaded({actions}) {
      if (!options.production) return;
      const drawings: Record<string, string> = {};
      for (const file of drawingFiles(siteDir)) {
        const svg = svgOf(readFileSync(join(siteDir, file), 'utf8')).trim();
        const {id} = drawingFacts(svg);
        if (!id)
          throw new Error(`${file} is not a drawing of npm run diagrams (its <svg> has no id).`);
        drawings[id] = svg;
        await actions.createData(`${id}.js`, `export default ${JSON.stringify(svg)};\n`);
      }
      const index = await actions.createData(
        'index.js',
        `// Every drawing, for the server build only.\nexport default ${JSON.stringify(drawings)};\n`,
      );
      modulesDir = dirname(index);
    },
    configureWebpack() {
      return modulesDir ? {resolve: {alias: {'@diagram-drawings': modulesDir}}} : {};
    },
    extendCli(cli) {
      cli
        .command('diagrams')
        .description(
          'Draw the Mermaid diagrams of the Markdown whose drawing is missing or older than its code (src/plugins/diagrams).',
        )
        .option('--all', 'draw every diagram again')
        .action(async ({all}: {all?: boolean}) => {
          const report = await drawDiagrams(siteDir, options.settings, {all});
          console.log(
            `${report.drawn.length} drawn, ${report.upToDate} up to date, ${report.removed.length} removed${report.failed.length > 0 ? `, ${report.failed.length} failed` : ''}.`,
          );
          if (report.failed.length > 0) process.exit(1);
        });
    },
  };
}
