/**
 * Names the checkbox of each item of a Markdown task list (`- [ ] …`) with
 * the item's own words. GFM writes a bare `<input type="checkbox" disabled>`
 * before the words, which screen readers announce as a checkbox without a
 * name; the checkbox and the words that follow it now make one `<label>`.
 * A nested list or a second paragraph of the item stays outside the label.
 */
type Node = {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
};

/** Elements that end the item's first line: what a label cannot hold. */
const blocks = new Set([
  'address',
  'blockquote',
  'details',
  'div',
  'dl',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'ol',
  'p',
  'pre',
  'table',
  'ul',
]);

const isCheckbox = (node: Node) =>
  node.type === 'element' && node.tagName === 'input' && node.properties?.type === 'checkbox';

const isPhrasing = (node: Node) =>
  node.type === 'text' ||
  node.type === 'mdxJsxTextElement' ||
  node.type === 'mdxTextExpression' ||
  (node.type === 'element' && !blocks.has(node.tagName ?? '') && node.tagName !== 'label');

function labelTask(item: Node): void {
  const children = item.children ?? [];
  // A loose list puts the checkbox in the item's first paragraph.
  const firstElement = children.find((child) => child.type === 'element');
  const line = firstElement?.tagName === 'p' ? firstElement : item;
  const lineChildren = line.children ?? [];
  const start = lineChildren.findIndex(isCheckbox);
  if (start === -1) return;
  let end = start + 1;
  while (end < lineChildren.length && isPhrasing(lineChildren[end]!)) end++;
  const label: Node = {
    type: 'element',
    tagName: 'label',
    properties: {},
    children: lineChildren.slice(start, end),
  };
  line.children = [...lineChildren.slice(0, start), label, ...lineChildren.slice(end)];
}

function visit(node: Node): void {
  const classes = node.properties?.className;
  if (
    node.type === 'element' &&
    node.tagName === 'li' &&
    Array.isArray(classes) &&
    classes.includes('task-list-item')
  ) {
    labelTask(node);
  }
  node.children?.forEach(visit);
}

export default function rehypeTaskListLabels() {
  return (tree: Node) => visit(tree);
}
