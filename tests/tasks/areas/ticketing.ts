/**
 * Reader tasks on ticketing: opening a space, events and rates, selling,
 * the door and its scanning app, refunds, invoices and the tools around the
 * agenda. The jobs of organisers, venue admins, door volunteers, the public
 * and treasurers, with the facts the answer page must state and where
 * Lespass 1.8.28 shows them.
 */
import type {AreaTasks} from '../types';

const ticketing = '/docs/Utilisateur/Billetterie';
const page = (name: string): string => `${ticketing}/${name}/`;

const lespass = 'TiBillet/Lespass';

export const tasks: AreaTasks = [
  {
    id: 'install-scanning-app',
    reader: 'volunteer',
    answers: [page('scanning-app')],
    en: {
      job: "I'm on the door tonight: get the scanning app onto my phone and connect it to our venue",
      query: 'install the ticket scanner app on my phone',
    },
    fr: {
      job: 'Je tiens l’entrée ce soir : installer l’appli de scan sur mon téléphone et la relier au lieu',
      query: 'installer l’application de scan des billets sur mon téléphone',
    },
    facts: [
      {
        source: `${lespass}:Administration/templates/admin/scanapp/list_before.html`,
        en: ['Download the ticket scanning application', 'Scan App'],
        fr: ['Télécharger l’application de scan de billets', 'Application de Scan'],
      },
      {
        source: `${lespass}:Administration/admin_tenant.py`,
        en: ['Save and continue editing', 'Pairing Code', 'Claimed'],
        fr: ['Enregistrer et continuer les modifications', 'Code d’appairage', 'Claimed'],
      },
      {
        source: `${lespass}:BaseBillet/views_scan.py`,
        en: ['300,000 seconds, that is 83 hours and 20 minutes'],
        fr: ['soit 83 heures et 20 minutes'],
      },
    ],
  },
  {
    id: 'ticket-already-used',
    reader: 'volunteer',
    answers: [page('scanning-app'), page('ticket-scanning')],
    en: {
      job: 'The phone says this ticket was already used, but the person swears it is the first time',
      query: 'ticket already scanned at the door',
    },
    fr: {
      job: 'Le téléphone dit que ce billet a déjà servi, mais la personne jure que c’est la première fois',
      query: 'billet déjà scanné à l’entrée',
    },
    facts: [
      {
        source: `${lespass}:BaseBillet/views_scan.py`,
        en: ['Ticket already scanned'],
        fr: ['Ticket already scanned'],
      },
      {
        source: `${lespass}:Administration/admin_tenant.py`,
        en: ['Unscan selected tickets', 'Valid and not scanned'],
        fr: ['de-scanner les tickets sélectionnés', 'Valide et non scanné'],
      },
    ],
  },
  {
    id: 'stolen-door-phone',
    reader: 'venue-admin',
    answers: [page('scanning-app')],
    en: {
      job: 'One of our door phones was stolen: make sure it cannot check tickets any more',
      query: 'stolen phone scanning app block',
    },
    fr: {
      job: 'Un téléphone de l’entrée a été volé : il ne doit plus pouvoir contrôler de billets',
      query: 'téléphone volé application de scan bloquer',
    },
    facts: [
      {
        source: `${lespass}:BaseBillet/permissions.py`,
        en: ['Tick Archive on its entry', 'its key stops working at once'],
        fr: ['Cochez Archive sur sa fiche', 'sa clé cesse aussitôt de fonctionner'],
      },
    ],
  },
  {
    id: 'check-in-without-phone',
    reader: 'volunteer',
    answers: [page('ticket-scanning')],
    en: {
      job: 'The scanning phone died: let people in from the laptop at the desk',
      query: 'check in tickets without the app from the laptop',
    },
    fr: {
      job: 'Le téléphone de scan est à plat : faire entrer les gens depuis l’ordinateur de l’accueil',
      query: 'pointer les billets sans l’application depuis l’ordinateur',
    },
    facts: [
      {
        source: `${lespass}:Administration/admin_tenant.py`,
        en: ['SCAN 1', '-> Future event', 'Valid and scanned'],
        fr: ['SCAN 1', '-> Futur event', 'Valide et scanné'],
      },
    ],
  },
  {
    id: 'open-own-space',
    reader: 'organiser',
    answers: [page('creation_of_the_collective_space')],
    en: {
      job: 'We are a small theatre company and want our own TiBillet site to sell our tickets',
      query: 'sign up for a new space',
    },
    fr: {
      job: 'Nous sommes une petite compagnie et voulons notre propre site TiBillet pour vendre nos billets',
      query: 'créer un nouvel espace inscription',
    },
    facts: [
      {
        source: `${lespass}:onboard/urls.py`,
        en: ['events.tibillet.coop/onboard', 'Launch my space'],
        fr: ['events.tibillet.coop/onboard', 'Lancer mon espace'],
      },
      {
        source: `${lespass}:onboard/services.py`,
        en: ['The code is valid for 10 minutes'],
        fr: ['Le code vaut 10 minutes'],
      },
      {source: `${lespass}:onboard/serializers.py`, en: ['.coop', '.re'], fr: ['.coop', '.re']},
    ],
  },
  {
    id: 'weekly-show',
    reader: 'organiser',
    answers: [page('admin_duplicate_event')],
    en: {
      job: 'Our play runs every Friday and I do not want to type the event again each week',
      query: 'copy an event to next week',
    },
    fr: {
      job: 'Notre pièce se joue chaque vendredi et je ne veux pas ressaisir l’évènement toutes les semaines',
      query: 'copier un évènement à la semaine suivante',
    },
    facts: [
      {
        source: `${lespass}:Administration/admin_tenant.py`,
        en: ['Duplicate (week+1)', 'Publish is unticked'],
        fr: ['Dupliquer (+1 semaine)'],
      },
    ],
  },
  {
    id: 'student-price',
    reader: 'organiser',
    answers: [page('admin_add_new_ticket')],
    en: {
      job: 'Sell our concert at a full price and at a cheaper price for students',
      query: 'reduced ticket price for students',
    },
    fr: {
      job: 'Vendre notre concert au plein tarif et à un prix moins cher pour les étudiants',
      query: 'tarif réduit étudiant prix du billet',
    },
    facts: [
      {
        source: `${lespass}:Administration/admin/products.py`,
        en: ['Ticket booking', 'Rate name', 'TVA rate'],
        fr: ['Réservation de billets', 'Nom du tarif', 'Taux TVA'],
      },
      {
        source: `${lespass}:Administration/admin/products.py`,
        en: ['A price between 0 € and 1 € is refused'],
        fr: ['Un prix entre 0 € et 1 € est refusé'],
      },
    ],
  },
  {
    id: 'programme-on-our-website',
    reader: 'organiser',
    answers: [page('iframe')],
    en: {
      job: 'Show our programme on our own WordPress site',
      query: 'embed our events on our website',
    },
    fr: {
      job: 'Afficher notre programmation sur notre propre site WordPress',
      query: 'intégrer nos évènements dans notre site',
    },
    facts: [
      {source: `${lespass}:BaseBillet/views.py`, en: ['/event/embed/'], fr: ['/event/embed/']},
      {
        source: `${lespass}:BaseBillet/templates/reunion/views/event/partial/list.html`,
        en: ['each event of the embedded list opens in a new tab'],
        fr: ['chaque évènement de la liste intégrée s’ouvre dans un nouvel onglet'],
      },
    ],
  },
  {
    id: 'band-guest-list',
    reader: 'venue-admin',
    answers: [page('create_a_ticket_manually')],
    en: {
      job: "Send free tickets to the band's guests without them booking online",
      query: 'guest list free tickets by hand',
    },
    fr: {
      job: 'Envoyer des billets gratuits aux invités du groupe sans qu’ils réservent en ligne',
      query: 'liste d’invités billets offerts à la main',
    },
    facts: [
      {
        source: `${lespass}:Administration/admin_tenant.py`,
        en: ['Offered', 'Price per ticket', 'Send tickets through email again'],
        fr: ['Offert', 'Prix par billet', 'Ré-envoyer les billets par mail'],
      },
    ],
  },
  {
    id: 'colleague-admin',
    reader: 'venue-admin',
    answers: [page('Add_administrator_member')],
    en: {
      job: 'Let my colleague manage the events of our space too',
      query: 'give a colleague admin access',
    },
    fr: {
      job: 'Permettre à ma collègue de gérer elle aussi les évènements de notre espace',
      query: 'donner les droits d’administration à une collègue',
    },
    facts: [
      {
        source: `${lespass}:Administration/templates/admin/human_user/right_and_wallet_info.html`,
        en: ['User rights', 'Administrator'],
        fr: ['Droits de l’utilisateur.ices', 'Administrateur·ice'],
      },
      {
        source: `${lespass}:BaseBillet/views.py`,
        en: ['Admin right granted: with great power comes great responsibility.'],
        fr: [
          'Droit d’administration accordé : un grand pouvoir implique de grandes responsabilités.',
        ],
      },
    ],
  },
  {
    id: 'cancel-my-seats',
    reader: 'public',
    answers: [page('stripe')],
    en: {
      job: 'I booked two seats but cannot come any more: cancel them and get my money back',
      query: 'cancel my booking and get a refund',
    },
    fr: {
      job: 'J’ai réservé deux places mais je ne peux plus venir : les annuler et être remboursé',
      query: 'annuler ma réservation et être remboursé',
    },
    facts: [
      {
        source: `${lespass}:BaseBillet/templates/reunion/partials/account/ticket_accordion.html`,
        en: ['My bookings', 'Cancel this ticket'],
        fr: ['Mes réservations', 'Annuler ce billet'],
      },
      {
        source: `${lespass}:BaseBillet/models.py`,
        en: ['to the card used for the purchase'],
        fr: ['vers la carte utilisée pour l’achat'],
      },
    ],
  },
  {
    id: 'free-ticket-missing',
    reader: 'public',
    answers: [page('admin_add_new_free_event')],
    en: {
      job: 'I booked a free concert but the ticket never came',
      query: 'free booking ticket never arrived',
    },
    fr: {
      job: 'J’ai réservé un concert gratuit mais le billet n’est jamais arrivé',
      query: 'réservation gratuite billet jamais reçu',
    },
    facts: [
      {
        source: `${lespass}:BaseBillet/models.py`,
        en: ['Email verification still pending'],
        fr: ['Vérification du mail en attente'],
      },
      {
        source: `${lespass}:BaseBillet/signals.py`,
        en: ['holds its places for 15 minutes'],
        fr: ['retient ses places 15 minutes'],
      },
    ],
  },
  {
    id: 'ticket-money-to-bank',
    reader: 'treasurer',
    answers: [page('stripe')],
    en: {
      job: "Get the money of online ticket sales onto the association's bank account",
      query: 'connect stripe to receive payments',
    },
    fr: {
      job: 'Faire arriver l’argent des billets vendus en ligne sur le compte bancaire de l’association',
      query: 'connecter stripe pour recevoir les paiements',
    },
    facts: [
      {
        source: `${lespass}:BaseBillet/models.py`,
        en: ['Link your stripe account to accept payment', 'Stripe connected'],
        fr: ['Connectez votre compte Stripe pour recevoir des paiements', 'Stripe connecté'],
      },
    ],
  },
  {
    id: 'no-refund-rule',
    reader: 'treasurer',
    answers: [page('stripe')],
    en: {
      job: 'Our terms say no refund in the last week before a show: does the site enforce that?',
      query: 'refund deadline before the event',
    },
    fr: {
      job: 'Nos conditions disent « pas de remboursement la dernière semaine » : le site l’applique-t-il ?',
      query: 'limite de remboursement avant l’évènement',
    },
    facts: [
      {
        source: `${lespass}:BaseBillet/models.py`,
        en: ['Refund deadline (days)', 'The cancellation refunds the card in both cases'],
        fr: ['Limite de remboursement (jours)', 'l’annulation rembourse la carte'],
      },
    ],
  },
  {
    id: 'school-invoice',
    reader: 'treasurer',
    answers: [page('stripe-invoice')],
    en: {
      job: 'A school paid for a group online and needs a proper invoice',
      query: 'invoice for an online ticket purchase',
    },
    fr: {
      job: 'Une école a payé une sortie de groupe en ligne et a besoin d’une vraie facture',
      query: 'facture pour un achat de billets en ligne',
    },
    facts: [
      {
        source: `${lespass}:BaseBillet/models.py`,
        en: ['send a stripe invoice'],
        fr: ['Envoyer une facture via Stripe'],
      },
      {source: `${lespass}:PaiementStripe/views.py`, en: ['Recurring subscriptions are left out']},
    ],
  },
  {
    id: 'crowdfunding-votes-and-payment',
    reader: 'organiser',
    answers: [page('moderation')],
    en: {
      job: 'Let people vote for the projects on our crowdfunding page, have gifts paid online, and end a project once it is funded',
      query: 'let the public vote on a crowdfunding project and pay online',
    },
    fr: {
      job: 'Laisser le public voter pour les projets de notre page de financement participatif, faire payer les dons en ligne, et terminer un projet une fois financé',
      query: 'faire voter le public sur un projet de financement participatif et payer en ligne',
    },
    facts: [
      {
        source: `${lespass}:locale/en/LC_MESSAGES/django.po`,
        en: ['Enable votes', 'Direct payment', 'Are you sure you want to archive this initiative?'],
      },
      {
        source: `${lespass}:crowds/models.py`,
        en: ['Archived'],
        fr: ['Activer les votes', 'Paiement direct'],
      },
      {
        source: `${lespass}:crowds/templates/crowds/views/detail.html`,
        fr: ['Clôturer', 'Archiver', 'Êtes-vous sûr de vouloir archiver cette initiative ?'],
      },
      {
        source: `${lespass}:locale/fr/LC_MESSAGES/django.po`,
        fr: ['Archivé'],
      },
    ],
  },
  {
    id: 'public-site-theme',
    reader: 'venue-admin',
    answers: [page('creation_of_the_collective_space')],
    en: {
      job: 'Our public pages look like every other venue’s; is there another design we can switch to?',
      query: 'change the design of our public website',
    },
    fr: {
      job: 'Nos pages publiques ressemblent à celles de tous les autres lieux : peut-on passer à une autre apparence ?',
      query: 'changer le thème de notre site public',
    },
    facts: [
      {
        source: `${lespass}:BaseBillet/models.py`,
        en: ['Réunion (thème par défaut)', 'Faire Festival (thème brutaliste)'],
        fr: [
          'Thème graphique du site',
          'Réunion (thème par défaut)',
          'Faire Festival (thème brutaliste)',
        ],
      },
      {
        source: `${lespass}:locale/en/LC_MESSAGES/django.po`,
        en: ['Site graphic theme', 'Practical info'],
      },
      {
        source: `${lespass}:BaseBillet/views.py`,
        fr: ['Infos pratiques'],
      },
    ],
  },
  {
    id: 'swap-ticket-to-another-date',
    reader: 'public',
    answers: ['/docs/Utilisateur/my_account/'],
    en: {
      job: 'I booked the Friday show by mistake, I meant Saturday: swap my ticket or cancel it',
      query: 'change the date of my ticket',
    },
    fr: {
      job: 'J’ai réservé le vendredi par erreur, je voulais le samedi : échanger mon billet ou l’annuler',
      query: 'changer la date de mon billet',
    },
    facts: [
      {
        source: `${lespass}:BaseBillet/templates/reunion/partials/account/ticket_accordion.html`,
        en: ['Cancel this ticket', 'no exchange button'],
        fr: ['Annuler ce billet', 'pas de bouton d’échange'],
      },
      {
        source: `${lespass}:BaseBillet/models.py`,
        en: ['The deadline for getting a refund has passed.'],
      },
      {
        source: `${lespass}:locale/fr/LC_MESSAGES/django.po`,
        fr: ['La date limite pour obtenir un remboursement est dépassée.', 'Annuler et rembourser'],
      },
      {source: `${lespass}:Administration/admin_tenant.py`, en: ['Cancel and refund']},
    ],
  },
  {
    id: 'stop-ticket-sales-now',
    reader: 'organiser',
    answers: [page('admin_ticketing_add_event')],
    en: {
      job: 'The hall is packed: stop selling tickets online right now',
      query: 'stop online ticket sales immediately',
    },
    fr: {
      job: 'La salle est pleine : arrêter tout de suite la vente de billets en ligne',
      query: 'arrêter la vente de billets en ligne',
    },
    facts: [
      {
        source: `${lespass}:BaseBillet/templates/reunion/views/event/retrieve.html`,
        en: ['Full capacity: The event is sold out.'],
      },
      {
        source: `${lespass}:locale/fr/LC_MESSAGES/django.po`,
        fr: ['Jauge maximale atteinte : évènement complet.', 'Jauge maximale', 'Billets valides'],
      },
      {
        source: `${lespass}:BaseBillet/models.py`,
        en: ['Maximum capacity', 'in the last 15 minutes'],
        fr: ['depuis moins de 15 minutes'],
      },
      {source: `${lespass}:Administration/admin_tenant.py`, en: ['Valid tickets']},
    ],
  },
  {
    id: 'sign-up-volunteer-shift',
    reader: 'volunteer',
    answers: [page('admin_ticketing_add_event')],
    en: {
      job: 'I want to help at the festival bar: put my name down for a volunteer shift',
      query: 'sign up for a volunteer shift',
    },
    fr: {
      job: 'Je veux aider au bar du festival : m’inscrire sur un créneau de bénévolat',
      query: 's’inscrire sur un créneau bénévole',
    },
    facts: [
      {
        source: `${lespass}:BaseBillet/templates/reunion/views/event/partial/volunteers.html`,
        en: ['Looking for volunteers', 'Apply', 'Login (and confirm your email address) to apply'],
      },
      {
        source: `${lespass}:locale/fr/LC_MESSAGES/django.po`,
        fr: [
          'Appel à volontaires',
          'Me proposer',
          'Connectez-vous (et confirmez votre mail) avant de vous proposer',
          'Vous vous êtes déjà proposé·e pour être volontaire sur cet évènement.',
        ],
      },
      {
        source: `${lespass}:BaseBillet/views.py`,
        en: ['You have already checked for an action on this event.'],
      },
    ],
  },
  {
    id: 'remove-test-event',
    reader: 'organiser',
    answers: [page('admin_ticketing_add_event')],
    en: {
      job: 'I made a test event to try the booking form and now want it gone',
      query: 'remove a test event',
    },
    fr: {
      job: 'J’ai créé un évènement pour tester la réservation et je veux le faire disparaître',
      query: 'enlever un évènement de test',
    },
    facts: [
      {
        source: `${lespass}:Administration/admin_tenant.py`,
        en: ['The back office deletes no event', 'Archive', 'Archived'],
      },
      {
        source: `${lespass}:locale/fr/LC_MESSAGES/django.po`,
        fr: ['L’administration ne supprime aucun évènement', 'Archiver'],
      },
    ],
  },
  {
    id: 'free-booking-confirm-email',
    reader: 'public',
    answers: ['/docs/presentation/i_am_an_audience/', page('admin_add_new_free_event')],
    askedIn:
      'TiBillet/Lespass:CHANGELOG.md#unreleased--fix-message-trompeur-sur-reservation-gratuite-anonyme--misleading-message-on-anonymous-free-booking',
    en: {
      job: 'I booked a free workshop and the site asks me to validate my e-mail: where are my tickets?',
      query: 'free booking validate my email',
    },
    fr: {
      job: 'J’ai réservé un atelier gratuit et le site me demande de valider mon e-mail : où sont mes billets ?',
      query: 'réservation gratuite valider mon e-mail',
    },
    facts: [
      {
        source: `${lespass}:BaseBillet/templates/reunion/views/event/reservation_ok.html`,
        en: ['Please validate your e-mail to confirm this booking.', '15 minutes'],
      },
      {
        source: `${lespass}:BaseBillet/signals.py`,
        en: ['Your confirmation took more than 15 minutes.'],
      },
      {
        source: `${lespass}:locale/fr/LC_MESSAGES/django.po`,
        fr: [
          'Veuillez valider votre e-mail pour confirmer cette réservation.',
          'Votre confirmation a pris plus de 15 minutes.',
        ],
      },
    ],
  },
];
