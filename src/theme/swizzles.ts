/**
 * Every theme component the site swizzles: the one list that the files'
 * headers, src/theme/README.md and tests/unit/swizzles.test.ts read.
 *
 * - `wrap`: imports `@theme-original/<component>` and adds to it.
 * - `eject`: a copy of upstream's source, changed only inside blocks marked
 *   `TiBillet:` (README.md says how they are written); the test rebuilds
 *   upstream's file from it and compares it with the installed package's.
 * - `replace`: written here from nothing, in place of a component meant to be
 *   replaced (the theme-fallback `Loading`).
 *
 * `version` is the version of `package` the component was last checked
 * against: on an upgrade, check each one, then change its version.
 */

export type SwizzleKind = 'wrap' | 'eject' | 'replace';

export type Swizzle = {
  /** Its name under `@theme/`, and its path under src/theme/. */
  component: string;
  kind: SwizzleKind;
  /** The package whose component it wraps, copies or replaces. */
  package:
    | '@docusaurus/theme-classic'
    | '@docusaurus/theme-search-algolia'
    | '@docusaurus/theme-mermaid'
    | '@docusaurus/core';
  version: string;
  /** Why the stock component would not do. */
  why: string;
};

export const swizzles: Swizzle[] = [
  {
    component: 'NavbarItem/ComponentTypes',
    kind: 'replace',
    package: '@docusaurus/theme-classic',
    version: '3.9.1',
    why: 'The navbar item types this navbar uses: the stock default, localeDropdown, search, dropdown and html items, the `custom-createSpace` type (the "Create your space" call to action), and `docsVersionDropdown` as a menu of versions even with the single version "Next" (src/components/DocsVersionMenu): a menu button named "Documentation version: Next", never styled as the active item. The stock map also brought the docs plugin\'s doc, docSidebar and docsVersion items and its version dropdown, which the navbar does not configure, into every page (about 2 KB gzip); tests/unit/config.test.ts checks that every navbar item has its type here.',
  },
  {
    component: 'Footer/Logo',
    kind: 'wrap',
    package: '@docusaurus/theme-classic',
    version: '3.9.1',
    why: 'The footer\'s logo with `loading="lazy"`: it is below the fold on every page (a logo with a dark-mode variant keeps the stock component).',
  },
  {
    component: 'Footer/Copyright',
    kind: 'wrap',
    package: '@docusaurus/theme-classic',
    version: '3.9.1',
    why: "Adds the licence line, with links, under the configured copyright in both footer layouts (the config's copyright is a plain translated string).",
  },
  {
    component: 'Footer/Layout',
    kind: 'wrap',
    package: '@docusaurus/theme-classic',
    version: '3.9.1',
    why: 'After the footer\'s links, in both footer layouts, the offline copy\'s control (src/components/OfflineCopy): "Save these docs for offline use", with its size, progress and a way to remove the copy, which a first visit no longer saves unasked. Production builds only (no service worker in npm start).',
  },
  {
    component: 'ColorModeToggle',
    kind: 'wrap',
    package: '@docusaurus/theme-classic',
    version: '3.9.1',
    why: 'Announces the new colour mode to screen readers in a live region; the stock toggle only changes its aria-label, which is not read out after a click.',
  },
  {
    component: 'SearchBar',
    kind: 'wrap',
    package: '@docusaurus/theme-search-algolia',
    version: '3.9.1',
    why: "Algolia's DocSearch bar when credentials are set; otherwise the same modal over the local index (see src/search/README.md), with no request leaving the site: LocalSearchBar.tsx, in every page, is the button and the keyboard shortcuts; LocalSearchModal.tsx, the modal with its stylesheet, the search client and DocSearch's translations, loads when a reader reaches for search. With the local search the stock Algolia bar is left out of the bundle (bundler rule algolia-off).",
  },
  {
    component: 'SearchPage',
    kind: 'wrap',
    package: '@docusaurus/theme-search-algolia',
    version: '3.9.1',
    why: "Algolia's search page when credentials are set; otherwise /search/ over the local index (LocalSearchPage.tsx): the pages found, ten at a time, and the other language's best pages in their own group. Its frame, heading and form are prerendered; the status line keeps one height, so the results below it do not move. With the local search, DocSearch's Algolia results page and algoliasearch-helper are left out of the bundle (bundler rule algolia-off).",
  },
  {
    component: 'Tabs',
    kind: 'eject',
    package: '@docusaurus/theme-classic',
    version: '3.9.1',
    why: 'Tabs are not rebuilt once the page is hydrated: upstream remounts every group (a "temporary fix" for facebook/docusaurus#5653), which on the API guides rebuilt dozens of code blocks at start-up (API events page: Lighthouse TBT 430–590 → 250–330 ms). The tab kept in storage or the query string is still applied after hydration by useTabs. Each tab names its panel (aria-controls) and each panel its tab (aria-labelledby), with ids from useId(), unique in the page: without them the W3C checker reports an error ("Every active role=tab element must have a corresponding tabpanel"). The keyboard follows the WAI-ARIA tabs pattern with manual activation, as upstream (arrows move and wrap round, Home and End, Enter or Space selects). Groups are lazy unless they say otherwise (upstream: all panels rendered, the others hidden): a page sends only the selected tab\'s code, and the other tabs name no panel. The API events page\'s HTML went from 34.5 to 24.2 KB gzip (first load 233.6 → 223.6 KB); the Markdown copies take the other tabs\' code from the page\'s source (src/plugins/page-markdown) and are unchanged.',
  },
  {
    component: 'TabItem',
    kind: 'eject',
    package: '@docusaurus/theme-classic',
    version: '3.9.1',
    why: 'The panel takes its id and aria-labelledby from Tabs (upstream passes only hidden and className on).',
  },
  {
    component: 'SiteMetadata',
    kind: 'eject',
    package: '@docusaurus/theme-classic',
    version: '3.9.1',
    why: 'The canonical address and og:url are written encoded, like the sitemap\'s; the not-found page declares neither a canonical address nor hreflang alternates (upstream declared "/404.html/", which is no page). Whether a path is a page comes from src/plugins/addresses/isPage.ts.',
  },
  {
    component: 'MDXComponents/A',
    kind: 'wrap',
    package: '@docusaurus/theme-classic',
    version: '3.9.1',
    why: "A Markdown link to another site is written encoded (the Matrix room's # inside the fragment); links within the site are encoded by the router (src/plugins/addresses).",
  },
  {
    component: 'BlogPostPage/StructuredData',
    kind: 'eject',
    package: '@docusaurus/theme-classic',
    version: '3.9.1',
    why: 'The structured data names the site\'s pages as their canonical links do: trailing slash, encoded (withPageAddresses); upstream wrote "/blog" without the slash, an address that redirects.',
  },
  {
    component: 'BlogListPage/StructuredData',
    kind: 'eject',
    package: '@docusaurus/theme-classic',
    version: '3.9.1',
    why: 'As BlogPostPage/StructuredData, for the blog index.',
  },
  {
    component: 'DocBreadcrumbs/StructuredData',
    kind: 'eject',
    package: '@docusaurus/theme-classic',
    version: '3.9.1',
    why: 'As BlogPostPage/StructuredData, for the breadcrumbs: upstream wrote the category pages without the slash.',
  },
  {
    component: 'BlogPostItem/Footer/ReadMoreLink',
    kind: 'eject',
    package: '@docusaurus/theme-classic',
    version: '3.9.1',
    why: 'The "Read more" link\'s name is what it shows followed by the post\'s title in a text hidden from view ("Read more about …", "Lire la suite de l\'article « … »"), instead of an aria-label in other words: a voice-control user says what they see (WCAG 2.5.3), and the link text no longer reads "Read more" alone (Lighthouse SEO).',
  },
  {
    component: 'BlogArchivePage',
    kind: 'eject',
    package: '@docusaurus/theme-classic',
    version: '3.9.1',
    why: "The years are headings of level 2 under the page's title (level 3 skipped a level: a W3C checker error, and a gap in the outline screen readers navigate by); the page's header is inside <main> (outside, it was a second banner landmark: axe); the English description says what the page holds.",
  },
  {
    component: 'BlogListPage',
    kind: 'eject',
    package: '@docusaurus/theme-classic',
    version: '3.9.1',
    why: 'Gives the blog index a heading (title and description), and links to the archive and the authors page, which no link reached.',
  },
  {
    component: 'TagsListByLetter',
    kind: 'eject',
    package: '@docusaurus/theme-classic',
    version: '3.9.1',
    why: "The tags index files an accented initial under its letter (« Évènements » under E, « Île » under I, as a French index does; upstream gives É and Î letters of their own), so that each letter's id is plain ASCII. Its letters are in a <div>, not a <section> without a heading.",
  },
  {
    component: 'DocCategoryGeneratedIndexPage',
    kind: 'wrap',
    package: '@docusaurus/theme-classic',
    version: '3.9.1',
    why: "Hands its cards the descriptions that come with the category page's own data (src/plugins/doc-cards), through src/components/DocCards: the version's data every docs page loads no longer carries each doc's title and description (7.6 -> 3.0 KB gzip).",
  },
  {
    component: 'DocCard',
    kind: 'wrap',
    package: '@docusaurus/theme-classic',
    version: '3.9.1',
    why: "A card of a doc takes its description from the category page's data (src/components/DocCards) when its sidebar item has none, instead of from the version's data, which no longer carries it (src/plugins/doc-cards).",
  },
  {
    component: 'DocTagsListPage',
    kind: 'wrap',
    package: '@docusaurus/theme-classic',
    version: '3.9.1',
    why: "A description in the page's language (upstream gives the page none), through src/components/WithDescription.",
  },
  {
    component: 'BlogTagsListPage',
    kind: 'wrap',
    package: '@docusaurus/theme-classic',
    version: '3.9.1',
    why: "As DocTagsListPage, for the blog's tags.",
  },
  {
    component: 'Blog/Pages/BlogAuthorsListPage',
    kind: 'wrap',
    package: '@docusaurus/theme-classic',
    version: '3.9.1',
    why: "As DocTagsListPage, for the blog's authors.",
  },
  {
    component: 'NotFound',
    kind: 'wrap',
    package: '@docusaurus/theme-classic',
    version: '3.9.1',
    why: 'As DocTagsListPage, for the not-found page.',
  },
  {
    component: 'DocItem/Content',
    kind: 'wrap',
    package: '@docusaurus/theme-classic',
    version: '3.9.1',
    why: 'Under the title, one line: on the left, for a page about the product, the "Checked against" line (src/components/CheckedAgainst: which version of which product the page was checked against, and when, from its checked_against front matter); on the right, the page\'s menu (src/components/PageMenu: copy the page as Markdown, open its Markdown copy, report a mistake). Below it, on a translation behind its original, the notice that says so (src/components/TranslationNotice, decided at build time by src/markdown/frontMatter.ts). All three are kept from the prerender (src/components/PageTools): a page loaded from the server carries no code for them.',
  },
  {
    component: 'DocItem/Footer',
    kind: 'wrap',
    package: '@docusaurus/theme-classic',
    version: '3.9.1',
    why: 'Under the stock footer, how to report a mistake on the page: an issue on GitHub or a mail to the cooperative, both prefilled at build time (src/components/ReportWrongPage), kept from the prerender (src/components/PageTools).',
  },
  {
    component: 'BlogPostItem/Content',
    kind: 'wrap',
    package: '@docusaurus/theme-classic',
    version: '3.9.1',
    why: "On a post's own page, the notice of a translation behind its original, above the post's text and outside the container the feeds copy.",
  },
  {
    component: 'TOC',
    kind: 'wrap',
    package: '@docusaurus/theme-classic',
    version: '3.9.1',
    why: "Puts the table of contents in a navigation landmark, and makes that landmark the box that sticks below the navbar (styles.module.css, the stock box's position): inside a landmark of its own height, the stock sticky box had no room to stick and scrolled away with the page.",
  },
  {
    component: 'CodeBlock/Line',
    kind: 'wrap',
    package: '@docusaurus/theme-classic',
    version: '3.9.1',
    why: "A line of a highlighted code block without upstream's inline colour on every line: the block's <pre> has that colour, and the line inherits it (about 1.6 KB gzip of /docs/api/events/).",
  },
  {
    component: 'CodeBlock/Line/Token',
    kind: 'replace',
    package: '@docusaurus/theme-classic',
    version: '3.9.1',
    why: 'A plain token of a highlighted code block is written as its text, without the uncoloured <span class="token plain"> upstream puts around it: the prerendered examples of the API pages lose a third of their HTML (about 4.9 KB gzip on /docs/api/events/). Coloured tokens are as upstream.',
  },
  {
    component: 'Loading',
    kind: 'replace',
    package: '@docusaurus/core',
    version: '3.9.1',
    why: "The loading error and its Retry button, translated and in the site's alert style (a theme-fallback component; the stock one is in English, with inline styles).",
  },
  {
    component: 'Mermaid',
    kind: 'wrap',
    package: '@docusaurus/theme-mermaid',
    version: '3.9.1',
    why: "In a production build, shows the diagram drawn ahead of time (src/plugins/diagrams): its SVG is in the page's HTML (drawing.server.tsx), kept as it is in the browser, or loaded as a chunk of its own on a page reached without a reload (drawing.browser.tsx); no Mermaid code. In development, the stock component draws it in the browser (live.tsx, left out of production builds). A diagram whose text is drawn under 10 px high gets an Enlarge button (src/components/Enlargeable).",
  },
  {
    component: 'MDXComponents/Img',
    kind: 'wrap',
    package: '@docusaurus/theme-classic',
    version: '3.9.1',
    why: 'An SVG image in Markdown gets the same Enlarge button when its text is drawn under 10 px high; other images are the stock component.',
  },
  {
    component: 'CodeBlock',
    kind: 'wrap',
    package: '@docusaurus/theme-classic',
    version: '3.9.1',
    why: 'Loads the highlighter (Prism and its extra languages: bash, YAML, INI, nginx) only on pages with code, once a code block comes within about a screen of the reader; then every block of the page uses it. Prerendered blocks keep their HTML while it loads, or if it cannot (see src/plugins/bundler-rules).',
  },
];
