import {availableParallelism} from 'node:os';
import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@docusaurus/Translate': `${root}tests/unit/stubs/Translate.ts`,
      '@site': root.replace(/\/$/, ''),
      // The English texts (src/locale/textsPlugin.ts); tests read the others.
      '@locale-texts': `${root}src/data/texts/en`,
    },
  },
  test: {
    include: [
      'tests/unit/**/*.test.ts',
      'tests/search/**/*.test.ts',
      'tests/tasks/**/*.test.ts',
      'tests/built/**/*.test.ts',
    ],
    // Time is measured by `npm run bench`, never by the tests: a test that
    // reads the whole index or site, or loads the config, takes a few seconds
    // on a quiet machine and can take several times that on a busy 2-core one.
    testTimeout: 60_000,
    // Several test files wait on child processes (ESLint, cspell, fixture
    // builds): two workers keep a 2-core machine busy where the default (one
    // fewer than the cores) would run them one by one.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
