import type {FreshQuestion} from './fresh-queries-3';

/**
 * An eleventh fresh batch of readers' questions (2026-11-29), written the
 * way the tenth was (fresh-queries-10.ts): writers who never ran the search,
 * each query from a source no earlier question, task, held-out question or
 * page's `asked_in` had used, the tenth batch's included. Two writers in
 * English split the sources (one the Lespass and Fedow code, one LaBoutik's
 * code, unused threads and event-night situations); one wrote in French.
 * Committed before the search or the pages were changed for it; the
 * held-out set is never read.
 */

export const english: FreshQuestion[] = [
  // ${lespass}:BaseBillet/templates/reunion/partials/account/card_table.html (message 'Please confirm your email to declare a lost card.')
  {
    query:
      'i want to report my card as lost but the site keeps telling me to confirm my email first',
    answers: ['/docs/presentation/i_am_an_audience/', '/docs/recipes/replace-a-lost-card/'],
    source: '${lespass}:BaseBillet/templates/reunion/partials/account/card_table.html',
    reader: 'member',
  },
  // ${lespass}:BaseBillet/templates/reunion/views/qrcode_scan_pay/payment_error.html (page 'Payment Error' / 'Try Again')
  {
    query: 'qr code payment eror should i try again',
    answers: ['/docs/Utilisateur/Cashless/qr_payment/'],
    source: '${lespass}:BaseBillet/templates/reunion/views/qrcode_scan_pay/payment_error.html',
    reader: 'member',
  },
  // ${lespass}:onboard/tasks.py (mail subject '%(code)s – your TiBillet verification code')
  {
    query: 'no verification code',
    answers: [
      '/docs/Utilisateur/Billetterie/creation_of_the_collective_space/',
      '/docs/presentation/i_am_a_collective/',
    ],
    source: '${lespass}:onboard/tasks.py',
    reader: 'organiser',
  },
  // ${lespass}:BaseBillet/templates/reunion/partials/account/badge_switch.html (button 'Punch out')
  {
    query: 'I forgot to scan out at the end of my volunteer shift, will my hours still count?',
    answers: ['/docs/Utilisateur/Cashless/badge/'],
    source: '${lespass}:BaseBillet/templates/reunion/partials/account/badge_switch.html',
    reader: 'member',
  },
  // ${lespass}:comptabilite/management/commands/verify_clotures.py
  {
    query: 'closure tamper check',
    answers: ['/docs/Utilisateur/Cashless/closures/', '/docs/install/operator_commands/'],
    source: '${lespass}:comptabilite/management/commands/verify_clotures.py',
    reader: 'treasurer',
  },
  // ${lespass}:onboard/management/commands/create_empty_tenant.py
  {
    query:
      'new organisations go through the sign up wizard on my server but their site is never created',
    answers: ['/docs/install/operator_commands/'],
    source: '${lespass}:onboard/management/commands/create_empty_tenant.py',
    reader: 'self-hoster',
  },
  // ${lespass}:Administration/management/commands/export_tenants_addresses.py
  {
    query: 'export venue addresses',
    answers: ['/docs/install/operator_commands/'],
    source: '${lespass}:Administration/management/commands/export_tenants_addresses.py',
    reader: 'self-hoster',
  },
  // ${lespass}:Administration/management/commands/backfill_membership_payment_pending.py
  {
    query: 'a member paying the yearly fee by bank direct debit got taken twice, what do i do',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source: '${lespass}:Administration/management/commands/backfill_membership_payment_pending.py',
    reader: 'treasurer',
  },
  // ${fedow}:fedow_core/management/commands/generate_fernet.py
  {
    query: 'generate fernet key',
    answers: ['/docs/install/docker_install/', '/docs/install/operator_commands/'],
    source: '${fedow}:fedow_core/management/commands/generate_fernet.py',
    reader: 'self-hoster',
  },
  // ${fedow}:fedow_core/management/commands/install.py (error 'STRIPE_KEY nor STRIPE_KEY_TEST')
  {
    query: 'fedow container exits stripe key missing',
    answers: ['/docs/install/docker_install/'],
    source: '${fedow}:fedow_core/management/commands/install.py',
    reader: 'self-hoster',
  },
  // ${lespass}:Administration/templates/admin/membership/partials/admin_accept_success.html (message 'The member will receive the payment link by email.')
  {
    query: "after I approve someone's membership application, how do they pay for it?",
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source:
      '${lespass}:Administration/templates/admin/membership/partials/admin_accept_success.html',
    reader: 'venue-admin',
  },
  // ${lespass}:Administration/templates/admin/membership/partials/ajouter_paiement_success.html (message 'Payment recorded successfully. An accounting line was created in Sales')
  {
    query: 'mark membership paid when cheque arrives',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source:
      '${lespass}:Administration/templates/admin/membership/partials/ajouter_paiement_success.html',
    reader: 'treasurer',
  },
  // ${lespass}:seo/templates/seo/evenements.html (page 'Upcoming events' of the whole server)
  {
    query: 'events near me',
    answers: ['/docs/Utilisateur/Federation/network_map/'],
    source: '${lespass}:seo/templates/seo/evenements.html',
    reader: 'public',
  },
  // ${lespass}:api_v2/serializers.py (error 'superEvent: Ce champ est requis quand la catégorie est ACTION.')
  {
    query: 'how do I create a volunteer shift that belongs to a festival event with the api',
    answers: ['/docs/api/events/'],
    source: '${lespass}:api_v2/serializers.py (error superEvent required for category ACTION)',
    reader: 'developer',
  },
  // ${lespass}:api_v2/serializers.py (error 'membershipRequiredProduct: Product must be a membership.')
  {
    query: 'members only price api',
    answers: ['/docs/api/products/'],
    source:
      '${lespass}:api_v2/serializers.py (error membershipRequiredProduct: Product must be a membership)',
    reader: 'developer',
  },
  // ${lespass}:api_v2/serializers.py (error 'formFields: Unknown fieldType')
  {
    query: 'add custom questions to the booking form through the api',
    answers: ['/docs/api/products/'],
    source: '${lespass}:api_v2/serializers.py (error formFields: Unknown fieldType)',
    reader: 'developer',
  },
  // ${lespass}:onboard/templates/onboard/steps/06_launch.html (next step 'Activate Stripe Connect in your admin to sell tickets and memberships online')
  {
    query:
      'our site is set up, what do we have to do before we can charge money for tickets online?',
    answers: ['/docs/Utilisateur/Billetterie/stripe/'],
    source: '${lespass}:onboard/templates/onboard/steps/06_launch.html',
    reader: 'organiser',
  },
  // ${lespass}:BaseBillet/templates/reunion/views/membership/404.html (page 'The product you're looking for has disappeared!')
  {
    query:
      'the join link we shared on instagram now shows an oops page saying the product disappeared',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/'],
    source: '${lespass}:BaseBillet/templates/reunion/views/membership/404.html',
    reader: 'venue-admin',
  },
  // ${lespass}:comptabilite/excel_export.py
  {
    query: 'monthly report excel',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source: '${lespass}:comptabilite/excel_export.py',
    reader: 'treasurer',
  },
  // ${lespass}:ApiBillet/templates/ticket/ticket_V2.html
  {
    query: 'ticket pdf endpoint',
    answers: ['/docs/api/reservations/'],
    source: '${lespass}:ApiBillet/templates/ticket/ticket_V2.html',
    reader: 'developer',
  },
  // ${lespass}:crowds/templates/crowds/email/participation_requested_admin.html
  {
    query:
      'someone offered to do a job on our fundraising project and asked to be paid for it, where do I accept that',
    answers: ['/docs/Utilisateur/Billetterie/moderation/'],
    source: '${lespass}:crowds/templates/crowds/email/participation_requested_admin.html',
    reader: 'organiser',
  },
  // ${lespass}:Administration/admin_tenant.py (messages 'Invitation acceptée.' / 'Aucune invitation en attente pour ce lieu.')
  {
    query: "take the festival next door's tokens at our bar",
    answers: [
      '/docs/Utilisateur/Federation/create_or_join/',
      '/docs/Utilisateur/Federation/how_federations_work/',
    ],
    source: '${lespass}:Administration/admin_tenant.py (message Invitation acceptée.)',
    reader: 'partner-venue',
  },
  // ${lespass}:Administration/admin_tenant.py (message 'Synchronization complete: {} tags created, {} tags updated.')
  {
    query: 'sync tags with partner venues',
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_event/'],
    source:
      '${lespass}:Administration/admin_tenant.py (message Synchronization complete: tags created, tags updated)',
    reader: 'partner-venue',
  },
  // ${lespass}:Administration/admin_tenant.py (message '%(count)d ticket(s) unscanned successfully.')
  {
    query: 'undo ticket scan',
    answers: ['/docs/Utilisateur/Billetterie/ticket-scanning/'],
    source:
      '${lespass}:Administration/admin_tenant.py (message %(count)d ticket(s) unscanned successfully.)',
    reader: 'venue-admin',
  },
  // ${lespass}:Administration/admin_tenant.py (message 'Tickets sent to {email}')
  {
    query: 'customer never got his tickets email resend',
    answers: ['/docs/Utilisateur/Billetterie/create_a_ticket_manually/'],
    source: '${lespass}:Administration/admin_tenant.py (message Tickets sent to <email>)',
    reader: 'venue-admin',
  },
  // ${lespass}:Administration/admin_tenant.py (error 'A credit note can only be issued for a confirmed or paid entry.')
  {
    query: 'cancel a wrong sale line in the accounts',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source:
      '${lespass}:Administration/admin_tenant.py (error A credit note can only be issued for a confirmed or paid entry.)',
    reader: 'treasurer',
  },
  // event-night: festival-goer at the door, phone battery dead, e-ticket only on the phone
  {
    query: 'my phone is dead and the ticket was on it, can i still get into the concert',
    answers: ['/docs/Utilisateur/Billetterie/ticket-scanning/'],
    source:
      'event-night: festival-goer at the door, phone battery dead, e-ticket only on the phone',
    reader: 'public',
  },
  // event-night: bar manager of a partner venue, a customer topped up their card at another festival
  {
    query:
      'a customer put money on their card at another festival, can they spend it at our bar tonight?',
    answers: ['/docs/Utilisateur/Federation/how_federations_work/'],
    source:
      'event-night: bar manager of a partner venue, a customer topped up their card at another festival',
    reader: 'partner-venue',
  },
  // event-night: organiser, show sold out online but room left in the hall, queue at the door
  {
    query: 'sold out online but still room, add more places',
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_event/'],
    source:
      'event-night: organiser, show sold out online but room left in the hall, queue at the door',
    reader: 'organiser',
  },
  // event-night: developer of a venue's own door app, must check tickets against the server during the night
  {
    query: 'validate ticket qr code from our own door app',
    answers: ['/docs/api/scan-ticket/'],
    source:
      "event-night: developer of a venue's own door app, must check tickets against the server during the night",
    reader: 'developer',
  },
  // https://github.com/TiBillet/LaBoutik/issues/43
  {
    query:
      'can i see the persons name and whether their membership is still valid when i scan their card at the bar',
    answers: [
      '/docs/Utilisateur/Cashless/admin_add_article/',
      '/docs/recipes/membership-and-top-up-at-the-till/',
    ],
    source: 'https://github.com/TiBillet/LaBoutik/issues/43',
    reader: 'cashier',
  },
  // https://github.com/TiBillet/LaBoutik/issues/58
  {
    query:
      'where do I see how much we gave away for free tonight (offered drinks, gift credit) in the closing report',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source: 'https://github.com/TiBillet/LaBoutik/issues/58',
    reader: 'treasurer',
  },
  // https://github.com/TiBillet/Lespass/issues/359
  {
    query:
      'someone filled in the membership form online but then paid me in cash at the desk, how do I mark it as paid',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source: 'https://github.com/TiBillet/Lespass/issues/359',
    reader: 'venue-admin',
  },
  // https://github.com/TiBillet/Lespass/issues/46
  {
    query: 'do I have to join the association first before I can book the members only night',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/Mandatory_membership/'],
    source: 'https://github.com/TiBillet/Lespass/issues/46',
    reader: 'public',
  },
  // https://github.com/TiBillet/LaBoutik/issues/111
  {
    query: 'print receipt for membership at desk',
    answers: ['/docs/Utilisateur/Cashless/sunmi-printers/'],
    source: 'https://github.com/TiBillet/LaBoutik/issues/111',
    reader: 'cashier',
  },
  // https://github.com/TiBillet/Lespass/issues/55
  {
    query: 'logo missing emails',
    answers: ['/docs/Utilisateur/Billetterie/image_mechanism/'],
    source: 'https://github.com/TiBillet/Lespass/issues/55',
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:webview/static/webview/js/menuPlugins/cashDrawer/index.js (cash drawer menu item, not enabled)
  {
    query: 'open cash drawer',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source: 'TiBillet/LaBoutik:webview/static/webview/js/menuPlugins/cashDrawer/index.js',
    reader: 'cashier',
  },
  // TiBillet/LaBoutik:administration/templates/rapports/rapport_complet.html ('Monnaie dormante', 'Reste sur toutes cartes')
  {
    query: 'money left on cards after festival',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source: 'TiBillet/LaBoutik:administration/templates/rapports/rapport_complet.html',
    reader: 'treasurer',
  },
  // TiBillet/LaBoutik:htmxview/templates/appsettings/infos.html (Server, User, LaBoutik Ip, LaBoutik version)
  {
    query: 'laboutik app version',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source: 'TiBillet/LaBoutik:htmxview/templates/appsettings/infos.html',
    reader: 'technician',
  },
  // TiBillet/LaBoutik:htmxview/templates/sales/articles_list.html ('Articles vendus' on the till)
  {
    query: 'items sold tonight on tablet',
    answers: ['/docs/Utilisateur/Cashless/ventilation/'],
    source: 'TiBillet/LaBoutik:htmxview/templates/sales/articles_list.html',
    reader: 'volunteer',
  },
  // TiBillet/LaBoutik:webview/static/webview/js/restaurant.js (error 'Valeur supérieure à l'addition !')
  {
    query: 'split bill table',
    answers: ['/docs/Utilisateur/Cashless/order/'],
    source: 'TiBillet/LaBoutik:webview/static/webview/js/restaurant.js',
    reader: 'cashier',
  },
  // TiBillet/LaBoutik:administration/templates/dashboard/TempsReel.html (link 'Rapport badgeuses')
  {
    query: 'volunteer hours report',
    answers: ['/docs/Utilisateur/Cashless/badge/'],
    source: 'TiBillet/LaBoutik:administration/templates/dashboard/TempsReel.html',
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:htmxview/templates/tpe/create.html (Terminal de Paiement: Annuler / Valider / Réessayer)
  {
    query: 'self service bank card top up',
    answers: ['/docs/Utilisateur/Cashless/admin_space/'],
    source: 'TiBillet/LaBoutik:htmxview/templates/tpe/create.html',
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:fedow_connect/views.py (handshake, log 'erreur handkshake')
  {
    query: 'laboutik log ping without succes',
    answers: ['/docs/install/docker_install/'],
    source: 'TiBillet/LaBoutik:fedow_connect/views.py',
    reader: 'self-hoster',
  },
  // TiBillet/LaBoutik:administration/templates/mails_transactionnels/email_activation.html
  {
    query: 'I never got the email to activate my login for the bar till admin, what now',
    answers: ['/docs/Utilisateur/Cashless/admin_space/'],
    source:
      'TiBillet/LaBoutik:administration/templates/mails_transactionnels/email_activation.html',
    reader: 'treasurer',
  },
  // TiBillet/LaBoutik:administration/management/commands/check_permissions.py (groups staff / acceuil)
  {
    query: 'treasurer read-only access',
    answers: ['/docs/Utilisateur/Cashless/admin_space/'],
    source: 'TiBillet/LaBoutik:administration/management/commands/check_permissions.py',
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:epsonprinter/README_SUNMI_PRINTER.md (Sunmi Cloud NT311)
  {
    query: 'kitchen cloud printer',
    answers: ['/docs/Utilisateur/Cashless/sunmi-printers/'],
    source: 'TiBillet/LaBoutik:epsonprinter/README_SUNMI_PRINTER.md',
    reader: 'technician',
  },
  // TiBillet/LaBoutik:webview/static/webview/js/menuPlugins/settings/index.js (settings screen, /htmx/appsettings/)
  {
    query: 'till still shows old price',
    answers: [
      '/docs/Utilisateur/Cashless/android/',
      '/docs/Utilisateur/Cashless/admin_add_article/',
    ],
    source: 'TiBillet/LaBoutik:webview/static/webview/js/menuPlugins/settings/index.js',
    reader: 'cashier',
  },
  // TiBillet/LaBoutik:webview/static/webview/js/accueil.js ('Ce n'est pas une carte primaire.')
  {
    query: 'my staff card opens nothing, the screen just says its not a primary card and waits',
    answers: ['/docs/Utilisateur/Cashless/admin_add_primary/'],
    source: 'TiBillet/LaBoutik:webview/static/webview/js/accueil.js',
    reader: 'volunteer',
  },
  // TiBillet/LaBoutik:webview/static/webview/js/login_hardware.js (blue screen, cashlessNewPair)
  {
    query: 'tablet screen blue pair again',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source: 'TiBillet/LaBoutik:webview/static/webview/js/login_hardware.js',
    reader: 'technician',
  },
  // TiBillet/LaBoutik:administration/templates/rapports/ticketZ_simple.html ('Fond de caisse espèce', 'TOTAL CAISSE')
  {
    query:
      'which figure on the end of night report should match the cash I counted in the drawer, float included',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source: 'TiBillet/LaBoutik:administration/templates/rapports/ticketZ_simple.html',
    reader: 'treasurer',
  },
  // TiBillet/LaBoutik:Cashless/urls.py (adminstaff/ path)
  {
    query: 'laboutik admin adress',
    answers: ['/docs/Utilisateur/Cashless/admin_space/'],
    source: 'TiBillet/LaBoutik:Cashless/urls.py',
    reader: 'self-hoster',
  },
  // TiBillet/LaBoutik:administration/management/commands/relaunch_cloture_caisse.py (recalculate closings)
  {
    query:
      'I fixed some wrong payment methods from last saturday, how do I get that closing report to show the new totals',
    answers: ['/docs/Utilisateur/Cashless/ventilation/'],
    source: 'TiBillet/LaBoutik:administration/management/commands/relaunch_cloture_caisse.py',
    reader: 'treasurer',
  },
  // TiBillet/LaBoutik:webview/static/webview/js/modules/mobileDevice.js (bluetooth printer / drawer on Sunmi)
  {
    query: 'sunmi bluetooth printing',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source: 'TiBillet/LaBoutik:webview/static/webview/js/modules/mobileDevice.js',
    reader: 'technician',
  },
  // event-night: door volunteer, the phone checking tickets loses all signal at the entrance
  {
    query: 'no signal at entrance scanning',
    answers: ['/docs/Utilisateur/Billetterie/ticket-scanning/'],
    source:
      'event-night: door volunteer, the phone checking tickets loses all signal at the entrance',
    reader: 'volunteer',
  },
  // event-night: festival-goer leaving on the last night with money still on the card
  {
    query: 'the festival is over and i still have 12 euros on my card, can i get it back',
    answers: ['/docs/Utilisateur/my_account/', '/docs/Utilisateur/Cashless/Refund/'],
    source: 'event-night: festival-goer, leaving on the last night with money still on their card',
    reader: 'public',
  },
  // event-night: technician, the kitchen printer stops printing orders during dinner service
  {
    query:
      'the kitchen printer stopped printing the orders in the middle of service, what should I check first',
    answers: ['/docs/Utilisateur/Cashless/impression_preparation/'],
    source:
      'event-night: technician, the kitchen printer stops printing orders in the middle of dinner service',
    reader: 'technician',
  },
  // event-night: bar cashier taps the same round twice on a customer's card
  {
    query: 'customer charged twice',
    answers: ['/docs/Utilisateur/Cashless/ventilation/'],
    source: "event-night: bar cashier, the same round was validated twice on a customer's card",
    reader: 'cashier',
  },
  // event-night: bar manager, a volunteer lost the card that opens the bar till on festival night
  {
    query:
      'a volunteer lost the card that opens the bar till during the festival, how do I block it so nobody else can use it',
    answers: ['/docs/Utilisateur/Cashless/admin_add_primary/'],
    source:
      'event-night: bar manager, a volunteer lost the card that opens the bar till on festival night',
    reader: 'venue-admin',
  },
  // event-night: bar cashier, the bank card terminal dies mid-evening
  {
    query: 'card machine died stop card payments',
    answers: ['/docs/Utilisateur/Cashless/admin_add_pos/'],
    source:
      'event-night: bar cashier, the bank card terminal runs flat halfway through the evening',
    reader: 'cashier',
  },
];

export const french: FreshQuestion[] = [
  // TiBillet/Lespass:comptabilite/management/commands/generer_cloture.py
  {
    query:
      "le serveur etait eteint cette nuit et il manque la cloture compta d'hier dans lespass, comment la refaire",
    answers: ['/docs/install/operator_commands/', '/docs/Utilisateur/Cashless/closures/'],
    source: 'TiBillet/Lespass:comptabilite/management/commands/generer_cloture.py',
    reader: 'self-hoster',
  },
  // TiBillet/Lespass:comptabilite/management/commands/verify_clotures.py
  {
    query: 'ventes clôturées modifiées après coup ?',
    answers: ['/docs/install/operator_commands/'],
    source: 'TiBillet/Lespass:comptabilite/management/commands/verify_clotures.py',
    reader: 'treasurer',
  },
  // TiBillet/Lespass:onboard/management/commands/create_empty_tenant.py
  {
    query: 'création espace échoue',
    answers: ['/docs/install/operator_commands/'],
    source: 'TiBillet/Lespass:onboard/management/commands/create_empty_tenant.py',
    reader: 'self-hoster',
  },
  // TiBillet/Fedow:fedow_dashboard/templates/asset/asset_transactions.html
  {
    query:
      'sur le tableau de bord fedow de notre monnaie le bilan est marqué indisponible, il faut lancer une commande ?',
    answers: ['/docs/install/operator_commands/'],
    source: 'TiBillet/Fedow:fedow_dashboard/templates/asset/asset_transactions.html',
    reader: 'partner-venue',
  },
  // TiBillet/Fedow:fedow_core/management/commands/generate_fernet.py
  {
    query: 'générer clé fernet',
    answers: ['/docs/install/docker_install/', '/docs/install/operator_commands/'],
    source: 'TiBillet/Fedow:fedow_core/management/commands/generate_fernet.py',
    reader: 'self-hoster',
  },
  // TiBillet/Lespass:Administration/management/commands/migrate_custom_form_keys.py
  {
    query:
      "apres la mise a jour les reponses aux questions de reservation s'affichent avec des noms de champs bizarres au lieu des intitulés",
    answers: ['/docs/install/operator_commands/'],
    source: 'TiBillet/Lespass:Administration/management/commands/migrate_custom_form_keys.py',
    reader: 'self-hoster',
  },
  // TiBillet/Lespass:onboard/templates/onboard/steps/03_venue.html
  {
    query: "choisir l'adresse internet de notre espace",
    answers: [
      '/docs/Utilisateur/Billetterie/creation_of_the_collective_space/',
      '/docs/presentation/i_am_a_collective/',
    ],
    source: 'TiBillet/Lespass:onboard/templates/onboard/steps/03_venue.html',
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/forms/login.html
  {
    query: 'mdp oublié',
    answers: ['/docs/Utilisateur/my_account/', '/docs/presentation/i_am_an_audience/'],
    source: 'TiBillet/Lespass:BaseBillet/templates/reunion/forms/login.html',
    reader: 'public',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/register.html
  {
    query: "pourquoi on m'oblige a mettre nom et prenom pour enregistrer ma nouvelle carte",
    answers: ['/docs/Utilisateur/my_account/'],
    source: 'TiBillet/Lespass:BaseBillet/templates/reunion/views/register.html',
    reader: 'member',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/qrcode_scan_pay/scanner.html
  {
    query: "quand je veux payer au stand avec le qr code la camera de mon telephone s'ouvre pas",
    answers: ['/docs/Utilisateur/Cashless/qr_payment/'],
    source: 'TiBillet/Lespass:BaseBillet/templates/reunion/views/qrcode_scan_pay/scanner.html',
    reader: 'public',
  },
  // TiBillet/Lespass:ApiBillet/templates/ticket/ticket.html
  {
    query: 'repas imprimé sur billet pdf',
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_ticket/'],
    source: 'TiBillet/Lespass:ApiBillet/templates/ticket/ticket.html',
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/account/card.html
  {
    query: 'signaler carte perdue',
    answers: ['/docs/Utilisateur/my_account/', '/docs/recipes/replace-a-lost-card/'],
    source: 'TiBillet/Lespass:BaseBillet/templates/reunion/views/account/card.html',
    reader: 'member',
  },
  // TiBillet/Lespass:Administration/templates/admin/membership/partials/custom_form_edit.html
  {
    query: "corriger réponses questionnaire d'un adhérent",
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source:
      'TiBillet/Lespass:Administration/templates/admin/membership/partials/custom_form_edit.html',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:Administration/templates/admin/membership/partials/admin_accept_success.html
  {
    query: 'adhesion validée, comment il paie ?',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source:
      'TiBillet/Lespass:Administration/templates/admin/membership/partials/admin_accept_success.html',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/event/wizard/_form_carte.html
  {
    query:
      'je propose une soirée sur le site du lieu mais le point sur la carte est pas au bon endroit',
    answers: ['/docs/Utilisateur/Billetterie/propose_an_event/'],
    source: 'TiBillet/Lespass:BaseBillet/templates/reunion/views/event/wizard/_form_carte.html',
    reader: 'public',
  },
  // TiBillet/Lespass:onboard/templates/onboard/emails/otp_code.html
  {
    query: 'code verification pas recu',
    answers: [
      '/docs/Utilisateur/Billetterie/creation_of_the_collective_space/',
      '/docs/presentation/i_am_a_collective/',
    ],
    source: 'TiBillet/Lespass:onboard/templates/onboard/emails/otp_code.html',
    reader: 'organiser',
  },
  // TiBillet/Lespass:onboard/templates/onboard/steps/05_events.html
  {
    query:
      "les concerts que j'ai ajoutés pendant l'inscription de l'asso n'apparaissent nulle part sur notre site",
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source: 'TiBillet/Lespass:onboard/templates/onboard/steps/05_events.html',
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/membership/404.html
  {
    query:
      "un adhérent clique sur le lien d'adhésion de l'an dernier et tombe sur une page qui dit que le produit a disparu",
    answers: ['/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/'],
    source: 'TiBillet/Lespass:BaseBillet/templates/reunion/views/membership/404.html',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/qrcode_scan_pay/email/payment_success_user.html
  {
    query: 'reçu paiement qr',
    answers: ['/docs/Utilisateur/Cashless/qr_payment/'],
    source:
      'TiBillet/Lespass:BaseBillet/templates/reunion/views/qrcode_scan_pay/email/payment_success_user.html',
    reader: 'public',
  },
  // TiBillet/Lespass:Administration/templates/admin/service.html
  {
    query: 'aide payante démarrage',
    answers: ['/docs/presentation/rates/'],
    source: 'TiBillet/Lespass:Administration/templates/admin/service.html',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:BaseBillet/templates/faire_festival/views/infos_pratiques.html
  {
    query:
      'on a choisi le theme jaune et bleu et maintenant notre site annonce un festival a toulouse',
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source: 'TiBillet/Lespass:BaseBillet/templates/faire_festival/views/infos_pratiques.html',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:crowds/templates/crowds/partial/contributions.html
  {
    query: 'don cagnotte asso',
    answers: ['/docs/presentation/i_am_an_audience/'],
    source: 'TiBillet/Lespass:crowds/templates/crowds/partial/contributions.html',
    reader: 'public',
  },
  // TiBillet/Lespass:Administration/management/commands/demo_data_v2.py
  {
    query: 'données démo local',
    answers: ['/docs/contribute/development/'],
    source: 'TiBillet/Lespass:Administration/management/commands/demo_data_v2.py',
    reader: 'developer',
  },
  // event-night: bar manager, a cocktail created in the admin mid-evening does not show on the bar tablet
  {
    query:
      "j'ai créé un nouveau cocktail dans l'admin pendant la soirée mais il apparait pas sur la tablette du bar",
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source:
      'event-night: responsable de bar, un cocktail créé dans l’admin en pleine soirée n’apparaît pas sur la tablette du bar',
    reader: 'venue-admin',
  },
  // event-night: bar manager, the band wants to sell its T-shirts at a merch table with the cashless cards
  {
    query:
      'le groupe veut vendre ses tshirts a la table merch avec les cartes cashless, faut une caisse a part ?',
    answers: ['/docs/Utilisateur/Cashless/admin_add_pos/'],
    source:
      'event-night: responsable de bar, le groupe veut vendre ses t-shirts à une table merch payée avec les cartes cashless',
    reader: 'venue-admin',
  },
  // event-night: volunteer coordinator, wants the total of drinks offered to volunteers tonight
  {
    query: 'boissons offertes bénévoles',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source:
      'event-night: coordinatrice bénévoles, veut savoir combien de boissons ont été offertes aux bénévoles ce soir',
    reader: 'volunteer',
  },
  // event-night: kitchen volunteer, a customer is allergic and the kitchen must see it on the order
  {
    query: 'noter une allergie sur la commande',
    answers: [
      '/docs/Utilisateur/Cashless/order/',
      '/docs/Utilisateur/Cashless/impression_preparation/',
    ],
    source:
      'event-night: bénévole en cuisine, un client allergique, la cuisine doit le voir sur la commande',
    reader: 'volunteer',
  },
  // event-night: technician, the till says the test print was sent but the printer stays silent
  {
    query: 'test impression, rien ne sort',
    answers: ['/docs/Utilisateur/Cashless/sunmi-printers/'],
    source:
      'event-night: technicien, la caisse annonce le test d’impression envoyé mais l’imprimante ne sort rien',
    reader: 'technician',
  },
  // event-night: bar volunteer, a customer who just loaded 20 € on their card wants a receipt for it
  {
    query: 'ticket recharge carte',
    answers: ['/docs/Utilisateur/Cashless/sunmi-printers/'],
    source:
      'event-night: bénévole au bar, un client vient de charger 20 € sur sa carte et veut un ticket de cette recharge',
    reader: 'cashier',
  },
  // event-night: organiser, tonight is sold out and a second identical date is added for tomorrow
  {
    query: 'refaire la même date demain',
    answers: ['/docs/Utilisateur/Billetterie/admin_duplicate_event/'],
    source:
      'event-night: organisatrice, la soirée affiche complet et on ajoute une deuxième date identique le lendemain',
    reader: 'organiser',
  },
];
