// Wrap (safe in 3.9.1): gives the blog's authors page a description in the page's
// language (search engines, link previews); the stock page has none.
import type {ReactNode} from 'react';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';

type Props = WrapperProps<typeof BlogAuthorsListPageType>;

export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  const description = translate({
    id: 'blog.authorsIndex.description',
    message: 'The people and the cooperative who write the TiBillet blog, and the posts of each.',
    description: "The description of the blog's authors page, for search engines and link previews",
  });
  return (
    <>
      <PageMetadata description={description} />
      <BlogAuthorsListPage {...props} />
    </>
  );
}
