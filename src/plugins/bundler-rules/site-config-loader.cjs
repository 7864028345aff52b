/**
 * Client build only (rule `site-config`, index.ts): the site's configuration
 * as Docusaurus hands it to the browser (.docusaurus/docusaurus.config.mjs,
 * `export default <JSON>;`), without what only the build reads: the plugins'
 * and presets' options, the head tags and scripts (written into the pages
 * already), the client modules' paths, the Markdown and broken-link settings.
 * Every page's main bundle carried them. The server build keeps them all.
 */
const buildOnly = [
  'clientModules',
  'headTags',
  'markdown',
  'onBrokenAnchors',
  'onBrokenLinks',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
  'plugins',
  'presets',
  'scripts',
  'staticDirectories',
  'stylesheets',
  'themes',
];

module.exports = function siteConfigLoader(source) {
  const start = source.indexOf('export default ');
  const json = source
    .slice(start + 'export default '.length)
    .trim()
    .replace(/;$/, '');
  let config;
  try {
    config = JSON.parse(json);
  } catch (error) {
    throw new Error(
      'bundler rule site-config: .docusaurus/docusaurus.config.mjs is no longer ' +
        `"export default <JSON>;" (${error.message}); has Docusaurus changed how it writes it?`,
    );
  }
  for (const key of buildOnly) delete config[key];
  return `export default ${JSON.stringify(config)};\n`;
};

module.exports.buildOnly = buildOnly;
