/**
 * Reader tasks of the API pages: developers who connect a program to a space,
 * and the venue admin who gives them a key. Facts are quoted from the pages
 * and proven by the product's code (Lespass 1.8.28).
 */
import type {AreaTasks} from '../types';

export const tasks: AreaTasks = [
  {
    id: 'api-create-key',
    reader: 'venue-admin',
    answers: ['/docs/api/apikey/'],
    en: {
      job: 'Our web developer needs a key so their script can read our events. Where do I make one?',
      query: 'create api key',
    },
    fr: {
      job: 'Le développeur de notre site a besoin d’une clé pour que son script lise nos évènements. Où la créer ?',
      query: 'créer clé api',
    },
    facts: [
      {
        source: 'TiBillet/Lespass:Administration/admin/dashboard.py',
        en: ['open External tools, then API Key'],
        fr: ['ouvrez Outils externes, puis Clé API'],
      },
      {
        source: 'TiBillet/Lespass:Administration/admin_tenant.py',
        en: ['Copy it now: it will never be displayed again'],
        fr: ['Copiez-la maintenant : elle ne sera plus jamais affichée'],
      },
      {
        source: 'TiBillet/Lespass:BaseBillet/models.py',
        en: ['Events', 'event, postaladdress'],
        fr: ['Évènements', 'event, postaladdress'],
      },
    ],
  },
  {
    id: 'api-test-key',
    reader: 'developer',
    answers: ['/docs/api/apikey/', '/docs/api/intro/'],
    en: {
      job: 'I was handed a key; I want to be sure it works and see what it is allowed to do before I write code.',
      query: 'test api key permissions',
    },
    fr: {
      job: 'On m’a confié une clé : je veux vérifier qu’elle marche et voir ce qu’elle autorise avant d’écrire du code.',
      query: 'tester clé api permissions',
    },
    facts: [
      {
        source: 'TiBillet/Lespass:AuthBillet/urls.py',
        en: ['GET /api/user/keytest/'],
        fr: ['GET /api/user/keytest/'],
      },
      {
        source: 'TiBillet/Lespass:AuthBillet/views.py',
        en: ['Authorization: Api-Key <API_KEY>', 'ip_valid'],
        fr: ['Authorization: Api-Key <API_KEY>', 'ip_valid'],
      },
    ],
  },
  {
    id: 'api-next-month-events',
    reader: 'developer',
    answers: ['/docs/api/events/'],
    en: {
      job: "Show the next month's concerts of our venue on our own website.",
      query: 'list upcoming events api',
    },
    fr: {
      job: 'Afficher les concerts du mois à venir de notre lieu sur notre propre site web.',
      query: 'lister évènements à venir api',
    },
    facts: [
      {
        source: 'TiBillet/Lespass:api_v2/views.py',
        en: ['GET /api/v2/events/', 'next_days'],
        fr: ['GET /api/v2/events/', 'next_days'],
      },
      {
        source: 'TiBillet/Lespass:api_v2/views.py',
        en: ['integer, 1 to 366'],
        fr: ['entier, de 1 à 366'],
      },
    ],
  },
  {
    id: 'api-book-paid-at-till',
    reader: 'developer',
    answers: ['/docs/api/reservations/'],
    en: {
      job: 'Our till sells concert tickets for cash; I want those sales to become real tickets without an online payment.',
      query: 'book tickets paid at the till api',
    },
    fr: {
      job: 'Notre caisse vend des billets de concert en espèces ; je veux que ces ventes deviennent de vrais billets, sans paiement en ligne.',
      query: 'créer réservation payée espèces',
    },
    facts: [
      {
        source: 'TiBillet/Lespass:api_v2/urls.py',
        en: ['POST /api/v2/reservations/'],
        fr: ['POST /api/v2/reservations/'],
      },
      {
        source: 'TiBillet/Lespass:api_v2/serializers.py',
        en: ['paymentMethod', 'cash or card'],
        fr: ['paymentMethod', 'cash ou card'],
      },
    ],
  },
  {
    id: 'api-refill-time-tokens',
    reader: 'developer',
    answers: ['/docs/api/wallets/'],
    en: {
      job: 'Credit time tokens to our volunteers from a script, without crediting twice when the script retries.',
      query: 'credit tokens wallet idempotency',
    },
    fr: {
      job: 'Créditer de la monnaie temps à nos bénévoles depuis un script, sans créditer deux fois quand le script réessaie.',
      query: 'créditer jetons portefeuille idempotence',
    },
    facts: [
      {
        source: 'TiBillet/Lespass:api_v2/views.py',
        en: ['POST /api/v2/wallet-refills/', 'Idempotency-Key'],
        fr: ['POST /api/v2/wallet-refills/', 'Idempotency-Key'],
      },
      {
        source: 'TiBillet/Lespass:api_v2/views.py',
        en: ['at most 10,000 units per call'],
        fr: ['10 000 unités au plus par appel'],
      },
      {
        source: 'TiBillet/Lespass:fedow_public/models.py',
        en: ['gift tokens, time currency or loyalty points'],
        fr: ['jetons cadeau, monnaie temps ou points de fidélité'],
      },
    ],
  },
  {
    id: 'api-pair-scanner',
    reader: 'developer',
    answers: ['/docs/api/scan-ticket/'],
    en: {
      job: 'I am building a door app on a phone: how does the phone get its own key to check tickets?',
      query: 'pair scanning device',
    },
    fr: {
      job: 'Je construis une application d’entrée sur téléphone : comment le téléphone obtient-il sa propre clé pour contrôler les billets ?',
      query: 'appairer appareil de scan',
    },
    facts: [
      {
        source: 'TiBillet/Lespass:Administration/admin_tenant.py',
        en: ['Scan App', 'Pairing Code'],
        fr: ['Application de Scan', "Code d'appairage"],
      },
      {
        source: 'TiBillet/Lespass:BaseBillet/views_scan.py',
        en: ['300,000 seconds', 'GET /scan/{token}/pair/'],
        fr: ['300 000 secondes', 'GET /scan/{token}/pair/'],
      },
    ],
  },
  {
    id: 'api-dates-shifted',
    reader: 'developer',
    answers: ['/docs/api/intro/'],
    en: {
      job: 'The event times my program reads are four hours off; which time zone does the API use?',
      query: 'api dates time zone offset',
    },
    fr: {
      job: 'Les horaires d’évènements que lit mon programme sont décalés de quatre heures : quel fuseau l’API utilise-t-elle ?',
      query: 'api dates fuseau horaire décalage',
    },
    facts: [
      {
        source: 'TiBillet/Lespass:BaseBillet/models.py',
        en: ['Timezone', 'Europe/Paris'],
        fr: ['Fuseau horaire', 'Europe/Paris'],
      },
      {
        source: 'TiBillet/Lespass:Customers/views.py',
        en: ['Responses give dates in that time zone, with its offset'],
        fr: ['Les réponses donnent les dates dans ce fuseau, avec son décalage'],
      },
    ],
  },
  {
    id: 'api-openapi-file',
    reader: 'developer',
    answers: ['/docs/api/intro/'],
    en: {
      job: 'I want to import the API into Postman or generate a client instead of typing every route.',
      query: 'openapi contract download',
    },
    fr: {
      job: 'Je veux importer l’API dans Postman ou générer un client au lieu de taper chaque route.',
      query: 'contrat openapi télécharger',
    },
    facts: [
      {
        source: 'TiBillet/Lespass:api_v2/urls.py',
        en: ['tibillet.openapi.yaml', 'OpenAPI 3.1'],
        fr: ['tibillet.openapi.yaml', 'OpenAPI 3.1'],
      },
      {
        source: 'TiBillet/Lespass:api_v2/openapi-schema.yaml',
        en: ['api_v2/openapi-schema.yaml'],
        fr: ['api_v2/openapi-schema.yaml'],
      },
    ],
  },
  {
    id: 'api-create-membership',
    reader: 'developer',
    answers: ['/docs/api/memberships/'],
    en: {
      job: 'When someone fills in the join form on our own website, the membership should appear in TiBillet',
      query: 'create a membership from my app api',
    },
    fr: {
      job: 'Quand quelqu’un remplit le formulaire d’adhésion de notre propre site, l’adhésion doit apparaître dans TiBillet',
      query: 'créer une adhésion depuis mon application api',
    },
    facts: [
      {
        source: 'TiBillet/Lespass:BaseBillet/models.py',
        en: ['Memberships'],
      },
      {
        source: 'TiBillet/Lespass:locale/fr/LC_MESSAGES/django.po',
        fr: ['Adhésions'],
      },
      {
        source: 'TiBillet/Lespass:api_v2/openapi-schema.yaml',
        en: ['/api/v2/memberships/'],
        fr: ['/api/v2/memberships/'],
      },
      {
        source: 'TiBillet/Lespass:api_v2/serializers.py',
        en: ['membershipPlan', 'paymentMode', 'FREE is the default'],
        fr: ['membershipPlan', 'paymentMode', 'FREE est la valeur par défaut'],
      },
    ],
  },
  {
    id: 'api-export-month-of-sales',
    reader: 'developer',
    answers: ['/docs/api/sales/'],
    en: {
      job: 'Each month, pull last month’s sales into the spreadsheet our accountant imports',
      query: 'export last month sales for the accountant api',
    },
    fr: {
      job: 'Chaque mois, récupérer les ventes du mois passé dans le tableur qu’importe notre comptable',
      query: 'exporter les ventes du mois pour le comptable api',
    },
    facts: [
      {
        source: 'TiBillet/Lespass:BaseBillet/models.py',
        en: ['Sales', 'Timezone'],
      },
      {
        source: 'TiBillet/Lespass:locale/fr/LC_MESSAGES/django.po',
        fr: ['Ventes', 'Fuseau horaire'],
      },
      {
        source: 'TiBillet/Lespass:api_v2/openapi-schema.yaml',
        en: ['/api/v2/sales/'],
        fr: ['/api/v2/sales/'],
      },
      {
        source: 'TiBillet/Lespass:api_v2/views.py',
        en: ['Default VALID', 'the list is not paginated'],
        fr: ['Par défaut VALID', 'la liste n’est pas paginée'],
      },
    ],
  },
];
