import type {FreshQuestion} from './fresh-queries-3';

/**
 * A thirteenth fresh batch of readers' questions (2026-11-29), written the
 * way the twelfth was (fresh-queries-12.ts): writers who never ran the
 * search, each query from a source no earlier question, task, held-out
 * question or page's `asked_in` had used; 45 in English (two writers
 * splitting the sources) and 26 in French. Questions on a job that an earlier
 * writer had listed as having no page were left out, since pages were
 * written for those jobs the same day. Committed before the search or the
 * pages were changed for it, and measured first on the pages and engine of
 * its commit: a second estimate, beside the twelfth batch and the held-out
 * set, of how the search does on questions it was never tuned on.
 */

export const english: FreshQuestion[] = [
  // TiBillet/Lespass:QrcodeCashless/views.py (card-linking form shown after scanning a card's QR code)
  {
    query:
      'i scanned the qr code on my festival card and now it asks for my email, do i have to give it?',
    answers: ['/docs/presentation/i_am_an_audience/'],
    source:
      "TiBillet/Lespass:QrcodeCashless/views.py (card-linking form shown after scanning a card's QR code)",
    reader: 'public',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/forms/event/search.html
  {
    query: 'cant find my friends band on the venue calendar',
    answers: ['/docs/Utilisateur/agenda/'],
    source: 'TiBillet/Lespass:BaseBillet/templates/reunion/forms/event/search.html',
    reader: 'public',
  },
  // TiBillet/Lespass:BaseBillet/templates/emails/connexion.html
  {
    query: 'old login email link doesnt work',
    answers: ['/docs/Utilisateur/my_account/'],
    source: 'TiBillet/Lespass:BaseBillet/templates/emails/connexion.html',
    reader: 'member',
  },
  // event-night: festival-goer in the queue deleted the e-mail with their ticket
  {
    query:
      'I deleted the email with my ticket and the concert is tonight, where can I get it back?',
    answers: ['/docs/Utilisateur/my_account/', '/docs/presentation/i_am_an_audience/'],
    source: 'event-night: festival-goer in the queue deleted the e-mail that held their ticket',
    reader: 'public',
  },
  // event-night: member joined at the entrance desk, then the members' rate stays locked on their phone
  {
    query:
      'paid my membership at the entrance desk but on my phone the members price is still locked',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      "event-night: member who just paid a membership at the entrance desk cannot pick the members' rate on their phone",
    reader: 'member',
  },
  // TiBillet/Lespass:comptabilite/tasks.py
  {
    query: 'automatic monthly closing',
    answers: ['/docs/Utilisateur/Cashless/closures/', '/docs/recipes/reports-by-email/'],
    source: 'TiBillet/Lespass:comptabilite/tasks.py',
    reader: 'treasurer',
  },
  // TiBillet/Lespass:comptabilite/csv_comptable.py
  {
    query: 'which ledger accounts do ticket and membership sales go to',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source: 'TiBillet/Lespass:comptabilite/csv_comptable.py',
    reader: 'treasurer',
  },
  // event-night: headliner cancels two hours before doors, treasurer has to refund online buyers
  {
    query: 'headliner cancelled tonight, refund everyone who paid online',
    answers: ['/docs/Utilisateur/Billetterie/stripe/'],
    source:
      'event-night: treasurer, the headliner cancels two hours before doors and every online buyer must be refunded',
    reader: 'treasurer',
  },
  // TiBillet/Fedow:fedow_core/management/commands/courbe_survie.py
  {
    query: 'fedow survival curve how often to run',
    answers: ['/docs/install/operator_commands/'],
    source: 'TiBillet/Fedow:fedow_core/management/commands/courbe_survie.py',
    reader: 'self-hoster',
  },
  // event-night: self-hoster whose mail relay is down while the festival's admin is locked out
  {
    query:
      'our smtp is down and the festival admin cant log in to the back office, how do I get her in tonight?',
    answers: ['/docs/install/operator_commands/'],
    source:
      "event-night: self-hoster, mail relay down on festival night and the festival's administrator cannot receive her login e-mail",
    reader: 'self-hoster',
  },
  // TiBillet/Fedow:CHANGELOG.md#Carte primaire multi-lieux : le VOID d'un lieu ne coupe plus les autres — 2026-07-22
  {
    query:
      'another venue of the federation voided our manager card and now our till says card lost',
    answers: ['/docs/Utilisateur/Cashless/admin_add_primary/'],
    source:
      "TiBillet/Fedow:CHANGELOG.md#Carte primaire multi-lieux : le VOID d'un lieu ne coupe plus les autres — 2026-07-22",
    reader: 'technician',
  },
  // TiBillet/Lespass:api_v2/serializers.py (error "Unknown category. Use a known label or code.")
  {
    query: 'api event categories',
    answers: ['/docs/api/events/'],
    source:
      'TiBillet/Lespass:api_v2/serializers.py (error "Unknown category. Use a known label or code.")',
    reader: 'developer',
  },
  // TiBillet/Lespass:api_v2/serializers.py (error paymentMode "Allowed values: FREE, STRIPE.")
  {
    query: 'membership created through the API shows up as offered instead of waiting for payment',
    answers: ['/docs/api/memberships/'],
    source:
      'TiBillet/Lespass:api_v2/serializers.py (error paymentMode "Allowed values: FREE, STRIPE.")',
    reader: 'developer',
  },
  // TiBillet/Lespass:api_v2/serializers.py (error reservedTicket "No product found for the given prices.")
  {
    query: 'booking POST fails when i leave out the event id',
    answers: ['/docs/api/reservations/'],
    source:
      'TiBillet/Lespass:api_v2/serializers.py (error reservedTicket "No product found for the given prices.")',
    reader: 'developer',
  },
  // event-night: volunteer coordinator, a door phone used for scanning is stolen mid-show
  {
    query: 'scanner phone stolen',
    answers: ['/docs/Utilisateur/Billetterie/scanning-app/'],
    source:
      'event-night: volunteer coordinator, one of the door phones used to scan tickets is stolen during the show',
    reader: 'volunteer',
  },
  // event-night: door volunteer in a cellar with no mobile signal
  {
    query: 'scaning without internet',
    answers: ['/docs/Utilisateur/Billetterie/ticket-scanning/'],
    source:
      'event-night: door volunteer at a cellar entrance with no mobile signal, tickets will not check',
    reader: 'volunteer',
  },
  // event-night: organiser wants the real attendance after the doors close
  {
    query: 'how many people actually came in tonight',
    answers: ['/docs/Utilisateur/Billetterie/ticket-scanning/'],
    source:
      'event-night: organiser wants the real attendance once the doors close, not the tickets sold',
    reader: 'organiser',
  },
  // event-night: the band turns up with guests to let in for free
  {
    query: 'band guest list',
    answers: ['/docs/Utilisateur/Billetterie/create_a_ticket_manually/'],
    source: 'event-night: the band turns up with five friends to let in for free',
    reader: 'organiser',
  },
  // TiBillet/Lespass:crowds/templates/crowds/views/list.html (prompt to log in before voting)
  {
    query: 'let members vote on which project gets funded',
    answers: ['/docs/Utilisateur/Billetterie/moderation/'],
    source:
      'TiBillet/Lespass:crowds/templates/crowds/views/list.html (prompt to log in before voting)',
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/membership/formbricks.html
  {
    query: 'questionnaire after someone joins as a member',
    answers: ['/docs/Utilisateur/Billetterie/formbricks_settings/'],
    source: 'TiBillet/Lespass:BaseBillet/templates/reunion/views/membership/formbricks.html',
    reader: 'venue-admin',
  },
  // TiBillet/laboutik-deploy:.env.template (MAIN_ASSET_NAME)
  {
    query: 'cashless currency name',
    answers: ['/docs/install/docker_install/'],
    source: 'TiBillet/laboutik-deploy:.env.template (MAIN_ASSET_NAME)',
    reader: 'self-hoster',
  },
  // TiBillet/laboutik-deploy:docker-compose.yml (traefik labels, frontend network)
  {
    query: 'traefik 404 cashless',
    answers: ['/docs/install/docker_install/'],
    source:
      'TiBillet/laboutik-deploy:docker-compose.yml (traefik labels on laboutik_nginx, frontend network)',
    reader: 'technician',
  },
  // TiBillet/LaBoutik:TECH_DOC/SESSIONS/couleur-adhesion-paiement-nfc/RESULTAT.md
  {
    query: 'why did the payment window go orange when the guy paid with his card',
    answers: [
      '/docs/recipes/membership-and-top-up-at-the-till/',
      '/docs/Utilisateur/Cashless/admin_add_article/',
    ],
    source: 'TiBillet/LaBoutik:TECH_DOC/SESSIONS/couleur-adhesion-paiement-nfc/RESULTAT.md',
    reader: 'cashier',
  },
  // TiBillet/LaBoutik:TECH_DOC/SESSIONS/couleur-adhesion-paiement-nfc/spec.md (GET /api/v2/memberships/by-wallet/)
  {
    query: 'membership by wallet api',
    answers: ['/docs/api/wallets/', '/docs/api/memberships/'],
    source: 'TiBillet/LaBoutik:TECH_DOC/SESSIONS/couleur-adhesion-paiement-nfc/spec.md',
    reader: 'developer',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (Configuration.lespass_api_key verbose_name 'Clé API Lespass (adhésions)')
  {
    query: 'till show if customer is a member',
    answers: ['/docs/recipes/membership-and-top-up-at-the-till/'],
    source: "TiBillet/LaBoutik:APIcashless/models.py (verbose_name 'Clé API Lespass (adhésions)')",
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:webview/billet_lespass.py (the till books paid tickets on Lespass through API v2)
  {
    query:
      'how can my own point of sale create tickets already paid in cash through the api, without the online payment step?',
    answers: ['/docs/api/reservations/'],
    source:
      'TiBillet/LaBoutik:webview/billet_lespass.py (till ticket sale posted to Lespass API v2 reservations as paid)',
    reader: 'developer',
  },
  // TiBillet/LaBoutik:webview/views.py (error 'Les billets n'acceptent que espèce ou carte bancaire.')
  {
    query: 'pay ticket with cashless card',
    answers: ['/docs/recipes/sell-tickets-at-the-till/'],
    source:
      "TiBillet/LaBoutik:webview/views.py (error 'Les billets n'acceptent que espèce ou carte bancaire.')",
    reader: 'cashier',
  },
  // TiBillet/LaBoutik:webview/views.py (success 'Caisses cloturées et ticket envoyé à l'impression')
  {
    query: 'How do I shut down all the registers at the end of the night and print the totals?',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source:
      "TiBillet/LaBoutik:webview/views.py (message 'Caisses cloturées et ticket envoyé à l'impression')",
    reader: 'treasurer',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (Configuration field 'Email de la compta.')
  {
    query: 'email report to accountant',
    answers: ['/docs/recipes/reports-by-email/', '/docs/Utilisateur/Cashless/closures/'],
    source: "TiBillet/LaBoutik:APIcashless/models.py (field 'Email de la compta.')",
    reader: 'treasurer',
  },
  // TiBillet/LaBoutik:administration/ticketZ_V4.py (line 'Retour consigne en espèce')
  {
    query: 'cup deposit refunds on z ticket',
    answers: ['/docs/recipes/give-back-a-cup-deposit/'],
    source: "TiBillet/LaBoutik:administration/ticketZ_V4.py (line 'Retour consigne en espèce')",
    reader: 'treasurer',
  },
  // TiBillet/LaBoutik:webview/validators.py (error 'Clé publique non trouvée pour cet utilisateur. Relancez l'appairage.')
  {
    query: 'restart pairing tablet',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source: "TiBillet/LaBoutik:webview/validators.py (error '... Relancez l'appairage.')",
    reader: 'technician',
  },
  // TiBillet/LaBoutik:epsonprinter/models.py (error 'L'APP ID Sunmi n'est pas défini dans la configuration')
  {
    query: 'sunmi app id missing',
    answers: ['/docs/Utilisateur/Cashless/sunmi-printers/'],
    source:
      "TiBillet/LaBoutik:epsonprinter/models.py (error 'L'APP ID Sunmi n'est pas défini dans la configuration')",
    reader: 'technician',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (GroupementCategorie field 'Nombre de copie à imprimer')
  {
    query:
      'The kitchen wants every food order printed twice, one for the cook and one for the pass. Where do I set that?',
    answers: ['/docs/Utilisateur/Cashless/impression_preparation/'],
    source: "TiBillet/LaBoutik:APIcashless/models.py (field 'Nombre de copie à imprimer')",
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (PointDeVente.service_direct 'Service direct ( vente au comptoir )')
  {
    query: 'I want the restaurant register to ask for the table number before taking the order',
    answers: ['/docs/Utilisateur/Cashless/admin_add_pos/', '/docs/Utilisateur/Cashless/order/'],
    source:
      "TiBillet/LaBoutik:APIcashless/models.py (field 'Service direct ( vente au comptoir )')",
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:htmxview/templates/kiosk/cancel.html ('Annulé', 'Redirection dans 15 secondes')
  {
    query: 'the top up machine said cancelled, did it take my money?',
    answers: ['/docs/Utilisateur/Cashless/admin_space/'],
    source: 'TiBillet/LaBoutik:htmxview/templates/kiosk/cancel.html',
    reader: 'public',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (Membre.derniere_presence short_description 'Derniere présence')
  {
    query: 'my volunteer hours',
    answers: ['/docs/Utilisateur/Cashless/badge/', '/docs/Utilisateur/my_account/'],
    source: "TiBillet/LaBoutik:APIcashless/models.py (column 'Derniere présence')",
    reader: 'volunteer',
  },
  // TiBillet/LaBoutik:start_dev.sh
  {
    query: 'laboutik dev setup',
    answers: ['/docs/contribute/development/'],
    source: 'TiBillet/LaBoutik:start_dev.sh',
    reader: 'developer',
  },
  // event-night: festival-goer at the bar wants to know what is left on their card
  {
    query: 'card balance',
    answers: ['/docs/presentation/i_am_an_audience/', '/docs/Utilisateur/my_account/'],
    source:
      'event-night: festival-goer at the bar, wants to know what is left on their card before ordering',
    reader: 'public',
  },
  // event-night: festival-goer leaving on the last night wants the rest of their money back
  {
    query: 'going home tonight can i get back whats left on my festival card',
    answers: ['/docs/Utilisateur/Cashless/Refund/', '/docs/presentation/i_am_an_audience/'],
    source: 'event-night: festival-goer leaving on the last night, wants the unspent balance back',
    reader: 'public',
  },
  // event-night: member topped up on their phone in the queue, bar still shows the old balance
  {
    query: 'I topped up online 10 minutes ago but the bar still shows my old balance',
    answers: ['/docs/presentation/i_am_an_audience/'],
    source:
      'event-night: member topped up on their phone in the queue, the bar till still shows the old balance',
    reader: 'member',
  },
  // event-night: festival-goer lost their card in the crowd with money on it
  {
    query: 'lost my card in the crowd, 30 euros on it',
    answers: ['/docs/recipes/replace-a-lost-card/', '/docs/presentation/i_am_an_audience/'],
    source: 'event-night: festival-goer lost their card in the crowd with credit still on it',
    reader: 'public',
  },
  // event-night: customer asks at the cash desk why the free bonus credit is not refunded
  {
    query: 'why wont they refund the bonus credit they gave me on my card',
    answers: ['/docs/Utilisateur/Cashless/Refund/'],
    source:
      'event-night: customer at the cash desk at closing asks why the gift/bonus credit is not refunded with the rest',
    reader: 'member',
  },
  // event-night: bar wifi drops in the middle of the rush
  {
    query: 'wifi down bar till',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source: 'event-night: cashier at the bar, the Wi-Fi drops in the middle of the rush',
    reader: 'cashier',
  },
  // event-night: treasurer counting the drawer finds less cash than the screen says
  {
    query: 'cash in the drawer doesnt match, i think someone rang a card payment as cash',
    answers: ['/docs/Utilisateur/Cashless/ventilation/'],
    source:
      'event-night: treasurer counting the drawer after closing, cash short because a bank card payment was rung as cash',
    reader: 'treasurer',
  },
  // event-night: bar volunteer wants to give the band their drinks on the house
  {
    query: 'drinks on the house',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source: 'event-night: bar volunteer told to give the band their drinks on the house',
    reader: 'volunteer',
  },
];

export const french: FreshQuestion[] = [
  // TiBillet/Lespass:comptabilite/templates/comptabilite/admin/_sections_rapport.html
  {
    query: 'tva collectée ce mois',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source: 'TiBillet/Lespass:comptabilite/templates/comptabilite/admin/_sections_rapport.html',
    reader: 'treasurer',
  },
  // TiBillet/Fedow:fedow_dashboard/templates/asset/asset_card.html
  {
    query:
      'savoir combien de nos jetons sont chez les autres lieux du réseau et combien chez les gens',
    answers: ['/docs/Utilisateur/Federation/how_federations_work/'],
    source: 'TiBillet/Fedow:fedow_dashboard/templates/asset/asset_card.html',
    reader: 'treasurer',
  },
  // TiBillet/Lespass:Administration/management/commands/cron_morning.py
  {
    query: 'relances adhésion auto-hébergement',
    answers: ['/docs/install/operator_commands/'],
    source: 'TiBillet/Lespass:Administration/management/commands/cron_morning.py',
    reader: 'self-hoster',
  },
  // TiBillet/LaBoutik:epsonprinter/sunmi_printer_test.py
  {
    query: 'imprimante sunmi cloud',
    answers: ['/docs/Utilisateur/Cashless/sunmi-printers/'],
    source: 'TiBillet/LaBoutik:epsonprinter/sunmi_printer_test.py',
    reader: 'technician',
  },
  // TiBillet/Lespass:api_v2/views.py (error 'next_days doit être un nombre entier de jours.')
  {
    query: 'filtrer api evenements sur les 30 prochains jours',
    answers: ['/docs/api/events/'],
    source:
      "TiBillet/Lespass:api_v2/views.py (error 'next_days doit être un nombre entier de jours.')",
    reader: 'developer',
  },
  // TiBillet/Lespass:api_v2/views.py (error 'No product identifier provided. Use productId or productIds.')
  {
    query: "rattacher un tarif qui existe déjà à un évènement par l'API",
    answers: ['/docs/api/events/'],
    source:
      "TiBillet/Lespass:api_v2/views.py (error 'No product identifier provided. Use productId or productIds.')",
    reader: 'developer',
  },
  // TiBillet/Lespass:api_v2/views.py (error 'API key not allowed for gift refill.')
  {
    query: 'jetons cadeau api',
    answers: ['/docs/api/wallets/'],
    source: "TiBillet/Lespass:api_v2/views.py (error 'API key not allowed for gift refill.')",
    reader: 'developer',
  },
  // TiBillet/LaBoutik:htmxview/templates/tpe/request_card.html
  {
    query: 'une borne pour que les gens rechargent leur carte tout seuls avec leur CB',
    answers: ['/docs/Utilisateur/Cashless/admin_space/'],
    source: 'TiBillet/LaBoutik:htmxview/templates/tpe/request_card.html',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:Administration/templates/admin/ticket/custom_form_section.html
  {
    query: 'où voir ce que les gens ont répondu en achetant leur place, genre le choix du repas',
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_ticket/'],
    source: 'TiBillet/Lespass:Administration/templates/admin/ticket/custom_form_section.html',
    reader: 'organiser',
  },
  // TiBillet/Lespass:crowds/templates/crowds/partial/participations.html
  {
    query: "j'ai donné pour la cagnotte du lieu et j'ai reçu aucun mail",
    answers: ['/docs/presentation/i_am_an_audience/'],
    source: 'TiBillet/Lespass:crowds/templates/crowds/partial/participations.html',
    reader: 'public',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/event/partial/booking.html
  {
    query: "reserver plusieurs places d'un coup pour mes potes",
    answers: ['/docs/presentation/i_am_an_audience/'],
    source: 'TiBillet/Lespass:BaseBillet/templates/reunion/views/event/partial/booking.html',
    reader: 'public',
  },
  // TiBillet/Lespass:QrcodeCashless/views.py (messages 'Email déja connu. …' on the card QR page)
  {
    query: "j'ai scanné le qr code au dos de ma carte et ça me demande mon mail, je suis obligé ?",
    answers: ['/docs/presentation/i_am_an_audience/'],
    source:
      "TiBillet/Lespass:QrcodeCashless/views.py (messages 'Email déja connu. …' on the card QR page)",
    reader: 'public',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/login/confirmation.html
  {
    query: 'lien de connexion jamais reçu',
    answers: ['/docs/Utilisateur/my_account/'],
    source: 'TiBillet/Lespass:BaseBillet/templates/reunion/views/login/confirmation.html',
    reader: 'member',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/partials/account/custom_form_accordion.html
  {
    query: "revoir ce que j'ai repondu au questionnaire en reservant",
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      'TiBillet/Lespass:BaseBillet/templates/reunion/partials/account/custom_form_accordion.html',
    reader: 'member',
  },
  // event-night: coordinatrice bénévoles, en fin de soirée veut le total d'heures de chaque bénévole
  {
    query: "combien d'heures chaque bénévole a fait ce soir",
    answers: ['/docs/Utilisateur/Cashless/badge/'],
    source:
      "event-night: coordinatrice bénévoles, en fin de soirée veut le total d'heures de chaque bénévole",
    reader: 'organiser',
  },
  // event-night: auto-hébergeur, a mis à jour la veille du festival et le site affiche des erreurs partout
  {
    query:
      "j'ai mis a jour lespass hier soir et maintenant erreurs partout, faut lancer les migrations ?",
    answers: ['/docs/install/docker_install/'],
    source:
      'event-night: auto-hébergeur, a mis à jour la veille du festival et le site affiche des erreurs partout',
    reader: 'self-hoster',
  },
  // event-night: bénévole technique, à l'ouverture du bar la tablette de caisse affiche NFC disabled
  {
    query: 'tablette caisse NFC disabled',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source:
      "event-night: bénévole technique, à l'ouverture du bar la tablette de caisse affiche NFC disabled",
    reader: 'technician',
  },
  // event-night: caissier au bar, un client réclame le prix adhérent et il faut savoir s'il est vraiment adhérent
  {
    query: 'savoir a la caisse si le client est vraiment adherent',
    answers: ['/docs/recipes/membership-and-top-up-at-the-till/'],
    source:
      "event-night: caissier au bar, un client réclame le prix adhérent et il faut savoir s'il est vraiment adhérent",
    reader: 'cashier',
  },
  // event-night: bénévole à l'entrée, une spectatrice a fait une faute dans son mail en achetant et n'a jamais reçu son billet
  {
    query:
      "une dame s'est trompée dans son adresse mail en achetant sa place, elle a pas de billet, on fait comment à l'entrée",
    answers: ['/docs/Utilisateur/Billetterie/create_a_ticket_manually/'],
    source:
      "event-night: bénévole à l'entrée, une spectatrice a fait une faute dans son mail en achetant et n'a jamais reçu son billet",
    reader: 'volunteer',
  },
  // event-night: trésorier, après le dernier soir du festival, veut savoir combien de cartes différentes ont servi au bar
  {
    query: 'combien de cartes différentes ont servi au bar ce week-end',
    answers: [
      '/docs/Utilisateur/Cashless/closures/',
      '/docs/Utilisateur/Federation/how_federations_work/',
    ],
    source:
      'event-night: trésorier, après le dernier soir du festival, veut savoir combien de cartes différentes ont servi au bar',
    reader: 'treasurer',
  },
  // event-night: trésorière, à la fin du festival, veut le total rendu en espèces aux festivaliers qui ont vidé leur carte
  {
    query: 'total remboursé aux festivaliers en fin de festival',
    answers: ['/docs/Utilisateur/Cashless/Refund/', '/docs/Utilisateur/Cashless/closures/'],
    source:
      'event-night: trésorière, à la fin du festival, veut le total rendu en espèces aux festivaliers qui ont vidé leur carte',
    reader: 'treasurer',
  },
  // TiBillet/Fedow:fedow_core/management/commands/courbe_survie.py
  {
    query:
      "sur mon serveur fedow, calculer combien de temps l'argent chargé reste sur les cartes avant d'être dépensé",
    answers: ['/docs/install/operator_commands/'],
    source: 'TiBillet/Fedow:fedow_core/management/commands/courbe_survie.py',
    reader: 'self-hoster',
  },
  // TiBillet/LaBoutik:administration/templates/recu_adhesion/recu_adhesion_mail_material.html
  {
    query: 'recu de mon adhesion pour le CE',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source:
      'TiBillet/LaBoutik:administration/templates/recu_adhesion/recu_adhesion_mail_material.html',
    reader: 'member',
  },
  // TiBillet/LaBoutik:webview/views.py (message 'Carte inconnue' in check_carte)
  {
    query: "ecran rouge sur la caisse quand je passe la carte d'un client, elle la reconnait pas",
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source: "TiBillet/LaBoutik:webview/views.py (message 'Carte inconnue' in check_carte)",
    reader: 'cashier',
  },
  // TiBillet/LaBoutik:webview/views.py (error 'Pas de carte.' in methode_AD, membership sold at the till)
  {
    query: 'adhesion a l accueil sans sa carte possible ?',
    answers: ['/docs/recipes/membership-and-top-up-at-the-till/'],
    source:
      "TiBillet/LaBoutik:webview/views.py (error 'Pas de carte.' in methode_AD, membership sold at the till)",
    reader: 'volunteer',
  },
  // TiBillet/Lespass:BaseBillet/views.py (message 'Payment verification error' in return_refill_wallet)
  {
    query:
      "j'ai payé pour remettre de l'argent sur ma carte par internet, le site affiche une erreur et mon solde bouge pas",
    answers: ['/docs/presentation/i_am_an_audience/'],
    source:
      "TiBillet/Lespass:BaseBillet/views.py (message 'Payment verification error' in return_refill_wallet)",
    reader: 'member',
  },
];
