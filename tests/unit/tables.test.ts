/**
 * Markdown tables on a phone (src/markdown): the width estimate, the rule
 * that turns a table into cards, the reading of a twin page's tables, and
 * what the rehype step writes into the page.
 */
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {cellRuns, markdownTables} from '@site/src/markdown/markdownTables';
import rehypeTables, {twinPaths, type Node} from '@site/src/markdown/rehypeTables';
import {cellWidths, layout, stackFor, tableWidth} from '@site/src/markdown/tableLayout';

const h = (tagName: string, ...children: (Node | string)[]): Node => ({
  type: 'element',
  tagName,
  properties: {},
  children: children.map((child) =>
    typeof child === 'string' ? {type: 'text', value: child} : child,
  ),
});

/** A hast table from Markdown-like rows: the first row is the header. */
function table(rows: string[][]): Node {
  const cell = (tag: string, text: string) =>
    h(
      tag,
      ...text
        .split(/(`[^`]+`)/)
        .map((part) => (part.startsWith('`') ? h('code', part.slice(1, -1)) : part)),
    );
  return h(
    'table',
    h('thead', h('tr', ...rows[0].map((text) => cell('th', text)))),
    h('tbody', ...rows.slice(1).map((row) => h('tr', ...row.map((text) => cell('td', text))))),
  );
}

const narrow = [
  ['Key', 'Meaning'],
  ['`A`', 'The first letter, which many words start with.'],
];
const prose = [
  ['Step', 'What you see', 'What it means'],
  ['One', 'A long sentence that wraps over lines.', 'Another long sentence that wraps.'],
];
const wide = [
  ['Variable', 'What it is', 'Example'],
  ['`STRIPE_ENDPOINT_SECRET_TEST`', 'Signing secret.', '`ssh://<user>@<backup-host>/./fedow`'],
];

const run = (tree: Node, path?: string, siteDir?: string) => rehypeTables({siteDir})(tree, {path});

describe('the width of a table on a phone', () => {
  it('counts the longest unbreakable word, no-break spaces included', () => {
    const plain = cellWidths([{text: 'Remboursé ?', font: 'text'}]);
    const joined = cellWidths([{text: 'Remboursé\u202f?', font: 'text'}]);
    expect(joined.word).toBeGreaterThan(plain.word);
    expect(joined.line).toBeCloseTo(plain.line, 0);
  });

  it('sets inline code in monospace, with its padding', () => {
    const code = cellWidths([{text: 'SECRET_KEY', font: 'code'}]);
    expect(code.word).toBeCloseTo(10 * layout.codeChar * layout.fontSize + layout.codeBox, 5);
  });

  it('breaks lines at <br>', () => {
    const broken = cellWidths([
      {text: 'first line', font: 'text'},
      {break: true},
      {text: 'second', font: 'text'},
    ]);
    expect(broken.line).toBeLessThan(cellWidths([{text: 'first line second', font: 'text'}]).line);
  });

  it('keeps a two-column table, and stacks three columns of prose or long code', () => {
    const width = (rows: string[][]) => tableWidth(rows.map((row) => row.map((c) => cellRuns(c))));
    expect(stackFor(width(narrow), 0)).toBeUndefined();
    expect(stackFor(width(prose), 0)).toBe('phone');
    expect(stackFor(width(wide), 0)).toBe('tablet');
  });

  it('counts the indentation of a list around the table', () => {
    const width = layout.phone - layout.pageMargins - 10;
    expect(stackFor(width, 0)).toBeUndefined();
    expect(stackFor(width, layout.indent.list)).toBe('phone');
  });
});

describe('the tables of a Markdown file', () => {
  const source = [
    '---',
    'title: x | y',
    '---',
    '| A | B |',
    '| --- | :-: |',
    '| `a \\| b` | **bold** and [a link](./x.md)<br>next |',
    '',
    '```md',
    '| not | a table |',
    '| --- | --- |',
    '```',
    '',
    '1. A step:',
    '',
    '   | C | D | E |',
    '   | - | - | - |',
    '   | 1 | 2 | 3 |',
    '',
    ':::note',
    '',
    '> | F |',
    '> | --- |',
    '> | 4 |',
    '',
    ':::',
  ].join('\n');
  const tables = markdownTables(source);

  it('finds each table once, and none in code blocks or front matter', () => {
    expect(tables.map((found) => found.rows.length)).toEqual([2, 2, 2]);
    expect(tables[1].rows[0]).toHaveLength(3);
  });

  it('reads code spans, escaped pipes, bold, links and line breaks', () => {
    expect(tables[0].rows[1][0]).toEqual([{text: 'a | b', font: 'code'}]);
    expect(tables[0].rows[1][1]).toEqual([
      {text: 'bold', font: 'bold'},
      {text: ' and a link', font: 'text'},
      {break: true},
      {text: 'next', font: 'text'},
    ]);
    expect(tables[0].rows[0][0]).toEqual([{text: 'A', font: 'bold'}]);
  });

  it('records the indentation of lists, quotes and admonitions', () => {
    expect(tables.map((found) => found.indent)).toEqual([
      0,
      layout.indent.list,
      layout.indent.quote + layout.indent.admonition,
    ]);
  });
});

describe('the rehype step', () => {
  it('makes every table focusable, and leaves a narrow one a plain table', () => {
    const tree = h('root', table(narrow));
    run(tree);
    const [found] = tree.children as Node[];
    expect(found.properties).toEqual({tabIndex: 0});
    expect(JSON.stringify(found)).not.toContain('dataLabel');
  });

  it('gives a wide table its breakpoint, labels and value spans, and no role', () => {
    const tree = h('root', table(wide));
    run(tree);
    const [found] = tree.children as Node[];
    // No role in the HTML: the browser adds them while the cards are shown.
    expect(found.properties).toEqual({tabIndex: 0, dataStack: 'tablet'});
    const [thead, tbody] = found.children as Node[];
    expect(thead.properties).toEqual({});
    const headers = (thead.children?.[0].children ?? []).map((cell) => cell.properties);
    expect(headers).toEqual(Array(3).fill({}));
    const cells = tbody.children?.[0].children ?? [];
    expect(cells.map((cell) => cell.properties)).toEqual([
      {dataLabel: 'Variable'},
      {dataLabel: 'What it is'},
      {dataLabel: 'Example'},
    ]);
    expect(
      cells.every((cell) => cell.children?.length === 1 && cell.children[0].tagName === 'span'),
    ).toBe(true);
  });

  it('counts a list item around the table', () => {
    // Fits the page, not the page less a list's indentation.
    const rows = [
      ['Name', 'Value'],
      ['`ABCDEFGHIJKLMNOP`', '`ABCDEFGHIJK`'],
    ];
    const width = tableWidth(rows.map((row) => row.map((c) => cellRuns(c))));
    expect(width + layout.pageMargins).toBeLessThanOrEqual(layout.phone);
    expect(width + layout.pageMargins + layout.indent.list).toBeGreaterThan(layout.phone);
    const plain = h('root', table(rows));
    run(plain);
    expect(plain.children?.[0].properties?.dataStack).toBeUndefined();
    const listed = h('root', h('ol', h('li', table(rows))));
    run(listed);
    expect(listed.children?.[0].children?.[0].children?.[0].properties?.dataStack).toBe('phone');
  });

  it('stacks a table when its twin in the other language is the wide one', () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'tables-'));
    const english = join(siteDir, 'docs', 'guide', 'page.md');
    const french = join(
      siteDir,
      'i18n',
      'fr',
      'docusaurus-plugin-content-docs',
      'current',
      'guide',
      'page.md',
    );
    const markdown = (rows: string[][]) =>
      rows
        .map(
          (row, index) =>
            `| ${row.join(' | ')} |${index === 0 ? `\n|${' --- |'.repeat(row.length)}` : ''}`,
        )
        .join('\n');
    for (const [path, rows] of [
      [english, narrow],
      [french, [narrow[0], ['`A`', '`UNE_TRES_LONGUE_VARIABLE_DE_CONFIGURATION`']]],
    ] as const) {
      mkdirSync(dirname(path), {recursive: true});
      writeFileSync(path, `# Page\n\n${markdown(rows as unknown as string[][])}\n`);
    }
    expect(twinPaths(english, siteDir, ['fr'])).toEqual([french]);
    expect(twinPaths(french, siteDir, ['fr'])).toEqual([english]);

    const tree = h('root', table(narrow));
    run(tree, english, siteDir);
    expect(tree.children?.[0].properties?.dataStack).toBe('phone');
    // Without the twin, the same table stays a table.
    const alone = h('root', table(narrow));
    run(alone, join(siteDir, 'docs', 'other.md'), siteDir);
    expect(alone.children?.[0].properties?.dataStack).toBeUndefined();
  });
});
