/**
 * Reader tasks on memberships, member rates and federations of venues: the
 * jobs of members, the public, partner venues, treasurers, venue admins and
 * organisers, with the facts the answer page must state and where the
 * product shows them.
 */
import type {AreaTasks} from '../types';

const membership = '/docs/Utilisateur/Adhésion et abonnement';
const federation = '/docs/Utilisateur/Federation';
const audience = '/docs/presentation/i_am_an_audience/';
const refund = '/docs/Utilisateur/Cashless/Refund/';

const lespass = 'TiBillet/Lespass';

export const tasks: AreaTasks = {
  en: [
    {
      id: 'show-partner-events',
      reader: 'partner-venue',
      job: 'Show the gigs of the concert café down the road in our own agenda',
      query: "show another venue's events in our agenda",
      answers: [`${federation}/create_or_join/`],
      facts: [
        {
          says: ['Federation › Spaces', 'Tag filters', 'Excluded tags'],
          source: `${lespass}:Administration/admin_tenant.py`,
        },
        {
          says: ['Check the event on'],
          source: `${lespass}:BaseBillet/templates/reunion/views/event/partial/list.html`,
        },
      ],
    },
    {
      id: 'accept-partner-currency',
      reader: 'partner-venue',
      job: "Let people pay at our bar with the festival's local currency",
      query: "accept another venue's currency at our bar",
      answers: [`${federation}/create_or_join/`, `${federation}/how_federations_work/`],
      facts: [
        {
          says: ['Asset invitations', 'ACCEPT'],
          source: `${lespass}:Administration/templates/admin/asset/asset_list_before.html`,
        },
        {
          says: ['Invitation accepted.'],
          source: `${lespass}:Administration/admin_tenant.py`,
        },
      ],
    },
    {
      id: 'start-shared-currency',
      reader: 'partner-venue',
      job: 'Start a local currency that the three venues of our valley all accept',
      query: 'create a local currency shared between venues',
      answers: [`${federation}/create_or_join/`],
      facts: [
        {
          says: ['Share this asset', 'Fiduciary', 'Time currency'],
          source: `${lespass}:fedow_public/models.py`,
        },
        {
          says: ['Only the origin venue can send invitations.'],
          source: `${lespass}:Administration/admin_tenant.py`,
        },
      ],
    },
    {
      id: 'euros-for-tibillets',
      reader: 'treasurer',
      job: 'Find out how we get the euros when people pay at our bar with TiBillets',
      query: 'get paid for TiBillets spent at our bar',
      answers: [`${federation}/how_federations_work/`],
      facts: [
        {
          says: ['a Stripe transfer to the Stripe account connected to your space'],
          source: `${lespass}:ApiBillet/views.py`,
        },
        {
          says: ['It cannot transfer more than your TiBillet balance.'],
          source: 'TiBillet/Fedow:fedow_core/views.py',
        },
        {
          says: ['Stripe TiBillet transfert'],
          source: 'TiBillet/LaBoutik:APIcashless/views.py',
        },
      ],
    },
    {
      id: 'settle-shared-currency',
      reader: 'treasurer',
      job: 'Square up with the festival for the tokens of its currency we took at our bar',
      query: 'settle a shared currency between venues',
      answers: [`${federation}/create_or_join/`, `${federation}/how_federations_work/`],
      facts: [
        {
          says: ['Breakdown by venue', 'Confirm bank return', 'Bank deposit OK.'],
          source: `${lespass}:Administration/templates/admin/asset/asset_change_form_before.html`,
        },
        {
          says: [
            'Only the venue that issued the currency or the venue holding the tokens can confirm',
          ],
          source: 'TiBillet/Fedow:fedow_core/validators.py',
        },
      ],
    },
    {
      id: 'refund-partner-currency',
      reader: 'treasurer',
      job: 'A customer wants the festival tokens on their card back in cash at our desk',
      query: "refund another venue's currency on a card",
      answers: [`${federation}/how_federations_work/`, refund],
      facts: [
        {
          says: ["Your till's refund leaves it on the card"],
          source: 'TiBillet/Fedow:fedow_core/serializers.py',
        },
      ],
    },
    {
      id: 'record-cheque-membership',
      reader: 'treasurer',
      job: 'Enter the membership fee someone paid by cheque at the general meeting',
      query: 'record a membership paid by cheque',
      answers: [`${membership}/create_a_membership_manually/`],
      facts: [
        {
          says: ['Memberships › Membership / Pass', 'Contribution (€)', 'Check'],
          source: `${lespass}:Administration/admin_tenant.py`,
        },
        {
          says: ['Created via administration', 'Sales & accounting › Entries'],
          source: `${lespass}:BaseBillet/models.py`,
        },
      ],
    },
    {
      id: 'membership-module-missing',
      reader: 'venue-admin',
      job: 'The memberships section is not in our admin menu',
      query: 'turn on the membership module',
      answers: [`${membership}/admin_add_new_membership/`],
      facts: [
        {
          says: ['open Dashboard', 'under Modules'],
          source: `${lespass}:Administration/admin/dashboard.py`,
        },
        {
          says: [
            'Your Stripe account is not activated. To create paid items, please go to Settings/Stripe/Onboard.',
          ],
          source: `${lespass}:Administration/admin/products.py`,
        },
      ],
    },
    {
      id: 'import-member-list',
      reader: 'venue-admin',
      job: 'Bring our members spreadsheet into TiBillet without typing everyone again',
      query: 'import our member list from a spreadsheet',
      answers: [`${membership}/import_export/`],
      facts: [
        {
          says: ['product_name', 'price_name', 'last_contribution', 'Imported from a file'],
          source: `${lespass}:Administration/importers/membership_importers.py`,
        },
      ],
    },
    {
      id: 'members-only-event',
      reader: 'organiser',
      job: 'Make our general assembly bookable only by people who have paid their membership',
      query: 'event only for members',
      answers: [`${membership}/Mandatory_membership/`],
      facts: [
        {
          says: ['Subscriptions required'],
          source: `${lespass}:BaseBillet/models.py`,
        },
        {
          says: ['User is not subscribed.'],
          source: `${lespass}:BaseBillet/validators.py`,
        },
      ],
    },
    {
      id: 'embed-join-page',
      reader: 'organiser',
      job: "Put the join button on our association's own website",
      query: 'put the membership form on our website',
      answers: [`${membership}/iframe/`],
      facts: [
        {
          says: ['/memberships/embed/'],
          source: `${lespass}:BaseBillet/views.py`,
        },
        {
          says: ['It opens your TiBillet memberships page in a new browser tab.'],
          source: `${lespass}:BaseBillet/templates/reunion/views/membership/list.html`,
        },
      ],
    },
    {
      id: 'monthly-membership',
      reader: 'member',
      job: 'Pay my coworking subscription every month instead of once a year',
      query: 'monthly membership subscription',
      answers: [`${membership}/admin_add_new_membership/`],
      facts: [
        {
          says: ['Recurring payment', 'Max number of recurrences'],
          source: `${lespass}:BaseBillet/models.py`,
        },
      ],
    },
    {
      id: 'member-price-elsewhere',
      reader: 'member',
      job: "My membership at the café doesn't give me the member price at the festival",
      query: 'member price at a partner venue',
      answers: [
        `${federation}/how_federations_work/`,
        audience,
        `${membership}/preferential_tariff/`,
      ],
      facts: [
        {
          says: ['a membership stays tied to the space that sold it'],
          source: `${lespass}:BaseBillet/templatetags/tibitags.py`,
        },
      ],
    },
    {
      id: 'leftover-balance',
      reader: 'public',
      job: 'Get back the money left on my card after the festival',
      query: 'refund leftover balance on my card',
      answers: [audience, refund, `${federation}/how_federations_work/`],
      facts: [
        {
          says: ['Request a refund', '14 months'],
          source: `${lespass}:BaseBillet/templates/reunion/views/account/balance.html`,
        },
      ],
    },
    {
      id: 'where-card-works',
      reader: 'public',
      job: 'Know which bars will take the money on my card before I go out',
      query: 'where can I use my card balance',
      answers: [audience, `${federation}/how_federations_work/`],
      facts: [
        {
          says: ['Used in collectives'],
          source: `${lespass}:BaseBillet/templates/reunion/partials/account/token_table.html`,
        },
      ],
    },
  ],
  fr: [
    {
      id: 'afficher-evenements-partenaire',
      reader: 'partner-venue',
      job: 'Afficher les concerts du café d’à côté dans notre agenda',
      query: 'afficher les évènements d’un autre lieu dans notre agenda',
      answers: [`${federation}/create_or_join/`],
      facts: [
        {
          says: ['Fédération › Espaces', 'Filtrage de labels', 'Labels exclus'],
          source: `${lespass}:locale/fr/LC_MESSAGES/django.po`,
        },
        {
          says: ['Consultez l’évènement sur'],
          source: `${lespass}:BaseBillet/templates/reunion/views/event/partial/list.html`,
        },
      ],
    },
    {
      id: 'accepter-monnaie-partenaire',
      reader: 'partner-venue',
      job: 'Accepter au bar la monnaie locale du festival voisin',
      query: 'accepter la monnaie d’un autre lieu au bar',
      answers: [`${federation}/create_or_join/`, `${federation}/how_federations_work/`],
      facts: [
        {
          says: ['Invitations d’actifs', 'ACCEPTER', 'Invitation acceptée.'],
          source: `${lespass}:Administration/templates/admin/asset/asset_list_before.html`,
        },
      ],
    },
    {
      id: 'creer-monnaie-partagee',
      reader: 'partner-venue',
      job: 'Lancer une monnaie locale acceptée par les trois lieux de la vallée',
      query: 'créer une monnaie locale partagée entre plusieurs lieux',
      answers: [`${federation}/create_or_join/`],
      facts: [
        {
          says: ['Partager cet actif', 'Fiduciaire', 'Monnaie temps'],
          source: `${lespass}:fedow_public/models.py`,
        },
        {
          says: ['Seul le lieu d’origine peut envoyer des invitations.'],
          source: `${lespass}:Administration/admin_tenant.py`,
        },
      ],
    },
    {
      id: 'euros-des-tibillets',
      reader: 'treasurer',
      job: 'Savoir comment on récupère les euros quand le public paie en TiBillets à notre bar',
      query: 'recevoir les euros des TiBillets dépensés au bar',
      answers: [`${federation}/how_federations_work/`],
      facts: [
        {
          says: ['un virement Stripe vers le compte Stripe relié à votre espace'],
          source: `${lespass}:ApiBillet/views.py`,
        },
        {
          says: ['Elle ne peut pas virer plus que votre solde de TiBillets.'],
          source: 'TiBillet/Fedow:fedow_core/views.py',
        },
      ],
    },
    {
      id: 'solder-monnaie-partagee',
      reader: 'treasurer',
      job: 'Faire les comptes avec le festival pour ses jetons encaissés à notre bar',
      query: 'solder une monnaie partagée entre lieux',
      answers: [`${federation}/create_or_join/`, `${federation}/how_federations_work/`],
      facts: [
        {
          says: ['Ventilation par lieu', 'Valider le retour en banque', 'Remise en banque OK.'],
          source: `${lespass}:Administration/templates/admin/asset/asset_change_form_before.html`,
        },
        {
          says: ['Fedow refuse tout autre lieu'],
          source: 'TiBillet/Fedow:fedow_core/validators.py',
        },
      ],
    },
    {
      id: 'adhesion-par-cheque',
      reader: 'treasurer',
      job: 'Saisir la cotisation qu’une personne a réglée par chèque à l’assemblée générale',
      query: 'enregistrer une adhésion payée par chèque',
      answers: [`${membership}/create_a_membership_manually/`],
      facts: [
        {
          says: ['Adhésions › Adhésion / Pass', 'Mode de paiement', 'Chèque bancaire'],
          source: `${lespass}:Administration/admin_tenant.py`,
        },
        {
          says: ['Créé via l’administration', 'Ventes et comptabilité › Lignes comptables'],
          source: `${lespass}:BaseBillet/models.py`,
        },
      ],
    },
    {
      id: 'module-adhesion-absent',
      reader: 'venue-admin',
      job: 'La section des adhésions n’apparaît pas dans notre administration',
      query: 'activer le module adhésion',
      answers: [`${membership}/admin_add_new_membership/`],
      facts: [
        {
          says: ['Tableau de bord', 'sous Modules'],
          source: `${lespass}:Administration/admin/dashboard.py`,
        },
        {
          says: ['Votre compte Stripe n’est pas activé.'],
          source: `${lespass}:Administration/admin/products.py`,
        },
      ],
    },
    {
      id: 'importer-adherents',
      reader: 'venue-admin',
      job: 'Reprendre notre tableur d’adhérents sans tout ressaisir',
      query: 'importer notre liste d’adhérents depuis un tableur',
      answers: [`${membership}/import_export/`],
      facts: [
        {
          says: ['product_name', 'price_name', 'last_contribution', 'Importé depuis un fichier'],
          source: `${lespass}:Administration/importers/membership_importers.py`,
        },
      ],
    },
    {
      id: 'evenement-reserve-membres',
      reader: 'organiser',
      job: 'Réserver notre assemblée générale aux personnes à jour de cotisation',
      query: 'évènement réservé aux adhérents',
      answers: [`${membership}/Mandatory_membership/`],
      facts: [
        {
          says: ['Abonnements requis'],
          source: `${lespass}:BaseBillet/models.py`,
        },
        {
          says: ['L’utilisateur·ice n’est pas abonné·e.'],
          source: `${lespass}:BaseBillet/validators.py`,
        },
      ],
    },
    {
      id: 'integrer-page-adhesion',
      reader: 'organiser',
      job: 'Mettre le bouton d’adhésion sur le site de notre association',
      query: 'mettre le formulaire d’adhésion sur notre site',
      answers: [`${membership}/iframe/`],
      facts: [
        {
          says: ['/memberships/embed/', 'dans un nouvel onglet'],
          source: `${lespass}:BaseBillet/templates/reunion/views/membership/list.html`,
        },
      ],
    },
    {
      id: 'tarif-adherent-ailleurs',
      reader: 'member',
      job: 'Mon adhésion au café ne me donne pas le tarif adhérent au festival',
      query: 'tarif adhérent chez un lieu partenaire',
      answers: [
        `${federation}/how_federations_work/`,
        audience,
        `${membership}/preferential_tariff/`,
      ],
      facts: [
        {
          says: ['une adhésion reste attachée à l’espace qui l’a vendue'],
          source: `${lespass}:BaseBillet/templatetags/tibitags.py`,
        },
      ],
    },
    {
      id: 'abonnement-mensuel',
      reader: 'member',
      job: 'Payer mon abonnement au coworking chaque mois plutôt qu’une fois par an',
      query: 'abonnement mensuel prélevé chaque mois',
      answers: [`${membership}/admin_add_new_membership/`],
      facts: [
        {
          says: ['Paiement récurrent', 'Nombre de récurences maximales'],
          source: `${lespass}:locale/fr/LC_MESSAGES/django.po`,
        },
      ],
    },
    {
      id: 'solde-restant',
      reader: 'public',
      job: 'Récupérer l’argent qui reste sur ma carte après le festival',
      query: 'me faire rembourser le solde de ma carte',
      answers: [audience, refund, `${federation}/how_federations_work/`],
      facts: [
        {
          says: ['Demander un remboursement', '14 mois'],
          source: `${lespass}:BaseBillet/templates/reunion/views/account/balance.html`,
        },
      ],
    },
    {
      id: 'ou-marche-ma-carte',
      reader: 'public',
      job: 'Savoir quels bars prendront l’argent de ma carte avant de sortir',
      query: 'où utiliser le solde de ma carte',
      answers: [audience, `${federation}/how_federations_work/`],
      facts: [
        {
          says: ['Accepté par'],
          source: `${lespass}:locale/fr/LC_MESSAGES/django.po`,
        },
      ],
    },
  ],
};
