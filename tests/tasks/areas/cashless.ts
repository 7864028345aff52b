/**
 * Reader tasks on the cash register and the cashless card (LaBoutik, with
 * Fedow's wallets and Lespass's account pages): the jobs of cashiers and bar
 * staff, venue admins, treasurers, volunteers at the time clock and members
 * of the public who want their money back, with the facts the answer page
 * must state and where the product shows them.
 */
import type {AreaTasks} from '../types';

const cashless = '/docs/Utilisateur/Cashless';

const laboutik = 'TiBillet/LaBoutik';
const fedow = 'TiBillet/Fedow';
const lespass = 'TiBillet/Lespass';
const androidApp = 'TiBillet/client-android-cashless-LaBoutik';

export const tasks: AreaTasks = [
  {
    id: 'add-product-with-price',
    reader: 'venue-admin',
    answers: [`${cashless}/admin_add_article/`],
    en: {
      job: 'Put our new IPA on the bar till at 5 euros',
      query: 'add a product with a price to the cash register',
    },
    fr: {
      job: 'Mettre notre nouvelle IPA sur la caisse du bar à 5 euros',
      query: 'ajouter un produit avec un prix à la caisse',
    },
    facts: [
      {
        source: `${laboutik}:locale/en/LC_MESSAGES/django.po`,
        en: ['Items and prices', 'Selling price', 'Buying price'],
      },
      {
        source: `${laboutik}:administration/adminstaff.py`,
        en: ['Choisissez un asset fedow correspondant.'],
        fr: ['Choisissez un asset fedow correspondant.'],
      },
      {
        source: `${laboutik}:APIcashless/models.py`,
        fr: ['Articles et tarifs', 'Prix de vente', "Prix d'achat"],
      },
    ],
  },
  {
    id: 'pair-sunmi-till',
    reader: 'venue-admin',
    answers: [`${cashless}/android/`],
    en: {
      job: 'Turn the Sunmi terminal we bought into a till for the bar',
      query: 'pair a phone or a Sunmi terminal with the cash register',
    },
    fr: {
      job: 'Transformer le terminal Sunmi que nous avons acheté en caisse pour le bar',
      query: 'appairer un téléphone ou un Sunmi avec la caisse',
    },
    facts: [
      {
        source: `${laboutik}:Cashless/settings.py`,
        en: ['Appareils de vente', 'PIN Code'],
        fr: ['Appareils de vente', 'Code PIN'],
      },
      {
        source: `${androidApp}:mobile-app/www/assets/js/modules/templateRender.js`,
        en: ['Nearby devices', 'Add a place'],
        fr: ['Appareils à proximité', 'Add a place'],
      },
    ],
  },
  {
    id: 'card-for-bartender',
    reader: 'venue-admin',
    answers: [`${cashless}/admin_add_primary/`],
    en: {
      job: 'Give the new bartender a card that opens only the bar till',
      query: 'card for a bartender to open the till',
    },
    fr: {
      job: 'Donner au nouveau barman une carte qui n’ouvre que la caisse du bar',
      query: 'carte pour qu’un barman ouvre la caisse',
    },
    facts: [
      {
        source: `${laboutik}:locale/en/LC_MESSAGES/django.po`,
        en: ['Primary cards', 'Manager mode', 'New Cashless card'],
      },
      {
        source: `${laboutik}:webview/views.py`,
        en: ['Carte non primaire'],
        fr: ['Carte non primaire'],
      },
      {
        source: `${laboutik}:APIcashless/models.py`,
        fr: ['Cartes primaires', 'Mode gérant.e', 'Nouvelle carte cashless'],
      },
    ],
  },
  {
    id: 'top-up-customer-card',
    reader: 'cashier',
    answers: [`${cashless}/admin_add_article/`],
    en: {
      job: 'A customer hands me 20 euros to load on their card',
      query: "top up a customer's cashless card",
    },
    fr: {
      job: 'Un client me tend 20 euros à charger sur sa carte',
      query: 'recharger la carte cashless d’un client',
    },
    facts: [
      {
        source: `${laboutik}:administration/management/commands/install.py`,
        en: ['Top-up €', '+0.1 to +50'],
        fr: ['Recharge €', 'de +0.1 à +50'],
      },
    ],
  },
  {
    id: 'close-till-end-of-night',
    reader: 'cashier',
    answers: [`${cashless}/admin_space/`, `${cashless}/sunmi-printers/`],
    en: {
      job: 'Close all the tills at the end of the night and get the Z ticket',
      query: 'close the cash register at the end of the evening',
    },
    fr: {
      job: 'Clôturer toutes les caisses en fin de soirée et sortir le ticket Z',
      query: 'clôturer la caisse en fin de soirée',
    },
    facts: [
      {
        source: `${laboutik}:htmxview/templates/sales/z_ticket.html`,
        en: ['Z-Ticket', 'Close all cash registers', 'Print Temp Z Ticket'],
      },
      {
        source: `${laboutik}:locale/fr/LC_MESSAGES/django.po`,
        fr: ['Cloturer toute les caisses', 'Ticket Z', 'Changer le fond de caisse'],
      },
    ],
  },
  {
    id: 'print-customer-receipt',
    reader: 'cashier',
    answers: [`${cashless}/sunmi-printers/`],
    en: {
      job: 'A customer wants a receipt for what they just bought',
      query: 'print a receipt for a customer',
    },
    fr: {
      job: 'Un client veut un ticket pour ce qu’il vient d’acheter',
      query: 'imprimer un ticket de caisse pour un client',
    },
    facts: [
      {
        source: `${laboutik}:htmxview/templates/sales/sales_detail.html`,
        en: ['Print receipt ticket'],
        fr: ['Print receipt ticket'],
      },
      {
        source: `${laboutik}:htmxview/views.py`,
        en: ['No printer configured for this terminal.'],
        fr: ['Pied ticket'],
      },
    ],
  },
  {
    id: 'cash-out-card-balance',
    reader: 'cashier',
    answers: [`${cashless}/Refund/`],
    en: {
      job: 'A customer leaving the festival wants the rest of their card back in cash',
      query: 'refund a card balance in cash at the bar',
    },
    fr: {
      job: 'Une festivalière qui part veut récupérer en espèces ce qui reste sur sa carte',
      query: 'rembourser le solde d’une carte en espèces au bar',
    },
    facts: [
      {
        source: `${laboutik}:administration/management/commands/install.py`,
        en: ['VIDER CARTE', 'VOID CARTE'],
        fr: ['VIDER CARTE', 'VOID CARTE'],
      },
      {
        source: `${laboutik}:APIcashless/models.py`,
        en: ["Séparer l'utilisateur lors du vider carte"],
        fr: ["Séparer l'utilisateur lors du vider carte"],
      },
    ],
  },
  {
    id: 'card-paid-entered-as-cash',
    reader: 'treasurer',
    answers: [`${cashless}/ventilation/`],
    en: {
      job: 'Three card payments were rung up as cash and the drawer does not match',
      query: 'change the payment method of a sale',
    },
    fr: {
      job: 'Trois paiements par carte ont été saisis en espèces et le tiroir ne tombe pas juste',
      query: 'changer le moyen de paiement d’une vente',
    },
    facts: [
      {
        source: `${laboutik}:htmxview/templates/sales/sales_detail.html`,
        en: ['Modifier le moyen de paiement'],
        fr: ['Modifier le moyen de paiement'],
      },
      {
        source: `${laboutik}:administration/adminstaff.py`,
        en: ['-> Reload', 'Moyen paiement'],
        fr: ['-> Reload', 'Moyen paiement'],
      },
    ],
  },
  {
    id: 'daily-report-by-email',
    reader: 'treasurer',
    answers: [
      `${cashless}/sunmi-printers/`,
      `${cashless}/admin_space/`,
      '/docs/recipes/reports-by-email/',
    ],
    en: {
      job: 'Receive the takings of each night by e-mail without asking the bar manager',
      query: 'daily cash register report by email',
    },
    fr: {
      job: 'Recevoir la recette de chaque soirée par e-mail sans la demander au bar',
      query: 'recevoir le rapport de caisse par e-mail chaque matin',
    },
    facts: [
      {
        source: `${laboutik}:APIcashless/models.py`,
        en: ['Email de la compta.', 'Heure de cloture automatique de toutes les caisses'],
        fr: ['Email de la compta.', 'Heure de cloture automatique de toutes les caisses'],
      },
      {
        source: `${laboutik}:administration/management/commands/cron_morning.py`,
        en: ['weekly, monthly and yearly report'],
        fr: ['rapport hebdomadaire'],
      },
    ],
  },
  {
    id: 'clock-in-volunteer-shift',
    reader: 'volunteer',
    answers: [`${cashless}/badge/`],
    en: {
      job: 'Record the hours I volunteer at the bar with my card',
      query: 'clock in and out for my volunteer shift',
    },
    fr: {
      job: 'Enregistrer avec ma carte les heures que je donne au bar',
      query: 'badger à l’arrivée et au départ de mon créneau de bénévole',
    },
    facts: [
      {
        source: `${fedow}:fedow_core/models.py`,
        en: ['Badgeuse/Pointeuse'],
        fr: ['Badgeuse/Pointeuse'],
      },
      {
        source: `${laboutik}:webview/views.py`,
        en: ['Pas de badge payant tout de suite'],
        fr: ['Pas de badge payant tout de suite'],
      },
    ],
  },
  {
    id: 'money-back-from-card',
    reader: 'public',
    answers: [`${cashless}/Refund/`],
    en: {
      job: 'I moved away and want back the money I loaded online on my festival card',
      query: 'get my money back from my card',
    },
    fr: {
      job: 'J’ai déménagé et je veux récupérer l’argent chargé en ligne sur ma carte du festival',
      query: 'récupérer l’argent qui reste sur ma carte',
    },
    facts: [
      {
        source: `${lespass}:BaseBillet/templates/reunion/views/account/balance.html`,
        en: ['My balance', 'Request a refund', 'Send request'],
        fr: ['14 mois'],
      },
      {
        source: `${lespass}:BaseBillet/templates/reunion/views/account/balance.html`,
        en: ['14 months'],
      },
      {
        source: `${lespass}:locale/fr/LC_MESSAGES/django.po`,
        fr: ['Ma tirelire', 'Demander un remboursement', 'Envoyer la demande'],
      },
    ],
  },
  {
    id: 'credit-note-for-paid-entry',
    reader: 'treasurer',
    answers: [`${cashless}/closures/`],
    en: {
      job: 'A membership was entered twice in Lespass; cancel the duplicate in the accounts without deleting it',
      query: 'credit note for a paid sale recorded by mistake',
    },
    fr: {
      job: 'Une adhésion a été saisie deux fois dans Lespass : annuler le doublon dans les comptes sans l’effacer',
      query: 'faire un avoir sur une vente payée saisie par erreur',
    },
    facts: [
      {
        source: `${lespass}:Administration/admin/dashboard.py`,
        en: ['Sales & accounting', 'Entries'],
      },
      {
        source: `${lespass}:Administration/admin_tenant.py`,
        en: [
          'Credit note created.',
          'A credit note can only be issued for a confirmed or paid entry.',
          'no money moves',
        ],
        fr: ['aucun argent ne bouge'],
      },
      {
        source: `${lespass}:locale/fr/LC_MESSAGES/django.po`,
        fr: [
          'Ventes et comptabilité',
          'Lignes comptables',
          'Avoir créé.',
          'Un avoir ne peut être émis que sur une vente confirmée ou payée.',
        ],
      },
    ],
  },
  {
    id: 'undo-sale-at-the-till',
    reader: 'cashier',
    answers: [`${cashless}/ventilation/`],
    en: {
      job: 'I charged a beer instead of a lemonade and already validated it; how do I take that sale back?',
      query: 'wrong drink validated on the till how to cancel',
    },
    fr: {
      job: 'J’ai encaissé une bière au lieu d’une limonade et j’ai déjà validé : comment reprendre cette vente ?',
      query: 'annuler un article encaissé par erreur à la caisse',
    },
    facts: [
      {
        source: `${laboutik}:webview/static/webview/templates/points_ventes.html`,
        en: ['RESET'],
        fr: ['RESET'],
      },
      {
        source: `${laboutik}:webview/urls.py`,
        en: ['the till has no button to cancel it'],
        fr: ['la caisse n’a aucun bouton pour l’annuler'],
      },
      {
        source: `${laboutik}:APIcashless/models.py`,
        en: ['Commentaire', 'Mode gérant.e'],
        fr: ['Commentaire', 'Mode gérant.e'],
      },
    ],
  },
  {
    id: 'membership-shown-at-card-payment',
    reader: 'venue-admin',
    answers: ['/docs/recipes/membership-and-top-up-at-the-till/'],
    en: {
      job: 'Our bar serves members only; the bartender should see whether the person paying with their card is a member',
      query: 'till shows if the card holder is a member when paying',
    },
    fr: {
      job: 'Notre bar ne sert que les adhérents : le barman doit voir si la personne qui paie avec sa carte est adhérente',
      query: 'voir à la caisse si le client est adhérent quand il paie avec sa carte',
    },
    facts: [
      {
        source: `${lespass}:Administration/admin/dashboard.py`,
        en: ['External tools › API Key'],
      },
      {
        source: `${lespass}:locale/fr/LC_MESSAGES/django.po`,
        fr: ['Outils externes › Clé API'],
      },
      {
        source: `${laboutik}:APIcashless/models.py`,
        en: ['Clé API Lespass (adhésions)', "Vérifier l'adhésion à chaque paiement NFC"],
        fr: ['Clé API Lespass (adhésions)', "Vérifier l'adhésion à chaque paiement NFC"],
      },
      {
        source: `${laboutik}:administration/adminstaff.py`,
        en: ["Vérification d'adhésion activée.", "Vérification d'adhésion NON activée."],
        fr: ["Vérification d'adhésion activée.", "Vérification d'adhésion NON activée."],
      },
      {
        source: `${laboutik}:webview/static/webview/js/modules/languages/languageEn.js`,
        en: ['Valid memberships', 'No valid membership', 'valid until'],
      },
      {
        source: `${laboutik}:webview/static/webview/js/modules/languages/languageFr.js`,
        fr: ['Adhésions valides', 'Aucune adhésion valide', 'valide jusqu’au'],
      },
    ],
  },
  {
    id: 'pair-refused-till-again',
    reader: 'technician',
    answers: [`${cashless}/android/`],
    en: {
      job: 'Our till tablet went blue and asks for a new pairing; get it selling again',
      query: 'till tablet blue screen asks to pair again',
    },
    fr: {
      job: 'La tablette de caisse est passée au bleu et demande un nouvel appairage : la remettre en service',
      query: 'écran bleu de la tablette de caisse nouvel appairage',
    },
    facts: [
      {
        source: `${laboutik}:locale/en/LC_MESSAGES/django.po`,
        en: [
          'Invalid pin code',
          'Non-active user. Restart pairing.',
          'Incorrect user or password.',
        ],
      },
      {
        source: `${laboutik}:webview/validators.py`,
        fr: ['Code pin invalide', 'Utilisateur ou mot de passe incorrect.'],
      },
      {
        source: `${laboutik}:webview/views.py`,
        fr: ["Utilisateur non actif. Relancez l'appairage."],
      },
      {
        source: `${laboutik}:webview/static/webview/js/modules/languages/languageEn.js`,
        en: ['Device disabled or deleted.'],
      },
      {
        source: `${laboutik}:webview/static/webview/js/modules/languages/languageFr.js`,
        fr: ['Appareil désactivé ou supprimé.'],
      },
      {
        source: `${laboutik}:Cashless/settings.py`,
        en: ['Appareils de vente'],
        fr: ['Appareils de vente'],
      },
    ],
  },
  {
    id: 'what-i-spent-tonight',
    reader: 'public',
    answers: ['/docs/Utilisateur/my_account/'],
    en: {
      job: 'How much did my card pay at the bar tonight?',
      query: 'how much did I spend on my card tonight',
    },
    fr: {
      job: 'Combien ma carte a-t-elle payé au bar ce soir ?',
      query: 'combien j’ai dépensé avec ma carte ce soir',
    },
    facts: [
      {
        source: `${lespass}:BaseBillet/templates/reunion/partials/account/transaction_history.html`,
        en: ['Transaction history', 'Path', 'LaBoutik register', 'TiBillet platform'],
      },
      {
        source: `${lespass}:locale/fr/LC_MESSAGES/django.po`,
        fr: [
          'Historique des transactions',
          'Chemin',
          'Caisse LaBoutik',
          'Plateforme TiBillet',
          'Vente de produit',
        ],
      },
      {source: `${lespass}:fedow_connect/validators.py`, en: ['Product sale']},
      {source: `${fedow}:fedow_core/views.py`, en: ['ten latest'], fr: ['dix dernières']},
    ],
  },
  {
    id: 'stop-cash-at-one-till',
    reader: 'venue-admin',
    answers: [`${cashless}/admin_add_pos/`],
    en: {
      job: 'We have run out of change at the bar: stop taking cash at that till for the rest of the night',
      query: 'stop accepting cash at one till',
    },
    fr: {
      job: 'Plus de monnaie au bar : ne plus prendre d’espèces sur cette caisse jusqu’à la fin de la soirée',
      query: 'ne plus accepter les espèces sur une caisse',
    },
    facts: [
      {
        source: `${laboutik}:administration/adminstaff.py`,
        en: ['Accepte especes', 'Refuse especes'],
        fr: ['Accepte especes', 'Refuse especes'],
      },
      {
        source: `${laboutik}:webview/static/webview/templates/points_ventes.html`,
        en: ['tap the TiBillet logo', 'does not pick up the change by itself'],
        fr: ['touchez le logo TiBillet', 'ne reprend pas le changement toute seule'],
      },
      {
        source: `${laboutik}:webview/static/webview/js/points_ventes.js`,
        en: ['deposit return'],
        fr: ['retour de consigne'],
      },
    ],
  },
  {
    id: 'anonymous-or-federated-card',
    reader: 'cashier',
    answers: [`${cashless}/admin_add_article/`],
    en: {
      job: 'The till says “Carte anonyme” when I check this customer’s card: what does it mean and what do I tell them?',
      query: 'check card says anonymous card',
    },
    fr: {
      job: 'La caisse affiche « Carte anonyme » quand je vérifie la carte d’un client : qu’est-ce que ça veut dire et que lui dire ?',
      query: 'carte anonyme ou carte fédérée à la caisse',
    },
    facts: [
      {
        source: `${laboutik}:locale/en/LC_MESSAGES/django.po`,
        en: ['Anonymous card', 'Federated card'],
      },
      {
        source: `${laboutik}:webview/static/webview/js/modules/languages/languageEn.js`,
        en: ['CHECK CARD', 'awaiting card reading'],
      },
      {
        source: `${laboutik}:webview/templates/popup_check_carte.html`,
        en: ['Carte anonyme', 'Carte fédérée'],
        fr: ['Carte anonyme', 'Carte fédérée', 'Tirelire', 'Provenance'],
      },
      {
        source: `${fedow}:fedow_core/models.py`,
        en: ['linked to no account'],
        fr: ['liée à aucun compte'],
      },
    ],
  },
];
