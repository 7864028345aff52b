/**
 * Reader tasks taken from the questions readers asked in the product's
 * trackers (TiBillet/Lespass, LaBoutik and Fedow) and from Lespass's
 * changelog, each citing its thread in `askedIn`: the accounting side of the
 * back office (till closures, the cash float, exports, where a sale made in
 * Lespass is reported), the till's special articles, what a member does alone
 * from their account, moderating what the public proposes, and the commands a
 * self-hoster runs. Written before their pages (issue 30, point 6); every fact
 * names the file of today's product code that shows it.
 */
import type {AreaTasks} from '../types';

const closures = '/docs/Utilisateur/Cashless/closures/';
const specialArticles = '/docs/Utilisateur/Cashless/special_articles/';
const refund = '/docs/Utilisateur/Cashless/Refund/';
const myAccount = '/docs/Utilisateur/my_account/';
const moderation = '/docs/Utilisateur/Billetterie/moderation/';
const operatorCommands = '/docs/install/operator_commands/';

const lespass = 'TiBillet/Lespass';
const laboutik = 'TiBillet/LaBoutik';
const fedow = 'TiBillet/Fedow';

const lespassFr = `${lespass}:locale/fr/LC_MESSAGES/django.po`;
const lespassEn = `${lespass}:locale/en/LC_MESSAGES/django.po`;
const laboutikFr = `${laboutik}:locale/fr/LC_MESSAGES/django.po`;
const laboutikEn = `${laboutik}:locale/en/LC_MESSAGES/django.po`;
const account = `${lespass}:BaseBillet/templates/reunion`;

export const tasks: AreaTasks = [
  // The accounting side of the back office: closures, the cash float, exports.
  {
    id: 'cash-sale-in-lespass-report',
    reader: 'treasurer',
    answers: [closures],
    askedIn: 'https://github.com/TiBillet/Lespass/issues/467',
    en: {
      job: 'We took cash for a ticket in Lespass and it is not in the till’s report: where is it counted?',
      query: 'cash sale made in Lespass missing from the cash register report',
    },
    fr: {
      job: 'Nous avons encaissé un billet en espèces dans Lespass et il n’apparaît pas dans le rapport de la caisse : où est-il compté ?',
      query: 'vente en espèces faite dans Lespass absente du rapport de caisse',
    },
    facts: [
      {
        source: `${lespass}:Administration/admin/dashboard.py`,
        en: ['Sales & accounting', 'Entries', 'Reports'],
      },
      {source: lespassFr, fr: ['Ventes et comptabilité', 'Lignes comptables', 'Rapports']},
      {
        source: `${laboutik}:APIcashless/views.py`,
        en: ['Ticketing'],
        fr: ['Billetterie'],
      },
      {
        source: `${lespass}:comptabilite/services.py`,
        en: ['except the sales made at the till'],
        fr: ['sauf les ventes faites à la caisse'],
      },
    ],
  },
  {
    id: 'close-the-till-after-each-shift',
    reader: 'cashier',
    answers: [closures],
    askedIn: 'https://github.com/TiBillet/LaBoutik/issues/103',
    en: {
      job: 'The bar opens from 8 to 3 and again from 6 to 10 with someone else: close the till after each shift',
      query: 'close the till several times a day',
    },
    fr: {
      job: 'La buvette ouvre de 8 h à 15 h puis de 18 h à 22 h avec une autre personne : clôturer la caisse après chaque service',
      query: 'plusieurs clôtures de caisse dans la journée',
    },
    facts: [
      {
        source: `${laboutik}:htmxview/templates/sales/z_ticket.html`,
        en: ['Close all cash registers', 'Print Temp Z Ticket'],
        fr: ['Print Temp Z Ticket'],
      },
      {source: laboutikFr, fr: ['Cloturer toute les caisses']},
      {
        source: `${laboutik}:htmxview/views.py`,
        en: ['No sales since last closing.'],
      },
      {source: laboutikFr, fr: ['Pas de ventes depuis la dernière cloture.']},
      {
        source: `${laboutik}:APIcashless/models.py`,
        en: ['04:00'],
        fr: ['4 h'],
      },
    ],
  },
  {
    id: 'set-the-cash-float',
    reader: 'treasurer',
    answers: [closures],
    askedIn: 'https://github.com/TiBillet/LaBoutik/issues/56',
    en: {
      job: 'Our closing reports always show a cash float of zero: record the float the evening starts with',
      query: 'set the cash float of the till',
    },
    fr: {
      job: 'Nos rapports de clôture affichent toujours un fond de caisse à zéro : indiquer le fond avec lequel la soirée commence',
      query: 'changer le fond de caisse',
    },
    facts: [
      {
        source: `${laboutik}:htmxview/templates/sales/z_ticket.html`,
        en: ['Change the cash float', 'Cash float on opening'],
      },
      {source: laboutikFr, fr: ['Changer le fond de caisse']},
      {source: laboutikEn, en: ['Default cash float']},
      {source: `${laboutik}:APIcashless/models.py`, fr: ['Fond de caisse par défaut']},
    ],
  },
  {
    id: 'read-the-closing-report-columns',
    reader: 'treasurer',
    answers: [closures],
    askedIn: 'https://github.com/TiBillet/LaBoutik/issues/54',
    en: {
      job: 'Understand the Local, Fédéré, En ligne and Externe columns of the closing report and why there is a Billetterie point of sale',
      query: 'payment method columns of the closing report',
    },
    fr: {
      job: 'Comprendre les colonnes Local, Fédéré, En ligne et Externe du rapport de clôture et pourquoi il y a un point de vente Billetterie',
      query: 'colonnes du rapport de clôture par moyen de paiement',
    },
    facts: [
      {
        source: `${laboutik}:administration/adminstaff.py`,
        en: ['Rapport V2 (beta)'],
        fr: ['Rapport V2 (beta)'],
      },
      {
        source: `${laboutik}:administration/templates/rapports/V2.html`,
        en: ['Local', 'Fédéré', 'En ligne', 'Externe'],
        fr: ['Local', 'Fédéré', 'En ligne', 'Externe'],
      },
    ],
  },
  {
    id: 'export-for-accounting-software',
    reader: 'treasurer',
    answers: [closures],
    askedIn: 'https://github.com/TiBillet/Lespass/issues/329',
    en: {
      job: 'Our association keeps its books in Paheko: get last month’s sales in a file it can import',
      query: 'export sales for accounting software',
    },
    fr: {
      job: 'L’association tient sa comptabilité dans Paheko : obtenir les ventes du mois dernier dans un fichier qu’il sait importer',
      query: 'export comptable des ventes pour logiciel de comptabilité',
    },
    facts: [
      {
        source: `${lespass}:comptabilite/templates/comptabilite/admin/change_form_before.html`,
        en: ['FEC'],
        fr: ['FEC', 'CSV comptable', 'Tableur'],
      },
      {source: lespassEn, en: ['Accounting CSV', 'Spreadsheet']},
      {
        source: `${lespass}:comptabilite/profils_csv.py`,
        en: ['Paheko / Garradin', 'Sage 50', 'EBP Compta'],
        fr: ['Paheko / Garradin', 'Sage 50', 'EBP Compta'],
      },
    ],
  },
  {
    id: 'export-sales-of-one-product',
    reader: 'treasurer',
    answers: [closures],
    askedIn: 'https://github.com/TiBillet/Lespass/issues/329',
    en: {
      job: 'List every sale of our yearly membership over the season in a spreadsheet',
      query: 'export the sales of one product to a CSV file',
    },
    fr: {
      job: 'Lister dans un tableur toutes les ventes de notre adhésion annuelle sur la saison',
      query: 'exporter les ventes d’un produit en CSV',
    },
    facts: [
      {source: `${lespass}:Administration/admin/dashboard.py`, en: ['Entries']},
      {source: lespassFr, fr: ['Lignes comptables']},
      {
        source: `${lespass}:Administration/importers/lignearticle_exporter.py`,
        en: ['Payment method', 'Credit note ref.'],
        fr: ['Libellé', 'Prix Unitaire', 'Montant'],
      },
    ],
  },

  // The till's special articles.
  {
    id: 'deposit-return-with-drinks',
    reader: 'cashier',
    answers: [specialArticles],
    askedIn: 'https://github.com/TiBillet/LaBoutik/issues/84',
    en: {
      job: 'Someone brings back three cups and orders two drinks: give the deposits back and sell the drinks',
      query: 'give a cup deposit back at the bar',
    },
    fr: {
      job: 'Quelqu’un rapporte trois gobelets et commande deux boissons : rendre les consignes et vendre les boissons',
      query: 'rendre la consigne d’un gobelet au bar',
    },
    facts: [
      {source: laboutikEn, en: ['Return of deposit']},
      {source: `${laboutik}:APIcashless/models.py`, fr: ['Retour de consigne']},
      {
        source: `${laboutik}:webview/static/webview/js/points_ventes.js`,
        en: ['in cash or onto the card', 'two payments'],
        fr: ['en espèces ou sur la carte', 'deux paiements'],
      },
    ],
  },
  {
    id: 'membership-top-up-and-entry-at-the-door',
    reader: 'cashier',
    answers: [specialArticles],
    askedIn: 'https://github.com/TiBillet/LaBoutik/issues/50',
    en: {
      job: 'At the door, take a membership, load the card and sell the entry to a newcomer as quickly as possible',
      query: 'membership top-up and entry in one payment at the till',
    },
    fr: {
      job: 'À l’accueil, prendre l’adhésion, charger la carte et vendre l’entrée à une nouvelle personne le plus vite possible',
      query: 'adhésion recharge et entrée en un seul paiement à la caisse',
    },
    facts: [
      {source: laboutikEn, en: ['Memberships', 'Top-up €']},
      {source: `${laboutik}:APIcashless/models.py`, fr: ['Adhésions', 'Recharge €']},
      {
        source: `${laboutik}:webview/static/webview/js/components/bouton_article.js`,
        en: ['one payment per kind of article'],
        fr: ['un paiement par sorte d’article'],
      },
    ],
  },
  {
    id: 'pay-a-membership-with-the-card',
    reader: 'member',
    answers: [specialArticles],
    askedIn: 'https://github.com/TiBillet/Lespass/issues/22',
    en: {
      job: 'Pay my membership with the money already on my cashless card',
      query: 'pay a membership with the cashless card',
    },
    fr: {
      job: 'Payer mon adhésion avec l’argent déjà chargé sur ma carte cashless',
      query: 'payer une adhésion avec la carte cashless',
    },
    facts: [
      {
        source: `${laboutik}:webview/views.py`,
        fr: ['Travail en cours. Désolé, les adhésions n’acceptent que espèce ou CB.'],
      },
      {
        source: laboutikEn,
        en: ['Work in progress. Sorry, memberships only accept cash or credit card.'],
      },
    ],
  },
  {
    id: 'ticket-sold-at-the-till-without-a-card',
    reader: 'organiser',
    answers: [specialArticles],
    askedIn:
      'TiBillet/Lespass:CHANGELOG.md#vente-de-billet-en-caisse-laboutik--réservation-lespass-api-v2--laboutik-pos-ticket-sale--lespass-reservation-api-v2',
    en: {
      job: 'Sell an entry ticket at the door to someone who has no TiBillet card: where does the ticket go?',
      query: 'sell an event ticket at the till without a card',
    },
    fr: {
      job: 'Vendre un billet à l’entrée à quelqu’un qui n’a pas de carte TiBillet : où part le billet ?',
      query: 'vendre un billet à la caisse sans carte',
    },
    facts: [
      {source: laboutikEn, en: ['Concert ticket']},
      {source: `${laboutik}:APIcashless/models.py`, fr: ['Billet de concert']},
      {
        source: `${laboutik}:webview/views.py`,
        en: [
          'Les billets n’acceptent que espèce ou carte bancaire.',
          'Aucun email disponible pour créer le billet.',
        ],
        fr: [
          'Les billets n’acceptent que espèce ou carte bancaire.',
          'Aucun email disponible pour créer le billet.',
        ],
      },
    ],
  },
  {
    id: 'offer-gift-credit-on-a-card',
    reader: 'venue-admin',
    answers: [specialArticles],
    askedIn: 'https://github.com/TiBillet/LaBoutik/issues/92',
    en: {
      job: 'Put 5 euros of drinks on each volunteer’s card without it counting as takings',
      query: 'give gift credit on a card',
    },
    fr: {
      job: 'Offrir 5 euros de boissons sur la carte de chaque bénévole sans que cela compte dans la recette',
      query: 'offrir du crédit cadeau sur une carte',
    },
    facts: [
      {source: laboutikEn, en: ['Gift top-up']},
      {source: `${laboutik}:APIcashless/models.py`, fr: ['Recharge Cadeau']},
      {
        // The report's V2 template has a "CHIFFRE D'AFFAIRE CADEAUX" row, commented out;
        // the closing reports and the Z ticket print "TOTAL Offert".
        source: `${laboutik}:administration/templates/rapports/ticketZ_simple.html`,
        en: ['TOTAL Offert'],
        fr: ['TOTAL Offert'],
      },
    ],
  },
  {
    id: 'sell-lespass-membership-rates-at-the-till',
    reader: 'venue-admin',
    answers: [specialArticles],
    askedIn: 'https://github.com/TiBillet/Lespass/issues/170',
    en: {
      job: 'Sell at the till the four membership rates we set up in Lespass',
      query: 'sell Lespass membership rates at the cash register',
    },
    fr: {
      job: 'Vendre en caisse les quatre tarifs d’adhésion créés dans Lespass',
      query: 'vendre les tarifs d’adhésion Lespass à la caisse',
    },
    facts: [
      {
        source: `${laboutik}:APIcashless/validator.py`,
        en: ['one article per rate'],
        fr: ['un article par tarif'],
      },
      {
        source: `${laboutik}:APIcashless/models.py`,
        en: ['Asset Fédéré. Obligatoire pour cashless, adhésion ou badgeuse.'],
        fr: ['Asset Fédéré. Obligatoire pour cashless, adhésion ou badgeuse.'],
      },
    ],
  },

  // What a member of the public does alone from their account.
  {
    id: 'lost-card-link-a-new-one',
    reader: 'member',
    answers: [myAccount],
    askedIn: 'https://github.com/TiBillet/Lespass/issues/420',
    en: {
      job: 'I lost my card: get my membership and my balance back on a new one',
      query: 'lost my card link a new card to my account',
    },
    fr: {
      job: 'J’ai perdu ma carte : retrouver mon adhésion et mon solde sur une nouvelle',
      query: 'carte perdue lier une nouvelle carte à mon compte',
    },
    facts: [
      {
        source: `${account}/partials/account/card_table.html`,
        en: ['I lost my card number', 'My Pass card'],
      },
      {source: lespassFr, fr: ['J’ai perdu ma carte numéro', 'Ma carte TiBillet']},
      {source: `${lespass}:BaseBillet/views.py`, en: ['You can scan a new one to link it again.']},
      {
        source: lespassFr,
        fr: ['Vous pouvez scanner une nouvelle carte TiBillet et la lier à votre compte.'],
      },
    ],
  },
  {
    id: 'give-a-member-a-new-card',
    reader: 'venue-admin',
    answers: [myAccount],
    askedIn: 'https://github.com/TiBillet/Lespass/issues/420',
    en: {
      job: 'A member lost their card at the door: declare it lost for them and hand over a new one',
      query: 'declare a member’s card lost and give a new card',
    },
    fr: {
      job: 'Un adhérent a perdu sa carte à l’accueil : la déclarer perdue pour lui et lui en remettre une neuve',
      query: 'déclarer la carte d’un adhérent perdue et lui donner une nouvelle carte',
    },
    facts: [
      {
        source: `${lespass}:Administration/templates/admin/membership/wallet_info.html`,
        en: ['Card lost'],
      },
      {source: lespassFr, fr: ['Carte perdue']},
      {source: `${lespass}:Administration/admin_tenant.py`, en: ['Card number']},
      {source: lespassFr, fr: ['Numéro de carte']},
    ],
  },
  {
    id: 'refund-my-online-top-up',
    reader: 'public',
    answers: [myAccount, refund],
    askedIn: 'https://github.com/TiBillet/Lespass/issues/11',
    en: {
      job: 'I topped up 20 euros online and will not come back: get that money back',
      query: 'get my card balance refunded online',
    },
    fr: {
      job: 'J’ai rechargé 20 euros en ligne et je ne reviendrai pas : récupérer cet argent',
      query: 'me faire rembourser le solde de ma carte en ligne',
    },
    facts: [
      {
        source: `${account}/views/account/balance.html`,
        en: ['Request a refund', 'Send request', '14 months'],
      },
      {source: lespassFr, fr: ['Demander un remboursement', 'Envoyer la demande', '14 mois']},
    ],
  },
  {
    id: 'stop-automatic-membership-renewal',
    reader: 'member',
    answers: [myAccount],
    askedIn: 'https://github.com/TiBillet/Lespass/issues/469',
    en: {
      job: 'My membership renewed itself and I did not want it to: stop the automatic payment',
      query: 'stop the automatic renewal of my membership',
    },
    fr: {
      job: 'Mon adhésion s’est renouvelée toute seule sans que je le veuille : arrêter le prélèvement',
      query: 'arrêter le renouvellement automatique de mon adhésion',
    },
    facts: [
      {
        source: `${account}/views/account/membership/membership_card.html`,
        en: ['Cancel automatic debit', 'My subscriptions'],
      },
      {source: lespassFr, fr: ['Annuler le prélèvement automatique', 'Mes adhésions']},
    ],
  },
  {
    id: 'see-my-balance-and-history',
    reader: 'public',
    answers: [myAccount],
    askedIn: 'https://github.com/TiBillet/Lespass/issues/442',
    en: {
      job: 'See how much is left on my card and where I spent it',
      query: 'check my card balance and spending history',
    },
    fr: {
      job: 'Voir ce qui reste sur ma carte et où je l’ai dépensé',
      query: 'voir le solde de ma carte et l’historique des dépenses',
    },
    facts: [
      {
        source: `${account}/views/account/balance.html`,
        en: ['My wallet', 'Transaction history'],
      },
      {source: lespassFr, fr: ['Ma tirelire', 'Historique des transactions']},
    ],
  },
  {
    id: 'renew-my-membership',
    reader: 'member',
    answers: [myAccount],
    askedIn: 'https://github.com/TiBillet/Lespass/issues/413',
    en: {
      job: 'Check until when my membership runs and renew it before it ends',
      query: 'renew my membership from my account',
    },
    fr: {
      job: 'Voir jusqu’à quand court mon adhésion et la renouveler avant qu’elle finisse',
      query: 'renouveler mon adhésion depuis mon compte',
    },
    facts: [
      {
        source: `${account}/views/account/membership/membership_card.html`,
        en: ['Renew', 'Expires'],
      },
      {source: lespassFr, fr: ['Renouveler', 'Expire']},
    ],
  },

  // Moderating what the public proposes.
  {
    id: 'approve-events-proposed-by-the-public',
    reader: 'venue-admin',
    answers: [moderation],
    askedIn:
      'TiBillet/Lespass:CHANGELOG.md#module--agenda-participatif---participatory-agenda-module',
    en: {
      job: 'Let the neighbourhood propose events on our agenda, and check each one before it appears',
      query: 'approve events proposed by the public',
    },
    fr: {
      job: 'Laisser le quartier proposer des évènements sur notre agenda, et vérifier chacun avant qu’il paraisse',
      query: 'valider les évènements proposés par le public',
    },
    facts: [
      {
        source: `${lespass}:Administration/admin_tenant.py`,
        en: ['Proposals pending', 'Approve and publish selected proposals'],
        fr: ['Proposals pending'],
      },
      {source: lespassFr, fr: ['Approuver et publier les propositions sélectionnées']},
      {source: lespassEn, en: ['Enable the participatory agenda']},
      {source: `${lespass}:BaseBillet/models.py`, fr: ['Activer l’agenda participatif']},
    ],
  },
  {
    id: 'accept-proposals-without-an-account',
    reader: 'organiser',
    answers: [moderation],
    askedIn:
      'TiBillet/Lespass:CHANGELOG.md#agenda-participatif--fédération--récolte-e-mail-du-proposeur-anonyme',
    en: {
      job: 'Take event proposals from people who have no account, and tag them automatically',
      query: 'let visitors without an account propose an event',
    },
    fr: {
      job: 'Recevoir les propositions d’évènements de personnes sans compte, et les étiqueter automatiquement',
      query: 'proposer un évènement sans compte',
    },
    facts: [
      {
        source: lespassEn,
        en: [
          'Allow anonymous proposals',
          'Automatic tag for proposed events',
          'Federation options',
        ],
      },
      {
        source: `${lespass}:BaseBillet/models.py`,
        fr: [
          'Autoriser les propositions anonymes',
          'Tag automatique des évènements proposés',
          'Options de fédération',
        ],
      },
    ],
  },

  // Commands a self-hoster runs.
  {
    id: 'load-a-box-of-cards-into-fedow',
    reader: 'self-hoster',
    answers: [operatorCommands],
    askedIn: 'https://github.com/TiBillet/Lespass/issues/416',
    en: {
      job: 'A new box of cards arrived and the tills do not recognise them: load the whole batch into the wallet engine',
      query: 'import a batch of NFC cards into Fedow',
    },
    fr: {
      job: 'Une nouvelle boîte de cartes est arrivée et les caisses ne les reconnaissent pas : charger tout le lot dans le moteur de portefeuilles',
      query: 'importer un lot de cartes NFC dans Fedow',
    },
    facts: [
      {
        source: `${fedow}:fedow_core/management/commands/import_cards.py`,
        en: ['import_cards', 'path fichier csv ?', 'Enter a generation number'],
        fr: ['import_cards', 'path fichier csv ?', 'Enter a generation number'],
      },
      {
        source: `${fedow}:example_csv_cards_list.csv`,
        en: ['example_csv_cards_list.csv'],
        fr: ['example_csv_cards_list.csv'],
      },
      {
        source: `${lespass}:docker-compose.prod.yml`,
        en: ['fedow_django'],
        fr: ['fedow_django'],
      },
    ],
  },
  {
    id: 'rebuild-the-network-map-cache',
    reader: 'self-hoster',
    answers: [operatorCommands],
    askedIn:
      'TiBillet/Lespass:CHANGELOG.md#carte-du-réseau--les-événements-dun-lieu-redeviennent-accessibles--network-map-a-venues-events-are-reachable-again',
    en: {
      job: 'After an upgrade, some venues’ events are missing from the network map: rebuild its cache',
      query: 'rebuild the network map cache after an upgrade',
    },
    fr: {
      job: 'Après une mise à jour, des évènements manquent sur la carte du réseau : reconstruire son cache',
      query: 'reconstruire le cache de la carte du réseau',
    },
    facts: [
      {
        source: `${lespass}:seo/management/commands/refresh_seo_cache.py`,
        en: ['refresh_seo_cache'],
        fr: ['refresh_seo_cache'],
      },
      {
        source: `${lespass}:docker-compose.prod.yml`,
        en: ['lespass_django'],
        fr: ['lespass_django'],
      },
    ],
  },
  {
    id: 'new-event-on-the-network-map',
    reader: 'venue-admin',
    answers: ['/docs/Utilisateur/Federation/network_map/', operatorCommands],
    askedIn:
      'TiBillet/Lespass:CHANGELOG.md#carte-réseau--débounce-du-rebuild-rendu-global--plafond-anti-famine--global-rebuild-debounce--maxwait-cap',
    en: {
      job: 'An event was just published: how long before it shows on the network map, and whether to run anything',
      query: 'how long before a new event shows on the network map',
    },
    fr: {
      job: 'Un évènement vient d’être publié : combien de temps avant qu’il apparaisse sur la carte du réseau, et faut-il lancer quelque chose',
      query: 'combien de temps avant qu’un nouvel évènement apparaisse sur la carte',
    },
    facts: [
      {
        source: `${lespass}:seo/tasks.py`,
        en: ['15 seconds', 'every four hours'],
        fr: ['15 secondes', 'toutes les quatre heures'],
      },
      {
        source: `${lespass}:BaseBillet/signals.py`,
        en: ['saving or deleting an event or an address'],
        fr: ['enregistrer ou supprimer un évènement ou une adresse'],
      },
    ],
  },
  {
    id: 'take-a-payment-by-qr-code',
    reader: 'organiser',
    answers: ['/docs/Utilisateur/Cashless/qr_payment/', '/docs/presentation/uses/'],
    en: {
      job: 'Charge a buyer at a market stall where there is no till and no card reader',
      query: 'take a payment with a qr code without a card reader',
    },
    fr: {
      job: 'Faire payer un acheteur sur un stand où il n’y a ni caisse ni terminal de carte',
      query: 'encaisser par QR code sans terminal de paiement',
    },
    facts: [
      {
        source: `${lespass}:BaseBillet/templates/reunion/views/account/balance.html`,
        en: ['Initiate a payment'],
        fr: ['Initier un paiement'],
      },
      {
        source: `${lespass}:BaseBillet/templates/reunion/views/qrcode_scan_pay/generator.html`,
        en: ['Vérifier le paiement'],
        fr: ['Vérifier le paiement'],
      },
    ],
  },
  {
    id: 'find-an-event-on-the-agenda',
    reader: 'public',
    answers: ['/docs/Utilisateur/agenda/'],
    askedIn: 'https://github.com/TiBillet/Lespass/issues/58',
    en: {
      job: 'Find one concert among the many events of a festival’s agenda',
      query: 'search the agenda for a concert',
    },
    fr: {
      job: 'Retrouver un concert parmi les nombreux évènements de l’agenda d’un festival',
      query: 'chercher un concert dans l’agenda',
    },
    facts: [
      {
        source: `${lespass}:BaseBillet/templates/reunion/views/event/partial/search.html`,
        en: ["I'm looking for"],
        fr: ['Je cherche'],
      },
      {
        source: `${lespass}:BaseBillet/views.py`,
        en: ['200 events'],
        fr: ['200 évènements'],
      },
    ],
  },
];
