/**
 * One drawing for both colour modes, from Mermaid's two drawings of a
 * diagram (light theme and dark theme, ./draw.ts). The two differ only in
 * their stylesheets: the shapes and words are drawn once, with the light
 * theme's rules, and the dark theme's rules that differ follow under
 * `[data-theme='dark']` (the attribute the site sets on <html>), for screens
 * only, so that a page printed from dark mode prints the light drawing.
 *
 * SVGO (the well-kept SVG optimizer, which Docusaurus's SVGR also runs)
 * removes what the page does not need: Mermaid's data-* attributes, the ids
 * nothing points to, the arrowheads no edge uses, empty groups. Used by
 * `npm run diagrams` only; the build reads the drawings as they are kept.
 */
import {load, type Cheerio} from 'cheerio';
import type {Element} from 'domhandler';
import {optimize, type CustomPlugin} from 'svgo';

/** A rule of a drawing's stylesheet, as Chromium read it (./draw.ts). */
export type StyleRule =
  /** A style rule, with those of its selectors that match something in the drawing. */
  | {selectors: string[]; body: string}
  /** Any other rule (@keyframes, @font-face…), as written. */
  | {text: string; name?: string};

export type ModeDrawing = {
  /** Mermaid's SVG, with its <style>. */
  svg: string;
  /** The rules of its <style> that apply to it. */
  rules: StyleRule[];
};

const darkMode = "[data-theme='dark']";

/** Splits a selector list at its top-level commas (or a rule's body at its semicolons). */
export function splitSelectors(list: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let current = '';
  for (const char of list) {
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === separator && depth === 0) {
      parts.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  if (current.trim()) parts.push(current.trim());
  return parts.filter(Boolean);
}

function ruleText(rule: StyleRule, prefix = ''): string {
  if ('text' in rule) return rule.text;
  return `${rule.selectors.map((selector) => `${prefix}${selector}`).join(',')}{${rule.body}}`;
}

/**
 * The stylesheet of both modes: the light rules (less @keyframes no rule
 * animates with), then, scoped to the dark mode on screens, what the dark
 * rules change: for a rule with the same selectors, the declarations whose
 * value differs; any other dark rule whole.
 */
export function bothModesCss(light: StyleRule[], dark: StyleRule[]): string {
  const used = (rules: StyleRule[]) => {
    const bodies = rules.map((rule) => ('body' in rule ? rule.body : '')).join(';');
    return rules.filter(
      (rule) => !('text' in rule) || !rule.name || new RegExp(`\\b${rule.name}\\b`).test(bodies),
    );
  };
  const lightRules = used(light);
  const lightBodies = new Map<string, Set<string>>();
  for (const rule of lightRules) {
    if ('body' in rule) {
      const selectors = rule.selectors.join(',');
      const declarations = lightBodies.get(selectors) ?? new Set();
      splitSelectors(rule.body, ';').forEach((declaration) => declarations.add(declaration));
      lightBodies.set(selectors, declarations);
    }
  }
  const darkRules = used(dark).flatMap((rule) => {
    if (!('body' in rule)) return [];
    const same = lightBodies.get(rule.selectors.join(',')) ?? new Set();
    const changed = splitSelectors(rule.body, ';').filter((declaration) => !same.has(declaration));
    return changed.length > 0 ? [{selectors: rule.selectors, body: changed.join(';')}] : [];
  });
  return [
    ...lightRules.map((rule) => ruleText(rule)),
    darkRules.length > 0
      ? `@media screen{${darkRules.map((rule) => ruleText(rule, `${darkMode} `)).join('')}}`
      : '',
  ].join('');
}

/** The ids a stylesheet points to: `url(#id)` and `#id` in selectors. */
function idsIn(css: string): string[] {
  return [...css.matchAll(/#(-?[A-Za-z_][\w-]*)/g)].map((match) => match[1]);
}

/** Paint servers, markers and the like that nothing points to once SVGO removed their ids. */
const removeUnreferencedDefinitions: CustomPlugin = {
  name: 'removeUnreferencedDefinitions',
  fn: () => ({
    element: {
      exit: (node, parent) => {
        const definition =
          /^(marker|linearGradient|radialGradient|filter|clipPath|mask|pattern|symbol)$/.test(
            node.name,
          ) && !node.attributes.id;
        const emptyDefs = node.name === 'defs' && node.children.length === 0;
        if (definition || emptyDefs) parent.children = parent.children.filter((c) => c !== node);
      },
    },
  }),
};

/** The drawing without its stylesheet, cleaned by SVGO. */
function shapes(svg: string, keepIds: string[]): string {
  const withoutStyle = svg.replace(/<style\b[^>]*>[^]*?<\/style>/g, '');
  const labelIds = [...withoutStyle.matchAll(/\saria-(?:labelledby|describedby)="([^"]*)"/g)]
    .flatMap((match) => match[1].split(/\s+/))
    .filter(Boolean);
  return optimize(withoutStyle, {
    multipass: true,
    plugins: [
      {
        name: 'preset-default',
        params: {
          overrides: {
            // The page scales the drawing to its column.
            removeViewBox: false,
            // Mermaid's accTitle and accDescr.
            removeTitle: false,
            removeDesc: false,
            cleanupIds: {remove: true, minify: false, preserve: [...keepIds, ...labelIds]},
            // Defaults stay: one theme's paint may be the default, the other's not.
            removeUnknownsAndDefaults: {
              keepRoleAttr: true,
              keepAriaAttrs: true,
              keepDataAttrs: false,
              defaultAttrs: false,
              uselessOverrides: false,
            },
            // The stylesheet selects shapes by element (".node rect") and group.
            convertShapeToPath: false,
            collapseGroups: false,
            mergePaths: false,
            moveGroupAttrsToElems: false,
            moveElemsAttrsToGroup: false,
            removeUselessStrokeAndFill: false,
          },
        },
      },
      // Mermaid names the kind of diagram ("flowchart-v2") as the drawing's role description.
      {name: 'removeAttrs', params: {attrs: ['svg:aria-roledescription']}},
      removeUnreferencedDefinitions,
    ],
  }).data;
}

/** Attributes a theme may paint differently: the rest is the drawing's shape. */
const paintAttributes = new Set([
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-opacity',
  'stroke-width',
  'stroke-dasharray',
  'opacity',
  'color',
  'stop-color',
  'stop-opacity',
  'flood-color',
  'flood-opacity',
  'lighting-color',
]);

const styleOf = (element: Element) =>
  new Map(
    (element.attribs.style ?? '')
      .split(';')
      .map((declaration) => declaration.split(':').map((part) => part.trim()))
      .filter(([name, value]) => name && value !== undefined)
      .map(([name, ...value]) => [name, value.join(':')] as [string, string]),
  );

/**
 * The light shapes, with the dark drawing's paint where it differs: Mermaid
 * paints a few shapes in attributes or style attributes (a sequence
 * diagram's actors, a state diagram's end) instead of its stylesheet. Each
 * such shape gets a class, and the dark paint a rule with the precedence the
 * attribute had: zero specificity for a presentation attribute, !important
 * for a style attribute. Anything else that differs is an error.
 */
export function bothModesShapes(
  id: string,
  lightShapes: string,
  darkShapes: string,
): {shapes: string; darkRules: string[]} {
  const light = load(lightShapes, {xml: true});
  const dark = load(darkShapes, {xml: true});
  const darkRules: string[] = [];
  const differ = (what: string, a: string, b: string): never => {
    throw new Error(
      `The light and dark drawings of ${id} differ in more than their colours (${what}: ${a.slice(0, 120)} / ${b.slice(0, 120)}): the two Mermaid themes (themeConfig.mermaid.theme) must draw the same shapes.`,
    );
  };
  const walk = (a: Cheerio<Element>, b: Cheerio<Element>) => {
    const aNodes = a.contents().toArray();
    const bNodes = b.contents().toArray();
    if (aNodes.length !== bNodes.length) differ('children', a.html() ?? '', b.html() ?? '');
    aNodes.forEach((aNode, index) => {
      const bNode = bNodes[index];
      if (aNode.type !== bNode.type) differ('node', String(aNode.type), String(bNode.type));
      if (aNode.type !== 'tag') {
        const [aText, bText] = [light(aNode).text(), dark(bNode).text()];
        if (aText !== bText) differ('text', aText, bText);
        return;
      }
      const [aElement, bElement] = [aNode as Element, bNode as Element];
      if (aElement.name !== bElement.name) differ('element', aElement.name, bElement.name);
      const names = new Set([...Object.keys(aElement.attribs), ...Object.keys(bElement.attribs)]);
      const attributes: string[] = [];
      let styles: string[] = [];
      for (const name of names) {
        const [aValue, bValue] = [aElement.attribs[name], bElement.attribs[name]];
        if (aValue === bValue) continue;
        if (name === 'style') {
          const [aStyle, bStyle] = [styleOf(aElement), styleOf(bElement)];
          const keys = new Set([...aStyle.keys(), ...bStyle.keys()]);
          styles = [...keys].filter((key) => aStyle.get(key) !== bStyle.get(key));
          if (styles.some((key) => !aStyle.has(key) || !bStyle.has(key))) {
            differ('style', aValue ?? '', bValue ?? '');
          }
          styles = styles.map((key) => `${key}:${bStyle.get(key)}!important`);
        } else if (paintAttributes.has(name) && aValue !== undefined && bValue !== undefined) {
          attributes.push(`${name}:${bValue}`);
        } else {
          differ(`attribute ${name}`, aValue ?? '(none)', bValue ?? '(none)');
        }
      }
      if (attributes.length > 0 || styles.length > 0) {
        const mark = `m${darkRules.length + 1}`;
        light(aElement).addClass(mark);
        if (attributes.length > 0) {
          darkRules.push(`:where(${darkMode} #${id} .${mark}){${attributes.join(';')}}`);
        }
        if (styles.length > 0) darkRules.push(`${darkMode} #${id} .${mark}{${styles.join(';')}}`);
      }
      walk(light(aElement), dark(bElement));
    });
  };
  walk(light.root() as unknown as Cheerio<Element>, dark.root() as unknown as Cheerio<Element>);
  return {shapes: darkRules.length > 0 ? light.xml() : lightShapes, darkRules};
}

/**
 * A label Mermaid wraps is a <text> of rows (`<tspan class="row">`), and
 * the words at the end of one row and the start of the next ran together
 * when the label was selected or read aloud ("waiting forpayment"). Each row
 * after the first starts with a space: the rows are placed one under the
 * other, so it shows as nothing more than half a space's shift.
 */
export function spaceRows(svg: string): string {
  const $ = load(svg, {xml: true});
  let changed = false;
  $('text').each((_, text) => {
    const rows = $(text).children('tspan.row').toArray();
    rows.slice(1).forEach((row, index) => {
      const previous = $(rows[index]).text();
      const first = $(row)
        .find('*')
        .addBack()
        .contents()
        .toArray()
        .find((node) => node.type === 'text' && node.data !== '');
      if (!first || first.type !== 'text' || /\s$/.test(previous) || /^\s/.test(first.data)) return;
      first.data = ` ${first.data}`;
      changed = true;
    });
  });
  return changed ? $.xml() : svg;
}

/**
 * One SVG for both colour modes. Fails when the two drawings differ in more
 * than their paint (a theme that changes sizes or fonts, say): the light
 * drawing would then be wrong in dark mode.
 */
export function bothModesSvg(id: string, light: ModeDrawing, dark: ModeDrawing): string {
  const css = bothModesCss(light.rules, dark.rules);
  const keep = [id, ...idsIn(css)];
  const {shapes: merged, darkRules} = bothModesShapes(
    id,
    shapes(light.svg, keep),
    shapes(dark.svg, keep),
  );
  if (/<foreignObject\b/.test(merged)) {
    throw new Error(
      `${id} has labels drawn as HTML (foreignObject): set htmlLabels to false in themeConfig.mermaid.options, so that its words are SVG text.`,
    );
  }
  const style = css + (darkRules.length > 0 ? `@media screen{${darkRules.join('')}}` : '');
  const drawing = spaceRows(merged).replace(/^(<svg\b[^>]*>)/, `$1<style>${style}</style>`);
  // SVGO's minifyStyles (CSSO): the stylesheet without spaces, its rules in their order.
  return optimize(drawing, {
    plugins: [{name: 'minifyStyles', params: {restructure: false, usage: false, comments: false}}],
  }).data;
}
