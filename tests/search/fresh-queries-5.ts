import type {FreshQuestion} from './fresh-queries-3';

/**
 * A fifth fresh batch of readers' questions (2026-11-29), written the way
 * the third and fourth were (fresh-queries-3.ts): two writers, one per
 * language, who never ran the search, each query from a source no earlier
 * question, task or held-out question had used (a thread of TiBillet/Lespass
 * or LaBoutik, an entry of the Lespass changelog, a help text, label or
 * template of the product's code, or an event-night situation), its
 * answering pages chosen afterwards by reading them. Jobs no page answered
 * were left out and listed for the writers of pages. The search is tuned on
 * this batch, as on the others here; the held-out set is never read.
 */

export const english: FreshQuestion[] = [
  // https://github.com/TiBillet/Lespass/issues/411
  {
    query: 'export only the memberships i filtered, it downloads everything',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/import_export/'],
    source: 'https://github.com/TiBillet/Lespass/issues/411',
    reader: 'venue-admin',
  },
  // https://github.com/TiBillet/Lespass/issues/89
  {
    query: 'accents broken Ã© in members csv from libreoffice',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/import_export/'],
    source: 'https://github.com/TiBillet/Lespass/issues/89',
    reader: 'treasurer',
  },
  // https://github.com/TiBillet/Lespass/issues/141
  {
    query: 'import our existing members from an excel sheet',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/import_export/'],
    source: 'https://github.com/TiBillet/Lespass/issues/141',
    reader: 'venue-admin',
  },
  // https://github.com/TiBillet/Lespass/issues/424
  {
    query: 'weekend pass that you can only buy if youre a member',
    answers: ['/docs/recipes/festival-pass-with-membership/'],
    source: 'https://github.com/TiBillet/Lespass/issues/424',
    reader: 'organiser',
  },
  // https://github.com/TiBillet/Lespass/issues/257
  {
    query: 'change the text of the book button on my event',
    answers: [
      '/docs/Utilisateur/Billetterie/admin_add_new_event/',
      '/docs/Utilisateur/Billetterie/admin_add_new_free_event/',
    ],
    source: 'https://github.com/TiBillet/Lespass/issues/257',
    reader: 'organiser',
  },
  // https://github.com/TiBillet/Lespass/issues/245
  {
    query: 'food stand till shows all the bar drinks',
    answers: [
      '/docs/Utilisateur/Cashless/admin_add_pos/',
      '/docs/Utilisateur/Cashless/admin_add_article/',
    ],
    source: 'https://github.com/TiBillet/Lespass/issues/245',
    reader: 'venue-admin',
  },
  // https://github.com/TiBillet/LaBoutik/issues/23
  {
    query: 'can our volunteers badge in at a partner venue with the same card',
    answers: ['/docs/Utilisateur/Cashless/badge/'],
    source: 'https://github.com/TiBillet/LaBoutik/issues/23',
    reader: 'partner-venue',
  },
  // https://github.com/TiBillet/Lespass/issues/12
  {
    query: 'how many hours did each volunteer do this month',
    answers: ['/docs/Utilisateur/Cashless/badge/'],
    source: 'https://github.com/TiBillet/Lespass/issues/12',
    reader: 'venue-admin',
  },
  // https://github.com/TiBillet/Lespass/issues/88
  {
    query: 'how do we open a tibillet space for our association',
    answers: [
      '/docs/Utilisateur/Billetterie/creation_of_the_collective_space/',
      '/docs/presentation/i_am_a_collective/',
    ],
    source: 'https://github.com/TiBillet/Lespass/issues/88',
    reader: 'organiser',
  },
  // https://github.com/TiBillet/Lespass/issues/427
  {
    query: 'im admin but cant find the link to the admin panel from my account',
    answers: ['/docs/Utilisateur/my_account/'],
    source: 'https://github.com/TiBillet/Lespass/issues/427',
    reader: 'venue-admin',
  },
  // https://github.com/TiBillet/Lespass/issues/61
  {
    query: 'until when is my membership valid',
    answers: ['/docs/Utilisateur/my_account/'],
    source: 'https://github.com/TiBillet/Lespass/issues/61',
    reader: 'member',
  },
  // https://github.com/TiBillet/Lespass/issues/428
  {
    query: 'how to delete a test event',
    answers: ['/docs/Utilisateur/Billetterie/admin_ticketing_add_event/'],
    source: 'https://github.com/TiBillet/Lespass/issues/428',
    reader: 'organiser',
  },
  // TiBillet/Lespass:CHANGELOG.md#Vente de billet en caisse LaBoutik → réservation Lespass (API v2) / LaBoutik POS ticket sale → Lespass reservation (API v2)
  {
    query: 'sell entry tickets on the bar till',
    answers: [
      '/docs/recipes/sell-tickets-at-the-till/',
      '/docs/Utilisateur/Cashless/special_articles/',
    ],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Vente de billet en caisse LaBoutik → réservation Lespass (API v2) / LaBoutik POS ticket sale → Lespass reservation (API v2)',
    reader: 'cashier',
  },
  // TiBillet/Lespass:CHANGELOG.md#Module Newsletter activable, et `ruff --fix` rendu inoffensif / Newsletter module toggle, and `ruff --fix` made harmless
  {
    query: 'newsletter menu missing in admin',
    answers: ['/docs/Utilisateur/Billetterie/newsletter/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Module Newsletter activable, et `ruff --fix` rendu inoffensif / Newsletter module toggle, and `ruff --fix` made harmless',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:CHANGELOG.md#Correction : `?only_futur=1` renvoyait 500 sur les API events (v1 et v2) / Fix: `?only_futur=1` returned 500
  {
    query: 'api list only upcoming events',
    answers: ['/docs/api/events/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Correction : `?only_futur=1` renvoyait 500 sur les API events (v1 et v2) / Fix: `?only_futur=1` returned 500',
    reader: 'developer',
  },
  // TiBillet/Lespass:CHANGELOG.md#API v2 — Recharge de tokens non fiduciaires / API v2 — non-fiat wallet refill
  {
    query: 'give time tokens to volunteers through the api',
    answers: ['/docs/api/wallets/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#API v2 — Recharge de tokens non fiduciaires / API v2 — non-fiat wallet refill',
    reader: 'developer',
  },
  // TiBillet/Lespass:CHANGELOG.md#Admin — Dernières transactions Fedow (72 h) dans la fiche user / Admin — last 72h Fedow transactions in user profile
  {
    query: 'see a members last card payments in the admin',
    answers: ['/docs/Utilisateur/Billetterie/user_management/', '/docs/Utilisateur/my_account/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Admin — Dernières transactions Fedow (72 h) dans la fiche user / Admin — last 72h Fedow transactions in user profile',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:CHANGELOG.md#Adhésions SEPA : lien de paiement à usage unique (anti double prélèvement) / SEPA memberships: single-use payment link (duplicate debit fix)
  {
    query: 'member got debited twice for his membership by direct debit',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Adhésions SEPA : lien de paiement à usage unique (anti double prélèvement) / SEPA memberships: single-use payment link (duplicate debit fix)',
    reader: 'treasurer',
  },
  // TiBillet/Lespass:CHANGELOG.md#Fédération — options d\'affichage par tenant / Federation display options per tenant
  {
    query: 'network map: only show venues that have an upcoming event',
    answers: ['/docs/Utilisateur/Federation/create_or_join/'],
    source:
      "TiBillet/Lespass:CHANGELOG.md#Fédération — options d'affichage par tenant / Federation display options per tenant",
    reader: 'partner-venue',
  },
  // TiBillet/Lespass:CHANGELOG.md#Wizards de création et proposition d\'évènement / Event creation & proposal wizards
  {
    query: 'let people outside our team suggest events for our agenda',
    answers: ['/docs/Utilisateur/Billetterie/moderation/'],
    source:
      "TiBillet/Lespass:CHANGELOG.md#Wizards de création et proposition d'évènement / Event creation & proposal wizards",
    reader: 'organiser',
  },
  // TiBillet/Lespass:CHANGELOG.md#Unreleased — Fix message trompeur sur reservation gratuite anonyme / Misleading message on anonymous free booking
  {
    query: 'booked a free workshop, it says validate my email, where is my ticket',
    answers: ['/docs/presentation/i_am_an_audience/', '/docs/Utilisateur/my_account/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Unreleased — Fix message trompeur sur reservation gratuite anonyme / Misleading message on anonymous free booking',
    reader: 'public',
  },
  // TiBillet/LaBoutik:administration/templates/admin/APIcashless/cloturecaisse/change_list.html
  {
    query: 'z ticket for the whole month of june',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source:
      'TiBillet/LaBoutik:administration/templates/admin/APIcashless/cloturecaisse/change_list.html',
    reader: 'treasurer',
  },
  // TiBillet/LaBoutik:htmxview/templates/appsettings/printer.html
  {
    query: 'sunmi test print sent but no paper comes out',
    answers: ['/docs/Utilisateur/Cashless/sunmi-printers/'],
    source: 'TiBillet/LaBoutik:htmxview/templates/appsettings/printer.html',
    reader: 'technician',
  },
  // TiBillet/Lespass:BaseBillet/tasks.py
  {
    query: 'approve pending membership aplications',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source: 'TiBillet/Lespass:BaseBillet/tasks.py',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:discovery/models.py
  {
    query: '6 digit code to pair a new till tablet',
    answers: [
      '/docs/Utilisateur/Cashless/android/',
      '/docs/install/Raspberry Box/Software/laboutik/',
    ],
    source: 'TiBillet/Lespass:discovery/models.py',
    reader: 'technician',
  },
  // TiBillet/LaBoutik:administration/management/commands/import_csv_card.py
  {
    query: 'add our own printed nfc cards to the server from a csv',
    answers: ['/docs/install/operator_commands/'],
    source: 'TiBillet/LaBoutik:administration/management/commands/import_csv_card.py',
    reader: 'self-hoster',
  },
  // event-night: a customer at the bar lost their cashless card and still had credit on it
  {
    query: 'customer lost his card, money still on it',
    answers: ['/docs/recipes/replace-a-lost-card/'],
    source:
      'event-night: a customer at the bar lost their cashless card and still had credit on it',
    reader: 'volunteer',
  },
  // event-night: at closing, people bring back their reusable cups and want the deposit refunded
  {
    query: 'people bring back cups and want their deposit back',
    answers: [
      '/docs/recipes/give-back-a-cup-deposit/',
      '/docs/Utilisateur/Cashless/special_articles/',
    ],
    source:
      'event-night: at closing, people bring back their reusable cups and want the deposit refunded',
    reader: 'cashier',
  },
  // event-night: the bartender tapped cash but the customer actually paid by bank card
  {
    query: 'bartender hit cash instead of CB, drawer wont match',
    answers: ['/docs/Utilisateur/Cashless/ventilation/'],
    source: 'event-night: the bartender tapped cash but the customer actually paid by bank card',
    reader: 'cashier',
  },
  // event-night: the bar Wi-Fi drops during the concert
  {
    query: 'wifi down at the bar can the till still sell',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source: 'event-night: the bar Wi-Fi drops during the concert',
    reader: 'cashier',
  },
];

export const french: FreshQuestion[] = [
  // https://github.com/TiBillet/LaBoutik/issues/59
  {
    query: "au check carte la vieille adhesion terminée s'affiche avant la nouvelle",
    answers: [
      '/docs/Utilisateur/Cashless/admin_add_article/',
      '/docs/recipes/membership-and-top-up-at-the-till/',
    ],
    source: 'https://github.com/TiBillet/LaBoutik/issues/59',
    reader: 'cashier',
  },
  // https://github.com/TiBillet/Lespass/issues/253
  {
    query:
      "j'ai cliqué sur créer un lespass pour mon collectif alors que je voulais juste charger ma carte",
    answers: ['/docs/presentation/i_am_an_audience/', '/docs/Utilisateur/my_account/'],
    source: 'https://github.com/TiBillet/Lespass/issues/253',
    reader: 'public',
  },
  // https://github.com/TiBillet/Lespass/issues/201
  {
    query: 'adhésion prise au telephone, envoyer le lien de paiement par sms',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source: 'https://github.com/TiBillet/Lespass/issues/201',
    reader: 'venue-admin',
  },
  // https://github.com/TiBillet/Lespass/issues/424
  {
    query: 'le qr code du pass festival marche tous les jours a l entree ?',
    answers: ['/docs/recipes/festival-pass-with-membership/'],
    source: 'https://github.com/TiBillet/Lespass/issues/424',
    reader: 'organiser',
  },
  // https://github.com/TiBillet/Lespass/issues/305
  {
    query: 'différence entre Stripe CB, Stripe SEPA et récurrent dans les moyens de paiement',
    answers: ['/docs/Utilisateur/Cashless/closures/', '/docs/api/sales/'],
    source: 'https://github.com/TiBillet/Lespass/issues/305',
    reader: 'treasurer',
  },
  // https://github.com/TiBillet/LaBoutik/issues/53
  {
    query: 'lire le rapport V2 beta de cloture laboutik, où est le CA',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source: 'https://github.com/TiBillet/LaBoutik/issues/53',
    reader: 'treasurer',
  },
  // https://github.com/TiBillet/LaBoutik/issues/23
  {
    query: "mes heures de benevolat au festival comptent aussi dans l'asso d'a coté ?",
    answers: ['/docs/Utilisateur/Cashless/badge/'],
    source: 'https://github.com/TiBillet/LaBoutik/issues/23',
    reader: 'volunteer',
  },
  // https://github.com/TiBillet/Lespass/issues/233
  {
    query: 'je trouve pas le bouton pour accepter une demande d adhésion',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source: 'https://github.com/TiBillet/Lespass/issues/233',
    reader: 'venue-admin',
  },
  // https://github.com/TiBillet/Lespass/issues/385
  {
    query: 'télécharger le rapport comptable en xlsx pour le tableur',
    answers: ['/docs/Utilisateur/Cashless/closures/', '/docs/recipes/export-sales-per-product/'],
    source: 'https://github.com/TiBillet/Lespass/issues/385',
    reader: 'treasurer',
  },
  // https://github.com/TiBillet/Lespass/issues/20
  {
    query: 'adhésion faite au bar sur une carte neuve, comment mettre mon nom et mon mail dessus',
    answers: ['/docs/presentation/i_am_an_audience/', '/docs/Utilisateur/my_account/'],
    source: 'https://github.com/TiBillet/Lespass/issues/20',
    reader: 'member',
  },
  // https://github.com/TiBillet/Lespass/issues/125
  {
    query: "s'inscrire sur deux créneaux bénévoles du même évènement",
    answers: ['/docs/Utilisateur/Billetterie/admin_ticketing_add_event/'],
    source: 'https://github.com/TiBillet/Lespass/issues/125',
    reader: 'volunteer',
  },
  // TiBillet/Lespass:CHANGELOG.md#Adhésions SEPA : lien de paiement à usage unique (anti double prélèvement) / SEPA memberships: single-use payment link (duplicate debit fix)
  {
    query:
      "j'ai cliqué deux fois sur le lien pour payer ma cotisation, je vais etre débité 2 fois ?",
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Adhésions SEPA : lien de paiement à usage unique (anti double prélèvement) / SEPA memberships: single-use payment link (duplicate debit fix)',
    reader: 'member',
  },
  // TiBillet/Lespass:CHANGELOG.md#v1.8 — Modules Groupware + refacto admin + proxies Product / Groupware modules + admin refactor + Product proxies
  {
    query: 'le lien adhésions a disparu du menu de notre site public',
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#v1.8 — Modules Groupware + refacto admin + proxies Product / Groupware modules + admin refactor + Product proxies',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:CHANGELOG.md#Admin — Recherche par adhésion + renommage « Adhésion / Abonnement / Pass »
  {
    query:
      "accueil : le compte est au nom du conjoint mais l'adhésion au sien, comment la retrouver",
    answers: ['/docs/Utilisateur/Billetterie/user_management/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Admin — Recherche par adhésion + renommage « Adhésion / Abonnement / Pass »',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:CHANGELOG.md#Triggers Fedow dans les inlines de tarif (adhésion + billet) / Fedow triggers in price inlines (membership + ticket)
  {
    query: "ou est passé l'onglet triggers des tarifs pour offrir des jetons",
    answers: [
      '/docs/Utilisateur/Billetterie/admin_add_new_ticket/',
      '/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/',
    ],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Triggers Fedow dans les inlines de tarif (adhésion + billet) / Fedow triggers in price inlines (membership + ticket)',
    reader: 'organiser',
  },
  // TiBillet/Lespass:Administration/templates/admin/product/checkstripe_component.html
  {
    query: 'pourquoi je peux créer que des réservations gratuites et pas de billet payant',
    answers: [
      '/docs/Utilisateur/Billetterie/creating-spaces-without-stripe/',
      '/docs/Utilisateur/Billetterie/stripe/',
    ],
    source: 'TiBillet/Lespass:Administration/templates/admin/product/checkstripe_component.html',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:Administration/templates/admin/membership/partials/renouveller_confirm.html
  {
    query: "refaire l'adhesion expirée d'un membre avec les memes infos depuis l'admin",
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source:
      'TiBillet/Lespass:Administration/templates/admin/membership/partials/renouveller_confirm.html',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:Administration/templates/admin/ghost/panneau_newsletter.html
  {
    query: 'vérifier que ghost est bien relié avant de faire un brouillon',
    answers: ['/docs/Utilisateur/Billetterie/newsletter/'],
    source: 'TiBillet/Lespass:Administration/templates/admin/ghost/panneau_newsletter.html',
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:htmxview/templates/appsettings/printer.html
  {
    query: "voyant bluetooth rouge dans les réglages imprimante de l'appli caisse",
    answers: ['/docs/Utilisateur/Cashless/android/', '/docs/Utilisateur/Cashless/sunmi-printers/'],
    source: 'TiBillet/LaBoutik:htmxview/templates/appsettings/printer.html',
    reader: 'technician',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/account/reservations.html
  {
    query: 'où retrouver mon billet sur mon compte pour le montrer à l entrée',
    answers: ['/docs/Utilisateur/my_account/'],
    source: 'TiBillet/Lespass:BaseBillet/templates/reunion/views/account/reservations.html',
    reader: 'public',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/account/membership/memberships.html
  {
    query: 'renouveler moi meme mon adhesion en ligne',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      'TiBillet/Lespass:BaseBillet/templates/reunion/views/account/membership/memberships.html',
    reader: 'member',
  },
  // TiBillet/Lespass:Administration/templates/admin/dashboard_module_modal.html
  {
    query: 'désactiver la billetterie, on ne fait que des adhésions',
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source: 'TiBillet/Lespass:Administration/templates/admin/dashboard_module_modal.html',
    reader: 'venue-admin',
  },
  // event-night: a regular asks at the bar how much their card has spent tonight
  {
    query: "combien j'ai claqué au bar ce soir avec ma carte",
    answers: ['/docs/Utilisateur/my_account/'],
    source: 'event-night: a regular asks at the bar how much their card has spent tonight',
    reader: 'public',
  },
  // event-night: someone turns up at the door with a ticket booked for the wrong evening
  {
    query: "j'ai réservé le mauvais soir et je suis devant la salle",
    answers: ['/docs/Utilisateur/my_account/'],
    source: 'event-night: someone turns up at the door with a ticket booked for the wrong evening',
    reader: 'public',
  },
  // event-night: the band arrives with five guests who are not on the list
  {
    query: "ajouter 5 invités du groupe sur la liste d'entrée ce soir",
    answers: ['/docs/Utilisateur/Billetterie/create_a_ticket_manually/'],
    source: 'event-night: the band arrives with five guests who are not on the list',
    reader: 'organiser',
  },
  // event-night: a member forgot their card and wants to pay at the bar with their phone
  {
    query: 'oublié ma carte, payer au comptoir avec mon telephone',
    answers: ['/docs/Utilisateur/my_account/'],
    source: 'event-night: a member forgot their card and wants to pay at the bar with their phone',
    reader: 'member',
  },
  // event-night: a card was charged twice for the same round by mistake
  {
    query: 'carte cashless débitée 2 fois pour la meme tournée, annuler la vente',
    answers: ['/docs/Utilisateur/Cashless/ventilation/'],
    source: 'event-night: a card was charged twice for the same round by mistake',
    reader: 'cashier',
  },
  // event-night: a door volunteer needs to see the bookings but is not an admin
  {
    query: 'donner accès aux réservations au bénévole de l accueil sans tout lui ouvrir',
    answers: ['/docs/Utilisateur/Billetterie/Add_administrator_member/'],
    source: 'event-night: a door volunteer needs to see the bookings but is not an admin',
    reader: 'venue-admin',
  },
  // event-night: a customer has both gift credit and euros on their card and asks which is spent first
  {
    query: 'crédit cadeau et euros sur la carte, lequel part en premier',
    answers: ['/docs/Utilisateur/Cashless/special_articles/'],
    source:
      'event-night: a customer has both gift credit and euros on their card and asks which is spent first',
    reader: 'cashier',
  },
  // event-night: a card from the venue next door is refused at this bar
  {
    query: "ma carte est refusée au bar d'a coté alors qu'elle marche chez nous",
    answers: [
      '/docs/presentation/i_am_an_audience/',
      '/docs/Utilisateur/Federation/how_federations_work/',
    ],
    source: 'event-night: a card from the venue next door is refused at this bar',
    reader: 'public',
  },
];
