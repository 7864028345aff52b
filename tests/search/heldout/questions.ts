/**
 * The held-out question set of the site's search (issue 29): questions
 * nobody tuned the search on. Each was written from a job found outside the
 * site (a GitHub thread of TiBillet/Lespass, LaBoutik or Fedow, an entry of
 * the Lespass changelog, an admin help text or an error message of the
 * product's code, or how staff talk at a venue on event night), in the words
 * a reader would type. Only after a query was written was the page that
 * answers it chosen, by reading the pages by hand; an answer may also be one
 * of the pages planned for issue 30 (/work/coord/PLAN.md), judged from its
 * one-line description. Jobs that no page answers were left out.
 *
 * The set is append-only: add a question, never reword, re-point or remove
 * one (tests/search/heldout/README.md; the ledger test enforces it).
 */
import type {ReaderKind} from '../../tasks/types';

export type HeldOutQuestion = {
  /** What the reader types in the search box, in their words. */
  query: string;
  /** Routes of the pages that answer, without the /fr prefix: "/docs/api/apikey/". */
  answers: string[];
  /**
   * Where the job comes from: a thread URL (https://github.com/TiBillet/…),
   * "TiBillet/Lespass:CHANGELOG.md#<entry heading>", "TiBillet/<repo>:<path>"
   * for a help text or an error message, or "event-night".
   */
  source: string;
  reader: ReaderKind;
  /** For event-night questions: the situation at the venue, in one line. */
  situation?: string;
};

const lespass = (issue: number) => `https://github.com/TiBillet/Lespass/issues/${issue}`;
const laboutik = (issue: number) => `https://github.com/TiBillet/LaBoutik/issues/${issue}`;
const changelog = (heading: string) => `TiBillet/Lespass:CHANGELOG.md#${heading}`;
const code = (repository: 'Lespass' | 'LaBoutik' | 'Fedow', path: string) =>
  `TiBillet/${repository}:${path}`;
const eventNight = 'event-night';

const cashless = '/docs/Utilisateur/Cashless';
const ticketing = '/docs/Utilisateur/Billetterie';
const membership = '/docs/Utilisateur/Adhésion et abonnement';
const federation = '/docs/Utilisateur/Federation';
const box = '/docs/install/Raspberry Box';
const presentation = '/docs/presentation';
const api = '/docs/api';

export const english: HeldOutQuestion[] = [
  // The cash register and the card
  {
    query: 'refund card but the gift credit is still on it',
    answers: [`${cashless}/Refund/`],
    source: laboutik(110),
    reader: 'cashier',
  },
  {
    query: 'how do I do the ticket Z when we close',
    answers: [`${cashless}/admin_space/`, `${cashless}/sunmi-printers/`, `${cashless}/closures/`],
    source: laboutik(65),
    reader: 'cashier',
  },
  {
    query: 'error taking cash for a membership on the till app',
    answers: [`${cashless}/admin_add_article/`, `${cashless}/special_articles/`],
    source: laboutik(81),
    reader: 'cashier',
  },
  {
    query: 'set the cash float before opening',
    answers: [`${cashless}/admin_space/`, `${cashless}/closures/`],
    source: laboutik(56),
    reader: 'treasurer',
  },
  {
    query: 'two closures in one day, morning and evening shift',
    answers: [`${cashless}/admin_space/`, `${cashless}/sunmi-printers/`, `${cashless}/closures/`],
    source: laboutik(103),
    reader: 'treasurer',
  },
  {
    query: 'hide the cashless button on the payment screen',
    answers: [`${cashless}/admin_add_pos/`],
    source: laboutik(108),
    reader: 'venue-admin',
  },
  {
    query: 'membership and card top up in one payment',
    answers: [`${cashless}/admin_add_article/`, `${cashless}/special_articles/`],
    source: laboutik(50),
    reader: 'cashier',
  },
  {
    query: 'give one manager several primary cards',
    answers: [`${cashless}/admin_add_primary/`],
    source: laboutik(13),
    reader: 'venue-admin',
  },
  {
    query: 'cup deposit return',
    answers: [`${cashless}/admin_add_article/`, `${cashless}/special_articles/`],
    source: laboutik(45),
    reader: 'cashier',
  },
  {
    query: 'ticket sold in cash on lespass not in the till report',
    answers: [`${ticketing}/create_a_ticket_manually/`, `${cashless}/closures/`],
    source: lespass(467),
    reader: 'treasurer',
  },
  {
    query: 'lost my primary card, new one not in the list',
    answers: [`${cashless}/admin_add_primary/`],
    source: lespass(150),
    reader: 'venue-admin',
  },
  {
    query: 'membership sold at the bar not showing on the online account',
    answers: [`${cashless}/admin_add_article/`, `${cashless}/special_articles/`],
    source: lespass(170),
    reader: 'venue-admin',
  },
  {
    query: 'No sales since last closing',
    answers: [`${cashless}/admin_space/`, `${cashless}/sunmi-printers/`, `${cashless}/closures/`],
    source: code('LaBoutik', 'htmxview/views.py'),
    reader: 'cashier',
  },
  {
    query: "send yesterday's sales report to our accountant every morning",
    answers: [`${cashless}/admin_space/`, `${cashless}/sunmi-printers/`, `${cashless}/closures/`],
    source: code('LaBoutik', 'APIcashless/models.py'),
    reader: 'treasurer',
  },
  {
    query: 'automatic closing time for all tills',
    answers: [`${cashless}/admin_space/`, `${cashless}/sunmi-printers/`, `${cashless}/closures/`],
    source: code('LaBoutik', 'APIcashless/models.py'),
    reader: 'treasurer',
  },
  {
    query: 'print a ticket automatically after every sale',
    answers: [`${cashless}/admin_add_article/`],
    source: code('LaBoutik', 'APIcashless/models.py'),
    reader: 'cashier',
  },
  {
    query: 'loyalty points factor per 10 euros',
    answers: [`${cashless}/fidelity/`],
    source: code('LaBoutik', 'APIcashless/models.py'),
    reader: 'venue-admin',
  },
  {
    query: 'top-up amount that triggers the gift',
    answers: [`${cashless}/cashback/`],
    source: code('LaBoutik', 'APIcashless/models.py'),
    reader: 'venue-admin',
  },
  {
    query: 'empty a card but keep their memberships',
    answers: [`${cashless}/Refund/`],
    source: code('LaBoutik', 'APIcashless/models.py'),
    reader: 'cashier',
  },
  {
    query: 'customer card is empty, top up at the bar',
    answers: [`${cashless}/admin_add_article/`],
    source: eventNight,
    situation: "A customer's drink is refused at the bar: the card has no credit left.",
    reader: 'cashier',
  },
  {
    query: 'give everyone their leftover money back at the end of the festival',
    answers: [`${cashless}/Refund/`],
    source: eventNight,
    situation: 'Last night of a festival; the bar manager expects a queue of refunds.',
    reader: 'treasurer',
  },
  {
    query: 'add a new cocktail to the till during the night',
    answers: [`${cashless}/admin_add_article/`],
    source: eventNight,
    situation: 'The bar invents a cocktail mid-evening and wants a button for it.',
    reader: 'venue-admin',
  },
  {
    query: 'open another bar for the second stage',
    answers: [`${cashless}/admin_add_pos/`],
    source: eventNight,
    situation: 'A second stage opens and needs its own till with fewer drinks.',
    reader: 'venue-admin',
  },
  {
    query: "my staff card won't unlock the till",
    answers: [`${cashless}/admin_add_primary/`],
    source: eventNight,
    situation: 'A bartender taps their staff card and the till stays locked.',
    reader: 'cashier',
  },
  {
    query: 'someone lost a card that still had money on it',
    answers: [`${presentation}/i_am_an_audience/`, '/docs/Utilisateur/my_account/'],
    source: eventNight,
    situation: 'A festival-goer comes to the bar: their topped-up card is gone.',
    reader: 'cashier',
  },
  {
    query: 'kitchen printer stopped printing orders',
    answers: [`${cashless}/impression_preparation/`, `${cashless}/sunmi-printers/`],
    source: eventNight,
    situation: 'Food orders are paid at the bar but nothing comes out in the kitchen.',
    reader: 'cashier',
  },
  {
    query: "end of night cash count doesn't match the till",
    answers: [`${cashless}/ventilation/`, `${cashless}/admin_space/`, `${cashless}/closures/`],
    source: eventNight,
    situation: 'Counting the cash drawer after closing; the total differs from the till.',
    reader: 'treasurer',
  },
  {
    query: 'sell a membership at the door till',
    answers: [`${cashless}/admin_add_article/`, `${cashless}/special_articles/`],
    source: eventNight,
    situation: 'People at the entrance want to join the association before going in.',
    reader: 'cashier',
  },
  {
    query: 'customer wants to check how much is left on their card',
    answers: [`${cashless}/admin_add_article/`, `${presentation}/i_am_an_audience/`],
    source: eventNight,
    situation: 'A customer at the bar asks what their card still holds.',
    reader: 'cashier',
  },
  {
    query: 'free drink for the band',
    answers: [`${cashless}/admin_add_article/`, `${cashless}/special_articles/`],
    source: eventNight,
    situation: 'The musicians get their drinks on the house and the till must record it.',
    reader: 'cashier',
  },
  {
    query: 'waiters taking orders from a phone',
    answers: [`${cashless}/order/`],
    source: eventNight,
    situation: 'The terrace is full; a waiter wants to take orders walking between tables.',
    reader: 'cashier',
  },
  // Memberships
  {
    query: 'member says they were renewed automatically without asking',
    answers: [`${membership}/admin_add_new_membership/`, `${ticketing}/user_management/`],
    source: lespass(469),
    reader: 'treasurer',
  },
  {
    query: 'cancel my monthly membership',
    answers: ['/docs/Utilisateur/my_account/'],
    source: lespass(154),
    reader: 'member',
  },
  {
    query: '3 day festival pass requires a membership',
    answers: [`${membership}/Mandatory_membership/`],
    source: lespass(358),
    reader: 'organiser',
  },
  {
    query: 'pay what you want membership',
    answers: [`${membership}/admin_add_new_membership/`],
    source: lespass(18),
    reader: 'venue-admin',
  },
  {
    query: 'membership stuck waiting for payment, they paid by cheque',
    answers: [`${membership}/create_a_membership_manually/`],
    source: changelog(
      'v1.7.2 — Corrections production + Paiement admin adhesions + Avoir comptable',
    ),
    reader: 'treasurer',
  },
  {
    query: 'approve membership requests by hand before they pay',
    answers: [`${membership}/admin_add_new_membership/`],
    source: code('Lespass', 'BaseBillet/models.py'),
    reader: 'venue-admin',
  },
  {
    query: 'User is not subscribed and cannot be granted this rate',
    answers: [`${membership}/preferential_tariff/`, `${membership}/Mandatory_membership/`],
    source: code('Lespass', 'ApiBillet/serializers.py'),
    reader: 'member',
  },
  {
    query: 'monthly membership paid automatically every month',
    answers: [`${membership}/admin_add_new_membership/`],
    source: code('Lespass', 'BaseBillet/models.py'),
    reader: 'treasurer',
  },
  {
    query: 'find a member by name at the welcome desk',
    answers: [`${ticketing}/user_management/`],
    source: changelog(
      'Admin — Recherche par adhésion + renommage « Adhésion / Abonnement / Pass »',
    ),
    reader: 'venue-admin',
  },
  // Ticketing and scanning
  {
    query: 'one activation QR code for all the door volunteers',
    answers: [`${ticketing}/scanning-app/`],
    source: lespass(295),
    reader: 'organiser',
  },
  {
    query: 'download the ticket scanner app as a volunteer',
    answers: [`${ticketing}/scanning-app/`],
    source: lespass(466),
    reader: 'volunteer',
  },
  {
    query: 'scanner says already scanned',
    answers: [`${ticketing}/scanning-app/`, `${ticketing}/ticket-scanning/`],
    source: lespass(205),
    reader: 'volunteer',
  },
  {
    query: 'refund an online ticket',
    answers: [`${ticketing}/stripe/`, `${ticketing}/ticket-scanning/`],
    source: lespass(52),
    reader: 'treasurer',
  },
  {
    query: 'link to my event page',
    answers: [`${ticketing}/admin_add_new_event/`],
    source: lespass(266),
    reader: 'organiser',
  },
  {
    query: 'show how many seats are left on the event',
    answers: [`${ticketing}/admin_add_new_event/`],
    source: lespass(374),
    reader: 'organiser',
  },
  {
    query: 'max 4 tickets per person',
    answers: [
      `${ticketing}/admin_add_new_event/`,
      `${ticketing}/admin_add_new_ticket/`,
      `${ticketing}/admin_add_new_free_event/`,
    ],
    source: lespass(441),
    reader: 'organiser',
  },
  {
    query: 'resend the tickets to a customer',
    answers: [`${ticketing}/create_a_ticket_manually/`],
    source: lespass(78),
    reader: 'venue-admin',
  },
  {
    query: 'Max capacity reached: event full',
    answers: [`${ticketing}/admin_add_new_event/`, `${ticketing}/admin_add_new_free_event/`],
    source: code('Lespass', 'BaseBillet/validators.py'),
    reader: 'organiser',
  },
  {
    query: 'sell tickets at the till',
    answers: [`${cashless}/admin_add_article/`, `${cashless}/special_articles/`],
    source: changelog(
      'Vente de billet en caisse LaBoutik → réservation Lespass (API v2) / LaBoutik POS ticket sale → Lespass reservation (API v2)',
    ),
    reader: 'cashier',
  },
  {
    query: 'booked a free event and it says validate your email',
    answers: [`${ticketing}/admin_add_new_free_event/`, `${presentation}/i_am_an_audience/`],
    source: changelog(
      'Unreleased — Fix message trompeur sur reservation gratuite anonyme / Misleading message on anonymous free booking',
    ),
    reader: 'public',
  },
  {
    query: "find someone's ticket by name at the door",
    answers: [`${ticketing}/ticket-scanning/`, `${ticketing}/scanning-app/`],
    source: eventNight,
    situation: 'A guest at the entrance has no phone battery left to show the ticket.',
    reader: 'volunteer',
  },
  {
    query: 'sold out, add more places now',
    answers: [`${ticketing}/admin_add_new_event/`, `${ticketing}/admin_add_new_ticket/`],
    source: eventNight,
    situation: 'The concert shows sold out but the hall can take fifty more people.',
    reader: 'organiser',
  },
  {
    query: "put the band's friends on the guest list",
    answers: [`${ticketing}/create_a_ticket_manually/`],
    source: eventNight,
    situation: 'The band hands over five names an hour before doors open.',
    reader: 'organiser',
  },
  {
    query: "didn't get my ticket email",
    answers: [`${presentation}/i_am_an_audience/`, '/docs/Utilisateur/my_account/'],
    source: eventNight,
    situation: 'A buyer at the door paid online but cannot find the e-mail with the ticket.',
    reader: 'public',
  },
  // Federation
  {
    query: 'refund a card that was loaded at another venue',
    answers: [`${cashless}/Refund/`, `${federation}/how_federations_work/`],
    source: laboutik(15),
    reader: 'partner-venue',
  },
  {
    query: 'show events from the whole network that have our tag',
    answers: [`${federation}/create_or_join/`],
    source: changelog('Fédération automatique des évènements par tags (agenda + carto, en cache)'),
    reader: 'partner-venue',
  },
  {
    query: '"Show only these tags" hides them instead',
    answers: [`${federation}/create_or_join/`],
    source: changelog(
      "Correction : les tags d'un lieu fédéré étaient appliqués à l'envers / Fix: a federated place's tags were applied backwards",
    ),
    reader: 'partner-venue',
  },
  {
    query: 'let the public propose events on our agenda',
    answers: [`${federation}/create_or_join/`, `${ticketing}/moderation/`],
    source: changelog('Module « Agenda participatif » / "Participatory agenda" module'),
    reader: 'venue-admin',
  },
  {
    query: 'does a card from the festival next door work at our bar',
    answers: [`${federation}/how_federations_work/`, `${presentation}/i_am_an_audience/`],
    source: eventNight,
    situation: 'A customer holds out the card of a neighbouring festival at the bar.',
    reader: 'partner-venue',
  },
  // Self-hosting and the Raspberry Box
  {
    query: 'new event not on the network map for hours',
    answers: ['/docs/install/operator_commands/'],
    source: changelog(
      'Carte réseau : cache L1 SEO périmé par schema (cause racine du retard ~4h) / SEO L1 cache stale per-schema',
    ),
    reader: 'self-hoster',
  },
  {
    query: 'import a csv of nfc cards into fedow',
    answers: ['/docs/install/operator_commands/'],
    source: code('Fedow', 'fedow_core/management/commands/import_cards.py'),
    reader: 'self-hoster',
  },
  {
    query: 'tag_id already exist in Card Database',
    answers: ['/docs/install/operator_commands/'],
    source: code('Fedow', 'fedow_core/management/commands/import_cards.py'),
    reader: 'self-hoster',
  },
  {
    query: 'run the migrations after updating lespass',
    answers: ['/docs/install/docker_install/'],
    source: changelog(
      'v1.8 — Modules Groupware + refacto admin + proxies Product / Groupware modules + admin refactor + Product proxies',
    ),
    reader: 'self-hoster',
  },
  {
    query: 'sunmi cloud printer app id',
    answers: [`${cashless}/sunmi-printers/`],
    source: code('LaBoutik', 'APIcashless/models.py'),
    reader: 'technician',
  },
  {
    query: 'epson printer usb id',
    answers: [`${cashless}/sunmi-printers/`],
    source: code('LaBoutik', 'epsonprinter/models.py'),
    reader: 'technician',
  },
  {
    query: 'pairing pin code invalid on the tablet',
    answers: [`${cashless}/android/`],
    source: code('LaBoutik', 'webview/validators.py'),
    reader: 'technician',
  },
  {
    query: 'till screen is upside down',
    answers: [`${box}/Software/laboutik/`, `${box}/Software/raspberry_OS/`],
    source: eventNight,
    situation: 'The Raspberry Box was rebuilt before the evening and its screen shows upside down.',
    reader: 'technician',
  },
  {
    query: 'card reader not reading cards on the pi',
    answers: [`${box}/Hardware/wiring/`, `${box}/Software/laboutik/`],
    source: eventNight,
    situation: 'The box starts but tapping a card on it does nothing.',
    reader: 'technician',
  },
  // The API
  {
    query: 'API v1 deprecated, how do I move to v2',
    answers: [`${api}/intro/`],
    source: changelog(
      'API v1 (ApiBillet) — en-têtes de dépréciation vers /api/v2/ / API v1 deprecation headers',
    ),
    reader: 'developer',
  },
  {
    query: 'only_futur=1 returns 500',
    answers: [`${api}/events/`],
    source: changelog(
      'Correction : `?only_futur=1` renvoyait 500 sur les API events (v1 et v2) / Fix: `?only_futur=1` returned 500',
    ),
    reader: 'developer',
  },
  {
    query: 'get an event by its slug with the api',
    answers: [`${api}/events/`],
    source: changelog(
      'API v2 — `GET /events/{id}/` accepte uuid OU slug front (+ 404 propre) / Event retrieve by uuid OR front slug',
    ),
    reader: 'developer',
  },
  {
    query: 'give gift tokens to a user by email through the API',
    answers: [`${api}/wallets/`],
    source: changelog(
      'API v2 — Recharge de tokens non fiduciaires / API v2 — non-fiat wallet refill',
    ),
    reader: 'developer',
  },
  {
    query: 'restrict an API key to one IP',
    answers: [`${api}/apikey/`],
    source: code('Lespass', 'BaseBillet/models.py'),
    reader: 'developer',
  },
  {
    query: 'test my webhook locally',
    answers: [`${ticketing}/webhook/`],
    source: code('Lespass', 'BaseBillet/models.py'),
    reader: 'developer',
  },
  // The public
  {
    query: 'where do I see my balance after creating my account',
    answers: [`${presentation}/i_am_an_audience/`, '/docs/Utilisateur/my_account/'],
    source: lespass(442),
    reader: 'public',
  },
  // Second batch (2026-11-28, written before any tuning of this batch)
  {
    query: "copy last month's concert instead of typing it all again",
    answers: [`${ticketing}/admin_duplicate_event/`],
    source: lespass(131),
    reader: 'organiser',
  },
  {
    query: 'discount code for tickets',
    answers: [`${ticketing}/admin_add_new_ticket/`],
    source: lespass(184),
    reader: 'organiser',
  },
  {
    query: 'can I open a space without a Stripe account',
    answers: [`${ticketing}/creating-spaces-without-stripe/`],
    source: lespass(174),
    reader: 'venue-admin',
  },
  {
    query: 'export total sales per product for the yearly accounts',
    answers: ['/docs/recipes/export-sales-per-product/'],
    source: lespass(323),
    reader: 'treasurer',
  },
  {
    query: 'give a free membership to a volunteer',
    answers: ['/docs/recipes/offer-a-membership/', `${membership}/create_a_membership_manually/`],
    source: lespass(22),
    reader: 'venue-admin',
  },
  {
    query: 'assign a card number when adding a subscription in the admin',
    answers: [`${membership}/create_a_membership_manually/`],
    source: lespass(217),
    reader: 'venue-admin',
  },
  {
    query: 'formbricks answers and member list in the same export',
    answers: [`${ticketing}/formbricks_settings/`],
    source: lespass(194),
    reader: 'venue-admin',
  },
  {
    query: 'buyer name on each ticket',
    answers: [`${ticketing}/admin_add_new_ticket/`],
    source: lespass(259),
    reader: 'organiser',
  },
  {
    query: 'walk-in pays what they want at the door, record it in the till',
    answers: ['/docs/recipes/pay-what-you-want-at-the-door/'],
    source: laboutik(102),
    reader: 'cashier',
  },
  {
    query: 'split the bill at a table',
    answers: [`${cashless}/order/`],
    source: laboutik(89),
    reader: 'cashier',
  },
  {
    query: 'accept bank transfers',
    answers: [
      `${membership}/create_a_membership_manually/`,
      `${ticketing}/create_a_ticket_manually/`,
    ],
    source: lespass(162),
    reader: 'treasurer',
  },
  {
    query: 'ghost newsletter draft with our upcoming events',
    answers: [`${ticketing}/newsletter/`],
    source: changelog(
      'Newsletter : brouillons Ghost depuis les événements fédérés / Newsletter: Ghost drafts from federated events',
    ),
    reader: 'venue-admin',
  },
  {
    query: 'see every booking and membership of one person',
    answers: [`${ticketing}/user_management/`],
    source: changelog(
      'Admin — Évènements et adhésions sur la fiche user / Admin — bookings & memberships on user profile',
    ),
    reader: 'venue-admin',
  },
  {
    query: 'turn on extra modules for our venue',
    answers: [`${ticketing}/creation_of_the_collective_space/`],
    source: changelog(
      'v1.8 — Modules Groupware + refacto admin + proxies Product / Groupware modules + admin refactor + Product proxies',
    ),
    reader: 'venue-admin',
  },
  {
    query: 'stripe checkout error account or business name',
    answers: [`${ticketing}/stripe/`],
    source: changelog(
      'v1.7.18 — Fix 500 sur compte Stripe Connect sans nom commercial / Fix 500 on Stripe Connect account missing business name',
    ),
    reader: 'treasurer',
  },
  {
    query: 'verification code email when creating my space',
    answers: [
      `${ticketing}/creation_of_the_collective_space/`,
      `${presentation}/i_am_a_collective/`,
    ],
    source: changelog(
      "Onboarding : fin de la cascade de mails OTP + durcissement de l'endpoint public / Onboarding: stop the OTP mail burst + harden the public endpoint",
    ),
    reader: 'venue-admin',
  },
  {
    query: 'keep my demo instance out of google',
    answers: ['/docs/install/docker_install/'],
    source: changelog(
      'SEO Chantier 01 : desindexer les instances DEV / DEMO / TEST / SEO Chantier 01: deindex DEV / DEMO / TEST instances',
    ),
    reader: 'self-hoster',
  },
  {
    query: 'reminder email before my membership expires',
    answers: [`${membership}/admin_add_new_membership/`],
    source: changelog(
      "Corrections : relance d'adhésion tronquée, tâche welcome morte, bouton fermer du panneau ticket / Fixes: truncated membership reminder, dead welcome task, ticket panel close button",
    ),
    reader: 'member',
  },
  {
    query: 'API key that can top up a gift asset',
    answers: [`${api}/apikey/`, `${api}/wallets/`],
    source: changelog(
      'Admin clé API & asset : fix icônes asset cadeau, nettoyage assets démo BDG, UUID asset lisible / Admin API key & asset: gift-asset icon fix, BDG demo-asset cleanup, readable asset UUID',
    ),
    reader: 'developer',
  },
  {
    query: 'put the cheapest rate first on the page',
    answers: [`${ticketing}/admin_add_new_ticket/`, `${membership}/admin_add_new_membership/`],
    source: code('Lespass', 'BaseBillet/models.py'),
    reader: 'venue-admin',
  },
  {
    query: 'send a stripe invoice to members',
    answers: [`${ticketing}/stripe-invoice/`],
    source: code('Lespass', 'BaseBillet/models.py'),
    reader: 'treasurer',
  },
  {
    query: 'give tokens when a ticket is scanned at the door',
    answers: [`${ticketing}/admin_add_new_ticket/`],
    source: code('Lespass', 'BaseBillet/models.py'),
    reader: 'organiser',
  },
  {
    query: 'Card number must be exactly 8 hexadecimal characters',
    answers: [`${membership}/create_a_membership_manually/`],
    source: code('Lespass', 'Administration/admin_tenant.py'),
    reader: 'venue-admin',
  },
  {
    query: 'A credit note already exists for this entry',
    answers: [`${ticketing}/stripe/`],
    source: code('Lespass', 'Administration/admin_tenant.py'),
    reader: 'treasurer',
  },
  {
    query: 'let a volunteer create events on the agenda',
    answers: [`${ticketing}/Add_administrator_member/`],
    source: code('Lespass', 'AuthBillet/models.py'),
    reader: 'venue-admin',
  },
  {
    query: 'reservation API error Only 2 seats left.',
    answers: [`${api}/reservations/`],
    source: code('Lespass', 'ApiBillet/serializers.py'),
    reader: 'developer',
  },
  {
    query: 'event image url rejected when creating an event with the api',
    answers: [`${api}/events/`],
    source: code('Lespass', 'ApiBillet/serializers.py'),
    reader: 'developer',
  },
  {
    query: 'only the place of origin can send invitations',
    answers: [`${federation}/create_or_join/`],
    source: code('Lespass', 'Administration/admin_tenant.py'),
    reader: 'partner-venue',
  },
  {
    query: 'clock in and out with my card',
    answers: [`${cashless}/badge/`],
    source: code('LaBoutik', 'APIcashless/models.py'),
    reader: 'volunteer',
  },
  {
    query: 'print 2 copies of every kitchen ticket',
    answers: [`${cashless}/impression_preparation/`],
    source: code('LaBoutik', 'APIcashless/models.py'),
    reader: 'technician',
  },
  {
    query: 'forgot to badge out after my shift',
    answers: [`${cashless}/badge/`],
    source: eventNight,
    situation: 'A volunteer leaves the bar at the end of a shift without passing the card again.',
    reader: 'volunteer',
  },
  {
    query: 'scanning phone lost internet at the entrance',
    answers: [`${ticketing}/ticket-scanning/`],
    source: eventNight,
    situation: 'The queue grows at the door and the scanning phone shows no connection.',
    reader: 'volunteer',
  },
  {
    query: 'how many people got in tonight',
    answers: [`${ticketing}/ticket-scanning/`],
    source: eventNight,
    situation: 'The safety officer asks the organiser how many people are inside the hall.',
    reader: 'organiser',
  },
  {
    query: 'a drink has run out, remove it from the till',
    answers: [`${cashless}/admin_add_pos/`],
    source: eventNight,
    situation:
      'The bar has no more cider halfway through the evening but the button is still there.',
    reader: 'venue-admin',
  },
  // Third batch (2026-11-29, written before any tuning of this batch)
  // https://github.com/TiBillet/Lespass/issues/254
  {
    query: "mark a partner venue's tokens as paid back once we settled the euros",
    answers: [
      '/docs/Utilisateur/Federation/create_or_join/',
      '/docs/Utilisateur/Federation/how_federations_work/',
    ],
    source: 'https://github.com/TiBillet/Lespass/issues/254',
    reader: 'treasurer',
  },
  // https://github.com/TiBillet/LaBoutik/issues/22
  {
    query: 'badge button on the till doesnt go up when the volunteer taps their card',
    answers: ['/docs/Utilisateur/Cashless/badge/'],
    source: 'https://github.com/TiBillet/LaBoutik/issues/22',
    reader: 'volunteer',
  },
  // https://github.com/TiBillet/LaBoutik/issues/30
  {
    query: 'closing report split by point of sale, bar and kitchen separately',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source: 'https://github.com/TiBillet/LaBoutik/issues/30',
    reader: 'treasurer',
  },
  // https://github.com/TiBillet/Lespass/issues/246
  {
    query:
      "lock staff cards between events so volunteers with the app on their phone can't open the till",
    answers: [
      '/docs/Utilisateur/Cashless/admin_add_primary/',
      '/docs/Utilisateur/Cashless/android/',
    ],
    source: 'https://github.com/TiBillet/Lespass/issues/246',
    reader: 'venue-admin',
  },
  // https://github.com/TiBillet/Lespass/issues/290
  {
    query: 'download the bookings with the answers to our registration questions in a spreadsheet',
    answers: [
      '/docs/Utilisateur/Billetterie/admin_add_new_ticket/',
      '/docs/Utilisateur/Billetterie/ticket-scanning/',
    ],
    source: 'https://github.com/TiBillet/Lespass/issues/290',
    reader: 'organiser',
  },
  // https://github.com/TiBillet/LaBoutik/issues/34
  {
    query: 'difference between void carte and vider carte on the till',
    answers: ['/docs/Utilisateur/Cashless/Refund/'],
    source: 'https://github.com/TiBillet/LaBoutik/issues/34',
    reader: 'cashier',
  },
  // TiBillet/Lespass:CHANGELOG.md#Adhésions SEPA : lien de paiement à usage unique (anti double prélèvement) / SEPA memberships: single-use payment link (duplicate debit fix)
  {
    query: 'member paid by sepa, membership stuck on payment submitted awaiting bank validation',
    answers: [
      '/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/',
      '/docs/Utilisateur/Billetterie/stripe/',
    ],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Adhésions SEPA : lien de paiement à usage unique (anti double prélèvement) / SEPA memberships: single-use payment link (duplicate debit fix)',
    reader: 'treasurer',
  },
  // TiBillet/Lespass:CHANGELOG.md#Carte explorer : markers synchronisés au mode « Événements » + barre de recherche resserrée / Explorer map: markers synced with "Events" mode + tightened search bar
  {
    query: 'only show venues that have something coming up on our network map',
    answers: ['/docs/Utilisateur/Federation/create_or_join/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Carte explorer : markers synchronisés au mode « Événements » + barre de recherche resserrée / Explorer map: markers synced with "Events" mode + tightened search bar',
    reader: 'partner-venue',
  },
  // TiBillet/Lespass:CHANGELOG.md#Vague 5 (finale) : la suite TypeScript n'existe plus / Wave 5 (final): TypeScript suite is gone
  {
    query: 'run the lespass playwright browser tests, the python ones',
    answers: ['/docs/contribute/development/'],
    source:
      "TiBillet/Lespass:CHANGELOG.md#Vague 5 (finale) : la suite TypeScript n'existe plus / Wave 5 (final): TypeScript suite is gone",
    reader: 'developer',
  },
  // TiBillet/Lespass:CHANGELOG.md#Admin réservation : fix crash `'TibilletUser' has no attribute 'lower'` / Admin reservation: fix crash on add
  {
    query: "'TibilletUser' object has no attribute 'lower' when adding a booking in admin",
    answers: ['/docs/Utilisateur/Billetterie/create_a_ticket_manually/'],
    source:
      "TiBillet/Lespass:CHANGELOG.md#Admin réservation : fix crash `'TibilletUser' has no attribute 'lower'` / Admin reservation: fix crash on add",
    reader: 'organiser',
  },
  // TiBillet/Lespass:Administration/admin/prices.py
  {
    query: 'A rate cannot be between 0€ and 1€',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/'],
    source: 'TiBillet/Lespass:Administration/admin/prices.py',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:Administration/management/commands/reset_cashless_handshake.py
  {
    query: 'connect a new laboutik server to a lespass space that already had one',
    answers: ['/docs/install/operator_commands/', '/docs/install/docker_install/'],
    source: 'TiBillet/Lespass:Administration/management/commands/reset_cashless_handshake.py',
    reader: 'self-hoster',
  },
  // TiBillet/Lespass:AuthBillet/views.py
  {
    query: 'login link says Expired token. Please log in again',
    answers: ['/docs/Utilisateur/my_account/'],
    source: 'TiBillet/Lespass:AuthBillet/views.py',
    reader: 'public',
  },
  // TiBillet/Fedow:env_example
  {
    query: 'how do I generate the FERNET_KEY for fedow',
    answers: ['/docs/install/docker_install/', '/docs/install/operator_commands/'],
    source: 'TiBillet/Fedow:env_example',
    reader: 'self-hoster',
  },
  // TiBillet/Fedow:fedow_core/management/commands/reconcile_tokens.py
  {
    query: 'wallet balance doesnt match the sum of its transactions, fix it on the server',
    answers: ['/docs/install/operator_commands/'],
    source: 'TiBillet/Fedow:fedow_core/management/commands/reconcile_tokens.py',
    reader: 'self-hoster',
  },
  // TiBillet/Lespass:Administration/admin/dashboard.py
  {
    query: 'laboutik v1 card vs laboutik v2 on the lespass dashboard, which one do we use',
    answers: ['/docs/Utilisateur/Cashless/admin_space/', '/docs/glossary/'],
    source: 'TiBillet/Lespass:Administration/admin/dashboard.py',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:Administration/templates/admin/membership/partials/renouveller_confirm.html
  {
    query: "renew an expired member's membership from the back office",
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source:
      'TiBillet/Lespass:Administration/templates/admin/membership/partials/renouveller_confirm.html',
    reader: 'venue-admin',
  },
  // event-night: A table's dish is sold out after the customer paid it with their TiBillet card; the waiter cancels it and wants the money back on the card.
  {
    query: 'kitchen ran out, customer already paid the dish with their card, give it back',
    answers: ['/docs/Utilisateur/Cashless/order/'],
    source: 'event-night',
    reader: 'cashier',
    situation:
      "A table's dish is sold out after the customer paid it with their TiBillet card; the waiter cancels it and wants the money back on the card.",
  },
  // event-night: The door desk is closed, so the bar sells the entries on its till and the staff wonder whether those buyers pass the scan at the door.
  {
    query: 'selling entries on the bar till tonight, will the door scan them and count them',
    answers: ['/docs/recipes/sell-tickets-at-the-till/'],
    source: 'event-night',
    reader: 'cashier',
    situation:
      'The door desk is closed, so the bar sells the entries on its till and the staff wonder whether those buyers pass the scan at the door.',
  },
  // event-night: At the end of a festival whose terms say leftovers are not refunded, the organiser wants every card's remaining balance spent at once.
  {
    query: "last night of the festival, we don't refund leftover credit, empty all the cards",
    answers: ['/docs/install/operator_commands/'],
    source: 'event-night',
    reader: 'organiser',
    situation:
      "At the end of a festival whose terms say leftovers are not refunded, the organiser wants every card's remaining balance spent at once.",
  },
  // Fourth batch (2026-11-29, written before any tuning of this batch)
  // https://github.com/TiBillet/Lespass/issues/355
  {
    query: "from my account page, how do I get to my venue's admin panel",
    answers: ['/docs/Utilisateur/my_account/'],
    source: 'https://github.com/TiBillet/Lespass/issues/355',
    reader: 'venue-admin',
  },
  // https://github.com/TiBillet/LaBoutik/issues/7
  {
    query: 'will the laboutik till app work on a sunmi d3 mini',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source: 'https://github.com/TiBillet/LaBoutik/issues/7',
    reader: 'technician',
  },
  // https://github.com/TiBillet/Lespass/issues/274
  {
    query: 'refuse a membership request waiting for validation, the person signed up by mistake',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source: 'https://github.com/TiBillet/Lespass/issues/274',
    reader: 'venue-admin',
  },
  // https://github.com/TiBillet/LaBoutik/issues/75
  {
    query: 'open the cash register admin from the till tablet',
    answers: ['/docs/Utilisateur/Cashless/admin_space/'],
    source: 'https://github.com/TiBillet/LaBoutik/issues/75',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:CHANGELOG.md#Session marathon onboard + landing : hotfix prod + UX + i18n / Onboard marathon: prod hotfix + UX + i18n
  {
    query: 'I uploaded our logo in the sign up wizard, where did it end up?',
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Session marathon onboard + landing : hotfix prod + UX + i18n / Onboard marathon: prod hotfix + UX + i18n',
    reader: 'organiser',
  },
  // TiBillet/Lespass:CHANGELOG.md#Chantier FEDERATION #01 — Explorer in-tenant + refactor JS prod / In-tenant explorer + production-grade JS refactor
  {
    query: 'partner venue has no street address, does it still show on our local network map',
    answers: ['/docs/Utilisateur/Federation/create_or_join/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Chantier FEDERATION #01 — Explorer in-tenant + refactor JS prod / In-tenant explorer + production-grade JS refactor',
    reader: 'partner-venue',
  },
  // TiBillet/Lespass:CHANGELOG.md#v1.7.17 — Améliorations SEO home Faire Festival + humans.txt / SEO improvements on Faire Festival home + humans.txt
  {
    query:
      'switched to the faire festival theme and now our browser tab title talks about toulouse',
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#v1.7.17 — Améliorations SEO home Faire Festival + humans.txt / SEO improvements on Faire Festival home + humans.txt',
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:APIcashless/tasks.py
  {
    query:
      "got an email saying a new terminal connected to our TiBillet instance, we don't recognise it",
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source: 'TiBillet/LaBoutik:APIcashless/tasks.py',
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:administration/dashboard.py
  {
    query: "why does today's total on the till admin home page start at 4am",
    answers: ['/docs/Utilisateur/Cashless/admin_space/', '/docs/recipes/reports-by-email/'],
    source: 'TiBillet/LaBoutik:administration/dashboard.py',
    reader: 'treasurer',
  },
  // TiBillet/LaBoutik:administration/management/commands/import_articles.py
  {
    query: 'import all our bar articles from a csv instead of adding them one by one',
    answers: ['/docs/install/operator_commands/'],
    source: 'TiBillet/LaBoutik:administration/management/commands/import_articles.py',
    reader: 'self-hoster',
  },
  // TiBillet/Lespass:PaiementStripe/views.py
  {
    query: 'No Stripe Api Key in configuration when someone tries to pay',
    answers: ['/docs/install/docker_install/'],
    source: 'TiBillet/Lespass:PaiementStripe/views.py',
    reader: 'self-hoster',
  },
  // TiBillet/LaBoutik:APIcashless/custom_utils.py
  {
    query: 'own laboutik server, new till device gets no pin code: Clé discovery non renseignée',
    answers: ['/docs/install/docker_install/', '/docs/Utilisateur/Cashless/android/'],
    source: 'TiBillet/LaBoutik:APIcashless/custom_utils.py',
    reader: 'self-hoster',
  },
  // TiBillet/LaBoutik:administration/management/commands/export_membership.py
  {
    query: 'move our members and their cards from the old cashless server over to lespass',
    answers: ['/docs/install/operator_commands/'],
    source: 'TiBillet/LaBoutik:administration/management/commands/export_membership.py',
    reader: 'self-hoster',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/qrcode_scan_pay/insufficient_funds.html
  {
    query: 'paying with the qr code it says my wallet is too low',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      'TiBillet/Lespass:BaseBillet/templates/reunion/views/qrcode_scan_pay/insufficient_funds.html',
    reader: 'member',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/event/reservation_ok.html
  {
    query: 'how long are my seats kept while I finish paying?',
    answers: [
      '/docs/Utilisateur/Billetterie/admin_add_new_ticket/',
      '/docs/Utilisateur/Billetterie/admin_add_new_event/',
    ],
    source: 'TiBillet/Lespass:BaseBillet/templates/reunion/views/event/reservation_ok.html',
    reader: 'public',
  },
  // event-night: At the door, a guest's ticket is on a phone with a cracked, dim screen and the scanning phone will not read it.
  {
    query: "qr code on a cracked phone screen won't scan",
    answers: ['/docs/Utilisateur/Billetterie/ticket-scanning/'],
    source: 'event-night',
    reader: 'volunteer',
    situation:
      "At the door, a guest's ticket is on a phone with a cracked, dim screen and the scanning phone will not read it.",
  },
  // event-night: A guest cancelled their booking in the afternoon and the door team wonders whether that ticket would still get in.
  {
    query: 'someone cancelled their ticket this afternoon, will it still pass at the door?',
    answers: ['/docs/Utilisateur/Billetterie/ticket-scanning/'],
    source: 'event-night',
    reader: 'volunteer',
    situation:
      'A guest cancelled their booking in the afternoon and the door team wonders whether that ticket would still get in.',
  },
  // event-night: A newcomer pays their membership at the bar and also wants to load the card, but the top-up buttons are covered.
  {
    query: 'top up buttons greyed out after I tapped the membership',
    answers: ['/docs/recipes/membership-and-top-up-at-the-till/'],
    source: 'event-night',
    reader: 'cashier',
    situation:
      'A newcomer pays their membership at the bar and also wants to load the card, but the top-up buttons are covered.',
  },
  // event-night: Mid-service, the till app on the bar phone says NFC is off and no card reads any more.
  {
    query: 'till app says nfc disabled in the middle of service',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source: 'event-night',
    reader: 'cashier',
    situation:
      'Mid-service, the till app on the bar phone says NFC is off and no card reads any more.',
  },
  // event-night: A waiter tries to take a drink off a table's order and the till refuses with a message about the primary card.
  {
    query: "can't remove a drink from the table's order, it says non-managing primary card",
    answers: ['/docs/Utilisateur/Cashless/order/'],
    source: 'event-night',
    reader: 'cashier',
    situation:
      "A waiter tries to take a drink off a table's order and the till refuses with a message about the primary card.",
  },
];

export const french: HeldOutQuestion[] = [
  // La caisse et la carte
  {
    query: 'rembourser et reinitialiser la carte, le credit cadeau reste',
    answers: [`${cashless}/Refund/`],
    source: laboutik(110),
    reader: 'cashier',
  },
  {
    query: 'cloturer toutes les caisses ticket z',
    answers: [`${cashless}/admin_space/`, `${cashless}/sunmi-printers/`, `${cashless}/closures/`],
    source: laboutik(65),
    reader: 'cashier',
  },
  {
    query: 'fond de caisse par defaut',
    answers: [`${cashless}/admin_space/`, `${cashless}/closures/`],
    source: laboutik(56),
    reader: 'treasurer',
  },
  {
    query: 'enlever le paiement cashless de la caisse',
    answers: [`${cashless}/admin_add_pos/`],
    source: laboutik(108),
    reader: 'venue-admin',
  },
  {
    query: 'remboursement sur place avec la monnaie federee',
    answers: [`${cashless}/Refund/`, `${federation}/how_federations_work/`],
    source: laboutik(15),
    reader: 'partner-venue',
  },
  {
    query: 'asset fédéré obligatoire pour cashless adhésion ou badgeuse',
    answers: [`${cashless}/admin_add_article/`],
    source: code('LaBoutik', 'APIcashless/models.py'),
    reader: 'venue-admin',
  },
  {
    query: "vider carte séparer l'utilisateur",
    answers: [`${cashless}/Refund/`],
    source: code('LaBoutik', 'APIcashless/models.py'),
    reader: 'cashier',
  },
  {
    query: 'à partir de quel montant de recharge le cadeau se déclenche',
    answers: [`${cashless}/cashback/`],
    source: code('LaBoutik', 'APIcashless/models.py'),
    reader: 'venue-admin',
  },
  {
    query: 'email de la compta rapport de la veille',
    answers: [`${cashless}/admin_space/`, `${cashless}/sunmi-printers/`, `${cashless}/closures/`],
    source: code('LaBoutik', 'APIcashless/models.py'),
    reader: 'treasurer',
  },
  {
    query: 'pas de ventes depuis la derniere cloture',
    answers: [`${cashless}/admin_space/`, `${cashless}/sunmi-printers/`, `${cashless}/closures/`],
    source: code('LaBoutik', 'htmxview/views.py'),
    reader: 'cashier',
  },
  {
    query: 'mode gérant non autorisé',
    answers: [`${cashless}/admin_add_primary/`],
    source: code('LaBoutik', 'htmxview/templates/appsettings/manager_mode.html'),
    reader: 'cashier',
  },
  {
    query: "vente de billet en espece qui n'apparait pas dans le rapport comptable de laboutik",
    answers: [`${ticketing}/create_a_ticket_manually/`, `${cashless}/closures/`],
    source: lespass(467),
    reader: 'treasurer',
  },
  {
    query: "carte primaire perdue, la nouvelle n'apparait pas",
    answers: [`${cashless}/admin_add_primary/`],
    source: lespass(150),
    reader: 'venue-admin',
  },
  {
    query: "lier l'article adhésion de la caisse au produit adhésion de lespass",
    answers: [`${cashless}/admin_add_article/`, `${cashless}/special_articles/`],
    source: lespass(170),
    reader: 'venue-admin',
  },
  {
    query: 'adhésion + recharge cashless + entrée en un seul paiement',
    answers: [`${cashless}/admin_add_article/`, `${cashless}/special_articles/`],
    source: laboutik(50),
    reader: 'cashier',
  },
  {
    query: "recharger la carte d'un client au bar",
    answers: [`${cashless}/admin_add_article/`],
    source: eventNight,
    situation: "Un client n'a plus de crédit et veut recharger sa carte au comptoir.",
    reader: 'cashier',
  },
  {
    query: 'un client veut récupérer le reste de sa carte en fin de soirée',
    answers: [`${cashless}/Refund/`],
    source: eventNight,
    situation: 'Fermeture du bar : un client demande ce qui reste sur sa carte en liquide.',
    reader: 'cashier',
  },
  {
    query: 'changer le prix de la pinte pendant la soirée',
    answers: [`${cashless}/admin_add_article/`],
    source: eventNight,
    situation: "L'happy hour se termine et la pinte doit repasser au prix normal.",
    reader: 'venue-admin',
  },
  {
    query: 'ouvrir une deuxième buvette',
    answers: [`${cashless}/admin_add_pos/`],
    source: eventNight,
    situation: 'Trop de monde au bar : on ouvre une buvette de plus dans la cour.',
    reader: 'venue-admin',
  },
  {
    query: "la carte primaire n'ouvre plus la caisse",
    answers: [`${cashless}/admin_add_primary/`],
    source: eventNight,
    situation: 'Un bénévole badge sa carte de caisse et rien ne se déverrouille.',
    reader: 'cashier',
  },
  {
    query: 'un festivalier a perdu sa carte avec du crédit dessus',
    answers: [`${presentation}/i_am_an_audience/`, '/docs/Utilisateur/my_account/'],
    source: eventNight,
    situation: "Un festivalier revient au bar : sa carte rechargée n'est plus dans sa poche.",
    reader: 'cashier',
  },
  {
    query: 'la cuisine ne reçoit plus les bons',
    answers: [`${cashless}/impression_preparation/`, `${cashless}/sunmi-printers/`],
    source: eventNight,
    situation: "Les plats sont encaissés au bar mais rien ne s'imprime en cuisine.",
    reader: 'cashier',
  },
  {
    query: 'le compte de la caisse ne tombe pas juste en fin de soirée',
    answers: [`${cashless}/ventilation/`, `${cashless}/admin_space/`, `${cashless}/closures/`],
    source: eventNight,
    situation: "Le comptage du tiroir après la fermeture ne correspond pas à l'écran.",
    reader: 'treasurer',
  },
  {
    query: "rendre la consigne d'un gobelet",
    answers: [`${cashless}/admin_add_article/`, `${cashless}/special_articles/`],
    source: eventNight,
    situation: 'Un client rapporte son gobelet consigné au bar en partant.',
    reader: 'cashier',
  },
  {
    query: "verifier le solde d'une carte",
    answers: [`${cashless}/admin_add_article/`, `${presentation}/i_am_an_audience/`],
    source: eventNight,
    situation: 'Un client demande au bar combien il lui reste sur sa carte.',
    reader: 'cashier',
  },
  {
    query: 'offrir une conso à un artiste',
    answers: [`${cashless}/admin_add_article/`, `${cashless}/special_articles/`],
    source: eventNight,
    situation: "Les artistes boivent gratuitement et la caisse doit l'enregistrer.",
    reader: 'cashier',
  },
  {
    query: 'je me suis trompé de moyen de paiement sur une vente',
    answers: [`${cashless}/ventilation/`],
    source: eventNight,
    situation: 'La barmaid a tapé espèces alors que le client a payé par carte bancaire.',
    reader: 'cashier',
  },
  {
    query: 'reimprimer le ticket de caisse',
    answers: [`${cashless}/sunmi-printers/`],
    source: eventNight,
    situation: 'Un client revient demander le reçu de sa commande pour sa note de frais.',
    reader: 'cashier',
  },
  {
    query: 'bloquer une carte volée',
    answers: [`${presentation}/i_am_an_audience/`, '/docs/Utilisateur/my_account/'],
    source: eventNight,
    situation: "Quelqu'un signale qu'on lui a volé sa carte rechargée pendant le concert.",
    reader: 'venue-admin',
  },
  // Adhésions
  {
    query: "renouvellement automatique de l'adhésion à son insu",
    answers: [`${membership}/admin_add_new_membership/`, `${ticketing}/user_management/`],
    source: lespass(469),
    reader: 'treasurer',
  },
  {
    query: 'résilier mon abonnement',
    answers: ['/docs/Utilisateur/my_account/'],
    source: lespass(154),
    reader: 'member',
  },
  {
    query: 'le bouton renouveler apparait sur mon adhesion en cours',
    answers: ['/docs/Utilisateur/my_account/', `${presentation}/i_am_an_audience/`],
    source: lespass(128),
    reader: 'member',
  },
  {
    query: 'pass 3 jours avec adhésion obligatoire',
    answers: [`${membership}/Mandatory_membership/`],
    source: lespass(358),
    reader: 'organiser',
  },
  {
    query: 'prix libre pas évident à paramétrer',
    answers: [`${membership}/admin_add_new_membership/`],
    source: lespass(42),
    reader: 'venue-admin',
  },
  {
    query: 'adhésion en attente de paiement payée par chèque',
    answers: [`${membership}/create_a_membership_manually/`],
    source: changelog(
      'v1.7.2 — Corrections production + Paiement admin adhesions + Avoir comptable',
    ),
    reader: 'treasurer',
  },
  {
    query: 'activer le prélèvement SEPA',
    answers: [`${ticketing}/stripe/`],
    source: changelog('v1.6.8 — Corrections Sentry + Import/Export Events'),
    reader: 'treasurer',
  },
  {
    query: "exporter les adhésions de l'année",
    answers: [`${membership}/import_export/`],
    source: lespass(434),
    reader: 'treasurer',
  },
  {
    query: 'retrouver un adhérent par son nom',
    answers: [`${ticketing}/user_management/`],
    source: changelog(
      'Admin — Recherche par adhésion + renommage « Adhésion / Abonnement / Pass »',
    ),
    reader: 'venue-admin',
  },
  {
    query: 'valider les adhésions à la main avant le paiement',
    answers: [`${membership}/admin_add_new_membership/`],
    source: code('Lespass', 'BaseBillet/models.py'),
    reader: 'venue-admin',
  },
  {
    query: "engagement sur la durée de l'itération",
    answers: [`${membership}/admin_add_new_membership/`],
    source: code('Lespass', 'BaseBillet/models.py'),
    reader: 'member',
  },
  {
    query: "donner des jetons à l'achat d'une adhésion",
    answers: [`${membership}/admin_add_new_membership/`],
    source: changelog(
      'Triggers Fedow dans les inlines de tarif (adhésion + billet) / Fedow triggers in price inlines (membership + ticket)',
    ),
    reader: 'venue-admin',
  },
  // Billetterie
  {
    query: "qr code d'activation de l'appli de scan à usage unique",
    answers: [`${ticketing}/scanning-app/`],
    source: lespass(295),
    reader: 'organiser',
  },
  {
    query: "telecharger l'appli de scan sans acces admin",
    answers: [`${ticketing}/scanning-app/`],
    source: lespass(466),
    reader: 'volunteer',
  },
  {
    query: 'billet déjà scanné',
    answers: [`${ticketing}/scanning-app/`, `${ticketing}/ticket-scanning/`],
    source: lespass(205),
    reader: 'volunteer',
  },
  {
    query: 'ajouter un participant à un évènement',
    answers: [`${ticketing}/create_a_ticket_manually/`],
    source: lespass(133),
    reader: 'venue-admin',
  },
  {
    query: 'renvoyer les billets par mail',
    answers: [`${ticketing}/create_a_ticket_manually/`],
    source: lespass(78),
    reader: 'venue-admin',
  },
  {
    query: 'export csv des lignes comptables pour paheko',
    answers: [`${ticketing}/stripe/`, `${cashless}/closures/`],
    source: lespass(329),
    reader: 'treasurer',
  },
  {
    query: 'annuler une résa payée en espèces',
    answers: [`${ticketing}/create_a_ticket_manually/`, `${ticketing}/stripe/`],
    source: changelog(
      'v1.7.2 — Corrections production + Paiement admin adhesions + Avoir comptable',
    ),
    reader: 'treasurer',
  },
  {
    query: "délai de remboursement avant l'évènement",
    answers: [`${ticketing}/stripe/`, `${ticketing}/admin_add_new_event/`],
    source: code('Lespass', 'BaseBillet/models.py'),
    reader: 'organiser',
  },
  {
    query: "taille de l'image bandeau de l'evenement",
    answers: [`${ticketing}/image_mechanism/`],
    source: lespass(69),
    reader: 'organiser',
  },
  {
    query: 'évènement non fédéré calendriers partagés',
    answers: [`${ticketing}/admin_add_new_event/`, `${ticketing}/admin_ticketing_add_event/`],
    source: lespass(266),
    reader: 'organiser',
  },
  {
    query: 'vendre des billets a la caisse',
    answers: [`${cashless}/admin_add_article/`, `${cashless}/special_articles/`],
    source: changelog(
      'Vente de billet en caisse LaBoutik → réservation Lespass (API v2) / LaBoutik POS ticket sale → Lespass reservation (API v2)',
    ),
    reader: 'cashier',
  },
  {
    query: 'limite de billets par personne dépassée',
    answers: [
      `${ticketing}/admin_add_new_event/`,
      `${ticketing}/admin_add_new_ticket/`,
      `${ticketing}/admin_add_new_free_event/`,
    ],
    source: lespass(441),
    reader: 'organiser',
  },
  {
    query: 'solde insuffisant sur le portefeuille pour payer en ligne',
    answers: [`${presentation}/i_am_an_audience/`, '/docs/Utilisateur/my_account/'],
    source: code('Lespass', 'BaseBillet/validators.py'),
    reader: 'public',
  },
  {
    query: "retrouver le billet de quelqu'un par son nom à l'entrée",
    answers: [`${ticketing}/ticket-scanning/`, `${ticketing}/scanning-app/`],
    source: eventNight,
    situation: "À l'entrée, une spectatrice a oublié son téléphone et donne son nom.",
    reader: 'volunteer',
  },
  {
    query: 'complet, rajouter des places',
    answers: [`${ticketing}/admin_add_new_event/`, `${ticketing}/admin_add_new_ticket/`],
    source: eventNight,
    situation:
      'Le spectacle affiche complet mais la salle peut accueillir vingt personnes de plus.',
    reader: 'organiser',
  },
  {
    query: "j'ai pas reçu mon billet",
    answers: [`${presentation}/i_am_an_audience/`, '/docs/Utilisateur/my_account/'],
    source: eventNight,
    situation: "Une acheteuse à l'entrée ne trouve pas le mail de son billet.",
    reader: 'public',
  },
  // Fédération
  {
    query: "n'afficher que ces tags",
    answers: [`${federation}/create_or_join/`],
    source: changelog(
      "Correction : les tags d'un lieu fédéré étaient appliqués à l'envers / Fix: a federated place's tags were applied backwards",
    ),
    reader: 'partner-venue',
  },
  {
    query: 'fédérer les évènements par tag',
    answers: [`${federation}/create_or_join/`],
    source: changelog('Fédération automatique des évènements par tags (agenda + carto, en cache)'),
    reader: 'partner-venue',
  },
  {
    query: "texte d'intro de la page réseau local",
    answers: [`${federation}/create_or_join/`],
    source: changelog(
      "Fédération — options d'affichage par tenant / Federation display options per tenant",
    ),
    reader: 'partner-venue',
  },
  {
    query: 'agenda participatif',
    answers: [`${federation}/create_or_join/`, `${ticketing}/moderation/`],
    source: changelog('Agenda participatif → Fédération + récolte e-mail du proposeur anonyme'),
    reader: 'venue-admin',
  },
  {
    query: "valider les propositions d'évènements du public",
    answers: [`${ticketing}/moderation/`, `${federation}/create_or_join/`],
    source: changelog(
      "Agenda participatif : l'approbation d'une proposition ne rafraîchissait pas la carte / Proposal approval didn't refresh the map",
    ),
    reader: 'venue-admin',
  },
  {
    query: "la carte d'un autre lieu marche au bar ?",
    answers: [`${federation}/how_federations_work/`, `${presentation}/i_am_an_audience/`],
    source: eventNight,
    situation: "Un client tend au bar la carte d'un festival voisin.",
    reader: 'partner-venue',
  },
  // Auto-hébergement et matériel
  {
    query: 'refresh_seo_cache carte du réseau',
    answers: ['/docs/install/operator_commands/'],
    source: changelog(
      "Carte du réseau : les événements d'un lieu redeviennent accessibles / Network map: a venue's events are reachable again",
    ),
    reader: 'self-hoster',
  },
  {
    query: 'importer un lot de cartes nfc dans fedow',
    answers: ['/docs/install/operator_commands/'],
    source: code('Fedow', 'fedow_core/management/commands/import_cards.py'),
    reader: 'self-hoster',
  },
  {
    query: 'Printed number must be 8 len string',
    answers: ['/docs/install/operator_commands/'],
    source: code('Fedow', 'fedow_core/management/commands/import_cards.py'),
    reader: 'self-hoster',
  },
  {
    query: "l'imprimante sunmi ne sort pas le ticket",
    answers: [`${cashless}/sunmi-printers/`],
    source: laboutik(3),
    reader: 'technician',
  },
  {
    query: "clé publique non trouvée relancez l'appairage",
    answers: [`${cashless}/android/`],
    source: code('LaBoutik', 'webview/validators.py'),
    reader: 'technician',
  },
  {
    query: "l'écran de la caisse est à l'envers",
    answers: [`${box}/Software/laboutik/`, `${box}/Software/raspberry_OS/`],
    source: eventNight,
    situation: "La Raspberry Box remontée avant la soirée affiche l'écran tête en bas.",
    reader: 'technician',
  },
  {
    query: 'la box ne lance plus la caisse au démarrage',
    answers: [`${box}/Software/laboutik/`],
    source: eventNight,
    situation: "Après un débranchement, la box s'allume mais la caisse ne s'ouvre pas.",
    reader: 'technician',
  },
  {
    query: 'une tablette pour deux assos sur laboutik',
    answers: [`${cashless}/android/`],
    source: laboutik(6),
    reader: 'technician',
  },
  // L'API
  {
    query: 'api v1 dépréciée passer en v2',
    answers: [`${api}/intro/`],
    source: changelog(
      'API v1 (ApiBillet) — en-têtes de dépréciation vers /api/v2/ / API v1 deprecation headers',
    ),
    reader: 'developer',
  },
  {
    query: "recharge cadeau via l'api wallet-refills",
    answers: [`${api}/wallets/`],
    source: changelog(
      'API v2 recharge cadeau : traçabilité LigneArticle + fix 500 Fedow / API v2 gift refill: LigneArticle traceability + Fedow 500 fix',
    ),
    reader: 'developer',
  },
  {
    query: 'GET products uuid erreur 500',
    answers: [`${api}/products/`],
    source: changelog(
      'API v2 — Fix `retrieve` Product (lookup_field manquant) / Fix Product retrieve (missing lookup_field)',
    ),
    reader: 'developer',
  },
  {
    query: 'créer une réservation déjà payée en espèces par l’api',
    answers: [`${api}/reservations/`],
    source: changelog(
      'Vente de billet en caisse LaBoutik → réservation Lespass (API v2) / LaBoutik POS ticket sale → Lespass reservation (API v2)',
    ),
    reader: 'developer',
  },
  {
    query: 'clé api restreinte à une ip',
    answers: [`${api}/apikey/`],
    source: code('Lespass', 'BaseBillet/models.py'),
    reader: 'developer',
  },
  // Le public
  {
    query: 'ou est ma tirelire',
    answers: [`${presentation}/i_am_an_audience/`, '/docs/Utilisateur/my_account/'],
    source: lespass(442),
    reader: 'public',
  },
  {
    query: 'déclarer ma carte perdue',
    answers: [`${presentation}/i_am_an_audience/`, '/docs/Utilisateur/my_account/'],
    source: changelog('v1.6.8 — Corrections Sentry + Import/Export Events'),
    reader: 'public',
  },
  {
    query: 'réservation gratuite : veuillez valider votre e-mail',
    answers: [`${ticketing}/admin_add_new_free_event/`, `${presentation}/i_am_an_audience/`],
    source: changelog(
      'Unreleased — Fix message trompeur sur reservation gratuite anonyme / Misleading message on anonymous free booking',
    ),
    reader: 'public',
  },
  // Second batch (2026-11-28, written before any tuning of this batch)
  {
    query: 'dupliquer un évènement',
    answers: [`${ticketing}/admin_duplicate_event/`],
    source: lespass(131),
    reader: 'organiser',
  },
  {
    query: 'billet nominatif nom prénom',
    answers: [`${ticketing}/admin_add_new_ticket/`],
    source: lespass(259),
    reader: 'organiser',
  },
  {
    query: "ajouter l'adresse du lieu sur un evenement",
    answers: [`${ticketing}/admin_add_new_event/`, `${ticketing}/admin_add_new_free_event/`],
    source: lespass(68),
    reader: 'organiser',
  },
  {
    query: 'annuler un seul billet dans une réservation',
    answers: [`${ticketing}/ticket-scanning/`, `${ticketing}/stripe/`],
    source: lespass(430),
    reader: 'venue-admin',
  },
  {
    query: 'paiement par virement',
    answers: [
      `${membership}/create_a_membership_manually/`,
      `${ticketing}/create_a_ticket_manually/`,
    ],
    source: lespass(162),
    reader: 'treasurer',
  },
  {
    query: 'payer son adhésion avec sa carte cashless',
    answers: ['/docs/recipes/offer-a-membership/', `${cashless}/special_articles/`],
    source: lespass(22),
    reader: 'member',
  },
  {
    query: 'prix libre, pourquoi le minimum est affiché sur la réservation',
    answers: [`${ticketing}/admin_add_new_ticket/`],
    source: lespass(56),
    reader: 'organiser',
  },
  {
    query: 'activer le module newsletter',
    answers: [`${ticketing}/newsletter/`],
    source: changelog(
      'Module Newsletter activable, et `ruff --fix` rendu inoffensif / Newsletter module toggle, and `ruff --fix` made harmless',
    ),
    reader: 'venue-admin',
  },
  {
    query: "voir les dernières transactions de la carte d'un adhérent",
    answers: [`${ticketing}/user_management/`],
    source: changelog(
      'Admin — Dernières transactions Fedow (72 h) dans la fiche user / Admin — last 72h Fedow transactions in user profile',
    ),
    reader: 'cashier',
  },
  {
    query: 'proposer un évènement sans avoir de compte',
    answers: [`${ticketing}/moderation/`],
    source: changelog(
      "Wizards de création et proposition d'évènement / Event creation & proposal wizards",
    ),
    reader: 'public',
  },
  {
    query: 'créer un espace tibillet pour notre tiers-lieu',
    answers: [
      `${ticketing}/creation_of_the_collective_space/`,
      `${presentation}/i_am_a_collective/`,
    ],
    source: changelog(
      "Recensement Tiers-Lieux + restructuration des étapes dans l'onboarding / Tiers-Lieux directory + step restructuring in onboarding",
    ),
    reader: 'venue-admin',
  },
  {
    query: 'importer des évènements depuis un fichier csv',
    answers: [`${ticketing}/admin_ticketing_add_event/`],
    source: changelog('v1.6.8 — Corrections Sentry + Import/Export Events'),
    reader: 'organiser',
  },
  {
    query: 'faire un avoir sur une vente',
    answers: [`${ticketing}/stripe/`, `${cashless}/closures/`],
    source: changelog(
      'v1.7.2 — Corrections production + Paiement admin adhesions + Avoir comptable',
    ),
    reader: 'treasurer',
  },
  {
    query: 'lancer les tests de lespass en local',
    answers: ['/docs/contribute/development/'],
    source: changelog(
      'Test carte NFC ↔ wallet Fedow : rendu autonome (plus de skip) / Fedow card test made self-contained',
    ),
    reader: 'developer',
  },
  {
    query: "ordre d'affichage des tarifs",
    answers: [`${ticketing}/admin_add_new_ticket/`, `${membership}/admin_add_new_membership/`],
    source: code('Lespass', 'BaseBillet/models.py'),
    reader: 'venue-admin',
  },
  {
    query: 'facture stripe automatique',
    answers: [`${ticketing}/stripe-invoice/`],
    source: code('Lespass', 'BaseBillet/models.py'),
    reader: 'treasurer',
  },
  {
    query: 'recevoir une notif sur mon serveur quand une résa est payée',
    answers: [`${ticketing}/webhook/`],
    source: code('Lespass', 'BaseBillet/models.py'),
    reader: 'developer',
  },
  {
    query: 'un évènement avec le même nom et la même date existe déjà',
    answers: [`${ticketing}/admin_ticketing_add_event/`],
    source: code('Lespass', 'Administration/admin_tenant.py'),
    reader: 'organiser',
  },
  {
    query: 'le numéro de carte doit faire 8 caractères',
    answers: [`${membership}/create_a_membership_manually/`],
    source: code('Lespass', 'Administration/admin_tenant.py'),
    reader: 'venue-admin',
  },
  {
    query: 'code promotionnel invalide ou inactif',
    answers: [`${ticketing}/admin_add_new_ticket/`],
    source: code('Lespass', 'BaseBillet/validators.py'),
    reader: 'public',
  },
  {
    query: "droits pour créer des évènements sur l'agenda",
    answers: [`${ticketing}/Add_administrator_member/`],
    source: code('Lespass', 'AuthBillet/models.py'),
    reader: 'venue-admin',
  },
  {
    query: 'activer la badgeuse',
    answers: [`${cashless}/badge/`],
    source: code('LaBoutik', 'APIcashless/models.py'),
    reader: 'venue-admin',
  },
  {
    query: 'imprimer le bon en deux exemplaires',
    answers: [`${cashless}/impression_preparation/`],
    source: code('LaBoutik', 'APIcashless/models.py'),
    reader: 'technician',
  },
  {
    query: 'ajouter une carte cashless à la main dans laboutik',
    answers: [`${cashless}/admin_add_article/`],
    source: code('LaBoutik', 'APIcashless/models.py'),
    reader: 'venue-admin',
  },
  {
    query: 'Une table non éphémère avec ce nom existe déjà',
    answers: [`${cashless}/order/`],
    source: code('LaBoutik', 'webview/validators.py'),
    reader: 'cashier',
  },
  {
    query: 'Choisissez un asset de type Cadeau',
    answers: [`${cashless}/admin_add_article/`],
    source: code('LaBoutik', 'administration/adminstaff.py'),
    reader: 'venue-admin',
  },
  {
    query: 'Primary card must be in place primary cards',
    answers: [`${cashless}/Refund/`],
    source: code('Fedow', 'fedow_core/serializers.py'),
    reader: 'cashier',
  },
  {
    query: 'un bénévole a oublié de dépointer',
    answers: [`${cashless}/badge/`],
    source: eventNight,
    situation: 'En fin de soirée, un bénévole est parti sans repasser sa carte à la badgeuse.',
    reader: 'volunteer',
  },
  {
    query: "le téléphone de scan n'a plus de réseau",
    answers: [`${ticketing}/ticket-scanning/`],
    source: eventNight,
    situation: "À l'entrée, le téléphone qui scanne les billets perd la connexion.",
    reader: 'volunteer',
  },
  {
    query: 'combien de personnes sont entrées ce soir',
    answers: [`${ticketing}/ticket-scanning/`],
    source: eventNight,
    situation: 'Les pompiers demandent à l’organisatrice combien de personnes sont dans la salle.',
    reader: 'organiser',
  },
  {
    query: 'plus de bière blonde, la retirer de la caisse',
    answers: [`${cashless}/admin_add_pos/`],
    source: eventNight,
    situation: 'Le fût de blonde est vide et les serveurs tapent encore le bouton.',
    reader: 'venue-admin',
  },
  {
    query: 'recharger sa carte en ligne depuis son téléphone',
    answers: [`${presentation}/i_am_an_audience/`, '/docs/Utilisateur/my_account/'],
    source: eventNight,
    situation:
      "Un spectateur fait la queue à la caisse de recharge et demande s'il peut le faire en ligne.",
    reader: 'public',
  },
  // Third batch (2026-11-29, written before any tuning of this batch)
  // https://github.com/TiBillet/Lespass/issues/364
  {
    query: "export compta jour par jour sur toute l'annee",
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source: 'https://github.com/TiBillet/Lespass/issues/364',
    reader: 'treasurer',
  },
  // https://github.com/TiBillet/LaBoutik/issues/4
  {
    query: 'mode gerant voir toutes les ventes de la soirée sur la caisse',
    answers: [
      '/docs/Utilisateur/Cashless/ventilation/',
      '/docs/Utilisateur/Cashless/sunmi-printers/',
    ],
    source: 'https://github.com/TiBillet/LaBoutik/issues/4',
    reader: 'cashier',
  },
  // https://github.com/TiBillet/Lespass/issues/296
  {
    query: "a l'entree savoir quel bracelet donner selon le tarif du billet scanné",
    answers: ['/docs/Utilisateur/Billetterie/scanning-app/'],
    source: 'https://github.com/TiBillet/Lespass/issues/296',
    reader: 'volunteer',
  },
  // https://github.com/TiBillet/Lespass/issues/230
  {
    query: 'récap de toutes nos monnaies et combien chaque lieu en a, comme sur fedow',
    answers: [
      '/docs/Utilisateur/Federation/create_or_join/',
      '/docs/Utilisateur/Federation/how_federations_work/',
    ],
    source: 'https://github.com/TiBillet/Lespass/issues/230',
    reader: 'treasurer',
  },
  // TiBillet/Lespass:CHANGELOG.md#Widget de saisie d'adresse géolocalisée / Geolocated address input widget
  {
    query: "le point de notre lieu est mal placé sur la carte quand je crée l'espace",
    answers: [
      '/docs/Utilisateur/Billetterie/creation_of_the_collective_space/',
      '/docs/presentation/i_am_a_collective/',
    ],
    source:
      "TiBillet/Lespass:CHANGELOG.md#Widget de saisie d'adresse géolocalisée / Geolocated address input widget",
    reader: 'organiser',
  },
  // TiBillet/Lespass:CHANGELOG.md#API v1 — validation réservation loggée en `warning` (anti-bruit Sentry) / Reservation validation logged at warning
  {
    query: 'POST /api/reservations/ en v1 renvoie une erreur 400',
    answers: ['/docs/api/reservations/', '/docs/recipes/move-off-api-v1/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#API v1 — validation réservation loggée en `warning` (anti-bruit Sentry) / Reservation validation logged at warning',
    reader: 'developer',
  },
  // TiBillet/Lespass:CHANGELOG.md#Chantier SEO #01 — Decouverte LLM/Google du reseau federe / LLM and Google discovery of the federated network
  {
    query:
      "un lieu qui nous a mis dans son réseau apparait sur notre carte alors qu'on l'a pas ajouté",
    answers: ['/docs/Utilisateur/Federation/create_or_join/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Chantier SEO #01 — Decouverte LLM/Google du reseau federe / LLM and Google discovery of the federated network',
    reader: 'partner-venue',
  },
  // TiBillet/Lespass:Administration/admin/help_messages_dictionnary.py
  {
    query: 'impossible de mettre un prix sur notre adhésion, faut un compte stripe ?',
    answers: [
      '/docs/Utilisateur/Billetterie/creating-spaces-without-stripe/',
      '/docs/Utilisateur/Billetterie/stripe/',
    ],
    source: 'TiBillet/Lespass:Administration/admin/help_messages_dictionnary.py',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:ApiBillet/permissions.py
  {
    query: 'Header « Authorization » manquant ou mal formé',
    answers: ['/docs/api/apikey/'],
    source: 'TiBillet/Lespass:ApiBillet/permissions.py',
    reader: 'developer',
  },
  // TiBillet/Lespass:Administration/templates/admin/membership/partials/cancel_form.html
  {
    query: 'annuler une adhésion déjà payée, avec ou sans avoir',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source: 'TiBillet/Lespass:Administration/templates/admin/membership/partials/cancel_form.html',
    reader: 'treasurer',
  },
  // TiBillet/Lespass:Administration/templates/admin/membership/partials/custom_form_add_field.html
  {
    query: "ajouter le numero de licence d'un adherent, c'est pas demandé dans le formulaire",
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source:
      'TiBillet/Lespass:Administration/templates/admin/membership/partials/custom_form_add_field.html',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:Administration/management/commands/batch_new_tenant.py
  {
    query: "créer plein d'espaces d'un coup à partir d'un csv",
    answers: ['/docs/install/operator_commands/'],
    source: 'TiBillet/Lespass:Administration/management/commands/batch_new_tenant.py',
    reader: 'self-hoster',
  },
  // TiBillet/Fedow:fedow_core/management/commands/federations.py
  {
    query: 'ajouter un asset à une fédération en ligne de commande sur fedow',
    answers: ['/docs/install/operator_commands/'],
    source: 'TiBillet/Fedow:fedow_core/management/commands/federations.py',
    reader: 'self-hoster',
  },
  // TiBillet/Lespass:Administration/admin/products.py
  {
    query: 'Une adhésion doit avoir une durée',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/'],
    source: 'TiBillet/Lespass:Administration/admin/products.py',
    reader: 'venue-admin',
  },
  // TiBillet/Fedow:fedow_dashboard/templates/asset/badgeuse.html
  {
    query: 'durée entre le premier et le second passage à la badgeuse pour chaque bénévole',
    answers: ['/docs/Utilisateur/Cashless/badge/'],
    source: 'TiBillet/Fedow:fedow_dashboard/templates/asset/badgeuse.html',
    reader: 'organiser',
  },
  // TiBillet/Lespass:Administration/templates/admin/asset/asset_changelist_invitations.html
  {
    query: 'un lieu voisin nous invite à partager sa monnaie, on valide où ?',
    answers: ['/docs/Utilisateur/Federation/create_or_join/'],
    source:
      'TiBillet/Lespass:Administration/templates/admin/asset/asset_changelist_invitations.html',
    reader: 'partner-venue',
  },
  // TiBillet/Lespass:Administration/management/commands/stats_globales.py
  {
    query: "stats de toute l'instance : nombre de lieux actifs, adhésions, évènements",
    answers: ['/docs/install/operator_commands/'],
    source: 'TiBillet/Lespass:Administration/management/commands/stats_globales.py',
    reader: 'self-hoster',
  },
  // event-night: A volunteer taps their staff card on the till and the bar's point of sale is missing from the list.
  {
    query: 'la buvette apparait pas sur la caisse quand le bénévole passe sa carte',
    answers: ['/docs/Utilisateur/Cashless/admin_add_primary/'],
    source: 'event-night',
    reader: 'volunteer',
    situation:
      "A volunteer taps their staff card on the till and the bar's point of sale is missing from the list.",
  },
  // event-night: The morning after, the bar team realises nobody pressed the closing button at the end of last night.
  {
    query: "on a oublié de clôturer la caisse hier soir, c'est grave ?",
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source: 'event-night',
    reader: 'cashier',
    situation:
      'The morning after, the bar team realises nobody pressed the closing button at the end of last night.',
  },
  // event-night: Mid-evening, the bar manager wants the takings so far without closing the tills, which stay open until late.
  {
    query: 'voir le total de la soirée sans fermer la caisse',
    answers: ['/docs/Utilisateur/Cashless/closures/', '/docs/Utilisateur/Cashless/sunmi-printers/'],
    source: 'event-night',
    reader: 'cashier',
    situation:
      'Mid-evening, the bar manager wants the takings so far without closing the tills, which stay open until late.',
  },
  // Fourth batch (2026-11-29, written before any tuning of this batch)
  // https://github.com/TiBillet/Lespass/issues/365
  {
    query: "j'ai perdu le mail avec l'adresse de notre espace tibillet",
    answers: [
      '/docs/Utilisateur/Billetterie/creation_of_the_collective_space/',
      '/docs/Utilisateur/my_account/',
    ],
    source: 'https://github.com/TiBillet/Lespass/issues/365',
    reader: 'venue-admin',
  },
  // https://github.com/TiBillet/Lespass/issues/149
  {
    query: "c'est quoi le point de vente billetterie dans le rapport de la caisse",
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source: 'https://github.com/TiBillet/Lespass/issues/149',
    reader: 'treasurer',
  },
  // https://github.com/TiBillet/Lespass/issues/132
  {
    query: 'atelier tous les mercredis de mars à juillet, faire un évènement récurrent',
    answers: ['/docs/Utilisateur/Billetterie/admin_duplicate_event/'],
    source: 'https://github.com/TiBillet/Lespass/issues/132',
    reader: 'organiser',
  },
  // https://github.com/TiBillet/Lespass/issues/155
  {
    query:
      'deux adhésions encaissées en une fois à la caisse, la tirelire affiche la somme des deux',
    answers: ['/docs/recipes/membership-and-top-up-at-the-till/'],
    source: 'https://github.com/TiBillet/Lespass/issues/155',
    reader: 'cashier',
  },
  // TiBillet/Lespass:CHANGELOG.md#Vague 4 migration tests TS→Python — specs adhésions / Wave 4 TS→Python test migration — membership specs
  {
    query: "j'ai validé son adhésion mais il a jamais reçu le mail pour payer",
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Vague 4 migration tests TS→Python — specs adhésions / Wave 4 TS→Python test migration — membership specs',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:CHANGELOG.md#Test carte NFC → wallet (vérif Fedow réelle) + bugfix lien carte hors transaction / NFC card → wallet test (real Fedow check) + card-link transaction bugfix
  {
    query: "ajout d'une adhésion à la main : cette carte est déjà associée à un utilisateur",
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Test carte NFC → wallet (vérif Fedow réelle) + bugfix lien carte hors transaction / NFC card → wallet test (real Fedow check) + card-link transaction bugfix',
    reader: 'venue-admin',
  },
  // TiBillet/Fedow:fedow_core/management/commands/places.py
  {
    query: "retrouver l'uuid d'un lieu dans fedow en ligne de commande",
    answers: ['/docs/install/operator_commands/'],
    source: 'TiBillet/Fedow:fedow_core/management/commands/places.py',
    reader: 'self-hoster',
  },
  // TiBillet/Fedow:fedow_core/management/commands/global_asset_bank_stripe_deposit.py
  {
    query: 'enregistrer une remise en banque de tibillets pour un lieu sans passer par stripe',
    answers: ['/docs/install/operator_commands/'],
    source: 'TiBillet/Fedow:fedow_core/management/commands/global_asset_bank_stripe_deposit.py',
    reader: 'self-hoster',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/account/punchclock.html
  {
    query: 'le bouton pointer dans mon compte est grisé',
    answers: ['/docs/Utilisateur/Cashless/badge/'],
    source: 'TiBillet/Lespass:BaseBillet/templates/reunion/views/account/punchclock.html',
    reader: 'volunteer',
  },
  // TiBillet/Lespass:crowds/views.py
  {
    query: 'contribution promise payée en liquide, la marquer comme payée sur le projet',
    answers: ['/docs/Utilisateur/Billetterie/moderation/'],
    source: 'TiBillet/Lespass:crowds/views.py',
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/event/partial/booking_form.html
  {
    query: 'prix libre, un spectateur veut mettre 20 centimes et ça refuse',
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_ticket/'],
    source: 'TiBillet/Lespass:BaseBillet/templates/reunion/views/event/partial/booking_form.html',
    reader: 'organiser',
  },
  // TiBillet/LaBoutik:webview/adhesion.py
  {
    query:
      "vérification d'adhésion à la caisse : refusé par Lespass, clé invalide ou IP non autorisée",
    answers: ['/docs/recipes/membership-and-top-up-at-the-till/', '/docs/api/apikey/'],
    source: 'TiBillet/LaBoutik:webview/adhesion.py',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/membership/payment_link_invalid.html
  {
    query: "le lien pour payer mon adhésion dit qu'il est plus valide",
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source:
      'TiBillet/Lespass:BaseBillet/templates/reunion/views/membership/payment_link_invalid.html',
    reader: 'member',
  },
  // TiBillet/LaBoutik:administration/management/commands/cron_morning.py
  {
    query: "les tables éphémères d'hier soir ont disparu de la caisse ce matin",
    answers: ['/docs/install/operator_commands/'],
    source: 'TiBillet/LaBoutik:administration/management/commands/cron_morning.py',
    reader: 'cashier',
  },
  // event-night: Un client n'a pas assez sur sa carte et son ami paie le reste avec la sienne, qui ne suffit pas non plus.
  {
    query: 'fonds insuffisants sur deuxieme carte, le copain paye le reste',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source: 'event-night',
    reader: 'cashier',
    situation:
      "Un client n'a pas assez sur sa carte et son ami paie le reste avec la sienne, qui ne suffit pas non plus.",
  },
  // event-night: En partageant l'addition d'une table entre amis, la caisse refuse le montant tapé.
  {
    query: "partage de l'addition : valeur supérieure à l'addition",
    answers: ['/docs/Utilisateur/Cashless/order/'],
    source: 'event-night',
    reader: 'cashier',
    situation: "En partageant l'addition d'une table entre amis, la caisse refuse le montant tapé.",
  },
  // event-night: Avec la vérification d'adhésion allumée, une vente au bar est annulée avec un message sur le wallet Fedow de la carte.
  {
    query: 'vente annulée : carte sans wallet fedow, adhésion non vérifiable',
    answers: ['/docs/recipes/membership-and-top-up-at-the-till/'],
    source: 'event-night',
    reader: 'cashier',
    situation:
      "Avec la vérification d'adhésion allumée, une vente au bar est annulée avec un message sur le wallet Fedow de la carte.",
  },
  // event-night: Un soir de promotion, un client recharge 100 € au bar et ne voit pas le bonus promis quand on vérifie sa carte.
  {
    query: "il a rechargé 100 € mais le bonus cadeau n'est pas sur sa carte",
    answers: ['/docs/Utilisateur/Cashless/cashback/'],
    source: 'event-night',
    reader: 'cashier',
    situation:
      'Un soir de promotion, un client recharge 100 € au bar et ne voit pas le bonus promis quand on vérifie sa carte.',
  },
  // event-night: Un bénévole de l'entrée est reparti avec le téléphone de scan et ne répond plus.
  {
    query: 'un bénévole est parti avec le téléphone de scan, le bloquer',
    answers: ['/docs/Utilisateur/Billetterie/scanning-app/'],
    source: 'event-night',
    reader: 'organiser',
    situation: "Un bénévole de l'entrée est reparti avec le téléphone de scan et ne répond plus.",
  },
  // event-night: Un habitué paie sa bière avec sa carte et dit qu'il n'a pas reçu ses points de fidélité.
  {
    query: "un habitué dit qu'il a pas eu ses points de fidélité sur sa conso",
    answers: ['/docs/Utilisateur/Cashless/fidelity/'],
    source: 'event-night',
    reader: 'cashier',
    situation:
      "Un habitué paie sa bière avec sa carte et dit qu'il n'a pas reçu ses points de fidélité.",
  },
];
