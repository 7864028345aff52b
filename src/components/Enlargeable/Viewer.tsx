/**
 * A diagram full screen, in a modal dialog. It opens with its smallest text
 * 12 px high (or the whole diagram, if that is larger); a pinch, the − and +
 * buttons or keys, or Ctrl and the wheel zoom it; a finger, the mouse or the
 * arrow keys (once the diagram has focus) move it. Escape or Close closes the
 * dialog, and focus goes back to the Enlarge button. Loaded with import() the
 * first time a reader opens a diagram: its styles come with it, as text, since
 * Docusaurus would put an imported stylesheet in every page's CSS.
 */
import {useEffect, useRef, useState, type PointerEvent, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Translate, {translate} from '@docusaurus/Translate';
import {smallestImageText, smallestSvgText} from './measure';

type Props = {
  /** The box holding the diagram on the page (see ./index.tsx). */
  source: HTMLElement;
  onClose: () => void;
};

/** Text this high, in CSS px, when the dialog opens. */
const readableText = 12;
const maxZoom = 4;
const step = 1.25;

const css = `
.tb-viewer{position:fixed;inset:0;width:100%;height:100%;max-width:none;max-height:none;margin:0;padding:0;border:0;
  display:flex;flex-direction:column;background:var(--ifm-background-surface-color);color:var(--ifm-font-color-base)}
.tb-viewer:not([open]){display:none}
.tb-viewer::backdrop{background:rgb(0 0 0/50%)}
.tb-viewer__bar{display:flex;align-items:center;gap:.5rem;padding:.5rem;
  border-bottom:1px solid var(--ifm-color-emphasis-300)}
.tb-viewer__bar p{flex:1;margin:0;font-size:.875rem;color:var(--ifm-color-emphasis-700)}
.tb-viewer__bar button{min-width:44px;min-height:44px;padding:0 .75rem;border:1px solid var(--ifm-color-emphasis-400);
  border-radius:var(--ifm-button-border-radius);background:var(--ifm-background-surface-color);color:inherit;
  font:inherit;font-weight:600;cursor:pointer}
.tb-viewer__bar svg{display:block;stroke:currentColor;stroke-width:2;stroke-linecap:round}
.tb-viewer__bar button:hover{background:var(--ifm-color-emphasis-200)}
.tb-viewer__stage{flex:1;display:flex;overflow:auto;touch-action:none;overscroll-behavior:contain;
  cursor:grab;user-select:none}
.tb-viewer__stage:focus-visible{outline:3px solid var(--ifm-color-primary);outline-offset:-3px}
.tb-viewer__diagram{flex:none;margin:auto;padding:0}
.tb-viewer__diagram>svg,.tb-viewer__diagram>img{display:block;width:100%!important;height:100%!important;
  max-width:none!important}
@media (max-width:575.98px){.tb-viewer__bar p{display:none}}
`;

type Diagram = {markup: string; width: number; height: number; perPixel: Promise<number>};

/** A copy of the diagram, its natural size, and its smallest text per px of width. */
function copyOf(source: HTMLElement): Diagram {
  const image = source.querySelector('img');
  if (image) {
    const copy = image.cloneNode() as HTMLImageElement;
    copy.removeAttribute('loading');
    copy.removeAttribute('class');
    const width = image.naturalWidth || image.clientWidth;
    const height = image.naturalHeight || image.clientHeight;
    return {
      markup: copy.outerHTML,
      width,
      height,
      perPixel: smallestImageText(image).then((size) => size / image.clientWidth),
    };
  }
  const svg = source.querySelector<SVGSVGElement>('svg:not([aria-hidden="true"])');
  if (!svg) return {markup: '', width: 1, height: 1, perPixel: Promise.resolve(Infinity)};
  const box = svg.viewBox.baseVal;
  const drawn = svg.getBoundingClientRect();
  // Mermaid scopes its styles with the drawing's id: the copy gets its own.
  const markup = svg.id ? svg.outerHTML.replaceAll(svg.id, `${svg.id}-enlarged`) : svg.outerHTML;
  return {
    markup,
    width: box?.width || drawn.width,
    height: box?.height || drawn.height,
    perPixel: Promise.resolve(smallestSvgText(svg) / drawn.width),
  };
}

export default function Viewer({source, onClose}: Props): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const drawing = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const [diagram] = useState(() => copyOf(source));
  const {markup, width, height} = diagram;
  const zoom = useRef({value: 1, first: 1});
  const pointers = useRef(new Map<number, {x: number; y: number}>());
  const pinch = useRef<{distance: number; zoom: number} | null>(null);

  /** Zooms to a level, keeping the point under `at` (screen coordinates) in place. */
  const zoomTo = (level: number, at?: {x: number; y: number}) => {
    const view = stage.current;
    const target = drawing.current;
    if (!view || !target) return;
    const fit = Math.min(view.clientWidth / width, view.clientHeight / height, 1);
    const next = Math.min(Math.max(level, fit), maxZoom);
    const rect = view.getBoundingClientRect();
    const anchor = at ?? {x: rect.left + view.clientWidth / 2, y: rect.top + view.clientHeight / 2};
    const x = (view.scrollLeft + anchor.x - rect.left) / zoom.current.value;
    const y = (view.scrollTop + anchor.y - rect.top) / zoom.current.value;
    zoom.current.value = next;
    target.style.width = `${width * next}px`;
    target.style.height = `${height * next}px`;
    view.scrollLeft = x * next - (anchor.x - rect.left);
    view.scrollTop = y * next - (anchor.y - rect.top);
  };

  useEffect(() => {
    const element = dialog.current;
    const view = stage.current;
    if (!element || !view) return undefined;
    if (!element.open) element.showModal();
    close.current?.focus();
    let current = true;
    void diagram.perPixel.then((perPixel) => {
      if (!current) return;
      const readable = readableText / (perPixel * width);
      const first = Math.max(Number.isFinite(readable) ? readable : 1, view.clientWidth / width);
      zoom.current.first = Math.min(first, maxZoom);
      zoomTo(zoom.current.first);
      view.scrollLeft = 0;
      view.scrollTop = 0;
    });
    // Ctrl and the wheel (and a touchpad's pinch) zoom the diagram, not the page.
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      zoomTo(zoom.current.value * Math.exp(-event.deltaY / 200), {
        x: event.clientX,
        y: event.clientY,
      });
    };
    view.addEventListener('wheel', onWheel, {passive: false});
    return () => {
      current = false;
      view.removeEventListener('wheel', onWheel);
    };
    // Runs once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, {x: event.clientX, y: event.clientY});
    pinch.current = null;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const point = {x: event.clientX, y: event.clientY};
    pointers.current.set(event.pointerId, point);
    const view = event.currentTarget;
    if (pointers.current.size === 1) {
      view.scrollLeft -= point.x - previous.x;
      view.scrollTop -= point.y - previous.y;
      return;
    }
    const [a, b] = [...pointers.current.values()];
    const distance = Math.hypot(a.x - b.x, a.y - b.y) || 1;
    pinch.current ??= {distance, zoom: zoom.current.value};
    zoomTo((pinch.current.zoom * distance) / pinch.current.distance, {
      x: (a.x + b.x) / 2,
      y: (a.y + b.y) / 2,
    });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    pinch.current = null;
  };

  const label = translate({
    id: 'diagram.viewer.label',
    message: 'Enlarged diagram',
    description: 'Name of the full-screen view of a diagram',
  });

  return createPortal(
    <dialog
      ref={dialog}
      className="tb-viewer"
      aria-label={label}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === '+' || event.key === '=') zoomTo(zoom.current.value * step);
        else if (event.key === '-' || event.key === '_') zoomTo(zoom.current.value / step);
        else if (event.key === '0') zoomTo(zoom.current.first);
      }}>
      <style>{css}</style>
      <div className="tb-viewer__bar">
        <p id="tb-viewer-help">
          <Translate
            id="diagram.viewer.help"
            description="How to zoom and move an enlarged diagram">
            Pinch or use − and + to zoom; drag or use the arrow keys to move.
          </Translate>
        </p>
        <button
          type="button"
          aria-label={translate({id: 'diagram.viewer.zoomOut', message: 'Zoom out'})}
          onClick={() => zoomTo(zoom.current.value / step)}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M3 8h10" />
          </svg>
        </button>
        <button
          type="button"
          aria-label={translate({id: 'diagram.viewer.zoomIn', message: 'Zoom in'})}
          onClick={() => zoomTo(zoom.current.value * step)}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M3 8h10M8 3v10" />
          </svg>
        </button>
        <button ref={close} type="button" onClick={() => dialog.current?.close()}>
          <Translate id="diagram.viewer.close" description="Closes the enlarged diagram">
            Close
          </Translate>
        </button>
      </div>
      <div
        ref={stage}
        className="tb-viewer__stage"
        tabIndex={0}
        role="group"
        aria-label={label}
        aria-describedby="tb-viewer-help"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}>
        <div
          ref={drawing}
          className="tb-viewer__diagram docusaurus-mermaid-container"
          style={{width, height}}
          dangerouslySetInnerHTML={{__html: markup}}
        />
      </div>
    </dialog>,
    document.body,
  );
}
