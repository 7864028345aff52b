/**
 * What a reader would see as broken layout, measured in the page: these
 * functions run in the browser (page.evaluate), so each is self-contained.
 */

export type LayoutProblems = {
  /** The page scrolls sideways: its width, the viewport's, and what sticks out. */
  overflow: string[];
  /** Text drawn over other text or over a drawing. */
  overlaps: string[];
  /** Elements whose visible part ends at the viewport's edge while they go on past it. */
  cut: string[];
};

export type Allowed = {
  /** Selectors of elements allowed to run past the viewport's edge on purpose. */
  bleeds: string[];
  /**
   * Selectors of elements that float over the page on purpose (a notice fixed
   * at the bottom of the window): their text may lie over the page's, not
   * over their own.
   */
  overlays?: string[];
};

/** The layout problems of the page as it is now displayed. */
export function findLayoutProblems({bleeds, overlays = []}: Allowed): LayoutProblems {
  type Box = {left: number; top: number; right: number; bottom: number};
  const everywhere: Box = {left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity};
  const viewportWidth = document.documentElement.clientWidth;

  const describe = (element: Element) => {
    const classes = [...element.classList]
      .slice(0, 2)
      .map((name) => `.${name}`)
      .join('');
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes}${
      text ? ` "${text}"` : ''
    }`;
  };
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const isRoot = (element: Element | null) =>
    !element || element === document.documentElement || element === document.body;

  // The region an element's content is clipped to (its own overflow, and
  // its ancestors'), in viewport coordinates. The page itself does not clip:
  // going past the viewport is what is measured.
  const contentClips = new Map<Element, Box>();
  const clipFor = (element: Element): Box => {
    const position = getComputedStyle(element).position;
    if (position === 'fixed') return everywhere;
    const container = position === 'absolute' ? (element as HTMLElement).offsetParent : null;
    return contentClip(container ?? element.parentElement);
  };
  const contentClip = (element: Element | null): Box => {
    if (!element || isRoot(element)) return everywhere;
    const known = contentClips.get(element);
    if (known) return known;
    let clip = clipFor(element);
    const style = getComputedStyle(element);
    const clipsX = style.overflowX !== 'visible';
    const clipsY = style.overflowY !== 'visible';
    if (style.display !== 'inline' && (clipsX || clipsY)) {
      const box = element.getBoundingClientRect();
      const left = box.left + element.clientLeft;
      const top = box.top + element.clientTop;
      clip = intersect(clip, {
        left: clipsX ? left : -Infinity,
        right: clipsX ? left + element.clientWidth : Infinity,
        top: clipsY ? top : -Infinity,
        bottom: clipsY ? top + element.clientHeight : Infinity,
      });
    }
    if (style.clipPath !== 'none' || style.clip.startsWith('rect')) {
      clip = intersect(clip, element.getBoundingClientRect());
    }
    contentClips.set(element, clip);
    return clip;
  };
  const shows = (element: Element) =>
    element.checkVisibility({opacityProperty: true, visibilityProperty: true});

  // Sideways scrolling.
  const overflow: string[] = [];
  const widest = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
  if (widest > viewportWidth) {
    overflow.push(`the page is ${widest} px wide in a ${viewportWidth} px viewport`);
    // The outermost elements that stick out, in the page's flow.
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      const parent = element.parentElement;
      if (box.right <= viewportWidth + 1 || box.width === 0 || !shows(element)) continue;
      if (getComputedStyle(element).position === 'fixed' || element.closest('.navbar-sidebar')) {
        continue;
      }
      if (clipFor(element).right <= viewportWidth) continue;
      if (parent && parent.getBoundingClientRect().right > viewportWidth + 1) continue;
      overflow.push(`${describe(element)} ends at ${Math.round(box.right)} px`);
      if (overflow.length > 6) break;
    }
  }

  // Text boxes (one per line of each text node) and drawings.
  type Piece = {owner: Node; element: Element; box: Box; drawing: boolean};
  const pieces: Piece[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || !node.textContent?.trim() || element.closest('svg, script, style, noscript')) {
      continue;
    }
    if (!shows(element)) continue;
    const clip = contentClip(element);
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      const box = intersect(line, clip);
      if (box.right - box.left > 2 && box.bottom - box.top > 2) {
        pieces.push({owner: node, element, box, drawing: false});
      }
    }
  }
  for (const element of document.body.querySelectorAll(
    'img, svg:not(svg svg), video, canvas, [aria-hidden="true"]:empty',
  )) {
    if (!shows(element)) continue;
    const box = intersect(element.getBoundingClientRect(), clipFor(element));
    if (box.right - box.left > 2 && box.bottom - box.top > 2) {
      pieces.push({owner: element, element, box, drawing: true});
    }
  }
  pieces.sort((a, b) => a.box.top - b.box.top);
  const overlaps: string[] = [];
  const overlay = overlays.length ? overlays.join(', ') : null;
  for (let i = 0; i < pieces.length && overlaps.length < 10; i++) {
    const a = pieces[i];
    for (let j = i + 1; j < pieces.length && pieces[j].box.top < a.box.bottom; j++) {
      const b = pieces[j];
      if (a.owner === b.owner || (a.drawing && b.drawing)) continue;
      if (overlay && Boolean(a.element.closest(overlay)) !== Boolean(b.element.closest(overlay))) {
        continue;
      }
      // A drawing may hold text (a diagram's labels) or sit in a link's text.
      if (a.drawing && a.element.contains(b.element)) continue;
      if (b.drawing && b.element.contains(a.element)) continue;
      const common = intersect(a.box, b.box);
      const width = common.right - common.left;
      const height = common.bottom - common.top;
      const shorter = Math.min(a.box.bottom - a.box.top, b.box.bottom - b.box.top);
      // Lines set tight touch by a pixel or two; text over text is more.
      if (width > 2 && height > Math.max(2, shorter * 0.3)) {
        overlaps.push(`${describe(a.element)} overlaps ${describe(b.element)}`);
      }
    }
  }

  // Elements cut by the viewport's edge.
  const cut: string[] = [];
  const reported: Element[] = [];
  const allowed = bleeds.length ? bleeds.join(', ') : null;
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const pastLeft = box.left < -1;
    const pastRight = box.right > viewportWidth + 1;
    if (!pastLeft && !pastRight) continue;
    if (allowed && element.closest(allowed)) continue;
    if (!shows(element)) continue;
    const seen = intersect(box, clipFor(element));
    if (seen.right - seen.left <= 0 || seen.bottom - seen.top <= 0) continue;
    if (seen.left >= viewportWidth || seen.right <= 0) continue;
    const atEdge = (pastRight && seen.right >= viewportWidth - 1) || (pastLeft && seen.left <= 1);
    if (!atEdge) continue;
    // The outermost element cut says it; what it holds is cut with it.
    if (reported.some((outer) => outer.contains(element))) continue;
    reported.push(element);
    cut.push(
      `${describe(element)} spans ${Math.round(box.left)}..${Math.round(box.right)} px in ${viewportWidth} px`,
    );
    if (cut.length >= 10) break;
  }

  // Text cut short with an ellipsis, on one line or after a few (line-clamp).
  for (const element of document.body.querySelectorAll('*')) {
    if (cut.length >= 10) break;
    const style = getComputedStyle(element);
    const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
    if (clamped && element.scrollHeight > element.clientHeight + 1 && shows(element)) {
      cut.push(
        `${describe(element)} is cut short: ${element.scrollHeight} px of text in ${element.clientHeight} px`,
      );
      continue;
    }
    if (style.textOverflow !== 'ellipsis' || style.overflowX === 'visible') continue;
    if (element.scrollWidth <= element.clientWidth + 1 || !shows(element)) continue;
    cut.push(
      `${describe(element)} is cut short: ${element.scrollWidth} px of text in ${element.clientWidth} px`,
    );
  }

  return {overflow, overlaps, cut};
}

/**
 * The labels matched by `selector` that take more than one line (a navbar
 * item that wraps pushes the bar out of shape).
 */
export function findWrappedLabels(selector: string): string[] {
  const wrapped: string[] = [];
  for (const element of document.querySelectorAll(selector)) {
    if (!element.checkVisibility({opacityProperty: true, visibilityProperty: true})) continue;
    const style = getComputedStyle(element);
    const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
    const height =
      element.getBoundingClientRect().height -
      parseFloat(style.paddingTop) -
      parseFloat(style.paddingBottom) -
      parseFloat(style.borderTopWidth) -
      parseFloat(style.borderBottomWidth);
    if (height > lineHeight * 1.5) {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ');
      wrapped.push(`"${text}" takes ${Math.round(height / lineHeight)} lines`);
    }
  }
  return wrapped;
}

/**
 * The targets a finger taps, matched by `selector`, that are smaller than
 * 24 × 24 CSS pixels (WCAG 2.2, 2.5.8, Target Size (Minimum)).
 */
export function findSmallTargets(selector: string): string[] {
  const small: string[] = [];
  for (const element of document.querySelectorAll(selector)) {
    if (!element.checkVisibility({opacityProperty: true, visibilityProperty: true})) continue;
    // A finger reaches the target through anything it holds (a logo in a link).
    let {left, top, right, bottom} = element.getBoundingClientRect();
    for (const inner of element.querySelectorAll('*')) {
      const box = inner.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      left = Math.min(left, box.left);
      top = Math.min(top, box.top);
      right = Math.max(right, box.right);
      bottom = Math.max(bottom, box.bottom);
    }
    const box = {width: right - left, height: bottom - top};
    if (box.width === 0 && box.height === 0) continue;
    // Rounded as the browser paints them; 23.99 px is 24.
    if (Math.round(box.width) < 24 || Math.round(box.height) < 24) {
      const name =
        element.getAttribute('aria-label') ??
        (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      small.push(
        `${element.tagName.toLowerCase()} "${name}" is ${box.width.toFixed(1)} × ${box.height.toFixed(1)} px`,
      );
    }
  }
  return small;
}
