/** A diagram drawn ahead of time (src/plugins/diagrams/remark.ts writes it into the page). */
export type DrawingRef = {
  /** The drawing's id, the id of its <svg>. */
  id: string;
  /** Its size, from its viewBox, to keep its place while it loads. */
  width: number;
  height: number;
  /** Its SVG, a chunk of its own. */
  load: () => Promise<{default: string}>;
};

export type DrawingProps = DrawingRef & {
  /** Its accessible name: the heading of its section. */
  name: string;
};

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The drawing's SVG with its accessible name, unless Mermaid's accTitle gave it one. */
export function named(svg: string, name: string): string {
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  if (!name || /\saria-label(ledby)?=/.test(root)) return svg;
  return svg.replace(/^<svg\b/, `<svg aria-label="${escapeAttribute(name)}"`);
}

/** The class theme-mermaid gives a diagram's box, which the site's CSS and tests know. */
export const containerClass = 'docusaurus-mermaid-container';
