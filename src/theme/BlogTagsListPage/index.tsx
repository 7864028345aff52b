// Wrap (safe in 3.9.1): gives the tags index of the blog a description in the page's
// language (search engines, link previews); the stock page has none.
import type {ReactNode} from 'react';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';

type Props = WrapperProps<typeof BlogTagsListPageType>;

export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  const description = translate({
    id: 'blog.tagsIndex.description',
    message: 'The topics of the TiBillet blog, from A to Z: each tag leads to the posts about it.',
    description: 'The description of the blog tags index, for search engines and link previews',
  });
  return (
    <>
      <PageMetadata description={description} />
      <BlogTagsListPage {...props} />
    </>
  );
}
