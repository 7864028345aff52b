/**
 * What a phone shows of a page's tables and diagrams, checked on the page as
 * it is (the crawl resizes each docs page to a phone's width, then calls
 * phoneProblems). A table must not be wider than the screen; a diagram's
 * text must be at least 10 px high as drawn, or the diagram must offer a
 * visible button to enlarge it (src/components/Enlargeable).
 *
 * Diagrams are found as a reader sees them, not by the site's own markers:
 * Mermaid drawings, SVG images and inline SVG drawings with text, in the
 * page's content.
 */
import type {Page} from '@playwright/test';

export const phone = {width: 390, height: 844};

/** Text drawn smaller than this, in CSS px, needs an Enlarge button. */
export const minTextPx = 10;

/** Waits until every Mermaid diagram of the page is drawn (or shown as source). */
export async function diagramsDrawn(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [
        ...document.querySelectorAll('[data-diagram="mermaid"], .docusaurus-mermaid-container'),
      ].every(
        (box) =>
          !box.matches('[aria-busy]') && box.querySelector('svg:not([aria-hidden="true"]), pre'),
      ),
    undefined,
    {timeout: 15_000},
  );
}

async function problemsNow(page: Page): Promise<string[]> {
  return page.evaluate(async (minText) => {
    const problems: string[] = [];
    const content = document.querySelector('main article, main') ?? document.body;
    const screen = document.documentElement.clientWidth;

    content.querySelectorAll('table').forEach((table, index) => {
      const rect = table.getBoundingClientRect();
      const wider = Math.max(
        table.scrollWidth - table.clientWidth,
        rect.right - screen,
        -rect.left,
      );
      if (wider > 1) {
        const heading = table.querySelector('th')?.textContent?.trim() ?? '';
        problems.push(
          `table ${index + 1} ("${heading}"…) is ${Math.round(table.scrollWidth)} px wide on a ${screen} px screen`,
        );
      }
    });

    /** Smallest font size of an SVG's text, in CSS px, as drawn now. */
    const smallestText = (svg: SVGSVGElement): number => {
      let smallest = Infinity;
      for (const element of svg.querySelectorAll('text, tspan, foreignObject *')) {
        const own = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
        const graphic =
          element instanceof SVGGraphicsElement ? element : element.closest('foreignObject');
        const matrix = own ? graphic?.getScreenCTM() : null;
        if (!matrix) continue;
        const size =
          parseFloat(getComputedStyle(element).fontSize) * Math.hypot(matrix.a, matrix.b);
        if (size > 0) smallest = Math.min(smallest, size);
      }
      return smallest;
    };

    /** An SVG image's text as drawn: its source, drawn hidden at the image's size. */
    const smallestImageText = async (image: HTMLImageElement): Promise<number> => {
      const src = image.currentSrc || image.src;
      const data = /^data:image\/svg\+xml(;base64)?,(.*)$/s.exec(src);
      const source = !data
        ? await (await fetch(src)).text()
        : data[1]
          ? new TextDecoder().decode(Uint8Array.from(atob(data[2]), (c) => c.charCodeAt(0)))
          : decodeURIComponent(data[2]);
      const root = new DOMParser().parseFromString(source, 'image/svg+xml').documentElement;
      if (!(root instanceof SVGSVGElement)) return Infinity;
      const svg = document.importNode(root, true);
      const holder = document.createElement('div');
      holder.style.cssText = `position:absolute;top:0;left:0;visibility:hidden;font-size:16px;width:${image.clientWidth}px;height:${image.clientHeight}px`;
      if (!svg.getAttribute('viewBox')) {
        svg.setAttribute(
          'viewBox',
          `0 0 ${svg.getAttribute('width')} ${svg.getAttribute('height')}`,
        );
      }
      svg.setAttribute('width', '100%');
      svg.setAttribute('height', '100%');
      holder.append(svg);
      document.body.append(holder);
      try {
        return smallestText(svg);
      } finally {
        holder.remove();
      }
    };

    const diagrams: {element: Element; name: string; text: number}[] = [];
    for (const svg of content.querySelectorAll<SVGSVGElement>('svg')) {
      if (
        svg.closest('button, a, [aria-hidden="true"]') ||
        !svg.querySelector('text, foreignObject')
      ) {
        continue;
      }
      const name = svg.closest('.docusaurus-mermaid-container') ? 'Mermaid diagram' : 'SVG drawing';
      diagrams.push({element: svg, name, text: smallestText(svg)});
    }
    for (const image of content.querySelectorAll('img')) {
      const src = image.currentSrc || image.src;
      if (!/^data:image\/svg\+xml|\.svg(?:[?#]|$)/i.test(src) || image.clientWidth === 0) continue;
      const text = await smallestImageText(image);
      diagrams.push({element: image, name: `image "${image.alt.slice(0, 40)}"`, text});
    }
    diagrams.forEach(({element, name, text}) => {
      if (text >= minText) return;
      const button = element.closest('[data-diagram]')?.querySelector('button');
      if (button && button.getClientRects().length > 0) return;
      problems.push(`${name}: text ${text.toFixed(1)} px high, and no Enlarge button`);
    });
    return problems;
  }, minTextPx);
}

/**
 * The problems of the current page at a phone's width: tables wider than the
 * screen, diagrams with text under 10 px and no Enlarge button.
 */
export async function phoneProblems(page: Page): Promise<string[]> {
  await diagramsDrawn(page);
  const problems = await problemsNow(page);
  if (problems.length === 0) return problems;
  // A diagram measures itself again after a resize: give it a moment.
  await page.waitForTimeout(500);
  return problemsNow(page);
}
