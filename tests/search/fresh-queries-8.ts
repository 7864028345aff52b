import type {FreshQuestion} from './fresh-queries-3';

/**
 * An eighth fresh batch of readers' questions (2026-11-29), written the way
 * the seventh was (fresh-queries-7.ts): writers who never ran the search,
 * each query from a source no earlier question, task, held-out question or
 * page's `asked_in` had used. Unused threads and changelog entries were
 * scarce, so most sources are the product's own messages and help texts
 * (a different message of a file already cited counts as unused) and
 * event-night situations; at least eight questions per language are worded
 * by a reader who does not know TiBillet's words. The search is tuned on
 * this batch, as on the others here; the held-out set is never read.
 */

export const english: FreshQuestion[] = [
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/membership/already_has_membership.html (page 'Adhésion déjà active')
  {
    query: 'the website says i already have a membership but i want to pay for next year now',
    answers: [
      '/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/',
      '/docs/Utilisateur/my_account/',
    ],
    source:
      'TiBillet/Lespass:BaseBillet/templates/reunion/views/membership/already_has_membership.html',
    reader: 'member',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/login/partials/confirmation_inner.html ('Check your email' after asking for a sign-in link)
  {
    query: 'login email missing',
    answers: ['/docs/Utilisateur/my_account/', '/docs/presentation/i_am_an_audience/'],
    source:
      'TiBillet/Lespass:BaseBillet/templates/reunion/views/login/partials/confirmation_inner.html',
    reader: 'public',
  },
  // TiBillet/Lespass:BaseBillet/templates/emails/reservation_cancellation.html (cancellation e-mail, 'Amount concerned:')
  {
    query:
      'I got an email saying my booking was cancelled, will I get my money back and on which card?',
    answers: ['/docs/Utilisateur/my_account/', '/docs/Utilisateur/Billetterie/stripe/'],
    source: 'TiBillet/Lespass:BaseBillet/templates/emails/reservation_cancellation.html',
    reader: 'public',
  },
  // TiBillet/Lespass:onboard/templates/onboard/partials/status_timeout.html ('La création prend plus de temps que prévu' / Retry)
  {
    query: 'venue signup stuck last step',
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source: 'TiBillet/Lespass:onboard/templates/onboard/partials/status_timeout.html',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:discovery/admin.py (help text 'Save to generate a PIN code.')
  {
    query: 'pin code for new tablet till',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source:
      "TiBillet/Lespass:discovery/admin.py (help text 'Save to generate a PIN code. (Use 'Save and continue editing')')",
    reader: 'technician',
  },
  // TiBillet/Lespass:BaseBillet/views.py (error 'You cannot cancel a reservation with scanned tickets.')
  {
    query: 'cant cancel ticket',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      "TiBillet/Lespass:BaseBillet/views.py (error 'You cannot cancel a reservation with scanned tickets.')",
    reader: 'public',
  },
  // TiBillet/Lespass:BaseBillet/views.py (message 'Right granted: initiate payment')
  {
    query:
      'how do I let a volunteer take payments with their own phone at our market stall without making them a full admin',
    answers: [
      '/docs/Utilisateur/Cashless/qr_payment/',
      '/docs/Utilisateur/Billetterie/Add_administrator_member/',
    ],
    source: "TiBillet/Lespass:BaseBillet/views.py (message 'Right granted: initiate payment')",
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:BaseBillet/views.py (error 'Cette carte n'est pas reconnue. Elle n'est peut-être pas encore activée.')
  {
    query:
      'i scanned the qr code on the back of my festival card and it says the card isnt recognised',
    answers: ['/docs/presentation/i_am_an_audience/'],
    source:
      "TiBillet/Lespass:BaseBillet/views.py (error 'Cette carte n'est pas reconnue. Elle n'est peut-être pas encore activée.')",
    reader: 'public',
  },
  // TiBillet/Lespass:BaseBillet/views.py (error 'You seem to already have a TiBillet card linked to your wallet.')
  {
    query: 'add second card',
    answers: ['/docs/Utilisateur/my_account/', '/docs/presentation/i_am_an_audience/'],
    source:
      "TiBillet/Lespass:BaseBillet/views.py (error 'You seem to already have a TiBillet card linked to your wallet.')",
    reader: 'member',
  },
  // TiBillet/Lespass:BaseBillet/views.py (message 'Recurring payment and bill generated.')
  {
    query: 'monthly membership invoice',
    answers: ['/docs/Utilisateur/Billetterie/stripe-invoice/'],
    source:
      "TiBillet/Lespass:BaseBillet/views.py (message 'Recurring payment and bill generated.')",
    reader: 'treasurer',
  },
  // TiBillet/Lespass:Administration/admin_tenant.py (message '%(count)d reservation(s) cancelled and refunded.')
  {
    query: 'refund cancelled gig',
    answers: ['/docs/Utilisateur/Billetterie/stripe/'],
    source:
      "TiBillet/Lespass:Administration/admin_tenant.py (message '%(count)d reservation(s) cancelled and refunded.')",
    reader: 'organiser',
  },
  // TiBillet/Lespass:Administration/admin_tenant.py (warning 'Paiement direct désactivé : aucun compte Stripe n'est connecté.')
  {
    query: 'sell tickets online without stripe',
    answers: ['/docs/Utilisateur/Billetterie/creating-spaces-without-stripe/'],
    source:
      "TiBillet/Lespass:Administration/admin_tenant.py (warning 'Paiement direct désactivé : aucun compte Stripe n'est connecté.')",
    reader: 'organiser',
  },
  // TiBillet/Lespass:Administration/admin_tenant.py (message 'Cashless server OFFLINE or BAD KEY')
  {
    query:
      'After saving the settings of my self-hosted space I get "Cashless server OFFLINE or BAD KEY", how do I get Lespass and the cash register talking?',
    answers: ['/docs/install/docker_install/'],
    source:
      "TiBillet/Lespass:Administration/admin_tenant.py (message 'Cashless server OFFLINE or BAD KEY')",
    reader: 'self-hoster',
  },
  // TiBillet/Lespass:Administration/admin_tenant.py (message 'Remise en banque OK.')
  {
    query:
      'we paid the other venue back in euros for the tokens our customers spent there, how do we mark that as settled',
    answers: ['/docs/Utilisateur/Federation/create_or_join/'],
    source: "TiBillet/Lespass:Administration/admin_tenant.py (message 'Remise en banque OK.')",
    reader: 'partner-venue',
  },
  // TiBillet/Lespass:BaseBillet/form_fields.py (validator 'Latitude hors range WGS84 (-90 à 90).')
  {
    query: 'our venue not showing on the map',
    answers: ['/docs/Utilisateur/Federation/network_map/'],
    source:
      "TiBillet/Lespass:BaseBillet/form_fields.py (validators 'Latitude hors range WGS84 (-90 à 90).' / 'Longitude hors range WGS84')",
    reader: 'organiser',
  },
  // TiBillet/LaBoutik:htmxview/templates/appsettings/language.html ('Sélectionner une langue', 'L'application sera rechargée.')
  {
    query: 'till language english',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source: 'TiBillet/LaBoutik:htmxview/templates/appsettings/language.html',
    reader: 'cashier',
  },
  // TiBillet/LaBoutik:htmxview/templates/tpe/start.html ('Terminal de Paiement', 'Montant de la recharge')
  {
    query:
      'can people put money on their card by themselves with a bank card machine, without someone at the bar',
    answers: ['/docs/Utilisateur/Cashless/admin_space/'],
    source: 'TiBillet/LaBoutik:htmxview/templates/tpe/start.html',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:onboard/views.py (error 'OTP expired. Please request a new code.')
  {
    query: 'verfication code expired',
    answers: [
      '/docs/Utilisateur/Billetterie/creation_of_the_collective_space/',
      '/docs/presentation/i_am_a_collective/',
    ],
    source: "TiBillet/Lespass:onboard/views.py (error 'OTP expired. Please request a new code.')",
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:Customers/models.py (space type 'Event aggregator')
  {
    query: 'we would like one agenda website that shows the concerts of all the venues in our town',
    answers: [
      '/docs/Utilisateur/Federation/create_or_join/',
      '/docs/Utilisateur/Federation/how_federations_work/',
    ],
    source: "TiBillet/Lespass:Customers/models.py (space type 'Event aggregator')",
    reader: 'organiser',
  },
  // TiBillet/Lespass:Administration/admin_tenant.py (error 'Un évènement avec le même nom et la même date existe déjà.')
  {
    query: 'duplicate event error',
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_event/'],
    source:
      "TiBillet/Lespass:Administration/admin_tenant.py (error 'Un évènement avec le même nom et la même date existe déjà.')",
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/views.py (error 'You do not have a federated wallet. Maybe you loaded money directly at a register?')
  {
    query: 'I put cash on my card at the bar, can I get the rest back online?',
    answers: ['/docs/Utilisateur/my_account/', '/docs/Utilisateur/Cashless/Refund/'],
    source:
      "TiBillet/Lespass:BaseBillet/views.py (error 'You do not have a federated wallet. Maybe you loaded money directly at a register?')",
    reader: 'public',
  },
  // TiBillet/Lespass:api_v2/permissions.py (message 'API key invalid or insufficient permissions for this resource')
  {
    query: 'insufficient permissions api key memberships',
    answers: ['/docs/api/apikey/'],
    source:
      "TiBillet/Lespass:api_v2/permissions.py (message 'API key invalid or insufficient permissions for this resource')",
    reader: 'developer',
  },
  // event-night: bar manager, the price of a beer is wrong on the till in the middle of the evening
  {
    query: 'change beer price',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source:
      'event-night: bar manager, the price of a beer is wrong on the till in the middle of the evening',
    reader: 'venue-admin',
  },
  // event-night: bar manager, a volunteer who just arrived needs a card that opens the till
  {
    query: 'new volunteer card to open till',
    answers: ['/docs/Utilisateur/Cashless/admin_add_primary/'],
    source:
      'event-night: bar manager, a volunteer who just arrived needs a card that opens the till',
    reader: 'venue-admin',
  },
  // event-night: door volunteer, the phone that scans tickets has a flat battery and a spare phone is at hand
  {
    query: 'scanner phone dead use another one',
    answers: ['/docs/Utilisateur/Billetterie/scanning-app/'],
    source:
      'event-night: door volunteer, the phone that scans tickets has a flat battery and a spare phone is at hand',
    reader: 'volunteer',
  },
  // event-night: treasurer, after closing, wants to know how much was loaded on cards in cash and by bank card tonight
  {
    query:
      'After the bar closed I need to know how much money people loaded on their cards tonight, in cash and by card',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source:
      'event-night: treasurer, after closing, wants to know how much was loaded on cards in cash and by bank card tonight',
    reader: 'treasurer',
  },
  // event-night: festival-goer wants to see what is left on their card without queueing at the bar
  {
    query: 'check card balance',
    answers: ['/docs/Utilisateur/my_account/', '/docs/presentation/i_am_an_audience/'],
    source:
      'event-night: festival-goer wants to see what is left on their card without queueing at the bar',
    reader: 'public',
  },
  // event-night: bar volunteer, after changing the receipt roll the printed lines come out cut off
  {
    query: 'recipt lines cut off',
    answers: ['/docs/Utilisateur/Cashless/sunmi-printers/'],
    source:
      'event-night: bar volunteer, after changing the receipt roll the printed lines come out cut off',
    reader: 'volunteer',
  },
  // event-night: technician, the Raspberry Box till does not react when cards are held on the reader
  {
    query: 'raspberry till doesnt read cards',
    answers: [
      '/docs/install/Raspberry Box/Hardware/wiring/',
      '/docs/install/Raspberry Box/Software/laboutik/',
    ],
    source:
      'event-night: technician, the Raspberry Box till does not react when cards are held on the reader',
    reader: 'technician',
  },
  // event-night: waiter, a group at a table keeps ordering rounds and wants to pay everything at the end, split between them
  {
    query: 'split table bill at end',
    answers: ['/docs/Utilisateur/Cashless/order/'],
    source:
      'event-night: waiter, a group at a table keeps ordering rounds and wants to pay everything at the end, split between them',
    reader: 'cashier',
  },
];

export const french: FreshQuestion[] = [
  // TiBillet/Lespass:BaseBillet/models.py (help_text of the promo code usage limit 'Maximum number of times this code can be used. Leave empty for unlimited usage.')
  {
    query: 'code promo limité à 30 utilisations',
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_ticket/'],
    source: 'TiBillet/Lespass:BaseBillet/models.py (help_text of the promo code usage limit)',
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/models.py (help_text of the site theme field 'Sélectionnez le thème visuel à utiliser pour l'affichage du site web.')
  {
    query: 'changer les couleurs de notre site',
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source: 'TiBillet/Lespass:BaseBillet/models.py (help_text of the site theme field)',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:BaseBillet/models.py (Event.carrousel help_text 'Images that will be displayed in the program section.')
  {
    query: 'mettre plusieurs photos qui defilent sur la page du concert',
    answers: ['/docs/Utilisateur/Billetterie/admin_ticketing_add_event/'],
    source: 'TiBillet/Lespass:BaseBillet/models.py (Event.carrousel help_text)',
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/models.py (Event.private 'Non-federable event', help_text 'Will not be displayed on shared calendars.')
  {
    query:
      'soirée réservée aux adhérents, je ne veux pas qu’elle apparaisse dans l’agenda des lieux partenaires',
    answers: [
      '/docs/Utilisateur/Billetterie/admin_ticketing_add_event/',
      '/docs/Utilisateur/Federation/create_or_join/',
    ],
    source: 'TiBillet/Lespass:BaseBillet/models.py (Event.private help_text)',
    reader: 'organiser',
  },
  // TiBillet/Lespass:PaiementStripe/templates/paiementstripe/after_onboard_stripe.html
  {
    query: 'inscription stripe inachevée',
    answers: ['/docs/Utilisateur/Billetterie/stripe/'],
    source: 'TiBillet/Lespass:PaiementStripe/templates/paiementstripe/after_onboard_stripe.html',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:onboard/templates/onboard/steps/04_descriptions.html (logo hint 'JPG, PNG ou WebP. Carré de préférence.')
  {
    query: 'format logo espace',
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source: 'TiBillet/Lespass:onboard/templates/onboard/steps/04_descriptions.html',
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/event/wizard/_tierslieux_resultats.html
  {
    query: 'je propose un atelier mais mon lieu est introuvable dans la liste',
    answers: ['/docs/Utilisateur/Billetterie/propose_an_event/'],
    source:
      'TiBillet/Lespass:BaseBillet/templates/reunion/views/event/wizard/_tierslieux_resultats.html',
    reader: 'public',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/event/wizard/step2_event.html
  {
    query: 'jai proposé un concert il apparait pas dans l agenda',
    answers: ['/docs/Utilisateur/Billetterie/propose_an_event/'],
    source: 'TiBillet/Lespass:BaseBillet/templates/reunion/views/event/wizard/step2_event.html',
    reader: 'public',
  },
  // TiBillet/Lespass:comptabilite/templates/comptabilite/admin/changelist_before.html
  {
    query: 'recette du jour avant la cloture',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source: 'TiBillet/Lespass:comptabilite/templates/comptabilite/admin/changelist_before.html',
    reader: 'treasurer',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/membership/form.html (message when the per-person limit of a rate is reached)
  {
    query: 'pourquoi je ne peux pas prendre une deuxième adhésion au même tarif',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/'],
    source: 'TiBillet/Lespass:BaseBillet/templates/reunion/views/membership/form.html',
    reader: 'member',
  },
  // TiBillet/Lespass:Administration/templates/admin/membership/actions_panel.html (prompt to send the payment e-mail again)
  {
    query: 'renvoyer lien paiement',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source: 'TiBillet/Lespass:Administration/templates/admin/membership/actions_panel.html',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:fedow_public/templates/fedow_public/retrieve_bank_deposits.html
  {
    query: 'remises en banque',
    answers: [
      '/docs/Utilisateur/Federation/create_or_join/',
      '/docs/Utilisateur/Federation/how_federations_work/',
    ],
    source: 'TiBillet/Lespass:fedow_public/templates/fedow_public/retrieve_bank_deposits.html',
    reader: 'partner-venue',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/login/partials/fullpage_inner.html
  {
    query: 'mdp oublié',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      'TiBillet/Lespass:BaseBillet/templates/reunion/views/login/partials/fullpage_inner.html',
    reader: 'public',
  },
  // TiBillet/Lespass:BaseBillet/templates/emails/reservation_cancellation.html
  {
    query: 'le lieu a annulé ma réservation est ce que je suis remboursé',
    answers: ['/docs/Utilisateur/Billetterie/stripe/', '/docs/Utilisateur/my_account/'],
    source: 'TiBillet/Lespass:BaseBillet/templates/emails/reservation_cancellation.html',
    reader: 'public',
  },
  // TiBillet/LaBoutik:fedow_connect/validators.py (asset categories 'Monnaie temps, decompte d'utilisation' and 'Points de fidélités')
  {
    query: 'monnaie temps ou points de fidélité',
    answers: ['/docs/Utilisateur/Cashless/badge/', '/docs/Utilisateur/Cashless/fidelity/'],
    source: 'TiBillet/LaBoutik:fedow_connect/validators.py (asset categories)',
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:epsonprinter/models.py (error 'Le numéro de série de l'imprimante Sunmi Cloud n'est pas défini')
  {
    query: 'sunmi cloud série',
    answers: ['/docs/Utilisateur/Cashless/sunmi-printers/'],
    source: 'TiBillet/LaBoutik:epsonprinter/models.py (missing Sunmi Cloud serial number error)',
    reader: 'technician',
  },
  // TiBillet/LaBoutik:administration/templates/users/password_reset.html
  {
    query: 'invitation admin caisse lien expiré',
    answers: ['/docs/Utilisateur/Cashless/admin_space/'],
    source: 'TiBillet/LaBoutik:administration/templates/users/password_reset.html',
    reader: 'venue-admin',
  },
  // TiBillet/Fedow:fedow_core/serializers.py (error 'Card already linked to another user')
  {
    query: 'carte déjà associée à un utilisateur',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source:
      'TiBillet/Fedow:fedow_core/serializers.py (error on a card already linked to another user)',
    reader: 'volunteer',
  },
  // TiBillet/Lespass:seo/views.py (page title of the network places page)
  {
    query: 'carte des lieux',
    answers: ['/docs/Utilisateur/Federation/network_map/'],
    source: 'TiBillet/Lespass:seo/views.py (page title of the network places page)',
    reader: 'public',
  },
  // TiBillet/Lespass:onboard/templates/onboard/partials/status_timeout.html
  {
    query: 'la création de notre espace tourne dans le vide depuis 10 minutes',
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source: 'TiBillet/Lespass:onboard/templates/onboard/partials/status_timeout.html',
    reader: 'organiser',
  },
  // event-night: door volunteer, a second entrance opens and needs another phone to scan tickets
  {
    query: '2e telephone scan',
    answers: [
      '/docs/Utilisateur/Billetterie/scanning-app/',
      '/docs/Utilisateur/Billetterie/ticket-scanning/',
    ],
    source:
      'event-night: door volunteer, a second entrance opens and needs another phone to scan tickets',
    reader: 'volunteer',
  },
  // event-night: kitchen volunteer, drink orders keep printing on the kitchen printer
  {
    query: 'les boissons sortent aussi sur l imprimante de la cuisine',
    answers: ['/docs/Utilisateur/Cashless/impression_preparation/'],
    source: 'event-night: kitchen volunteer, drink orders keep printing on the kitchen printer',
    reader: 'volunteer',
  },
  // event-night: festival-goer on the site wants to know what is on tonight
  {
    query: 'programme ce soir',
    answers: ['/docs/Utilisateur/agenda/'],
    source: 'event-night: festival-goer on the site wants to know what is on tonight',
    reader: 'public',
  },
  // event-night: volunteer coordinator, a new volunteer arrives mid-evening and needs a card to open the bar till
  {
    query: 'nouveau bénévole ce soir, comment lui faire une carte pour ouvrir la caisse du bar',
    answers: ['/docs/Utilisateur/Cashless/admin_add_primary/'],
    source:
      'event-night: volunteer coordinator, a new volunteer arrives mid-evening and needs a card to open the bar till',
    reader: 'organiser',
  },
  // event-night: bar manager, the pint price must drop for the happy hour
  {
    query: 'changer prix biere happy hour',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source: 'event-night: bar manager, the pint price must drop for the happy hour',
    reader: 'venue-admin',
  },
  // event-night: cashier at the desk, a newcomer wants to pay the membership by cheque
  {
    query: 'adhésion payée par chèque à la caisse',
    answers: ['/docs/recipes/membership-and-top-up-at-the-till/'],
    source: 'event-night: cashier at the desk, a newcomer wants to pay the membership by cheque',
    reader: 'cashier',
  },
  // event-night: self-hoster, after switching mail provider to port 587 no ticket e-mail leaves on a presale night
  {
    query: 'aucun mail ne part depuis qu on est passé au port 587 chez notre hébergeur mail',
    answers: ['/docs/install/docker_install/'],
    source:
      'event-night: self-hoster, after switching mail provider to port 587 no ticket e-mail leaves on a presale night',
    reader: 'self-hoster',
  },
  // event-night: treasurer, wants the figures on paper mid-evening without closing the till
  {
    query: 'ticket z provisoire',
    answers: ['/docs/Utilisateur/Cashless/closures/', '/docs/Utilisateur/Cashless/sunmi-printers/'],
    source:
      'event-night: treasurer, wants the figures on paper mid-evening without closing the till',
    reader: 'treasurer',
  },
  // event-night: member at the bar asks until when her membership runs
  {
    query: 'jusqu a quand mon adhesion est valable',
    answers: ['/docs/Utilisateur/my_account/'],
    source: 'event-night: member at the bar asks until when her membership runs',
    reader: 'member',
  },
  // event-night: door volunteer, at doors opening every scanned ticket shows an event error
  {
    query: 'tous les billets affichent event error',
    answers: ['/docs/Utilisateur/Billetterie/scanning-app/'],
    source:
      'event-night: door volunteer, at doors opening every scanned ticket shows an event error',
    reader: 'volunteer',
  },
];
