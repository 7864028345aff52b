/**
 * Diagrams drawn ahead of time (src/plugins/diagrams): every ```mermaid block
 * of the Markdown has a kept drawing made from its code of today, and the
 * pieces that make and use the drawings. The browser side is tested in
 * tests/built/diagrams.test.ts and the end-to-end specs.
 */
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {afterAll, describe, expect, it, vi} from 'vitest';
import type {Config} from '@docusaurus/types';
import {drawingId} from '@site/src/plugins/diagrams';
import {
  drawingKey,
  keyComment,
  keyOf,
  mermaidVersion,
  svgOf,
  type MermaidSettings,
} from '@site/src/plugins/diagrams/key';
import remarkDiagrams from '@site/src/plugins/diagrams/remark';
import {
  drawingPath,
  drawingsFolder,
  findDiagrams,
  mermaidBlocks,
  normalizeCode,
} from '@site/src/plugins/diagrams/sources';
import {
  bothModesCss,
  bothModesShapes,
  spaceRows,
  splitSelectors,
} from '@site/src/plugins/diagrams/svg';
import {named} from '@site/src/theme/Mermaid/types';

const root = join(__dirname, '..', '..');
const settings = async () =>
  ((await import('@site/docusaurus.config')).default as Config).themeConfig!
    .mermaid as MermaidSettings;

function drawingFiles(folder: string): string[] {
  return readdirSync(join(root, folder), {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory()
      ? drawingFiles(`${folder}/${entry.name}`)
      : entry.name.endsWith('.svg')
        ? [`${folder}/${entry.name}`]
        : [],
  );
}

describe('the kept drawings', () => {
  const diagrams = findDiagrams(root);

  it('are found in the docs, the blog and the pages of both languages', () => {
    const files = diagrams.map((diagram) => diagram.file);
    expect(files).toContain('docs/api/reservations.md');
    expect(files).toContain('i18n/fr/docusaurus-plugin-content-docs/current/api/reservations.md');
    expect(files).toContain('blog/2025-06-10-federations-one-card-many-venues.md');
    expect(diagrams.length).toBeGreaterThanOrEqual(48);
  });

  it('are each drawn from its diagram’s code of today, with the settings and Mermaid of today', async () => {
    const mermaid = await settings();
    const version = mermaidVersion(root);
    const problems: string[] = [];
    for (const {file, index, code} of diagrams) {
      const path = drawingPath(file, index);
      let drawing = '';
      try {
        drawing = readFileSync(join(root, path), 'utf8');
      } catch {
        problems.push(`${file}, diagram ${index}: no drawing (${path})`);
        continue;
      }
      if (keyOf(drawing) !== drawingKey(code, mermaid, version)) {
        problems.push(`${file}, diagram ${index}: the drawing is older than its code (${path})`);
      }
      if (!svgOf(drawing).includes(` id="${drawingId(file, index)}"`)) {
        problems.push(`${path}: not the id of ${file}, diagram ${index}`);
      }
    }
    expect(problems, 'run npm run diagrams, then commit the drawings').toEqual([]);
    // Loading docusaurus.config.ts takes seconds on a busy machine.
  }, 60_000);

  it('are only those of a diagram of today', () => {
    const wanted = new Set(diagrams.map(({file, index}) => drawingPath(file, index)));
    const orphans = drawingFiles(drawingsFolder).filter((file) => !wanted.has(file));
    expect(orphans, 'run npm run diagrams: it removes them').toEqual([]);
  });

  it('write their words as SVG text, for both colour modes, with no Mermaid data left', () => {
    for (const file of drawingFiles(drawingsFolder)) {
      const svg = svgOf(readFileSync(join(root, file), 'utf8'));
      expect(svg, file).toMatch(/^<svg [^>]*role="graphics-document document"/);
      expect(svg, file).toMatch(/<text\b/);
      expect(svg, file).not.toMatch(/<foreignObject|\sdata-[\w-]+=|aria-roledescription/);
      expect(svg, file).toMatch(/@media screen\{\[data-theme=dark\] #diagram-/);
    }
  });

  it('the French drawing has the French words', () => {
    const read = (file: string) => readFileSync(join(root, drawingPath(file, 1)), 'utf8');
    expect(read('i18n/fr/docusaurus-plugin-content-docs/current/api/reservations.md')).toContain(
      'créée',
    );
    expect(read('docs/api/reservations.md')).toContain('created');
  });
});

describe('a drawing’s key', () => {
  const mermaid: MermaidSettings = {theme: {light: 'neutral', dark: 'dark'}, options: {a: 1}};
  const key = drawingKey('flowchart LR\n  A --> B', mermaid, '11.0.0');

  it('changes with the code, the settings and the Mermaid version', () => {
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    expect(drawingKey('flowchart LR\n  A --> C', mermaid, '11.0.0')).not.toBe(key);
    expect(drawingKey('flowchart LR\n  A --> B', mermaid, '11.0.1')).not.toBe(key);
    expect(
      drawingKey(
        'flowchart LR\n  A --> B',
        {...mermaid, theme: {light: 'default', dark: 'dark'}},
        '11.0.0',
      ),
    ).not.toBe(key);
    expect(drawingKey('flowchart LR\n  A --> B', {...mermaid, options: {a: 2}}, '11.0.0')).not.toBe(
      key,
    );
  });

  it('does not change with the order the settings are written in, nor the code’s indentation', () => {
    const reordered = {options: {a: 1}, theme: {dark: 'dark', light: 'neutral'}};
    expect(drawingKey('flowchart LR\n  A --> B', reordered, '11.0.0')).toBe(key);
    expect(
      drawingKey(normalizeCode('    flowchart LR\r\n      A --> B  \n\n'), mermaid, '11.0.0'),
    ).toBe(key);
  });

  it('is read back from the drawing’s first line', () => {
    const drawing = `${keyComment(key)}\n<svg id="x"/>\n`;
    expect(keyOf(drawing)).toBe(key);
    expect(svgOf(drawing)).toBe('<svg id="x"/>\n');
    expect(keyOf('<svg id="x"/>')).toBeNull();
  });
});

describe('the diagrams of a Markdown text', () => {
  it('are its mermaid fences, of backticks or tildes, indented or in a list', () => {
    const markdown = [
      '# Title',
      '```mermaid',
      'flowchart LR',
      '  A --> B',
      '```',
      '```js',
      'mermaid()',
      '```',
      '1. A step:',
      '   ~~~~mermaid title="x"',
      '   sequenceDiagram',
      '     A->>B: hi',
      '   ~~~',
      '   ~~~~',
      '````mermaid',
      'stateDiagram-v2',
      '```',
      '````',
    ].join('\n');
    expect(mermaidBlocks(markdown)).toEqual([
      'flowchart LR\n  A --> B',
      'sequenceDiagram\n  A->>B: hi\n~~~',
      'stateDiagram-v2\n```',
    ]);
  });
});

describe('the remark plugin', () => {
  const site = mkdtempSync(join(root, 'node_modules', '.diagrams-test-'));
  afterAll(() => rmSync(site, {recursive: true, force: true}));
  const mermaid: MermaidSettings = {theme: {light: 'neutral', dark: 'dark'}, options: {}};
  const code = 'flowchart LR\n  A --> B';
  const file = {path: join(site, 'docs', 'guide.md'), data: {}};
  const tree = () => ({
    type: 'root',
    children: [
      {type: 'heading', depth: 2, children: [{type: 'text', value: 'How it flows {#flow}'}]},
      {type: 'code', lang: 'mermaid', value: code},
    ],
  });
  const keep = (key: string) => {
    const path = join(site, drawingPath('docs/guide.md', 1));
    mkdirSync(dirname(path), {recursive: true});
    writeFileSync(
      path,
      `${keyComment(key)}\n<svg id="diagram-1" viewBox="0 0 300.4 200"><text>A</text></svg>\n`,
    );
  };
  const run = (production: boolean, input = tree()) => {
    remarkDiagrams({siteDir: site, settings: mermaid, production})(input, file);
    return input.children[1] as Record<string, unknown>;
  };

  it('fails a production build on a diagram without a drawing, naming the page and the command', () => {
    expect(() => run(true)).toThrow(
      /^docs\/guide\.md: diagram 1 has no drawing \(src\/plugins\/diagrams\/drawings\/docs\/guide\.1\.svg\)\. Run `npm run diagrams`/,
    );
  });

  it('fails it on a drawing older than its code', () => {
    keep('0000000000000000');
    expect(() => run(true)).toThrow(/diagram 1 has a drawing older than its code/);
  });

  it('in development, leaves the diagram to the browser and says what to run', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(run(false)).toMatchObject({type: 'code', lang: 'mermaid'});
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/npm run diagrams/));
    warn.mockRestore();
  });

  it('puts the drawing in its place, named by the heading of its section', () => {
    keep(drawingKey(code, mermaid, mermaidVersion(site)));
    const node = run(true);
    expect(node).toMatchObject({type: 'mdxJsxFlowElement', name: 'mermaid'});
    const [name, drawing] = node.attributes as {name: string; value: unknown}[];
    expect(name).toMatchObject({name: 'name', value: 'How it flows'});
    expect(drawing).toMatchObject({
      name: 'drawing',
      value: {
        value:
          '{id: "diagram-1", width: 300, height: 200, load: () => import("@diagram-drawings/diagram-1.js")}',
      },
    });
    const estree = JSON.stringify(drawing);
    expect(estree).toContain('"type":"ImportExpression"');
    expect(estree).toContain('"value":"@diagram-drawings/diagram-1.js"');
  });
});

describe('one drawing for both colour modes', () => {
  it('keeps the light rules, and the dark declarations that differ, for screens in dark mode', () => {
    const css = bothModesCss(
      [
        {
          selectors: ['#d .node rect', '#d .node circle'],
          body: 'fill: rgb(238, 238, 238); stroke-width: 1px;',
        },
        {selectors: ['#d .edge'], body: 'stroke: black;'},
        {text: '@keyframes dash { to { stroke-dashoffset: 0; } }', name: 'dash'},
      ],
      [
        {
          selectors: ['#d .node rect', '#d .node circle'],
          body: 'fill: rgb(31, 32, 32); stroke-width: 1px;',
        },
        {selectors: ['#d .edge'], body: 'stroke: black;'},
        {text: '@keyframes dash { to { stroke-dashoffset: 0; } }', name: 'dash'},
      ],
    );
    expect(css).toBe(
      '#d .node rect,#d .node circle{fill: rgb(238, 238, 238); stroke-width: 1px;}#d .edge{stroke: black;}' +
        "@media screen{[data-theme='dark'] #d .node rect,[data-theme='dark'] #d .node circle{fill: rgb(31, 32, 32)}}",
    );
  });

  it('gives a shape painted by an attribute its dark paint, with the attribute’s precedence', () => {
    const {shapes, darkRules} = bothModesShapes(
      'd',
      '<svg id="d"><circle r="7" fill="#eee"/><g style="stroke:#d4d4d4;stroke-width:2px"/></svg>',
      '<svg id="d"><circle r="7" fill="#1f2020"/><g style="stroke:#ccc;stroke-width:2px"/></svg>',
    );
    expect(shapes).toBe(
      '<svg id="d"><circle r="7" fill="#eee" class="m1"/><g style="stroke:#d4d4d4;stroke-width:2px" class="m2"/></svg>',
    );
    expect(darkRules).toEqual([
      ":where([data-theme='dark'] #d .m1){fill:#1f2020}",
      "[data-theme='dark'] #d .m2{stroke:#ccc!important}",
    ]);
  });

  it('fails when the two themes draw different shapes or words', () => {
    expect(() =>
      bothModesShapes(
        'd',
        '<svg id="d"><rect width="10"/></svg>',
        '<svg id="d"><rect width="12"/></svg>',
      ),
    ).toThrow(/differ in more than their colours \(attribute width/);
    expect(() =>
      bothModesShapes('d', '<svg id="d"><text>A</text></svg>', '<svg id="d"><text>B</text></svg>'),
    ).toThrow(/differ in more than their colours \(text/);
  });

  it('keeps a space between the rows of a wrapped label, for reading and copying', () => {
    const label = (rows: string[]) =>
      `<svg><text>${rows.map((row) => `<tspan class="text-outer-tspan row"><tspan>${row}</tspan></tspan>`).join('')}</text></svg>`;
    expect(spaceRows(label(['paid rate, waiting for', 'payment']))).toBe(
      label(['paid rate, waiting for', ' payment']),
    );
    const spaced = label(['waiting for ', 'payment']);
    expect(spaceRows(spaced)).toBe(spaced);
  });

  it('splits selector lists at their top-level commas only', () => {
    expect(splitSelectors('#d a, #d :is(b, c), #d [x=","]')).toEqual([
      '#d a',
      '#d :is(b, c)',
      '#d [x=","]',
    ]);
  });
});

describe('a drawing’s accessible name', () => {
  it('is set on the <svg>, escaped, unless Mermaid’s accTitle named it', () => {
    expect(named('<svg id="d"><text/></svg>', 'Booking "flow" & <more>')).toBe(
      '<svg aria-label="Booking &quot;flow&quot; &amp; &lt;more>" id="d"><text/></svg>',
    );
    const titled = '<svg id="d" aria-labelledby="t"><title id="t">T</title></svg>';
    expect(named(titled, 'Heading')).toBe(titled);
  });
});
