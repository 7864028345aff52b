/**
 * Watches a diagram's box and reports whether its smallest text, as drawn
 * now, is under 10 px high: when the page first draws it, when its drawing
 * arrives (on a page reached without a reload; in development, when Mermaid
 * draws it) and when it is resized. Loaded with import() by the pages that
 * have a diagram.
 */
import {smallestImageText, smallestSvgText} from './measure';

/** Text drawn smaller than this, in CSS px, is too small to read. */
export const minTextPx = 10;

async function smallestText(box: HTMLElement): Promise<number> {
  const image = box.querySelector('img');
  if (image) return smallestImageText(image);
  const svg = box.querySelector<SVGSVGElement>('svg:not([aria-hidden="true"])');
  return svg ? smallestSvgText(svg) : Infinity;
}

/** Calls `report` with whether the text is too small, until the returned function is called. */
export function watch(box: HTMLElement, report: (tooSmall: boolean) => void): () => void {
  let current = true;
  const check = () => {
    void smallestText(box).then((size) => current && report(size < minTextPx));
  };
  const resize = new ResizeObserver(check);
  resize.observe(box);
  const drawn = new MutationObserver(check);
  if (!box.querySelector('img')) drawn.observe(box, {childList: true, subtree: true});
  return () => {
    current = false;
    resize.disconnect();
    drawn.disconnect();
  };
}
