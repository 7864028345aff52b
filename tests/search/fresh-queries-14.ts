import type {FreshQuestion} from './fresh-queries-3';

/**
 * A fourteenth fresh batch of readers' questions (2026-11-30), written the
 * way the thirteenth was (fresh-queries-13.ts): writers who never ran the
 * search, each query from a source no earlier question, task, held-out
 * question or page's `asked_in` had used, nor a product message the pages
 * were written from this week (content15 lists); 39 in English and 37 in
 * French, two writers per language splitting the sources. Committed before
 * the search or the pages were changed for it, and measured first on the
 * pages and engine of its commit.
 */

export const english: FreshQuestion[] = [
  // ${lespass}:BaseBillet/models.py (help_text "Maximum number of times this code can be used. Leave empty for unlimited usage.")
  {
    query: 'discount code only for the first 30 people',
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_ticket/'],
    source:
      '${lespass}:BaseBillet/models.py (help_text Maximum number of times this code can be used. Leave empty for unlimited usage.)',
    reader: 'organiser',
  },
  // ${lespass}:BaseBillet/models.py (help_text "If empty : I want to reserve one or more seats.")
  {
    query: 'change reserve button wording',
    answers: [
      '/docs/Utilisateur/Billetterie/admin_add_new_event/',
      '/docs/Utilisateur/Billetterie/admin_ticketing_add_event/',
    ],
    source:
      '${lespass}:BaseBillet/models.py (help_text If empty : I want to reserve one or more seats.)',
    reader: 'organiser',
  },
  // ${lespass}:BaseBillet/models.py (help_text "Only one choice can be selected at order time.")
  {
    query: 'ask people buying a ticket whether they want the veggie meal or the meat one',
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_ticket/'],
    source:
      '${lespass}:BaseBillet/models.py (help_text Only one choice can be selected at order time.)',
    reader: 'organiser',
  },
  // ${lespass}:AuthBillet/models.py (help_text "Can initiate payments on behalf of the location from My Account area")
  {
    query: 'can i take payments from people with my own phone as a volunteer, im not admin',
    answers: [
      '/docs/Utilisateur/Cashless/qr_payment/',
      '/docs/Utilisateur/Billetterie/Add_administrator_member/',
    ],
    source:
      '${lespass}:AuthBillet/models.py (help_text Can initiate payments on behalf of the location from My Account area)',
    reader: 'volunteer',
  },
  // ${lespass}:AuthBillet/models.py (help_text "Can create event on agenda page")
  {
    query: 'let our programmer add dates to the calendar but nothing else',
    answers: ['/docs/Utilisateur/Billetterie/Add_administrator_member/'],
    source: '${lespass}:AuthBillet/models.py (help_text Can create event on agenda page)',
    reader: 'venue-admin',
  },
  // ${lespass}:BaseBillet/models.py (help_text "If enabled, after a successful payment, the user wallet will receive tokens.")
  {
    query:
      'new members should get some free drinks credit on their card when they pay the membership',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/'],
    source:
      '${lespass}:BaseBillet/models.py (help_text If enabled, after a successful payment, the user wallet will receive tokens.)',
    reader: 'venue-admin',
  },
  // ${lespass}:fedow_connect/models.py (help_text "Ajoutez un lieux a partager cet actif, il recevra un mail de confirmation...")
  {
    query: 'how do we get the bar down the road to accept our tokens',
    answers: ['/docs/Utilisateur/Federation/create_or_join/'],
    source:
      '${lespass}:fedow_connect/models.py (help_text Ajoutez un lieux a partager cet actif, il recevra un mail de confirmation)',
    reader: 'partner-venue',
  },
  // ${lespass}:AuthBillet/models.py (help_text "Email confirmed")
  {
    query: 'see who never confirmed their email adress',
    answers: ['/docs/Utilisateur/Billetterie/user_management/'],
    source: '${lespass}:AuthBillet/models.py (help_text Email confirmed)',
    reader: 'venue-admin',
  },
  // https://github.com/TiBillet/Lespass/issues/432
  {
    query: 'cancel just one ticket out of a booking of 3',
    answers: ['/docs/Utilisateur/Billetterie/stripe/'],
    source: 'https://github.com/TiBillet/Lespass/issues/432',
    reader: 'organiser',
  },
  // https://github.com/TiBillet/Lespass/issues/144
  {
    query:
      'membership paid at the bar till shows up strangely in the online sales list, is that normal',
    answers: ['/docs/recipes/membership-and-top-up-at-the-till/'],
    source: 'https://github.com/TiBillet/Lespass/issues/144',
    reader: 'treasurer',
  },
  // https://github.com/TiBillet/Lespass/issues/166
  {
    query: 'rename the subscribe button on our membership form',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/'],
    source: 'https://github.com/TiBillet/Lespass/issues/166',
    reader: 'venue-admin',
  },
  // ${lespass}:BaseBillet/models.py (help_text "Displayed above membership products.")
  {
    query: 'intro text on the join page',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/'],
    source: '${lespass}:BaseBillet/models.py (help_text Displayed above membership products.)',
    reader: 'venue-admin',
  },
  // ${lespass}:comptabilite/models.py (help_text "Code PaymentMethod de BaseBillet (CC, CA, CH, TR, SF, ...)")
  {
    query:
      'In the accounting export, cheques all land in the bank account 512000 but our accountant wants them in a separate account. Where do I change that?',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source:
      '${lespass}:comptabilite/models.py (help_text Code PaymentMethod de BaseBillet (CC, CA, CH, TR, SF, ...))',
    reader: 'treasurer',
  },
  // ${lespass}:Administration/admin_tenant.py (help_text "Montant payé pour UN billet (multiplié par la quantité). Obligatoire pour un tarif à prix libre.")
  {
    query:
      'entering a pay what you want booking by hand in the admin, do i type the price per ticket or the total paid',
    answers: ['/docs/Utilisateur/Billetterie/create_a_ticket_manually/'],
    source:
      '${lespass}:Administration/admin_tenant.py (help_text Montant payé pour UN billet (multiplié par la quantité). Obligatoire pour un tarif à prix libre.)',
    reader: 'cashier',
  },
  // ${lespass}:BaseBillet/models.py (help_text "If set, this key can top-up this asset (gift, time, loyalty or badge — non-fiat) via /api/v2/wallet-refills/.")
  {
    query: 'api key allowed to credit gift tokens',
    answers: ['/docs/api/apikey/', '/docs/api/wallets/'],
    source:
      '${lespass}:BaseBillet/models.py (help_text If set, this key can top-up this asset via /api/v2/wallet-refills/.)',
    reader: 'developer',
  },
  // ${lespass}:supervisor/supervisord.conf
  {
    query:
      'how do I check the background worker is actually running inside the lespass docker container',
    answers: ['/docs/install/docker_install/'],
    source: '${lespass}:supervisor/supervisord.conf',
    reader: 'self-hoster',
  },
  // ${lespass}:Administration/management/commands/demo_data_minimal.py
  {
    query: 'fill local dev install with fake events',
    answers: ['/docs/contribute/development/'],
    source: '${lespass}:Administration/management/commands/demo_data_minimal.py',
    reader: 'developer',
  },
  // ${lespass}:BaseBillet/templates/reunion/views/login/fullpage.html (Access your account using a one-time email link.)
  {
    query: 'forgot my password',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      '${lespass}:BaseBillet/templates/reunion/views/login/fullpage.html (Access your account using a one-time email link.)',
    reader: 'public',
  },
  // ${lespass}:BaseBillet/templates/reunion/forms/contact.html (We will reply to this address.)
  {
    query: 'how can i send a message to the people who run the venue',
    answers: ['/docs/presentation/i_am_an_audience/'],
    source:
      '${lespass}:BaseBillet/templates/reunion/forms/contact.html (We will reply to this address.)',
    reader: 'public',
  },
  // ${lespass}:BaseBillet/templates/reunion/partials/account/custom_form_accordion.html (Answers to the reservation form)
  {
    query:
      'I think I picked the wrong t-shirt size when I booked, where can I see what I answered?',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      '${lespass}:BaseBillet/templates/reunion/partials/account/custom_form_accordion.html (Answers to the reservation form)',
    reader: 'member',
  },
  // event-night: organiser, the hall is packed mid-evening and tickets are still selling online
  {
    query: 'room is full, stop selling tickets online right now',
    answers: ['/docs/Utilisateur/Billetterie/admin_ticketing_add_event/'],
    source:
      'event-night: organiser, the hall is packed mid-evening and tickets are still selling online',
    reader: 'organiser',
  },
  // event-night: festival-goer, ill on the afternoon of the show, wants to give up her seat and get her money back
  {
    query: 'im sick and cant come tonight can i cancel my ticket and get refunded',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      'event-night: festival-goer, ill on the afternoon of the show, wants to give up her seat and get her money back',
    reader: 'public',
  },
  // event-night: treasurer, the morning after a concert, wants last night's online ticket takings before the automatic daily closure
  {
    query:
      "The concert was last night and the daily report isn't out yet. How can I see how much we made online from tickets so far?",
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source:
      "event-night: treasurer, the morning after a concert, wants last night's online ticket takings before the automatic daily closure",
    reader: 'treasurer',
  },
  // TiBillet/Fedow:CHANGELOG.md#Carte primaire multi-lieux : le VOID d'un lieu ne coupe plus les autres — 2026-07-22
  {
    query:
      'manager card still opens our till but every cashless payment is refused since a partner venue voided it',
    answers: ['/docs/Utilisateur/Cashless/admin_add_primary/'],
    source:
      "TiBillet/Fedow:CHANGELOG.md#Carte primaire multi-lieux : le VOID d'un lieu ne coupe plus les autres — 2026-07-22",
    reader: 'venue-admin',
  },
  // TiBillet/Fedow:CHANGELOG.md#Dashboard Fedow — enrichissement (admin réseau) — 2026-05-24
  {
    query: 'how much money is sleeping unused on cards across the whole network',
    answers: ['/docs/Utilisateur/Federation/how_federations_work/'],
    source:
      'TiBillet/Fedow:CHANGELOG.md#Dashboard Fedow — enrichissement (admin réseau) — 2026-05-24',
    reader: 'treasurer',
  },
  // TiBillet/Fedow:fedow_core/serializers.py (error 'Asset not accepted')
  {
    query: 'my festival credit doesnt work at this other bar',
    answers: [
      '/docs/presentation/i_am_an_audience/',
      '/docs/Utilisateur/Federation/how_federations_work/',
    ],
    source: "TiBillet/Fedow:fedow_core/serializers.py (error 'Asset not accepted')",
    reader: 'public',
  },
  // TiBillet/Fedow:fedow_core/serializers.py (error 'Not enough token on sender wallet')
  {
    query: 'card showed enough credit but the payment failed a second later',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source: "TiBillet/Fedow:fedow_core/serializers.py (error 'Not enough token on sender wallet')",
    reader: 'cashier',
  },
  // TiBillet/Fedow:fedow_core/models.py (Token.value help_text 'Valeur, en centimes.')
  {
    query: 'wallet refill amount cents?',
    answers: ['/docs/api/wallets/'],
    source: "TiBillet/Fedow:fedow_core/models.py (Token.value help_text 'Valeur, en centimes.')",
    reader: 'developer',
  },
  // TiBillet/laboutik-deploy:README.md
  {
    query: 'laboutik new vps install',
    answers: ['/docs/install/docker_install/'],
    source: 'TiBillet/laboutik-deploy:README.md',
    reader: 'technician',
  },
  // TiBillet/laboutik-deploy:Makefile (target create-deploy-script, update-laboutik.sh 'for remote updates via SSH')
  {
    query: 'update cash register server',
    answers: ['/docs/install/docker_install/'],
    source:
      "TiBillet/laboutik-deploy:Makefile (target create-deploy-script: /home/ubuntu/update-laboutik.sh 'for remote updates via SSH')",
    reader: 'self-hoster',
  },
  // TiBillet/laboutik-deploy:docker-compose.yml (laboutik_django volume ./backup:/Backup)
  {
    query: 'are the till database backups automatic or do I have to set up a cron job myself',
    answers: ['/docs/install/docker_install/'],
    source: 'TiBillet/laboutik-deploy:docker-compose.yml (laboutik_django volume ./backup:/Backup)',
    reader: 'self-hoster',
  },
  // TiBillet/laboutik-deploy:.env.template (comment 'No Cashless if no Fedow nor Lespass tenant manager')
  {
    query: 'can I host only the bar till without the ticketing website',
    answers: ['/docs/install/docker_install/'],
    source:
      "TiBillet/laboutik-deploy:.env.template (comment 'No Cashless if no Fedow nor Lespass tenant manager')",
    reader: 'self-hoster',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (GroupementCategorie.pos help_text 'Si vide : tous les points de ventes. Si non, uniquement les selectionnés')
  {
    query: 'kitchen printer should only get orders from the restaurant till, not from the bar',
    answers: ['/docs/Utilisateur/Cashless/impression_preparation/'],
    source:
      "TiBillet/LaBoutik:APIcashless/models.py (GroupementCategorie.pos help_text 'Si vide : tous les points de ventes. Si non, uniquement les selectionnés')",
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (Configuration.adhesion_suspendue help_text 'Adhésion possible sur carte sans membre...')
  {
    query: 'someone wants to join the association at the bar but their card has no name on it yet',
    answers: ['/docs/recipes/membership-and-top-up-at-the-till/'],
    source:
      "TiBillet/LaBoutik:APIcashless/models.py (Configuration.adhesion_suspendue help_text 'Adhésion possible sur carte sans membre. Au prix par default dès que la fiche membre est renseignée.')",
    reader: 'cashier',
  },
  // TiBillet/LaBoutik:administration/views.py (InvoicePdf, membership receipt PDF from recu_adhesion/recu_adhesion.html)
  {
    query: 'proof I paid my membership at the bar for my works council',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source:
      'TiBillet/LaBoutik:administration/views.py (InvoicePdf: membership receipt PDF, template recu_adhesion/recu_adhesion.html)',
    reader: 'member',
  },
  // event-night: treasurer, the bar stayed open until 5 a.m. and the late sales must land on the right night
  {
    query: 'bar open till 5am, which day do the sales after midnight go in',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source:
      'event-night: treasurer, the bar stayed open until 5 a.m. and the late sales must land on the right night',
    reader: 'treasurer',
  },
  // event-night: festival-goer topped up on their phone in the queue and the bar still shows the old balance
  {
    query: 'i topped up on my phone while queuing and the bar still sees my old balance',
    answers: ['/docs/presentation/i_am_an_audience/'],
    source:
      'event-night: festival-goer topped up on their phone in the queue and the bar still shows the old balance',
    reader: 'public',
  },
  // event-night: treasurer, the morning after the concert, needs the VAT the bar collected, rate by rate
  {
    query: 'bar vat per rate last night',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source:
      'event-night: treasurer, the morning after the concert, needs the VAT the bar collected, rate by rate',
    reader: 'treasurer',
  },
  // event-night: volunteer on their first bar shift, a customer pays with a note and wants change
  {
    query:
      'first shift at the bar, customer pays with a 20 euro note, how does the till tell me the change',
    answers: ['/docs/Utilisateur/Cashless/admin_add_primary/'],
    source:
      'event-night: volunteer on their first bar shift, a customer pays with a note and wants change',
    reader: 'volunteer',
  },
];

export const french: FreshQuestion[] = [
  // ${lespass}:BaseBillet/models.py (Event.max_per_user help_text 'The same email can be used for multiple tickets.')
  {
    query: 'limite billets par personne',
    answers: [
      '/docs/Utilisateur/Billetterie/admin_add_new_event/',
      '/docs/Utilisateur/Billetterie/admin_add_new_free_event/',
      '/docs/Utilisateur/Billetterie/admin_add_new_ticket/',
    ],
    source:
      '${lespass}:BaseBillet/models.py (Event.max_per_user help_text The same email can be used for multiple tickets.)',
    reader: 'venue-admin',
  },
  // ${lespass}:BaseBillet/models.py (Configuration help_text 'Enable resource booking (rooms, equipment, coworking desks).')
  {
    query: 'reservation salle coworking',
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source:
      '${lespass}:BaseBillet/models.py (Configuration help_text Enable resource booking (rooms, equipment, coworking desks).)',
    reader: 'venue-admin',
  },
  // ${lespass}:Administration/admin_tenant.py (event form, products help_text 'Leave empty to avoid reservations.')
  {
    query:
      'mettre un concert gratuit dans le programme sans reservation, juste pour annoncer la date',
    answers: ['/docs/Utilisateur/Billetterie/admin_ticketing_add_event/'],
    source:
      '${lespass}:Administration/admin_tenant.py (event form, products help_text Leave empty to avoid reservations.)',
    reader: 'organiser',
  },
  // ${lespass}:BaseBillet/models.py (Product.poids help_text 'Smallest appears first.')
  {
    query: "mettre l'adhésion annuelle en premier sur la page",
    answers: ['/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/'],
    source: '${lespass}:BaseBillet/models.py (Product.poids help_text Smallest appears first.)',
    reader: 'venue-admin',
  },
  // ${lespass}:comptabilite/models.py (help_text 'Utilisateur ayant déclenché une clôture manuelle. Vide si déclenchement automatique par Celery.')
  {
    query: 'cloture compta automatique',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source:
      '${lespass}:comptabilite/models.py (help_text Utilisateur ayant déclenché une clôture manuelle. Vide si déclenchement automatique par Celery.)',
    reader: 'treasurer',
  },
  // ${lespass}:BaseBillet/models.py (Product.tva help_text 'Leave if zero VAT')
  {
    query: 'tva asso billets',
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_ticket/'],
    source: '${lespass}:BaseBillet/models.py (Product.tva help_text Leave if zero VAT)',
    reader: 'treasurer',
  },
  // ${lespass}:BaseBillet/models.py (FederatedPlace.membership_visible help_text 'Display memberships and subscriptions for this site.')
  {
    query: "afficher les adhésions d'un lieu ami",
    answers: ['/docs/Utilisateur/Federation/create_or_join/'],
    source:
      '${lespass}:BaseBillet/models.py (membership_visible help_text Display memberships and subscriptions for this site.)',
    reader: 'partner-venue',
  },
  // ${lespass}:BaseBillet/models.py (ExternalApiKey.user help_text 'User who created this key.')
  {
    query:
      "notre script qui appelle l'api renvoie une erreur depuis que la personne qui a créé la clé n'est plus admin, il faut refaire une clé ?",
    answers: ['/docs/api/apikey/'],
    source:
      '${lespass}:BaseBillet/models.py (ExternalApiKey.user help_text User who created this key.)',
    reader: 'developer',
  },
  // ${lespass}:Administration/management/commands/import_geoloc_from_sqlite.py
  {
    query: 'coordonnees gps lieux',
    answers: ['/docs/install/operator_commands/'],
    source: '${lespass}:Administration/management/commands/import_geoloc_from_sqlite.py',
    reader: 'self-hoster',
  },
  // https://github.com/TiBillet/Lespass/issues/127
  {
    query:
      "j'ai mis mon evenement dans la categorie volontariat et il n'apparait plus dans l'agenda",
    answers: ['/docs/Utilisateur/Billetterie/admin_ticketing_add_event/'],
    source: 'https://github.com/TiBillet/Lespass/issues/127',
    reader: 'organiser',
  },
  // ${lespass}:PaiementStripe/views.py (error 'Online payment is temporarily unavailable. Please contact the site administrator.')
  {
    query: 'des gens me disent que le paiement en ligne est indisponible sur notre billeterie',
    answers: ['/docs/Utilisateur/Billetterie/stripe/'],
    source:
      '${lespass}:PaiementStripe/views.py (error Online payment is temporarily unavailable. Please contact the site administrator.)',
    reader: 'venue-admin',
  },
  // ${lespass}:AuthBillet/views.py (create_user response 'To fully access your account, please confirm your email. Don't forget to check the spam folder!')
  {
    query: 'mail confirmation pas recu',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      "${lespass}:AuthBillet/views.py (response To fully access your account, please confirm your email. Don't forget to check the spam folder!)",
    reader: 'public',
  },
  // ${lespass}:BaseBillet/validators.py (error 'Un évènement avec ce nom et cette date existe déjà.')
  {
    query: "impossible d'enregistrer ma soirée, ça dit qu'elle existe déjà",
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_event/'],
    source:
      '${lespass}:BaseBillet/validators.py (error Un évènement avec ce nom et cette date existe déjà.)',
    reader: 'organiser',
  },
  // ${lespass}:onboard/templates/onboard/partials/status_error.html (Une erreur est survenue / Vous pouvez réessayer)
  {
    query: 'erreur creation espace derniere etape',
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source:
      '${lespass}:onboard/templates/onboard/partials/status_error.html (Une erreur est survenue. Nous avons reçu une alerte. Vous pouvez réessayer)',
    reader: 'venue-admin',
  },
  // ${lespass}:BaseBillet/models.py (Configuration.allow_concurrent_bookings help_text 'Events need start and end dates to be comparable.')
  {
    query:
      "Pendant notre festival les ateliers ont lieu en même temps : comment empêcher qu'une même personne s'inscrive à deux ateliers sur le même créneau ?",
    answers: [
      '/docs/Utilisateur/Billetterie/admin_add_new_event/',
      '/docs/Utilisateur/Billetterie/admin_add_new_free_event/',
    ],
    source:
      '${lespass}:BaseBillet/models.py (Configuration.allow_concurrent_bookings help_text Events need start and end dates to be comparable.)',
    reader: 'organiser',
  },
  // event-night: door volunteer, the 4G drops at the entrance in the middle of the queue
  {
    query: "plus de réseau à l'entrée pour scanner",
    answers: ['/docs/Utilisateur/Billetterie/ticket-scanning/'],
    source:
      'event-night: door volunteer, the mobile network drops at the entrance while the queue is long',
    reader: 'volunteer',
  },
  // event-night: concert-goer in the queue, deleted the e-mail with the ticket
  {
    query: "j'ai effacé le mail avec mon billet, je suis devant la salle",
    answers: ['/docs/Utilisateur/my_account/'],
    source: 'event-night: concert-goer in the queue who deleted the e-mail holding the ticket',
    reader: 'public',
  },
  // event-night: welcome desk, someone wants to become a member on the spot and pays in cash
  {
    query: 'quelqu un veut adherer sur place et payer en liquide',
    answers: [
      '/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/',
      '/docs/recipes/membership-and-top-up-at-the-till/',
    ],
    source:
      'event-night: welcome desk, a newcomer wants to join the association on the spot and pays cash',
    reader: 'cashier',
  },
  // event-night: organiser, the show is sold out but the fire officer allows 30 more people
  {
    query:
      'La soirée affiche complet mais on a le droit de faire entrer 30 personnes de plus, comment je rouvre la vente ?',
    answers: [
      '/docs/Utilisateur/Billetterie/admin_ticketing_add_event/',
      '/docs/Utilisateur/Billetterie/admin_add_new_event/',
    ],
    source:
      'event-night: organiser, sold-out show but the room may take 30 more people, wants to reopen sales',
    reader: 'organiser',
  },
  // event-night: door cashier, walk-ins pay their entry in cash
  {
    query: 'billet especes entree',
    answers: [
      '/docs/Utilisateur/Billetterie/create_a_ticket_manually/',
      '/docs/recipes/sell-tickets-at-the-till/',
    ],
    source:
      'event-night: door cashier, walk-ins pay their entry in cash and the ticket must exist for the count',
    reader: 'cashier',
  },
  // TiBillet/laboutik-deploy:Makefile (targets setup-env / verify-lespass: prompts ADMIN_EMAIL and LESPASS_TENANT_URL, then asks that Lespass space for the admin's public key)
  {
    query: "make install demande un email admin et l'adresse de l'espace lespass, lequel mettre ?",
    answers: ['/docs/install/docker_install/'],
    source: 'TiBillet/laboutik-deploy:Makefile (setup-env / verify-lespass)',
    reader: 'self-hoster',
  },
  // TiBillet/laboutik-deploy:Makefile (target check-traefik: "Traefik container is not running!")
  {
    query: "l'installation de la caisse dit que traefik ne tourne pas",
    answers: ['/docs/install/docker_install/'],
    source: 'TiBillet/laboutik-deploy:Makefile (check-traefik)',
    reader: 'self-hoster',
  },
  // TiBillet/laboutik-deploy:docker-compose.yml (laboutik_django volume ./ssh:/home/tibillet/.ssh "if you want to use borgbackup with ssh")
  {
    query: 'borg ssh laboutik',
    answers: ['/docs/install/docker_install/'],
    source: 'TiBillet/laboutik-deploy:docker-compose.yml (ssh volume for borgbackup)',
    reader: 'self-hoster',
  },
  // TiBillet/LaBoutik:start_services.sh (creates logs/gunicorn.log, daphne.log, celery.log, nginx logs; tails /DjangoFiles/logs/*)
  {
    query: 'ou trouver les logs daphne celery',
    answers: ['/docs/install/docker_install/'],
    source: 'TiBillet/LaBoutik:start_services.sh',
    reader: 'technician',
  },
  // TiBillet/LaBoutik:webview/templates/login.html (error shown on a failed login, rendered by webview/views.py)
  {
    query:
      "je n'arrive pas a me connecter a l'admin de la caisse, il dit que mon mot de passe est faux",
    answers: ['/docs/Utilisateur/Cashless/admin_space/'],
    source: 'TiBillet/LaBoutik:webview/templates/login.html (login error message)',
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:administration/templates/dashboard/chartMonnaie.html (admin home chart of takings over the last 60 days)
  {
    query: "voir l'evolution du chiffre d'affaires sur les deux derniers mois",
    answers: ['/docs/Utilisateur/Cashless/admin_space/'],
    source: 'TiBillet/LaBoutik:administration/templates/dashboard/chartMonnaie.html',
    reader: 'treasurer',
  },
  // https://github.com/TiBillet/LaBoutik/issues/54
  {
    query: 'rapport de cloture colonnes local en ligne externe ca veut dire quoi',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source: 'https://github.com/TiBillet/LaBoutik/issues/54',
    reader: 'treasurer',
  },
  // TiBillet/Fedow:fedow_dashboard/views.py (_dormance_fed / SEUILS_INACTIVITE: dormant federated money by inactivity threshold)
  {
    query: 'argent qui dort sur les cartes du réseau depuis des mois',
    answers: ['/docs/Utilisateur/Federation/how_federations_work/'],
    source: 'TiBillet/Fedow:fedow_dashboard/views.py (_dormance_fed)',
    reader: 'treasurer',
  },
  // TiBillet/LaBoutik:htmxview/templates/sales/sales.html ("Responsable :", tabs Ventes / Détail / Z-Ticket)
  {
    query: 'voir ce que j ai vendu ce soir sur le telephone de caisse',
    answers: ['/docs/Utilisateur/Cashless/ventilation/', '/docs/Utilisateur/Cashless/closures/'],
    source: 'TiBillet/LaBoutik:htmxview/templates/sales/sales.html',
    reader: 'cashier',
  },
  // TiBillet/LaBoutik:htmxview/templates/kiosk/sweet_scan_button.html (self-service top-up: pick an amount, scan the card on the reader, pay on the card terminal)
  {
    query: 'une borne où les gens rechargent leur carte tout seuls avec leur CB',
    answers: ['/docs/Utilisateur/Cashless/admin_space/'],
    source: 'TiBillet/LaBoutik:htmxview/templates/kiosk/sweet_scan_button.html',
    reader: 'venue-admin',
  },
  // TiBillet/Fedow:fedow_api_documentation.md (section 4 "Recharger un wallet avec un Asset créé")
  {
    query: 'crediter des points sur le portefeuille de quelqu un depuis mon appli',
    answers: ['/docs/api/wallets/'],
    source: 'TiBillet/Fedow:fedow_api_documentation.md#4. Recharger un wallet avec un Asset créé',
    reader: 'developer',
  },
  // event-night
  {
    query: 'separer la recette du service du midi et celle du concert du soir',
    answers: ['/docs/recipes/several-closures-a-day/', '/docs/Utilisateur/Cashless/closures/'],
    source:
      'event-night: treasurer, lunch service and evening concert on the same day, each team wants its own count of the drawer',
    reader: 'treasurer',
  },
  // event-night
  {
    query: "le navigateur dit que le certificat n'est pas valide sur l'adresse de la caisse",
    answers: ['/docs/install/docker_install/'],
    source:
      'event-night: self-hoster on a Saturday evening, the browser warns about the certificate of the till server an hour before opening',
    reader: 'self-hoster',
  },
  // event-night
  {
    query: 'petit ws rouge en haut a gauche de la caisse',
    answers: ['/docs/Utilisateur/Cashless/android/', '/docs/install/docker_install/'],
    source:
      'event-night: bartender, the small mark in the corner of the till turns red while the Wi-Fi still looks connected',
    reader: 'cashier',
  },
  // event-night
  {
    query: 'au bar comment savoir si la personne qui paye avec sa carte est bien adherente',
    answers: ['/docs/recipes/membership-and-top-up-at-the-till/'],
    source:
      'event-night: bar volunteer at a members-only evening, must tell members from non-members when they pay by card',
    reader: 'volunteer',
  },
  // event-night
  {
    query: 'combien on a offert de boissons ce soir aux benevoles et aux artistes',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source:
      'event-night: treasurer after the concert, wants the total of drinks given away to volunteers and the band',
    reader: 'treasurer',
  },
  // event-night
  {
    query:
      'la borne de recharge tourne dans le vide depuis plusieurs minutes, le client a payé ou pas ?',
    answers: ['/docs/Utilisateur/Cashless/admin_space/'],
    source:
      'event-night: cashier near the self-service top-up kiosk, the screen keeps spinning after a customer tapped their bank card',
    reader: 'cashier',
  },
];
