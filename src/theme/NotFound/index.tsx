// Wrap (src/theme/swizzles.ts): gives the not-found page a description in the page's
// language (search engines, link previews); the stock page has none.
// The description comes through src/components/WithDescription.
import NotFound from '@theme-original/NotFound';
import {translate} from '@docusaurus/Translate';
import withDescription from '@site/src/components/WithDescription';

export default withDescription(NotFound, () =>
  translate({
    id: 'notFound.description',
    message:
      'This address leads to no page of the TiBillet site: search for what you were looking for, or start again from the home page.',
    description: 'The description of the not-found page, for search engines and link previews',
  }),
);
