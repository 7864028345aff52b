// Wrap (safe in 3.9.1): loads the highlighter (Prism and its extra languages,
// about 35 KB gzip) only on pages that show code, instead of on every docs
// page (see src/plugins/lazy-loading).
//
// Pages are prerendered with their code highlighted. While the highlighter
// loads, a block that came with the page keeps the prerendered HTML as it is
// (React leaves an element's inner HTML alone when hydrating it, and the HTML
// is kept for blocks that Tabs remount); a block shown by a client-side
// navigation shows its code as plain text. If the highlighter cannot load
// (offline, blocked), both stay that way.
import {useCallback, useEffect, useState, type ComponentType, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/CodeBlock';
import {load, preloaded} from './highlighter.browser';
import PlainCode from './PlainCode';

let highlighter: ComponentType<Props> | null = preloaded;
let loading: Promise<ComponentType<Props> | null> | null = null;

function useHighlighter(): ComponentType<Props> | null {
  const [loaded, setLoaded] = useState(() => highlighter);
  useEffect(() => {
    if (loaded) return undefined;
    let current = true;
    loading ??= load()
      .then((module) => (highlighter = module.default))
      .catch(() => {
        loading = null; // the next code block shown tries again
        return null;
      });
    void loading.then((component) => {
      if (current && component) setLoaded(() => component);
    });
    return () => {
      current = false;
    };
  }, [loaded]);
  return loaded;
}

const keepServerHtml = {__html: ''};

/**
 * The prerendered HTML of the page's code blocks, by content: Tabs and the
 * stock code block remount their children once hydrated, and a remounted
 * block shows the same HTML until the highlighter is there.
 */
const serverHtml = new Map<string, string>();
function contentKey({children, className, metastring, title}: Props): string | null {
  if (typeof children !== 'string') return null;
  return [className, metastring, typeof title === 'string' ? title : '', children].join('\u0000');
}

export default function CodeBlock(props: Props): ReactNode {
  const Highlighted = useHighlighter();
  const isBrowser = useIsBrowser();
  const [prerendered] = useState(!isBrowser);
  const key = contentKey(props);
  const capture = useCallback(
    (element: HTMLDivElement | null) => {
      if (element && key !== null && !serverHtml.has(key)) serverHtml.set(key, element.innerHTML);
    },
    [key],
  );
  if (Highlighted) {
    return (
      <div className="code-block-slot">
        {/* The same component for the whole visit, once loaded: its state is kept. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Highlighted {...props} />
      </div>
    );
  }
  if (prerendered) {
    return (
      <div
        ref={capture}
        className="code-block-slot"
        suppressHydrationWarning
        dangerouslySetInnerHTML={keepServerHtml}
      />
    );
  }
  const prerenderedHtml = key === null ? undefined : serverHtml.get(key);
  if (prerenderedHtml !== undefined) {
    // The page's own prerendered HTML, captured above.
    return <div className="code-block-slot" dangerouslySetInnerHTML={{__html: prerenderedHtml}} />;
  }
  return (
    <div className="code-block-slot">
      <PlainCode {...props} />
    </div>
  );
}
