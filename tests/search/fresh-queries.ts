/**
 * A fresh batch of readers' questions, written from sources outside the
 * site before its pages were read: the GitHub threads of TiBillet/Lespass
 * and TiBillet/LaBoutik, the Lespass changelog, the labels, help texts and
 * messages of the product code, and how staff and the public talk at a venue
 * on event night. The comment above each question names its source. The
 * page is the one that best answers the job, chosen afterwards by reading
 * the pages. The French questions are their own jobs, not translations.
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
];
