/**
 * For each category page of the docs (a category whose link is a generated
 * index), the descriptions of the docs among its items, which its cards show.
 */
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';

type SidebarItem = LoadedVersion['sidebars'][string][number];

/** Category page permalink → doc id → description. */
export type CardDescriptions = Record<string, Record<string, string>>;

export function cardDescriptions(versions: LoadedVersion[]): CardDescriptions {
  const result: CardDescriptions = {};
  for (const version of versions) {
    const descriptions = new Map(version.docs.map((doc) => [doc.id, doc.description]));
    const visit = (items: SidebarItem[]) => {
      for (const item of items) {
        if (item.type !== 'category') continue;
        if (item.link?.type === 'generated-index') {
          const cards: Record<string, string> = {};
          for (const child of item.items) {
            const description =
              child.type === 'doc' || child.type === 'ref' ? descriptions.get(child.id) : undefined;
            if (description && (child.type === 'doc' || child.type === 'ref')) {
              cards[child.id] = description;
            }
          }
          result[item.link.permalink] = cards;
        }
        visit(item.items);
      }
    };
    Object.values(version.sidebars).forEach(visit);
  }
  return result;
}
