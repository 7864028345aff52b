// Wrap (src/theme/swizzles.ts): under the title, a line with what the page was
// checked against (pages about the product) and the page's menu (copy as
// Markdown, …), then the notice of a translation behind its original; both
// kept from the prerender (src/components/PageTools).
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {DocMetaSlot, NoticeSlot} from '@site/src/components/PageTools';
import type {CheckedAgainst as Entry} from '@site/src/data/products';

type Props = WrapperProps<typeof ContentType>;

type FrontMatter = {checked_against?: Entry[]; outdated_translation_of?: string};

export default function ContentWrapper({children, ...props}: Props): ReactNode {
  // The metadata's front matter is the one the docs plugin read in this build.
  const {checked_against: entries, outdated_translation_of: original} = useDoc().metadata
    .frontMatter as FrontMatter;
  return (
    <Content {...props}>
      <DocMetaSlot entries={entries} />
      {original ? <NoticeSlot original={original} /> : null}
      {children}
    </Content>
  );
}
