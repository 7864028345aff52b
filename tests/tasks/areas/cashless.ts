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

export const tasks: AreaTasks = {
  en: [
    {
      id: 'add-product-with-price',
      reader: 'venue-admin',
      job: 'Put our new IPA on the bar till at 5 euros',
      query: 'add a product with a price to the cash register',
      answers: [`${cashless}/admin_add_article/`],
      facts: [
        {
          says: ['Items and prices', 'Selling price', 'Buying price'],
          source: `${laboutik}:locale/en/LC_MESSAGES/django.po`,
        },
        {
          says: ['Choisissez un asset fedow correspondant.'],
          source: `${laboutik}:administration/adminstaff.py`,
        },
      ],
    },
    {
      id: 'pair-sunmi-till',
      reader: 'venue-admin',
      job: 'Turn the Sunmi terminal we bought into a till for the bar',
      query: 'pair a phone or a Sunmi terminal with the cash register',
      answers: [`${cashless}/android/`],
      facts: [
        {
          says: ['Appareils de vente', 'PIN Code'],
          source: `${laboutik}:Cashless/settings.py`,
        },
        {
          says: ['Nearby devices', 'Add a place'],
          source: `${androidApp}:mobile-app/www/assets/js/modules/templateRender.js`,
        },
      ],
    },
    {
      id: 'card-for-bartender',
      reader: 'venue-admin',
      job: 'Give the new bartender a card that opens only the bar till',
      query: 'card for a bartender to open the till',
      answers: [`${cashless}/admin_add_primary/`],
      facts: [
        {
          says: ['Primary cards', 'Manager mode', 'New Cashless card'],
          source: `${laboutik}:locale/en/LC_MESSAGES/django.po`,
        },
        {
          says: ['Carte non primaire'],
          source: `${laboutik}:webview/views.py`,
        },
      ],
    },
    {
      id: 'top-up-customer-card',
      reader: 'cashier',
      job: 'A customer hands me 20 euros to load on their card',
      query: "top up a customer's cashless card",
      answers: [`${cashless}/admin_add_article/`],
      facts: [
        {
          says: ['Top-up €', '+0.1 to +50'],
          source: `${laboutik}:administration/management/commands/install.py`,
        },
      ],
    },
    {
      id: 'close-till-end-of-night',
      reader: 'cashier',
      job: 'Close all the tills at the end of the night and get the Z ticket',
      query: 'close the cash register at the end of the evening',
      answers: [`${cashless}/admin_space/`, `${cashless}/sunmi-printers/`],
      facts: [
        {
          says: ['Z-Ticket', 'Close all cash registers', 'Print Temp Z Ticket'],
          source: `${laboutik}:htmxview/templates/sales/z_ticket.html`,
        },
      ],
    },
    {
      id: 'print-customer-receipt',
      reader: 'cashier',
      job: 'A customer wants a receipt for what they just bought',
      query: 'print a receipt for a customer',
      answers: [`${cashless}/sunmi-printers/`],
      facts: [
        {
          says: ['Print receipt ticket'],
          source: `${laboutik}:htmxview/templates/sales/sales_detail.html`,
        },
        {
          says: ['No printer configured for this terminal.'],
          source: `${laboutik}:htmxview/views.py`,
        },
      ],
    },
    {
      id: 'cash-out-card-balance',
      reader: 'cashier',
      job: 'A customer leaving the festival wants the rest of their card back in cash',
      query: 'refund a card balance in cash at the bar',
      answers: [`${cashless}/Refund/`],
      facts: [
        {
          says: ['VIDER CARTE', 'VOID CARTE'],
          source: `${laboutik}:administration/management/commands/install.py`,
        },
        {
          says: ["Séparer l'utilisateur lors du vider carte"],
          source: `${laboutik}:APIcashless/models.py`,
        },
      ],
    },
    {
      id: 'card-paid-entered-as-cash',
      reader: 'treasurer',
      job: 'Three card payments were rung up as cash and the drawer does not match',
      query: 'change the payment method of a sale',
      answers: [`${cashless}/ventilation/`],
      facts: [
        {
          says: ['Modifier le moyen de paiement'],
          source: `${laboutik}:htmxview/templates/sales/sales_detail.html`,
        },
        {
          says: ['-> Reload', 'Moyen paiement'],
          source: `${laboutik}:administration/adminstaff.py`,
        },
      ],
    },
    {
      id: 'daily-report-by-email',
      reader: 'treasurer',
      job: 'Receive the takings of each night by e-mail without asking the bar manager',
      query: 'daily cash register report by email',
      answers: [
        `${cashless}/sunmi-printers/`,
        `${cashless}/admin_space/`,
        '/docs/recipes/reports-by-email/',
      ],
      facts: [
        {
          says: ['Email de la compta.', 'Heure de cloture automatique de toutes les caisses'],
          source: `${laboutik}:APIcashless/models.py`,
        },
        {
          says: ['weekly, monthly and yearly report'],
          source: `${laboutik}:administration/management/commands/cron_morning.py`,
        },
      ],
    },
    {
      id: 'clock-in-volunteer-shift',
      reader: 'volunteer',
      job: 'Record the hours I volunteer at the bar with my card',
      query: 'clock in and out for my volunteer shift',
      answers: [`${cashless}/badge/`],
      facts: [
        {
          says: ['Badgeuse/Pointeuse'],
          source: `${fedow}:fedow_core/models.py`,
        },
        {
          says: ['Pas de badge payant tout de suite'],
          source: `${laboutik}:webview/views.py`,
        },
      ],
    },
    {
      id: 'money-back-from-card',
      reader: 'public',
      job: 'I moved away and want back the money I loaded online on my festival card',
      query: 'get my money back from my card',
      answers: [`${cashless}/Refund/`],
      facts: [
        {
          says: ['My balance', 'Request a refund', 'Send request'],
          source: `${lespass}:BaseBillet/templates/reunion/views/account/balance.html`,
        },
        {
          says: ['14 months'],
          source: `${lespass}:BaseBillet/templates/reunion/views/account/balance.html`,
        },
      ],
    },
  ],
  fr: [
    {
      id: 'ajouter-produit-avec-prix',
      reader: 'venue-admin',
      job: 'Mettre notre nouvelle IPA sur la caisse du bar à 5 euros',
      query: 'ajouter un produit avec un prix à la caisse',
      answers: [`${cashless}/admin_add_article/`],
      facts: [
        {
          says: ['Articles et tarifs', 'Prix de vente', "Prix d'achat"],
          source: `${laboutik}:APIcashless/models.py`,
        },
        {
          says: ['Choisissez un asset fedow correspondant.'],
          source: `${laboutik}:administration/adminstaff.py`,
        },
      ],
    },
    {
      id: 'appairer-terminal-sunmi',
      reader: 'venue-admin',
      job: 'Transformer le terminal Sunmi que nous avons acheté en caisse pour le bar',
      query: 'appairer un téléphone ou un Sunmi avec la caisse',
      answers: [`${cashless}/android/`],
      facts: [
        {
          says: ['Appareils de vente', 'Code PIN'],
          source: `${laboutik}:Cashless/settings.py`,
        },
        {
          says: ['Appareils à proximité', 'Add a place'],
          source: `${androidApp}:mobile-app/www/assets/js/modules/templateRender.js`,
        },
      ],
    },
    {
      id: 'carte-pour-barman',
      reader: 'venue-admin',
      job: 'Donner au nouveau barman une carte qui n’ouvre que la caisse du bar',
      query: 'carte pour qu’un barman ouvre la caisse',
      answers: [`${cashless}/admin_add_primary/`],
      facts: [
        {
          says: ['Cartes primaires', 'Mode gérant.e', 'Nouvelle carte cashless'],
          source: `${laboutik}:APIcashless/models.py`,
        },
        {
          says: ['Carte non primaire'],
          source: `${laboutik}:webview/views.py`,
        },
      ],
    },
    {
      id: 'recharger-carte-client',
      reader: 'cashier',
      job: 'Un client me tend 20 euros à charger sur sa carte',
      query: 'recharger la carte cashless d’un client',
      answers: [`${cashless}/admin_add_article/`],
      facts: [
        {
          says: ['Recharge €', 'de +0.1 à +50'],
          source: `${laboutik}:administration/management/commands/install.py`,
        },
      ],
    },
    {
      id: 'cloturer-caisse-fin-de-soiree',
      reader: 'cashier',
      job: 'Clôturer toutes les caisses en fin de soirée et sortir le ticket Z',
      query: 'clôturer la caisse en fin de soirée',
      answers: [`${cashless}/admin_space/`, `${cashless}/sunmi-printers/`],
      facts: [
        {
          says: ['Cloturer toute les caisses', 'Ticket Z', 'Changer le fond de caisse'],
          source: `${laboutik}:locale/fr/LC_MESSAGES/django.po`,
        },
      ],
    },
    {
      id: 'imprimer-ticket-client',
      reader: 'cashier',
      job: 'Un client veut un ticket pour ce qu’il vient d’acheter',
      query: 'imprimer un ticket de caisse pour un client',
      answers: [`${cashless}/sunmi-printers/`],
      facts: [
        {
          says: ['Print receipt ticket'],
          source: `${laboutik}:htmxview/templates/sales/sales_detail.html`,
        },
        {
          says: ['Pied ticket'],
          source: `${laboutik}:htmxview/views.py`,
        },
      ],
    },
    {
      id: 'rendre-solde-carte-especes',
      reader: 'cashier',
      job: 'Une festivalière qui part veut récupérer en espèces ce qui reste sur sa carte',
      query: 'rembourser le solde d’une carte en espèces au bar',
      answers: [`${cashless}/Refund/`],
      facts: [
        {
          says: ['VIDER CARTE', 'VOID CARTE'],
          source: `${laboutik}:administration/management/commands/install.py`,
        },
        {
          says: ["Séparer l'utilisateur lors du vider carte"],
          source: `${laboutik}:APIcashless/models.py`,
        },
      ],
    },
    {
      id: 'paiement-carte-saisi-en-especes',
      reader: 'treasurer',
      job: 'Trois paiements par carte ont été saisis en espèces et le tiroir ne tombe pas juste',
      query: 'changer le moyen de paiement d’une vente',
      answers: [`${cashless}/ventilation/`],
      facts: [
        {
          says: ['Modifier le moyen de paiement'],
          source: `${laboutik}:htmxview/templates/sales/sales_detail.html`,
        },
        {
          says: ['-> Reload', 'Moyen paiement'],
          source: `${laboutik}:administration/adminstaff.py`,
        },
      ],
    },
    {
      id: 'rapport-quotidien-par-email',
      reader: 'treasurer',
      job: 'Recevoir la recette de chaque soirée par e-mail sans la demander au bar',
      query: 'recevoir le rapport de caisse par e-mail chaque matin',
      answers: [
        `${cashless}/sunmi-printers/`,
        `${cashless}/admin_space/`,
        '/docs/recipes/reports-by-email/',
      ],
      facts: [
        {
          says: ['Email de la compta.', 'Heure de cloture automatique de toutes les caisses'],
          source: `${laboutik}:APIcashless/models.py`,
        },
        {
          says: ['rapport hebdomadaire'],
          source: `${laboutik}:administration/management/commands/cron_morning.py`,
        },
      ],
    },
    {
      id: 'badger-creneau-benevole',
      reader: 'volunteer',
      job: 'Enregistrer avec ma carte les heures que je donne au bar',
      query: 'badger à l’arrivée et au départ de mon créneau de bénévole',
      answers: [`${cashless}/badge/`],
      facts: [
        {
          says: ['Badgeuse/Pointeuse'],
          source: `${fedow}:fedow_core/models.py`,
        },
        {
          says: ['Pas de badge payant tout de suite'],
          source: `${laboutik}:webview/views.py`,
        },
      ],
    },
    {
      id: 'recuperer-argent-carte',
      reader: 'public',
      job: 'J’ai déménagé et je veux récupérer l’argent chargé en ligne sur ma carte du festival',
      query: 'récupérer l’argent qui reste sur ma carte',
      answers: [`${cashless}/Refund/`],
      facts: [
        {
          says: ['Ma tirelire', 'Demander un remboursement', 'Envoyer la demande'],
          source: `${lespass}:locale/fr/LC_MESSAGES/django.po`,
        },
        {
          says: ['14 mois'],
          source: `${lespass}:BaseBillet/templates/reunion/views/account/balance.html`,
        },
      ],
    },
  ],
};
