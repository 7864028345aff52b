/**
 * Remark plugin, given to the docs, the blog and the pages before the
 * default ones (`beforeDefaultRemarkPlugins`): in a production build, each
 * ```mermaid block becomes its drawing, kept in ./drawings and made by
 * `npm run diagrams`; the page then carries no Mermaid code. The build fails,
 * naming the page and the command, when a block has no drawing or a drawing
 * older than its code. In development the block is left to theme-mermaid,
 * which draws it in the browser as soon as it is edited.
 *
 * The block becomes `<mermaid name="…" drawing={{id, width, height, load}} />`
 * (src/theme/Mermaid): `name`, the drawing's accessible name, is the heading
 * of the section it sits in (or the page's title); `load` imports the drawing,
 * a chunk of its own that only a page opened without a reload asks for: a
 * page opened from its address has it in its HTML.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {drawingKey, keyOf, mermaidVersion, svgOf, type MermaidSettings} from './key';
import {drawingPath, normalizeCode, sitePath} from './sources';

export type RemarkDiagramsOptions = {
  siteDir: string;
  settings: MermaidSettings;
  /** Production build: blocks become drawings, and a missing drawing fails the build. */
  production: boolean;
};

/** The few mdast and MDX node fields this plugin reads and writes. */
type Node = {
  type: string;
  lang?: string | null;
  value?: string;
  depth?: number;
  children?: Node[];
  [field: string]: unknown;
};

type VFile = {path?: string; data: {frontMatter?: {title?: unknown}}};

/** The module of a drawing, written by the plugin (./index.ts) in contentLoaded. */
export const drawingModule = (id: string) => `@diagram-drawings/${id}.js`;

export const drawingCommand = 'npm run diagrams';

function textOf(node: Node): string {
  if (typeof node.value === 'string' && node.type !== 'code') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

/** A heading's words, without a `{#custom-id}`. */
const headingText = (node: Node) =>
  textOf(node)
    .replace(/\s*\\?\{#[^}]*\\?\}\s*$/, '')
    .trim();

/** What a drawing's file says about itself: its id and size, read from its SVG. */
export function drawingFacts(svg: string): {id: string; width: number; height: number} {
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const id = /\sid="([^"]+)"/.exec(root)?.[1] ?? '';
  const [, , width, height] = (/\sviewBox="([^"]+)"/.exec(root)?.[1] ?? '0 0 0 0')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  return {id, width: Math.round(width), height: Math.round(height)};
}

const literal = (value: string | number) => ({type: 'Literal', value, raw: JSON.stringify(value)});
const property = (name: string, value: unknown) => ({
  type: 'Property',
  key: {type: 'Identifier', name},
  value,
  kind: 'init',
  method: false,
  shorthand: false,
  computed: false,
});

/** `{id, width, height, load: () => import(module)}`, as the MDX attribute expression it is. */
function drawingAttribute(id: string, width: number, height: number) {
  const module = drawingModule(id);
  const expression = {
    type: 'ObjectExpression',
    properties: [
      property('id', literal(id)),
      property('width', literal(width)),
      property('height', literal(height)),
      property('load', {
        type: 'ArrowFunctionExpression',
        id: null,
        params: [],
        body: {type: 'ImportExpression', source: literal(module)},
        expression: true,
        async: false,
        generator: false,
      }),
    ],
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'drawing',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `{id: ${JSON.stringify(id)}, width: ${width}, height: ${height}, load: () => import(${JSON.stringify(module)})}`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{type: 'ExpressionStatement', expression}],
        },
      },
    },
  };
}

export default function remarkDiagrams({siteDir, settings, production}: RemarkDiagramsOptions) {
  const version = mermaidVersion(siteDir);
  return (tree: Node, file: VFile) => {
    if (!file.path) return;
    const source = sitePath(siteDir, file.path);
    const title =
      typeof file.data.frontMatter?.title === 'string' ? file.data.frontMatter.title : '';
    let heading = '';
    let index = 0;
    const problems: string[] = [];

    const visit = (node: Node): Node => {
      if (node.type === 'heading') {
        heading = headingText(node);
        return node;
      }
      if (node.type === 'code' && node.lang === 'mermaid') {
        index += 1;
        const path = drawingPath(source, index);
        const key = drawingKey(normalizeCode(node.value ?? ''), settings, version);
        const drawing = existsSync(join(siteDir, path))
          ? readFileSync(join(siteDir, path), 'utf8')
          : null;
        if (!drawing || keyOf(drawing) !== key) {
          problems.push(
            `diagram ${index} ${drawing ? `has a drawing older than its code (${path})` : `has no drawing (${path})`}`,
          );
          return node;
        }
        if (!production) return node;
        const {id, width, height} = drawingFacts(svgOf(drawing));
        return {
          type: 'mdxJsxFlowElement',
          name: 'mermaid',
          attributes: [
            {type: 'mdxJsxAttribute', name: 'name', value: heading || title},
            drawingAttribute(id, width, height),
          ],
          children: [],
          position: node.position,
        };
      }
      if (node.children) node.children = node.children.map(visit);
      return node;
    };
    visit(tree);

    if (problems.length === 0) return;
    const message = `${source}: ${problems.join('; ')}. Run \`${drawingCommand}\` (it needs Chromium), then commit the drawings.`;
    if (production) throw new Error(message);
    console.warn(`[diagrams] ${message} Until then, the browser draws it (development only).`);
  };
}
