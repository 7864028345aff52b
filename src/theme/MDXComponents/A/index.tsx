// Wrap (src/theme/swizzles.ts): a Markdown link to another site is written encoded,
// like every address of the site (src/plugins/addresses): the Matrix room's
// "#" inside the fragment, a space. Links within the site are left to the
// router, which encodes them; a link to a page keeps its decoded path here,
// the one Docusaurus matches to prefetch the page.
import type {ReactNode} from 'react';
import A from '@theme-original/MDXComponents/A';
import type AType from '@theme/MDXComponents/A';
import type {WrapperProps} from '@docusaurus/types';
import isInternalUrl from '@docusaurus/isInternalUrl';
import {encodeAddress} from '@site/src/plugins/addresses/encode';

type Props = WrapperProps<typeof AType>;

export default function AWrapper({href, ...props}: Props): ReactNode {
  return <A {...props} href={href && !isInternalUrl(href) ? encodeAddress(href) : href} />;
}
