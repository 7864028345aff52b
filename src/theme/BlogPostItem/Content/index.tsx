// Wrap (src/theme/swizzles.ts): on a post's own page, the notice of a translation
// behind its original, above the post's text (outside the container the
// feeds copy the post from), kept from the prerender (src/components/PageTools).
import type {ReactNode} from 'react';
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import NoticeSlot from '@site/src/components/PageTools/NoticeSlot';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  const original = (metadata.frontMatter as {outdated_translation_of?: string})
    .outdated_translation_of;
  return (
    <>
      {isBlogPostPage && original ? <NoticeSlot original={original} /> : null}
      <Content {...props} />
    </>
  );
}
