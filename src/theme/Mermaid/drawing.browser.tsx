/**
 * A drawing, in the browser. On a page opened from its address, the SVG is
 * already in the HTML (drawing.server.tsx): the box keeps it as it is and no
 * code is loaded. On a page reached without a reload, its SVG is loaded (a
 * chunk of its own) while the box keeps its place. A failed load is left to
 * src/clientModules/chunkErrors.ts (reload once, then a Retry button).
 */
import {useEffect, useRef, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {containerClass, named, type DrawingProps} from './types';

/** Keeps the prerendered SVG: React neither compares nor replaces it. */
const prerendered = {__html: ''};

export default function Drawing({load, width, height, name}: DrawingProps): ReactNode {
  const isBrowser = useIsBrowser();
  // False while the page hydrates, and for good: this box came with its SVG.
  const [hydrating] = useState(!isBrowser);
  const [svg, setSvg] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (hydrating && box.current?.querySelector('svg')) return undefined;
    let current = true;
    void load().then((module) => {
      if (current) setSvg(module.default);
    });
    return () => {
      current = false;
    };
    // The drawing of a box does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (svg !== null) {
    return <div className={containerClass} dangerouslySetInnerHTML={{__html: named(svg, name)}} />;
  }
  return hydrating ? (
    <div
      ref={box}
      className={containerClass}
      dangerouslySetInnerHTML={prerendered}
      suppressHydrationWarning
    />
  ) : (
    <div
      ref={box}
      className={containerClass}
      aria-busy="true"
      style={{maxWidth: width, aspectRatio: `${width} / ${height}`}}
    />
  );
}
