// Spelling of the site's words: docs, blog, pages and translations.
// English files are checked in British English, French files (i18n/fr/) in
// French. Add a project word (product name, tag, technical term) to
// project-words.txt, one per line. Run: npm run lint:spelling
module.exports = {
  version: '0.2',
  language: 'en-GB,en',
  import: ['@cspell/dict-en-gb/cspell-ext.json', '@cspell/dict-fr-fr/cspell-ext.json'],
  dictionaryDefinitions: [{name: 'project-words', path: './project-words.txt', addWords: true}],
  dictionaries: ['project-words'],
  files: [
    'docs/**/*.{md,mdx,yml}',
    'blog/**/*.{md,mdx,yml}',
    'src/pages/**/*.{md,mdx,tsx}',
    'src/data/**/*.ts',
    'src/components/**/*.tsx',
    'i18n/**/*.{md,mdx,json,yml}',
  ],
  ignorePaths: [
    'node_modules',
    'build',
    '.docusaurus',
    'tests/fixtures',
    'i18n/translated-sources',
  ],
  minWordLength: 4,
  // Markdown, MDX and YAML syntax is not prose: code, link targets, heading
  // ids, front matter keys, imports, JSX tags, admonition names, e-mail
  // addresses, message placeholders.
  ignoreRegExpList: [
    /^\s*(```|~~~)[\s\S]*?^\s*(```|~~~)/gm,
    /`[^`\n]+`/g,
    /\]\([^)]*\)/g,
    /\{#[\w-]+\}/g,
    /\{\w+\}/g,
    /^(id|slug|sidebar_position|sidebar_label|sidebar_class_name|tags|keywords|image|authors|hide_table_of_contents|toc_min_heading_level|toc_max_heading_level|pagination_next|pagination_prev|date|draft|unlisted|checked_against|translated_from|asked_in):.*$/gm,
    /^\s*- \{product: .*$/gm,
    /^\s*[\w-]+:(?=\s|$)/gm,
    /^import .*$/gm,
    /<!--[\s\S]*?-->/g,
    /permalink: .*$/gm,
    /<\/?[A-Za-z][^>]*>/g,
    /^:::\w+/gm,
    /[\w.+-]+@[\w-]+\.[\w.-]+/g,
    // The product's own interface labels, in bold or italics as the product
    // shows them (typos included), and labels quoted from the other language.
    /\*\*[^*\n]+\*\*/g,
    /(?<![*\w])\*[^*\n]+\*(?![*\w])/g,
    /(?<![_\w])_[^_\n]+_(?![_\w])/g,
    /«[^»\n]*»/g,
    // Identifiers and URL paths: snake_case names, /api/paths/.
    /\b\w+_[\w_]+\b/g,
    /(^|\s)\/[\w./-]+\//g,
    // Repository names, Matrix rooms and host names.
    /\bTiBillet\/[\w-]+/g,
    /#[\w-]+:[\w.-]+/g,
    /\b[\w-]+(\.[\w-]+)*\.(org|coop|re|fr|com|example|io|net)\b(\/[\w./-]*)?/g,
  ],
  overrides: [
    {
      // Code: only the words a reader sees, the messages given to translate.
      filename: 'src/**/*.{ts,tsx}',
      includeRegExpList: [
        /message:\s*(['"`])(?:(?!\1)[^\\]|\\.)*\1/g,
        /<Translate[^>]*>[^<]*<\/Translate>/g,
      ],
    },
    {
      // French labels quoted in English pages.
      filename: 'docs/**',
      ignoreRegExpList: [/"[^"\n]*"/g],
    },
    {
      filename: 'i18n/fr/**',
      language: 'fr,fr-FR',
      // English labels quoted in French pages.
      ignoreRegExpList: [/"[^"\n]*"/g, /“[^”\n]*”/g],
    },
    {
      // The "description" of a message is English help for translators;
      // only the French "message" is checked.
      filename: 'i18n/fr/**/*.json',
      ignoreRegExpList: [/"description":\s*"(?:[^"\\]|\\.)*"/g, /^\s*"[^"]+":\s*\{/gm],
    },
  ],
};
