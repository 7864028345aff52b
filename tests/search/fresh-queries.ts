/**
 * A fresh batch of readers' questions, written from sources outside the
 * site before its pages were read: the GitHub threads of TiBillet/Lespass
 * and TiBillet/LaBoutik, the Lespass and Fedow changelogs, the labels, help
 * texts and messages of the product code, and how staff and the public talk
 * at a venue on event night. The comment above each question names its
 * source. The page is the one that best answers the job, chosen afterwards by
 * reading the pages. The French questions are their own jobs, not
 * translations. A second batch, marked in each list, was added on 2026-11-28.
 */
import type {Question} from './queries';

const cashless = '/docs/Utilisateur/Cashless';
const ticketing = '/docs/Utilisateur/Billetterie';
const membership = '/docs/Utilisateur/Adhésion et abonnement';
const federation = '/docs/Utilisateur/Federation';
const recipes = '/docs/recipes';
const install = '/docs/install';
const api = '/docs/api';

export const english: Question[] = [
  // https://github.com/TiBillet/LaBoutik/issues/103
  {
    query:
      'bar opens in the morning and again in the evening with another person, close the till in between',
    page: `${recipes}/several-closures-a-day/`,
  },
  // https://github.com/TiBillet/LaBoutik/issues/50
  {
    query: 'take the membership and load the card in one card payment',
    page: `${recipes}/membership-and-top-up-at-the-till/`,
  },
  // https://github.com/TiBillet/LaBoutik/issues/110
  {query: 'refund and reset a card but the loyalty points stay', page: `${cashless}/Refund/`},
  // https://github.com/TiBillet/Lespass/issues/170
  {
    query: 'link the membership articles of the till to the Lespass membership rates',
    page: `${cashless}/special_articles/`,
  },
  // https://github.com/TiBillet/Lespass/issues/420
  {
    query: 'assign a new card to a member from the admin instead of making them scan it',
    page: `${recipes}/replace-a-lost-card/`,
  },
  // https://github.com/TiBillet/Lespass/issues/295
  {
    query: 'one activation QR code for all the volunteers who scan tickets',
    page: `${ticketing}/scanning-app/`,
  },
  // https://github.com/TiBillet/Lespass/issues/205
  {
    query: 'what the scanner shows when a ticket was already used',
    page: `${ticketing}/scanning-app/`,
  },
  // https://github.com/TiBillet/Lespass/issues/181
  {query: 'export memberships to xlsx', page: `${membership}/import_export/`},
  // https://github.com/TiBillet/Lespass/issues/329
  {
    query: 'export the accounting lines as CSV for Paheko',
    page: `${cashless}/closures/`,
  },
  // https://github.com/TiBillet/Lespass/issues/184
  {query: 'discount code for tickets', page: `${ticketing}/admin_add_new_ticket/`},
  // https://github.com/TiBillet/Lespass/issues/358
  {
    query: '3 day festival pass only for members, workshops free for pass holders',
    page: `${recipes}/festival-pass-with-membership/`,
  },
  // https://github.com/TiBillet/Lespass/issues/22
  {query: 'give a free membership to our volunteers', page: `${recipes}/offer-a-membership/`},
  // https://github.com/TiBillet/Lespass/issues/133
  {
    query: 'add someone to an event as a participant by hand',
    page: `${ticketing}/create_a_ticket_manually/`,
  },
  // https://github.com/TiBillet/Lespass/issues/442
  {query: 'drink tokens for volunteers based on their hours', page: `${cashless}/badge/`},
  // Changelog: "Newsletter : brouillons Ghost depuis les événements fédérés"
  {
    query: 'ghost newsletter draft with our upcoming events',
    page: `${ticketing}/newsletter/`,
  },
  // Changelog: "Module « Agenda participatif » / "Participatory agenda" module"
  {query: 'let the public suggest events for our agenda', page: `${ticketing}/moderation/`},
  // Changelog: "Correction : `?only_futur=1` renvoyait 500 sur les API events"
  {query: 'api events only_futur', page: `${api}/events/`},
  // Changelog: "API v1 (ApiBillet) — en-têtes de dépréciation vers /api/v2/"
  {query: 'Deprecation header on the old api', page: `${recipes}/move-off-api-v1/`},
  // Changelog: "v1.7.18 — Fix 500 sur compte Stripe Connect sans nom commercial"
  {
    query: 'In order to use Checkout, you must set an account or business name',
    page: `${ticketing}/stripe/`,
  },
  // Changelog: "Admin — Recherche par adhésion + renommage « Adhésion / Abonnement / Pass »"
  {
    query: 'search a user by the name written on their membership',
    page: `${ticketing}/user_management/`,
  },
  // Changelog: "v1.6.8 — Corrections Sentry + Import/Export Events"
  {
    query: 'import a list of events from a csv file',
    page: `${ticketing}/admin_ticketing_add_event/`,
  },
  // Changelog: "v1.7.2 — Corrections production + Paiement admin adhesions + Avoir comptable"
  {
    query: 'cancel a sale line in the accounts without deleting it',
    page: `${ticketing}/stripe/`,
  },
  // Changelog: "Vente de billet en caisse LaBoutik → réservation Lespass (API v2)"
  {
    query: 'sell concert tickets on the bar register with a QR code',
    page: `${recipes}/sell-tickets-at-the-till/`,
  },
  // LaBoutik locale/en/LC_MESSAGES/django.po: "Insufficient funds. Missing"
  {query: 'Insufficient funds. Missing', page: `${cashless}/admin_add_article/`},
  // LaBoutik locale/en/LC_MESSAGES/django.po: "Gift top-up" (Recharge Cadeau)
  {query: 'gift top-up for a customer', page: `${cashless}/special_articles/`},
  // Lespass BaseBillet/models.py help text: "Intended recipient's first and last names required for each ticket."
  {query: 'name of each person on the tickets', page: `${ticketing}/admin_add_new_ticket/`},
  // Lespass BaseBillet/models.py help text: "API key works with any IP unless specified."
  {query: 'restrict an api key to one IP', page: `${api}/apikey/`},
  // Lespass ApiBillet/urls.py: the "here" route
  {query: 'read the public profile of a space api here', page: `${api}/tenants/`},
  // Lespass ApiBillet/urls.py: "ticket/pdf/<uuid>"
  {query: 'download a ticket as pdf from the api', page: `${api}/reservations/`},
  // LaBoutik APIcashless/models.py: "Sunmi Cloud Printer APP ID"
  {query: 'sunmi cloud printer app id and app key', page: `${cashless}/sunmi-printers/`},
  // Lespass Administration/admin_tenant.py: "Cancel and refund selected reservations"
  {query: 'gig cancelled, refund everyone who booked', page: `${ticketing}/stripe/`},
  // Lespass Administration/management/commands/get_login_link.py
  {
    query: 'admin never gets the login email on my own server',
    page: `${install}/operator_commands/`,
  },
  // Lespass onboard/management/commands/create_empty_tenant.py
  {
    query: 'new spaces fail to be created, no empty tenant left',
    page: `${install}/operator_commands/`,
  },
  // Lespass env_example: FERNET_KEY written twice
  {query: 'FERNET_KEY appears twice in the env file', page: `${install}/docker_install/`},
  // Event night (public)
  {query: 'someone stole my card, can they spend my money', page: '/docs/Utilisateur/my_account/'},
  // Event night (public)
  {
    query: 'money back for what I topped up online after the festival',
    page: '/docs/Utilisateur/my_account/',
  },
  // Event night (door volunteer)
  {query: 'scanned the wrong ticket by mistake', page: `${ticketing}/ticket-scanning/`},
  // Event night (door volunteer)
  {query: 'no signal at the door to check tickets', page: `${ticketing}/ticket-scanning/`},
  // Event night (organiser)
  {query: 'how many people came in tonight', page: `${ticketing}/ticket-scanning/`},
  // Event night (cashier)
  {query: 'the till phone was stolen, cut its access', page: `${cashless}/android/`},
  // Event night (cashier)
  {query: "receipt printer doesn't print", page: `${cashless}/sunmi-printers/`},
  // Event night (partner venue)
  {
    query: "customer paid with another venue's currency at our bar, how do we get the euros",
    page: `${federation}/how_federations_work/`,
  },
  // Second batch (2026-11-28)
  // https://github.com/TiBillet/LaBoutik/issues/108
  {
    query: 'hide the cashless button at payment, cashiers confuse it with bank card',
    page: `${cashless}/admin_add_pos/`,
  },
  // https://github.com/TiBillet/LaBoutik/issues/11; LaBoutik label "Accepte especes"
  {query: 'accepte especes only, skip the payment choice', page: `${cashless}/admin_add_pos/`},
  // https://github.com/TiBillet/LaBoutik/issues/46
  {
    query: 'primary card valid one night only for a guest bartender',
    page: `${cashless}/admin_add_primary/`,
  },
  // https://github.com/TiBillet/Lespass/issues/377
  {query: 'can tickets be scanned before the event starts?', page: `${ticketing}/scanning-app/`},
  // https://github.com/TiBillet/Lespass/issues/374
  {query: 'show the public how many seats are left', page: `${ticketing}/admin_add_new_event/`},
  // https://github.com/TiBillet/Lespass/issues/99
  {query: 'event sold out message', page: `${ticketing}/admin_add_new_event/`},
  // https://github.com/TiBillet/Lespass/issues/162
  {query: 'pay for tickets by bank transfer', page: `${ticketing}/create_a_ticket_manually/`},
  // https://github.com/TiBillet/Lespass/issues/128
  {query: 'how do I renew my membership online', page: '/docs/Utilisateur/my_account/'},
  // https://github.com/TiBillet/LaBoutik/issues/78
  {query: 'test print', page: `${cashless}/sunmi-printers/`},
  // https://github.com/TiBillet/Lespass/issues/253
  {
    query: 'I scanned the QR code on my festival card, what now?',
    page: '/docs/presentation/i_am_an_audience/',
  },
  // https://github.com/TiBillet/Lespass/issues/62
  {query: 'log in without a password', page: '/docs/Utilisateur/my_account/'},
  // https://github.com/TiBillet/Lespass/issues/467
  {
    query: 'ticket paid cash in lespass not in the laboutik report',
    page: `${recipes}/cash-sale-in-lespass/`,
  },
  // https://github.com/TiBillet/LaBoutik/issues/89
  {query: 'split the bill at a table between friends', page: `${cashless}/order/`},
  // https://github.com/TiBillet/Lespass/issues/196
  {
    query: 'one picture for all the events held at the same venue',
    page: `${ticketing}/image_mechanism/`,
  },
  // https://github.com/TiBillet/Lespass/issues/266
  {query: 'copy the link of my event to share it', page: `${ticketing}/admin_add_new_event/`},
  // https://github.com/TiBillet/Lespass/issues/89
  {query: 'csv opens in one colum in libreoffice', page: `${membership}/import_export/`},
  // Changelog: "Module Newsletter activable, et `ruff --fix` rendu inoffensif"
  {query: 'newsletter module switch greyed out', page: `${ticketing}/newsletter/`},
  // Changelog: "Fédération — options d'affichage par tenant / Federation display options per tenant"
  {
    query: 'sort venues by next event on the local network page',
    page: `${federation}/create_or_join/`,
  },
  // Changelog: "Admin — Évènements et adhésions sur la fiche user"
  {
    query: 'welcome desk: see everything one person booked and their memberships',
    page: `${ticketing}/user_management/`,
  },
  // Changelog: "API v2 — Recharge de tokens non fiduciaires / API v2 — non-fiat wallet refill"
  {query: 'POST wallet-refills gift tokens', page: `${api}/wallets/`},
  // Changelog: "Triggers Fedow dans les inlines de tarif (adhésion + billet)"
  {
    query: 'give tokens to buyers when their ticket is scanned',
    page: `${ticketing}/admin_add_new_ticket/`,
  },
  // Changelog: "v1.8 — Modules Groupware + refacto admin + proxies Product"
  {query: 'module crowdfunding off', page: `${ticketing}/creation_of_the_collective_space/`},
  // Changelog: "Unreleased — Fix message trompeur sur reservation gratuite anonyme"
  {
    query: 'booked a free workshop and it tells me to check my email',
    page: `${ticketing}/admin_add_new_free_event/`,
  },
  // Changelog: "v1.7.2 — Corrections production + Paiement admin adhesions + Avoir comptable", part 2
  {query: 'cancel a booking paid by cheque', page: `${ticketing}/create_a_ticket_manually/`},
  // Changelog: "v1.7.2 — Corrections production + Paiement admin adhesions + Avoir comptable", part 6
  {
    query: 'membership waiting for payment, they paid at the office',
    page: `${membership}/create_a_membership_manually/`,
  },
  // Changelog: "v1.6.8 — Corrections Sentry + Import/Export Events", part 6 (SEPA check)
  {query: 'sepa direct debit option disapears after saving', page: `${ticketing}/stripe/`},
  // Lespass BaseBillet/models.py help text: "Limit the maximum number of memberships for all users."
  {
    query: 'cap the number of memberships we sell',
    page: `${membership}/admin_add_new_membership/`,
  },
  // Lespass BaseBillet/models.py help text: "Will not be displayed on shared calendars."
  {
    query: "keep an event off partner venues' agendas",
    page: `${ticketing}/admin_ticketing_add_event/`,
  },
  // LaBoutik locale/fr/LC_MESSAGES/django.po: "Epson via Pi (réseau ou USB, 80mm)"
  {query: 'epson 80mm printer usb on a raspbery', page: `${cashless}/sunmi-printers/`},
  // LaBoutik APIcashless/models.py: "Url du serveur Dokos", help text "ex: http://demobadge.dokos.cloud/"
  {query: 'Url du serveur Dokos', page: `${cashless}/badge/`},
  // LaBoutik APIcashless/models.py help text: "Si vide : tous les points de ventes. Si non, uniquement les selectionnés"
  {
    query: 'staff card opens only the bar, not the ticket desk',
    page: `${cashless}/admin_add_primary/`,
  },
  // Fedow example_csv_cards_list.csv
  {query: 'import a csv of new NFC cards into fedow', page: `${install}/operator_commands/`},
  // LaBoutik locale/fr/LC_MESSAGES/django.po: "Code PIN", "Appairages"
  {query: 'pair a new phone with the 6 digit pin', page: `${cashless}/android/`},
  // LaBoutik APIcashless/models.py: the device types (Front smartphone, Sunmi, Front ordinateur…)
  {query: 'can the till run on an iPad', page: `${cashless}/android/`},
  // Lespass CHANGELOG.md: "SEO Chantier 01 : desindexer les instances DEV / DEMO / TEST"
  {query: 'my demo server shows up in google', page: `${install}/docker_install/`},
  // Lespass env_example: ADDITIONAL_DOMAINS
  {query: 'ADDITIONAL_DOMAINS second domain name', page: `${install}/docker_install/`},
  // Lespass api_v2/urls.py: "postal-addresses"
  {query: 'create a postal address through the api', page: `${api}/events/`},
  // Lespass api_v2/urls.py: "reservations"
  {
    query: 'book a ticket from my own website with the api v2',
    page: `${api}/reservations/`,
  },
  // Lespass BaseBillet/models.py help text: "Can create event on agenda page"
  {
    query: 'let a partner add events without full admin rights',
    page: `${ticketing}/Add_administrator_member/`,
  },
  // Event night (bar manager)
  {query: 'happy hour cheaper pint', page: `${cashless}/admin_add_article/`},
  // Event night (volunteer coordinator)
  {query: 'volunteer forgot to badge out', page: `${cashless}/badge/`},
  // Event night (door volunteer)
  {query: 'guest has no phone to show their ticket', page: `${ticketing}/ticket-scanning/`},
  // Event night (bar manager); LaBoutik label "Heure de cloture automatique de toutes les caisses"
  {
    query: 'bar open till 5am, sales counted on the wrong day',
    page: `${recipes}/reports-by-email/`,
  },
];

export const french: Question[] = [
  // https://github.com/TiBillet/LaBoutik/issues/56
  {query: 'fond de caisse toujours à zéro sur la clôture', page: `${cashless}/closures/`},
  // https://github.com/TiBillet/LaBoutik/issues/65
  {query: 'cloturer toutes les caisses le soir', page: `${cashless}/closures/`},
  // https://github.com/TiBillet/LaBoutik/issues/102
  {
    query: "entrée à prix libre et conscient à l'accueil sans inscription",
    page: `${recipes}/pay-what-you-want-at-the-door/`,
  },
  // https://github.com/TiBillet/LaBoutik/issues/107
  {query: "imprimer le ticket d'une recharge cashless", page: `${cashless}/sunmi-printers/`},
  // https://github.com/TiBillet/Lespass/issues/150
  {
    query: "la nouvelle carte primaire n'apparait pas dans la liste",
    page: `${cashless}/admin_add_primary/`,
  },
  // https://github.com/TiBillet/Lespass/issues/416
  {
    query: 'carte non reconnue dans une nouvelle boite de cartes',
    page: `${install}/operator_commands/`,
  },
  // https://github.com/TiBillet/Lespass/issues/466
  {
    query: "lien pour télécharger l'appli de scan des billets pour un bénévole",
    page: `${ticketing}/scanning-app/`,
  },
  // https://github.com/TiBillet/Lespass/issues/411
  {
    query: "l'export des adhésions ne tient pas compte de mes filtres",
    page: `${membership}/import_export/`,
  },
  // https://github.com/TiBillet/Lespass/issues/323
  {
    query: 'total des ventes par produit pour le bilan comptable',
    page: `${recipes}/export-sales-per-product/`,
  },
  // https://github.com/TiBillet/Lespass/issues/469
  {
    query: 'arrêter le prélèvement automatique de mon adhésion',
    page: '/docs/Utilisateur/my_account/',
  },
  // https://github.com/TiBillet/Lespass/issues/154
  {query: 'résilier une adhésion', page: `${membership}/create_a_membership_manually/`},
  // https://github.com/TiBillet/Lespass/issues/233
  {
    query: 'valider les adhésions à la main avant le paiement',
    page: `${membership}/create_a_membership_manually/`,
  },
  // https://github.com/TiBillet/Lespass/issues/217
  {
    query: "une adhésion ajoutée dans l'admin compte-t-elle dans le rapport comptable",
    page: `${recipes}/cash-sale-in-lespass/`,
  },
  // https://github.com/TiBillet/Lespass/issues/68
  {
    query: "adresse du lieu en créant l'évènement",
    page: `${ticketing}/admin_add_new_event/`,
  },
  // https://github.com/TiBillet/Lespass/issues/257
  {
    query: "évènement sur deux jours, un seul jour s'affiche",
    page: `${ticketing}/admin_ticketing_add_event/`,
  },
  // https://github.com/TiBillet/Lespass/issues/262
  {query: 'adhésion mensuelle à prix libre', page: `${membership}/admin_add_new_membership/`},
  // Changelog: "Adhésions SEPA : lien de paiement à usage unique (anti double prélèvement)"
  {
    query: 'adhérent prélevé deux fois en SEPA',
    page: `${membership}/create_a_membership_manually/`,
  },
  // Changelog: "Corrections : relance d'adhésion tronquée, tâche welcome morte, …"
  {
    query: "mail de rappel avant la fin de l'adhésion",
    page: `${membership}/admin_add_new_membership/`,
  },
  // Changelog: "Admin — Dernières transactions Fedow (72 h) dans la fiche user"
  {
    query: "voir les dernières transactions de la tirelire d'un adhérent",
    page: `${ticketing}/user_management/`,
  },
  // Changelog: "Fédération automatique des évènements par tags (agenda + carto, en cache)"
  {
    query: 'fédérer automatiquement les évènements qui ont un tag',
    page: `${federation}/create_or_join/`,
  },
  // Changelog: "API v2 — `GET /events/{id}/` accepte uuid OU slug front"
  {query: 'api récupérer un évènement par son slug', page: `${api}/events/`},
  // Changelog: "API v2 — Fix `retrieve` Product (lookup_field manquant)"
  {query: "lire un produit et ses tarifs par l'API", page: `${api}/products/`},
  // Lespass BaseBillet/views_scan.py (the /scan/ routes)
  {query: "valider un billet par l'API de scan", page: `${api}/scan-ticket/`},
  // Lespass BaseBillet/models.py help text: "Texte affiché en haut de la page Réseau local."
  {query: 'texte en haut de la page réseau local', page: `${federation}/create_or_join/`},
  // Lespass BaseBillet/models.py help text: "Limit the quantity per user…" (Limiter la quantité par utilisateur)
  {
    query: 'limiter le nombre de places par personne sur une réservation gratuite',
    page: `${ticketing}/admin_add_new_free_event/`,
  },
  // Lespass BaseBillet/models.py help text: "If the free price is activated, the amount is the minimum accepted rate."
  {query: 'prix libre avec un montant minimum', page: `${ticketing}/admin_add_new_ticket/`},
  // Lespass locale/fr/LC_MESSAGES/django.po: "Période de validité de l'adhésion pour chaque paiement"
  {
    query: "période de validité de l'adhésion",
    page: `${membership}/admin_add_new_membership/`,
  },
  // LaBoutik locale/fr/LC_MESSAGES/django.po: "Retour Consigne"
  {query: 'retour consigne gobelet en espèces', page: `${recipes}/give-back-a-cup-deposit/`},
  // LaBoutik locale/fr/LC_MESSAGES/django.po: "Badgeuse fédérée"
  {query: 'badgeuse partagée entre plusieurs lieux', page: `${cashless}/badge/`},
  // LaBoutik locale/fr/LC_MESSAGES/django.po: "Carte maitresse inconnue."
  {query: 'carte maitresse inconnue', page: `${cashless}/admin_add_primary/`},
  // LaBoutik APIcashless/models.py help text: "10€ de vente X facteur = X*10 points de fidélité."
  {query: 'facteur des points de fidélité', page: `${cashless}/fidelity/`},
  // LaBoutik APIcashless/models.py: "Asset Fédéré. Obligatoire pour cashless, adhésion ou badgeuse."
  {query: 'champ asset fédéré obligatoire sur un article', page: `${cashless}/admin_add_article/`},
  // LaBoutik APIcashless/migrations/0247_auto_20241214_2007.py: "Séparer l'utilisateur lors du vider carte"
  {query: "séparer l'utilisateur lors du vider carte", page: `${cashless}/Refund/`},
  // Fedow fedow_dashboard/views.py: "monnaie fondante"
  {
    query: 'monnaie fondante sur une carte pas utilisée depuis un an',
    page: `${federation}/how_federations_work/`,
  },
  // Fedow fedow_core/management/commands/reconcile_tokens.py
  {
    query: "le solde d'une carte ne correspond pas à ses transactions",
    page: `${install}/operator_commands/`,
  },
  // Event night (public)
  {query: 'combien il me reste sur ma carte', page: '/docs/Utilisateur/my_account/'},
  // Event night (public)
  {
    query: 'annuler ma place et être remboursé',
    page: '/docs/Utilisateur/my_account/',
  },
  // Event night (cashier)
  {query: "le client n'a pas assez sur sa carte", page: `${cashless}/admin_add_article/`},
  // Event night (bar, Raspberry Box)
  {
    query: 'le lecteur de carte du raspberry ne lit plus rien',
    page: `${install}/Raspberry Box/Hardware/wiring/`,
  },
  // Event night (door volunteer)
  {
    query: 'billet déjà scanné, la personne est sortie et revient',
    page: `${ticketing}/ticket-scanning/`,
  },
  // Event night (cashier); LaBoutik webview/static/webview/js/modules/languages/languageFr.js
  {query: 'la tablette de caisse dit appareil désactivé', page: `${cashless}/android/`},
  // Event night (food stand)
  {
    query: "les crêpes s'impriment au bar au lieu de la cuisine",
    page: `${cashless}/impression_preparation/`,
  },
  // Second batch (2026-11-28)
  // https://github.com/TiBillet/Lespass/issues/92
  {
    query: 'options dans la réservation : repas, covoiturage',
    page: `${ticketing}/admin_add_new_ticket/`,
  },
  // https://github.com/TiBillet/Lespass/issues/20
  {
    query:
      'adhésion prise au bar sur une carte vierge, comment elle arrive sur le compte de la personne',
    page: `${recipes}/membership-and-top-up-at-the-till/`,
  },
  // https://github.com/TiBillet/Lespass/issues/212
  {
    query: 'page reseau avec les lieux partenaires et leurs adresses',
    page: `${federation}/create_or_join/`,
  },
  // https://github.com/TiBillet/LaBoutik/issues/45
  {query: "retrait d'espèces au bar comme un distributeur", page: `${cashless}/admin_add_article/`},
  // https://github.com/TiBillet/Lespass/issues/375
  {
    query: "l'image principale est coupée en haut de la page de l'évènement",
    page: `${ticketing}/image_mechanism/`,
  },
  // https://github.com/TiBillet/Lespass/issues/127
  {
    query: 'évènement en catégorie volontariat introuvable',
    page: `${ticketing}/admin_ticketing_add_event/`,
  },
  // https://github.com/TiBillet/Lespass/issues/141
  {query: 'importer nos adhérents depuis un fichier csv', page: `${membership}/import_export/`},
  // https://github.com/TiBillet/Lespass/issues/257
  {
    query: 'changer le texte du bouton je veux réserver',
    page: `${ticketing}/admin_add_new_event/`,
  },
  // Changelog: "Admin clé API & asset : fix icônes asset cadeau, nettoyage assets démo BDG, UUID asset lisible"
  {query: "clé API qui ne peut créditer qu'un seul asset cadeau", page: `${api}/apikey/`},
  // Changelog: "Onboarding : fin de la cascade de mails OTP + durcissement de l'endpoint public"
  {
    query: 'code a 6 chiffres pour creer mon espace expire',
    page: `${ticketing}/creation_of_the_collective_space/`,
  },
  // Changelog: "Fix race « mail de connexion » dispatché avant COMMIT"
  {query: 'je recois pas le mail de connexion', page: '/docs/Utilisateur/my_account/'},
  // Changelog: "v1.6.8 — Corrections Sentry + Import/Export Events", part 7 (Tri des produits par poids)
  {
    query: "ordre d'affichage des adhésions sur la page publique",
    page: `${membership}/admin_add_new_membership/`,
  },
  // Changelog: "Triggers Fedow dans les inlines de tarif (adhésion + billet)"
  {
    query: 'créditer des heures de monnaie temps à chaque adhésion payée',
    page: `${membership}/admin_add_new_membership/`,
  },
  // Changelog: "v1.7.6 — Skin Faire Festival + Corrections UX et Sentry", part 5
  {
    query: 'lien de confirmation de réservation expiré',
    page: `${ticketing}/admin_add_new_free_event/`,
  },
  // Changelog: "v1.6.4 — Migration requise", part 3 (Edition des formulaires dynamiques depuis l'admin)
  {
    query: "corriger la réponse d'un adhérent au formulaire d'adhésion",
    page: `${membership}/create_a_membership_manually/`,
  },
  // Fedow CHANGELOG.md: "Carte primaire multi-lieux : le VOID d'un lieu ne coupe plus les autres"
  {query: 'carte primaire non valide', page: `${cashless}/admin_add_primary/`},
  // Fedow CHANGELOG.md: "Dashboard Fedow — frais Stripe & recette de fonte nette"
  {query: 'commission stripe sur chaque billet', page: `${ticketing}/stripe/`},
  // Fedow backup/save.sh, Lespass cron/saveDb.sh
  {query: 'sauvegarde automatique de la base de données', page: `${install}/docker_install/`},
  // Lespass env_example: EMAIL_HOST, EMAIL_PORT
  {query: 'configurer le serveur smtp pour les mails', page: `${install}/docker_install/`},
  // Lespass api_v2/urls.py: "events" (volunteering, superEvent)
  {query: "créer un créneau de bénévolat via l'API", page: `${api}/events/`},
  // Lespass api_v2/urls.py: "sales"
  {query: 'api v2 sales lignes de ventes', page: `${api}/intro/`},
  // Lespass api_v2 wallet refill error: "Idempotency-Key already used with different parameters."
  {query: 'Idempotency-Key already used with different parameters', page: `${api}/wallets/`},
  // Lespass locale/fr/LC_MESSAGES/django.po: "Peut initier un paiement"
  {query: 'droit peut initier un paiement', page: `${ticketing}/Add_administrator_member/`},
  // Lespass crowds/models.py help text: "Temps passé déclaré par la personne (minutes)"
  {
    query: 'valider le temps passé par un contributeur sur une initiative',
    page: `${ticketing}/moderation/`,
  },
  // Lespass BaseBillet/models.py help texts: "Default VAT", "Leave if zero VAT"
  {query: 'TVA 5,5 sur les billets de spectacle', page: `${ticketing}/admin_add_new_ticket/`},
  // LaBoutik locale/fr/LC_MESSAGES/django.po: "Ardoise", "Fractionné"
  {query: "c'est quoi Ardoise et Fractionné dans le rapport", page: `${cashless}/closures/`},
  // LaBoutik locale/fr/LC_MESSAGES/django.po: "Nombre de copie à imprimer"
  {
    query: 'imprimer deux exemplaires du bon en cuisine',
    page: `${cashless}/impression_preparation/`,
  },
  // LaBoutik locale/fr/LC_MESSAGES/django.po: "Compteur de ticket"
  {query: 'compteur de ticket cuisine', page: `${cashless}/impression_preparation/`},
  // LaBoutik APIcashless/models.py help text: "Valeur du rechargement à partir de laquelle les cadeaux s'enclenchent"
  {query: 'à partir de combien de recharge on offre un bonus', page: `${cashless}/cashback/`},
  // LaBoutik locale/fr/LC_MESSAGES/django.po: "Prix d'achat"
  {query: "prix d'achat pour calculer la marge", page: `${cashless}/admin_add_article/`},
  // LaBoutik locale/fr/LC_MESSAGES/django.po: "HelloAsso"; administration/management/commands/helloasso.py
  {query: 'récupérer les adhérents payés sur HelloAsso', page: `${install}/docker_install/`},
  // LaBoutik locale/fr/LC_MESSAGES/django.po: "Rapport hebdomadaire", "Email de la compta."
  {
    query: 'envoyer le rapport hebdo au trésorier par mail',
    page: `${recipes}/reports-by-email/`,
  },
  // LaBoutik APIcashless/models.py: "Front Raspberry"
  {
    query: 'appairer la raspberry box avec le code pin',
    page: `${install}/Raspberry Box/Software/laboutik/`,
  },
  // Event night (cashier)
  {query: 'la carte ne bipe pas sur le téléphone de caisse', page: `${cashless}/android/`},
  // Event night (bar manager)
  {query: 'pas de réseau au bar, la caisse marche hors ligne ?', page: `${cashless}/android/`},
  // Event night (bartender)
  {
    query: "le barman n'arrive pas à ouvrir la caisse avec sa carte",
    page: `${cashless}/admin_add_primary/`,
  },
  // Event night (volunteer coordinator)
  {query: "combien d'heures a fait chaque bénévole ce week-end", page: `${cashless}/badge/`},
  // Event night (bar manager)
  {query: 'offrir des boissons aux artistes', page: `${cashless}/special_articles/`},
  // Event night (organiser)
  {query: "imprimer la liste des inscrits pour l'entrée", page: `${ticketing}/ticket-scanning/`},
  // Event night (box office)
  {
    query: "la personne n'a jamais reçu son billet, le renvoyer",
    page: `${ticketing}/create_a_ticket_manually/`,
  },
  // Event night (public)
  {
    query: 'ma carte marche aussi dans les autres lieux ?',
    page: '/docs/presentation/i_am_an_audience/',
  },
];
