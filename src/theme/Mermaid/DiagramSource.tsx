// A diagram's Mermaid source, shown when the Mermaid library cannot load.
import type {ReactNode} from 'react';
import type {Props} from '@theme/Mermaid';

export default function DiagramSource({value}: Props): ReactNode {
  return (
    <pre className="docusaurus-mermaid-container">
      <code>{value}</code>
    </pre>
  );
}
