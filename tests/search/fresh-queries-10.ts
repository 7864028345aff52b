import type {FreshQuestion} from './fresh-queries-3';

/**
 * A tenth fresh batch of readers' questions (2026-11-29), written the way
 * the ninth was (fresh-queries-9.ts): writers who never ran the search,
 * each query from a source no earlier question, task, held-out question or
 * page's `asked_in` had used, the ninth batch's included. Two writers in
 * English split the sources (one the Lespass and Fedow code, one LaBoutik's
 * code, unused threads and event-night situations), so English has 60
 * questions and French 30. Committed before the search or the pages were
 * changed for it; the held-out set is never read.
 */

export const english: FreshQuestion[] = [
  // TiBillet/Lespass:BaseBillet/views.py (refund_online: message 'A refund has been made to the provided account. Thank you!')
  {
    query: 'refund online topup',
    answers: ['/docs/Utilisateur/my_account/', '/docs/Utilisateur/Cashless/Refund/'],
    source:
      "TiBillet/Lespass:BaseBillet/views.py (refund_online: message 'A refund has been made to the provided account. Thank you!')",
    reader: 'member',
  },
  // TiBillet/Lespass:BaseBillet/views.py (error 'Please validate your email to access all the features of your profile area.')
  {
    query: 'confirm email before using account',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      "TiBillet/Lespass:BaseBillet/views.py (error 'Please validate your email to access all the features of your profile area.')",
    reader: 'member',
  },
  // TiBillet/Lespass:BaseBillet/views.py (admin_lost_my_card: message 'Your wallet has been detached from this card. You can scan a new one to link it again.')
  {
    query:
      'A member lost their card, how do I unlink it from their account in the back office so nobody else can use it?',
    answers: ['/docs/recipes/replace-a-lost-card/'],
    source:
      "TiBillet/Lespass:BaseBillet/views.py (admin_lost_my_card: message 'Your wallet has been detached from this card. You can scan a new one to link it again.')",
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:BaseBillet/views.py (lost card from the account: error 'Error when detaching your card. Contact an administrator.')
  {
    query: 'error reporting card lost',
    answers: ['/docs/Utilisateur/my_account/', '/docs/recipes/replace-a-lost-card/'],
    source:
      "TiBillet/Lespass:BaseBillet/views.py (lost card from the account: error 'Error when detaching your card. Contact an administrator.')",
    reader: 'member',
  },
  // TiBillet/Lespass:BaseBillet/models.py (help text 'Valid membership period for each payment')
  {
    query: 'membership length',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/'],
    source:
      "TiBillet/Lespass:BaseBillet/models.py (help text 'Valid membership period for each payment')",
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:BaseBillet/models.py (help texts 'Show only these tags.' / 'Exclude those tags.')
  {
    query:
      "We only want the partner venue's concerts in our agenda, not all their workshops and meetings. Can we filter what comes in?",
    answers: ['/docs/Utilisateur/Federation/create_or_join/'],
    source:
      "TiBillet/Lespass:BaseBillet/models.py (help texts 'Show only these tags.' / 'Exclude those tags.')",
    reader: 'partner-venue',
  },
  // TiBillet/Lespass:BaseBillet/views.py (stripe_return: warning 'Your payment is awaiting validation.')
  {
    query:
      'I paid by direct debit from my bank and the site says my payment is still waiting, do I have to pay again?',
    answers: ['/docs/Utilisateur/Billetterie/stripe/'],
    source:
      "TiBillet/Lespass:BaseBillet/views.py (stripe_return: warning 'Your payment is awaiting validation.')",
    reader: 'public',
  },
  // TiBillet/Lespass:BaseBillet/views.py (cancel_ticket: message 'Your ticket has been cancelled.')
  {
    query: 'cancel my tickt',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      "TiBillet/Lespass:BaseBillet/views.py (cancel_ticket: message 'Your ticket has been cancelled.')",
    reader: 'public',
  },
  // TiBillet/Lespass:BaseBillet/views.py (event proposal: error 'Un évènement avec le même nom existe déjà à cette date.')
  {
    query: 'same name same date error',
    answers: [
      '/docs/Utilisateur/Billetterie/propose_an_event/',
      '/docs/Utilisateur/Billetterie/admin_ticketing_add_event/',
    ],
    source:
      "TiBillet/Lespass:BaseBillet/views.py (event proposal: error 'Un évènement avec le même nom existe déjà à cette date.')",
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/views.py (event proposal: error 'Cette adresse e-mail pose un problème. Merci de nous contacter.')
  {
    query:
      'the form to suggest my gig to the venue wont take my email and tells me to get in touch',
    answers: ['/docs/Utilisateur/Billetterie/propose_an_event/'],
    source:
      "TiBillet/Lespass:BaseBillet/views.py (event proposal: error 'Cette adresse e-mail pose un problème. Merci de nous contacter.')",
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/models.py (help text 'If the free price is activated, the amount is the minimum accepted rate.')
  {
    query: 'pay what you want with a minimum price',
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_ticket/'],
    source:
      "TiBillet/Lespass:BaseBillet/models.py (help text 'If the free price is activated, the amount is the minimum accepted rate.')",
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/models.py (help text 'Limit the quantity per user. Leave this field blank if the number is unlimited.')
  {
    query: 'tickets per person',
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_ticket/'],
    source:
      "TiBillet/Lespass:BaseBillet/models.py (help text 'Limit the quantity per user. Leave this field blank if the number is unlimited.')",
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:BaseBillet/models.py (help text 'Intended recipient\'s first and last names required for each ticket.')
  {
    query: 'named tickets for each guest',
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_ticket/'],
    source:
      "TiBillet/Lespass:BaseBillet/models.py (help text 'Intended recipient's first and last names required for each ticket.')",
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/models.py (help text 'If enabled, after scanning a ticket, the user wallet will receive tokens.')
  {
    query: 'free drink token when ticket scanned',
    answers: [
      '/docs/Utilisateur/Billetterie/admin_add_new_ticket/',
      '/docs/Utilisateur/Billetterie/scanning-app/',
    ],
    source:
      "TiBillet/Lespass:BaseBillet/models.py (help text 'If enabled, after scanning a ticket, the user wallet will receive tokens.')",
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:BaseBillet/models.py (help text 'Number of days before the event to obtain a refund.')
  {
    query: 'refund deadline',
    answers: [
      '/docs/Utilisateur/Billetterie/stripe/',
      '/docs/Utilisateur/Billetterie/admin_add_new_event/',
    ],
    source:
      "TiBillet/Lespass:BaseBillet/models.py (help text 'Number of days before the event to obtain a refund.')",
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/models.py (help text 'Send a stripe invoice to the customer')
  {
    query:
      'A school bought tickets for a class trip and their accounts office needs a proper invoice, can the site make one?',
    answers: ['/docs/Utilisateur/Billetterie/stripe-invoice/'],
    source:
      "TiBillet/Lespass:BaseBillet/models.py (help text 'Send a stripe invoice to the customer')",
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/models.py (help text 'Not required: You can add additional information to be sent by e-mail.')
  {
    query: 'add parking info to ticket email',
    answers: [
      '/docs/Utilisateur/Billetterie/admin_add_new_event/',
      '/docs/Utilisateur/Billetterie/admin_add_new_free_event/',
    ],
    source:
      "TiBillet/Lespass:BaseBillet/models.py (help text 'Not required: You can add additional information to be sent by e-mail.')",
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:BaseBillet/models.py (help text 'One-click booking for logged-in user.')
  {
    query: 'volunteer shifts',
    answers: ['/docs/Utilisateur/Billetterie/admin_ticketing_add_event/'],
    source:
      "TiBillet/Lespass:BaseBillet/models.py (help text 'One-click booking for logged-in user.')",
    reader: 'organiser',
  },
  // TiBillet/Lespass:seo/templates/seo/explorer.html
  {
    query: 'map of venues',
    answers: ['/docs/Utilisateur/Federation/network_map/'],
    source: 'TiBillet/Lespass:seo/templates/seo/explorer.html',
    reader: 'public',
  },
  // TiBillet/Lespass:newsletter/templates/newsletter/email_evenements.html
  {
    query: 'weekly newsletter upcoming events',
    answers: ['/docs/Utilisateur/Billetterie/newsletter/'],
    source: 'TiBillet/Lespass:newsletter/templates/newsletter/email_evenements.html',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:comptabilite/templates/comptabilite/pdf/rapport_comptable.html
  {
    query: 'monthly pdf report online sales',
    answers: ['/docs/recipes/reports-by-email/', '/docs/Utilisateur/Cashless/closures/'],
    source: 'TiBillet/Lespass:comptabilite/templates/comptabilite/pdf/rapport_comptable.html',
    reader: 'treasurer',
  },
  // TiBillet/Lespass:BaseBillet/views.py (Badge.badge_in: message 'Check in registered!')
  {
    query: 'how do i clock in when i arrive for my volunteering so my hours are counted',
    answers: ['/docs/Utilisateur/Cashless/badge/'],
    source: "TiBillet/Lespass:BaseBillet/views.py (Badge.badge_in: message 'Check in registered!')",
    reader: 'member',
  },
  // TiBillet/Lespass:BaseBillet/models.py (help text 'Affiche un formulaire sur la page agenda pour que le public ...' of the participatory agenda option)
  {
    query: 'let the public suggest events for our calendar',
    answers: ['/docs/Utilisateur/Billetterie/moderation/'],
    source:
      "TiBillet/Lespass:BaseBillet/models.py (help text 'Affiche un formulaire sur la page agenda pour que le public ...' of the participatory agenda option)",
    reader: 'venue-admin',
  },
  // TiBillet/Fedow:fedow_core/management/commands/assets.py (--list)
  {
    query: 'fedow list assets',
    answers: ['/docs/install/operator_commands/'],
    source: 'TiBillet/Fedow:fedow_core/management/commands/assets.py (--list)',
    reader: 'self-hoster',
  },
  // TiBillet/Fedow:fedow_core/management/commands/add_asset_to_federation.py
  {
    query: 'accept partner token',
    answers: ['/docs/Utilisateur/Federation/create_or_join/'],
    source: 'TiBillet/Fedow:fedow_core/management/commands/add_asset_to_federation.py',
    reader: 'partner-venue',
  },
  // event-night: member at the bar who cannot remember which e-mail address their account uses but has their card
  {
    query: 'dont remember which email i used for my account but i have my card on me',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      'event-night: member at the bar who cannot remember which e-mail address their account uses but has their card in hand',
    reader: 'member',
  },
  // event-night: member at the door whose membership ran out last week and who wants the members' price tonight
  {
    query: 'renew membership phone',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      "event-night: member at the door whose membership ran out last week and who wants the members' price tonight",
    reader: 'member',
  },
  // TiBillet/Lespass:templates/widgets/widget_carte_adresse.html (address map widget with draggable marker)
  {
    query: 'our venue shows up in the wrong place on the map',
    answers: ['/docs/Utilisateur/Federation/network_map/'],
    source:
      'TiBillet/Lespass:templates/widgets/widget_carte_adresse.html (address map widget with draggable marker)',
    reader: 'venue-admin',
  },
  // event-night: venue admin at the door, a ticket holder misspelt her e-mail when booking and never got her tickets
  {
    query:
      'A woman at the door typed her email wrong when she booked and never got her tickets, can I fix the address and send them again?',
    answers: [
      '/docs/Utilisateur/Billetterie/create_a_ticket_manually/',
      '/docs/Utilisateur/Billetterie/user_management/',
    ],
    source:
      'event-night: venue admin at the door, a ticket holder misspelt her e-mail when booking and never received her tickets',
    reader: 'venue-admin',
  },
  // TiBillet/Fedow:fedow_core/admin.py (asset list column 'Total bank deposit')
  {
    query:
      'when does the money people spent with tibillets at our bar actually arrive in our bank account',
    answers: ['/docs/Utilisateur/Federation/how_federations_work/'],
    source: "TiBillet/Fedow:fedow_core/admin.py (asset list column 'Total bank deposit')",
    reader: 'treasurer',
  },
  // https://github.com/TiBillet/LaBoutik/issues/20
  {
    query: 'cup deposit return not working',
    answers: ['/docs/recipes/give-back-a-cup-deposit/'],
    source: 'https://github.com/TiBillet/LaBoutik/issues/20',
    reader: 'cashier',
  },
  // https://github.com/TiBillet/LaBoutik/issues/95
  {
    query:
      'I changed the price of a beer in the admin during the concert but the bar tablet still shows the old price and refuses the sale',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source: 'https://github.com/TiBillet/LaBoutik/issues/95',
    reader: 'venue-admin',
  },
  // https://github.com/TiBillet/LaBoutik/issues/78
  {
    query: 'print a test receipt',
    answers: ['/docs/Utilisateur/Cashless/sunmi-printers/'],
    source: 'https://github.com/TiBillet/LaBoutik/issues/78',
    reader: 'technician',
  },
  // https://github.com/TiBillet/LaBoutik/issues/36
  {
    query: 'after emptying a card do I give it back or reset it for someone else',
    answers: ['/docs/Utilisateur/Cashless/Refund/'],
    source: 'https://github.com/TiBillet/LaBoutik/issues/36',
    reader: 'cashier',
  },
  // https://github.com/TiBillet/LaBoutik/issues/27
  {
    query: 'how do I see which bartender a staff card belongs to',
    answers: ['/docs/Utilisateur/Cashless/admin_add_primary/'],
    source: 'https://github.com/TiBillet/LaBoutik/issues/27',
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:webview/static/webview/js/menuPlugins/pettyCash/index.js (cash float popup in the till menu)
  {
    query: 'where do I type the change money in the drawer before we open',
    answers: ['/docs/recipes/several-closures-a-day/'],
    source: 'TiBillet/LaBoutik:webview/static/webview/js/menuPlugins/pettyCash/index.js',
    reader: 'cashier',
  },
  // TiBillet/LaBoutik:webview/static/webview/js/menuPlugins/closeAccounts/index.js (close all tills, "no way back" confirmation)
  {
    query: 'closed all the registers by mistake in the middle of the night, can I undo it?',
    answers: ['/docs/Utilisateur/Cashless/ventilation/', '/docs/Utilisateur/Cashless/admin_space/'],
    source: 'TiBillet/LaBoutik:webview/static/webview/js/menuPlugins/closeAccounts/index.js',
    reader: 'cashier',
  },
  // TiBillet/LaBoutik:administration/templates/mails_transactionnels/new_terminal.html (e-mail "a new terminal connected to your instance", cancel button)
  {
    query:
      'got an email saying a new terminal connected to our till server, none of us did that, how do I block it',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source: 'TiBillet/LaBoutik:administration/templates/mails_transactionnels/new_terminal.html',
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:administration/templates/rapports/mail_rapport.html (report e-mail: attachments in pdf and html)
  {
    query: 'what files come with the daily till report email',
    answers: ['/docs/recipes/reports-by-email/', '/docs/Utilisateur/Cashless/closures/'],
    source: 'TiBillet/LaBoutik:administration/templates/rapports/mail_rapport.html',
    reader: 'treasurer',
  },
  // TiBillet/LaBoutik:administration/templates/badgeuse/badgeuse.html (passes: first pass, second pass, duration, "no exit")
  {
    query: 'see what time each volunteer arrived and left',
    answers: ['/docs/Utilisateur/Cashless/badge/'],
    source: 'TiBillet/LaBoutik:administration/templates/badgeuse/badgeuse.html',
    reader: 'organiser',
  },
  // TiBillet/LaBoutik:webview/static/webview/js/RetourPosts.js (insufficient funds popup: pay the rest by cash, CB or another card)
  {
    query: 'card not enogh money pay rest cash',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source: 'TiBillet/LaBoutik:webview/static/webview/js/RetourPosts.js',
    reader: 'cashier',
  },
  // TiBillet/LaBoutik:administration/management/commands/time_bomb.py
  {
    query:
      'festival money left on wristbands expires the next day, can the server take it automatically',
    answers: ['/docs/install/operator_commands/', '/docs/install/docker_install/'],
    source: 'TiBillet/LaBoutik:administration/management/commands/time_bomb.py',
    reader: 'self-hoster',
  },
  // TiBillet/LaBoutik:administration/management/commands/helloasso.py
  {
    query: 'helloasso members into laboutik',
    answers: ['/docs/install/docker_install/', '/docs/install/operator_commands/'],
    source: 'TiBillet/LaBoutik:administration/management/commands/helloasso.py',
    reader: 'self-hoster',
  },
  // TiBillet/LaBoutik:administration/management/commands/mailchimp.py
  {
    query: 'subscribe new members to our Mailchimp list from the cash register server',
    answers: ['/docs/install/docker_install/'],
    source: 'TiBillet/LaBoutik:administration/management/commands/mailchimp.py',
    reader: 'self-hoster',
  },
  // TiBillet/LaBoutik:card_generator.py (CSV of QR code URLs and printed numbers for a card batch)
  {
    query:
      'we want to print our own cashless cards, what file do we need for the QR codes and numbers',
    answers: ['/docs/install/operator_commands/'],
    source: 'TiBillet/LaBoutik:card_generator.py',
    reader: 'self-hoster',
  },
  // TiBillet/LaBoutik:fedow_connect/fedow_api.py ("Carte inconnue : carte non enregistrée dans Fedow")
  {
    query: 'brand new cards from our own print run say unknown card at the bar',
    answers: ['/docs/install/operator_commands/'],
    source: 'TiBillet/LaBoutik:fedow_connect/fedow_api.py',
    reader: 'technician',
  },
  // TiBillet/LaBoutik:administration/dashboard_modules.py (home widgets: C.A. TTC, cards, balances)
  {
    query: 'what do the figures on the till admin home page mean',
    answers: ['/docs/Utilisateur/Cashless/admin_space/'],
    source: 'TiBillet/LaBoutik:administration/dashboard_modules.py',
    reader: 'treasurer',
  },
  // TiBillet/LaBoutik:htmxview/templates/sales/sales_list.html (today's sales on the till, change payment method per order)
  {
    query: 'rang up card payment as cash, fix it on the till',
    answers: ['/docs/Utilisateur/Cashless/ventilation/'],
    source: 'TiBillet/LaBoutik:htmxview/templates/sales/sales_list.html',
    reader: 'cashier',
  },
  // TiBillet/LaBoutik:Cashless/celery.py (morning task scheduled at 7:00)
  {
    query: 'laboutik morning jobs run at the wrong hour',
    answers: ['/docs/install/docker_install/'],
    source: 'TiBillet/LaBoutik:Cashless/celery.py',
    reader: 'self-hoster',
  },
  // TiBillet/LaBoutik:htmxview/templates/appsettings/nav.html (settings tabs: Infos, Language, Logs, Printer, Synchro, Redémarrer, Exit)
  {
    query: 'restart the till app from its settings',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source: 'TiBillet/LaBoutik:htmxview/templates/appsettings/nav.html',
    reader: 'volunteer',
  },
  // TiBillet/LaBoutik:webview/static/webview/js/menuPlugins/allOrders/index.js (SALES menu of the till)
  {
    query: 'list of tonight sales on the tablet',
    answers: ['/docs/Utilisateur/Cashless/ventilation/'],
    source: 'TiBillet/LaBoutik:webview/static/webview/js/menuPlugins/allOrders/index.js',
    reader: 'volunteer',
  },
  // TiBillet/LaBoutik:epsonprinter/views.py (article_direct_to_printer: daily ticket counter printed on each entry ticket)
  {
    query: 'paper entry tickets with a running number so we know how many people came in tonight',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source: 'TiBillet/LaBoutik:epsonprinter/views.py',
    reader: 'organiser',
  },
  // event-night
  {
    query:
      'wifi at the entrance keeps dropping and the phones cannot check tickets anymore, what do we do',
    answers: ['/docs/Utilisateur/Billetterie/ticket-scanning/'],
    source:
      'event-night: door volunteer, the Wi-Fi at the entrance drops and the scanning phones stop checking tickets',
    reader: 'volunteer',
  },
  // event-night
  {
    query: 'kitchen not getting food orders printed',
    answers: ['/docs/Utilisateur/Cashless/impression_preparation/'],
    source:
      'event-night: kitchen, burgers are sold at the bar but no order ticket comes out of the kitchen printer',
    reader: 'cashier',
  },
  // event-night
  {
    query: 'a volunteer lost the card that unlocks the bar till during the party',
    answers: ['/docs/Utilisateur/Cashless/admin_add_primary/'],
    source:
      'event-night: bar, a volunteer lost the staff card that opens the till in the middle of the party',
    reader: 'venue-admin',
  },
  // event-night
  {
    query: 'cash counted at end of night does not match the z ticket',
    answers: ['/docs/Utilisateur/Cashless/ventilation/'],
    source:
      'event-night: treasurer, counting the drawer after closing and it is 35 euros off the Z ticket',
    reader: 'treasurer',
  },
  // event-night
  {
    query: 'bar phone says server connection lost',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source:
      'event-night: bar, the phone used as a till covers its screen with a lost-connection message during the rush',
    reader: 'cashier',
  },
  // event-night
  {
    query: 'raspberry till box stopped reading cards',
    answers: [
      '/docs/install/Raspberry Box/Hardware/wiring/',
      '/docs/install/Raspberry Box/Software/laboutik/',
    ],
    source:
      'event-night: technician, the home-made Raspberry till stops reading any card an hour into the concert',
    reader: 'technician',
  },
  // event-night
  {
    query: 'self hosted, the till server never sends any email, not even the morning report',
    answers: ['/docs/install/docker_install/'],
    source:
      'event-night: self-hoster, the morning after the first event no report e-mail arrived from the LaBoutik server',
    reader: 'self-hoster',
  },
  // event-night
  {
    query: 'can I get back the money left on my festival card before I go home',
    answers: ['/docs/Utilisateur/Cashless/Refund/'],
    source:
      'event-night: festival-goer at the bar at closing time, wants the rest of their card balance back',
    reader: 'public',
  },
];

export const french: FreshQuestion[] = [
  // https://github.com/TiBillet/Lespass/issues/391
  {
    query:
      "pourquoi on a plein d'adhésions en attente de paiement dans la liste alors que la personne a fini par payer ?",
    answers: ['/docs/Utilisateur/Billetterie/stripe/'],
    source: 'https://github.com/TiBillet/Lespass/issues/391',
    reader: 'treasurer',
  },
  // https://github.com/TiBillet/LaBoutik/issues/95
  {
    query: 'erreur caisse apres changement de prix',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source: 'https://github.com/TiBillet/LaBoutik/issues/95',
    reader: 'cashier',
  },
  // https://github.com/TiBillet/LaBoutik/issues/78
  {
    query: 'impression test imprimante',
    answers: ['/docs/Utilisateur/Cashless/sunmi-printers/'],
    source: 'https://github.com/TiBillet/LaBoutik/issues/78',
    reader: 'technician',
  },
  // https://github.com/TiBillet/Lespass/issues/280
  {
    query: 'se faire payer avec un qr code sans caisse',
    answers: ['/docs/Utilisateur/Cashless/qr_payment/'],
    source: 'https://github.com/TiBillet/Lespass/issues/280',
    reader: 'partner-venue',
  },
  // TiBillet/Lespass:BaseBillet/views.py (message 'Payment confirmed. Tickets are being generated and sent to your email.')
  {
    query: "j'ai payé ma place mais j'ai rien recu dans mes mails, il est ou mon billet",
    answers: ['/docs/Utilisateur/my_account/', '/docs/presentation/i_am_an_audience/'],
    source:
      "TiBillet/Lespass:BaseBillet/views.py (message 'Payment confirmed. Tickets are being generated and sent to your email.')",
    reader: 'public',
  },
  // TiBillet/Lespass:BaseBillet/views.py (message 'Your reservation has been cancelled.')
  {
    query: 'annuler ma reservation',
    answers: ['/docs/Utilisateur/my_account/'],
    source: "TiBillet/Lespass:BaseBillet/views.py (message 'Your reservation has been cancelled.')",
    reader: 'public',
  },
  // TiBillet/Lespass:BaseBillet/views.py (warning "Merci d'indiquer votre adresse e-mail pour proposer un évènement.")
  {
    query:
      "on est une petite compagnie, comment proposer notre spectacle dans le programme d'un lieu sans avoir de compte chez eux ?",
    answers: ['/docs/Utilisateur/Billetterie/propose_an_event/'],
    source:
      'TiBillet/Lespass:BaseBillet/views.py (warning "Merci d\'indiquer votre adresse e-mail pour proposer un évènement.")',
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/views.py (message 'Please validate your email to access all the features of your profile area.')
  {
    query: 'valider mon mail compte',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      "TiBillet/Lespass:BaseBillet/views.py (message 'Please validate your email to access all the features of your profile area.')",
    reader: 'member',
  },
  // TiBillet/Lespass:BaseBillet/views.py (error 'Error when detaching your card. Contact an administrator.')
  {
    query: 'erreur quand je declare ma carte perdue',
    answers: ['/docs/Utilisateur/my_account/', '/docs/recipes/replace-a-lost-card/'],
    source:
      "TiBillet/Lespass:BaseBillet/views.py (error 'Error when detaching your card. Contact an administrator.')",
    reader: 'member',
  },
  // TiBillet/Lespass:BaseBillet/views.py (message 'Your payment is awaiting validation.')
  {
    query: 'paiement en attente de validation apres prelevement',
    answers: ['/docs/Utilisateur/Billetterie/stripe/'],
    source: "TiBillet/Lespass:BaseBillet/views.py (message 'Your payment is awaiting validation.')",
    reader: 'member',
  },
  // TiBillet/Lespass:BaseBillet/views.py (error 'Invalid QR code format')
  {
    query: 'qr code invalide quand je veux payer au comptoir avec mon telephone',
    answers: ['/docs/Utilisateur/Cashless/qr_payment/'],
    source: "TiBillet/Lespass:BaseBillet/views.py (error 'Invalid QR code format')",
    reader: 'member',
  },
  // TiBillet/Lespass:BaseBillet/views.py (error 'Your wallet is already empty.')
  {
    query: "comment me faire rembourser l'argent que j'ai mis sur ma carte par internet",
    answers: ['/docs/Utilisateur/my_account/'],
    source: "TiBillet/Lespass:BaseBillet/views.py (error 'Your wallet is already empty.')",
    reader: 'member',
  },
  // TiBillet/LaBoutik:webview/views.py (error 'Fonds insuffisants sur deuxieme carte.')
  {
    query:
      'le client paie le reste avec la carte de son pote mais ca suffit pas non plus, je fais quoi',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source: "TiBillet/LaBoutik:webview/views.py (error 'Fonds insuffisants sur deuxieme carte.')",
    reader: 'cashier',
  },
  // TiBillet/LaBoutik:webview/validators.py (error 'Une table non éphémère avec ce nom existe déja.')
  {
    query: 'nom de table deja pris',
    answers: ['/docs/Utilisateur/Cashless/order/'],
    source:
      "TiBillet/LaBoutik:webview/validators.py (error 'Une table non éphémère avec ce nom existe déja.')",
    reader: 'cashier',
  },
  // TiBillet/LaBoutik:webview/validators.py (error 'Code pin invalide')
  {
    query: 'code pin refusé tablette',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source: "TiBillet/LaBoutik:webview/validators.py (error 'Code pin invalide')",
    reader: 'technician',
  },
  // TiBillet/LaBoutik:htmxview/views.py (message 'No printer configured for this terminal.')
  {
    query:
      "je veux imprimer le ticket d'un client et la tablette me dit qu'il y a pas d'imprimante",
    answers: ['/docs/Utilisateur/Cashless/sunmi-printers/'],
    source:
      "TiBillet/LaBoutik:htmxview/views.py (message 'No printer configured for this terminal.')",
    reader: 'cashier',
  },
  // TiBillet/LaBoutik:administration/templates/rapports/recap_adhesions.html
  {
    query: "combien d'adhesions vendues au bar ce mois",
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source: 'TiBillet/LaBoutik:administration/templates/rapports/recap_adhesions.html',
    reader: 'treasurer',
  },
  // TiBillet/Fedow:fedow_core/serializers.py (error 'Asset must not be archived')
  {
    query: 'ne plus accepter notre ancienne monnaie locale nulle part',
    answers: ['/docs/Utilisateur/Federation/create_or_join/'],
    source: "TiBillet/Fedow:fedow_core/serializers.py (error 'Asset must not be archived')",
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:BaseBillet/templates/invoice/invoice.html
  {
    query: 'justificatif paiement cotisation',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source: 'TiBillet/Lespass:BaseBillet/templates/invoice/invoice.html',
    reader: 'member',
  },
  // TiBillet/Lespass:fedow_public/templates/fedow_public/transactions_table.html
  {
    query: 'historique recharges carte',
    answers: ['/docs/Utilisateur/my_account/'],
    source: 'TiBillet/Lespass:fedow_public/templates/fedow_public/transactions_table.html',
    reader: 'member',
  },
  // TiBillet/Lespass:comptabilite/admin.py ('Rapport temps réel')
  {
    query: 'recette du jour',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source: "TiBillet/Lespass:comptabilite/admin.py ('Rapport temps réel')",
    reader: 'treasurer',
  },
  // TiBillet/Lespass:newsletter/rendu.py ('Agenda du %(debut)s au %(fin)s')
  {
    query: 'envoyer le programme du mois par mail à nos adhérents',
    answers: ['/docs/Utilisateur/Billetterie/newsletter/'],
    source: "TiBillet/Lespass:newsletter/rendu.py ('Agenda du %(debut)s au %(fin)s')",
    reader: 'organiser',
  },
  // TiBillet/Lespass:onboard/templates/onboard/partials/venue_tierslieux.html ('Aucun lieu trouvé. Saisissez le nom de votre lieu ci-dessous.')
  {
    query: "notre tiers lieu apparait pas dans la liste quand on s'inscrit, on fait comment",
    answers: [
      '/docs/Utilisateur/Billetterie/creation_of_the_collective_space/',
      '/docs/presentation/i_am_a_collective/',
    ],
    source:
      "TiBillet/Lespass:onboard/templates/onboard/partials/venue_tierslieux.html ('Aucun lieu trouvé. Saisissez le nom de votre lieu ci-dessous.')",
    reader: 'organiser',
  },
  // TiBillet/Lespass:seo/templates/seo/recherche.html
  {
    query: 'chercher un concert dans toutes les salles du reseau',
    answers: ['/docs/Utilisateur/Federation/network_map/'],
    source: 'TiBillet/Lespass:seo/templates/seo/recherche.html',
    reader: 'public',
  },
  // event-night: responsable du bar, la tablette qui sert de caisse a disparu pendant le concert
  {
    query: 'tablette caisse volée',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source:
      'event-night: responsable du bar, la tablette qui sert de caisse a disparu pendant le concert',
    reader: 'venue-admin',
  },
  // event-night: bénévole au bar, une festivalière rapporte une carte trouvée par terre et on veut savoir à qui elle est
  {
    query: "quelqu'un a trouvé une carte par terre, comment savoir a qui elle est",
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source:
      'event-night: bénévole au bar, une festivalière rapporte une carte trouvée par terre et on veut savoir à qui elle est',
    reader: 'volunteer',
  },
  // event-night: auto-hébergeur un samedi soir, le disque du serveur est plein et les conteneurs tombent
  {
    query: 'disque serveur plein',
    answers: ['/docs/install/docker_install/'],
    source:
      'event-night: auto-hébergeur un samedi soir, le disque du serveur est plein et les conteneurs tombent',
    reader: 'self-hoster',
  },
  // event-night: trésorière, le lundi après un festival de trois jours, veut un seul rapport pour tout le festival
  {
    query: 'un seul ticket Z pour les 3 jours du festival',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source:
      'event-night: trésorière, le lundi après un festival de trois jours, veut un seul rapport pour tout le festival',
    reader: 'treasurer',
  },
  // event-night: bénévole en cuisine, un client annule son plat déjà payé avec sa carte
  {
    query: "un client annule son plat qu'il a deja payé avec sa carte, il recupere ses sous ?",
    answers: ['/docs/Utilisateur/Cashless/order/'],
    source: 'event-night: bénévole en cuisine, un client annule son plat déjà payé avec sa carte',
    reader: 'volunteer',
  },
  // event-night: bénévole à l'accueil, un spectateur veut payer sa place par chèque à l'entrée
  {
    query: "payer sa place en cheque a l'entree",
    answers: ['/docs/Utilisateur/Billetterie/create_a_ticket_manually/'],
    source:
      "event-night: bénévole à l'accueil, un spectateur veut payer sa place par chèque à l'entrée",
    reader: 'volunteer',
  },
];
