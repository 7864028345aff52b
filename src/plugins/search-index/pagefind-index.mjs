// MEASUREMENT ONLY (issue 19): writes outDir/pagefind/ with Pagefind 1.6 from the pages the
// local index reads. Run as its own process: pagefind is an ES module only, and Docusaurus
// loads the plugin as CommonJS.  node pagefind-index.mjs <outDir> <pages.json>
import {readFileSync, rmSync} from 'node:fs';
import {join} from 'node:path';
import * as pagefind from 'pagefind';

const [outDir, list] = process.argv.slice(2);
const {index} = await pagefind.createIndex({
  rootSelector: 'main',
  excludeSelectors: [
    'pre',
    'nav',
    'header',
    'footer',
    'button',
    'svg',
    '.table-of-contents',
    '.theme-doc-toc-mobile',
    '.theme-doc-footer',
    '.pagination-nav',
    '.hash-link',
    '.sr-only',
    '.theme-doc-breadcrumbs',
  ],
});
for (const {url, file} of JSON.parse(readFileSync(list, 'utf8'))) {
  await index.addHTMLFile({url, content: readFileSync(file, 'utf8')});
}
rmSync(join(outDir, 'pagefind'), {recursive: true, force: true});
await index.writeFiles({outputPath: join(outDir, 'pagefind')});
await pagefind.close();
