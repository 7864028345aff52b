// A build rule on DocSearch 4.7's modal (dist/esm/DocSearchModal.js), applied
// by index.ts. Its backdrop, `.DocSearch-Container`, wraps the search box and
// the results, yet is rendered as role="button" with tabindex="0" and carries
// the combobox's attributes (axe: nested-interactive, serious); no prop
// controls it. This rule removes those attributes from the backdrop where the
// modal is written, so nothing rewrites the DOM after render: the backdrop is
// a plain element inside our own role="dialog". If DocSearch changes this
// code, `pattern` no longer matches and tests/unit/search.test.ts fails.
const pattern =
  /(createElement\("div",\w+\(\{ref:\w+\},)\w+\(\{"aria-expanded":!0\}\)(,\{className:\["DocSearch","DocSearch-Container"[^\]]*\]\.filter\(Boolean\)\.join\(" "\),)role:"button",tabIndex:0,/;

/** The modal's code with a plain backdrop; throws when the code no longer matches. */
function plainBackdrop(source) {
  if (!pattern.test(source)) {
    throw new Error(
      'DocSearch modal: the backdrop rule no longer matches (src/plugins/search-index/modal-backdrop.js)',
    );
  }
  return source.replace(pattern, '$1{}$2');
}
module.exports = plainBackdrop;
module.exports.plainBackdrop = plainBackdrop;
