/**
 * A drawing's key: what it was drawn from. A drawing whose key is not the key
 * of its diagram today is older than its source: its code, the site's Mermaid
 * settings (themeConfig.mermaid), the installed Mermaid or the way drawings
 * are made (`drawingFormat`) changed since.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';

/** Raise it when ./draw.ts or ./svg.ts change what they write: every drawing is then redrawn. */
export const drawingFormat = 1;

/** The site's Mermaid settings: themeConfig.mermaid of docusaurus.config.ts. */
export type MermaidSettings = {
  theme: {light: string; dark: string};
  options: Record<string, unknown>;
};

/** The installed Mermaid's version (the package theme-mermaid draws with). */
export function mermaidVersion(siteDir: string): string {
  const fromSite = createRequire(`${siteDir}/package.json`);
  return (
    JSON.parse(readFileSync(fromSite.resolve('mermaid/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
}

/** JSON with its keys sorted, so that the order settings are written in does not matter. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The key of a diagram's drawing (16 hexadecimal digits). */
export function drawingKey(code: string, settings: MermaidSettings, version: string): string {
  const source = stableJson({
    format: drawingFormat,
    mermaid: version,
    settings: {theme: settings.theme, options: settings.options},
    code,
  });
  return createHash('sha256').update(source).digest('hex').slice(0, 16);
}

/** The comment that opens a drawing's file, with its key. */
export function keyComment(key: string): string {
  return `<!-- Drawn by npm run diagrams from its Markdown; key ${key} -->`;
}

/** The key a drawing's file was drawn with, or null. */
export function keyOf(drawing: string): string | null {
  return (
    /^<!-- Drawn by npm run diagrams from its Markdown; key ([0-9a-f]{16}) -->/.exec(
      drawing,
    )?.[1] ?? null
  );
}

/** The drawing's SVG, without its key comment. */
export function svgOf(drawing: string): string {
  return drawing.replace(/^<!--[^]*?-->\s*/, '');
}
