import {translate} from '@docusaurus/Translate';
import texts from '@locale-texts/roadmap.json';

/**
 * The features and roadmap of TiBillet: one list for both languages. Each
 * feature's structure (area, status, docs page) lives here once. Its title
 * and description live in src/data/texts/<locale>/roadmap.json, keyed by the
 * feature's id: each language's build bundles its own texts, in the roadmap
 * page's code only (src/locale/textsPlugin.ts), where translate() would put
 * every French text in the code of every French page.
 * Tested by tests/unit/data.test.ts.
 */

export const statuses = ['done', 'in-progress', 'planned'] as const;
export type Status = (typeof statuses)[number];

export const areaIds = [
  'pos',
  'catering',
  'membership',
  'ticketing',
  'cashless',
  'time',
  'loyalty',
  'federation',
  'hardware',
  'api',
] as const;
export type AreaId = (typeof areaIds)[number];

export type Area = {id: AreaId; title: string};

export type RoadmapFeature = {
  /** Stable id: never change it, links and translations depend on it. */
  id: string;
  area: AreaId;
  status: Status;
  /** Route of the docs page that explains the feature, if any. */
  docs?: string;
  /**
   * For a feature marked done: where today's product code does it,
   * "TiBillet/<repository>:<path>" (read in the checkouts the pages are
   * checked against). A feature the code does not ship stays in progress.
   */
  source?: string;
  title: string;
  description: string;
};

export const statusLabels: Record<Status, string> = {
  done: translate({id: 'roadmap.status.done', message: 'Done'}),
  'in-progress': translate({id: 'roadmap.status.inProgress', message: 'In progress'}),
  planned: translate({id: 'roadmap.status.planned', message: 'Planned'}),
};

export const areas: Area[] = [
  {id: 'pos', title: translate({id: 'roadmap.area.pos', message: 'Point of sale'})},
  {id: 'catering', title: translate({id: 'roadmap.area.catering', message: 'Catering orders'})},
  {
    id: 'membership',
    title: translate({id: 'roadmap.area.membership', message: 'Memberships and subscriptions'}),
  },
  {
    id: 'ticketing',
    title: translate({id: 'roadmap.area.ticketing', message: 'Ticketing, agenda and booking'}),
  },
  {
    id: 'cashless',
    title: translate({id: 'roadmap.area.cashless', message: 'Cashless and the card'}),
  },
  {
    id: 'time',
    title: translate({id: 'roadmap.area.time', message: 'Time currency and volunteering'}),
  },
  {
    id: 'loyalty',
    title: translate({id: 'roadmap.area.loyalty', message: 'Loyalty, cashback and refunds'}),
  },
  {
    id: 'federation',
    title: translate({id: 'roadmap.area.federation', message: 'Federation between venues'}),
  },
  {id: 'hardware', title: translate({id: 'roadmap.area.hardware', message: 'Hardware'})},
  {id: 'api', title: translate({id: 'roadmap.area.api', message: 'API and integrations'})},
];

type FeatureStructure = Omit<RoadmapFeature, 'title' | 'description'>;

const structure: FeatureStructure[] = [
  {
    id: 'pos-points-of-sale',
    area: 'pos',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/admin_add_pos/',
    source: 'TiBillet/LaBoutik:APIcashless/models.py',
  },
  {
    id: 'pos-articles-categories',
    area: 'pos',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/admin_add_article/',
    source: 'TiBillet/LaBoutik:APIcashless/models.py',
  },
  {
    id: 'pos-primary-cards',
    area: 'pos',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/admin_add_primary/',
    source: 'TiBillet/LaBoutik:APIcashless/models.py',
  },
  {
    id: 'pos-android-app',
    area: 'pos',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/android/',
    source:
      'TiBillet/client-android-cashless-LaBoutik:mobile-app/www/assets/js/modules/templateRender.js',
  },
  {
    id: 'pos-payment-corrections',
    area: 'pos',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/ventilation/',
    source: 'TiBillet/LaBoutik:administration/adminstaff.py',
  },
  {
    id: 'pos-z-report',
    area: 'pos',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/sunmi-printers/',
    source: 'TiBillet/LaBoutik:administration/ticketZ_V4.py',
  },
  {id: 'pos-french-certification', area: 'pos', status: 'in-progress'},
  {id: 'pos-lespass-rebuild', area: 'pos', status: 'in-progress'},
  {id: 'pos-accounting-exports', area: 'pos', status: 'in-progress'},
  {id: 'pos-stock', area: 'pos', status: 'in-progress'},
  {id: 'pos-training-mode', area: 'pos', status: 'planned'},
  {
    id: 'catering-table-service',
    area: 'catering',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/order/',
    source: 'TiBillet/LaBoutik:APIcashless/models.py',
  },
  {
    id: 'catering-order-status',
    area: 'catering',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/order/',
    source: 'TiBillet/LaBoutik:APIcashless/models.py',
  },
  {
    id: 'catering-preparation-printing',
    area: 'catering',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/impression_preparation/',
    source: 'TiBillet/LaBoutik:epsonprinter/tasks.py',
  },
  {
    id: 'catering-bulk-deletion',
    area: 'catering',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/admin_supp/',
    source: 'TiBillet/LaBoutik:administration/adminstaff.py',
  },
  {id: 'catering-tables-new-till', area: 'catering', status: 'in-progress'},
  {id: 'catering-advanced-mode', area: 'catering', status: 'planned'},
  {
    id: 'membership-products',
    area: 'membership',
    status: 'done',
    docs: '/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/',
    source: 'TiBillet/Lespass:Administration/admin/products.py',
  },
  {
    id: 'membership-manual',
    area: 'membership',
    status: 'done',
    docs: '/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/',
    source: 'TiBillet/Lespass:Administration/admin_tenant.py',
  },
  {
    id: 'membership-preferential-rate',
    area: 'membership',
    status: 'done',
    docs: '/docs/Utilisateur/Adhésion et abonnement/preferential_tariff/',
    source: 'TiBillet/Lespass:BaseBillet/models.py',
  },
  {
    id: 'membership-mandatory',
    area: 'membership',
    status: 'done',
    docs: '/docs/Utilisateur/Adhésion et abonnement/Mandatory_membership/',
    source: 'TiBillet/Lespass:BaseBillet/models.py',
  },
  {
    id: 'membership-import-export',
    area: 'membership',
    status: 'done',
    docs: '/docs/Utilisateur/Adhésion et abonnement/import_export/',
    source: 'TiBillet/Lespass:Administration/importers/membership_importers.py',
  },
  {
    id: 'membership-embed',
    area: 'membership',
    status: 'done',
    docs: '/docs/Utilisateur/Adhésion et abonnement/iframe/',
    source: 'TiBillet/Lespass:BaseBillet/views.py',
  },
  {
    id: 'membership-at-till',
    area: 'membership',
    status: 'done',
    source: 'TiBillet/LaBoutik:webview/views.py',
  },
  {id: 'membership-kiosk', area: 'membership', status: 'planned'},
  {
    id: 'ticketing-collective-space',
    area: 'ticketing',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/creation_of_the_collective_space/',
    source: 'TiBillet/Lespass:onboard/views.py',
  },
  {
    id: 'ticketing-without-stripe',
    area: 'ticketing',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/creating-spaces-without-stripe/',
    source: 'TiBillet/Lespass:BaseBillet/models.py',
  },
  {
    id: 'ticketing-events',
    area: 'ticketing',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/admin_add_new_event/',
    source: 'TiBillet/Lespass:Administration/admin_tenant.py',
  },
  {
    id: 'ticketing-duplication',
    area: 'ticketing',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/admin_duplicate_event/',
    source: 'TiBillet/Lespass:Administration/admin_tenant.py',
  },
  {
    id: 'ticketing-free-events',
    area: 'ticketing',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/admin_add_new_free_event/',
    source: 'TiBillet/Lespass:BaseBillet/models.py',
  },
  {
    id: 'ticketing-paid-tickets',
    area: 'ticketing',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/admin_add_new_ticket/',
    source: 'TiBillet/Lespass:PaiementStripe/views.py',
  },
  {
    id: 'ticketing-scanning',
    area: 'ticketing',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/ticket-scanning/',
    source: 'TiBillet/Lespass:BaseBillet/views_scan.py',
  },
  {
    id: 'ticketing-user-management',
    area: 'ticketing',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/user_management/',
    source: 'TiBillet/Lespass:Administration/admin_tenant.py',
  },
  {
    id: 'ticketing-accounting-exports',
    area: 'ticketing',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/closures/',
    source: 'TiBillet/Lespass:comptabilite/admin.py',
  },
  {
    id: 'ticketing-participatory-agenda',
    area: 'ticketing',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/moderation/',
    source: 'TiBillet/Lespass:Administration/admin_tenant.py',
  },
  {id: 'ticketing-resource-booking', area: 'ticketing', status: 'in-progress'},
  {id: 'ticketing-dashboard', area: 'ticketing', status: 'planned'},
  {id: 'ticketing-kiosk-booking', area: 'ticketing', status: 'planned'},
  {
    id: 'cashless-lifetime-card',
    area: 'cashless',
    status: 'done',
    docs: '/docs/presentation/introduction/',
    source: 'TiBillet/Fedow:fedow_core/models.py',
  },
  {
    id: 'cashless-local-currency',
    area: 'cashless',
    status: 'done',
    docs: '/docs/presentation/uses/',
    source: 'TiBillet/Fedow:fedow_core/models.py',
  },
  {
    id: 'cashless-online-topup',
    area: 'cashless',
    status: 'done',
    source: 'TiBillet/Lespass:BaseBillet/views.py',
  },
  {
    id: 'cashless-lost-card',
    area: 'cashless',
    status: 'done',
    source: 'TiBillet/Lespass:BaseBillet/views.py',
  },
  {id: 'cashless-topup-kiosk', area: 'cashless', status: 'in-progress'},
  {id: 'cashless-wallet-transfers', area: 'cashless', status: 'planned'},
  {id: 'cashless-double-authentication', area: 'cashless', status: 'planned'},
  {
    id: 'time-clock',
    area: 'time',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/badge/',
    source: 'TiBillet/LaBoutik:webview/views.py',
  },
  {
    id: 'time-currency',
    area: 'time',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/badge/',
    source: 'TiBillet/Lespass:fedow_public/models.py',
  },
  {
    id: 'time-shared-currency',
    area: 'time',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/badge/',
    source: 'TiBillet/Fedow:fedow_core/models.py',
  },
  {
    id: 'time-volunteer-slots',
    area: 'time',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/admin_add_new_event/',
    source: 'TiBillet/Lespass:Administration/admin_tenant.py',
  },
  {id: 'time-topup-at-till', area: 'time', status: 'in-progress'},
  {id: 'time-clock-lespass', area: 'time', status: 'in-progress'},
  {id: 'time-contributions', area: 'time', status: 'planned'},
  {id: 'time-space-usage', area: 'time', status: 'planned'},
  {
    id: 'loyalty-points',
    area: 'loyalty',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/fidelity/',
    source: 'TiBillet/LaBoutik:webview/views.py',
  },
  {
    id: 'loyalty-cashback',
    area: 'loyalty',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/cashback/',
    source: 'TiBillet/LaBoutik:webview/views.py',
  },
  {
    id: 'loyalty-card-refund',
    area: 'loyalty',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/Refund/',
    source: 'TiBillet/LaBoutik:webview/views.py',
  },
  {
    id: 'loyalty-ticket-refunds',
    area: 'loyalty',
    status: 'done',
    source: 'TiBillet/Lespass:BaseBillet/models.py',
  },
  {
    id: 'loyalty-membership-rewards',
    area: 'loyalty',
    status: 'done',
    source: 'TiBillet/Lespass:BaseBillet/tasks.py',
  },
  {id: 'loyalty-pay-with-points', area: 'loyalty', status: 'in-progress'},
  {
    id: 'loyalty-credit-notes',
    area: 'loyalty',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/closures/',
    source: 'TiBillet/Lespass:Administration/admin_tenant.py',
  },
  {
    id: 'federation-shared-currency',
    area: 'federation',
    status: 'done',
    source: 'TiBillet/Fedow:fedow_core/models.py',
  },
  {
    id: 'federation-shared-membership',
    area: 'federation',
    status: 'done',
    source: 'TiBillet/Fedow:fedow_core/models.py',
  },
  {
    id: 'federation-agenda',
    area: 'federation',
    status: 'done',
    source: 'TiBillet/Lespass:BaseBillet/models.py',
  },
  {
    id: 'federation-signed-transactions',
    area: 'federation',
    status: 'done',
    source: 'TiBillet/Fedow:fedow_core/models.py',
  },
  {
    id: 'federation-network-map',
    area: 'federation',
    status: 'done',
    source: 'TiBillet/Lespass:seo/views.py',
  },
  {
    id: 'federation-currency-dashboard',
    area: 'federation',
    status: 'done',
    source: 'TiBillet/Fedow:fedow_dashboard/views.py',
  },
  {id: 'federation-compensation', area: 'federation', status: 'planned'},
  {
    id: 'hardware-raspberry-box',
    area: 'hardware',
    status: 'done',
    docs: '/docs/install/Raspberry Box/Hardware/Goal/',
    source: 'TiBillet/DIY-point-of-sale-hardware:README.md',
  },
  {
    id: 'hardware-laser-cut-case',
    area: 'hardware',
    status: 'done',
    docs: '/docs/install/Raspberry Box/Hardware/lazer_cut/',
    source:
      'TiBillet/DIY-point-of-sale-hardware:7Pouces/7PoucesFixationArriere/lightburn/README.md',
  },
  {
    id: 'hardware-nfc-reader',
    area: 'hardware',
    status: 'done',
    docs: '/docs/install/Raspberry Box/Hardware/wiring/',
    source:
      'TiBillet/client-raspberry-cashless-LaBoutik:nfcServer/modules/devices/vma405-rfid-rc522.js',
  },
  {
    id: 'hardware-sunmi-printers',
    area: 'hardware',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/sunmi-printers/',
    source: 'TiBillet/LaBoutik:epsonprinter/sunmi_cloud_printer.py',
  },
  {id: 'hardware-card-terminal', area: 'hardware', status: 'in-progress'},
  {id: 'hardware-connected-taps', area: 'hardware', status: 'in-progress'},
  {id: 'hardware-more-card-readers', area: 'hardware', status: 'planned'},
  {
    id: 'api-keys',
    area: 'api',
    status: 'done',
    docs: '/docs/api/apikey/',
    source: 'TiBillet/Lespass:BaseBillet/models.py',
  },
  {
    id: 'api-events',
    area: 'api',
    status: 'done',
    docs: '/docs/api/events/',
    source: 'TiBillet/Lespass:api_v2/views.py',
  },
  {
    id: 'api-reservations',
    area: 'api',
    status: 'done',
    docs: '/docs/api/reservations/',
    source: 'TiBillet/Lespass:api_v2/views.py',
  },
  {
    id: 'api-webhooks',
    area: 'api',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/webhook/',
    source: 'TiBillet/Lespass:BaseBillet/models.py',
  },
  {
    id: 'api-rss',
    area: 'api',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/rss/',
    source: 'TiBillet/Lespass:tibrss/views.py',
  },
  {
    id: 'api-iframes',
    area: 'api',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/iframe/',
    source: 'TiBillet/Lespass:BaseBillet/views.py',
  },
  {
    id: 'api-formbricks',
    area: 'api',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/formbricks_settings/',
    source: 'TiBillet/Lespass:BaseBillet/models.py',
  },
  {
    id: 'api-stripe-connect',
    area: 'api',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/stripe/',
    source: 'TiBillet/Lespass:BaseBillet/models.py',
  },
  {
    id: 'api-ghost-newsletter',
    area: 'api',
    status: 'done',
    source: 'TiBillet/Lespass:newsletter/services.py',
  },
  {
    id: 'api-gift-topups',
    area: 'api',
    status: 'done',
    docs: '/docs/api/wallets/',
    source: 'TiBillet/Lespass:api_v2/views.py',
  },
  {id: 'api-wallet-webhooks', area: 'api', status: 'planned'},
];

type FeatureTexts = Record<string, {title: string; description: string} | undefined>;

export const roadmap: RoadmapFeature[] = structure.map((feature) => {
  const text = (texts as FeatureTexts)[feature.id];
  return {...feature, title: text?.title ?? feature.id, description: text?.description ?? ''};
});
