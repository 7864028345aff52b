// Wrap (src/theme/swizzles.ts): a line of a highlighted code block without
// the inline colour upstream gives every line: it is the block's own colour,
// which the line inherits from the block's <pre>, in both colour modes.
import type {ReactNode} from 'react';
import type {LineInputProps} from 'prism-react-renderer';
import Line from '@theme-original/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Line';

export default function CodeBlockLine(props: Props): ReactNode {
  const {getLineProps} = props;
  return (
    <Line
      {...props}
      getLineProps={(input: LineInputProps) => {
        const {style: _style, ...rest} = getLineProps(input);
        return rest;
      }}
    />
  );
}
