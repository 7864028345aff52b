/**
 * Reads the tables of a Markdown file as text, without compiling it: enough to
 * estimate their width (tableLayout.ts). Used for the other language's twin
 * of the page being built, so that a table stacks alike in both languages.
 *
 * GFM tables: a header row, a delimiter row (`| --- | :-: |`), then rows
 * until a blank line. Cells split on pipes not escaped with a backslash, as
 * GFM does (before inline code). Fenced code blocks are skipped. A table
 * indented under a list item, quoted (`>`) or inside a `:::` admonition
 * records that indentation.
 */
import {layout, type Run, type TableText} from './tableLayout';

export type MarkdownTable = {rows: TableText; indent: number};

const delimiterRow = /^\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;

function splitRow(line: string): string[] {
  let row = line.trim();
  if (row.startsWith('|')) row = row.slice(1);
  if (row.endsWith('|') && !row.endsWith('\\|')) row = row.slice(0, -1);
  return row.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

const entities: Record<string, string> = {
  nbsp: '\u00a0',
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  '#8239': '\u202f',
  '#160': '\u00a0',
};

/** A cell's Markdown as runs: code spans, bold, line breaks and plain text. */
export function cellRuns(markdown: string, header = false): Run[] {
  const runs: Run[] = [];
  const plain = header ? 'bold' : 'text';
  const pushText = (text: string, font: 'text' | 'bold') => {
    const clean = text
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      .replace(/<((?:https?|mailto):[^>]+)>/g, '$1')
      .replace(/<\/?[A-Za-z][^>]*>/g, '')
      .replace(/&(#?\w+);/g, (whole, name: string) => entities[name] ?? whole)
      .replace(/\\([\\`*_{}[\]()#+\-.!|])/g, '$1');
    if (clean) runs.push({text: clean, font});
  };
  // Code spans first: nothing inside them is Markdown.
  const parts = markdown.split(/(`+)([\s\S]*?[^`])\1(?!`)/);
  for (let i = 0; i < parts.length; i++) {
    if (i % 3 === 1) continue;
    if (i % 3 === 2) {
      runs.push({text: parts[i].replace(/^ (.*) $/, '$1'), font: 'code'});
      continue;
    }
    parts[i].split(/(<br\s*\/?>)/i).forEach((piece, index) => {
      if (index % 2 === 1) {
        runs.push({break: true});
        return;
      }
      piece.split(/(\*\*[^*]+\*\*|__[^_]+__)/).forEach((text, inner) => {
        if (inner % 2 === 1) pushText(text.slice(2, -2), 'bold');
        else pushText(text.replace(/(^|\W)[*_]([^*_]+)[*_](?=\W|$)/g, '$1$2'), plain);
      });
    });
  }
  return runs;
}

/** Every table of a Markdown (or MDX) file, in order. */
export function markdownTables(source: string): MarkdownTable[] {
  const lines = source.replace(/^---\n[\s\S]*?\n---\n/, '').split('\n');
  const tables: MarkdownTable[] = [];
  let fence: string | null = null;
  let admonitions = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fenceMark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = null;
      continue;
    }
    if (fenceMark) {
      fence = fenceMark;
      continue;
    }
    if (/^\s*:::\s*[a-z]/i.test(line)) admonitions++;
    else if (/^\s*:::\s*$/.test(line)) admonitions = Math.max(0, admonitions - 1);

    const quoted = /^\s*>/.test(line);
    const strip = (text: string) => (quoted ? text.replace(/^\s*>\s?/, '') : text);
    const next = lines[i + 1];
    if (
      next === undefined ||
      !strip(line).includes('|') ||
      !delimiterRow.test(strip(next).trim())
    ) {
      continue;
    }
    const spaces = /^\s*/.exec(strip(line))?.[0].length ?? 0;
    const lists = spaces >= 2 ? Math.max(1, Math.round(spaces / 3)) : 0;
    const rows: TableText = [splitRow(strip(line)).map((cell) => cellRuns(cell, true))];
    let j = i + 2;
    for (; j < lines.length; j++) {
      const row = strip(lines[j]);
      if (!row.trim() || !row.includes('|') || (quoted && !/^\s*>/.test(lines[j]))) break;
      rows.push(splitRow(row).map((cell) => cellRuns(cell)));
    }
    tables.push({
      rows,
      indent:
        lists * layout.indent.list +
        (quoted ? layout.indent.quote : 0) +
        admonitions * layout.indent.admonition,
    });
    i = j - 1;
  }
  return tables;
}
