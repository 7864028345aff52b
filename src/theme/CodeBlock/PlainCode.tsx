// The code of a code block as plain text: shown while the highlighter loads
// after a client-side navigation, or if it cannot load.
import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

export default function PlainCode({children}: Props): ReactNode {
  return (
    <div className="theme-code-block margin-bottom--lg">
      <pre className="prism-code" tabIndex={0}>
        <code>{children}</code>
      </pre>
    </div>
  );
}
