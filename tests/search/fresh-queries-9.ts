import type {FreshQuestion} from './fresh-queries-3';

/**
 * A ninth fresh batch of readers' questions (2026-11-29), written the way
 * the eighth was (fresh-queries-8.ts): writers who never ran the search,
 * each query from a source no earlier question, task, held-out question or
 * page's `asked_in` had used, the eighth batch's included. Most sources are
 * the product's own messages and help texts, with a few unused threads and
 * event-night situations; at least eight questions per language are worded
 * by a reader who does not know TiBillet's words. Committed before the
 * search or the pages were changed for it; the held-out set is never read.
 */

export const english: FreshQuestion[] = [
  // https://github.com/TiBillet/Lespass/pull/405
  {
    query: 'I signed up for the free membership but never got any email to confirm it',
    answers: ['/docs/Utilisateur/my_account/'],
    source: 'https://github.com/TiBillet/Lespass/pull/405',
    reader: 'member',
  },
  // https://github.com/TiBillet/LaBoutik/issues/109
  {
    query: 'top up receipt',
    answers: ['/docs/Utilisateur/Cashless/sunmi-printers/'],
    source: 'https://github.com/TiBillet/LaBoutik/issues/109',
    reader: 'cashier',
  },
  // https://github.com/TiBillet/Lespass/issues/148
  {
    query: 'rapport v2 beta',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source: 'https://github.com/TiBillet/Lespass/issues/148',
    reader: 'treasurer',
  },
  // https://github.com/TiBillet/LaBoutik/issues/28
  {
    query:
      'how do I turn one of our ordinary customer cards into a card that opens the till for our new bar manager',
    answers: ['/docs/Utilisateur/Cashless/admin_add_primary/'],
    source: 'https://github.com/TiBillet/LaBoutik/issues/28',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:onboard/templates/onboard/partials/resume_invalid.html (heading "Ce lien n'est plus valide")
  {
    query:
      "the link to carry on setting up our space says it's no longer valid, do we have to start all over again?",
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source:
      'TiBillet/Lespass:onboard/templates/onboard/partials/resume_invalid.html (heading "Ce lien n\'est plus valide")',
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/membership/payment_already_done.html (title 'Votre adhésion est déjà active')
  {
    query: 'payment link says already active',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source:
      "TiBillet/Lespass:BaseBillet/templates/reunion/views/membership/payment_already_done.html (title 'Votre adhésion est déjà active')",
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/qrcode_scan_pay/email/payment_success_admin.html (admin e-mail 'Payment received via QR code')
  {
    query: 'qr payment notification',
    answers: ['/docs/Utilisateur/Cashless/qr_payment/'],
    source:
      "TiBillet/Lespass:BaseBillet/templates/reunion/views/qrcode_scan_pay/email/payment_success_admin.html (admin e-mail 'Payment received via QR code')",
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:BaseBillet/models.py (help_text 'Discount percentage to apply (0-100).')
  {
    query: 'ticket discount code',
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_ticket/'],
    source:
      "TiBillet/Lespass:BaseBillet/models.py (help_text 'Discount percentage to apply (0-100).')",
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/models.py (help_text 'Will not be displayed on shared calendars.')
  {
    query: 'hide event from partner agendas',
    answers: [
      '/docs/Utilisateur/Billetterie/admin_ticketing_add_event/',
      '/docs/Utilisateur/Billetterie/admin_add_new_event/',
    ],
    source:
      "TiBillet/Lespass:BaseBillet/models.py (help_text 'Will not be displayed on shared calendars.')",
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/models.py (ExternalApiKey help_text 'API key works with any IP unless specified.')
  {
    query: 'api key ip',
    answers: ['/docs/api/apikey/'],
    source:
      "TiBillet/Lespass:BaseBillet/models.py (ExternalApiKey help_text 'API key works with any IP unless specified.')",
    reader: 'developer',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (Articles.direct_to_printer help_text 'Activez pour une impression directe après chaque vente. Utile pour vendre des billets.')
  {
    query: 'print ticket after each sale',
    answers: [
      '/docs/Utilisateur/Cashless/impression_preparation/',
      '/docs/Utilisateur/Cashless/admin_add_article/',
    ],
    source:
      "TiBillet/LaBoutik:APIcashless/models.py (Articles.direct_to_printer help_text 'Activez pour une impression directe après chaque vente. Utile pour vendre des billets.')",
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (Configuration.void_card 'Séparer l'utilisateur lors du vider carte')
  {
    query:
      'when we empty someone’s card at the end of the festival, does it keep their membership or go back to a blank card?',
    answers: ['/docs/Utilisateur/Cashless/Refund/'],
    source:
      "TiBillet/LaBoutik:APIcashless/models.py (Configuration.void_card 'Séparer l'utilisateur lors du vider carte')",
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (Configuration.cashback_start help_text 'Valeur du rechargement à partir de laquelle les cadeaux s'enclenchent')
  {
    query: 'top-up bonus',
    answers: ['/docs/Utilisateur/Cashless/cashback/'],
    source:
      "TiBillet/LaBoutik:APIcashless/models.py (Configuration.cashback_start help_text 'Valeur du rechargement à partir de laquelle les cadeaux s'enclenchent')",
    reader: 'treasurer',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (Configuration.fidelity_factor help_text '10€ de vente X facteur = X*10 points de fidélité.')
  {
    query: 'points per euro',
    answers: ['/docs/Utilisateur/Cashless/fidelity/'],
    source:
      "TiBillet/LaBoutik:APIcashless/models.py (Configuration.fidelity_factor help_text '10€ de vente X facteur = X*10 points de fidélité.')",
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (Configuration.cloture_de_caisse_auto 'Heure de cloture automatique de toutes les caisses', default 04:00)
  {
    query: 'our bar stays open until 5am and the last drinks end up in the next day’s report',
    answers: ['/docs/recipes/reports-by-email/', '/docs/Utilisateur/Cashless/closures/'],
    source:
      "TiBillet/LaBoutik:APIcashless/models.py (Configuration.cloture_de_caisse_auto 'Heure de cloture automatique de toutes les caisses', default 04:00)",
    reader: 'treasurer',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (Configuration.badgeuse_active help_text 'Création de l'article et du points de vente Badge si activé.')
  {
    query: 'volunteer clock in',
    answers: ['/docs/Utilisateur/Cashless/badge/'],
    source:
      "TiBillet/LaBoutik:APIcashless/models.py (Configuration.badgeuse_active help_text 'Création de l'article et du points de vente Badge si activé.')",
    reader: 'organiser',
  },
  // TiBillet/LaBoutik:htmxview/templates/kiosk/link/email_name_form.html (text 'Ces informations seront associées à votre carte TiBillet.')
  {
    query:
      'how do i put my name and email on the festival card they gave me so i dont lose my money',
    answers: ['/docs/presentation/i_am_an_audience/'],
    source:
      "TiBillet/LaBoutik:htmxview/templates/kiosk/link/email_name_form.html (text 'Ces informations seront associées à votre carte TiBillet.')",
    reader: 'public',
  },
  // TiBillet/Lespass:seo/templates/seo/lieux.html (page 'Lieux du réseau', empty state 'Aucun lieu référencé pour le moment.')
  {
    query: 'our venue missing from venues list',
    answers: ['/docs/Utilisateur/Federation/network_map/'],
    source:
      "TiBillet/Lespass:seo/templates/seo/lieux.html (page 'Lieux du réseau', empty state 'Aucun lieu référencé pour le moment.')",
    reader: 'partner-venue',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/event/wizard/public_step1_place.html (step 'Choisissez le lieu de l'évènement.')
  {
    query: "I want to suggest a gig at a venue but the place where it happens isn't in their list",
    answers: ['/docs/Utilisateur/Billetterie/propose_an_event/'],
    source:
      "TiBillet/Lespass:BaseBillet/templates/reunion/views/event/wizard/public_step1_place.html (step 'Choisissez le lieu de l'évènement.')",
    reader: 'public',
  },
  // TiBillet/Lespass:Administration/templates/admin/membership/partials/send_invoice_success.html (message 'Reçu envoyé à …')
  {
    query:
      'a member needs proof that they paid their yearly fee so their employer’s works council pays them back',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source:
      "TiBillet/Lespass:Administration/templates/admin/membership/partials/send_invoice_success.html (message 'Reçu envoyé à …')",
    reader: 'treasurer',
  },
  // TiBillet/Lespass:Administration/admin/site.py (warning 'Please login to access this page.')
  {
    query: 'colleague cant get into admin',
    answers: ['/docs/Utilisateur/Billetterie/Add_administrator_member/'],
    source:
      "TiBillet/Lespass:Administration/admin/site.py (warning 'Please login to access this page.')",
    reader: 'venue-admin',
  },
  // event-night: door volunteer, walk-ins without a booking want to give what they like to get in
  {
    query: 'pay what you want entry',
    answers: ['/docs/recipes/pay-what-you-want-at-the-door/'],
    source:
      'event-night: door volunteer, walk-ins without a booking want to give what they like to get in',
    reader: 'volunteer',
  },
  // event-night: cashier at the desk, a newcomer wants to join the association and load 20 euros on a card in one go
  {
    query:
      'someone at the desk wants to become a member and put 20 euros on their card at the same time, how do I do both?',
    answers: ['/docs/recipes/membership-and-top-up-at-the-till/'],
    source:
      'event-night: cashier at the desk, a newcomer wants to join the association and load 20 euros on a card in one go',
    reader: 'cashier',
  },
  // event-night: treasurer, the brewery rep asks how many pints the bar sold tonight
  {
    query: 'pints sold tonight',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source: 'event-night: treasurer, the brewery rep asks how many pints the bar sold tonight',
    reader: 'treasurer',
  },
  // event-night: festival-goer leaving early wants to hand what is left on their card to a friend who stays
  {
    query: 'give leftover credit to freind',
    answers: ['/docs/Utilisateur/Cashless/Refund/'],
    source:
      'event-night: festival-goer leaving early wants to hand what is left on their card to a friend who stays',
    reader: 'public',
  },
  // event-night: bar cashier, a customer asks to withdraw cash at the bar and pay for it by bank card
  {
    query: 'customer wants cash, pays by card',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source:
      'event-night: bar cashier, a customer asks to withdraw cash at the bar and pay for it by bank card',
    reader: 'cashier',
  },
  // event-night: organiser, the singer is ill two hours before doors and the show is cancelled
  {
    query:
      'the singer is sick and we are cancelling tonight, how do I refund everyone who bought a ticket online',
    answers: ['/docs/Utilisateur/Billetterie/stripe/'],
    source:
      'event-night: organiser, the singer is ill two hours before doors and the show is cancelled',
    reader: 'organiser',
  },
  // event-night: volunteer on the site wants to take a second shift on the same evening
  {
    query: 'second volunteer shift',
    answers: ['/docs/Utilisateur/Billetterie/admin_ticketing_add_event/'],
    source: 'event-night: volunteer on the site wants to take a second shift on the same evening',
    reader: 'volunteer',
  },
  // event-night: technician, a borrowed Sunmi terminal arrives on festival day and must become an extra till
  {
    query: 'add new till terminal',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source:
      'event-night: technician, a borrowed Sunmi terminal arrives on festival day and must become an extra till',
    reader: 'technician',
  },
  // event-night: member buying a ticket on their phone in the queue, the members' price asks them to log in
  {
    query:
      "buying my ticket on my phone in the queue and the members price just says log in, but I'm a member",
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      "event-night: member buying a ticket on their phone in the queue, the members' price asks them to log in",
    reader: 'member',
  },
];

export const french: FreshQuestion[] = [
  // TiBillet/Lespass:BaseBillet/views.py (message 'Mail sent, please check spam too!')
  {
    query: 'pas recu le mail de connexion',
    answers: ['/docs/Utilisateur/my_account/'],
    source: "TiBillet/Lespass:BaseBillet/views.py (message 'Mail sent, please check spam too!')",
    reader: 'public',
  },
  // TiBillet/Lespass:BaseBillet/views.py (error 'Apologies, it seems you need to manually request a refund...')
  {
    query:
      "j'ai chargé ma carte en espèces au bar, est-ce que je peux me faire rembourser depuis le site ?",
    answers: ['/docs/Utilisateur/my_account/', '/docs/Utilisateur/Cashless/Refund/'],
    source:
      "TiBillet/Lespass:BaseBillet/views.py (error 'Apologies, it seems you need to manually request a refund. You can go to one of the collective's register...')",
    reader: 'public',
  },
  // TiBillet/Lespass:BaseBillet/views.py (message 'Admin right granted: with great power comes great responsibility.')
  {
    query: 'ajouter admin espace',
    answers: ['/docs/Utilisateur/Billetterie/Add_administrator_member/'],
    source:
      "TiBillet/Lespass:BaseBillet/views.py (message 'Admin right granted: with great power comes great responsibility.')",
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:BaseBillet/views.py (message 'Right granted: Event create')
  {
    query:
      "une bénévole peut-elle rajouter des dates au programme sans avoir accès à toute l'administration ?",
    answers: ['/docs/Utilisateur/Billetterie/Add_administrator_member/'],
    source: "TiBillet/Lespass:BaseBillet/views.py (message 'Right granted: Event create')",
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/views.py (message "L'adhésion a été acceptée. Un email de paiement a été envoyé.")
  {
    query: 'valider adhésion en attente',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source:
      "TiBillet/Lespass:BaseBillet/views.py (message 'L'adhésion a été acceptée. Un email de paiement a été envoyé.')",
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:BaseBillet/views.py (message 'Adhésion annulée. %(count)d avoir(s) créé(s).')
  {
    query: 'annuler une adhésion payée avec avoir',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source:
      "TiBillet/Lespass:BaseBillet/views.py (message 'Adhésion annulée. %(count)d avoir(s) créé(s).')",
    reader: 'treasurer',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/membership/payment_already_done.html (title 'Votre adhésion est déjà active')
  {
    query:
      'jai cliqué deux fois sur le lien pour payer ma cotisation, est ce que je vais etre débité deux fois',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source:
      "TiBillet/Lespass:BaseBillet/templates/reunion/views/membership/payment_already_done.html (title 'Votre adhésion est déjà active')",
    reader: 'member',
  },
  // TiBillet/Lespass:Administration/templates/admin/federation/federation_list_before.html (card 'Invitations a rejoindre une federation')
  {
    query:
      "l'asso d'à côté veut que ses jetons soient acceptés à notre bar, on clique où pour dire oui ?",
    answers: ['/docs/Utilisateur/Federation/create_or_join/'],
    source:
      "TiBillet/Lespass:Administration/templates/admin/federation/federation_list_before.html (card 'Invitations a rejoindre une federation')",
    reader: 'partner-venue',
  },
  // TiBillet/Lespass:Administration/templates/admin/dashboard_module_modal_contact.html ('Contact us' modal for superadmin-only modules)
  {
    query: 'activer newsletter',
    answers: [
      '/docs/Utilisateur/Billetterie/newsletter/',
      '/docs/Utilisateur/Billetterie/creation_of_the_collective_space/',
    ],
    source:
      "TiBillet/Lespass:Administration/templates/admin/dashboard_module_modal_contact.html ('Contact us' modal shown for the newsletter module)",
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:webview/billet_lespass.py (error "Billetterie injoignable. Vente annulée, rien n'a été débité.")
  {
    query: 'vente billet bar plante',
    answers: ['/docs/recipes/sell-tickets-at-the-till/'],
    source:
      "TiBillet/LaBoutik:webview/billet_lespass.py (error 'Billetterie injoignable. Vente annulée, rien n'a été débité.')",
    reader: 'cashier',
  },
  // TiBillet/LaBoutik:webview/views.py (error 'Carte sans wallet Fedow : adhésion non vérifiable, vente annulée.')
  {
    query: 'caisse annule la vente vérification adhérent',
    answers: ['/docs/recipes/membership-and-top-up-at-the-till/'],
    source:
      "TiBillet/LaBoutik:webview/views.py (error 'Carte sans wallet Fedow : adhésion non vérifiable, vente annulée.')",
    reader: 'cashier',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (field 'Heure de cloture automatique de toutes les caisses')
  {
    query: "notre bar ferme à 5h du matin et les ventes d'après 4h partent sur le jour suivant",
    answers: ['/docs/recipes/reports-by-email/', '/docs/Utilisateur/Cashless/admin_space/'],
    source:
      "TiBillet/LaBoutik:APIcashless/models.py (field 'Heure de cloture automatique de toutes les caisses')",
    reader: 'treasurer',
  },
  // TiBillet/LaBoutik:htmxview/views.py (error 'No sales since last closing.')
  {
    query: 'cloturer caisse ne fait rien',
    answers: ['/docs/Utilisateur/Cashless/closures/', '/docs/recipes/several-closures-a-day/'],
    source: "TiBillet/LaBoutik:htmxview/views.py (error 'No sales since last closing.')",
    reader: 'cashier',
  },
  // TiBillet/LaBoutik:administration/adminstaff.py (admin action 'Libérer les tables selectionnées')
  {
    query: 'table restée occupée',
    answers: ['/docs/Utilisateur/Cashless/order/'],
    source:
      "TiBillet/LaBoutik:administration/adminstaff.py (admin action 'Libérer les tables selectionnées')",
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:webview/views.py (error 'Carte maitresse non gérante.')
  {
    query: 'retirer plat commande',
    answers: ['/docs/Utilisateur/Cashless/order/'],
    source:
      "TiBillet/LaBoutik:webview/views.py (error 'Carte maitresse non gérante.' when removing items from an order)",
    reader: 'volunteer',
  },
  // TiBillet/LaBoutik:webview/validators.py (error 'Les deux cartes ont le même portefeuille.')
  {
    query:
      "un pote veut payer le reste avec sa carte mais la caisse refuse en disant que c'est le même compte",
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source:
      "TiBillet/LaBoutik:webview/validators.py (error 'Les deux cartes ont le même portefeuille.')",
    reader: 'cashier',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (help text 'Valeur donnée en monnaie cadeau')
  {
    query: 'bonus sur les grosses recharges',
    answers: ['/docs/Utilisateur/Cashless/cashback/'],
    source: "TiBillet/LaBoutik:APIcashless/models.py (help text 'Valeur donnée en monnaie cadeau')",
    reader: 'organiser',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (help text '10€ de vente X facteur = X*10 points de fidélité.')
  {
    query: 'points fidelite',
    answers: ['/docs/Utilisateur/Cashless/fidelity/'],
    source:
      "TiBillet/LaBoutik:APIcashless/models.py (help text '10€ de vente X facteur = X*10 points de fidélité.')",
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (device field 'Code PIN')
  {
    query: 'code pin tablette',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source: "TiBillet/LaBoutik:APIcashless/models.py (device field 'Code PIN')",
    reader: 'technician',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (field 'Id du lieu Dokos (client_venue)')
  {
    query: 'badgeuse dokos',
    answers: ['/docs/Utilisateur/Cashless/badge/'],
    source: "TiBillet/LaBoutik:APIcashless/models.py (field 'Id du lieu Dokos (client_venue)')",
    reader: 'venue-admin',
  },
  // TiBillet/Fedow:fedow_core/serializers.py (error 'Asset already exists')
  {
    query: 'erreur création monnaie nom existe déjà',
    answers: ['/docs/Utilisateur/Federation/create_or_join/'],
    source: "TiBillet/Fedow:fedow_core/serializers.py (error 'Asset already exists')",
    reader: 'partner-venue',
  },
  // https://github.com/TiBillet/Lespass/issues/183
  {
    query:
      'tarif limité à 1 billet par personne mais le formulaire propose quand même d en prendre plusieurs',
    answers: [
      '/docs/Utilisateur/Billetterie/admin_add_new_ticket/',
      '/docs/Utilisateur/Billetterie/admin_add_new_free_event/',
    ],
    source: 'https://github.com/TiBillet/Lespass/issues/183',
    reader: 'organiser',
  },
  // https://github.com/TiBillet/Lespass/issues/92
  {
    query: "demander aux gens s'ils prennent le repas quand ils réservent leur place",
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_ticket/'],
    source: 'https://github.com/TiBillet/Lespass/issues/92',
    reader: 'organiser',
  },
  // event-night: organisatrice, le groupe annule deux heures avant le concert et toutes les réservations payées doivent être remboursées
  {
    query:
      "le groupe annule 2h avant le concert, comment rembourser d'un coup tous ceux qui ont payé leur place",
    answers: ['/docs/Utilisateur/Billetterie/stripe/'],
    source:
      'event-night: organisatrice, le groupe annule deux heures avant le concert et toutes les réservations payées doivent être remboursées',
    reader: 'organiser',
  },
  // event-night: trésorier, le dernier soir du festival, veut savoir combien d'argent reste non dépensé sur toutes les cartes
  {
    query:
      'fin du festival, combien reste-t-il en tout sur les cartes des festivaliers qui ne sera pas dépensé',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source:
      "event-night: trésorier, le dernier soir du festival, veut savoir combien d'argent reste non dépensé sur toutes les cartes",
    reader: 'treasurer',
  },
  // event-night: responsable du bar, le terminal de carte bancaire tombe en panne et la caisse du bar ne doit plus proposer la CB
  {
    query:
      'le terminal carte bleue est mort ce soir, comment enlever le paiement CB de la caisse du bar',
    answers: ['/docs/Utilisateur/Cashless/admin_add_pos/'],
    source:
      'event-night: responsable du bar, le terminal de carte bancaire tombe en panne et la caisse du bar ne doit plus proposer la CB',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:onboard/templates/onboard/emails/ready.html (mail 'Votre espace est prêt à l'emploi', button to the admin)
  {
    query: 'lien admin après création espace',
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source:
      "TiBillet/Lespass:onboard/templates/onboard/emails/ready.html (mail 'Votre espace est prêt à l'emploi...' with the button to the admin)",
    reader: 'organiser',
  },
  // TiBillet/LaBoutik:APIcashless/tasks.py (mail subject "Vous avez reçu une invitation pour accéder à l'interface d'administration de TiBillet.")
  {
    query: 'mail invitation laboutik jamais reçu',
    answers: ['/docs/install/docker_install/'],
    source:
      "TiBillet/LaBoutik:APIcashless/tasks.py (mail subject 'Vous avez reçu une invitation pour accéder à l'interface d'administration de TiBillet.')",
    reader: 'self-hoster',
  },
  // TiBillet/Lespass:api_v2/views.py (error 'Idempotency-Key header is required.')
  {
    query: 'idempotency-key recharge',
    answers: ['/docs/api/wallets/'],
    source: "TiBillet/Lespass:api_v2/views.py (error 'Idempotency-Key header is required.')",
    reader: 'developer',
  },
  // TiBillet/Lespass:api_v2/serializers.py (error 'Image exceeds maximum size of 10 MiB.')
  {
    query: 'taille max image évènement api',
    answers: ['/docs/api/events/'],
    source:
      "TiBillet/Lespass:api_v2/serializers.py (error 'Image exceeds maximum size of 10 MiB.')",
    reader: 'developer',
  },
];
