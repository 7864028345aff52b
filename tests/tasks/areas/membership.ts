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
const fedow = 'TiBillet/Fedow';

export const tasks: AreaTasks = [
  {
    id: 'show-partner-events',
    reader: 'partner-venue',
    answers: [`${federation}/create_or_join/`],
    en: {
      job: 'Show the gigs of the concert café down the road in our own agenda',
      query: "show another venue's events in our agenda",
    },
    fr: {
      job: 'Afficher les concerts du café d’à côté dans notre agenda',
      query: 'afficher les évènements d’un autre lieu dans notre agenda',
    },
    facts: [
      {
        source: `${lespass}:Administration/admin_tenant.py`,
        en: ['Federation › Spaces', 'Tag filters', 'Excluded tags'],
      },
      {
        source: `${lespass}:BaseBillet/templates/reunion/views/event/partial/list.html`,
        en: ['Check the event on'],
        fr: ['Consultez l’évènement sur'],
      },
      {
        source: `${lespass}:locale/fr/LC_MESSAGES/django.po`,
        fr: ['Fédération › Espaces', 'Filtrage de labels', 'Labels exclus'],
      },
    ],
  },
  {
    id: 'accept-partner-currency',
    reader: 'partner-venue',
    answers: [`${federation}/create_or_join/`, `${federation}/how_federations_work/`],
    en: {
      job: "Let people pay at our bar with the festival's local currency",
      query: "accept another venue's currency at our bar",
    },
    fr: {
      job: 'Accepter au bar la monnaie locale du festival voisin',
      query: 'accepter la monnaie d’un autre lieu au bar',
    },
    facts: [
      {
        source: `${lespass}:Administration/templates/admin/asset/asset_list_before.html`,
        en: ['Asset invitations', 'ACCEPT'],
        fr: ['Invitations d’actifs', 'ACCEPTER', 'Invitation acceptée.'],
      },
      {source: `${lespass}:Administration/admin_tenant.py`, en: ['Invitation accepted.']},
    ],
  },
  {
    id: 'start-shared-currency',
    reader: 'partner-venue',
    answers: [`${federation}/create_or_join/`],
    en: {
      job: 'Start a local currency that the three venues of our valley all accept',
      query: 'create a local currency shared between venues',
    },
    fr: {
      job: 'Lancer une monnaie locale acceptée par les trois lieux de la vallée',
      query: 'créer une monnaie locale partagée entre plusieurs lieux',
    },
    facts: [
      {
        source: `${lespass}:fedow_public/models.py`,
        en: ['Share this asset', 'Fiduciary', 'Time currency'],
        fr: ['Partager cet actif', 'Fiduciaire', 'Monnaie temps'],
      },
      {
        source: `${lespass}:Administration/admin_tenant.py`,
        en: ['Only the origin venue can send invitations.'],
        fr: ['Seul le lieu d’origine peut envoyer des invitations.'],
      },
    ],
  },
  {
    id: 'euros-for-tibillets',
    reader: 'treasurer',
    answers: [`${federation}/how_federations_work/`],
    en: {
      job: 'Find out how we get the euros when people pay at our bar with TiBillets',
      query: 'get paid for TiBillets spent at our bar',
    },
    fr: {
      job: 'Savoir comment on récupère les euros quand le public paie en TiBillets à notre bar',
      query: 'recevoir les euros des TiBillets dépensés au bar',
    },
    facts: [
      {
        source: `${lespass}:ApiBillet/views.py`,
        en: ['a Stripe transfer to the Stripe account connected to your space'],
        fr: ['un virement Stripe vers le compte Stripe relié à votre espace'],
      },
      {
        source: 'TiBillet/Fedow:fedow_core/views.py',
        en: ['It cannot transfer more than your TiBillet balance.'],
        fr: ['Elle ne peut pas virer plus que votre solde de TiBillets.'],
      },
      {source: 'TiBillet/LaBoutik:APIcashless/views.py', en: ['Stripe TiBillet transfert']},
    ],
  },
  {
    id: 'settle-shared-currency',
    reader: 'treasurer',
    answers: [`${federation}/create_or_join/`, `${federation}/how_federations_work/`],
    en: {
      job: 'Square up with the festival for the tokens of its currency we took at our bar',
      query: 'settle a shared currency between venues',
    },
    fr: {
      job: 'Faire les comptes avec le festival pour ses jetons encaissés à notre bar',
      query: 'solder une monnaie partagée entre lieux',
    },
    facts: [
      {
        source: `${lespass}:Administration/templates/admin/asset/asset_change_form_before.html`,
        en: ['Breakdown by venue', 'Confirm bank return', 'Bank deposit OK.'],
        fr: ['Ventilation par lieu', 'Valider le retour en banque', 'Remise en banque OK.'],
      },
      {
        source: 'TiBillet/Fedow:fedow_core/validators.py',
        en: ['Only the venue that issued the currency or the venue holding the tokens can confirm'],
        fr: ['Fedow refuse tout autre lieu'],
      },
    ],
  },
  {
    id: 'refund-partner-currency',
    reader: 'treasurer',
    answers: [`${federation}/how_federations_work/`, refund],
    en: {
      job: 'A customer wants the festival tokens on their card back in cash at our desk',
      query: "refund another venue's currency on a card",
    },
    fr: {
      job: 'Une cliente veut récupérer en espèces, à notre accueil, les jetons du festival restés sur sa carte',
      query: 'rembourser la monnaie d’un autre lieu sur une carte',
    },
    facts: [
      {
        source: 'TiBillet/Fedow:fedow_core/serializers.py',
        en: ["Your till's refund leaves it on the card"],
        fr: ['Le remboursement à votre caisse la laisse sur la carte'],
      },
    ],
  },
  {
    id: 'record-cheque-membership',
    reader: 'treasurer',
    answers: [`${membership}/create_a_membership_manually/`],
    en: {
      job: 'Enter the membership fee someone paid by cheque at the general meeting',
      query: 'record a membership paid by cheque',
    },
    fr: {
      job: 'Saisir la cotisation qu’une personne a réglée par chèque à l’assemblée générale',
      query: 'enregistrer une adhésion payée par chèque',
    },
    facts: [
      {
        source: `${lespass}:Administration/admin_tenant.py`,
        en: ['Memberships › Membership / Pass', 'Contribution (€)', 'Check'],
        fr: ['Adhésions › Adhésion / Pass', 'Mode de paiement', 'Chèque bancaire'],
      },
      {
        source: `${lespass}:BaseBillet/models.py`,
        en: ['Created via administration', 'Sales & accounting › Entries'],
        fr: ['Créé via l’administration', 'Ventes et comptabilité › Lignes comptables'],
      },
    ],
  },
  {
    id: 'membership-module-missing',
    reader: 'venue-admin',
    answers: [`${membership}/admin_add_new_membership/`],
    en: {
      job: 'The memberships section is not in our admin menu',
      query: 'turn on the membership module',
    },
    fr: {
      job: 'La section des adhésions n’apparaît pas dans notre administration',
      query: 'activer le module adhésion',
    },
    facts: [
      {
        source: `${lespass}:Administration/admin/dashboard.py`,
        en: ['open Dashboard', 'under Modules'],
        fr: ['Tableau de bord', 'sous Modules'],
      },
      {
        source: `${lespass}:Administration/admin/products.py`,
        en: [
          'Your Stripe account is not activated. To create paid items, please go to Settings/Stripe/Onboard.',
        ],
        fr: ['Votre compte Stripe n’est pas activé.'],
      },
    ],
  },
  {
    id: 'import-member-list',
    reader: 'venue-admin',
    answers: [`${membership}/import_export/`],
    en: {
      job: 'Bring our members spreadsheet into TiBillet without typing everyone again',
      query: 'import our member list from a spreadsheet',
    },
    fr: {
      job: 'Reprendre notre tableur d’adhérents sans tout ressaisir',
      query: 'importer notre liste d’adhérents depuis un tableur',
    },
    facts: [
      {
        source: `${lespass}:Administration/importers/membership_importers.py`,
        en: ['product_name', 'price_name', 'last_contribution', 'Imported from a file'],
        fr: ['product_name', 'price_name', 'last_contribution', 'Importé depuis un fichier'],
      },
    ],
  },
  {
    id: 'members-only-event',
    reader: 'organiser',
    answers: [`${membership}/Mandatory_membership/`],
    en: {
      job: 'Make our general assembly bookable only by people who have paid their membership',
      query: 'event only for members',
    },
    fr: {
      job: 'Réserver notre assemblée générale aux personnes à jour de cotisation',
      query: 'évènement réservé aux adhérents',
    },
    facts: [
      {
        source: `${lespass}:BaseBillet/models.py`,
        en: ['Subscriptions required'],
        fr: ['Abonnements requis'],
      },
      {
        source: `${lespass}:BaseBillet/validators.py`,
        en: ['User is not subscribed.'],
        fr: ['L’utilisateur·ice n’est pas abonné·e.'],
      },
    ],
  },
  {
    id: 'embed-join-page',
    reader: 'organiser',
    answers: [`${membership}/iframe/`],
    en: {
      job: "Put the join button on our association's own website",
      query: 'put the membership form on our website',
    },
    fr: {
      job: 'Mettre le bouton d’adhésion sur le site de notre association',
      query: 'mettre le formulaire d’adhésion sur notre site',
    },
    facts: [
      {source: `${lespass}:BaseBillet/views.py`, en: ['/memberships/embed/']},
      {
        source: `${lespass}:BaseBillet/templates/reunion/views/membership/list.html`,
        en: ['It opens your TiBillet memberships page in a new browser tab.'],
        fr: ['/memberships/embed/', 'dans un nouvel onglet'],
      },
    ],
  },
  {
    id: 'monthly-membership',
    reader: 'member',
    answers: [`${membership}/admin_add_new_membership/`],
    en: {
      job: 'Pay my coworking subscription every month instead of once a year',
      query: 'monthly membership subscription',
    },
    fr: {
      job: 'Payer mon abonnement au coworking chaque mois plutôt qu’une fois par an',
      query: 'abonnement mensuel prélevé chaque mois',
    },
    facts: [
      {
        source: `${lespass}:BaseBillet/models.py`,
        en: ['Recurring payment', 'Max number of recurrences'],
      },
      {
        source: `${lespass}:locale/fr/LC_MESSAGES/django.po`,
        fr: ['Paiement récurrent', 'Nombre de récurences maximales'],
      },
    ],
  },
  {
    id: 'member-price-elsewhere',
    reader: 'member',
    answers: [
      `${federation}/how_federations_work/`,
      audience,
      `${membership}/preferential_tariff/`,
    ],
    en: {
      job: "My membership at the café doesn't give me the member price at the festival",
      query: 'member price at a partner venue',
    },
    fr: {
      job: 'Mon adhésion au café ne me donne pas le tarif adhérent au festival',
      query: 'tarif adhérent chez un lieu partenaire',
    },
    facts: [
      {
        source: `${lespass}:BaseBillet/templatetags/tibitags.py`,
        en: ['a membership stays tied to the space that sold it'],
        fr: ['une adhésion reste attachée à l’espace qui l’a vendue'],
      },
    ],
  },
  {
    id: 'leftover-balance',
    reader: 'public',
    answers: [audience, refund, `${federation}/how_federations_work/`],
    en: {
      job: 'Get back the money left on my card after the festival',
      query: 'refund leftover balance on my card',
    },
    fr: {
      job: 'Récupérer l’argent qui reste sur ma carte après le festival',
      query: 'me faire rembourser le solde de ma carte',
    },
    facts: [
      {
        source: `${lespass}:BaseBillet/templates/reunion/views/account/balance.html`,
        en: ['Request a refund', '14 months'],
        fr: ['Demander un remboursement', '14 mois'],
      },
    ],
  },
  {
    id: 'where-card-works',
    reader: 'public',
    answers: [audience, `${federation}/how_federations_work/`],
    en: {
      job: 'Know which bars will take the money on my card before I go out',
      query: 'where can I use my card balance',
    },
    fr: {
      job: 'Savoir quels bars prendront l’argent de ma carte avant de sortir',
      query: 'où utiliser le solde de ma carte',
    },
    facts: [
      {
        source: `${lespass}:BaseBillet/templates/reunion/partials/account/token_table.html`,
        en: ['Used in collectives'],
      },
      {source: `${lespass}:locale/fr/LC_MESSAGES/django.po`, fr: ['Accepté par']},
    ],
  },
  {
    id: 'refuse-pending-membership',
    reader: 'venue-admin',
    answers: [`${membership}/create_a_membership_manually/`],
    en: {
      job: 'Someone asked to join our association and the board said no; turn their application down',
      query: 'decline a membership application waiting for approval',
    },
    fr: {
      job: 'Une personne a demandé à adhérer et le bureau a dit non : écarter sa demande',
      query: 'refuser une demande d’adhésion en attente de validation',
    },
    facts: [
      {
        source: `${lespass}:locale/en/LC_MESSAGES/django.po`,
        en: [
          'Awaiting validation',
          'Cancel membership',
          'Confirm cancellation',
          'Membership cancelled.',
          'Cancelled by an admin',
        ],
      },
      {
        source: `${lespass}:Administration/admin_tenant.py`,
        fr: ['Attente de validation', "Statut d'adhésion (par défaut filtré)"],
      },
      {
        source: `${lespass}:Administration/templates/admin/membership/partials/cancel_form.html`,
        fr: ["Annuler l'adhésion", "Confirmer l'annulation"],
      },
      {
        source: `${lespass}:BaseBillet/views.py`,
        fr: ['Adhésion annulée.'],
      },
      {
        source: `${lespass}:BaseBillet/models.py`,
        fr: ['Annulé par un admin'],
      },
    ],
  },
  {
    id: 'remove-venue-from-shared-currency',
    reader: 'partner-venue',
    answers: [`${federation}/create_or_join/`],
    en: {
      job: 'A bar has left our network: it must stop taking our local currency',
      query: 'remove a venue from our shared currency',
    },
    fr: {
      job: 'Un bar a quitté notre réseau : il ne doit plus prendre notre monnaie locale',
      query: 'retirer un lieu de notre monnaie partagée',
    },
    facts: [
      {
        source: `${fedow}:fedow_core/management/commands/federations.py`,
        en: ['--remove_place', 'removed from federation'],
        fr: ['--remove_place', 'removed from federation'],
      },
      {
        source: `${lespass}:Administration/templates/admin/federation/federation_members.html`,
        en: ['Exclure', 'no page of the admin shows it'],
        fr: ['Exclure', 'aucune page de l’administration ne l’affiche'],
      },
      {
        source: `${lespass}:locale/en/LC_MESSAGES/django.po`,
        en: ['Federated venues', 'Share this asset'],
      },
      {source: `${lespass}:fedow_public/models.py`, fr: ['Lieux fédérés', 'Partager cet actif']},
    ],
  },
];
