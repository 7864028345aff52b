// Wrap (src/theme/swizzles.ts): an SVG drawing in Markdown gets an Enlarge button when
// its text is drawn too small to read (src/components/Enlargeable); other
// images are the stock component.
import type {ReactNode} from 'react';
import Img from '@theme-original/MDXComponents/Img';
import type {Props} from '@theme/MDXComponents/Img';
import Enlargeable from '@site/src/components/Enlargeable';

const svg = /^data:image\/svg\+xml[;,]|\.svg(?:[?#]|$)/i;

export default function MDXImg(props: Props): ReactNode {
  if (!svg.test(props.src ?? '')) return <Img {...props} />;
  return (
    <Enlargeable kind="image">
      <Img {...props} />
    </Enlargeable>
  );
}
