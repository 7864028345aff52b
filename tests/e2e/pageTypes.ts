/**
 * One page of each kind the site builds, the same path in both languages:
 * the layout invariants (layout.spec.ts), the screenshots
 * (tests/visual/) and the print test go through this list.
 */
export type PageType = {
  /** Short name, used in test titles and screenshot file names. */
  name: string;
  /** Path under the locale's prefix. */
  path: string;
  /** A page with a table of contents on a wide screen. */
  toc?: boolean;
  /** A page with a sidebar on a wide screen (docs, blog posts). */
  sidebar?: boolean;
  /** The page answers with this status (the not-found page). */
  status?: number;
  /**
   * The page has no navbar, so no colour mode toggle: it follows the mode
   * chosen earlier on another page (the offline page, which runs no code).
   */
  noNavbar?: boolean;
};

export const pageTypes: PageType[] = [
  {name: 'home', path: '/'},
  {name: 'roadmap', path: '/roadmap/'},
  {name: 'terms', path: '/cgucgv/', toc: true},
  {name: 'docs-landing', path: '/docs/'},
  {name: 'category', path: '/docs/category/caisse-enregistreuse/'},
  // A doc page with tables, code tabs and a Mermaid diagram.
  {name: 'doc-tables-tabs-mermaid', path: '/docs/api/reservations/', toc: true, sidebar: true},
  {name: 'api', path: '/docs/api/events/', toc: true, sidebar: true},
  // The long user guide on which the table of contents used to scroll away.
  {name: 'guide', path: '/docs/Utilisateur/Cashless/cashback/', toc: true, sidebar: true},
  {name: 'tags', path: '/docs/tags/'},
  {name: 'tag', path: '/docs/tags/cashless/'},
  {name: 'blog', path: '/blog/'},
  {
    name: 'blog-post',
    path: '/blog/2025/03/18/festival-bar-cashless-checklist/',
    toc: true,
    sidebar: true,
  },
  {name: 'search', path: '/search/?q=stripe'},
  // What the service worker shows for a page it has not saved, when offline.
  {name: 'offline', path: '/offline/', noNavbar: true},
  {name: 'not-found', path: '/no/such/page/', status: 404},
];
