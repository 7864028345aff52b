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

export const tasks: AreaTasks = {
  en: [
    {
      id: 'install-scanning-app',
      reader: 'volunteer',
      job: "I'm on the door tonight: get the scanning app onto my phone and connect it to our venue",
      query: 'install the ticket scanner app on my phone',
      answers: [page('scanning-app')],
      facts: [
        {
          says: ['Download the ticket scanning application', 'Scan App'],
          source: `${lespass}:Administration/templates/admin/scanapp/list_before.html`,
        },
        {
          says: ['Save and continue editing', 'Pairing Code', 'Claimed'],
          source: `${lespass}:Administration/admin_tenant.py`,
        },
        {
          says: ['300,000 seconds, that is 83 hours and 20 minutes'],
          source: `${lespass}:BaseBillet/views_scan.py`,
        },
      ],
    },
    {
      id: 'ticket-already-used',
      reader: 'volunteer',
      job: 'The phone says this ticket was already used, but the person swears it is the first time',
      query: 'ticket already scanned at the door',
      answers: [page('scanning-app'), page('ticket-scanning')],
      facts: [
        {
          says: ['Ticket already scanned'],
          source: `${lespass}:BaseBillet/views_scan.py`,
        },
        {
          says: ['Unscan selected tickets', 'Valid and not scanned'],
          source: `${lespass}:Administration/admin_tenant.py`,
        },
      ],
    },
    {
      id: 'stolen-door-phone',
      reader: 'venue-admin',
      job: 'One of our door phones was stolen: make sure it cannot check tickets any more',
      query: 'stolen phone scanning app block',
      answers: [page('scanning-app')],
      facts: [
        {
          says: ['Tick Archive on its entry', 'its key stops working at once'],
          source: `${lespass}:BaseBillet/permissions.py`,
        },
      ],
    },
    {
      id: 'check-in-without-phone',
      reader: 'volunteer',
      job: 'The scanning phone died: let people in from the laptop at the desk',
      query: 'check in tickets without the app from the laptop',
      answers: [page('ticket-scanning')],
      facts: [
        {
          says: ['SCAN 1', '-> Future event', 'Valid and scanned'],
          source: `${lespass}:Administration/admin_tenant.py`,
        },
      ],
    },
    {
      id: 'open-own-space',
      reader: 'organiser',
      job: 'We are a small theatre company and want our own TiBillet site to sell our tickets',
      query: 'sign up for a new space',
      answers: [page('creation_of_the_collective_space')],
      facts: [
        {
          says: ['events.tibillet.coop/onboard', 'Launch my space'],
          source: `${lespass}:onboard/urls.py`,
        },
        {
          says: ['The code is valid for 10 minutes'],
          source: `${lespass}:onboard/services.py`,
        },
        {
          says: ['.coop', '.re'],
          source: `${lespass}:onboard/serializers.py`,
        },
      ],
    },
    {
      id: 'weekly-show',
      reader: 'organiser',
      job: 'Our play runs every Friday and I do not want to type the event again each week',
      query: 'copy an event to next week',
      answers: [page('admin_duplicate_event')],
      facts: [
        {
          says: ['Duplicate (week+1)', 'Publish is unticked'],
          source: `${lespass}:Administration/admin_tenant.py`,
        },
      ],
    },
    {
      id: 'student-price',
      reader: 'organiser',
      job: 'Sell our concert at a full price and at a cheaper price for students',
      query: 'reduced ticket price for students',
      answers: [page('admin_add_new_ticket')],
      facts: [
        {
          says: ['Ticket booking', 'Rate name', 'TVA rate'],
          source: `${lespass}:Administration/admin/products.py`,
        },
        {
          says: ['A price between 0 € and 1 € is refused'],
          source: `${lespass}:Administration/admin/products.py`,
        },
      ],
    },
    {
      id: 'programme-on-our-website',
      reader: 'organiser',
      job: 'Show our programme on our own WordPress site',
      query: 'embed our events on our website',
      answers: [page('iframe')],
      facts: [
        {
          says: ['/event/embed/'],
          source: `${lespass}:BaseBillet/views.py`,
        },
        {
          says: ['each event of the embedded list opens in a new tab'],
          source: `${lespass}:BaseBillet/templates/reunion/views/event/partial/list.html`,
        },
      ],
    },
    {
      id: 'band-guest-list',
      reader: 'venue-admin',
      job: "Send free tickets to the band's guests without them booking online",
      query: 'guest list free tickets by hand',
      answers: [page('create_a_ticket_manually')],
      facts: [
        {
          says: ['Offered', 'Price per ticket', 'Send tickets through email again'],
          source: `${lespass}:Administration/admin_tenant.py`,
        },
      ],
    },
    {
      id: 'colleague-admin',
      reader: 'venue-admin',
      job: 'Let my colleague manage the events of our space too',
      query: 'give a colleague admin access',
      answers: [page('Add_administrator_member')],
      facts: [
        {
          says: ['User rights', 'Administrator'],
          source: `${lespass}:Administration/templates/admin/human_user/right_and_wallet_info.html`,
        },
        {
          says: ['Admin right granted: with great power comes great responsibility.'],
          source: `${lespass}:BaseBillet/views.py`,
        },
      ],
    },
    {
      id: 'cancel-my-seats',
      reader: 'public',
      job: 'I booked two seats but cannot come any more: cancel them and get my money back',
      query: 'cancel my booking and get a refund',
      answers: [page('stripe')],
      facts: [
        {
          says: ['My bookings', 'Cancel this ticket'],
          source: `${lespass}:BaseBillet/templates/reunion/partials/account/ticket_accordion.html`,
        },
        {
          says: ['to the card used for the purchase'],
          source: `${lespass}:BaseBillet/models.py`,
        },
      ],
    },
    {
      id: 'free-ticket-missing',
      reader: 'public',
      job: 'I booked a free concert but the ticket never came',
      query: 'free booking ticket never arrived',
      answers: [page('admin_add_new_free_event')],
      facts: [
        {
          says: ['Email verification still pending'],
          source: `${lespass}:BaseBillet/models.py`,
        },
        {
          says: ['holds its places for 15 minutes'],
          source: `${lespass}:BaseBillet/signals.py`,
        },
      ],
    },
    {
      id: 'ticket-money-to-bank',
      reader: 'treasurer',
      job: "Get the money of online ticket sales onto the association's bank account",
      query: 'connect stripe to receive payments',
      answers: [page('stripe')],
      facts: [
        {
          says: ['Link your stripe account to accept payment', 'Stripe connected'],
          source: `${lespass}:BaseBillet/models.py`,
        },
      ],
    },
    {
      id: 'no-refund-rule',
      reader: 'treasurer',
      job: 'Our terms say no refund in the last week before a show: does the site enforce that?',
      query: 'refund deadline before the event',
      answers: [page('stripe')],
      facts: [
        {
          says: ['Refund deadline (days)', 'The cancellation refunds the card in both cases'],
          source: `${lespass}:BaseBillet/models.py`,
        },
      ],
    },
    {
      id: 'school-invoice',
      reader: 'treasurer',
      job: 'A school paid for a group online and needs a proper invoice',
      query: 'invoice for an online ticket purchase',
      answers: [page('stripe-invoice')],
      facts: [
        {
          says: ['send a stripe invoice'],
          source: `${lespass}:BaseBillet/models.py`,
        },
        {
          says: ['Recurring subscriptions are left out'],
          source: `${lespass}:PaiementStripe/views.py`,
        },
      ],
    },
  ],
  fr: [
    {
      id: 'installer-appli-scan',
      reader: 'volunteer',
      job: 'Je tiens l’entrée ce soir : installer l’appli de scan sur mon téléphone et la relier au lieu',
      query: 'installer l’application de scan des billets sur mon téléphone',
      answers: [page('scanning-app')],
      facts: [
        {
          says: ['Télécharger l’application de scan de billets', 'Application de Scan'],
          source: `${lespass}:Administration/templates/admin/scanapp/list_before.html`,
        },
        {
          says: ['Enregistrer et continuer les modifications', 'Code d’appairage', 'Claimed'],
          source: `${lespass}:Administration/admin_tenant.py`,
        },
        {
          says: ['soit 83 heures et 20 minutes'],
          source: `${lespass}:BaseBillet/views_scan.py`,
        },
      ],
    },
    {
      id: 'billet-deja-utilise',
      reader: 'volunteer',
      job: 'Le téléphone dit que ce billet a déjà servi, mais la personne jure que c’est la première fois',
      query: 'billet déjà scanné à l’entrée',
      answers: [page('scanning-app'), page('ticket-scanning')],
      facts: [
        {
          says: ['Ticket already scanned'],
          source: `${lespass}:BaseBillet/views_scan.py`,
        },
        {
          says: ['de-scanner les tickets sélectionnés', 'Valide et non scanné'],
          source: `${lespass}:Administration/admin_tenant.py`,
        },
      ],
    },
    {
      id: 'telephone-vole',
      reader: 'venue-admin',
      job: 'Un téléphone de l’entrée a été volé : il ne doit plus pouvoir contrôler de billets',
      query: 'téléphone volé application de scan bloquer',
      answers: [page('scanning-app')],
      facts: [
        {
          says: ['Cochez Archive sur sa fiche', 'sa clé cesse aussitôt de fonctionner'],
          source: `${lespass}:BaseBillet/permissions.py`,
        },
      ],
    },
    {
      id: 'pointer-sans-telephone',
      reader: 'volunteer',
      job: 'Le téléphone de scan est à plat : faire entrer les gens depuis l’ordinateur de l’accueil',
      query: 'pointer les billets sans l’application depuis l’ordinateur',
      answers: [page('ticket-scanning')],
      facts: [
        {
          says: ['SCAN 1', '-> Futur event', 'Valide et scanné'],
          source: `${lespass}:Administration/admin_tenant.py`,
        },
      ],
    },
    {
      id: 'ouvrir-notre-espace',
      reader: 'organiser',
      job: 'Nous sommes une petite compagnie et voulons notre propre site TiBillet pour vendre nos billets',
      query: 'créer un nouvel espace inscription',
      answers: [page('creation_of_the_collective_space')],
      facts: [
        {
          says: ['events.tibillet.coop/onboard', 'Lancer mon espace'],
          source: `${lespass}:onboard/urls.py`,
        },
        {
          says: ['Le code vaut 10 minutes'],
          source: `${lespass}:onboard/services.py`,
        },
        {
          says: ['.coop', '.re'],
          source: `${lespass}:onboard/serializers.py`,
        },
      ],
    },
    {
      id: 'spectacle-chaque-semaine',
      reader: 'organiser',
      job: 'Notre pièce se joue chaque vendredi et je ne veux pas ressaisir l’évènement toutes les semaines',
      query: 'copier un évènement à la semaine suivante',
      answers: [page('admin_duplicate_event')],
      facts: [
        {
          says: ['Dupliquer (+1 semaine)'],
          source: `${lespass}:Administration/admin_tenant.py`,
        },
      ],
    },
    {
      id: 'prix-etudiant',
      reader: 'organiser',
      job: 'Vendre notre concert au plein tarif et à un prix moins cher pour les étudiants',
      query: 'tarif réduit étudiant prix du billet',
      answers: [page('admin_add_new_ticket')],
      facts: [
        {
          says: ['Réservation de billets', 'Nom du tarif', 'Taux TVA'],
          source: `${lespass}:Administration/admin/products.py`,
        },
        {
          says: ['Un prix entre 0 € et 1 € est refusé'],
          source: `${lespass}:Administration/admin/products.py`,
        },
      ],
    },
    {
      id: 'programme-sur-notre-site',
      reader: 'organiser',
      job: 'Afficher notre programmation sur notre propre site WordPress',
      query: 'intégrer nos évènements dans notre site',
      answers: [page('iframe')],
      facts: [
        {
          says: ['/event/embed/'],
          source: `${lespass}:BaseBillet/views.py`,
        },
        {
          says: ['chaque évènement de la liste intégrée s’ouvre dans un nouvel onglet'],
          source: `${lespass}:BaseBillet/templates/reunion/views/event/partial/list.html`,
        },
      ],
    },
    {
      id: 'invites-du-groupe',
      reader: 'venue-admin',
      job: 'Envoyer des billets gratuits aux invités du groupe sans qu’ils réservent en ligne',
      query: 'liste d’invités billets offerts à la main',
      answers: [page('create_a_ticket_manually')],
      facts: [
        {
          says: ['Offert', 'Prix par billet', 'Ré-envoyer les billets par mail'],
          source: `${lespass}:Administration/admin_tenant.py`,
        },
      ],
    },
    {
      id: 'collegue-administratrice',
      reader: 'venue-admin',
      job: 'Permettre à ma collègue de gérer elle aussi les évènements de notre espace',
      query: 'donner les droits d’administration à une collègue',
      answers: [page('Add_administrator_member')],
      facts: [
        {
          says: ['Droits de l’utilisateur.ices', 'Administrateur·ice'],
          source: `${lespass}:Administration/templates/admin/human_user/right_and_wallet_info.html`,
        },
        {
          says: [
            'Droit d’administration accordé : un grand pouvoir implique de grandes responsabilités.',
          ],
          source: `${lespass}:BaseBillet/views.py`,
        },
      ],
    },
    {
      id: 'annuler-mes-places',
      reader: 'public',
      job: 'J’ai réservé deux places mais je ne peux plus venir : les annuler et être remboursé',
      query: 'annuler ma réservation et être remboursé',
      answers: [page('stripe')],
      facts: [
        {
          says: ['Mes réservations', 'Annuler ce billet'],
          source: `${lespass}:BaseBillet/templates/reunion/partials/account/ticket_accordion.html`,
        },
        {
          says: ['vers la carte utilisée pour l’achat'],
          source: `${lespass}:BaseBillet/models.py`,
        },
      ],
    },
    {
      id: 'billet-gratuit-manquant',
      reader: 'public',
      job: 'J’ai réservé un concert gratuit mais le billet n’est jamais arrivé',
      query: 'réservation gratuite billet jamais reçu',
      answers: [page('admin_add_new_free_event')],
      facts: [
        {
          says: ['Vérification du mail en attente'],
          source: `${lespass}:BaseBillet/models.py`,
        },
        {
          says: ['retient ses places 15 minutes'],
          source: `${lespass}:BaseBillet/signals.py`,
        },
      ],
    },
    {
      id: 'argent-des-billets',
      reader: 'treasurer',
      job: 'Faire arriver l’argent des billets vendus en ligne sur le compte bancaire de l’association',
      query: 'connecter stripe pour recevoir les paiements',
      answers: [page('stripe')],
      facts: [
        {
          says: ['Connectez votre compte Stripe pour recevoir des paiements', 'Stripe connecté'],
          source: `${lespass}:BaseBillet/models.py`,
        },
      ],
    },
    {
      id: 'pas-de-remboursement',
      reader: 'treasurer',
      job: 'Nos conditions disent « pas de remboursement la dernière semaine » : le site l’applique-t-il ?',
      query: 'limite de remboursement avant l’évènement',
      answers: [page('stripe')],
      facts: [
        {
          says: ['Limite de remboursement (jours)', 'l’annulation rembourse la carte'],
          source: `${lespass}:BaseBillet/models.py`,
        },
      ],
    },
    {
      id: 'facture-ecole',
      reader: 'treasurer',
      job: 'Une école a payé une sortie de groupe en ligne et a besoin d’une vraie facture',
      query: 'facture pour un achat de billets en ligne',
      answers: [page('stripe-invoice')],
      facts: [
        {
          says: ['Envoyer une facture via Stripe'],
          source: `${lespass}:BaseBillet/models.py`,
        },
      ],
    },
  ],
};
