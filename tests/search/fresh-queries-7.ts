import type {FreshQuestion} from './fresh-queries-3';

/**
 * A seventh fresh batch of readers' questions (2026-11-29), written the way
 * the third to sixth were (fresh-queries-3.ts, fresh-queries-6.ts): writers
 * who never ran the search, each query from a source no earlier question,
 * task, held-out question or page's `asked_in` had used (checked against a
 * list extracted from every `source` of tests/search and tests/tasks, the
 * held-out set's included, read for its sources only), its answering pages
 * chosen afterwards by reading them. One English question was dropped before
 * the batch was first measured: its thread (LaBoutik#54) repeats a used one
 * (Lespass#149) word for word. The search is tuned on this batch, as on the
 * others here; the held-out set is never read.
 */

export const english: FreshQuestion[] = [
  // https://github.com/TiBillet/Lespass/issues/377
  {
    query: 'can a ticket be scanned days before the show or only on the night?',
    answers: ['/docs/Utilisateur/Billetterie/ticket-scanning/'],
    source: 'https://github.com/TiBillet/Lespass/issues/377',
    reader: 'volunteer',
  },
  // https://github.com/TiBillet/Lespass/issues/413
  {
    query: 'card shows membership not valid',
    answers: ['/docs/recipes/membership-and-top-up-at-the-till/'],
    source: 'https://github.com/TiBillet/Lespass/issues/413',
    reader: 'cashier',
  },
  // https://github.com/TiBillet/Lespass/issues/227
  {
    query: 'stop double memberships',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/'],
    source: 'https://github.com/TiBillet/Lespass/issues/227',
    reader: 'venue-admin',
  },
  // https://github.com/TiBillet/Lespass/issues/425
  {
    query: 'someone booked 4 tickets and wants a refund for just one of them, how do I do that',
    answers: ['/docs/Utilisateur/Billetterie/stripe/'],
    source: 'https://github.com/TiBillet/Lespass/issues/425',
    reader: 'organiser',
  },
  // https://github.com/TiBillet/LaBoutik/issues/107
  {
    query: 'cant print reciept after top up',
    answers: ['/docs/Utilisateur/Cashless/sunmi-printers/'],
    source: 'https://github.com/TiBillet/LaBoutik/issues/107',
    reader: 'cashier',
  },
  // https://github.com/TiBillet/Lespass/issues/214
  {
    query: 'membership rate limit',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/'],
    source: 'https://github.com/TiBillet/Lespass/issues/214',
    reader: 'organiser',
  },
  // https://github.com/TiBillet/Lespass/issues/251
  {
    query: 'vat missing closure',
    answers: ['/docs/Utilisateur/Cashless/admin_add_categorie/'],
    source: 'https://github.com/TiBillet/Lespass/issues/251',
    reader: 'treasurer',
  },
  // https://github.com/TiBillet/Lespass/issues/212
  {
    query: 'venues using tibillet',
    answers: ['/docs/Utilisateur/Federation/network_map/'],
    source: 'https://github.com/TiBillet/Lespass/issues/212',
    reader: 'public',
  },
  // https://github.com/TiBillet/Lespass/issues/51
  {
    query: 'how do i stop my monthly membership payments without losing the membership',
    answers: ['/docs/Utilisateur/my_account/'],
    source: 'https://github.com/TiBillet/Lespass/issues/51',
    reader: 'member',
  },
  // TiBillet/Lespass:CHANGELOG.md#Fix race « mail de connexion » dispatché avant COMMIT / Fix "login email" task dispatched before COMMIT
  {
    query:
      'I added a membership for a new person in the admin and they say they never got any email to log in',
    answers: [
      '/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/',
      '/docs/presentation/i_am_an_audience/',
    ],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Fix race « mail de connexion » dispatché avant COMMIT / Fix "login email" task dispatched before COMMIT',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:CHANGELOG.md#Carte réseau : débounce du rebuild rendu global + plafond anti-famine / Global rebuild debounce + maxWait cap
  {
    query: 'new event missing from explorer map',
    answers: ['/docs/Utilisateur/Federation/network_map/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Carte réseau : débounce du rebuild rendu global + plafond anti-famine / Global rebuild debounce + maxWait cap',
    reader: 'partner-venue',
  },
  // TiBillet/Lespass:CHANGELOG.md#SEO Chantier 05 : carte explorer ROOT — 1 marker par PostalAddress / SEO Chantier 05: 1 marker per PostalAddress on ROOT explorer map
  {
    query: 'we run events in 3 different places, will each one get its own point on the map?',
    answers: ['/docs/Utilisateur/Federation/network_map/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#SEO Chantier 05 : carte explorer ROOT — 1 marker par PostalAddress / SEO Chantier 05: 1 marker per PostalAddress on ROOT explorer map',
    reader: 'organiser',
  },
  // TiBillet/Lespass:CHANGELOG.md#Chantier landing #04 — Filtre "lieu vivant" + UX "Voir tous" → explorer
  {
    query: 'our venue isnt on lieux page',
    answers: ['/docs/Utilisateur/Federation/network_map/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Chantier landing #04 — Filtre "lieu vivant" + UX "Voir tous" → explorer',
    reader: 'partner-venue',
  },
  // TiBillet/Lespass:BaseBillet/templates/emails/membership_renewal_reminder.html
  {
    query: 'renew membership email',
    answers: [
      '/docs/Utilisateur/my_account/',
      '/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/',
    ],
    source: 'TiBillet/Lespass:BaseBillet/templates/emails/membership_renewal_reminder.html',
    reader: 'member',
  },
  // TiBillet/Lespass:Administration/templates/admin/membership/partials/ajouter_paiement_form.html
  {
    query: 'mark membership paid by cheque',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source:
      'TiBillet/Lespass:Administration/templates/admin/membership/partials/ajouter_paiement_form.html',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:comptabilite/templates/comptabilite/admin/export_csv_comptable_form.html
  {
    query: 'accounting software export',
    answers: ['/docs/Utilisateur/Cashless/closures/', '/docs/recipes/export-sales-per-product/'],
    source:
      'TiBillet/Lespass:comptabilite/templates/comptabilite/admin/export_csv_comptable_form.html',
    reader: 'treasurer',
  },
  // TiBillet/Lespass:BaseBillet/templates/emails/ticket_cancellation.html
  {
    query: 'got an email saying my ticket was cancelled, do i get my money back',
    answers: ['/docs/Utilisateur/my_account/', '/docs/Utilisateur/Billetterie/stripe/'],
    source: 'TiBillet/Lespass:BaseBillet/templates/emails/ticket_cancellation.html',
    reader: 'public',
  },
  // TiBillet/Lespass:onboard/templates/onboard/partials/resend_cooldown.html
  {
    query: 'code resend wait',
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source: 'TiBillet/Lespass:onboard/templates/onboard/partials/resend_cooldown.html',
    reader: 'organiser',
  },
  // TiBillet/Lespass:comptabilite/templates/comptabilite/email/cloture_rapport_email.html
  {
    query: 'stop lespass closure report emails',
    answers: ['/docs/recipes/reports-by-email/'],
    source: 'TiBillet/Lespass:comptabilite/templates/comptabilite/email/cloture_rapport_email.html',
    reader: 'treasurer',
  },
  // TiBillet/Lespass:Administration/templates/admin/membership/membership_list_before.html (link 'Memberships to be validated')
  {
    query: 'memberships awaiting approval',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source:
      "TiBillet/Lespass:Administration/templates/admin/membership/membership_list_before.html (link 'Memberships to be validated')",
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:Administration/templates/admin/membership/membership_list_before.html (link 'Users without membership')
  {
    query: 'accounts without membership',
    answers: ['/docs/Utilisateur/Billetterie/user_management/'],
    source:
      "TiBillet/Lespass:Administration/templates/admin/membership/membership_list_before.html (link 'Users without membership')",
    reader: 'venue-admin',
  },
  // event-night: kitchen, a dish runs out mid-service
  {
    query:
      'kitchen ran out of the veggie burger, how do I take it off the till for the rest of the night',
    answers: ['/docs/Utilisateur/Cashless/admin_add_pos/'],
    source:
      'event-night: bar manager, the kitchen runs out of a dish mid-service and it must disappear from the till',
    reader: 'venue-admin',
  },
  // event-night: door, sold out online but room left
  {
    query: 'sold out online but we can fit 20 more people at the door tonight',
    answers: ['/docs/Utilisateur/Billetterie/admin_ticketing_add_event/'],
    source:
      'event-night: organiser, the event shows sold out online but the hall still has room for walk-ins',
    reader: 'organiser',
  },
  // event-night: self-hoster, the site goes down during a concert
  {
    query: 'lespass down mid gig',
    answers: ['/docs/install/docker_install/'],
    source: 'event-night: self-hoster, the Lespass site stops answering in the middle of a concert',
    reader: 'self-hoster',
  },
  // event-night: volunteer coordinator, drinks for volunteers
  {
    query: 'free drinks credit for volunteers',
    answers: ['/docs/Utilisateur/Cashless/special_articles/'],
    source:
      'event-night: volunteer coordinator, each volunteer on shift gets two free drinks loaded on their card',
    reader: 'organiser',
  },
  // event-night: festival-goer deleted the ticket e-mail
  {
    query: 'lost ticket email',
    answers: ['/docs/Utilisateur/my_account/', '/docs/presentation/i_am_an_audience/'],
    source:
      'event-night: festival-goer at the entrance, deleted the e-mail with the ticket and has no QR code to show',
    reader: 'public',
  },
  // event-night: technician, phone till stops reading cards
  {
    query: 'phone till not reading cards anymore',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source:
      'event-night: technician, the Android phone used as a till stops reacting when cards are tapped',
    reader: 'technician',
  },
  // event-night: bar, fresh box of cards unknown
  {
    query: 'we opened a new box of cards and the till says unknown card on every one',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source:
      'event-night: bar volunteer, cards from a newly opened box are all refused as unknown at the till',
    reader: 'cashier',
  },
  // event-night: bar manager lost primary card
  {
    query: 'bar manager lost his primary card',
    answers: ['/docs/Utilisateur/Cashless/admin_add_primary/'],
    source:
      'event-night: bar manager, the primary card that opens the tills was lost during the evening',
    reader: 'venue-admin',
  },
];

export const french: FreshQuestion[] = [
  // https://github.com/TiBillet/Lespass/issues/130
  {
    query: 'comment me desinscrire d un concert',
    answers: ['/docs/Utilisateur/my_account/'],
    source: 'https://github.com/TiBillet/Lespass/issues/130',
    reader: 'public',
  },
  // https://github.com/TiBillet/Lespass/issues/438
  {
    query:
      'adhésion à valider à la main : on voudrait que la personne nous fasse un virement au lieu de payer par le lien stripe, comment on note le paiement ensuite ?',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source: 'https://github.com/TiBillet/Lespass/issues/438',
    reader: 'venue-admin',
  },
  // https://github.com/TiBillet/Lespass/issues/377
  {
    query: 'billet scanné avant la date de l event c normal',
    answers: ['/docs/Utilisateur/Billetterie/ticket-scanning/'],
    source: 'https://github.com/TiBillet/Lespass/issues/377',
    reader: 'volunteer',
  },
  // https://github.com/TiBillet/LaBoutik/issues/46
  {
    query:
      'je veux donner une carte primaire à un bénévole juste pour la soirée de samedi, comment je lui retire l accès à la caisse après ?',
    answers: ['/docs/Utilisateur/Cashless/admin_add_primary/'],
    source: 'https://github.com/TiBillet/LaBoutik/issues/46',
    reader: 'venue-admin',
  },
  // https://github.com/TiBillet/LaBoutik/issues/107
  {
    query: 'ticket recharge cashless',
    answers: ['/docs/Utilisateur/Cashless/sunmi-printers/'],
    source: 'https://github.com/TiBillet/LaBoutik/issues/107',
    reader: 'cashier',
  },
  // https://github.com/TiBillet/LaBoutik/issues/11
  {
    query: 'caisse qui accepte un seul moyen de paiement',
    answers: ['/docs/Utilisateur/Cashless/admin_add_pos/'],
    source: 'https://github.com/TiBillet/LaBoutik/issues/11',
    reader: 'venue-admin',
  },
  // https://github.com/TiBillet/Lespass/issues/237
  {
    query: 'se faire payer par qr code sans tpe',
    // The page that teaches the job was written after this question (7bfda3e).
    answers: ['/docs/presentation/uses/', '/docs/Utilisateur/Cashless/qr_payment/'],
    source: 'https://github.com/TiBillet/Lespass/issues/237',
    reader: 'organiser',
  },
  // https://github.com/TiBillet/Lespass/issues/262
  {
    query: 'adhesion prix libre prelevee tous les mois',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/'],
    source: 'https://github.com/TiBillet/Lespass/issues/262',
    reader: 'organiser',
  },
  // https://github.com/TiBillet/Lespass/issues/416
  {
    query:
      'On a ouvert une nouvelle boîte de cartes et la caisse dit carte inconnue, faut les déclarer quelque part avant ?',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/', '/docs/install/operator_commands/'],
    source: 'https://github.com/TiBillet/Lespass/issues/416',
    reader: 'venue-admin',
  },
  // https://github.com/TiBillet/Lespass/issues/176
  {
    query: 'billets nominatifs',
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_ticket/'],
    source: 'https://github.com/TiBillet/Lespass/issues/176',
    reader: 'organiser',
  },
  // https://github.com/TiBillet/Lespass/issues/90
  {
    query: 'export csv adhesions',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/import_export/'],
    source: 'https://github.com/TiBillet/Lespass/issues/90',
    reader: 'treasurer',
  },
  // https://github.com/TiBillet/Lespass/issues/236
  {
    query: 'activer lot cartes fedow',
    answers: ['/docs/install/operator_commands/'],
    source: 'https://github.com/TiBillet/Lespass/issues/236',
    reader: 'self-hoster',
  },
  // TiBillet/Lespass:CHANGELOG.md#v1.7.6 — Skin Faire Festival + Corrections UX et Sentry
  {
    query: 'changer le look du site',
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source: 'TiBillet/Lespass:CHANGELOG.md#v1.7.6 — Skin Faire Festival + Corrections UX et Sentry',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:CHANGELOG.md#Fix race « mail de connexion » dispatché avant COMMIT / Fix "login email" task dispatched before COMMIT
  {
    query:
      'sur mon instance, j ai créé une adhésion dans l admin pour quelqu un qui n avait pas de compte et il n a jamais reçu le mail pour se connecter, je peux lui sortir le lien moi-même ?',
    answers: ['/docs/install/operator_commands/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Fix race « mail de connexion » dispatché avant COMMIT / Fix "login email" task dispatched before COMMIT',
    reader: 'self-hoster',
  },
  // TiBillet/Lespass:CHANGELOG.md#SEO Chantier 05 : carte explorer ROOT — 1 marker par PostalAddress / SEO Chantier 05: 1 marker per PostalAddress on ROOT explorer map
  {
    query:
      'sur la carte explorer nos concerts s affichent pas sous le point de notre salle alors que le lieu y est',
    answers: ['/docs/Utilisateur/Federation/network_map/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#SEO Chantier 05 : carte explorer ROOT — 1 marker par PostalAddress / SEO Chantier 05: 1 marker per PostalAddress on ROOT explorer map',
    reader: 'partner-venue',
  },
  // TiBillet/Lespass:CHANGELOG.md#Chantier landing #04 — Filtre "lieu vivant" + UX "Voir tous" → explorer
  {
    query: 'notre lieu apparait pas dans la liste des lieux',
    answers: ['/docs/Utilisateur/Federation/network_map/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Chantier landing #04 — Filtre "lieu vivant" + UX "Voir tous" → explorer',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:CHANGELOG.md#Wizard évènement V2 : connexion classique, lieu en 2 pages, multi-évènements / Event wizard V2: classic login, 2-page place, multi-events
  {
    query: 'proposer nos dates sur l agenda d un tiers lieu',
    answers: ['/docs/Utilisateur/Billetterie/moderation/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Wizard évènement V2 : connexion classique, lieu en 2 pages, multi-évènements / Event wizard V2: classic login, 2-page place, multi-events',
    reader: 'organiser',
  },
  // TiBillet/Lespass:discovery/serializers.py (error 'Invalid or already used PIN code.')
  {
    query: 'code pin raspberry refusé',
    answers: ['/docs/install/Raspberry Box/Software/laboutik/'],
    source: "TiBillet/Lespass:discovery/serializers.py (error 'Invalid or already used PIN code.')",
    reader: 'technician',
  },
  // TiBillet/LaBoutik:administration/email_ticket.py (daily per-card consumption ticket, 4 a.m. to 4 a.m.)
  {
    query: 'voir le detail de mes consos de ce soir',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      'TiBillet/LaBoutik:administration/email_ticket.py (daily per-card consumption ticket, 4 a.m. to 4 a.m.)',
    reader: 'member',
  },
  // TiBillet/LaBoutik:APIcashless/validator.py (membership durations '365 Jours', '30 Jours', 'Civile')
  {
    query: 'adhésion année civile ou 365 jours',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/'],
    source:
      "TiBillet/LaBoutik:APIcashless/validator.py (membership durations '365 Jours', '30 Jours', 'Civile')",
    reader: 'venue-admin',
  },
  // TiBillet/Fedow:fedow_core/models.py (asset categories 'Fiduciaire', 'Cadeau', 'Fiduciaire fédérée')
  {
    query: 'fiduciaire ou cadeau',
    answers: ['/docs/glossary/'],
    source:
      "TiBillet/Fedow:fedow_core/models.py (asset categories 'Fiduciaire', 'Cadeau', 'Fiduciaire fédérée')",
    reader: 'treasurer',
  },
  // TiBillet/LaBoutik:epsonprinter/sunmi_cloud_printer.py (error 'APP_ID and APP_KEY must be provided')
  {
    query: 'ou mettre l app id et app key sunmi',
    answers: ['/docs/Utilisateur/Cashless/sunmi-printers/'],
    source:
      "TiBillet/LaBoutik:epsonprinter/sunmi_cloud_printer.py (error 'APP_ID and APP_KEY must be provided')",
    reader: 'technician',
  },
  // event-night: door volunteer, no mobile network in the entrance courtyard at doors opening
  {
    query:
      'Pas de réseau à l entrée, le téléphone arrive plus à scanner les billets, on fait comment ?',
    answers: ['/docs/Utilisateur/Billetterie/ticket-scanning/'],
    source:
      'event-night: door volunteer, no mobile network in the entrance courtyard at doors opening',
    reader: 'volunteer',
  },
  // event-night: bar volunteer, the team card opens the main bar but not the cocktail stand
  {
    query: 'ma carte ouvre le bar mais pas le stand cocktail',
    answers: ['/docs/Utilisateur/Cashless/admin_add_primary/'],
    source:
      'event-night: bar volunteer, the team card opens the main bar but not the cocktail stand',
    reader: 'volunteer',
  },
  // event-night: bar cashier, a customer wants to buy a ticket for next week's show at the bar
  {
    query:
      'un client veut acheter sa place pour le concert de la semaine prochaine directement au bar, c est faisable avec la caisse ?',
    answers: [
      '/docs/recipes/sell-tickets-at-the-till/',
      '/docs/Utilisateur/Cashless/special_articles/',
    ],
    source:
      "event-night: bar cashier, a customer wants to buy a ticket for next week's show at the bar",
    reader: 'cashier',
  },
  // event-night: treasurer, closing done but no Z ticket came out of the printer
  {
    query: 'ticket Z sort pas',
    answers: ['/docs/Utilisateur/Cashless/sunmi-printers/'],
    source: 'event-night: treasurer, closing done but no Z ticket came out of the printer',
    reader: 'treasurer',
  },
  // event-night: festival-goer in the bar queue wants to top up their card from their phone
  {
    query: 'recharger ma carte depuis mon tel',
    answers: ['/docs/presentation/i_am_an_audience/', '/docs/Utilisateur/my_account/'],
    source:
      'event-night: festival-goer in the bar queue wants to top up their card from their phone',
    reader: 'public',
  },
  // event-night: self-hoster on a Saturday night, a container keeps restarting
  {
    query: 'conteneur lespass redemarre en boucle',
    answers: ['/docs/install/docker_install/'],
    source: 'event-night: self-hoster on a Saturday night, a container keeps restarting',
    reader: 'self-hoster',
  },
  // event-night: organiser, the room is full while online sales still show seats left
  {
    query:
      'La salle est pleine alors qu il reste des places en ligne, comment couper la vente sur le site tout de suite ?',
    answers: ['/docs/Utilisateur/Billetterie/admin_ticketing_add_event/'],
    source: 'event-night: organiser, the room is full while online sales still show seats left',
    reader: 'organiser',
  },
  // event-night: cashier, two newcomers want to join at the bar and the membership buttons are missing on the till
  {
    query: 'boutons adhésion absents caisse',
    answers: ['/docs/Utilisateur/Cashless/special_articles/'],
    source:
      'event-night: cashier, two newcomers want to join at the bar and the membership buttons are missing on the till',
    reader: 'cashier',
  },
];
