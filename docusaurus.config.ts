import type {Config, LoadContext} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as SitemapOptions} from '@docusaurus/plugin-sitemap';
import {themes as prismThemes} from 'prism-react-renderer';
import {links} from './src/data/links';
import {escapeHtml} from './src/utils/escapeHtml';
import searchIndexPlugin from './src/plugins/search-index';
import {indexFolder} from './src/search/format';
import {accessibleTheme} from './src/css/prismThemes';
import rehypeTables, {type Options as TablesOptions} from './src/markdown/rehypeTables';
import rehypeTaskListLabels from './src/markdown/rehypeTaskListLabels';
import {createParseFrontMatter} from './src/markdown/frontMatter';
import cspPlugin from './src/plugins/csp';
import routePreloadPlugin from './src/plugins/route-preload';
import bundlerRulesPlugin from './src/plugins/bundler-rules';
import addressesPlugin from './src/plugins/addresses';
import {encodeAddress} from './src/plugins/addresses/encode';
import pwaPlugin, {type PwaOptions} from './src/plugins/pwa';
import apiContractPlugin from './src/plugins/api-contract';
import {datedFeedItems, feedDescription} from './src/plugins/blog/feedOptions';
import pageMarkdownPlugin from './src/plugins/page-markdown';
import docCardsPlugin from './src/plugins/doc-cards';
import {i18n, taglines, appNames, blogFeedTitles, type Locale} from './src/locale';
import {localeHeadScript} from './src/locale/headScript';
import localeTextsPlugin from './src/locale/textsPlugin';
import diagramsPlugin from './src/plugins/diagrams';
import remarkDiagrams, {type RemarkDiagramsOptions} from './src/plugins/diagrams/remark';

// ---------------------------------------------------------------------------
// Environment: read once, here, into named values. The site builds and runs
// with none of them set (see README, "Configuration").
// ---------------------------------------------------------------------------
const env = process.env;
/**
 * The locale being built or served. `docusaurus start` without --locale sets
 * the variable to the string "undefined" (process.env keeps strings only):
 * anything that is not one of the site's locales means the default one.
 */
const requestedLocale = env.DOCUSAURUS_CURRENT_LOCALE ?? '';
const currentLocale = (
  (i18n.locales as readonly string[]).includes(requestedLocale)
    ? requestedLocale
    : i18n.defaultLocale
) as Locale;
const isProduction = env.NODE_ENV === 'production';
/** Rspack, SWC and Lightning CSS; DOCUSAURUS_FASTER=false builds with webpack (npm run bench). */
const useFaster = env.DOCUSAURUS_FASTER !== 'false';

/** Algolia DocSearch. Without an app id and a key, search uses the local index. */
const searchCredentials = {
  appId: env.ALGOLIA_APP_ID ?? '',
  apiKey: env.ALGOLIA_API_KEY ?? '',
  indexName: env.ALGOLIA_INDEX_NAME || 'tibillet',
  assistantId: env.ALGOLIA_ASSISTANT_ID ?? '',
  /** Results whose URL matches open as external links. */
  externalUrlRegex: env.SEARCH_EXTERNAL_URL_REGEX ?? '',
  /** "from|to": rewrite result paths (e.g. an index crawled on a staging host). */
  replacePathname: env.SEARCH_REPLACE_PATHNAME ?? '',
};
const useAlgolia = Boolean(searchCredentials.appId && searchCredentials.apiKey);

/** Plausible analytics: only in production builds, when a script URL is given. */
const analytics = {
  scriptUrl: env.ANALYTICS_SCRIPT_URL ?? '',
  domain: env.ANALYTICS_DOMAIN || 'tibillet.org',
};

const analyticsOrigin =
  isProduction && analytics.scriptUrl ? new URL(analytics.scriptUrl).origin : '';

/** Announcement bar: shown only when an id and a text are given. */
const announcement = {
  id: env.ANNOUNCEMENT_ID ?? '',
  text:
    (currentLocale === 'fr' ? env.ANNOUNCEMENT_TEXT_FR : undefined) ?? env.ANNOUNCEMENT_TEXT ?? '',
  link: env.ANNOUNCEMENT_LINK ?? '',
};

/**
 * Translated pages shown as behind their original whatever their record says
 * (comma-separated paths such as i18n/fr/docusaurus-plugin-content-docs/current/api/intro.md):
 * the test build shows the notice of a stale translation this way.
 */
const showAsOutdated = (env.SHOW_OUTDATED_TRANSLATIONS ?? '')
  .split(',')
  .map((path) => path.trim())
  .filter(Boolean);

// ---------------------------------------------------------------------------
// Site constants
// ---------------------------------------------------------------------------
const siteUrl = 'https://tibillet.org';

// ---------------------------------------------------------------------------
// Sections
// ---------------------------------------------------------------------------
/** Markdown tables: focusable, and cards on a phone when too wide (src/markdown/rehypeTables.ts). */
const tables = [
  rehypeTables,
  {
    siteDir: __dirname,
    translatedLocales: i18n.locales.filter((locale) => locale !== i18n.defaultLocale),
  },
] as [typeof rehypeTables, TablesOptions];

/**
 * Mermaid diagrams: drawn ahead of time with these settings (npm run diagrams,
 * src/plugins/diagrams), and in the browser with the same ones during
 * development. Labels are SVG text, not HTML: selectable, read by screen
 * readers, drawn the same everywhere.
 */
const mermaid = {
  theme: {light: 'neutral', dark: 'dark'},
  options: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    htmlLabels: false,
    flowchart: {htmlLabels: false},
  },
} satisfies Preset.ThemeConfig['mermaid'];

/** Production pages carry each diagram's drawing; a missing drawing fails the build. */
const diagrams = [
  remarkDiagrams,
  {siteDir: __dirname, settings: mermaid, production: isProduction},
] as [typeof remarkDiagrams, RemarkDiagramsOptions];

const markdown = {
  format: 'mdx',
  mermaid: true,
  emoji: true,
  mdx1Compat: {
    comments: true,
    admonitions: true,
    headingIds: true,
  },
  // Pages about the product say which version they were checked against;
  // a translation behind its original says so (src/markdown/frontMatter.ts).
  parseFrontMatter: createParseFrontMatter({siteDir: __dirname, showAsOutdated}),
  hooks: {
    onBrokenMarkdownLinks: 'warn',
    onBrokenMarkdownImages: 'throw',
  },
} satisfies Config['markdown'];

/**
 * "Edit this page": the page's file in the repository, its address encoded
 * like every other (the folder names of some docs hold spaces and accents).
 */
const editUrl = (path: string) => encodeAddress(`${links.sourceRepository}/edit/main/${path}`);

const docs = {
  sidebarPath: './sidebars.ts',
  routeBasePath: 'docs',
  // The file in the language read: every French page has its own file.
  editUrl: ({locale, versionDocsDirPath, docPath}) =>
    editUrl(
      locale === 'en'
        ? `${versionDocsDirPath}/${docPath}`
        : `i18n/${locale}/docusaurus-plugin-content-docs/current/${docPath}`,
    ),
  lastVersion: 'current',
  versions: {
    current: {label: 'Next'},
  },
  tags: 'tags.yml',
  onInlineTags: 'throw',
  beforeDefaultRemarkPlugins: [diagrams],
  rehypePlugins: [tables, rehypeTaskListLabels],
} satisfies Preset.Options['docs'];

const blogDescription =
  'News from TiBillet and the Code Commun cooperative: releases, venues, hardware and cooperative life.';

const blog = {
  showReadingTime: true,
  postsPerPage: 'ALL',
  blogSidebarCount: 'ALL',
  blogTitle: 'Blog',
  blogDescription,
  blogSidebarTitle: 'All posts',
  authorsMapPath: 'authors.yml',
  tags: 'tags.yml',
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  // The folder the post was read from: blog/ or its French twin under i18n/.
  editUrl: ({blogDirPath, blogPath}) => editUrl(`${blogDirPath}/${blogPath}`),
  beforeDefaultRemarkPlugins: [diagrams],
  rehypePlugins: [tables, rehypeTaskListLabels],
  // In the language of the locale being built (src/plugins/blog does the rest).
  feedOptions: {
    type: 'all',
    title: blogFeedTitles[currentLocale] ?? blogFeedTitles.en,
    description: feedDescription(__dirname, currentLocale, blogDescription),
    language: i18n.localeConfigs[currentLocale].htmlLang,
    copyright: 'CC BY-SA 4.0, Coopérative Code Commun',
    createFeedItems: datedFeedItems,
  },
} satisfies Preset.Options['blog'];

/** Tag pages, the search page and the offline page are not worth indexing. */
const sitemapIgnorePatterns = [
  '/docs/tags/**',
  '/blog/tags/**',
  '/search/**',
  '/offline/**',
].flatMap((pattern) => [pattern, `/fr${pattern}`]);

const sitemap = {
  filename: 'sitemap.xml',
  changefreq: 'weekly',
  priority: 0.5,
  ignorePatterns: sitemapIgnorePatterns,
} satisfies SitemapOptions;

const presetOptions = {
  docs,
  // Registered in `plugins`, wrapped so that its feeds speak the locale's language.
  blog: false,
  sitemap,
  pages: {beforeDefaultRemarkPlugins: [diagrams], rehypePlugins: [tables, rehypeTaskListLabels]},
  theme: {
    customCss: ['./src/css/custom.css', './src/css/tables.css'],
  },
} satisfies Preset.Options;

const navbar = {
  title: 'TiBillet',
  hideOnScroll: false,
  logo: {
    alt: 'TiBillet logo',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  items: [
    {
      to: '/docs/presentation/introduction/',
      label: 'Presentation',
      position: 'left',
      activeBaseRegex: '/docs/(category/)?presentation/',
    },
    {to: '/roadmap/', label: 'Features', position: 'left'},
    {
      to: '/docs/category/documentation-utilisateur/',
      label: 'User guides',
      position: 'left',
      activeBaseRegex: '/docs/(category/documentation-utilisateur|Utilisateur)/',
    },
    {type: 'docsVersionDropdown', position: 'left'},
    {type: 'custom-createSpace', position: 'right'},
    {type: 'localeDropdown', position: 'right'},
    {href: links.github, label: 'GitHub', position: 'right'},
  ],
} satisfies Preset.ThemeConfig['navbar'];

const footer = {
  style: 'dark',
  links: [
    {
      title: 'Docs',
      items: [
        // The documentation root: no other link leads to it.
        {label: 'Overview', to: '/docs/'},
        {label: 'User guides', to: '/docs/category/documentation-utilisateur/'},
        {label: 'API', to: '/docs/api/intro/'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Discord', href: links.discord},
        {label: 'Mastodon', href: links.mastodon},
        {label: 'Matrix', href: links.matrix},
        {label: 'Contact', href: links.contactMail},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Blog', to: '/blog/'},
        {label: 'Cooperative blog', href: links.cooperativeBlog},
        {label: 'GitHub', href: links.github},
        {label: 'Terms', to: '/cgucgv/'},
      ],
    },
  ],
  logo: {
    alt: 'Coopérative Code Commun',
    src: 'img/cooperative.svg',
    href: links.cooperativeSite,
    width: 200,
    height: 48,
  },
  copyright: '© 2024 Coopérative Code Commun, a cooperative society of common interest.',
} satisfies Preset.ThemeConfig['footer'];

/**
 * Always set, so that the DocSearch theme, its /search/ page and its
 * translations load. Without credentials the app id and key are unused
 * placeholders: the SearchBar and SearchPage swizzles then use the local index.
 */
const algolia = {
  appId: useAlgolia ? searchCredentials.appId : 'LOCAL',
  apiKey: useAlgolia ? searchCredentials.apiKey : 'LOCAL',
  indexName: searchCredentials.indexName,
  contextualSearch: true,
  searchPagePath: 'search',
  ...(searchCredentials.externalUrlRegex
    ? {externalUrlRegex: searchCredentials.externalUrlRegex}
    : {}),
  ...(searchCredentials.replacePathname.includes('|')
    ? {
        replaceSearchResultPathname: {
          from: searchCredentials.replacePathname.split('|')[0],
          to: searchCredentials.replacePathname.split('|')[1],
        },
      }
    : {}),
  ...(useAlgolia && searchCredentials.assistantId ? {askAi: searchCredentials.assistantId} : {}),
} satisfies Preset.ThemeConfig['algolia'];

/**
 * Offline reading (src/plugins/pwa): the offline copy a reader asks for, in
 * the reader's language (`pages`, and the search's files, which must match
 * `searchFiles`), and the shell any visit saves (`shell`: the offline page).
 * The rest of the site is kept as it is read.
 */
const pwa = {
  pages: ['/', '/docs/**', '!/docs/tags/**', '/roadmap/', '/cgucgv/', '/search/', '/offline/'],
  shell: ['/offline/'],
  searchFiles: useAlgolia ? [] : [`${indexFolder}/**`],
  ...(appNames[currentLocale] ?? appNames.en),
  description: taglines[currentLocale] ?? taglines.en,
  themeColor: '#0b6e64',
  backgroundColor: '#ffffff',
} satisfies PwaOptions;

const themeConfig = {
  image: 'img/social-card.png',
  metadata: [{name: 'twitter:card', content: 'summary_large_image'}],
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    respectPrefersColorScheme: false,
  },
  docs: {
    sidebar: {
      hideable: false,
      autoCollapseCategories: false,
    },
  },
  tableOfContents: {
    minHeadingLevel: 2,
    maxHeadingLevel: 3,
  },
  navbar,
  footer,
  mermaid,
  prism: {
    theme: accessibleTheme(prismThemes.github),
    darkTheme: accessibleTheme(prismThemes.dracula),
    // json and python come with prism-react-renderer.
    additionalLanguages: ['bash', 'yaml', 'ini', 'nginx'],
  },
  algolia,
  ...(announcement.id && announcement.text
    ? {
        announcementBar: {
          id: announcement.id,
          content: announcement.link
            ? `<a href="${escapeHtml(announcement.link)}">${escapeHtml(announcement.text)}</a>`
            : escapeHtml(announcement.text),
          isCloseable: true,
        },
      }
    : {}),
} satisfies Preset.ThemeConfig;

/** Structured data: the organisation, and the site in its two languages. */
const structuredData = {
  '@context': 'https://schema.org',
  '@graph': [
    {
      '@type': 'Organization',
      '@id': `${siteUrl}/#organization`,
      name: 'TiBillet',
      url: `${siteUrl}/`,
      logo: `${siteUrl}/img/logo.svg`,
      email: 'contact@tibillet.re',
      parentOrganization: {
        '@type': 'Organization',
        name: 'Coopérative Code Commun',
        url: links.cooperativeSite,
      },
      sameAs: [links.github, links.mastodon, links.discord],
    },
    {
      '@type': 'WebSite',
      '@id': `${siteUrl}/#website-en`,
      url: `${siteUrl}/`,
      name: 'TiBillet',
      inLanguage: i18n.localeConfigs.en.htmlLang,
      publisher: {'@id': `${siteUrl}/#organization`},
      workTranslation: {'@id': `${siteUrl}/#website-fr`},
    },
    {
      '@type': 'WebSite',
      '@id': `${siteUrl}/#website-fr`,
      url: `${siteUrl}/fr/`,
      name: 'TiBillet',
      inLanguage: i18n.localeConfigs.fr.htmlLang,
      publisher: {'@id': `${siteUrl}/#organization`},
      translationOfWork: {'@id': `${siteUrl}/#website-en`},
    },
  ],
};

const headTags: Config['headTags'] = [
  // An address with a malformed escape (such as /docs/%E0%A4%A/) made the
  // router throw before the page could start: escape the stray "%" so that
  // the not-found page shows and works.
  {
    tagName: 'script',
    attributes: {},
    innerHTML:
      'try{decodeURI(location.pathname)}catch(e){history.replaceState(history.state,"",location.pathname.replace(/%/g,"%25")+location.search+location.hash)}',
  },
  // Docusaurus 3.9.1 hides a dismissed announcement before React runs
  // without checking its id, so a new announcement stayed hidden on the
  // first page a visitor opened. Mark a new id so that custom.css shows it.
  ...(announcement.id && announcement.text
    ? [
        {
          tagName: 'script',
          attributes: {},
          innerHTML: `try{if(localStorage.getItem('docusaurus.announcement.id')!==${JSON.stringify(
            announcement.id,
          )})document.documentElement.setAttribute('data-announcement-new','true')}catch(e){}`,
        },
      ]
    : []),
  // Between the two inline scripts, so that the minifier does not merge
  // them: the French pages must carry the very same announcement script
  // (see src/plugins/csp).
  {
    tagName: 'script',
    attributes: {type: 'application/ld+json'},
    innerHTML: JSON.stringify(structuredData),
  },
  // English pages only: French 404 on French URLs, and language detection.
  ...(currentLocale === 'en'
    ? [{tagName: 'script', attributes: {}, innerHTML: localeHeadScript()}]
    : []),
];

const config = {
  title: 'TiBillet',
  tagline: taglines[currentLocale] ?? taglines.en,
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: true,
  organizationName: 'TiBillet',
  projectName: 'documentation_v2',

  // The banner warns about a wrong baseUrl; ours is right, and tested.
  baseUrlIssueBanner: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: false,
    },
    // Rspack, SWC and Lightning CSS. Rspack's persistent cache is off: it
    // keeps Markdown links resolved against the files that existed when a page
    // was first compiled, so a link to a newly added page is reported broken
    // until the cache is cleared.
    experimental_faster: useFaster
      ? {
          swcJsLoader: true,
          swcJsMinimizer: true,
          swcHtmlMinimizer: true,
          lightningCssMinimizer: true,
          mdxCrossCompilerCache: true,
          rspackBundler: true,
          rspackPersistentCache: false,
          ssgWorkerThreads: true,
        }
      : false,
  },

  i18n,
  markdown,
  headTags,
  scripts:
    isProduction && analytics.scriptUrl
      ? [{src: analytics.scriptUrl, defer: true, 'data-domain': analytics.domain}]
      : [],
  clientModules: [
    './src/clientModules/storageFallback.ts',
    './src/locale/rememberChoice.ts',
    './src/clientModules/chunkErrors.ts',
    './src/clientModules/stackedTables.ts',
  ],
  themes: ['@docusaurus/theme-mermaid'],
  plugins: [
    function bundlerRulesPluginWithOptions(context: LoadContext) {
      return bundlerRulesPlugin(context, {localSearch: !useAlgolia});
    },
    localeTextsPlugin,
    addressesPlugin,
    // By path: Docusaurus then validates the options with the module's
    // validateOptions, the stock blog plugin's.
    ['./src/plugins/blog/index.ts', blog],
    apiContractPlugin,
    function diagramsPluginWithOptions(context: LoadContext) {
      return diagramsPlugin(context, {settings: mermaid, production: isProduction});
    },
    pageMarkdownPlugin,
    docCardsPlugin,
    ...(useAlgolia ? [] : [searchIndexPlugin]),
    routePreloadPlugin,
    function pwaPluginWithOptions(context: LoadContext) {
      return pwaPlugin(context, pwa);
    },
    function cspPluginWithOptions(context: LoadContext) {
      return cspPlugin(context, {
        scriptOrigins: analyticsOrigin ? [analyticsOrigin] : [],
        connectOrigins: [
          ...(analyticsOrigin ? [analyticsOrigin] : []),
          ...(useAlgolia
            ? ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io']
            : []),
        ],
      });
    },
  ],
  presets: [['classic', presetOptions]],
  themeConfig,
} satisfies Config;

export default config;
