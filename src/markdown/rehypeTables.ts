/**
 * Markdown tables, on every page (docs, blog, pages).
 *
 * - Every table takes focus: a table wider than its column scrolls sideways
 *   (Infima sets tables to overflow: auto), and a scrolling region must be
 *   reachable with the keyboard.
 * - A table that would not fit a phone (tableLayout.ts) is marked to become a
 *   list of cards on small screens, one card a row (src/css/tables.css):
 *   `data-stack` on the table, each body cell's column header in `data-label`
 *   (the card's labels) and each cell's content in a `<span>` (the value).
 *   The table roles some browsers need once CSS changes a table's display are
 *   added in the browser while the cards are shown
 *   (src/clientModules/stackedTables.ts): the HTML standard forbids them on
 *   the cells of a table shown as a table. Desktop screens and print still
 *   show the table.
 * - A page and its twin in the other language stack alike: the tables of the
 *   twin's Markdown are read too, and the wider of each pair decides (when
 *   both pages have the same number of tables).
 */
import {existsSync, readFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {markdownTables} from './markdownTables';
import {layout, stackFor, tableWidth, type Run} from './tableLayout';

/** A node of the HTML tree (hast), as far as these steps read it. */
export type Node = {
  type: string;
  tagName?: string;
  name?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
};

type File = {path?: string};

export type Options = {
  /** The site's folder, to find a page's twin in the other language. */
  siteDir?: string;
  /** The locales whose files live under i18n/ (default: fr). */
  translatedLocales?: string[];
};

/** Where each plugin's files live, in the default locale and under i18n/<locale>/. */
const contentFolders = [
  {source: 'docs', translated: join('docusaurus-plugin-content-docs', 'current')},
  {source: 'blog', translated: 'docusaurus-plugin-content-blog'},
  {source: join('src', 'pages'), translated: 'docusaurus-plugin-content-pages'},
];

/** The files of the same page in the other languages. */
export function twinPaths(path: string, siteDir: string, locales: string[]): string[] {
  const rel = relative(siteDir, path);
  for (const folder of contentFolders) {
    if (rel.startsWith(folder.source + sep)) {
      const rest = rel.slice(folder.source.length + 1);
      return locales.map((locale) => join(siteDir, 'i18n', locale, folder.translated, rest));
    }
    for (const locale of locales) {
      const prefix = join('i18n', locale, folder.translated) + sep;
      if (rel.startsWith(prefix)) {
        const rest = rel.slice(prefix.length);
        return [
          join(siteDir, folder.source, rest),
          ...locales
            .filter((other) => other !== locale)
            .map((other) => join(siteDir, 'i18n', other, folder.translated, rest)),
        ];
      }
    }
  }
  return [];
}

const text = (node: Node): string =>
  node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(text).join('');

const isElement = (node: Node, ...tags: string[]) =>
  node.type === 'element' && tags.includes(node.tagName ?? '');

const isJsx = (node: Node, ...names: string[]) =>
  (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
  names.includes(node.name ?? '');

/** A cell's content as runs of text. */
function runs(node: Node, font: 'text' | 'bold', out: Run[] = []): Run[] {
  for (const child of node.children ?? []) {
    if (child.type === 'text') out.push({text: child.value ?? '', font});
    else if (isElement(child, 'br') || isJsx(child, 'br')) out.push({break: true});
    else if (isElement(child, 'code')) out.push({text: text(child), font: 'code'});
    else if (isElement(child, 'strong', 'b')) runs(child, 'bold', out);
    else if (!isElement(child, 'img')) runs(child, font, out);
  }
  return out;
}

const children = (node: Node, ...tags: string[]) =>
  (node.children ?? []).filter((child) => isElement(child, ...tags));

function rowsOf(table: Node): Node[] {
  return children(table, 'thead', 'tbody', 'tr').flatMap((part) =>
    isElement(part, 'tr') ? [part] : children(part, 'tr'),
  );
}

/** The indentation that lists, quotes and admonitions around a table take. */
function indentOf(ancestors: Node[]): number {
  let indent = 0;
  for (const node of ancestors) {
    if (isElement(node, 'li')) indent += layout.indent.list;
    else if (isElement(node, 'blockquote')) indent += layout.indent.quote;
    else if (isJsx(node, 'admonition')) indent += layout.indent.admonition;
    else if (isElement(node, 'details') || isJsx(node, 'details', 'Details')) {
      indent += layout.indent.details;
    }
  }
  return indent;
}

function collectTables(node: Node, ancestors: Node[], found: {table: Node; indent: number}[]) {
  if (isElement(node, 'table')) {
    found.push({table: node, indent: indentOf(ancestors)});
    return;
  }
  for (const child of node.children ?? []) collectTables(child, [...ancestors, node], found);
}

/** Turns a table into one that stacks as cards under the given breakpoint. */
function markStacked(table: Node, stack: string): void {
  table.properties = {...table.properties, dataStack: stack};
  const labels: string[] = [];
  for (const row of rowsOf(table)) {
    children(row, 'th', 'td').forEach((cell, index) => {
      if (isElement(cell, 'th')) {
        labels[index] = text(cell).trim();
        return;
      }
      cell.properties = {...cell.properties, dataLabel: labels[index] ?? ''};
      cell.children = [{type: 'element', tagName: 'span', properties: {}, children: cell.children}];
    });
  }
}

export default function rehypeTables(options: Options = {}) {
  const siteDir = options.siteDir ?? process.cwd();
  const locales = options.translatedLocales ?? ['fr'];
  return (tree: Node, file: File) => {
    const found: {table: Node; indent: number}[] = [];
    collectTables(tree, [], found);
    if (found.length === 0) return;

    const twins = file.path
      ? twinPaths(file.path, siteDir, locales)
          .filter((path) => existsSync(path))
          .map((path) => markdownTables(readFileSync(path, 'utf8')))
          .filter((tables) => tables.length === found.length)
      : [];

    found.forEach(({table, indent}, index) => {
      table.properties = {...table.properties, tabIndex: 0};
      const rows = rowsOf(table);
      if (rows.length < 2) return;
      const mine = rows.map((row) =>
        children(row, 'th', 'td').map((cell) =>
          runs(cell, isElement(cell, 'th') ? 'bold' : 'text'),
        ),
      );
      const screens = [
        tableWidth(mine) + indent,
        ...twins.map((tables) => tableWidth(tables[index].rows) + tables[index].indent),
      ];
      const stack = stackFor(Math.max(...screens), 0);
      if (stack) markStacked(table, stack);
    });
  };
}
