import type {FreshQuestion} from './fresh-queries-3';

/**
 * A fifteenth fresh batch of readers' questions (2026-11-30), written the
 * way the fourteenth was (fresh-queries-14.ts), the fourteenth's sources
 * and the product messages the pages were written from (content15 and 16
 * lists) counted as used; 35 in English and 32 in French, two writers per
 * language. Written to judge one change to the ranking (the weight of a
 * page's best part), decided before the batch existed; committed before the
 * search or the pages were changed for it, and measured first on the pages
 * and engine of its commit.
 */

export const english: FreshQuestion[] = [
  // TiBillet/Lespass:BaseBillet/models.py (Price.commitment help_text 'If checked, the user will not be able to cancel the automatic debit from their account...')
  {
    query: 'cancel monthly membership',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      'TiBillet/Lespass:BaseBillet/models.py (Price.commitment help_text If checked, the user will not be able to cancel the automatic debit from their account)',
    reader: 'member',
  },
  // TiBillet/Lespass:BaseBillet/models.py (Price.iteration help_text 'A rate with a monthly period and iterations=2 will last two months with two payments...')
  {
    query:
      'can people pay the yearly membership fee in 3 monthly instalments and then the payments stop',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/'],
    source:
      'TiBillet/Lespass:BaseBillet/models.py (Price.iteration help_text A rate with a monthly period and iterations=2 will last two months with two payments)',
    reader: 'treasurer',
  },
  // TiBillet/Lespass:BaseBillet/models.py (Price.manual_validation help_text 'If selected, an administrator will have to manually approve the membership before sending the payment link...')
  {
    query: 'approve new members manually',
    answers: [
      '/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/',
      '/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/',
    ],
    source:
      'TiBillet/Lespass:BaseBillet/models.py (Price.manual_validation help_text If selected, an administrator will have to manually approve the membership before sending the payment link by email)',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:BaseBillet/models.py (Event.is_external help_text 'The event is handled outside of this platform (ex: Facebook event).')
  {
    query: 'put a partner festival in our agenda when their tickets are sold on their own website',
    answers: ['/docs/Utilisateur/Billetterie/admin_ticketing_add_event/'],
    source:
      'TiBillet/Lespass:BaseBillet/models.py (Event.is_external help_text The event is handled outside of this platform (ex: Facebook event).)',
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/models.py (Event.sticker_img help_text 'The small image displayed in the events list. If None, img will be displayed. 4x3 ratio.')
  {
    query: 'event picture cropped',
    answers: ['/docs/Utilisateur/Billetterie/image_mechanism/'],
    source:
      'TiBillet/Lespass:BaseBillet/models.py (Event.sticker_img help_text The small image displayed in the events list. If None, img will be displayed. 4x3 ratio.)',
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/models.py (Event.end_datetime help_text 'Second date / time optional')
  {
    query: 'festival over 3 days, one event or one per day?',
    answers: [
      '/docs/Utilisateur/Billetterie/admin_ticketing_add_event/',
      '/docs/Utilisateur/Billetterie/admin_add_new_event/',
    ],
    source:
      'TiBillet/Lespass:BaseBillet/models.py (Event.end_datetime help_text Second date / time optional)',
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/models.py (Configuration.stripe_accept_sepa help_text 'SEPA Direct Debit is a deferred payment method...')
  {
    query: 'direct debit memberhsip',
    answers: ['/docs/Utilisateur/Billetterie/stripe/'],
    source:
      'TiBillet/Lespass:BaseBillet/models.py (Configuration.stripe_accept_sepa help_text SEPA Direct Debit is a deferred payment method)',
    reader: 'treasurer',
  },
  // TiBillet/Lespass:BaseBillet/models.py (Configuration.federated_with help_text 'Displays events and subscription of the federated collectives.')
  {
    query: "show a partner venue's gigs on our agenda",
    answers: ['/docs/Utilisateur/Federation/create_or_join/'],
    source:
      'TiBillet/Lespass:BaseBillet/models.py (Configuration.federated_with help_text Displays events and subscription of the federated collectives.)',
    reader: 'partner-venue',
  },
  // TiBillet/Lespass:AuthBillet/models.py (help_text 'Can manage crowds initiative')
  {
    query:
      'can a volunteer look after our fundraising projects on the site without being a full admin',
    answers: ['/docs/Utilisateur/Billetterie/Add_administrator_member/'],
    source: 'TiBillet/Lespass:AuthBillet/models.py (help_text Can manage crowds initiative)',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:AuthBillet/templates/auth/emails/otp_code.html
  {
    query: 'verification code expired',
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source: 'TiBillet/Lespass:AuthBillet/templates/auth/emails/otp_code.html',
    reader: 'organiser',
  },
  // event-night: festival-goer at the door, bought three tickets for her friends but only finds one QR code
  {
    query: 'bought 3 tickets only one qr code',
    answers: ['/docs/presentation/i_am_an_audience/', '/docs/Utilisateur/my_account/'],
    source:
      'event-night: festival-goer at the door, bought three tickets for her friends but only finds one QR code',
    reader: 'public',
  },
  // event-night: organiser, the band is late and everyone who booked must be told that doors open an hour later
  {
    query: 'how do I email everyone who booked tonight to tell them doors open an hour later',
    answers: ['/docs/Utilisateur/Billetterie/admin_ticketing_add_event/'],
    source:
      'event-night: organiser, the band is late and everyone who booked must be told that doors open an hour later',
    reader: 'organiser',
  },
  // event-night: door volunteer, the entrance phone is unreliable and she wants a printed list of tonight's bookers as a fallback
  {
    query: 'paper guest list for the door',
    answers: [
      '/docs/Utilisateur/Billetterie/user_management/',
      '/docs/Utilisateur/Billetterie/admin_ticketing_add_event/',
    ],
    source:
      "event-night: door volunteer, the entrance phone is unreliable and she wants a printed list of tonight's bookers as a fallback",
    reader: 'volunteer',
  },
  // event-night: member in the queue wants to log in to see her ticket, the login e-mail never comes
  {
    query: 'no login email',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      'event-night: member in the queue wants to log in to see her ticket, the login e-mail never comes',
    reader: 'member',
  },
  // event-night: kitchen of a dinner-concert, the cook needs to know in advance how many vegetarian plates to prepare
  {
    query: 'ask people if they want the veggie meal when they book',
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_ticket/'],
    source:
      'event-night: kitchen of a dinner-concert, the cook needs to know in advance how many vegetarian plates to prepare',
    reader: 'organiser',
  },
  // event-night: concert-goer arriving at the venue, paid online an hour ago and no e-mail has come at all
  {
    query: 'i paid for my ticket but never got any email, is my booking ok?',
    answers: ['/docs/Utilisateur/my_account/', '/docs/presentation/i_am_an_audience/'],
    source:
      'event-night: concert-goer arriving at the venue, paid online an hour ago and no e-mail has come at all',
    reader: 'public',
  },
  // event-night: self-hoster, the night before the festival opens, wants a fresh copy of the ticketing database
  {
    query: 'backup before festival',
    answers: ['/docs/install/docker_install/'],
    source:
      'event-night: self-hoster, the night before the festival opens, wants a fresh copy of the ticketing database',
    reader: 'self-hoster',
  },
  // event-night: festival-goer in the queue wants to join the association on her phone to get the members' price
  {
    query: 'join the asociation on my phone',
    answers: ['/docs/presentation/i_am_an_audience/'],
    source:
      "event-night: festival-goer in the queue wants to join the association on her phone to get the members' price",
    reader: 'public',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (Articles.decompte_ticket help_text 'Incrémente le décompte des billets vendu à la journée et imprimé sur le ticket.')
  {
    query: 'numbered entry tickets',
    answers: [
      '/docs/Utilisateur/Cashless/admin_add_article/',
      '/docs/Utilisateur/Cashless/impression_preparation/',
    ],
    source:
      "TiBillet/LaBoutik:APIcashless/models.py (Articles.decompte_ticket help_text 'Incrémente le décompte des billets vendu à la journée et imprimé sur le ticket.')",
    reader: 'organiser',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (Membre.cotisation help_text 'Vous pouvez modifier la valeur par default dans la page de configuration générale')
  {
    query: 'membership price at bar',
    answers: ['/docs/Utilisateur/Cashless/special_articles/'],
    source:
      "TiBillet/LaBoutik:APIcashless/models.py (Membre.cotisation help_text 'Vous pouvez modifier la valeur par default dans la page de configuration générale')",
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (Articles.fedow_asset help_text 'Asset Fédéré. Obligatoire pour cashless, adhésion ou badgeuse.')
  {
    query: 'new top up button wants an asset, which one do i pick',
    answers: [
      '/docs/Utilisateur/Cashless/admin_add_article/',
      '/docs/Utilisateur/Cashless/special_articles/',
    ],
    source:
      "TiBillet/LaBoutik:APIcashless/models.py (Articles.fedow_asset help_text 'Asset Fédéré. Obligatoire pour cashless, adhésion ou badgeuse.')",
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (Configuration Sunmi field help_text 'APP ID for Sunmi Cloud Printer integration')
  {
    query: 'where do I get the app id and app key for a sunmi cloud printer',
    answers: ['/docs/Utilisateur/Cashless/sunmi-printers/'],
    source:
      "TiBillet/LaBoutik:APIcashless/models.py (Configuration help_text 'APP ID for Sunmi Cloud Printer integration')",
    reader: 'technician',
  },
  // TiBillet/Fedow:fedow_dashboard/templates/index/index.html ('Top lieux' / 'Classés par nombre de transactions' / 'Nombre de transactions par mois')
  {
    query: 'Which venue in our network does the most transactions each month?',
    answers: ['/docs/Utilisateur/Federation/how_federations_work/'],
    source:
      "TiBillet/Fedow:fedow_dashboard/templates/index/index.html ('Classés par nombre de transactions', 'Nombre de transactions par mois')",
    reader: 'partner-venue',
  },
  // TiBillet/Fedow:fedow_dashboard/templates/place/place_card.html ('X Cartes en circulation')
  {
    query: 'how many of our cards are still out there in peoples pockets',
    answers: ['/docs/Utilisateur/Federation/how_federations_work/'],
    source:
      "TiBillet/Fedow:fedow_dashboard/templates/place/place_card.html ('Cartes en circulation')",
    reader: 'treasurer',
  },
  // TiBillet/laboutik-deploy:Makefile (target check-swap, 4 GB swap file)
  {
    query: 'vps 2gb ram docker containers oom killed',
    answers: ['/docs/install/docker_install/'],
    source: 'TiBillet/laboutik-deploy:Makefile (target check-swap)',
    reader: 'self-hoster',
  },
  // TiBillet/laboutik-deploy:.env.template (TIME_ZONE='Europe/Paris')
  {
    query:
      'The times printed on our till closing reports are two hours off from the real time, where do I fix that on the server?',
    answers: ['/docs/install/docker_install/'],
    source: 'TiBillet/laboutik-deploy:.env.template (TIME_ZONE / LANGUAGE_CODE)',
    reader: 'technician',
  },
  // TiBillet/laboutik-deploy:Makefile (target install-crowdsec)
  {
    query: 'does the till install script set up a firewall',
    answers: ['/docs/install/docker_install/'],
    source: 'TiBillet/laboutik-deploy:Makefile (target install-crowdsec)',
    reader: 'self-hoster',
  },
  // TiBillet/laboutik-deploy:.env.template (block 'For transactionnal email': EMAIL_HOST, EMAIL_PORT, EMAIL_HOST_USER, EMAIL_HOST_PASSWORD)
  {
    query: 'I installed the cash register server but the email to set my admin password never came',
    answers: ['/docs/install/docker_install/'],
    source:
      "TiBillet/laboutik-deploy:.env.template (block 'For transactionnal email': EMAIL_HOST, EMAIL_PORT, EMAIL_HOST_USER, EMAIL_HOST_PASSWORD)",
    reader: 'self-hoster',
  },
  // TiBillet/Fedow:fedow_api_documentation.md#3. Créer un wallet avec un email
  {
    query: 'can my own app call fedow directly to create a wallet from an email',
    answers: ['/docs/api/intro/'],
    source: 'TiBillet/Fedow:fedow_api_documentation.md#3. Créer un wallet avec un email',
    reader: 'developer',
  },
  // event-night: cloakroom volunteer, the festival wants the coat check paid with the cashless cards at its own stand
  {
    query:
      'We want people to pay 2 euros for the cloakroom with their festival card, at a separate stand. How do we set that up?',
    answers: [
      '/docs/Utilisateur/Cashless/admin_add_pos/',
      '/docs/Utilisateur/Cashless/admin_add_article/',
    ],
    source:
      'event-night: cloakroom volunteer, the festival wants the coat check paid with the cashless cards at its own stand',
    reader: 'volunteer',
  },
  // event-night: bar cashier, a regular asks how many loyalty points he has and whether they buy him a free beer
  {
    query: 'regular wants to use his points for a free beer',
    answers: ['/docs/Utilisateur/Cashless/fidelity/'],
    source:
      'event-night: bar cashier, a regular asks how many loyalty points he has and whether they buy him a free beer',
    reader: 'cashier',
  },
  // event-night: bar cashier, a customer about to load 50 euros asks whether big top-ups get a bonus
  {
    query: 'top up bonus 50€',
    answers: ['/docs/Utilisateur/Cashless/cashback/'],
    source:
      'event-night: bar cashier, a customer about to load 50 euros asks whether big top-ups get a bonus',
    reader: 'cashier',
  },
  // event-night: treasurer, the morning after, the accountant asks for the bar takings as a file for his accounting software
  {
    query: 'our accountant wants the bar takings as a file he can import in his acounting software',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source:
      'event-night: treasurer, the morning after, the accountant asks for the bar takings as a file for his accounting software',
    reader: 'treasurer',
  },
  // event-night: festival-goer at the bar on the last night, asks whether the credit left on the card still works at next year's edition
  {
    query: 'Will the money left on my festival card still work next summer or does it expire?',
    answers: ['/docs/presentation/i_am_an_audience/'],
    source:
      "event-night: festival-goer at the bar on the last night, asks whether the credit left on the card still works at next year's edition",
    reader: 'public',
  },
  // event-night: kitchen volunteer, the cooks want to tick off each dish on a screen when it leaves the pass
  {
    query: 'kitchen screen served dishes',
    answers: ['/docs/Utilisateur/Cashless/order/'],
    source:
      'event-night: kitchen volunteer, the cooks want to tick off each dish on a screen when it leaves the pass',
    reader: 'volunteer',
  },
];

export const french: FreshQuestion[] = [
  // TiBillet/Lespass:Administration/templates/admin/reservation/custom_form_section.html (empty state 'No custom form answers for this booking.')
  {
    query: 'où je vois ce que les gens ont répondu pour le repas quand ils ont réservé',
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_ticket/'],
    source:
      "TiBillet/Lespass:Administration/templates/admin/reservation/custom_form_section.html (empty state 'No custom form answers for this booking.')",
    reader: 'organiser',
  },
  // TiBillet/Lespass:Administration/templates/admin/membership/partials/custom_form_edit_success.html (success 'Les modifications ont été enregistrées avec succès.')
  {
    query: 'corriger la reponse d un adherent au questionnaire d adhesion',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source:
      "TiBillet/Lespass:Administration/templates/admin/membership/partials/custom_form_edit_success.html (success 'Les modifications ont été enregistrées avec succès.')",
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/event/partial/geoloc.html (button 'Show Map' / 'Unable to load map. Please try again later.')
  {
    query: "la carte du lieu s'affiche pas sur la page de notre concert, il y a juste l'adresse",
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_event/'],
    source:
      "TiBillet/Lespass:BaseBillet/templates/reunion/views/event/partial/geoloc.html (button 'Show Map' / 'Unable to load map. Please try again later.')",
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/models.py (help_text of the tags_federation field 'Affiche dans votre agenda et votre carte les évènements de tout le réseau TiBillet portant un de ces tags...')
  {
    query:
      'mettre automatiquement dans notre agenda les evenements jeune public des autres lieux du reseau',
    answers: ['/docs/Utilisateur/Federation/create_or_join/'],
    source:
      "TiBillet/Lespass:BaseBillet/models.py (help_text of the tags_federation field 'Affiche dans votre agenda et votre carte les évènements de tout le réseau TiBillet portant un de ces tags...')",
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:BaseBillet/models.py (help_text 'Enable connected beer tap management (controlvanne).')
  {
    query: 'tireuse à bière connectée',
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source:
      "TiBillet/Lespass:BaseBillet/models.py (help_text 'Enable connected beer tap management (controlvanne).')",
    reader: 'technician',
  },
  // TiBillet/Lespass:crowds/models.py (help_text 'Archived initiatives are not displayed in the main page.')
  {
    query: 'cacher cagnotte terminee',
    answers: ['/docs/Utilisateur/Billetterie/moderation/'],
    source:
      "TiBillet/Lespass:crowds/models.py (help_text 'Archived initiatives are not displayed in the main page.')",
    reader: 'organiser',
  },
  // TiBillet/Lespass:Administration/admin_tenant.py (ReservationAddAdmin price help_text "Tarif d'un évènement à venir. Le produit vendu est créé automatiquement si besoin.")
  {
    query: 'une école a payé ses places par virement, comment je lui fais ses billets ?',
    answers: ['/docs/Utilisateur/Billetterie/create_a_ticket_manually/'],
    source:
      'TiBillet/Lespass:Administration/admin_tenant.py (ReservationAddAdmin price help_text "Tarif d\'un évènement à venir. Le produit vendu est créé automatiquement si besoin.")',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:Administration/templates/admin/dashboard.html (badge 'V1 active' / 'Cashless V1 active — migration required')
  {
    query: 'pastille jaune V1 sur le module caisse du tableau de bord, faut migrer ?',
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source:
      "TiBillet/Lespass:Administration/templates/admin/dashboard.html (badge 'V1 active' / 'Cashless V1 active — migration required')",
    reader: 'venue-admin',
  },
  // event-night: spectateur malade le soir du concert, veut annuler lui-même sa place et récupérer son argent
  {
    query: 'je suis malade ce soir je peux annuler ma place et etre rembourse ?',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      'event-night: spectateur malade le soir du concert, veut annuler lui-même sa place et récupérer son argent',
    reader: 'public',
  },
  // event-night: spectatrice devant un concert affiché complet, demande s'il y a une liste d'attente
  {
    query: "liste d'attente concert complet",
    answers: ['/docs/Utilisateur/Billetterie/admin_ticketing_add_event/'],
    source:
      "event-night: spectatrice devant un concert affiché complet, demande s'il y a une liste d'attente",
    reader: 'public',
  },
  // event-night: auto-hébergeur, le lendemain du festival, veut passer à la dernière version pendant que rien ne tourne
  {
    query: 'mettre a jour lespass sur mon serveur sans tout casser',
    answers: ['/docs/install/docker_install/'],
    source:
      'event-night: auto-hébergeur, le lendemain du festival, veut passer à la dernière version pendant que rien ne tourne',
    reader: 'self-hoster',
  },
  // event-night: trésorière, après une soirée à guichets fermés, se demande quand l'argent des billets en ligne arrivera sur le compte
  {
    query:
      "quand est-ce que l'argent des billets vendus sur le site arrive sur le compte de l'asso",
    answers: ['/docs/Utilisateur/Billetterie/stripe/'],
    source:
      "event-night: trésorière, après une soirée à guichets fermés, se demande quand l'argent des billets en ligne arrivera sur le compte",
    reader: 'treasurer',
  },
  // event-night: trésorier, après la soirée d'assemblée générale où des gens ont adhéré sur place, veut la liste à jour des adhérents
  {
    query: 'export adhérents AG',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/import_export/'],
    source:
      "event-night: trésorier, après la soirée d'assemblée générale où des gens ont adhéré sur place, veut la liste à jour des adhérents",
    reader: 'treasurer',
  },
  // event-night: trésorière, le lendemain d'un concert, doit dire à l'association combien de places à tarif réduit ont été vendues
  {
    query: "combien de places au tarif réduit on a vendu pour le concert d'hier soir",
    answers: ['/docs/recipes/export-sales-per-product/'],
    source:
      "event-night: trésorière, le lendemain d'un concert, doit dire à l'association combien de places à tarif réduit ont été vendues",
    reader: 'treasurer',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (PointDeVente.service_direct verbose_name 'Service direct ( vente au comptoir )')
  {
    query: 'la caisse demande une table a chaque vente alors qu on est un simple bar',
    answers: ['/docs/Utilisateur/Cashless/admin_add_pos/'],
    source:
      "TiBillet/LaBoutik:APIcashless/models.py (PointDeVente.service_direct verbose_name 'Service direct ( vente au comptoir )')",
    reader: 'cashier',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (Configuration.remboursement_auto_annulation verbose_name 'Si annulation d'un article déja payé par cashless, on rembourse automatiquement sur la carte')
  {
    query: 'plat annulé deja payé par carte cashless, remboursé ?',
    answers: ['/docs/Utilisateur/Cashless/order/'],
    source:
      "TiBillet/LaBoutik:APIcashless/models.py (Configuration.remboursement_auto_annulation verbose_name 'Si annulation d'un article déja payé par cashless, on rembourse automatiquement sur la carte')",
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (CarteMaitresse.edit_mode verbose_name 'Mode gérant.e')
  {
    query: 'mode gerant carte',
    answers: ['/docs/Utilisateur/Cashless/admin_add_primary/'],
    source:
      "TiBillet/LaBoutik:APIcashless/models.py (CarteMaitresse.edit_mode verbose_name 'Mode gérant.e')",
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (ClotureCaisse.cash_float verbose_name 'Fond de caisse.')
  {
    query: 'fond de caisse',
    answers: ['/docs/Utilisateur/Cashless/closures/', '/docs/recipes/several-closures-a-day/'],
    source:
      "TiBillet/LaBoutik:APIcashless/models.py (ClotureCaisse.cash_float verbose_name 'Fond de caisse.')",
    reader: 'treasurer',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (Configuration.cashback_active verbose_name 'Activez le cashbash pour les rechargements cashless')
  {
    query: 'offrir du credit en plus aux gens qui rechargent gros',
    answers: ['/docs/Utilisateur/Cashless/cashback/'],
    source:
      "TiBillet/LaBoutik:APIcashless/models.py (Configuration.cashback_active verbose_name 'Activez le cashbash pour les rechargements cashless')",
    reader: 'organiser',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (Configuration.fidelity_active verbose_name 'Incrémentez des points de fidélité pour chaque achat.')
  {
    query: 'donner des points aux clients a chaque conso',
    answers: ['/docs/Utilisateur/Cashless/fidelity/'],
    source:
      "TiBillet/LaBoutik:APIcashless/models.py (Configuration.fidelity_active verbose_name 'Incrémentez des points de fidélité pour chaque achat.')",
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (GroupementCategorie.compteur_ticket_journee verbose_name 'Compteur de ticket')
  {
    query: 'numéro des tickets cuisine remis à zéro',
    answers: ['/docs/Utilisateur/Cashless/impression_preparation/'],
    source:
      "TiBillet/LaBoutik:APIcashless/models.py (GroupementCategorie.compteur_ticket_journee verbose_name 'Compteur de ticket')",
    reader: 'volunteer',
  },
  // TiBillet/LaBoutik:epsonprinter/models.py (Printer.sunmi_serial_number help_text 'Vérifiez sur votre interface https://partner.sunmi.com et comparez sur le ticket de test.')
  {
    query: 'numero serie imprimante sunmi cloud',
    answers: ['/docs/Utilisateur/Cashless/sunmi-printers/'],
    source:
      "TiBillet/LaBoutik:epsonprinter/models.py (Printer.sunmi_serial_number help_text 'Vérifiez sur votre interface https://partner.sunmi.com et comparez sur le ticket de test.')",
    reader: 'technician',
  },
  // TiBillet/LaBoutik:epsonprinter/models.py (Printer.thermal_printer_adress help_text 'USB ex: 0x04b8,0x0e28 ou ip locale')
  {
    query:
      "j'ai une imprimante epson en usb sur un raspberry, quelle adresse je mets pour que la caisse imprime dessus",
    answers: ['/docs/Utilisateur/Cashless/sunmi-printers/'],
    source:
      "TiBillet/LaBoutik:epsonprinter/models.py (Printer.thermal_printer_adress help_text 'USB ex: 0x04b8,0x0e28 ou ip locale')",
    reader: 'technician',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (Configuration.monnaies_acceptes verbose_name 'Assets acceptés pour ventes')
  {
    query: 'accepter au bar le credit des cartes d une autre asso',
    answers: ['/docs/Utilisateur/Federation/create_or_join/'],
    source:
      "TiBillet/LaBoutik:APIcashless/models.py (Configuration.monnaies_acceptes verbose_name 'Assets acceptés pour ventes')",
    reader: 'partner-venue',
  },
  // TiBillet/Fedow:fedow_core/serializers.py (error 'Primary card must be in place primary cards')
  {
    query: "notre barman passe la carte qu'il utilise dans l'autre salle et notre caisse la refuse",
    answers: ['/docs/Utilisateur/Cashless/admin_add_primary/'],
    source:
      "TiBillet/Fedow:fedow_core/serializers.py (error 'Primary card must be in place primary cards')",
    reader: 'cashier',
  },
  // TiBillet/laboutik-deploy:docker-compose.yml (laboutik_nginx label traefik.http.routers.laboutik_nginx.tls.certresolver=myresolver)
  {
    query: "le domaine de la caisse n'a pas de certificat https, traefik ne trouve pas le resolver",
    answers: ['/docs/install/docker_install/'],
    source:
      'TiBillet/laboutik-deploy:docker-compose.yml (laboutik_nginx label traefik.http.routers.laboutik_nginx.tls.certresolver=myresolver)',
    reader: 'self-hoster',
  },
  // TiBillet/laboutik-deploy:.env.template (comment on BORG_REPO / BORG_PASSPHRASE: 'can be empty if you don't backup')
  {
    query: 'BORG_REPO obligatoire ?',
    answers: ['/docs/install/docker_install/'],
    source:
      "TiBillet/laboutik-deploy:.env.template (comment on BORG_REPO / BORG_PASSPHRASE: 'can be empty if you don't backup')",
    reader: 'self-hoster',
  },
  // event-night: kitchen volunteer, burger orders are taken at the bar but no slip comes out of the kitchen printer
  {
    query: "rien ne sort sur l'imprimante de la cuisine",
    answers: [
      '/docs/Utilisateur/Cashless/impression_preparation/',
      '/docs/Utilisateur/Cashless/order/',
    ],
    source:
      'event-night: kitchen volunteer, burger orders are taken at the bar but no slip comes out of the kitchen printer',
    reader: 'volunteer',
  },
  // event-night: treasurer at 2 a.m., the counted drawer is 40 euros short of the end-of-night report and she does not know which figure to compare with
  {
    query:
      'il manque 40 euros dans le tiroir par rapport au rapport de fin de soirée, je compare avec quel chiffre',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source:
      'event-night: treasurer at 2 a.m., the counted drawer is 40 euros short of the end-of-night report and she does not know which figure to compare with',
    reader: 'treasurer',
  },
  // event-night: technician during a concert, the bar Wi-Fi drops and the tills stop validating sales
  {
    query: 'wifi coupé caisse bloquée',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source:
      'event-night: technician during a concert, the bar Wi-Fi drops and the tills stop validating sales',
    reader: 'technician',
  },
  // event-night: festival-goer who lost the festival card with credit still on it, in the middle of the night
  {
    query: 'perdu ma carte du festival avec du credit dessus',
    answers: [
      '/docs/presentation/i_am_an_audience/',
      '/docs/Utilisateur/my_account/',
      '/docs/recipes/replace-a-lost-card/',
    ],
    source:
      'event-night: festival-goer who lost the festival card with credit still on it, in the middle of the night',
    reader: 'public',
  },
  // event-night: bartender, a customer brings back a stack of reusable cups and wants the deposit back
  {
    query: 'rendre la consigne ecocup',
    answers: [
      '/docs/recipes/give-back-a-cup-deposit/',
      '/docs/Utilisateur/Cashless/special_articles/',
    ],
    source:
      'event-night: bartender, a customer brings back a stack of reusable cups and wants the deposit back',
    reader: 'cashier',
  },
];
