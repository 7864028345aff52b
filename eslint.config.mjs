// ESLint flat config: TypeScript and React code of the site.
// Markdown and MDX are checked by markdownlint and cspell (see README,
// "Contributing"), not here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

/**
 * Words that may stand untranslated in JSX: proper nouns and symbols that read
 * the same in English and French. The rule splits text on spaces, so list
 * each word ("CC", "BY-SA", "4.0" for the licence name). Keep this list short;
 * anything a reader reads as a sentence goes through <Translate> or translate().
 */
const properNouns = [
  'TiBillet',
  'Lespass',
  'LaBoutik',
  'Fedow',
  'GitHub',
  'Discord',
  'Mastodon',
  'Matrix',
  'AGPLv3',
  'CC',
  'BY-SA',
  '4.0',
  'API',
  '→',
  '·',
  '©',
];

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'playwright-report/',
      'test-results/',
      'tests/fixtures/**/.docusaurus/',
      'tests/fixtures/translations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    languageOptions: {
      globals: {...globals.browser, ...globals.node},
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {
      'react-hooks': reactHooks,
      '@docusaurus': docusaurus,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@docusaurus/no-untranslated-text': ['error', {ignoredStrings: properNouns}],
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_'},
      ],
    },
  },
);
