// Wrap (src/theme/swizzles.ts): gives the tags index of the blog a description in the page's
// language (search engines, link previews); the stock page has none.
// The description comes through src/components/WithDescription.
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import {translate} from '@docusaurus/Translate';
import withDescription from '@site/src/components/WithDescription';

export default withDescription(BlogTagsListPage, () =>
  translate({
    id: 'blog.tagsIndex.description',
    message: 'The topics of the TiBillet blog, from A to Z: each tag leads to the posts about it.',
    description: 'The description of the blog tags index, for search engines and link previews',
  }),
);
