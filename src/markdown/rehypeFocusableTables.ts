/**
 * Makes every Markdown table reachable with the keyboard: tables scroll
 * sideways on narrow screens (Infima sets them to overflow: auto), and a
 * scrolling region must take focus so that keyboard users can scroll it.
 */
type Node = {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
};

function visit(node: Node): void {
  if (node.type === 'element' && node.tagName === 'table') {
    node.properties = {...node.properties, tabIndex: 0};
  }
  node.children?.forEach(visit);
}

export default function rehypeFocusableTables() {
  return (tree: Node) => visit(tree);
}
