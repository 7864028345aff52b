// Wrap (src/theme/swizzles.ts): loads Mermaid only on pages that draw a diagram.
// The stock component imports the Mermaid library statically, and every docs
// page's code then pulled its 165 KB (gzip), diagram or not. The server
// renders the stock component (which draws in the browser only), so the
// prerendered page is the same as without this wrapper. A diagram whose text
// is drawn too small to read gets an Enlarge button (src/components/Enlargeable).
import {Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/Mermaid';
import Enlargeable from '@site/src/components/Enlargeable';
import Diagram from './diagram.browser';

export default function Mermaid(props: Props): ReactNode {
  return (
    <Enlargeable kind="mermaid">
      <Suspense fallback={<div className="docusaurus-mermaid-container" aria-busy="true" />}>
        <Diagram {...props} />
      </Suspense>
    </Enlargeable>
  );
}
