// Wrap (src/theme/swizzles.ts): gives the blog's authors page a description in the page's
// language (search engines, link previews); the stock page has none.
// The description comes through src/components/WithDescription.
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import {translate} from '@docusaurus/Translate';
import withDescription from '@site/src/components/WithDescription';

export default withDescription(BlogAuthorsListPage, () =>
  translate({
    id: 'blog.authorsIndex.description',
    message: 'The people and the cooperative who write the TiBillet blog, and the posts of each.',
    description: "The description of the blog's authors page, for search engines and link previews",
  }),
);
