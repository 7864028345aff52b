/**
 * A stock theme page with a description in the page's language (search
 * engines, link previews), for the pages Docusaurus gives none: the wrappers
 * of src/theme (DocTagsListPage, BlogTagsListPage,
 * Blog/Pages/BlogAuthorsListPage, NotFound) pass their translated text.
 */
import type {ComponentType, ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';

export default function withDescription<Props extends object>(
  Page: ComponentType<Props>,
  description: () => string,
): (props: Props) => ReactNode {
  return function PageWithDescription(props: Props): ReactNode {
    return (
      <>
        <PageMetadata description={description()} />
        <Page {...props} />
      </>
    );
  };
}
