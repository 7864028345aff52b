import type {FreshQuestion} from './fresh-queries-3';

/**
 * An eighteenth fresh batch of readers' questions (2026-11-30), written the
 * way the seventeenth was (fresh-queries-17.ts), the seventeenth's sources
 * counted as used: the product's help texts and messages nobody had listed,
 * and event-night situations; 38 in English and 39 in French, two writers
 * per language. A tuning batch: committed before the search or the pages
 * were changed for it, measured first on the pages and engine of its
 * commit, then read for the jobs it finds unanswered.
 */

export const english: FreshQuestion[] = [
  // TiBillet/Lespass:CHANGELOG.md#Intégration du recensement Tiers-Lieux dans le wizard d'évènement / Tiers-Lieux directory integration in the event wizard
  {
    query: "suggesting a gig at a venue but I can't find our place in the address search",
    answers: ['/docs/Utilisateur/Billetterie/propose_an_event/'],
    source:
      "TiBillet/Lespass:CHANGELOG.md#Intégration du recensement Tiers-Lieux dans le wizard d'évènement / Tiers-Lieux directory integration in the event wizard",
    reader: 'public',
  },
  // TiBillet/Lespass:CHANGELOG.md#Carte explorer ROOT : pills exclusives, tag chips, URL partageable / Exclusive pills, tag chips, shareable URL
  {
    query: 'send a friend a link to the map showing only the concerts',
    answers: ['/docs/Utilisateur/Federation/network_map/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Carte explorer ROOT : pills exclusives, tag chips, URL partageable / Exclusive pills, tag chips, shareable URL',
    reader: 'public',
  },
  // TiBillet/Lespass:CHANGELOG.md#Liste des évènements : filtre par date en SQL + filtres conservés à la pagination / Event list: date filter in SQL + filters kept on pagination
  {
    query: 'festival saturday programme',
    answers: ['/docs/Utilisateur/agenda/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Liste des évènements : filtre par date en SQL + filtres conservés à la pagination / Event list: date filter in SQL + filters kept on pagination',
    reader: 'public',
  },
  // ${lespass}:BaseBillet/models.py (PromotionalCode.name help_text "Descriptive name for the discount coupon.")
  {
    query: 'discount code tickets',
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_ticket/'],
    source: '${lespass}:BaseBillet/models.py (help_text Descriptive name for the discount coupon.)',
    reader: 'organiser',
  },
  // ${lespass}:BaseBillet/models.py (Product.option_generale_checkbox help_text "Any number of choices can be selected at order time.")
  {
    query: 'how do I let people tick several extras when they book, like the meal and a t-shirt',
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_ticket/'],
    source:
      '${lespass}:BaseBillet/models.py (help_text Any number of choices can be selected at order time.)',
    reader: 'organiser',
  },
  // ${lespass}:BaseBillet/models.py (FederatedPlace config proposition_anonyme_autorisee help_text "Si activé, les visiteurs non connectés peuvent proposer des évènements")
  {
    query: 'anonymous event proposals',
    answers: ['/docs/Utilisateur/Billetterie/moderation/'],
    source:
      "${lespass}:BaseBillet/models.py (help_text Si activé, les visiteurs non connectés peuvent proposer des évènements (nécessite l'agenda participatif).)",
    reader: 'venue-admin',
  },
  // ${lespass}:BaseBillet/models.py (Configuration.skin help_text "Sélectionnez le thème visuel à utiliser pour l'affichage du site web.")
  {
    query: 'change website colours',
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source:
      "${lespass}:BaseBillet/models.py (help_text Sélectionnez le thème visuel à utiliser pour l'affichage du site web.)",
    reader: 'venue-admin',
  },
  // ${lespass}:BaseBillet/views.py (connexion: message "To access your space, please validate your email address...")
  {
    query: 'i signed up on the venue site but never got the email to confirm my acount',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      "${lespass}:BaseBillet/views.py (message To access your space, please validate your email address. Don't forget to check your spam!)",
    reader: 'member',
  },
  // ${lespass}:Administration/admin_tenant.py (error "Une reservation gratuite doit être en paiement OFFERT")
  {
    query: 'adding a booking by hand for a free event and it refuses the payment method I picked',
    answers: ['/docs/Utilisateur/Billetterie/create_a_ticket_manually/'],
    source:
      '${lespass}:Administration/admin_tenant.py (error Une reservation gratuite doit être en paiement OFFERT)',
    reader: 'organiser',
  },
  // ${lespass}:Administration/admin_tenant.py (help_text "Si un déclencheur de tokens est configuré sur le tarif, il sera activé à l'enregistrement du paiement...")
  {
    query:
      'a member paid their fee in cash at the desk, will they still get the credit on their card that comes with it',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source:
      "${lespass}:Administration/admin_tenant.py (help_text Si un déclencheur de tokens est configuré sur le tarif, il sera activé à l'enregistrement du paiement.)",
    reader: 'venue-admin',
  },
  // ${lespass}:discovery/models.py (PairingDevice.pin_code help_text "6-digit pairing code, cleared after claim")
  {
    query: 'new tablet asks for a pin code',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source: '${lespass}:discovery/models.py (help_text 6-digit pairing code, cleared after claim)',
    reader: 'venue-admin',
  },
  // ${lespass}:crowds/models.py (Initiative help_text "Clôturer une initiative empêche toute modification mais elle reste visible avec le badge 'Clôturé'.")
  {
    query: 'close crowdfunding project but keep it visible',
    answers: ['/docs/Utilisateur/Billetterie/moderation/'],
    source:
      "${lespass}:crowds/models.py (help_text Clôturer une initiative empêche toute modification mais elle reste visible avec le badge 'Clôturé'.)",
    reader: 'organiser',
  },
  // ${lespass}:crowds/models.py (Participation help_text "Part du budget sollicité.")
  {
    query: 'can I ask to be paid for the work I do on one of the venue projects',
    answers: ['/docs/Utilisateur/Billetterie/moderation/'],
    source: '${lespass}:crowds/models.py (help_text Part du budget sollicité.)',
    reader: 'volunteer',
  },
  // ${lespass}:onboard/templates/onboard/steps/01_identity.html
  {
    query: 'sign up our bar on tibillet',
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source: '${lespass}:onboard/templates/onboard/steps/01_identity.html',
    reader: 'organiser',
  },
  // event-night: door volunteer, a guest's phone died and the QR code is gone
  {
    query: 'guy at the door says his phone is dead, how do i find his ticket',
    answers: [
      '/docs/Utilisateur/Billetterie/ticket-scanning/',
      '/docs/Utilisateur/Billetterie/scanning-app/',
    ],
    source:
      'event-night: door volunteer, a guest whose phone died cannot show the QR code of his ticket',
    reader: 'volunteer',
  },
  // event-night: box office, selling last-minute tickets at the door on the bar till
  {
    query: 'sell door tickets on the till',
    answers: ['/docs/recipes/sell-tickets-at-the-till/'],
    source:
      'event-night: box office, the organiser wants to sell last-minute tickets at the door from the cash register',
    reader: 'organiser',
  },
  // event-night: volunteer coordinator, volunteers must pick their shifts for tonight
  {
    query: 'link for volunteers to pick a shift',
    answers: ['/docs/Utilisateur/Billetterie/admin_ticketing_add_event/'],
    source:
      'event-night: volunteer coordinator, sending the crew a way to choose their bar and door shifts for tonight',
    reader: 'organiser',
  },
  // event-night: organiser the day before the show, wants a paper backup of who booked
  {
    query: "print a list of everyone booked for tomorrow's show in case the scanners don't work",
    answers: ['/docs/Utilisateur/Billetterie/admin_ticketing_add_event/'],
    source:
      'event-night: organiser the day before the show, wants a printed list of bookings as a backup for the door',
    reader: 'organiser',
  },
  // event-night: member at home, membership lapsed the day before a members-only night
  {
    query: 'renew expired membership',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      "event-night: member at home, notices the evening before a members' night that the membership has lapsed",
    reader: 'member',
  },
  // event-night: door volunteer, smokers going out and coming back get refused by the scanner
  {
    query:
      'people step out for a smoke and when they come back the scanner says the ticket was already used',
    answers: [
      '/docs/Utilisateur/Billetterie/ticket-scanning/',
      '/docs/Utilisateur/Billetterie/scanning-app/',
    ],
    source:
      'event-night: door volunteer, guests going out to smoke are refused on re-entry because their ticket was already scanned',
    reader: 'volunteer',
  },
  // event-night: bar volunteer, a customer's card does not cover the round
  {
    query: 'customer card doesnt have enough on it can they pay the rest in cash',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source:
      "event-night: bar volunteer, a customer's card holds less than the round and they want to pay the difference in cash",
    reader: 'volunteer',
  },
  // event-night: kitchen volunteer wants to see the food orders still to make
  {
    query: 'kitchen list of orders to prepare',
    answers: ['/docs/Utilisateur/Cashless/order/'],
    source:
      'event-night: kitchen volunteer, wants to see on a till which food orders are still waiting to be made',
    reader: 'volunteer',
  },
  // event-night: cloakroom volunteer needs a number for each coat
  {
    query: 'coat check tickets',
    answers: ['/docs/Utilisateur/Cashless/admin_add_pos/'],
    source:
      'event-night: cloakroom volunteer, has to charge for coats and hand out a numbered ticket per coat',
    reader: 'volunteer',
  },
  // event-night: top-up desk, queue too long, people ask to load their card from their phone
  {
    query: 'queue at the top up desk is huge, can people add money to their card from their phone?',
    answers: ['/docs/presentation/i_am_an_audience/', '/docs/Utilisateur/my_account/'],
    source:
      'event-night: top-up desk cashier, long queue, festival-goers ask whether they can load their card themselves online',
    reader: 'cashier',
  },
  // event-night: treasurer at closing time, counted cash differs from the report
  {
    query: 'cash drawer doesnt match z ticket',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source:
      'event-night: treasurer at closing time, the counted cash is not the figure on the end-of-night ticket',
    reader: 'treasurer',
  },
  // event-night: technician setting up an extra tablet before doors open
  {
    query: 'connect new tablet to till',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source:
      'event-night: technician setting up tills, an extra Android tablet must become a till before doors open',
    reader: 'technician',
  },
  // event-night: new bar volunteer given a staff card, does not know how to start
  {
    query: 'first time behind the bar, they handed me a card, how do I get into the till',
    answers: ['/docs/Utilisateur/Cashless/admin_add_primary/'],
    source:
      'event-night: new bar volunteer on a first shift, handed a staff card, does not know how to open the till',
    reader: 'volunteer',
  },
  // event-night: cashier chose the wrong payment method on a sale
  {
    query: 'pressed cash instead of card',
    answers: ['/docs/Utilisateur/Cashless/ventilation/'],
    source:
      'event-night: bar cashier, recorded a sale as cash while the customer paid on the card terminal',
    reader: 'cashier',
  },
  // event-night: top-up desk on the last night, festival-goers want their leftover credit back
  {
    query: 'refund leftover credit',
    answers: ['/docs/Utilisateur/Cashless/Refund/'],
    source:
      'event-night: top-up desk on the last night, festival-goers leaving want the money left on their card back',
    reader: 'cashier',
  },
  // event-night: treasurer after the festival wants the total still loaded on cards
  {
    query: 'how much money is still sitting on all the festival cards now that the weekend is over',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source:
      "event-night: treasurer after the festival, needs the total loaded on the public's cards and not spent",
    reader: 'treasurer',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (Configuration.odoo_send_membership verbose_name 'Envoyer les adhésions vers Odoo')
  {
    query: 'odoo memberships sync',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source:
      "TiBillet/LaBoutik:APIcashless/models.py (Configuration.odoo_send_membership verbose_name 'Envoyer les adhésions vers Odoo')",
    reader: 'treasurer',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (CarteCashless.number help_text 'Non obligatoire lors de la création, il sera généré aléatoirement si non rempli.')
  {
    query: 'adding a card by hand in the admin but there is no number printed on it',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source:
      "TiBillet/LaBoutik:APIcashless/models.py (CarteCashless.number help_text 'Non obligatoire lors de la création, il sera généré aléatoirement si non rempli.')",
    reader: 'technician',
  },
  // TiBillet/LaBoutik:htmxview/templates/print/test.html (one test button per print group)
  {
    query: 'kitchen printer test',
    answers: [
      '/docs/Utilisateur/Cashless/impression_preparation/',
      '/docs/Utilisateur/Cashless/sunmi-printers/',
    ],
    source:
      'TiBillet/LaBoutik:htmxview/templates/print/test.html (one test button per print group)',
    reader: 'technician',
  },
  // TiBillet/LaBoutik:webview/static/webview/js/modules/fonctions.js (cash popup field 'Somme donnée')
  {
    query: 'calculate change',
    answers: ['/docs/Utilisateur/Cashless/admin_add_primary/'],
    source:
      "TiBillet/LaBoutik:webview/static/webview/js/modules/fonctions.js (cash popup field 'Somme donnée')",
    reader: 'cashier',
  },
  // TiBillet/Fedow:fedow_dashboard/views.py (asset_view: reserved to logged-in admins, the home stays public)
  {
    query: 'fedow dashbord asks me to log in when i click on our venue',
    answers: ['/docs/Utilisateur/Federation/how_federations_work/'],
    source:
      'TiBillet/Fedow:fedow_dashboard/views.py (asset_view comment: venue and currency pages reserved to logged-in admins, the home stays public)',
    reader: 'partner-venue',
  },
  // TiBillet/LaBoutik:htmxview/templates/tpe/message.html ('Status Paiement', retry count, last update)
  {
    query: 'top up kiosk stuck spinning',
    answers: ['/docs/Utilisateur/Cashless/admin_space/'],
    source:
      "TiBillet/LaBoutik:htmxview/templates/tpe/message.html ('Status Paiement', retry count, last update)",
    reader: 'cashier',
  },
  // TiBillet/LaBoutik:APIcashless/urls.py (route 'refundfromlespass')
  {
    query: 'we refunded a ticket on the website, does it also come off the bar till figures?',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source: "TiBillet/LaBoutik:APIcashless/urls.py (route 'refundfromlespass')",
    reader: 'treasurer',
  },
  // TiBillet/LaBoutik:webview/templates/accueil.html (demo mode with virtual keyboard and demo cards)
  {
    query: 'can I try the till on a laptop without a card reader before we buy anything',
    answers: ['/docs/presentation/demonstration/'],
    source:
      'TiBillet/LaBoutik:webview/templates/accueil.html (demo mode with virtual keyboard and demo cards)',
    reader: 'technician',
  },
];

export const french: FreshQuestion[] = [
  // ${lespass}:ApiBillet/views.py (response 'Automatic renewal turned off. Your subscription remains active until the end of the current period.')
  {
    query: 'stopper prelevement adhesion',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      '${lespass}:ApiBillet/views.py (response Automatic renewal turned off. Your subscription remains active until the end of the current period.)',
    reader: 'member',
  },
  // ${lespass}:ApiBillet/views.py (error 'Email sending error, please check the email address.')
  {
    query:
      "j'ai fait une faute dans mon adresse mail en achetant les places, comment je recupere mes billets ?",
    answers: ['/docs/Utilisateur/Billetterie/create_a_ticket_manually/'],
    source:
      '${lespass}:ApiBillet/views.py (error Email sending error, please check the email address.)',
    reader: 'public',
  },
  // ${lespass}:comptabilite/models.py (help_text 'La clôture journalière agrège une journée. Les clôtures hebdomadaire, mensuelle et annuelle agrègent...')
  {
    query: 'cloture mensuelle automatique ?',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source:
      '${lespass}:comptabilite/models.py (help_text La clôture journalière agrège une journée. Les clôtures hebdomadaire, mensuelle et annuelle agrègent les clôtures journalières correspondantes.)',
    reader: 'treasurer',
  },
  // ${lespass}:comptabilite/models.py (help_text 'SHA-256 des tuples (pk, montant, qte, statut) triés de chaque LigneArticle couverte...')
  {
    query:
      "comment prouver au controle fiscal que les ventes n'ont pas ete modifiees apres la fermeture de la caisse",
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source:
      '${lespass}:comptabilite/models.py (help_text SHA-256 des tuples (pk, montant, qte, statut) triés de chaque LigneArticle couverte. Change si une ligne est altérée après clôture.)',
    reader: 'treasurer',
  },
  // ${lespass}:comptabilite/models.py (verbose_name 'Numéro de compte' / 'Mapping moyen de paiement')
  {
    query: 'compte 530 caisse',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source:
      '${lespass}:comptabilite/models.py (verbose_name Numéro de compte, Mapping moyen de paiement)',
    reader: 'treasurer',
  },
  // ${lespass}:api_v2/views.py (error 'This asset category cannot be topped up.')
  {
    query: 'api recharge jetons erreur 422',
    answers: ['/docs/api/wallets/'],
    source: '${lespass}:api_v2/views.py (error This asset category cannot be topped up.)',
    reader: 'developer',
  },
  // ${lespass}:A TESTER et DOCUMENTER/adhesion-sepa-lien-paiement-usage-unique.md
  {
    query:
      "j'ai payé mon adhesion par prelevement bancaire, quand je reclique sur le lien du mail ca dit que c'est en train d'etre traité, je dois repayer ?",
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source: '${lespass}:A TESTER et DOCUMENTER/adhesion-sepa-lien-paiement-usage-unique.md',
    reader: 'member',
  },
  // ${lespass}:A TESTER et DOCUMENTER/TEST_OK/avoir-credit-note.md
  {
    query:
      "une vente a ete saisie en double par erreur, comment l'annuler dans la compta sans rien rembourser",
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source: '${lespass}:A TESTER et DOCUMENTER/TEST_OK/avoir-credit-note.md',
    reader: 'treasurer',
  },
  // ${lespass}:A TESTER et DOCUMENTER/TEST_OK/ajouter-paiement-adhesion.md
  {
    query: 'valider adhesion payee par cheque',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source: '${lespass}:A TESTER et DOCUMENTER/TEST_OK/ajouter-paiement-adhesion.md',
    reader: 'venue-admin',
  },
  // ${lespass}:A TESTER et DOCUMENTER/api-events-only-futur-et-next-days.md
  {
    query: 'api liste des concerts du mois prochain',
    answers: ['/docs/api/events/'],
    source: '${lespass}:A TESTER et DOCUMENTER/api-events-only-futur-et-next-days.md',
    reader: 'developer',
  },
  // ${lespass}:A TESTER et DOCUMENTER/TEST_OK/annulation-reservation-admin.md
  {
    query: 'annuler resa payée liquide',
    answers: ['/docs/Utilisateur/Billetterie/create_a_ticket_manually/'],
    source: '${lespass}:A TESTER et DOCUMENTER/TEST_OK/annulation-reservation-admin.md',
    reader: 'organiser',
  },
  // ${lespass}:A TESTER et DOCUMENTER/admin-cle-api-gift-asset-et-uuid-asset.md
  {
    query: 'cle api offrir jetons aux benevoles',
    answers: ['/docs/api/apikey/', '/docs/api/wallets/'],
    source: '${lespass}:A TESTER et DOCUMENTER/admin-cle-api-gift-asset-et-uuid-asset.md',
    reader: 'developer',
  },
  // ${lespass}:A TESTER et DOCUMENTER/event-list-filtre-date-pagination.md
  {
    query: 'programme du samedi festival',
    answers: ['/docs/Utilisateur/agenda/'],
    source: '${lespass}:A TESTER et DOCUMENTER/event-list-filtre-date-pagination.md',
    reader: 'public',
  },
  // ${lespass}:A TESTER et DOCUMENTER/onboard-otp-dedup-cooldown.md
  {
    query:
      "je recois plein de mails avec un code a 6 chiffres tibillet alors que j'ai rien demandé c'est une arnaque ?",
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source: '${lespass}:A TESTER et DOCUMENTER/onboard-otp-dedup-cooldown.md',
    reader: 'public',
  },
  // event-night: door, a woman paid online but cannot find her ticket in her mailbox, queue behind her
  {
    query:
      "elle a payé sa place mais trouve pas son billet sur son tel, on est a l'entrée, comment on la fait rentrer",
    answers: ['/docs/Utilisateur/Billetterie/ticket-scanning/', '/docs/Utilisateur/my_account/'],
    source:
      'event-night: door, a ticket holder who paid online cannot find her ticket e-mail while the queue waits',
    reader: 'organiser',
  },
  // event-night: festival-goer at the bar wondering how much is left on the card
  {
    query: 'solde carte festival',
    answers: ['/docs/Utilisateur/my_account/', '/docs/presentation/i_am_an_audience/'],
    source:
      'event-night: festival-goer between two drinks, wants to know what is left on the cashless card',
    reader: 'public',
  },
  // event-night: member at home checking membership end date before the next season
  {
    query: 'mon adhésion finit quand',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      'event-night: member at home the evening after a concert, wonders until when the membership is valid',
    reader: 'member',
  },
  // event-night: treasurer the day after, wants last night's totals per means of payment
  {
    query: 'total hier soir cb especes cashless',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source:
      "event-night: treasurer the morning after the concert, wants last night's takings split by card, cash and cashless",
    reader: 'treasurer',
  },
  // event-night: developer wiring the venue's website
  {
    query: 'afficher nos concerts sur notre site wordpress',
    answers: ['/docs/Utilisateur/Billetterie/iframe/', '/docs/api/events/'],
    source:
      "event-night: developer wiring the venue's WordPress site, wants the upcoming shows listed on it",
    reader: 'developer',
  },
  // event-night: festival-goer on the last night, money left on the wristband
  {
    query:
      'le festival est fini et il me reste 12 euros sur mon bracelet, je peux me faire rembourser depuis chez moi ?',
    answers: ['/docs/Utilisateur/my_account/', '/docs/Utilisateur/Cashless/Refund/'],
    source: 'event-night: festival-goer leaving on the last night with money left on the wristband',
    reader: 'public',
  },
  // TiBillet/LaBoutik:cron/cron_task
  {
    query: 'laboutik sauvegarde automatique a quelle heure',
    answers: ['/docs/install/docker_install/'],
    source: 'TiBillet/LaBoutik:cron/cron_task',
    reader: 'self-hoster',
  },
  // TiBillet/LaBoutik:epsonprinter/tasks.py (send_print_order_inner_sunmi: retries while the host terminal does not answer)
  {
    query:
      'le terminal du bar s est eteint pendant le service, les tickets pour la cuisine vont ressortir quand je le rallume ?',
    answers: [
      '/docs/Utilisateur/Cashless/sunmi-printers/',
      '/docs/Utilisateur/Cashless/impression_preparation/',
    ],
    source: 'TiBillet/LaBoutik:epsonprinter/tasks.py (send_print_order_inner_sunmi retries)',
    reader: 'cashier',
  },
  // TiBillet/LaBoutik:epsonprinter/models.py (can_print message "L'adresse du serveur d'impression n'est pas définie")
  {
    query: 'imprimante epson raspberry croix rouge',
    answers: ['/docs/Utilisateur/Cashless/sunmi-printers/'],
    source:
      "TiBillet/LaBoutik:epsonprinter/models.py (message \"L'adresse du serveur d'impression n'est pas définie\")",
    reader: 'technician',
  },
  // TiBillet/LaBoutik:fedow_connect/fedow_api.py (refill error 'Carte primaire non valide')
  {
    query: 'recharge refusee carte du barman pas valide',
    answers: ['/docs/Utilisateur/Cashless/admin_add_primary/'],
    source:
      "TiBillet/LaBoutik:fedow_connect/fedow_api.py (refill error 'Carte primaire non valide')",
    reader: 'cashier',
  },
  // TiBillet/LaBoutik:fedow_connect/fedow_api.py (NFCcard.retrieve ConnectionError 'Fedow is down ?')
  {
    query:
      'plus aucune carte ne passe sur les caisses, on dirait que le serveur des porte-monnaie repond plus',
    answers: ['/docs/install/docker_install/'],
    source:
      "TiBillet/LaBoutik:fedow_connect/fedow_api.py (ConnectionError 'Fedow is down ?' on card read)",
    reader: 'technician',
  },
  // TiBillet/LaBoutik:fedow_connect/tasks.py (get_fedow: 'Waiting for handshake to be done')
  {
    query: 'premier demarrage laboutik bloque connexion fedow',
    answers: ['/docs/install/docker_install/'],
    source:
      "TiBillet/LaBoutik:fedow_connect/tasks.py (exception 'Waiting for handshake to be done')",
    reader: 'self-hoster',
  },
  // TiBillet/Fedow:fedow_core/views.py (405 'Laboutik place already conf')
  {
    query:
      "j'ai reinstallé la caisse sur un serveur tout neuf et notre lieu refuse de se connecter a la nouvelle",
    answers: ['/docs/install/docker_install/'],
    source: "TiBillet/Fedow:fedow_core/views.py (405 'Laboutik place already conf')",
    reader: 'self-hoster',
  },
  // TiBillet/Fedow:fedow_core/views.py (402 'Pas de paiement Stripe pour ce wallet')
  {
    query: 'cliente veut se faire rembourser sur internet mais elle a rechargé en liquide au bar',
    answers: ['/docs/Utilisateur/Cashless/Refund/', '/docs/Utilisateur/my_account/'],
    source: "TiBillet/Fedow:fedow_core/views.py (402 'Pas de paiement Stripe pour ce wallet')",
    reader: 'cashier',
  },
  // TiBillet/Fedow:fedow_core/serializers.py ('Impossible de répartir le montant sur les assets disponibles')
  {
    query: 'paiement qr code avec deux monnaies deux lignes compta',
    answers: ['/docs/Utilisateur/Cashless/qr_payment/'],
    source:
      "TiBillet/Fedow:fedow_core/serializers.py (QR payment split 'Impossible de répartir le montant sur les assets disponibles')",
    reader: 'treasurer',
  },
  // TiBillet/Fedow:fedow_api_documentation.md#7. Réaliser un remboursement
  {
    query: 'rembourser une carte via api fedow depuis notre logiciel',
    answers: ['/docs/api/intro/'],
    source: 'TiBillet/Fedow:fedow_api_documentation.md#7. Réaliser un remboursement',
    reader: 'developer',
  },
  // TiBillet/Fedow:fedow_api_documentation.md#5. Recharger un wallet avec un Asset fédéré Stripe (primary asset)
  {
    query: 'api recharge euros portefeuille client',
    answers: ['/docs/api/wallets/'],
    source:
      'TiBillet/Fedow:fedow_api_documentation.md#5. Recharger un wallet avec un Asset fédéré Stripe (primary asset)',
    reader: 'developer',
  },
  // TiBillet/laboutik-deploy:docker-compose.yml (laboutik_postgres volume ./database/data)
  {
    query: 'demenager la caisse sur un autre serveur sans perdre les ventes',
    answers: ['/docs/install/docker_install/'],
    source:
      'TiBillet/laboutik-deploy:docker-compose.yml (laboutik_postgres volume ./database/data)',
    reader: 'self-hoster',
  },
  // event-night: self-hoster, mid-concert the containers restart in a loop because the server disk is full
  {
    query: 'serveur plein en plein concert les conteneurs redemarrent sans arret',
    answers: ['/docs/install/docker_install/'],
    source:
      'event-night: self-hoster, mid-concert the LaBoutik containers restart in a loop because the disk is full',
    reader: 'self-hoster',
  },
  // event-night: bar manager, a bartender lost the card that opens the till in the middle of the shift
  {
    query: 'un barman a perdu sa carte qui ouvre la caisse, comment l empecher de servir ce soir',
    answers: ['/docs/Utilisateur/Cashless/admin_add_primary/'],
    source: 'event-night: bar manager, a bartender lost his till-opening card mid-shift',
    reader: 'cashier',
  },
  // event-night: treasurer at closing, a card-terminal payment was keyed as cash and the drawer is short
  {
    query: 'caisse fausse le soir un paiement CB enregistré en especes par erreur corriger',
    answers: ['/docs/Utilisateur/Cashless/ventilation/'],
    source:
      'event-night: treasurer at closing, a bank-card payment was keyed as cash and the drawer does not match',
    reader: 'treasurer',
  },
  // event-night: partner venue of a federation, a festival-goer topped up at another festival of the network and wants the rest back here
  {
    query:
      "festivalier a rechargé sa carte dans un autre lieu du reseau, il veut qu'on lui rende le reste chez nous",
    answers: [
      '/docs/Utilisateur/Federation/how_federations_work/',
      '/docs/Utilisateur/Cashless/Refund/',
    ],
    source:
      'event-night: partner venue of a federation, a customer topped up at another venue of the network wants a refund at ours',
    reader: 'partner-venue',
  },
  // event-night: treasurer of a partner venue, after the night the partner's tokens spent at our bar must be paid back
  {
    query: 'jetons du lieu partenaire depensés chez nous comment se faire payer',
    answers: ['/docs/Utilisateur/Federation/create_or_join/'],
    source:
      "event-night: treasurer of a partner venue, after the night the partner's currency spent at our bar has to be settled",
    reader: 'treasurer',
  },
  // event-night: technician before doors, a brand-new Sunmi terminal asks for a code at first launch
  {
    query: 'nouveau terminal sunmi demande un code au demarrage',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source:
      'event-night: technician before doors, a new Sunmi terminal asks for a code at first launch',
    reader: 'technician',
  },
  // event-night: cashier, a customer who just put 20 euros on his card asks for a paper receipt
  {
    query: 'un client veut un ticket papier pour les 20 euros quil vient de mettre sur sa carte',
    answers: ['/docs/Utilisateur/Cashless/sunmi-printers/'],
    source: 'event-night: cashier, a customer wants a paper receipt for the top-up he just made',
    reader: 'cashier',
  },
];
