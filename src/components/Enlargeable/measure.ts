/**
 * The smallest text of a diagram as drawn on the screen, in CSS px: a Mermaid
 * drawing (an inline SVG) or an SVG image. Infinity when it has no text.
 */

/** Smallest font size, in CSS px, of the text of an inline SVG as it is drawn now. */
export function smallestSvgText(svg: SVGSVGElement): number {
  let smallest = Infinity;
  for (const element of svg.querySelectorAll('text, tspan, foreignObject *')) {
    const hasText = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
    if (!hasText) continue;
    // Text in a foreignObject (Mermaid's labels) scales with the foreignObject.
    const graphic =
      element instanceof SVGGraphicsElement ? element : element.closest('foreignObject');
    const matrix = graphic?.getScreenCTM();
    if (!matrix) continue;
    const size = parseFloat(getComputedStyle(element).fontSize) * Math.hypot(matrix.a, matrix.b);
    if (size > 0) smallest = Math.min(smallest, size);
  }
  return smallest;
}

/** An SVG image's source text: data: URLs are decoded (the CSP allows no fetch of them). */
async function svgSource(src: string): Promise<string> {
  const data = /^data:image\/svg\+xml(;base64)?,(.*)$/s.exec(src);
  if (!data) return (await fetch(src)).text();
  if (!data[1]) return decodeURIComponent(data[2]);
  const bytes = Uint8Array.from(atob(data[2]), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

const reference = 1000;

/** Smallest text of an SVG image drawn 1 px wide (scale by the drawn width). */
async function textPerPixel(src: string): Promise<number> {
  const parsed = new DOMParser().parseFromString(await svgSource(src), 'image/svg+xml');
  const root = parsed.documentElement;
  if (!(root instanceof SVGSVGElement)) return Infinity;
  const svg = document.importNode(root, true);
  const box = svg.viewBox.baseVal;
  const width = box?.width || parseFloat(svg.getAttribute('width') ?? '') || reference;
  const height = box?.height || parseFloat(svg.getAttribute('height') ?? '') || reference;
  if (!box?.width) svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  svg.setAttribute('width', String(reference));
  svg.setAttribute('height', String((reference * height) / width));
  const holder = document.createElement('div');
  holder.setAttribute('aria-hidden', 'true');
  holder.style.cssText = 'position:absolute;top:0;left:0;visibility:hidden;font-size:16px';
  holder.append(svg);
  document.body.append(holder);
  try {
    return smallestSvgText(svg) / reference;
  } finally {
    holder.remove();
  }
}

const images = new Map<string, Promise<number>>();

/** Smallest text of an SVG image as drawn now (its source is read once). */
export async function smallestImageText(image: HTMLImageElement): Promise<number> {
  const src = image.currentSrc || image.src;
  if (!images.has(src))
    images.set(
      src,
      textPerPixel(src).catch(() => Infinity),
    );
  const perPixel = await (images.get(src) as Promise<number>);
  return image.clientWidth > 0 ? perPixel * image.clientWidth : Infinity;
}
