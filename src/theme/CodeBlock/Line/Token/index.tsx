// Replace (src/theme/swizzles.ts): a token of a highlighted code block. A
// plain token (text that is no keyword, string, number…: spaces, names,
// punctuation Prism leaves alone) is written as its text, without the
// <span class="token plain"> around it that upstream gives it: it has no
// colour of its own, the block's colour is its colour. That span made up a
// third of the HTML of the API's pages, whose examples are prerendered in
// three languages (about 4.9 KB gzip on /docs/api/events/). Every other
// token is upstream's <span> with its class and colour.
import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line/Token';

export default function CodeBlockLineToken({
  line: _line,
  token: _token,
  ...props
}: Props): ReactNode {
  const plain =
    props.className === 'token plain' && !props.style && typeof props.children === 'string';
  return plain ? props.children : <span {...props} />;
}
