/**
 * Text made safe to put in HTML, as content or as an attribute's value: the
 * announcement bar (docusaurus.config.ts) and the search's highlighted
 * snippets are built as HTML strings.
 */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[char]!,
  );
}
