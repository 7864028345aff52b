// Wrap (src/theme/swizzles.ts): loads the highlighter (Prism and its extra languages,
// about 35 KB gzip) only on pages that show code, instead of on every docs
// page (see src/plugins/bundler-rules), and only once a code block comes
// within a screen or so of the reader: a long guide whose examples are far
// down does not fetch it until the reader scrolls towards them.
//
// Pages are prerendered with their code highlighted. Until the highlighter
// is there, a block that came with the page keeps the prerendered HTML as it
// is (React leaves an element's inner HTML alone when hydrating it, and the
// HTML is kept for blocks that a parent remounts); a block shown by a client-side
// navigation shows its code as plain text. Once the highlighter is loaded, a
// block shown by a client-side navigation uses it at once (hidden tabs too); a
// prerendered block keeps its HTML until it comes near the screen itself:
// switching the 66 prerendered blocks of /docs/api/events/ at once, on the
// first scroll to code, was a single task of 2.2 s at 4× CPU. If the
// highlighter cannot load (offline, blocked), the blocks stay as they are.
import {
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/CodeBlock';
import {load, preloaded} from './highlighter.browser';
import PlainCode from './PlainCode';

let highlighter: ComponentType<Props> | null = preloaded;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Starts loading the highlighter, once at a time; every block then switches to it. */
function requestHighlighter(): void {
  if (highlighter || loading) return;
  loading = load().then(
    (module) => {
      highlighter = module.default;
      for (const listener of listeners) listener();
    },
    () => {
      loading = null; // the next block that comes near tries again
    },
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How close to the screen a code block must come to fetch the highlighter. */
const nearScreen = '1000px 0px';

/** The highlighter once loaded, and whether this block has come near the screen. */
function useHighlighter(slot: HTMLElement | null): {
  loaded: ComponentType<Props> | null;
  near: boolean;
} {
  const loaded = useSyncExternalStore(
    subscribe,
    () => highlighter,
    () => preloaded,
  );
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !slot) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      requestHighlighter();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
        requestHighlighter();
      },
      {rootMargin: nearScreen},
    );
    observer.observe(slot);
    return () => observer.disconnect();
  }, [near, slot]);
  // Without an observer, every block counts as near.
  return {loaded, near: near || typeof IntersectionObserver === 'undefined'};
}

const keepServerHtml = {__html: ''};

/**
 * The prerendered HTML of the page's code blocks, by content: a block that
 * a parent remounts once hydrated (upstream's Tabs did, see src/theme/Tabs)
 * shows the same HTML until the highlighter is there.
 */
const serverHtml = new Map<string, string>();
function contentKey({children, className, metastring, title}: Props): string | null {
  if (typeof children !== 'string') return null;
  return [className, metastring, typeof title === 'string' ? title : '', children].join('\u0000');
}

export default function CodeBlock(props: Props): ReactNode {
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  const {loaded, near} = useHighlighter(slot);
  const isBrowser = useIsBrowser();
  const [prerendered] = useState(!isBrowser);
  const Highlighted = loaded && (near || !prerendered) ? loaded : null;
  const key = contentKey(props);
  const slotRef = useCallback(
    (element: HTMLDivElement | null) => {
      // Keeps the prerendered HTML of a block that came with the page.
      if (element && prerendered && key !== null && !serverHtml.has(key)) {
        serverHtml.set(key, element.innerHTML);
      }
      setSlot(element);
    },
    [key, prerendered],
  );
  if (Highlighted) {
    return (
      <div className="code-block-slot">
        {/* The same component for the whole visit, once loaded: its state is kept. */}
        <Highlighted {...props} />
      </div>
    );
  }
  if (prerendered) {
    return (
      <div
        ref={slotRef}
        className="code-block-slot"
        suppressHydrationWarning
        dangerouslySetInnerHTML={keepServerHtml}
      />
    );
  }
  const prerenderedHtml = key === null ? undefined : serverHtml.get(key);
  if (prerenderedHtml !== undefined) {
    // The page's own prerendered HTML, captured above.
    return (
      <div
        ref={slotRef}
        className="code-block-slot"
        dangerouslySetInnerHTML={{__html: prerenderedHtml}}
      />
    );
  }
  return (
    <div ref={slotRef} className="code-block-slot">
      <PlainCode {...props} />
    </div>
  );
}
