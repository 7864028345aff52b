// Wrap (src/theme/swizzles.ts): gives the tags index of the docs a description in the page's
// language (search engines, link previews); the stock page has none.
// The description comes through src/components/WithDescription.
import DocTagsListPage from '@theme-original/DocTagsListPage';
import {translate} from '@docusaurus/Translate';
import withDescription from '@site/src/components/WithDescription';

export default withDescription(DocTagsListPage, () =>
  translate({
    id: 'docs.tagsIndex.description',
    message:
      'The topics of the TiBillet documentation, from A to Z: each tag leads to the guides about it.',
    description: 'The description of the docs tags index, for search engines and link previews',
  }),
);
