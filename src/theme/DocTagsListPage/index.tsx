// Wrap (safe in 3.9.1): gives the tags index of the docs a description in the page's
// language (search engines, link previews); the stock page has none.
import type {ReactNode} from 'react';
import DocTagsListPage from '@theme-original/DocTagsListPage';
import type DocTagsListPageType from '@theme/DocTagsListPage';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';

type Props = WrapperProps<typeof DocTagsListPageType>;

export default function DocTagsListPageWrapper(props: Props): ReactNode {
  const description = translate({
    id: 'docs.tagsIndex.description',
    message:
      'The topics of the TiBillet documentation, from A to Z: each tag leads to the guides about it.',
    description: 'The description of the docs tags index, for search engines and link previews',
  });
  return (
    <>
      <PageMetadata description={description} />
      <DocTagsListPage {...props} />
    </>
  );
}
