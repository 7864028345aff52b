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
  },
  {
    id: 'pos-articles-categories',
    area: 'pos',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/admin_add_article/',
  },
  {
    id: 'pos-primary-cards',
    area: 'pos',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/admin_add_primary/',
  },
  {id: 'pos-android-app', area: 'pos', status: 'done', docs: '/docs/Utilisateur/Cashless/android/'},
  {
    id: 'pos-payment-corrections',
    area: 'pos',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/ventilation/',
  },
  {
    id: 'pos-z-report',
    area: 'pos',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/sunmi-printers/',
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
  },
  {
    id: 'catering-order-status',
    area: 'catering',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/order/',
  },
  {
    id: 'catering-preparation-printing',
    area: 'catering',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/impression_preparation/',
  },
  {
    id: 'catering-bulk-deletion',
    area: 'catering',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/admin_supp/',
  },
  {id: 'catering-tables-new-till', area: 'catering', status: 'in-progress'},
  {id: 'catering-advanced-mode', area: 'catering', status: 'planned'},
  {
    id: 'membership-products',
    area: 'membership',
    status: 'done',
    docs: '/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/',
  },
  {
    id: 'membership-manual',
    area: 'membership',
    status: 'done',
    docs: '/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/',
  },
  {
    id: 'membership-preferential-rate',
    area: 'membership',
    status: 'done',
    docs: '/docs/Utilisateur/Adhésion et abonnement/preferential_tariff/',
  },
  {
    id: 'membership-mandatory',
    area: 'membership',
    status: 'done',
    docs: '/docs/Utilisateur/Adhésion et abonnement/Mandatory_membership/',
  },
  {
    id: 'membership-import-export',
    area: 'membership',
    status: 'done',
    docs: '/docs/Utilisateur/Adhésion et abonnement/import_export/',
  },
  {
    id: 'membership-embed',
    area: 'membership',
    status: 'done',
    docs: '/docs/Utilisateur/Adhésion et abonnement/iframe/',
  },
  {id: 'membership-at-till', area: 'membership', status: 'done'},
  {id: 'membership-kiosk', area: 'membership', status: 'planned'},
  {
    id: 'ticketing-collective-space',
    area: 'ticketing',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/creation_of_the_collective_space/',
  },
  {
    id: 'ticketing-without-stripe',
    area: 'ticketing',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/creating-spaces-without-stripe/',
  },
  {
    id: 'ticketing-events',
    area: 'ticketing',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/admin_add_new_event/',
  },
  {
    id: 'ticketing-duplication',
    area: 'ticketing',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/admin_duplicate_event/',
  },
  {
    id: 'ticketing-free-events',
    area: 'ticketing',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/admin_add_new_free_event/',
  },
  {
    id: 'ticketing-paid-tickets',
    area: 'ticketing',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/admin_add_new_ticket/',
  },
  {
    id: 'ticketing-scanning',
    area: 'ticketing',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/ticket-scanning/',
  },
  {
    id: 'ticketing-user-management',
    area: 'ticketing',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/user_management/',
  },
  {id: 'ticketing-participatory-agenda', area: 'ticketing', status: 'in-progress'},
  {id: 'ticketing-resource-booking', area: 'ticketing', status: 'in-progress'},
  {id: 'ticketing-dashboard', area: 'ticketing', status: 'planned'},
  {id: 'ticketing-kiosk-booking', area: 'ticketing', status: 'planned'},
  {
    id: 'cashless-lifetime-card',
    area: 'cashless',
    status: 'done',
    docs: '/docs/presentation/introduction/',
  },
  {
    id: 'cashless-local-currency',
    area: 'cashless',
    status: 'done',
    docs: '/docs/presentation/uses/',
  },
  {id: 'cashless-online-topup', area: 'cashless', status: 'done'},
  {id: 'cashless-lost-card', area: 'cashless', status: 'done'},
  {id: 'cashless-topup-kiosk', area: 'cashless', status: 'in-progress'},
  {id: 'cashless-wallet-transfers', area: 'cashless', status: 'planned'},
  {id: 'cashless-double-authentication', area: 'cashless', status: 'planned'},
  {id: 'time-clock', area: 'time', status: 'done', docs: '/docs/Utilisateur/Cashless/badge/'},
  {id: 'time-currency', area: 'time', status: 'done', docs: '/docs/Utilisateur/Cashless/badge/'},
  {
    id: 'time-shared-currency',
    area: 'time',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/badge/',
  },
  {
    id: 'time-volunteer-slots',
    area: 'time',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/admin_add_new_event/',
  },
  {id: 'time-clock-lespass', area: 'time', status: 'in-progress'},
  {id: 'time-contributions', area: 'time', status: 'planned'},
  {id: 'time-space-usage', area: 'time', status: 'planned'},
  {
    id: 'loyalty-points',
    area: 'loyalty',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/fidelity/',
  },
  {
    id: 'loyalty-cashback',
    area: 'loyalty',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/cashback/',
  },
  {
    id: 'loyalty-card-refund',
    area: 'loyalty',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/Refund/',
  },
  {id: 'loyalty-ticket-refunds', area: 'loyalty', status: 'done'},
  {id: 'loyalty-membership-rewards', area: 'loyalty', status: 'done'},
  {id: 'loyalty-pay-with-points', area: 'loyalty', status: 'in-progress'},
  {id: 'loyalty-credit-notes', area: 'loyalty', status: 'in-progress'},
  {id: 'federation-shared-currency', area: 'federation', status: 'done'},
  {id: 'federation-shared-membership', area: 'federation', status: 'done'},
  {id: 'federation-agenda', area: 'federation', status: 'done'},
  {id: 'federation-signed-transactions', area: 'federation', status: 'done'},
  {id: 'federation-network-map', area: 'federation', status: 'in-progress'},
  {id: 'federation-currency-dashboard', area: 'federation', status: 'in-progress'},
  {id: 'federation-compensation', area: 'federation', status: 'planned'},
  {
    id: 'hardware-raspberry-box',
    area: 'hardware',
    status: 'done',
    docs: '/docs/install/Raspberry Box/Hardware/Goal/',
  },
  {
    id: 'hardware-laser-cut-case',
    area: 'hardware',
    status: 'done',
    docs: '/docs/install/Raspberry Box/Hardware/lazer_cut/',
  },
  {
    id: 'hardware-nfc-reader',
    area: 'hardware',
    status: 'done',
    docs: '/docs/install/Raspberry Box/Hardware/wiring/',
  },
  {
    id: 'hardware-sunmi-printers',
    area: 'hardware',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/sunmi-printers/',
  },
  {id: 'hardware-card-terminal', area: 'hardware', status: 'in-progress'},
  {id: 'hardware-connected-taps', area: 'hardware', status: 'in-progress'},
  {id: 'hardware-more-card-readers', area: 'hardware', status: 'planned'},
  {id: 'api-keys', area: 'api', status: 'done', docs: '/docs/api/apikey/'},
  {id: 'api-events', area: 'api', status: 'done', docs: '/docs/api/events/'},
  {id: 'api-reservations', area: 'api', status: 'done', docs: '/docs/api/reservations/'},
  {id: 'api-webhooks', area: 'api', status: 'done', docs: '/docs/Utilisateur/Billetterie/webhook/'},
  {id: 'api-rss', area: 'api', status: 'done', docs: '/docs/Utilisateur/Billetterie/rss/'},
  {id: 'api-iframes', area: 'api', status: 'done', docs: '/docs/Utilisateur/Billetterie/iframe/'},
  {
    id: 'api-formbricks',
    area: 'api',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/formbricks_settings/',
  },
  {
    id: 'api-stripe-connect',
    area: 'api',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/stripe/',
  },
  {id: 'api-ghost-newsletter', area: 'api', status: 'in-progress'},
  {id: 'api-gift-topups', area: 'api', status: 'in-progress'},
  {id: 'api-wallet-webhooks', area: 'api', status: 'planned'},
];

type FeatureTexts = Record<string, {title: string; description: string} | undefined>;

export const roadmap: RoadmapFeature[] = structure.map((feature) => {
  const text = (texts as FeatureTexts)[feature.id];
  return {...feature, title: text?.title ?? feature.id, description: text?.description ?? ''};
});
