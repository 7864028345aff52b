import {translate} from '@docusaurus/Translate';

/**
 * The features and roadmap of TiBillet: one list for both languages. Each
 * feature's structure (area, status, docs page) lives here once; its title
 * and description go through translate(), with the French in i18n/fr/code.json.
 * Tested by tests/unit/roadmap.test.ts.
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

export const roadmap: RoadmapFeature[] = [
  {
    id: 'pos-points-of-sale',
    area: 'pos',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/admin_add_pos/',
    title: translate({id: 'roadmap.feature.pos-points-of-sale.title', message: 'Points of sale'}),
    description: translate({
      id: 'roadmap.feature.pos-points-of-sale.description',
      message:
        'Set up a till for each bar, shop or entrance, and choose which staff cards may open it.',
    }),
  },
  {
    id: 'pos-articles-categories',
    area: 'pos',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/admin_add_article/',
    title: translate({
      id: 'roadmap.feature.pos-articles-categories.title',
      message: 'Articles and categories',
    }),
    description: translate({
      id: 'roadmap.feature.pos-articles-categories.description',
      message:
        'Sort your products into categories with a colour, an icon and a VAT rate, then set selling and purchase prices.',
    }),
  },
  {
    id: 'pos-primary-cards',
    area: 'pos',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/admin_add_primary/',
    title: translate({
      id: 'roadmap.feature.pos-primary-cards.title',
      message: 'Primary staff cards',
    }),
    description: translate({
      id: 'roadmap.feature.pos-primary-cards.description',
      message:
        'Staff open a till by tapping their own NFC card, which carries the access rights you gave it.',
    }),
  },
  {
    id: 'pos-android-app',
    area: 'pos',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/android/',
    title: translate({
      id: 'roadmap.feature.pos-android-app.title',
      message: 'Android cash register app',
    }),
    description: translate({
      id: 'roadmap.feature.pos-android-app.description',
      message:
        'Turn an NFC-capable Android phone or tablet into a till by installing the app and pairing it with your server.',
    }),
  },
  {
    id: 'pos-payment-corrections',
    area: 'pos',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/ventilation/',
    title: translate({
      id: 'roadmap.feature.pos-payment-corrections.title',
      message: 'Payment method corrections',
    }),
    description: translate({
      id: 'roadmap.feature.pos-payment-corrections.description',
      message:
        'Fix a payment recorded with the wrong method after the fact, and reopen a closed till when needed.',
    }),
  },
  {
    id: 'pos-z-report',
    area: 'pos',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/sunmi-printers/',
    title: translate({id: 'roadmap.feature.pos-z-report.title', message: 'End-of-day Z report'}),
    description: translate({
      id: 'roadmap.feature.pos-z-report.description',
      message:
        'Close each day with a Z report, the printed end-of-day summary of your till’s takings.',
    }),
  },
  {
    id: 'pos-french-certification',
    area: 'pos',
    status: 'in-progress',
    title: translate({
      id: 'roadmap.feature.pos-french-certification.title',
      message: 'French cash register certification',
    }),
    description: translate({
      id: 'roadmap.feature.pos-french-certification.description',
      message:
        'Work is under way to certify the cash register under French rules, with chained sales records that make any alteration detectable.',
    }),
  },
  {
    id: 'pos-lespass-rebuild',
    area: 'pos',
    status: 'in-progress',
    title: translate({
      id: 'roadmap.feature.pos-lespass-rebuild.title',
      message: 'Cash register inside Lespass',
    }),
    description: translate({
      id: 'roadmap.feature.pos-lespass-rebuild.description',
      message:
        'The LaBoutik till is being rebuilt inside Lespass, so sales, memberships and tickets share a single back office.',
    }),
  },
  {
    id: 'pos-accounting-exports',
    area: 'pos',
    status: 'in-progress',
    title: translate({
      id: 'roadmap.feature.pos-accounting-exports.title',
      message: 'Accounting exports',
    }),
    description: translate({
      id: 'roadmap.feature.pos-accounting-exports.description',
      message:
        'Export your sales to accounting software such as Sage, EBP, Dolibarr, Paheko or Pennylane, or as a French FEC file.',
    }),
  },
  {
    id: 'pos-stock',
    area: 'pos',
    status: 'in-progress',
    title: translate({id: 'roadmap.feature.pos-stock.title', message: 'Stock at the till'}),
    description: translate({
      id: 'roadmap.feature.pos-stock.description',
      message:
        'Track the stock of each article, with sold-out items greyed out live on every till and optionally blocked from sale.',
    }),
  },
  {
    id: 'pos-training-mode',
    area: 'pos',
    status: 'planned',
    title: translate({id: 'roadmap.feature.pos-training-mode.title', message: 'Training mode'}),
    description: translate({
      id: 'roadmap.feature.pos-training-mode.description',
      message:
        'A practice mode for learning the till without recording real sales is set to return with the compliance work.',
    }),
  },
  {
    id: 'catering-table-service',
    area: 'catering',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/order/',
    title: translate({
      id: 'roadmap.feature.catering-table-service.title',
      message: 'Table service',
    }),
    description: translate({
      id: 'roadmap.feature.catering-table-service.description',
      message:
        'Take orders at the table, then follow each one from the moment it opens until it is served and paid.',
    }),
  },
  {
    id: 'catering-order-status',
    area: 'catering',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/order/',
    title: translate({
      id: 'roadmap.feature.catering-order-status.title',
      message: 'Order status tracking',
    }),
    description: translate({
      id: 'roadmap.feature.catering-order-status.description',
      message:
        'See which dishes and drinks are waiting, being prepared, ready or served, so nothing is forgotten during a rush.',
    }),
  },
  {
    id: 'catering-preparation-printing',
    area: 'catering',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/impression_preparation/',
    title: translate({
      id: 'roadmap.feature.catering-preparation-printing.title',
      message: 'Kitchen and bar tickets',
    }),
    description: translate({
      id: 'roadmap.feature.catering-preparation-printing.description',
      message:
        'Each order prints on the printer of the kitchen or bar concerned, so the team knows exactly what to prepare.',
    }),
  },
  {
    id: 'catering-bulk-deletion',
    area: 'catering',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/admin_supp/',
    title: translate({
      id: 'roadmap.feature.catering-bulk-deletion.title',
      message: 'Bulk order deletion',
    }),
    description: translate({
      id: 'roadmap.feature.catering-bulk-deletion.description',
      message:
        'Clear out old or test orders in one go from the administration instead of removing them one by one.',
    }),
  },
  {
    id: 'catering-tables-new-till',
    area: 'catering',
    status: 'in-progress',
    title: translate({
      id: 'roadmap.feature.catering-tables-new-till.title',
      message: 'Tables in the new till',
    }),
    description: translate({
      id: 'roadmap.feature.catering-tables-new-till.description',
      message:
        'Table orders, table categories and temporary tables are being brought into the cash register rebuilt inside Lespass.',
    }),
  },
  {
    id: 'catering-advanced-mode',
    area: 'catering',
    status: 'planned',
    title: translate({
      id: 'roadmap.feature.catering-advanced-mode.title',
      message: 'Advanced restaurant mode',
    }),
    description: translate({
      id: 'roadmap.feature.catering-advanced-mode.description',
      message:
        'A dedicated restaurant ordering mode is reserved for points of sale in the new till and remains to be built.',
    }),
  },
  {
    id: 'membership-products',
    area: 'membership',
    status: 'done',
    docs: '/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/',
    title: translate({
      id: 'roadmap.feature.membership-products.title',
      message: 'Membership products',
    }),
    description: translate({
      id: 'roadmap.feature.membership-products.description',
      message:
        'Create memberships with monthly or yearly rates, options and, if you wish, a pay-what-you-want price.',
    }),
  },
  {
    id: 'membership-manual',
    area: 'membership',
    status: 'done',
    docs: '/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/',
    title: translate({
      id: 'roadmap.feature.membership-manual.title',
      message: 'Manual memberships',
    }),
    description: translate({
      id: 'roadmap.feature.membership-manual.description',
      message:
        'Record a membership paid in cash, by cheque or by transfer, with transfers kept pending until you confirm them.',
    }),
  },
  {
    id: 'membership-preferential-rate',
    area: 'membership',
    status: 'done',
    docs: '/docs/Utilisateur/Adhésion et abonnement/preferential_tariff/',
    title: translate({
      id: 'roadmap.feature.membership-preferential-rate.title',
      message: 'Member-only rates',
    }),
    description: translate({
      id: 'roadmap.feature.membership-preferential-rate.description',
      message:
        'Reserve a preferential rate for people who hold a valid membership with your collective.',
    }),
  },
  {
    id: 'membership-mandatory',
    area: 'membership',
    status: 'done',
    docs: '/docs/Utilisateur/Adhésion et abonnement/Mandatory_membership/',
    title: translate({
      id: 'roadmap.feature.membership-mandatory.title',
      message: 'Membership required',
    }),
    description: translate({
      id: 'roadmap.feature.membership-mandatory.description',
      message: 'Make a valid membership a condition for booking an event or choosing a given rate.',
    }),
  },
  {
    id: 'membership-import-export',
    area: 'membership',
    status: 'done',
    docs: '/docs/Utilisateur/Adhésion et abonnement/import_export/',
    title: translate({
      id: 'roadmap.feature.membership-import-export.title',
      message: 'CSV import and export',
    }),
    description: translate({
      id: 'roadmap.feature.membership-import-export.description',
      message:
        'Bring your existing member list in from a CSV file, or export it for your own records.',
    }),
  },
  {
    id: 'membership-embed',
    area: 'membership',
    status: 'done',
    docs: '/docs/Utilisateur/Adhésion et abonnement/iframe/',
    title: translate({
      id: 'roadmap.feature.membership-embed.title',
      message: 'Membership page embedding',
    }),
    description: translate({
      id: 'roadmap.feature.membership-embed.description',
      message:
        'Show your membership page inside your own website with an iframe, so people can join without leaving it.',
    }),
  },
  {
    id: 'membership-at-till',
    area: 'membership',
    status: 'done',
    title: translate({
      id: 'roadmap.feature.membership-at-till.title',
      message: 'Memberships at the till',
    }),
    description: translate({
      id: 'roadmap.feature.membership-at-till.description',
      message:
        'Sell or renew a membership at the cash register and link it straight to the member’s card.',
    }),
  },
  {
    id: 'membership-kiosk',
    area: 'membership',
    status: 'planned',
    title: translate({
      id: 'roadmap.feature.membership-kiosk.title',
      message: 'Memberships at the kiosk',
    }),
    description: translate({
      id: 'roadmap.feature.membership-kiosk.description',
      message:
        'The self-service kiosk is set to offer memberships as well as top-ups, so people can join unaided.',
    }),
  },
  {
    id: 'ticketing-collective-space',
    area: 'ticketing',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/creation_of_the_collective_space/',
    title: translate({
      id: 'roadmap.feature.ticketing-collective-space.title',
      message: 'Your collective’s space',
    }),
    description: translate({
      id: 'roadmap.feature.ticketing-collective-space.description',
      message:
        'Open your own space on a sub-domain in a few steps, with its public agenda, memberships and back office.',
    }),
  },
  {
    id: 'ticketing-without-stripe',
    area: 'ticketing',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/creating-spaces-without-stripe/',
    title: translate({
      id: 'roadmap.feature.ticketing-without-stripe.title',
      message: 'Start without Stripe',
    }),
    description: translate({
      id: 'roadmap.feature.ticketing-without-stripe.description',
      message:
        'Begin with free events only and connect Stripe later, when you are ready to sell tickets.',
    }),
  },
  {
    id: 'ticketing-events',
    area: 'ticketing',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/admin_add_new_event/',
    title: translate({id: 'roadmap.feature.ticketing-events.title', message: 'Event creation'}),
    description: translate({
      id: 'roadmap.feature.ticketing-events.description',
      message:
        'Create an event with its rates, tags, custom questions and volunteer slots, then publish it on your agenda.',
    }),
  },
  {
    id: 'ticketing-duplication',
    area: 'ticketing',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/admin_duplicate_event/',
    title: translate({
      id: 'roadmap.feature.ticketing-duplication.title',
      message: 'Event duplication',
    }),
    description: translate({
      id: 'roadmap.feature.ticketing-duplication.description',
      message:
        'Copy a recurring event one day, one week, two weeks or one month later, with each copy kept unpublished until you check it.',
    }),
  },
  {
    id: 'ticketing-free-events',
    area: 'ticketing',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/admin_add_new_free_event/',
    title: translate({
      id: 'roadmap.feature.ticketing-free-events.title',
      message: 'Free events with booking',
    }),
    description: translate({
      id: 'roadmap.feature.ticketing-free-events.description',
      message: 'Let people book a place at a free event so you know how many guests to expect.',
    }),
  },
  {
    id: 'ticketing-paid-tickets',
    area: 'ticketing',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/admin_add_new_ticket/',
    title: translate({id: 'roadmap.feature.ticketing-paid-tickets.title', message: 'Paid tickets'}),
    description: translate({
      id: 'roadmap.feature.ticketing-paid-tickets.description',
      message:
        'Sell tickets online at several rates, paid by bank card through your own Stripe account.',
    }),
  },
  {
    id: 'ticketing-scanning',
    area: 'ticketing',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/ticket-scanning/',
    title: translate({id: 'roadmap.feature.ticketing-scanning.title', message: 'Ticket scanning'}),
    description: translate({
      id: 'roadmap.feature.ticketing-scanning.description',
      message:
        'Check tickets at the door with the scanning app, whether they allow a single entry or several.',
    }),
  },
  {
    id: 'ticketing-user-management',
    area: 'ticketing',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/user_management/',
    title: translate({
      id: 'roadmap.feature.ticketing-user-management.title',
      message: 'User management',
    }),
    description: translate({
      id: 'roadmap.feature.ticketing-user-management.description',
      message:
        'Find and manage the people who booked or joined, and give trusted members admin rights.',
    }),
  },
  {
    id: 'ticketing-participatory-agenda',
    area: 'ticketing',
    status: 'in-progress',
    title: translate({
      id: 'roadmap.feature.ticketing-participatory-agenda.title',
      message: 'Participatory agenda',
    }),
    description: translate({
      id: 'roadmap.feature.ticketing-participatory-agenda.description',
      message:
        'An optional module lets the public propose events, which your team approves before they appear on the agenda.',
    }),
  },
  {
    id: 'ticketing-resource-booking',
    area: 'ticketing',
    status: 'in-progress',
    title: translate({
      id: 'roadmap.feature.ticketing-resource-booking.title',
      message: 'Resource booking calendar',
    }),
    description: translate({
      id: 'roadmap.feature.ticketing-resource-booking.description',
      message:
        'Rooms and equipment get a weekly calendar where people pick a free slot and book it online.',
    }),
  },
  {
    id: 'ticketing-dashboard',
    area: 'ticketing',
    status: 'planned',
    title: translate({
      id: 'roadmap.feature.ticketing-dashboard.title',
      message: 'Ticketing dashboard',
    }),
    description: translate({
      id: 'roadmap.feature.ticketing-dashboard.description',
      message:
        'A dashboard page for following your events and sales at a glance is planned in the ticketing back office.',
    }),
  },
  {
    id: 'ticketing-kiosk-booking',
    area: 'ticketing',
    status: 'planned',
    title: translate({
      id: 'roadmap.feature.ticketing-kiosk-booking.title',
      message: 'Bookings at the kiosk',
    }),
    description: translate({
      id: 'roadmap.feature.ticketing-kiosk-booking.description',
      message:
        'Booking is among the services the self-service kiosk will offer alongside card top-ups.',
    }),
  },
  {
    id: 'cashless-lifetime-card',
    area: 'cashless',
    status: 'done',
    docs: '/docs/presentation/introduction/',
    title: translate({
      id: 'roadmap.feature.cashless-lifetime-card.title',
      message: 'Lifetime contactless card',
    }),
    description: translate({
      id: 'roadmap.feature.cashless-lifetime-card.description',
      message:
        'One NFC card with a QR code stays valid for life, at every venue and festival of the network.',
    }),
  },
  {
    id: 'cashless-local-currency',
    area: 'cashless',
    status: 'done',
    docs: '/docs/presentation/uses/',
    title: translate({
      id: 'roadmap.feature.cashless-local-currency.title',
      message: 'Your own local currency',
    }),
    description: translate({
      id: 'roadmap.feature.cashless-local-currency.description',
      message:
        'Issue a token worth one euro that your audience spends with their card at your bars and stands.',
    }),
  },
  {
    id: 'cashless-online-topup',
    area: 'cashless',
    status: 'done',
    title: translate({
      id: 'roadmap.feature.cashless-online-topup.title',
      message: 'Online top-ups',
    }),
    description: translate({
      id: 'roadmap.feature.cashless-online-topup.description',
      message: 'Card holders reload their balance online by bank card, without queuing at the bar.',
    }),
  },
  {
    id: 'cashless-lost-card',
    area: 'cashless',
    status: 'done',
    title: translate({
      id: 'roadmap.feature.cashless-lost-card.title',
      message: 'Lost card protection',
    }),
    description: translate({
      id: 'roadmap.feature.cashless-lost-card.description',
      message:
        'Detach a lost card from its holder’s wallet so that nobody else can spend the balance.',
    }),
  },
  {
    id: 'cashless-topup-kiosk',
    area: 'cashless',
    status: 'in-progress',
    title: translate({
      id: 'roadmap.feature.cashless-topup-kiosk.title',
      message: 'Self-service top-up kiosk',
    }),
    description: translate({
      id: 'roadmap.feature.cashless-topup-kiosk.description',
      message:
        'A kiosk with a bank card reader lets people check their balance and top up their card unaided.',
    }),
  },
  {
    id: 'cashless-wallet-transfers',
    area: 'cashless',
    status: 'planned',
    title: translate({
      id: 'roadmap.feature.cashless-wallet-transfers.title',
      message: 'Person-to-person transfers',
    }),
    description: translate({
      id: 'roadmap.feature.cashless-wallet-transfers.description',
      message:
        'Sending tokens from one wallet to another with a QR code is on Fedow’s roadmap, once double authentication exists.',
    }),
  },
  {
    id: 'cashless-double-authentication',
    area: 'cashless',
    status: 'planned',
    title: translate({
      id: 'roadmap.feature.cashless-double-authentication.title',
      message: 'Two-factor wallet security',
    }),
    description: translate({
      id: 'roadmap.feature.cashless-double-authentication.description',
      message:
        'A second authentication step for wallets is on Fedow’s roadmap, to protect balances further.',
    }),
  },
  {
    id: 'time-clock',
    area: 'time',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/badge/',
    title: translate({id: 'roadmap.feature.time-clock.title', message: 'Volunteer time clock'}),
    description: translate({
      id: 'roadmap.feature.time-clock.description',
      message:
        'Volunteers badge in and out with their card, and you get reports of the hours they have given.',
    }),
  },
  {
    id: 'time-currency',
    area: 'time',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/badge/',
    title: translate({
      id: 'roadmap.feature.time-currency.title',
      message: 'Hours as time currency',
    }),
    description: translate({
      id: 'roadmap.feature.time-currency.description',
      message:
        'Credit the hours volunteers give to their card as a time currency, with time top-up articles at the till.',
    }),
  },
  {
    id: 'time-shared-currency',
    area: 'time',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/badge/',
    title: translate({
      id: 'roadmap.feature.time-shared-currency.title',
      message: 'Shared time currency',
    }),
    description: translate({
      id: 'roadmap.feature.time-shared-currency.description',
      message:
        'Share a time currency across a federation so that hours given in one venue are recognised by the others.',
    }),
  },
  {
    id: 'time-volunteer-slots',
    area: 'time',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/admin_add_new_event/',
    title: translate({
      id: 'roadmap.feature.time-volunteer-slots.title',
      message: 'Volunteer slots on events',
    }),
    description: translate({
      id: 'roadmap.feature.time-volunteer-slots.description',
      message: 'Add volunteering sub-events to an event so that people can sign up for a shift.',
    }),
  },
  {
    id: 'time-clock-lespass',
    area: 'time',
    status: 'in-progress',
    title: translate({
      id: 'roadmap.feature.time-clock-lespass.title',
      message: 'Time clock in Lespass',
    }),
    description: translate({
      id: 'roadmap.feature.time-clock-lespass.description',
      message:
        'A punch clock page is being developed in Lespass, bringing volunteer badging to the web application.',
    }),
  },
  {
    id: 'time-contributions',
    area: 'time',
    status: 'planned',
    title: translate({
      id: 'roadmap.feature.time-contributions.title',
      message: 'Time contributions on tasks',
    }),
    description: translate({
      id: 'roadmap.feature.time-contributions.description',
      message:
        'Declaring time spent on a shared task, validated by its creator and rewarded in the wallet, is planned.',
    }),
  },
  {
    id: 'time-space-usage',
    area: 'time',
    status: 'planned',
    title: translate({
      id: 'roadmap.feature.time-space-usage.title',
      message: 'Space usage counting',
    }),
    description: translate({
      id: 'roadmap.feature.time-space-usage.description',
      message:
        'Counting the time a card holder spends in a space, such as coworking hours, is on Fedow’s roadmap.',
    }),
  },
  {
    id: 'loyalty-points',
    area: 'loyalty',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/fidelity/',
    title: translate({id: 'roadmap.feature.loyalty-points.title', message: 'Loyalty points'}),
    description: translate({
      id: 'roadmap.feature.loyalty-points.description',
      message: 'Customers earn points in proportion to what they spend, at a rate that you set.',
    }),
  },
  {
    id: 'loyalty-cashback',
    area: 'loyalty',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/cashback/',
    title: translate({
      id: 'roadmap.feature.loyalty-cashback.title',
      message: 'Cashback gift tokens',
    }),
    description: translate({
      id: 'roadmap.feature.loyalty-cashback.description',
      message:
        'Give gift tokens automatically whenever an amount goes past the threshold that you have set.',
    }),
  },
  {
    id: 'loyalty-card-refund',
    area: 'loyalty',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/Refund/',
    title: translate({
      id: 'roadmap.feature.loyalty-card-refund.title',
      message: 'Card balance refunds',
    }),
    description: translate({
      id: 'roadmap.feature.loyalty-card-refund.description',
      message: 'Refund the remaining balance of a card at the till when its holder asks for it.',
    }),
  },
  {
    id: 'loyalty-ticket-refunds',
    area: 'loyalty',
    status: 'done',
    title: translate({
      id: 'roadmap.feature.loyalty-ticket-refunds.title',
      message: 'Ticket cancellation and refund',
    }),
    description: translate({
      id: 'roadmap.feature.loyalty-ticket-refunds.description',
      message:
        'Cancel and refund a ticket from the back office, while attendees can cancel their own booking.',
    }),
  },
  {
    id: 'loyalty-membership-rewards',
    area: 'loyalty',
    status: 'done',
    title: translate({
      id: 'roadmap.feature.loyalty-membership-rewards.title',
      message: 'Rewards with membership',
    }),
    description: translate({
      id: 'roadmap.feature.loyalty-membership-rewards.description',
      message:
        'Credit gift tokens or points to a member’s wallet automatically when they buy a membership.',
    }),
  },
  {
    id: 'loyalty-pay-with-points',
    area: 'loyalty',
    status: 'in-progress',
    title: translate({
      id: 'roadmap.feature.loyalty-pay-with-points.title',
      message: 'Paying with points',
    }),
    description: translate({
      id: 'roadmap.feature.loyalty-pay-with-points.description',
      message:
        'The new till is learning to sell articles and memberships priced in loyalty points or hours, paid with the card.',
    }),
  },
  {
    id: 'loyalty-credit-notes',
    area: 'loyalty',
    status: 'in-progress',
    title: translate({
      id: 'roadmap.feature.loyalty-credit-notes.title',
      message: 'Credit notes for refunds',
    }),
    description: translate({
      id: 'roadmap.feature.loyalty-credit-notes.description',
      message:
        'Each refund or cancellation is being recorded as a credit note linked to the original sale, keeping accounts consistent.',
    }),
  },
  {
    id: 'federation-shared-currency',
    area: 'federation',
    status: 'done',
    title: translate({
      id: 'roadmap.feature.federation-shared-currency.title',
      message: 'Shared currency between venues',
    }),
    description: translate({
      id: 'roadmap.feature.federation-shared-currency.description',
      message:
        'Several venues accept the same currency, so a balance loaded at one can be spent at the others.',
    }),
  },
  {
    id: 'federation-shared-membership',
    area: 'federation',
    status: 'done',
    title: translate({
      id: 'roadmap.feature.federation-shared-membership.title',
      message: 'Shared membership',
    }),
    description: translate({
      id: 'roadmap.feature.federation-shared-membership.description',
      message:
        'A membership sold by one collective can be recognised by its partners in the same federation.',
    }),
  },
  {
    id: 'federation-agenda',
    area: 'federation',
    status: 'done',
    title: translate({id: 'roadmap.feature.federation-agenda.title', message: 'Federated agenda'}),
    description: translate({
      id: 'roadmap.feature.federation-agenda.description',
      message:
        'Show the events of partner spaces on your own agenda, filtered by tags, to build a shared local calendar.',
    }),
  },
  {
    id: 'federation-signed-transactions',
    area: 'federation',
    status: 'done',
    title: translate({
      id: 'roadmap.feature.federation-signed-transactions.title',
      message: 'Signed, traceable transactions',
    }),
    description: translate({
      id: 'roadmap.feature.federation-signed-transactions.description',
      message:
        'Each venue signs its transactions with its own RSA key, and every transaction is chained to the previous one.',
    }),
  },
  {
    id: 'federation-network-map',
    area: 'federation',
    status: 'in-progress',
    title: translate({id: 'roadmap.feature.federation-network-map.title', message: 'Network map'}),
    description: translate({
      id: 'roadmap.feature.federation-network-map.description',
      message:
        'A map of the network shows member venues and their upcoming events, with search and tag filters.',
    }),
  },
  {
    id: 'federation-currency-dashboard',
    area: 'federation',
    status: 'in-progress',
    title: translate({
      id: 'roadmap.feature.federation-currency-dashboard.title',
      message: 'Currency dashboard',
    }),
    description: translate({
      id: 'roadmap.feature.federation-currency-dashboard.description',
      message:
        'Fedow’s dashboard is gaining network views and forecasts of dormant balances under the melting rule.',
    }),
  },
  {
    id: 'federation-compensation',
    area: 'federation',
    status: 'planned',
    title: translate({
      id: 'roadmap.feature.federation-compensation.title',
      message: 'Clearing between venues',
    }),
    description: translate({
      id: 'roadmap.feature.federation-compensation.description',
      message:
        'A mechanism to settle what venues owe each other for a shared currency is on Fedow’s roadmap.',
    }),
  },
  {
    id: 'hardware-raspberry-box',
    area: 'hardware',
    status: 'done',
    docs: '/docs/install/Raspberry Box/Hardware/Goal/',
    title: translate({
      id: 'roadmap.feature.hardware-raspberry-box.title',
      message: 'Raspberry Box',
    }),
    description: translate({
      id: 'roadmap.feature.hardware-raspberry-box.description',
      message:
        'An open hardware till built from a Raspberry Pi, an NFC reader and a touch screen of 7 or 10.1 inches.',
    }),
  },
  {
    id: 'hardware-laser-cut-case',
    area: 'hardware',
    status: 'done',
    docs: '/docs/install/Raspberry Box/Hardware/lazer_cut/',
    title: translate({
      id: 'roadmap.feature.hardware-laser-cut-case.title',
      message: 'Laser-cut plywood case',
    }),
    description: translate({
      id: 'roadmap.feature.hardware-laser-cut-case.description',
      message:
        'Cut the box’s 5 mm plywood case yourself with a laser cutter, using open design files.',
    }),
  },
  {
    id: 'hardware-nfc-reader',
    area: 'hardware',
    status: 'done',
    docs: '/docs/install/Raspberry Box/Hardware/wiring/',
    title: translate({
      id: 'roadmap.feature.hardware-nfc-reader.title',
      message: 'RC522 NFC reader wiring',
    }),
    description: translate({
      id: 'roadmap.feature.hardware-nfc-reader.description',
      message:
        'Wire an RC522 NFC reader to the Raspberry Pi’s GPIO pins so that the box can read cards.',
    }),
  },
  {
    id: 'hardware-sunmi-printers',
    area: 'hardware',
    status: 'done',
    docs: '/docs/Utilisateur/Cashless/sunmi-printers/',
    title: translate({
      id: 'roadmap.feature.hardware-sunmi-printers.title',
      message: 'Sunmi receipt printers',
    }),
    description: translate({
      id: 'roadmap.feature.hardware-sunmi-printers.description',
      message:
        'Print receipts and reports on the built-in 57 or 80 mm printer of Sunmi terminals, or on a networked cloud printer.',
    }),
  },
  {
    id: 'hardware-card-terminal',
    area: 'hardware',
    status: 'in-progress',
    title: translate({
      id: 'roadmap.feature.hardware-card-terminal.title',
      message: 'Bank card terminal',
    }),
    description: translate({
      id: 'roadmap.feature.hardware-card-terminal.description',
      message:
        'A Stripe card reader can be attached to a till or a kiosk and moved from one device to another.',
    }),
  },
  {
    id: 'hardware-connected-taps',
    area: 'hardware',
    status: 'in-progress',
    title: translate({
      id: 'roadmap.feature.hardware-connected-taps.title',
      message: 'Connected beer taps',
    }),
    description: translate({
      id: 'roadmap.feature.hardware-connected-taps.description',
      message:
        'Taps fitted with flow meters serve drinks paid by cashless card, with keg tracking and a maintenance history.',
    }),
  },
  {
    id: 'hardware-more-card-readers',
    area: 'hardware',
    status: 'planned',
    title: translate({
      id: 'roadmap.feature.hardware-more-card-readers.title',
      message: 'More card reader providers',
    }),
    description: translate({
      id: 'roadmap.feature.hardware-more-card-readers.description',
      message:
        'Support for payment terminals from other providers, such as SumUp or Stancer, is foreseen alongside Stripe.',
    }),
  },
  {
    id: 'api-keys',
    area: 'api',
    status: 'done',
    docs: '/docs/api/apikey/',
    title: translate({id: 'roadmap.feature.api-keys.title', message: 'Scoped API keys'}),
    description: translate({
      id: 'roadmap.feature.api-keys.description',
      message:
        'Create API keys from the admin, each limited to chosen permissions and a single source IP address.',
    }),
  },
  {
    id: 'api-events',
    area: 'api',
    status: 'done',
    docs: '/docs/api/events/',
    title: translate({id: 'roadmap.feature.api-events.title', message: 'Events REST API'}),
    description: translate({
      id: 'roadmap.feature.api-events.description',
      message:
        'Read and publish events with the schema.org vocabulary, including postal addresses and volunteering sub-events.',
    }),
  },
  {
    id: 'api-reservations',
    area: 'api',
    status: 'done',
    docs: '/docs/api/reservations/',
    title: translate({
      id: 'roadmap.feature.api-reservations.title',
      message: 'Bookings and tickets API',
    }),
    description: translate({
      id: 'roadmap.feature.api-reservations.description',
      message:
        'Fetch reservations and tickets with their states to feed your own tools or reports.',
    }),
  },
  {
    id: 'api-webhooks',
    area: 'api',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/webhook/',
    title: translate({id: 'roadmap.feature.api-webhooks.title', message: 'Booking webhooks'}),
    description: translate({
      id: 'roadmap.feature.api-webhooks.description',
      message:
        'Receive a POST request at an address of your choice each time a reservation is validated.',
    }),
  },
  {
    id: 'api-rss',
    area: 'api',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/rss/',
    title: translate({id: 'roadmap.feature.api-rss.title', message: 'RSS event feed'}),
    description: translate({
      id: 'roadmap.feature.api-rss.description',
      message: 'Publish your latest events as an RSS feed that other sites and apps can follow.',
    }),
  },
  {
    id: 'api-iframes',
    area: 'api',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/iframe/',
    title: translate({id: 'roadmap.feature.api-iframes.title', message: 'Embeddable event pages'}),
    description: translate({
      id: 'roadmap.feature.api-iframes.description',
      message:
        'Place your event pages inside another website with a simple iframe, so visitors book without leaving it.',
    }),
  },
  {
    id: 'api-formbricks',
    area: 'api',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/formbricks_settings/',
    title: translate({id: 'roadmap.feature.api-formbricks.title', message: 'Formbricks forms'}),
    description: translate({
      id: 'roadmap.feature.api-formbricks.description',
      message: 'Ask buyers your own questions during booking through the Formbricks integration.',
    }),
  },
  {
    id: 'api-stripe-connect',
    area: 'api',
    status: 'done',
    docs: '/docs/Utilisateur/Billetterie/stripe/',
    title: translate({
      id: 'roadmap.feature.api-stripe-connect.title',
      message: 'Stripe Connect payments',
    }),
    description: translate({
      id: 'roadmap.feature.api-stripe-connect.description',
      message:
        'Connect your own Stripe account so online payments go straight to your collective, with optional invoices.',
    }),
  },
  {
    id: 'api-ghost-newsletter',
    area: 'api',
    status: 'in-progress',
    title: translate({
      id: 'roadmap.feature.api-ghost-newsletter.title',
      message: 'Ghost newsletter drafts',
    }),
    description: translate({
      id: 'roadmap.feature.api-ghost-newsletter.description',
      message:
        'Turn your upcoming events and those of your network into a draft newsletter in your own Ghost instance.',
    }),
  },
  {
    id: 'api-gift-topups',
    area: 'api',
    status: 'in-progress',
    title: translate({id: 'roadmap.feature.api-gift-topups.title', message: 'Gift top-up API'}),
    description: translate({
      id: 'roadmap.feature.api-gift-topups.description',
      message:
        'Credit gift tokens, points or hours to someone’s wallet from your own tools, with a dedicated and capped API key.',
    }),
  },
  {
    id: 'api-wallet-webhooks',
    area: 'api',
    status: 'planned',
    title: translate({id: 'roadmap.feature.api-wallet-webhooks.title', message: 'Wallet webhooks'}),
    description: translate({
      id: 'roadmap.feature.api-wallet-webhooks.description',
      message: 'Webhooks that notify your own tools of wallet transactions are on Fedow’s roadmap.',
    }),
  },
];
