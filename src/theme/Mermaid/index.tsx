// Wrap (safe in 3.9.1): loads Mermaid only on pages that draw a diagram.
// The stock component imports the Mermaid library statically, and every docs
// page's code then pulled its 165 KB (gzip), diagram or not.
import {lazy, Suspense, type ReactNode} from 'react';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MermaidType>;

const Mermaid = lazy(() => import('@theme-original/Mermaid'));

export default function LazyMermaid(props: Props): ReactNode {
  return (
    <Suspense fallback={<div className="docusaurus-mermaid-container" aria-busy="true" />}>
      <Mermaid {...props} />
    </Suspense>
  );
}
