// Wrap (src/theme/swizzles.ts): a doc's card takes its description from the
// category page's data (src/components/DocCards) when its sidebar item has
// none; the version's data no longer carries it (src/plugins/doc-cards).
import type {ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type {Props} from '@theme/DocCard';
import {useCardDescription} from '@site/src/components/DocCards';

export default function DocCardWrapper({item, ...props}: Props): ReactNode {
  const description = useCardDescription(item.type === 'link' ? item.docId : undefined);
  return (
    <DocCard
      {...props}
      item={
        item.type === 'link' && !item.description && description ? {...item, description} : item
      }
    />
  );
}
