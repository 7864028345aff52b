/* eslint-disable @typescript-eslint/no-require-imports -- a webpack loader is a CommonJS module */
/**
 * Loader for the docs plugin's route data (src/plugins/doc-cards): the
 * version's data keeps each doc's id and sidebar, not its title and
 * description; a category page's data gets the descriptions of its cards
 * (`categoryGeneratedIndex.cardDescriptions`). Other data passes unchanged.
 */
const {readFileSync} = require('node:fs');

module.exports = function docCardsLoader(source) {
  const {file} = this.getOptions();
  const data = JSON.parse(source);
  const version = data && data.version;
  if (version && version.docs && version.docsSidebars) {
    for (const [id, doc] of Object.entries(version.docs)) {
      version.docs[id] = {id: doc.id, sidebar: doc.sidebar};
    }
    return JSON.stringify(data);
  }
  const index = data && data.categoryGeneratedIndex;
  if (index) {
    this.addDependency(file);
    const all = JSON.parse(readFileSync(file, 'utf8'));
    index.cardDescriptions = all[index.permalink] ?? {};
    return JSON.stringify(data);
  }
  return source;
};
