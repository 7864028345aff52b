#!/usr/bin/env node
/**
 * Writes the terms of the glossary page, in both languages, from the data
 * (src/data/glossary.ts): the block between the two marker comments of
 * docs/glossary/index.md and of its French twin. The rest of each page is
 * written by hand. tests/unit/glossary.test.ts fails while a page and the
 * data differ.
 *
 *   npm run glossary
 *
 * The data is TypeScript: it is loaded through Vite, the way the tests load
 * it (vitest.config.ts).
 */
import {writeFileSync} from 'node:fs';
import {relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {createServer} from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const vite = await createServer({
  root,
  configFile: `${root}vitest.config.ts`,
  server: {middlewareMode: true},
  appType: 'custom',
  logLevel: 'silent',
});
try {
  const {glossaryPages} = await vite.ssrLoadModule('/src/markdown/glossary.ts');
  for (const page of glossaryPages(root)) {
    const name = relative(root, page.file);
    if (page.text === page.expected) {
      console.log(`${name}: up to date`);
    } else {
      writeFileSync(page.file, page.expected);
      console.log(`${name}: written`);
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
} finally {
  await vite.close();
}
