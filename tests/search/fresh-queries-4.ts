import type {FreshQuestion} from './fresh-queries-3';

/**
 * A fourth fresh batch of readers' questions (2026-11-29), written the way
 * the third was (fresh-queries-3.ts). Each query was written from a
 * source outside the site (an unused thread of TiBillet/Lespass or LaBoutik,
 * an unused entry of the Lespass changelog, a help text, label or message of
 * the product's code, or an event-night situation) before its answering
 * pages were chosen by reading them. Nobody ran the site's search.
 */

export const english: FreshQuestion[] = [
  // --- GitHub threads ---

  // https://github.com/TiBillet/Lespass/issues/119
  {
    query: 'same person bought our yearly membership twice, limit it to one per person',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/'],
    source: 'https://github.com/TiBillet/Lespass/issues/119',
    reader: 'venue-admin',
  },
  // https://github.com/TiBillet/Lespass/issues/168
  {
    query: 'the + button to make a new ticket product is gone from the event form',
    answers: [
      '/docs/Utilisateur/Billetterie/admin_add_new_event/',
      '/docs/Utilisateur/Billetterie/admin_add_new_ticket/',
    ],
    source: 'https://github.com/TiBillet/Lespass/issues/168',
    reader: 'organiser',
  },
  // https://github.com/TiBillet/LaBoutik/issues/84
  {
    query: 'customer brings back 3 cups and orders 2 more beers, can I do it all in one payment?',
    answers: [
      '/docs/recipes/give-back-a-cup-deposit/',
      '/docs/Utilisateur/Cashless/special_articles/',
    ],
    source: 'https://github.com/TiBillet/LaBoutik/issues/84',
    reader: 'cashier',
  },
  // https://github.com/TiBillet/LaBoutik/issues/1
  {
    query: 'cheap nfc stickers that work with the rc522 reader, are ntag ok',
    answers: ['/docs/install/Raspberry Box/Hardware/wiring/'],
    source: 'https://github.com/TiBillet/LaBoutik/issues/1',
    reader: 'technician',
  },
  // https://github.com/TiBillet/Lespass/issues/326
  {
    query: 'I booked the wrong night by mistake, can I switch my ticket to the other date?',
    answers: ['/docs/Utilisateur/my_account/'],
    source: 'https://github.com/TiBillet/Lespass/issues/326',
    reader: 'public',
  },
  // https://github.com/TiBillet/Lespass/issues/265
  {
    query: 'approved a membership request, they paid, but it still says awaiting payment',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source: 'https://github.com/TiBillet/Lespass/issues/265',
    reader: 'venue-admin',
  },
  // https://github.com/TiBillet/LaBoutik/issues/92
  {
    query: 'z ticket diffrence between offert and token cadeau',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source: 'https://github.com/TiBillet/LaBoutik/issues/92',
    reader: 'treasurer',
  },

  // --- Lespass changelog ---

  // TiBillet/Lespass:CHANGELOG.md#Infra : limite item Memcached relevée (1 Mo → 8 Mo) pour l'agrégat SEO / Memcached item size raised for the SEO aggregate
  {
    query: 'agenda pages got slow once the network passed 1500 events, memcached item size limit',
    answers: ['/docs/install/docker_install/'],
    source:
      "TiBillet/Lespass:CHANGELOG.md#Infra : limite item Memcached relevée (1 Mo → 8 Mo) pour l'agrégat SEO / Memcached item size raised for the SEO aggregate",
    reader: 'self-hoster',
  },
  // TiBillet/Lespass:CHANGELOG.md#v1.7.7 — Unification actions admin Membership dans MembershipMVT
  {
    query: 'member asks for a pdf receipt of the membership they paid',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#v1.7.7 — Unification actions admin Membership dans MembershipMVT',
    reader: 'treasurer',
  },
  // TiBillet/Lespass:CHANGELOG.md#Simplification des suites de tests + socle E2E Python (force_login) / Test suites simplification + Python E2E foundation
  {
    query: "browser tests can't log in, what is E2E_TEST_TOKEN",
    answers: ['/docs/contribute/development/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Simplification des suites de tests + socle E2E Python (force_login) / Test suites simplification + Python E2E foundation',
    reader: 'developer',
  },
  // TiBillet/Lespass:CHANGELOG.md#Jauge ouverte aux proposeurs dans le wizard d'évènement / Gauge available to proposers in the event wizard
  {
    query:
      'someone proposed a workshop on our agenda with 12 places, change the limit before I publish it',
    answers: [
      '/docs/Utilisateur/Billetterie/moderation/',
      '/docs/Utilisateur/Billetterie/admin_add_new_event/',
    ],
    source:
      "TiBillet/Lespass:CHANGELOG.md#Jauge ouverte aux proposeurs dans le wizard d'évènement / Gauge available to proposers in the event wizard",
    reader: 'organiser',
  },

  // --- Help texts, labels and messages of the code ---

  // TiBillet/Lespass:BaseBillet/views_scan.py
  {
    query: 'scanner says Event error on a ticket',
    answers: ['/docs/Utilisateur/Billetterie/scanning-app/'],
    source: 'TiBillet/Lespass:BaseBillet/views_scan.py',
    reader: 'volunteer',
  },
  // TiBillet/Lespass:tibrss/views.py
  {
    query: 'our rss feed shows an event we havent published yet',
    answers: ['/docs/Utilisateur/Billetterie/rss/'],
    source: 'TiBillet/Lespass:tibrss/views.py',
    reader: 'organiser',
  },
  // TiBillet/Lespass:api_v2/serializers.py
  {
    query:
      'membership created through api v2 without paymentMode shows as offered, I wanted them to pay',
    answers: ['/docs/api/memberships/'],
    source: 'TiBillet/Lespass:api_v2/serializers.py',
    reader: 'developer',
  },
  // TiBillet/Lespass:Administration/importers/membership_importers.py
  {
    query: 'if I import our member list will everyone get an email?',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/import_export/'],
    source: 'TiBillet/Lespass:Administration/importers/membership_importers.py',
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:htmxview/templates/kiosk/select_amount.html
  {
    query: 'self service terminal where festival goers top up their own card with a bank card',
    answers: ['/docs/Utilisateur/Cashless/admin_space/'],
    source: 'TiBillet/LaBoutik:htmxview/templates/kiosk/select_amount.html',
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:fedow_connect/management/commands/exitfed.py
  {
    query: 'move our laboutik server over to another fedow',
    answers: ['/docs/install/operator_commands/'],
    source: 'TiBillet/LaBoutik:fedow_connect/management/commands/exitfed.py',
    reader: 'self-hoster',
  },
  // TiBillet/Lespass:Administration/management/commands/launch_payment.py
  {
    query: "simulate a qr code payment from someone's wallet on the command line for testing",
    answers: ['/docs/install/operator_commands/'],
    source: 'TiBillet/Lespass:Administration/management/commands/launch_payment.py',
    reader: 'developer',
  },
  // TiBillet/Lespass:crowds/models.py
  {
    query: 'crowdfunding contributions as pledges only, no stripe payment',
    answers: ['/docs/Utilisateur/Billetterie/moderation/'],
    source: 'TiBillet/Lespass:crowds/models.py',
    reader: 'organiser',
  },
  // TiBillet/Fedow:fedow_core/views.py
  {
    query: 'people pay with TiBillets at our bar, when does the coop send us the euros?',
    answers: ['/docs/Utilisateur/Federation/how_federations_work/', '/docs/presentation/rates/'],
    source: 'TiBillet/Fedow:fedow_core/views.py',
    reader: 'partner-venue',
  },
  // TiBillet/LaBoutik:webview/templates/popup_check_carte.html
  {
    query: 'till confirmation turned orange when a regular paid with their card',
    answers: ['/docs/recipes/membership-and-top-up-at-the-till/'],
    source: 'TiBillet/LaBoutik:webview/templates/popup_check_carte.html',
    reader: 'cashier',
  },
  // TiBillet/LaBoutik:administration/management/commands/create_admin_user.py
  {
    query: 'locked out of the laboutik admin, send a new admin invite from the server',
    answers: ['/docs/install/operator_commands/', '/docs/Utilisateur/Cashless/admin_space/'],
    source: 'TiBillet/LaBoutik:administration/management/commands/create_admin_user.py',
    reader: 'self-hoster',
  },

  // --- Event night ---

  // event-night: a bartender rang up the same round twice and took cash twice
  {
    query: 'tapped the round twice and took cash twice, how do i fix the sale',
    answers: ['/docs/Utilisateur/Cashless/ventilation/'],
    source: 'event-night',
    reader: 'cashier',
  },
  // event-night: the phone used at the door runs out of battery mid-evening
  {
    query: 'door phone battery died, check people in from the laptop instead',
    answers: ['/docs/Utilisateur/Billetterie/ticket-scanning/'],
    source: 'event-night',
    reader: 'volunteer',
  },
  // event-night: a family arrives with five tickets in one booking
  {
    query: 'family of five on one booking, do I have to scan every qr code?',
    answers: [
      '/docs/Utilisateur/Billetterie/ticket-scanning/',
      '/docs/Utilisateur/Billetterie/scanning-app/',
    ],
    source: 'event-night',
    reader: 'volunteer',
  },
  // event-night: the kitchen loses the printed slip of a table order
  {
    query: 'kitchen lost the order slip for table 4, print it again',
    answers: ['/docs/Utilisateur/Cashless/order/'],
    source: 'event-night',
    reader: 'cashier',
  },
  // event-night: the queue at the entrance is too long for one scanning phone
  {
    query: 'huge queue at the entrance, add another phone to scan tickets right now',
    answers: ['/docs/Utilisateur/Billetterie/scanning-app/'],
    source: 'event-night',
    reader: 'venue-admin',
  },
  // event-night: a member at the bar wants to know what they spent tonight
  {
    query: 'how much did I spend at the bar tonight',
    answers: ['/docs/Utilisateur/my_account/'],
    source: 'event-night',
    reader: 'member',
  },
  // event-night: drinks are sold after the tills were closed for the night
  {
    query: 'sold two more drinks after we closed all the registers, which report are they in?',
    answers: ['/docs/recipes/several-closures-a-day/'],
    source: 'event-night',
    reader: 'treasurer',
  },
  // event-night: a bartender's card keeps opening the manager functions
  {
    query: 'take mode gérant off a bartender card',
    answers: ['/docs/Utilisateur/Cashless/admin_add_primary/'],
    source: 'event-night',
    reader: 'venue-admin',
  },
];

export const french: FreshQuestion[] = [
  // --- GitHub threads ---

  // https://github.com/TiBillet/Lespass/issues/370
  {
    query: 'je crée un produit billetterie mais je trouve pas ou ajouter les tarifs',
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_ticket/'],
    source: 'https://github.com/TiBillet/Lespass/issues/370',
    reader: 'venue-admin',
  },
  // https://github.com/TiBillet/LaBoutik/issues/2
  {
    query: 'combien de ram pour faire tourner lespass fedow et laboutik sur un seul vps',
    answers: ['/docs/install/docker_install/'],
    source: 'https://github.com/TiBillet/LaBoutik/issues/2',
    reader: 'technician',
  },
  // https://github.com/TiBillet/Lespass/issues/250
  {
    query: "au bar c'est le crédit cadeau qui part en premier ou l'argent rechargé ?",
    answers: [
      '/docs/Utilisateur/Cashless/special_articles/',
      '/docs/Utilisateur/Federation/how_federations_work/',
    ],
    source: 'https://github.com/TiBillet/Lespass/issues/250',
    reader: 'cashier',
  },
  // https://github.com/TiBillet/Lespass/pull/349
  {
    query: "expo ouverte toute la journée, ne pas afficher d'heure sur l'évènement",
    answers: [
      '/docs/Utilisateur/Billetterie/admin_add_new_event/',
      '/docs/Utilisateur/Billetterie/admin_ticketing_add_event/',
    ],
    source: 'https://github.com/TiBillet/Lespass/pull/349',
    reader: 'organiser',
  },

  // --- Lespass changelog ---

  // TiBillet/Lespass:CHANGELOG.md#Sentry — tracing désactivé (budget spans saturé) / Sentry tracing disabled
  {
    query: 'envoyer les erreurs de mon serveur lespass vers sentry',
    answers: ['/docs/install/docker_install/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Sentry — tracing désactivé (budget spans saturé) / Sentry tracing disabled',
    reader: 'self-hoster',
  },
  // TiBillet/Lespass:CHANGELOG.md#v1.6.4 — Migration requise
  {
    query: 'changer le theme graphique de notre site public',
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source: 'TiBillet/Lespass:CHANGELOG.md#v1.6.4 — Migration requise',
    reader: 'venue-admin',
  },

  // --- Help texts, labels and messages of the code ---

  // TiBillet/LaBoutik:administration/views.py
  {
    query: "lien d'invitation à l'admin de la caisse : Token non valide ou expiré",
    answers: ['/docs/Utilisateur/Cashless/admin_space/'],
    source: 'TiBillet/LaBoutik:administration/views.py',
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:administration/management/commands/zeroCadeau.py
  {
    query: 'remettre à zéro le crédit cadeau de toutes les cartes après le festival',
    answers: ['/docs/install/operator_commands/'],
    source: 'TiBillet/LaBoutik:administration/management/commands/zeroCadeau.py',
    reader: 'self-hoster',
  },
  // TiBillet/Lespass:tibrss/views.py
  {
    query: "dans le flux rss l'heure des concerts est décalée de 2h",
    answers: ['/docs/Utilisateur/Billetterie/rss/'],
    source: 'TiBillet/Lespass:tibrss/views.py',
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/views_scan.py
  {
    query: "l'appli de scan dit signature du billet invalide, je fais quoi",
    answers: ['/docs/Utilisateur/Billetterie/scanning-app/'],
    source: 'TiBillet/Lespass:BaseBillet/views_scan.py',
    reader: 'volunteer',
  },
  // TiBillet/Lespass:api_v2/serializers.py
  {
    query: 'créer un produit billet avec deux tarifs en api v2',
    answers: ['/docs/api/products/'],
    source: 'TiBillet/Lespass:api_v2/serializers.py',
    reader: 'developer',
  },
  // TiBillet/Lespass:api_v2/serializers.py
  {
    query: "api v2 création d'évènement : image trop lourde, erreur 10 MiB",
    answers: ['/docs/api/events/'],
    source: 'TiBillet/Lespass:api_v2/serializers.py',
    reader: 'developer',
  },
  // TiBillet/Lespass:crowds/models.py
  {
    query: 'activer les votes sur un projet du financement participatif',
    answers: ['/docs/Utilisateur/Billetterie/moderation/'],
    source: 'TiBillet/Lespass:crowds/models.py',
    reader: 'organiser',
  },
  // TiBillet/Lespass:Administration/management/commands/set_user_name_if_missing_but_membership.py
  {
    query: "des comptes sans nom ni prénom alors que leur adhésion les a, les remplir d'un coup",
    answers: ['/docs/install/operator_commands/'],
    source:
      'TiBillet/Lespass:Administration/management/commands/set_user_name_if_missing_but_membership.py',
    reader: 'self-hoster',
  },
  // TiBillet/Lespass:Administration/management/commands/stripe_reset.py
  {
    query: 'on a changé de compte stripe et les paiements plantent sur les anciens produits',
    answers: ['/docs/install/operator_commands/'],
    source: 'TiBillet/Lespass:Administration/management/commands/stripe_reset.py',
    reader: 'self-hoster',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/membership/list.html
  {
    query: 'renvoyer vers les adhésions du lieu partenaire depuis notre page adhésions',
    answers: ['/docs/Utilisateur/Federation/create_or_join/'],
    source: 'TiBillet/Lespass:BaseBillet/templates/reunion/views/membership/list.html',
    reader: 'partner-venue',
  },
  // TiBillet/Lespass:comptabilite/fec.py
  {
    query: "fichier FEC de l'année pour l'expert comptable",
    answers: ['/docs/Utilisateur/Cashless/closures/', '/docs/recipes/export-sales-per-product/'],
    source: 'TiBillet/Lespass:comptabilite/fec.py',
    reader: 'treasurer',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/account/balance.html
  {
    query: 'payer au stand du marché en scannant le qr code avec mon tel',
    answers: ['/docs/Utilisateur/my_account/', '/docs/presentation/uses/'],
    source: 'TiBillet/Lespass:BaseBillet/templates/reunion/views/account/balance.html',
    reader: 'member',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/event/partial/volunteers.html
  {
    query: "comment je m'inscris sur un créneau bénévole du festival ?",
    answers: ['/docs/Utilisateur/Billetterie/admin_ticketing_add_event/'],
    source: 'TiBillet/Lespass:BaseBillet/templates/reunion/views/event/partial/volunteers.html',
    reader: 'volunteer',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/account/preferences.html
  {
    query: 'supprimer mon compte et mes données, je trouve pas le bouton',
    answers: ['/docs/Utilisateur/my_account/', '/docs/Utilisateur/Billetterie/user_management/'],
    source: 'TiBillet/Lespass:BaseBillet/templates/reunion/views/account/preferences.html',
    reader: 'member',
  },
  // TiBillet/LaBoutik:administration/adminroot.py
  {
    query: 'cacher les prix sur les boutons de la caisse',
    answers: ['/docs/Utilisateur/Cashless/admin_add_pos/'],
    source: 'TiBillet/LaBoutik:administration/adminroot.py',
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:administration/admin_commun.py
  {
    query: 'noms et prénoms inversés dans la liste des membres de la caisse',
    answers: ['/docs/Utilisateur/Cashless/admin_add_primary/'],
    source: 'TiBillet/LaBoutik:administration/admin_commun.py',
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:APIcashless/management/commands/reloadtva.py
  {
    query: "j'ai corrigé la TVA d'une catégorie mais les anciennes ventes gardent l'ancien taux",
    answers: [
      '/docs/Utilisateur/Cashless/admin_add_categorie/',
      '/docs/install/operator_commands/',
    ],
    source: 'TiBillet/LaBoutik:APIcashless/management/commands/reloadtva.py',
    reader: 'treasurer',
  },

  // --- Event night ---

  // event-night: the bar runs out of change during the evening
  {
    query: 'plus de monnaie ce soir, on arrête les espèces au bar',
    answers: ['/docs/Utilisateur/Cashless/admin_add_pos/'],
    source: 'event-night',
    reader: 'cashier',
  },
  // event-night: the room is full before the online sale closes
  {
    query: 'salle pleine, couper la vente en ligne tout de suite',
    answers: ['/docs/Utilisateur/Billetterie/admin_ticketing_add_event/'],
    source: 'event-night',
    reader: 'organiser',
  },
  // event-night: a bar volunteer without manager rights needs to fix a sale
  {
    query:
      "le bénévole au bar n'est pas gérant, il peut corriger le moyen de paiement d'une vente ?",
    answers: ['/docs/Utilisateur/Cashless/ventilation/'],
    source: 'event-night',
    reader: 'cashier',
  },
  // event-night: a festival-goer topped up online, was charged, and the balance did not move
  {
    query: "j'ai rechargé en ligne, j'ai été débité mais mon solde bouge pas",
    answers: ['/docs/presentation/i_am_an_audience/'],
    source: 'event-night',
    reader: 'public',
  },
  // event-night: the bar closes while the restaurant keeps serving
  {
    query: 'fermer seulement la caisse du bar, le resto continue',
    answers: ['/docs/recipes/several-closures-a-day/', '/docs/Utilisateur/Cashless/closures/'],
    source: 'event-night',
    reader: 'treasurer',
  },
  // event-night: a ticket at the door is unknown to the scanner
  {
    query: 'un billet sort Ticket not found au scan',
    answers: ['/docs/Utilisateur/Billetterie/scanning-app/'],
    source: 'event-night',
    reader: 'volunteer',
  },
  // event-night: a diner changes their mind after the order went to the kitchen
  {
    query: "retirer un plat d'une commande de table, la caisse refuse",
    answers: ['/docs/Utilisateur/Cashless/order/'],
    source: 'event-night',
    reader: 'cashier',
  },
];

/*
 * Jobs without a page (dropped; no page of the site lets a reader do them):
 * - Send a customer who phones in a secure card-payment link for their tickets
 *   (https://github.com/TiBillet/Lespass/issues/201).
 * - Give a percentage discount on a sale at the till
 *   (https://github.com/TiBillet/LaBoutik/issues/88).
 * - Print the show-licence number (licence d'entrepreneur de spectacle) on tickets
 *   (https://github.com/TiBillet/Lespass/issues/287).
 * - Import or sync bookings made through Pass Culture
 *   (https://github.com/TiBillet/Lespass/issues/204).
 * - Change the footer text shown to logged-in visitors of a space
 *   (https://github.com/TiBillet/Lespass/issues/382).
 * - Sell an article payable only with a time currency
 *   (https://github.com/TiBillet/LaBoutik/issues/5).
 * - Allow or refuse gift credit at one point of sale only (the other half of
 *   https://github.com/TiBillet/Lespass/issues/250, whose spending order is asked above).
 * - Show only one day of a festival programme on the public agenda
 *   (TiBillet/Lespass:CHANGELOG.md#Liste des évènements : filtre par date en SQL + filtres conservés à la pagination / Event list: date filter in SQL + filters kept on pagination).
 * - Propose several dates of one venue in a single event proposal
 *   (TiBillet/Lespass:CHANGELOG.md#Wizard évènement V2 : connexion classique, lieu en 2 pages, multi-évènements / Event wizard V2: classic login, 2-page place, multi-events).
 * - Find one's third place in the national directory while proposing an event
 *   (TiBillet/Lespass:CHANGELOG.md#Intégration du recensement Tiers-Lieux dans le wizard d'évènement / Tiers-Lieux directory integration in the event wizard).
 * - Follow an old documentation link that now lands nowhere
 *   (TiBillet/Lespass:CHANGELOG.md#Redirection des anciens liens de la doc Docusaurus v2 → doc v3 / Redirect old Docusaurus v2 docs links to v3).
 * - What a member does after the e-mail "Paiement refusé par la banque" for a membership
 *   (TiBillet/Lespass:BaseBillet/tasks.py).
 * - What "Carte anonyme" and "Carte fédérée" mean on the till's card check
 *   (TiBillet/LaBoutik:webview/templates/popup_check_carte.html).
 * - Remove a venue from a federation you created (the "Exclure" button of the
 *   federation page; create_or_join only says there is no button to leave a
 *   shared currency) (TiBillet/Lespass:Administration/templates/admin/federation/federation_members.html).
 * - Move the balance left on one's card to a friend's card (event-night).
 *
 * Questions per source kind:
 *                      English  French
 *   GitHub threads          7       4
 *   Lespass changelog       4       2
 *   code (help texts,      11      17
 *     labels, messages)
 *   event night             8       7
 *   total                  30      30
 */
