/**
 * The diagrams of the site's Markdown: every fenced ```mermaid block of the
 * docs, the blog and the pages, in both languages, and where its drawing is
 * kept. The build (./remark.ts) reads a block's code from the Markdown tree,
 * `npm run diagrams` and the unit test from the file's lines (here): both
 * pass it through `normalizeCode`, so that they agree on its key.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';

/** Folders of the site that hold Markdown, relative to the site. */
export const markdownFolders = ['docs', 'blog', 'src/pages', 'i18n'];

/** Where the drawings are kept, relative to the site. */
export const drawingsFolder = 'src/plugins/diagrams/drawings';

export type DiagramSource = {
  /** The Markdown file, relative to the site, with forward slashes. */
  file: string;
  /** 1 for the file's first diagram, 2 for its second… */
  index: number;
  /** The diagram's code, normalized. */
  code: string;
};

/**
 * A diagram's code as it is drawn and keyed: line ends as \n, no trailing
 * spaces, the indentation common to every line removed, no blank line first
 * or last. Mermaid draws the same diagram from either form.
 */
export function normalizeCode(code: string): string {
  const lines = code
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''));
  while (lines.length > 0 && lines[0] === '') lines.shift();
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  const indents = lines.filter(Boolean).map((line) => /^[ \t]*/.exec(line)![0].length);
  const common = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(common)).join('\n');
}

/**
 * The ```mermaid (or ~~~mermaid) blocks of a Markdown text, as CommonMark
 * reads fences: up to three spaces before the fence (more inside a list
 * item), a closing fence of the same character at least as long.
 */
export function mermaidBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*mermaid(?:\s.*)?$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = /^\s*(`{3,}|~{3,})\s*$/.exec(lines[j]);
      if (close && close[1][0] === fence[0] && close[1].length >= fence.length) break;
      // CommonMark removes up to the opening fence's indentation from each line.
      const leading = /^ */.exec(lines[j])![0].length;
      body.push(lines[j].slice(Math.min(leading, indent.length)));
    }
    blocks.push(normalizeCode(body.join('\n')));
    i = j;
  }
  return blocks;
}

function markdownFiles(siteDir: string, folder: string): string[] {
  let entries;
  try {
    entries = readdirSync(join(siteDir, folder), {withFileTypes: true});
  } catch {
    return [];
  }
  return entries
    .filter((entry) => !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .flatMap((entry) => {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) return markdownFiles(siteDir, path);
      return /\.mdx?$/.test(entry.name) ? [path] : [];
    });
}

/** Every diagram of the site, file by file, in a stable order. */
export function findDiagrams(siteDir: string): DiagramSource[] {
  return markdownFolders
    .flatMap((folder) => markdownFiles(siteDir, folder))
    .sort()
    .flatMap((file) =>
      mermaidBlocks(readFileSync(join(siteDir, file), 'utf8')).map((code, position) => ({
        file,
        index: position + 1,
        code,
      })),
    );
}

/** A Markdown file's path relative to the site, with forward slashes. */
export function sitePath(siteDir: string, file: string): string {
  return relative(siteDir, file).split(sep).join('/');
}

/** Where the drawing of a file's n-th diagram is kept, relative to the site. */
export function drawingPath(file: string, index: number): string {
  return `${drawingsFolder}/${file.replace(/\.mdx?$/, '')}.${index}.svg`;
}
