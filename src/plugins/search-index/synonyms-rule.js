// A build rule on src/search/synonyms.ts, applied by index.ts. The synonym
// groups are computed from the glossary (src/data/glossary.ts), whose
// sentences and labels the browser's search engine does not need: this rule
// replaces the module, in the bundle only, by the groups themselves as plain
// data, which index.ts computed in Node and passes as the rule's option. The
// engine's chunk stays the size it was before the glossary (3.3 KB gzip).
// Only `synonyms` is exported to the browser; code that runs in Node (the
// index plugin, the tests) reads the module itself.

/** The module's replacement: the groups, as data. */
function synonymsModule(synonyms) {
  if (!synonyms || !Array.isArray(synonyms.en) || !Array.isArray(synonyms.fr)) {
    throw new Error(
      'Search synonyms: the build rule got no groups (src/plugins/search-index/synonyms-rule.js)',
    );
  }
  return `export const synonyms = ${JSON.stringify(synonyms)};\n`;
}

module.exports = function synonymsRule() {
  return synonymsModule(this.getOptions().synonyms);
};
module.exports.synonymsModule = synonymsModule;
