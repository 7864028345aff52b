// Wrap (src/theme/swizzles.ts): under the title of a page about the product, says
// which version of the product the page was checked against, and when.
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CheckedAgainst from '@site/src/components/CheckedAgainst';
import type {CheckedAgainst as Entry} from '@site/src/data/products';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper({children, ...props}: Props): ReactNode {
  const {frontMatter} = useDoc();
  const entries = (frontMatter as {checked_against?: Entry[]}).checked_against;
  return (
    <Content {...props}>
      {entries ? (
        <>
          <CheckedAgainst entries={entries} />
          {children}
        </>
      ) : (
        children
      )}
    </Content>
  );
}
