/**
 * The descriptions of a category page's cards, by doc id, from the page's
 * own data (src/plugins/doc-cards): src/theme/DocCategoryGeneratedIndexPage
 * provides them, src/theme/DocCard reads them. The version's data, which
 * every docs page loads, no longer carries them.
 */
import {createContext, useContext} from 'react';

export const CardDescriptions = createContext<Record<string, string>>({});

/** The description of this doc's card on the current category page, if it has one. */
export function useCardDescription(docId: string | undefined): string | undefined {
  const descriptions = useContext(CardDescriptions);
  return docId ? descriptions[docId] : undefined;
}
