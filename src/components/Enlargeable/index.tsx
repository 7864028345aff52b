/**
 * A diagram (a Mermaid drawing or an SVG image) that gets an "Enlarge" button
 * when its smallest text, as drawn on this screen, is under 10 px high. The
 * button opens the diagram full screen, where it can be zoomed and moved
 * (./Viewer). The code that measures the text (./watch) loads with the first
 * diagram of a page, and the viewer's when a reader first opens it: a page
 * without diagrams carries only this box. The button sits under the diagram,
 * on the right, never over it: a diagram scaled down to a phone fills the
 * column, and a button over its corner hid what was drawn there. The text
 * is measured once the page runs, so the button comes after the drawing,
 * which is in the page's HTML (src/plugins/diagrams).
 */
import {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

const Viewer = lazy(() => import('./Viewer'));

type Props = {
  children: ReactNode;
  kind: 'mermaid' | 'image';
};

export default function Enlargeable({children, kind}: Props): ReactNode {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [small, setSmall] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!element) return undefined;
    let stop: (() => void) | undefined;
    let current = true;
    // Without this code (offline), the diagram simply has no button.
    import('./watch')
      .then(({watch}) => {
        if (current) stop = watch(element, setSmall);
      })
      .catch(() => undefined);
    return () => {
      current = false;
      stop?.();
    };
  }, [element]);

  const content = (
    <>
      {children}
      {small && (
        <button
          ref={button}
          type="button"
          className={styles.enlarge}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}>
          <svg viewBox="0 0 16 16" aria-hidden="true" width="14" height="14">
            <path d="M2 6V2h4M10 2h4v4M14 10v4h-4M6 14H2v-4" />
          </svg>
          <Translate id="diagram.enlarge" description="Button that opens a diagram full screen">
            Enlarge
          </Translate>
        </button>
      )}
      {open && element && (
        <Suspense fallback={null}>
          <Viewer
            source={element}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
  // An image sits in a paragraph, where only phrasing content (a span) may go.
  return kind === 'image' ? (
    <span ref={setElement} className={clsx(styles.box, styles.inline)} data-diagram={kind}>
      {content}
    </span>
  ) : (
    <div ref={setElement} className={styles.box} data-diagram={kind}>
      {content}
    </div>
  );
}
