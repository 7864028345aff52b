/**
 * A diagram drawn in the browser by theme-mermaid: in development only, so
 * that `npm start` shows a diagram as soon as it is edited. A production
 * build draws none (src/plugins/diagrams): the import below is left out of
 * it, and Mermaid's code with it. If Mermaid cannot load, the source shows.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import DiagramSource from './DiagramSource';
import {containerClass} from './types';

const Diagram =
  process.env.NODE_ENV === 'production'
    ? null
    : lazy(() => import('./Diagram').catch(() => ({default: DiagramSource})));

export default function Live({value}: {value: string}): ReactNode {
  if (!Diagram) return <DiagramSource value={value} />;
  return (
    <Suspense fallback={<div className={containerClass} aria-busy="true" />}>
      <Diagram value={value} />
    </Suspense>
  );
}
