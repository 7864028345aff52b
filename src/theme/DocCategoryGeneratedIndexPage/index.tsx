// Wrap (src/theme/swizzles.ts): hands the page's cards the descriptions that
// come with its own data (src/plugins/doc-cards), through src/components/DocCards.
import type {ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type {Props} from '@theme/DocCategoryGeneratedIndexPage';
import {CardDescriptions} from '@site/src/components/DocCards';

export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  const {cardDescriptions = {}} =
    props.categoryGeneratedIndex as Props['categoryGeneratedIndex'] & {
      cardDescriptions?: Record<string, string>;
    };
  return (
    <CardDescriptions.Provider value={cardDescriptions}>
      <DocCategoryGeneratedIndexPage {...props} />
    </CardDescriptions.Provider>
  );
}
