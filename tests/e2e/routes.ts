/**
 * The routes the site must have, in English at / and in French under /fr/.
 * A page missing from the build, or present only in English, fails a test.
 * Add a docs page here when you add it to docs/.
 */
export const locales = [
  {locale: 'en', prefix: '', htmlLang: 'en-GB'},
  {locale: 'fr', prefix: '/fr', htmlLang: 'fr-FR'},
] as const;

export type Locale = (typeof locales)[number];

/** Pages written in src/pages (and the blog index). */
export const pageRoutes = ['/', '/roadmap/', '/cgucgv/', '/docs/', '/blog/'];

/** Generated category index pages: /docs/category/<slug>/. */
export const categorySlugs = [
  'presentation',
  'documentation-utilisateur',
  'caisse-enregistreuse',
  'billetterie',
  'adhésion--abonnements',
  'federation',
  'trucs-et-astuces',
  'diy',
  'raspberry-box',
  'software',
  'hardware',
  'contributing',
  'research',
  'api',
  'recipes',
];

/** Docs pages, by route under /docs/ (not by file name). */
export const docRoutes = [
  'presentation/demonstration',
  'presentation/i_am_a_collective',
  'presentation/i_am_an_audience',
  'presentation/introduction',
  'presentation/philosophy',
  'presentation/rates',
  'presentation/uses',
  'Utilisateur/Billetterie/Add_administrator_member',
  'Utilisateur/Billetterie/admin_add_new_event',
  'Utilisateur/Billetterie/admin_add_new_free_event',
  'Utilisateur/Billetterie/admin_add_new_ticket',
  'Utilisateur/Billetterie/admin_duplicate_event',
  'Utilisateur/Billetterie/admin_ticketing_add_event',
  'Utilisateur/Billetterie/create_a_ticket_manually',
  'Utilisateur/Billetterie/creating-spaces-without-stripe',
  'Utilisateur/Billetterie/creation_of_the_collective_space',
  'Utilisateur/Billetterie/formbricks_settings',
  'Utilisateur/Billetterie/iframe',
  'Utilisateur/Billetterie/image_mechanism',
  'Utilisateur/Billetterie/moderation',
  'Utilisateur/Billetterie/newsletter',
  'Utilisateur/Billetterie/rss',
  'Utilisateur/Billetterie/scanning-app',
  'Utilisateur/Billetterie/stripe',
  'Utilisateur/Billetterie/stripe-invoice',
  'Utilisateur/Billetterie/ticket-scanning',
  'Utilisateur/Billetterie/user_management',
  'Utilisateur/Billetterie/webhook',
  'Utilisateur/Adhésion et abonnement/Mandatory_membership',
  'Utilisateur/Adhésion et abonnement/admin_add_new_membership',
  'Utilisateur/Adhésion et abonnement/create_a_membership_manually',
  'Utilisateur/Adhésion et abonnement/iframe',
  'Utilisateur/Adhésion et abonnement/import_export',
  'Utilisateur/Adhésion et abonnement/preferential_tariff',
  'Utilisateur/Federation/create_or_join',
  'Utilisateur/Federation/how_federations_work',
  'Utilisateur/my_account',
  'Utilisateur/Cashless/Refund',
  'Utilisateur/Cashless/admin_add_article',
  'Utilisateur/Cashless/admin_add_categorie',
  'Utilisateur/Cashless/admin_add_pos',
  'Utilisateur/Cashless/admin_add_primary',
  'Utilisateur/Cashless/admin_space',
  'Utilisateur/Cashless/admin_supp',
  'Utilisateur/Cashless/android',
  'Utilisateur/Cashless/badge',
  'Utilisateur/Cashless/closures',
  'Utilisateur/Cashless/cashback',
  'Utilisateur/Cashless/fidelity',
  'Utilisateur/Cashless/impression_preparation',
  'Utilisateur/Cashless/order',
  'Utilisateur/Cashless/special_articles',
  'Utilisateur/Cashless/sunmi-printers',
  'Utilisateur/Cashless/ventilation',
  'api/apikey',
  'api/events',
  'api/intro',
  'api/products',
  'api/reservations',
  'api/scan-ticket',
  'api/tenants',
  'api/wallets',
  'install/Raspberry Box/Hardware/10inch',
  'install/Raspberry Box/Hardware/7inchBackFix',
  'install/Raspberry Box/Hardware/Goal',
  'install/Raspberry Box/Hardware/lazer_cut',
  'install/Raspberry Box/Hardware/wiring',
  'install/Raspberry Box/Software/laboutik',
  'install/Raspberry Box/Software/raspberry_OS',
  'install/docker_install',
  'install/operator_commands',
  'contribute/development',
  'Tips/facebook',
  'work-doc/design',
  'work-doc/user-stories',
  'glossary',
  'recipes/festival-pass-with-membership',
  'recipes/pay-what-you-want-at-the-door',
  'recipes/several-closures-a-day',
  'recipes/cash-sale-in-lespass',
  'recipes/export-sales-per-product',
  'recipes/replace-a-lost-card',
  'recipes/membership-and-top-up-at-the-till',
  'recipes/give-back-a-cup-deposit',
  'recipes/move-off-api-v1',
  'recipes/sell-tickets-at-the-till',
  'recipes/reports-by-email',
  'recipes/offer-a-membership',
];

export const docPath = (route: string) => `/docs/${route}/`;
export const categoryPath = (slug: string) => `/docs/category/${slug}/`;

/** The URL of a path in a locale, percent-encoded as a browser sends it. */
export const localized = (locale: Locale, path: string) => encodeURI(`${locale.prefix}${path}`);
