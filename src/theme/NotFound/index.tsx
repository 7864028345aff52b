// Wrap (safe in 3.9.1): gives the not-found page a description in the page's
// language (search engines, link previews); the stock page has none.
import type {ReactNode} from 'react';
import NotFound from '@theme-original/NotFound';
import type NotFoundType from '@theme/NotFound';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';

type Props = WrapperProps<typeof NotFoundType>;

export default function NotFoundWrapper(props: Props): ReactNode {
  const description = translate({
    id: 'notFound.description',
    message:
      'This address leads to no page of the TiBillet site: search for what you were looking for, or start again from the home page.',
    description: 'The description of the not-found page, for search engines and link previews',
  });
  return (
    <>
      <PageMetadata description={description} />
      <NotFound {...props} />
    </>
  );
}
