/**
 * Reader tasks of the API pages: developers who connect a program to a space,
 * and the venue admin who gives them a key. Facts are quoted from the pages
 * and proven by the product's code (Lespass 1.8.28).
 */
import type {AreaTasks} from '../types';

export const tasks: AreaTasks = {
  en: [
    {
      id: 'api-create-key',
      reader: 'venue-admin',
      job: 'Our web developer needs a key so their script can read our events. Where do I make one?',
      query: 'create api key',
      answers: ['/docs/api/apikey/'],
      facts: [
        {
          says: ['open External tools, then API Key'],
          source: 'TiBillet/Lespass:Administration/admin/dashboard.py',
        },
        {
          says: ['Copy it now: it will never be displayed again'],
          source: 'TiBillet/Lespass:Administration/admin_tenant.py',
        },
        {
          says: ['Events', 'event, postaladdress'],
          source: 'TiBillet/Lespass:BaseBillet/models.py',
        },
      ],
    },
    {
      id: 'api-test-key',
      reader: 'developer',
      job: 'I was handed a key; I want to be sure it works and see what it is allowed to do before I write code.',
      query: 'test api key permissions',
      answers: ['/docs/api/apikey/', '/docs/api/intro/'],
      facts: [
        {says: ['GET /api/user/keytest/'], source: 'TiBillet/Lespass:AuthBillet/urls.py'},
        {
          says: ['Authorization: Api-Key <API_KEY>', 'ip_valid'],
          source: 'TiBillet/Lespass:AuthBillet/views.py',
        },
      ],
    },
    {
      id: 'api-next-month-events',
      reader: 'developer',
      job: "Show the next month's concerts of our venue on our own website.",
      query: 'list upcoming events api',
      answers: ['/docs/api/events/'],
      facts: [
        {says: ['GET /api/v2/events/', 'next_days'], source: 'TiBillet/Lespass:api_v2/views.py'},
        {says: ['integer, 1 to 366'], source: 'TiBillet/Lespass:api_v2/views.py'},
      ],
    },
    {
      id: 'api-book-paid-at-till',
      reader: 'developer',
      job: 'Our till sells concert tickets for cash; I want those sales to become real tickets without an online payment.',
      query: 'book tickets paid at the till api',
      answers: ['/docs/api/reservations/'],
      facts: [
        {says: ['POST /api/v2/reservations/'], source: 'TiBillet/Lespass:api_v2/urls.py'},
        {
          says: ['paymentMethod', 'cash or card'],
          source: 'TiBillet/Lespass:api_v2/serializers.py',
        },
      ],
    },
    {
      id: 'api-refill-time-tokens',
      reader: 'developer',
      job: 'Credit time tokens to our volunteers from a script, without crediting twice when the script retries.',
      query: 'credit tokens wallet idempotency',
      answers: ['/docs/api/wallets/'],
      facts: [
        {
          says: ['POST /api/v2/wallet-refills/', 'Idempotency-Key'],
          source: 'TiBillet/Lespass:api_v2/views.py',
        },
        {says: ['at most 10,000 units per call'], source: 'TiBillet/Lespass:api_v2/views.py'},
        {
          says: ['gift tokens, time currency or loyalty points'],
          source: 'TiBillet/Lespass:fedow_public/models.py',
        },
      ],
    },
    {
      id: 'api-pair-scanner',
      reader: 'developer',
      job: 'I am building a door app on a phone: how does the phone get its own key to check tickets?',
      query: 'pair scanning device',
      answers: ['/docs/api/scan-ticket/'],
      facts: [
        {
          says: ['Scan App', 'Pairing Code'],
          source: 'TiBillet/Lespass:Administration/admin_tenant.py',
        },
        {
          says: ['300,000 seconds', 'GET /scan/{token}/pair/'],
          source: 'TiBillet/Lespass:BaseBillet/views_scan.py',
        },
      ],
    },
    {
      id: 'api-dates-shifted',
      reader: 'developer',
      job: 'The event times my program reads are four hours off; which time zone does the API use?',
      query: 'api dates time zone offset',
      answers: ['/docs/api/intro/'],
      facts: [
        {says: ['Timezone', 'Europe/Paris'], source: 'TiBillet/Lespass:BaseBillet/models.py'},
        {
          says: ['Responses give dates in that time zone, with its offset'],
          source: 'TiBillet/Lespass:Customers/views.py',
        },
      ],
    },
    {
      id: 'api-openapi-file',
      reader: 'developer',
      job: 'I want to import the API into Postman or generate a client instead of typing every route.',
      query: 'openapi contract download',
      answers: ['/docs/api/intro/'],
      facts: [
        {says: ['tibillet.openapi.yaml', 'OpenAPI 3.1'], source: 'TiBillet/Lespass:api_v2/urls.py'},
        {
          says: ['api_v2/openapi-schema.yaml'],
          source: 'TiBillet/Lespass:api_v2/openapi-schema.yaml',
        },
      ],
    },
  ],
  fr: [
    {
      id: 'api-create-key',
      reader: 'venue-admin',
      job: 'Le développeur de notre site a besoin d’une clé pour que son script lise nos évènements. Où la créer ?',
      query: 'créer clé api',
      answers: ['/docs/api/apikey/'],
      facts: [
        {
          says: ['ouvrez Outils externes, puis Clé API'],
          source: 'TiBillet/Lespass:Administration/admin/dashboard.py',
        },
        {
          says: ['Copiez-la maintenant : elle ne sera plus jamais affichée'],
          source: 'TiBillet/Lespass:Administration/admin_tenant.py',
        },
        {
          says: ['Évènements', 'event, postaladdress'],
          source: 'TiBillet/Lespass:BaseBillet/models.py',
        },
      ],
    },
    {
      id: 'api-test-key',
      reader: 'developer',
      job: 'On m’a confié une clé : je veux vérifier qu’elle marche et voir ce qu’elle autorise avant d’écrire du code.',
      query: 'tester clé api permissions',
      answers: ['/docs/api/apikey/', '/docs/api/intro/'],
      facts: [
        {says: ['GET /api/user/keytest/'], source: 'TiBillet/Lespass:AuthBillet/urls.py'},
        {
          says: ['Authorization: Api-Key <API_KEY>', 'ip_valid'],
          source: 'TiBillet/Lespass:AuthBillet/views.py',
        },
      ],
    },
    {
      id: 'api-next-month-events',
      reader: 'developer',
      job: 'Afficher les concerts du mois à venir de notre lieu sur notre propre site web.',
      query: 'lister évènements à venir api',
      answers: ['/docs/api/events/'],
      facts: [
        {says: ['GET /api/v2/events/', 'next_days'], source: 'TiBillet/Lespass:api_v2/views.py'},
        {says: ['entier, de 1 à 366'], source: 'TiBillet/Lespass:api_v2/views.py'},
      ],
    },
    {
      id: 'api-book-paid-at-till',
      reader: 'developer',
      job: 'Notre caisse vend des billets de concert en espèces ; je veux que ces ventes deviennent de vrais billets, sans paiement en ligne.',
      query: 'créer réservation payée espèces',
      answers: ['/docs/api/reservations/'],
      facts: [
        {says: ['POST /api/v2/reservations/'], source: 'TiBillet/Lespass:api_v2/urls.py'},
        {says: ['paymentMethod', 'cash ou card'], source: 'TiBillet/Lespass:api_v2/serializers.py'},
      ],
    },
    {
      id: 'api-refill-time-tokens',
      reader: 'developer',
      job: 'Créditer de la monnaie temps à nos bénévoles depuis un script, sans créditer deux fois quand le script réessaie.',
      query: 'créditer jetons portefeuille idempotence',
      answers: ['/docs/api/wallets/'],
      facts: [
        {
          says: ['POST /api/v2/wallet-refills/', 'Idempotency-Key'],
          source: 'TiBillet/Lespass:api_v2/views.py',
        },
        {says: ['10 000 unités au plus par appel'], source: 'TiBillet/Lespass:api_v2/views.py'},
        {
          says: ['jetons cadeau, monnaie temps ou points de fidélité'],
          source: 'TiBillet/Lespass:fedow_public/models.py',
        },
      ],
    },
    {
      id: 'api-pair-scanner',
      reader: 'developer',
      job: 'Je construis une application d’entrée sur téléphone : comment le téléphone obtient-il sa propre clé pour contrôler les billets ?',
      query: 'appairer appareil de scan',
      answers: ['/docs/api/scan-ticket/'],
      facts: [
        {
          says: ['Application de Scan', "Code d'appairage"],
          source: 'TiBillet/Lespass:Administration/admin_tenant.py',
        },
        {
          says: ['300 000 secondes', 'GET /scan/{token}/pair/'],
          source: 'TiBillet/Lespass:BaseBillet/views_scan.py',
        },
      ],
    },
    {
      id: 'api-dates-shifted',
      reader: 'developer',
      job: 'Les horaires d’évènements que lit mon programme sont décalés de quatre heures : quel fuseau l’API utilise-t-elle ?',
      query: 'api dates fuseau horaire décalage',
      answers: ['/docs/api/intro/'],
      facts: [
        {says: ['Fuseau horaire', 'Europe/Paris'], source: 'TiBillet/Lespass:BaseBillet/models.py'},
        {
          says: ['Les réponses donnent les dates dans ce fuseau, avec son décalage'],
          source: 'TiBillet/Lespass:Customers/views.py',
        },
      ],
    },
    {
      id: 'api-openapi-file',
      reader: 'developer',
      job: 'Je veux importer l’API dans Postman ou générer un client au lieu de taper chaque route.',
      query: 'contrat openapi télécharger',
      answers: ['/docs/api/intro/'],
      facts: [
        {says: ['tibillet.openapi.yaml', 'OpenAPI 3.1'], source: 'TiBillet/Lespass:api_v2/urls.py'},
        {
          says: ['api_v2/openapi-schema.yaml'],
          source: 'TiBillet/Lespass:api_v2/openapi-schema.yaml',
        },
      ],
    },
  ],
};
