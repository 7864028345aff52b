/**
 * Docusaurus plugin: the docs' descriptions only where cards show them.
 *
 * Every docs page loads its version's data: the sidebar and, for each doc,
 * its id, title, description and sidebar (`useDocsVersion()`). The theme
 * reads the titles and descriptions in one place only, the cards of a
 * category page (DocCard, through `useDocById`): on the 96 pages of the docs
 * that was 6 KB gzip of every page's 7.7 KB of version data. The loader
 * (loader.cjs) leaves each doc its id and sidebar there, and gives each
 * category page's own data the descriptions of the docs it shows as cards,
 * which src/theme/DocCategoryGeneratedIndexPage passes to its cards.
 * The same in the server and the client build: pages and hydration agree.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {cardDescriptions} from './descriptions';

const require = createRequire(__filename);

export default function docCardsPlugin(context: LoadContext): Plugin {
  const file = join(context.generatedFilesDir, 'doc-cards', `${context.i18n.currentLocale}.json`);
  return {
    name: 'doc-cards',
    allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs'] as
        Record<string, LoadedContent> | undefined;
      const versions = Object.values(docs ?? {}).flatMap((content) => content.loadedVersions);
      mkdirSync(dirname(file), {recursive: true});
      writeFileSync(file, JSON.stringify(cardDescriptions(versions)));
    },
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              // The docs plugin's route data (createData), each a JSON module.
              test: /docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
              use: [{loader: require.resolve('./loader.cjs'), options: {file}}],
            },
          ],
        },
      };
    },
  };
}
