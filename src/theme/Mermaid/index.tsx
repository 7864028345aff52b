// Wrap (src/theme/swizzles.ts): a production page carries its diagrams drawn
// ahead of time as SVG (src/plugins/diagrams), and no Mermaid code; in
// development the stock component draws them in the browser (./live.tsx). A diagram whose text
// is drawn too small to read gets an Enlarge button (src/components/Enlargeable).
import type {ReactNode} from 'react';
import Enlargeable from '@site/src/components/Enlargeable';
import Drawing from './drawing.browser';
import Live from './live';
import type {DrawingRef} from './types';

type Props = {
  /** The diagram's code (development). */
  value?: string;
  /** Its drawing (production), and the drawing's accessible name. */
  drawing?: DrawingRef;
  name?: string;
};

export default function Mermaid({value = '', drawing, name = ''}: Props): ReactNode {
  return (
    <Enlargeable kind="mermaid">
      {drawing ? <Drawing {...drawing} name={name} /> : <Live value={value} />}
    </Enlargeable>
  );
}
