/**
 * An element whose content the server renders, and the browser only when the
 * server did not: on a page loaded from the server, React keeps the
 * prerendered HTML as it is (it leaves an element's inner HTML alone when
 * hydrating it, the way src/theme/CodeBlock keeps its prerendered code), so
 * the page's code needs the slot, not the component. See ./index.tsx.
 */
import {Suspense, useRef, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import {prerendering} from './parts.browser';

const keepServerHtml = {__html: ''};

type SlotProps = {
  as: 'div' | 'p';
  className: string;
  id?: string;
  role?: string;
  /** Listens to the slot's clicks, whichever way its content came. */
  onClick?: (event: Event) => void;
  children: ReactNode;
};

/** An element whose content the server renders, and the browser only when the server did not. */
export default function Slot({as, onClick, children, ...attributes}: SlotProps): ReactNode {
  // A <p> takes the same attributes as a <div> here.
  const Tag = as as 'div';
  const isBrowser = useIsBrowser();
  // Mounted while the page hydrates: the prerendered HTML is there to keep.
  const [kept, setKept] = useState(!isBrowser);
  const ref = useRef<HTMLDivElement>(null);
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    // The development server renders in the browser only: nothing to keep.
    if (kept && element && !element.hasChildNodes()) setKept(false);
    if (!element || !onClick) return undefined;
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [kept, onClick]);
  if (prerendering) return <Tag {...attributes}>{children}</Tag>;
  if (kept) {
    return (
      <Tag
        ref={ref}
        {...attributes}
        suppressHydrationWarning
        dangerouslySetInnerHTML={keepServerHtml}
      />
    );
  }
  return (
    <Tag ref={ref} {...attributes}>
      <Suspense fallback={null}>{children}</Suspense>
    </Tag>
  );
}
