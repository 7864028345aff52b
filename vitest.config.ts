import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@docusaurus/Translate': `${root}tests/unit/stubs/Translate.ts`,
      '@site': root.replace(/\/$/, ''),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/search/**/*.test.ts'],
    testTimeout: 10_000,
  },
});
