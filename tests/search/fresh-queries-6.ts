import type {FreshQuestion} from './fresh-queries-3';

/**
 * A sixth fresh batch of readers' questions (2026-11-29), written the way
 * the third to fifth were (fresh-queries-3.ts): writers who never ran the
 * search, each query from a source no earlier question, task or held-out
 * question had used (a thread of TiBillet/Lespass or LaBoutik, an entry of
 * the Lespass or Fedow changelog, a help text, message or template of the
 * product's code, or an event-night situation), its answering pages chosen
 * afterwards by reading them. Sixteen English questions of the first draft
 * came from sources already used (cited in comments of fresh-queries.ts, or
 * held-out sources) and were replaced by questions from unused ones before
 * the batch was first measured. The search is tuned on this batch, as on the
 * others here; the held-out set is never read.
 */

export const english: FreshQuestion[] = [
  // event-night: door volunteer, a ticket holder steps out for a cigarette and wants to come back in, the scan says already scanned
  {
    query: 'let people back in after smoking',
    answers: [
      '/docs/Utilisateur/Billetterie/ticket-scanning/',
      '/docs/Utilisateur/Billetterie/scanning-app/',
    ],
    source:
      'event-night: door volunteer, a ticket holder steps out for a cigarette and wants to come back in, the scan says already scanned',
    reader: 'volunteer',
  },
  // event-night: door volunteer, an admin opened the scanner pairing page the day before and the phone is paired only at doors opening
  {
    query: 'does the QR code for pairing the door phone expire if I displayed it yesterday?',
    answers: ['/docs/Utilisateur/Billetterie/scanning-app/'],
    source:
      'event-night: door volunteer, an admin opened the scanner pairing page the day before and the phone is paired only at doors opening',
    reader: 'volunteer',
  },
  // event-night: bar volunteer, a customer's card holds less than the round they ordered
  {
    query: 'card short a few euros',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source: "event-night: bar volunteer, a customer's card holds less than the round they ordered",
    reader: 'cashier',
  },
  // event-night: bar manager, the bar has no change left halfway through the concert
  {
    query: 'ran out of coins, disable cash',
    answers: ['/docs/Utilisateur/Cashless/admin_add_pos/'],
    source: 'event-night: bar manager, the bar has no change left halfway through the concert',
    reader: 'cashier',
  },
  // event-night: kitchen volunteer, food orders taken at the bar never print in the kitchen
  {
    query: 'kitchen not getting food tickets',
    answers: ['/docs/Utilisateur/Cashless/impression_preparation/'],
    source:
      'event-night: kitchen volunteer, food orders taken at the bar never print in the kitchen',
    reader: 'cashier',
  },
  // event-night: treasurer, setting the amount of change put in the drawer before the bar opens
  {
    query: 'starting drawer cash',
    answers: ['/docs/Utilisateur/Cashless/closures/', '/docs/recipes/several-closures-a-day/'],
    source:
      'event-night: treasurer, setting the amount of change put in the drawer before the bar opens',
    reader: 'treasurer',
  },
  // event-night: member of the public, leftover balance on the cashless card after the festival has ended
  {
    query: 'festival is over and I still have 12 euros on my card, how do I get it back?',
    answers: [
      '/docs/Utilisateur/Cashless/Refund/',
      '/docs/presentation/i_am_an_audience/',
      '/docs/Utilisateur/my_account/',
    ],
    source:
      'event-night: member of the public, leftover balance on the cashless card after the festival has ended',
    reader: 'public',
  },
  // self-hoster: the Docker stack dies with out-of-memory kills on a small VPS during the first start
  {
    query: 'containers killed out of memory',
    answers: ['/docs/install/docker_install/'],
    source:
      'self-hoster: the Docker stack dies with out-of-memory kills on a small VPS during the first start',
    reader: 'self-hoster',
  },
  // event-night: volunteer coordinator, recording when each bar volunteer starts and ends their shift
  {
    query: 'clock volunteer hours',
    answers: ['/docs/Utilisateur/Cashless/badge/'],
    source:
      'event-night: volunteer coordinator, recording when each bar volunteer starts and ends their shift',
    reader: 'organiser',
  },
  // event-night: door volunteer, the venue manager asks how many people are inside right now
  {
    query: 'headcount tonight',
    answers: ['/docs/Utilisateur/Billetterie/ticket-scanning/'],
    source:
      'event-night: door volunteer, the venue manager asks how many people are inside right now',
    reader: 'volunteer',
  },
  // https://github.com/TiBillet/LaBoutik/issues/13
  {
    query: 'one staff member, two primary cards',
    answers: ['/docs/Utilisateur/Cashless/admin_add_primary/'],
    source: 'https://github.com/TiBillet/LaBoutik/issues/13',
    reader: 'venue-admin',
  },
  // https://github.com/TiBillet/Lespass/issues/78
  {
    query: 'resend tickets email',
    answers: ['/docs/Utilisateur/Billetterie/create_a_ticket_manually/'],
    source: 'https://github.com/TiBillet/Lespass/issues/78',
    reader: 'organiser',
  },
  // https://github.com/TiBillet/Lespass/issues/163
  {
    query: 'can we add a welcome message to the email people get when they book?',
    answers: [
      '/docs/Utilisateur/Billetterie/admin_add_new_event/',
      '/docs/Utilisateur/Billetterie/admin_add_new_free_event/',
    ],
    source: 'https://github.com/TiBillet/Lespass/issues/163',
    reader: 'organiser',
  },
  // TiBillet/LaBoutik:administration/templates/recu_adhesion/recu_adhesion_mail.html
  {
    query: 'membership receipt pdf',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source: 'TiBillet/LaBoutik:administration/templates/recu_adhesion/recu_adhesion_mail.html',
    reader: 'treasurer',
  },
  // TiBillet/Lespass:CHANGELOG.md#API v2 — 3 corrections : produit multi-events, double ticket sous-event, idempotence recharge / API v2 — 3 fixes
  {
    query: 'share product across events api',
    answers: ['/docs/api/events/', '/docs/api/products/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#API v2 — 3 corrections : produit multi-events, double ticket sous-event, idempotence recharge / API v2 — 3 fixes',
    reader: 'developer',
  },
  // TiBillet/Fedow:CHANGELOG.md#Remboursement en ligne — clé d'idempotence Stripe (anti double-remboursement) — 2026-05-25
  {
    query:
      'I asked for a refund of my card online, how many days before the money is back on my bank account?',
    answers: ['/docs/Utilisateur/Cashless/Refund/'],
    source:
      "TiBillet/Fedow:CHANGELOG.md#Remboursement en ligne — clé d'idempotence Stripe (anti double-remboursement) — 2026-05-25",
    reader: 'public',
  },
  // TiBillet/Lespass:CHANGELOG.md#Carto (explorer) — 3 correctifs + rafraîchissement auto du cache / Map explorer fixes + auto cache refresh
  {
    query:
      'do I have to run refresh_seo_cache every time we publish an event for it to show on the network map?',
    answers: ['/docs/install/operator_commands/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Carto (explorer) — 3 correctifs + rafraîchissement auto du cache / Map explorer fixes + auto cache refresh',
    reader: 'self-hoster',
  },
  // TiBillet/Lespass:onboard/models.py (verbose_name of the onboarding invitation: 'Onboard invitations', 'Invitation code', 'Expires at')
  {
    query: 'space invitation codes',
    answers: ['/docs/install/operator_commands/'],
    source:
      "TiBillet/Lespass:onboard/models.py (verbose_name of the onboarding invitation: 'Onboard invitations', 'Invitation code', 'Expires at')",
    reader: 'self-hoster',
  },
  // TiBillet/LaBoutik:administration/ticketZ_V4.py (Z ticket cash lines 'Remboursement cashless en espèce', 'Recharge cashless en espèce')
  {
    query: 'drawer short after card refunds',
    answers: ['/docs/Utilisateur/Cashless/Refund/'],
    source:
      "TiBillet/LaBoutik:administration/ticketZ_V4.py (Z ticket cash lines 'Remboursement cashless en espèce', 'Recharge cashless en espèce')",
    reader: 'treasurer',
  },
  // TiBillet/Lespass:comptabilite/templates/comptabilite/views/rapport_temps_reel.html (card title 'Rapport sur période personnalisée')
  {
    query: 'sales totals between two dates',
    answers: ['/docs/Utilisateur/Cashless/closures/', '/docs/recipes/export-sales-per-product/'],
    source:
      "TiBillet/Lespass:comptabilite/templates/comptabilite/views/rapport_temps_reel.html (card title 'Rapport sur période personnalisée')",
    reader: 'treasurer',
  },
  // TiBillet/Lespass:newsletter/collecte.py (price labels 'Gratuit', 'Prix libre, à partir de %(montant)s €' and button 'Réserver')
  {
    query:
      'will the ghost newsletter draft show the ticket price and a booking button for each event?',
    answers: ['/docs/Utilisateur/Billetterie/newsletter/'],
    source:
      "TiBillet/Lespass:newsletter/collecte.py (price labels 'Gratuit', 'Prix libre, à partir de %(montant)s €' and button 'Réserver')",
    reader: 'organiser',
  },
  // TiBillet/Lespass:api_v2/views.py (error 'Amount above the maximum allowed.')
  {
    query: 'wallet refill maximum amount',
    answers: ['/docs/api/wallets/'],
    source: "TiBillet/Lespass:api_v2/views.py (error 'Amount above the maximum allowed.')",
    reader: 'developer',
  },
  // TiBillet/Lespass:Administration/templates/admin/membership/custom_form.html (card title 'Custom form answers')
  {
    query: 'edit member form answers',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source:
      "TiBillet/Lespass:Administration/templates/admin/membership/custom_form.html (card title 'Custom form answers')",
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:AuthBillet/otp_service.py (mail subject '%(code)s – votre code de vérification (%(action)s)', OTP_TTL_SECONDS = 600)
  {
    query: 'verification code expired',
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source:
      "TiBillet/Lespass:AuthBillet/otp_service.py (mail subject '%(code)s – votre code de vérification (%(action)s)', OTP_TTL_SECONDS = 600)",
    reader: 'organiser',
  },
  // TiBillet/Lespass:Administration/importers/ticket_exporter.py (export column 'status' = get_status_display)
  {
    query: 'attendance count after the show',
    answers: ['/docs/Utilisateur/Billetterie/ticket-scanning/'],
    source:
      "TiBillet/Lespass:Administration/importers/ticket_exporter.py (export column 'status' = get_status_display)",
    reader: 'organiser',
  },
  // TiBillet/Lespass:crowds/tasks.py (admin e-mail subject 'Nouvelle participation demandée')
  {
    query: 'approve participation request',
    answers: ['/docs/Utilisateur/Billetterie/moderation/'],
    source:
      "TiBillet/Lespass:crowds/tasks.py (admin e-mail subject 'Nouvelle participation demandée')",
    reader: 'venue-admin',
  },
  // https://github.com/TiBillet/Lespass/issues/114
  {
    query: 'membership expiry reminder',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/'],
    source: 'https://github.com/TiBillet/Lespass/issues/114',
    reader: 'venue-admin',
  },
  // https://github.com/TiBillet/Lespass/issues/40
  {
    query: "a member shows in the memberships list but I can't find her email in user accounts",
    answers: ['/docs/Utilisateur/Billetterie/user_management/'],
    source: 'https://github.com/TiBillet/Lespass/issues/40',
    reader: 'venue-admin',
  },
  // https://github.com/TiBillet/Lespass/issues/429
  {
    query: 'how do I cancel and refund a booking with three tickets from the admin?',
    answers: ['/docs/Utilisateur/Billetterie/create_a_ticket_manually/'],
    source: 'https://github.com/TiBillet/Lespass/issues/429',
    reader: 'venue-admin',
  },
  // https://github.com/TiBillet/Lespass/pull/397
  {
    query: 'memberships without stripe',
    answers: ['/docs/Utilisateur/Billetterie/creating-spaces-without-stripe/'],
    source: 'https://github.com/TiBillet/Lespass/pull/397',
    reader: 'organiser',
  },
];

export const french: FreshQuestion[] = [
  // TiBillet/Fedow:CHANGELOG.md#Fix recharges cassées par stripe 15 + tests de non-régression StripeObject — 2026-06-11
  {
    query: 'recharge en ligne payée solde zéro',
    answers: ['/docs/presentation/i_am_an_audience/'],
    source:
      'TiBillet/Fedow:CHANGELOG.md#Fix recharges cassées par stripe 15 + tests de non-régression StripeObject — 2026-06-11',
    reader: 'public',
  },
  // TiBillet/Fedow:CHANGELOG.md#Dashboard Fedow — projection de la recette de fonte (courbe de survie) — 2026-05-24
  {
    query: 'courbe survie fedow',
    answers: ['/docs/install/operator_commands/'],
    source:
      'TiBillet/Fedow:CHANGELOG.md#Dashboard Fedow — projection de la recette de fonte (courbe de survie) — 2026-05-24',
    reader: 'self-hoster',
  },
  // TiBillet/Lespass:CHANGELOG.md#Carte réseau : events/adresses fraîchement sauvés n'apparaissaient pas / Network map: freshly saved events & addresses didn't show up
  {
    query:
      'mon nouvel evenement napparait pas sur la carte explorer, comment forcer la mise a jour sur mon serveur',
    answers: ['/docs/install/operator_commands/'],
    source:
      "TiBillet/Lespass:CHANGELOG.md#Carte réseau : events/adresses fraîchement sauvés n'apparaissaient pas / Network map: freshly saved events & addresses didn't show up",
    reader: 'self-hoster',
  },
  // TiBillet/Lespass:CHANGELOG.md#Tests : couverture du remboursement Stripe + helper Stripe Checkout multi-moyens / Tests: Stripe refund coverage + multi-method Checkout helper
  {
    query: 'annuler résa gratuite, remboursement ?',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Tests : couverture du remboursement Stripe + helper Stripe Checkout multi-moyens / Tests: Stripe refund coverage + multi-method Checkout helper',
    reader: 'public',
  },
  // TiBillet/Lespass:CHANGELOG.md#Remise au vert des suites de tests (baseline chantier FEDOW_IMPORT) / Test suites back to green (FEDOW_IMPORT baseline)
  {
    query: 'deux soirées même titre même jour',
    answers: [
      '/docs/Utilisateur/Billetterie/admin_add_new_event/',
      '/docs/Utilisateur/Billetterie/admin_ticketing_add_event/',
    ],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Remise au vert des suites de tests (baseline chantier FEDOW_IMPORT) / Test suites back to green (FEDOW_IMPORT baseline)',
    reader: 'organiser',
  },
  // event-night: bénévole au bar, la carte du client ne couvre pas toute la commande et il veut payer le reste en espèces
  {
    query: 'il manque 3 euros sur sa carte, il complete en liquide',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source:
      'event-night: bénévole au bar, la carte du client ne couvre pas toute la commande et il veut payer le reste en espèces',
    reader: 'cashier',
  },
  // auto-hébergeur : veut une sauvegarde nocturne des bases de Lespass, Fedow et LaBoutik avant la saison
  {
    query: 'sauvegarde nocturne base tibillet docker',
    answers: ['/docs/install/docker_install/'],
    source:
      'auto-hébergeur : veut une sauvegarde nocturne des bases de Lespass, Fedow et LaBoutik avant la saison',
    reader: 'self-hoster',
  },
  // développeur d’API : cherche comment obtenir la deuxième page d’une liste renvoyée par l’API
  {
    query: 'pagination api evenements',
    answers: ['/docs/api/intro/'],
    source:
      'développeur d’API : cherche comment obtenir la deuxième page d’une liste renvoyée par l’API',
    reader: 'developer',
  },
  // membre du public : demande la suppression de son compte et de ses données personnelles
  {
    query: 'effacer mes données personnelles tibillet',
    answers: ['/docs/presentation/i_am_an_audience/', '/docs/Utilisateur/my_account/'],
    source:
      'membre du public : demande la suppression de son compte et de ses données personnelles',
    reader: 'public',
  },
  // event-night: bénévole au bar, un client demande un ticket de caisse pour se faire rembourser par son asso
  {
    query: 'ticket caisse client',
    answers: ['/docs/Utilisateur/Cashless/sunmi-printers/'],
    source:
      'event-night: bénévole au bar, un client demande un ticket de caisse pour se faire rembourser par son asso',
    reader: 'cashier',
  },
  // trésorière : le lendemain d’un concert, veut le montant de TVA par taux pour les ventes du bar
  {
    query: 'tva soirée bar',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source:
      'trésorière : le lendemain d’un concert, veut le montant de TVA par taux pour les ventes du bar',
    reader: 'treasurer',
  },
  // trésorière : doit déclarer à la SACEM les billets vendus pour un seul spectacle
  {
    query: 'nombre de billets vendus pour un seul spectacle pour la declaration sacem',
    answers: ['/docs/recipes/export-sales-per-product/'],
    source: 'trésorière : doit déclarer à la SACEM les billets vendus pour un seul spectacle',
    reader: 'treasurer',
  },
  // trésorière : veut savoir combien Stripe retient sur chaque billet vendu en ligne
  {
    query: 'commission stripe billet',
    answers: ['/docs/Utilisateur/Billetterie/stripe/', '/docs/presentation/rates/'],
    source: 'trésorière : veut savoir combien Stripe retient sur chaque billet vendu en ligne',
    reader: 'treasurer',
  },
  // event-night: à l’entrée, une spectatrice a son téléphone déchargé et ne peut pas montrer son QR code
  {
    query: "spectatrice sans telephone, retrouver son billet par son nom a l'entree",
    answers: ['/docs/Utilisateur/Billetterie/scanning-app/'],
    source:
      'event-night: à l’entrée, une spectatrice a son téléphone déchargé et ne peut pas montrer son QR code',
    reader: 'volunteer',
  },
  // développeur d’API : vient de recevoir une clé et veut vérifier qu’elle marche avant d’écrire son intégration
  {
    query: 'tester clé api',
    answers: ['/docs/api/apikey/'],
    source:
      'développeur d’API : vient de recevoir une clé et veut vérifier qu’elle marche avant d’écrire son intégration',
    reader: 'developer',
  },
  // membre du public : veut mettre de l’argent sur sa carte depuis chez lui la veille du festival
  {
    query: 'recharger ma carte avant le festival',
    answers: ['/docs/presentation/i_am_an_audience/'],
    source:
      'membre du public : veut mettre de l’argent sur sa carte depuis chez lui la veille du festival',
    reader: 'public',
  },
  // coordinatrice bénévoles : explique à un nouveau bénévole comment prendre un créneau de bar sur le site
  {
    query: "comment un benevole s'inscrit sur un creneau bar de la soirée",
    answers: ['/docs/Utilisateur/Billetterie/admin_ticketing_add_event/'],
    source:
      'coordinatrice bénévoles : explique à un nouveau bénévole comment prendre un créneau de bar sur le site',
    reader: 'organiser',
  },
  // trésorière : attend l’argent des préventes et se demande quand Stripe le vire sur le compte de l’association
  {
    query: 'stripe virement delai',
    answers: ['/docs/Utilisateur/Billetterie/stripe/'],
    source:
      'trésorière : attend l’argent des préventes et se demande quand Stripe le vire sur le compte de l’association',
    reader: 'treasurer',
  },
  // organisatrice : veut offrir une réduction sur la billetterie en ligne aux bénévoles de l’an dernier
  {
    query: 'code promo benevoles',
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_ticket/'],
    source:
      'organisatrice : veut offrir une réduction sur la billetterie en ligne aux bénévoles de l’an dernier',
    reader: 'organiser',
  },
  // https://github.com/TiBillet/Lespass/issues/81
  {
    query: 'revoir le qr de mon billet',
    answers: ['/docs/Utilisateur/my_account/'],
    source: 'https://github.com/TiBillet/Lespass/issues/81',
    reader: 'public',
  },
  // https://github.com/TiBillet/Lespass/issues/164
  {
    query: 'infos pratiques dans mail billets',
    answers: [
      '/docs/Utilisateur/Billetterie/admin_add_new_event/',
      '/docs/Utilisateur/Billetterie/admin_add_new_free_event/',
    ],
    source: 'https://github.com/TiBillet/Lespass/issues/164',
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/membership/pending_manual_validation.html
  {
    query:
      "ma demande d'adhesion est en attente de validation et j'ai toujours pas le lien pour payer",
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source:
      'TiBillet/Lespass:BaseBillet/templates/reunion/views/membership/pending_manual_validation.html',
    reader: 'member',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/membership/payment_already_pending.html
  {
    query: 'paiement en cours de traitement adhésion',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source:
      'TiBillet/Lespass:BaseBillet/templates/reunion/views/membership/payment_already_pending.html',
    reader: 'member',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/qrcode_scan_pay/generator.html
  {
    query: 'paiement qr stand',
    answers: [
      '/docs/presentation/uses/',
      '/docs/Utilisateur/Billetterie/Add_administrator_member/',
    ],
    source: 'TiBillet/Lespass:BaseBillet/templates/reunion/views/qrcode_scan_pay/generator.html',
    reader: 'public',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/qrcode_scan_pay/payment_confirmation.html
  {
    query: "payé en scannant le qr du stand, voir ce qu'il me reste",
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      'TiBillet/Lespass:BaseBillet/templates/reunion/views/qrcode_scan_pay/payment_confirmation.html',
    reader: 'public',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/event/wizard/public_done.html
  {
    query: 'evenement proposé par un habitant, valider',
    answers: ['/docs/Utilisateur/Billetterie/moderation/'],
    source: 'TiBillet/Lespass:BaseBillet/templates/reunion/views/event/wizard/public_done.html',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/membership/free_confirmed.html
  {
    query: 'adhésion gratuite ok mais impossible de réserver un atelier',
    answers: ['/docs/Utilisateur/my_account/'],
    source: 'TiBillet/Lespass:BaseBillet/templates/reunion/views/membership/free_confirmed.html',
    reader: 'member',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/event/wizard/_instance_trouvee.html
  {
    query:
      "on a deja un espace tibillet, faire apparaitre notre evenement dans l'agenda d'un autre lieu",
    answers: ['/docs/Utilisateur/Federation/create_or_join/'],
    source:
      'TiBillet/Lespass:BaseBillet/templates/reunion/views/event/wizard/_instance_trouvee.html',
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:htmxview/templates/kiosk/waiting_credit_card_terminal.html
  {
    query: 'borne recharge cb',
    answers: ['/docs/Utilisateur/Cashless/admin_space/'],
    source: 'TiBillet/LaBoutik:htmxview/templates/kiosk/waiting_credit_card_terminal.html',
    reader: 'technician',
  },
];
