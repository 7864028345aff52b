import {availableParallelism} from 'node:os';
import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@docusaurus/Translate': `${root}tests/unit/stubs/Translate.ts`,
      '@site': root.replace(/\/$/, ''),
      // The English texts (src/plugins/locale-texts); tests read the others.
      '@locale-texts': `${root}src/data/texts/en`,
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/search/**/*.test.ts', 'tests/tasks/**/*.test.ts'],
    testTimeout: 10_000,
    // Several test files wait on child processes (ESLint, cspell, fixture
    // builds): two workers keep a 2-core machine busy where the default (one
    // fewer than the cores) would run them one by one.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
