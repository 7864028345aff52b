/**
 * Client build only (rule `registry-paths`, index.ts): each entry of
 * Docusaurus's chunk registry (.docusaurus/registry.js) is
 *   "<chunk>": [() => import("<module>"), "<module>", require.resolveWeak("<module>")]
 * whose middle string only tells react-loadable, while the server renders a
 * page, which modules it used; in the browser nothing reads it. It becomes 0.
 */
const entry =
  /(\[\(\) => import\(\/\* webpackChunkName: "[^"]*" \*\/ "(?:[^"\\]|\\.)*"\)), "(?:[^"\\]|\\.)*"(, require\.resolveWeak\()/g;

module.exports = function registryLoader(source) {
  let count = 0;
  const result = source.replace(entry, (_match, before, after) => {
    count += 1;
    return `${before}, 0${after}`;
  });
  const entries = (source.match(/^ {2}"[^"]+": \[/gm) ?? []).length;
  if (count !== entries) {
    throw new Error(
      `bundler rule registry-paths: ${count} of the registry's ${entries} entries matched; ` +
        'has Docusaurus changed how it writes .docusaurus/registry.js?',
    );
  }
  return result;
};

module.exports.entry = entry;
