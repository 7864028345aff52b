/* eslint-disable @typescript-eslint/no-require-imports -- a webpack loader is a CommonJS module */
/**
 * Loader for `static/api/tibillet.openapi.yaml?page=<page>`: the reference
 * data of one API page, as a JSON module (see reference.cjs). Only the pages
 * that import it carry it.
 */
const {pageReference} = require('./reference.cjs');

module.exports = function apiContractLoader(source) {
  const page = new URLSearchParams(this.resourceQuery.replace(/^\?/, '')).get('page');
  if (!page) throw new Error('Import the contract with ?page=<page of docs/api/>.');
  const reference = pageReference(source, page);
  if (Object.keys(reference.operations).length === 0) {
    throw new Error(`The contract documents no operation on the page "${page}".`);
  }
  return `export default ${JSON.stringify(reference)};`;
};
