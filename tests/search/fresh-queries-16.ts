import type {FreshQuestion} from './fresh-queries-3';

/**
 * A sixteenth fresh batch of readers' questions (2026-11-30), written the
 * way the fifteenth was (fresh-queries-15.ts), the fifteenth's sources and
 * its writers' jobs without a page counted as used; 32 in English and 35 in
 * French, two writers per language. Written to judge changes to the
 * ranking, with the rule to adopt them set before the batch existed
 * (src/search/README.md); committed before the search or the pages were
 * changed for it, and measured first on the pages and engine of its commit.
 */

export const english: FreshQuestion[] = [
  // TiBillet/Lespass:BaseBillet/models.py (Configuration.need_name verbose_name 'Users have to give a first and last name at registration.')
  {
    query: 'why does it want my first and last name just to register my card',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      'TiBillet/Lespass:BaseBillet/models.py (Configuration.need_name verbose_name "Users have to give a first and last name at registration.")',
    reader: 'member',
  },
  // TiBillet/Lespass:BaseBillet/models.py (Configuration verbose_name 'Recipient emails for closure reports' / 'Closure report sending frequency')
  {
    query: 'can the treasurer get the monthly sales summary by email without logging in',
    answers: ['/docs/recipes/reports-by-email/'],
    source:
      'TiBillet/Lespass:BaseBillet/models.py (Configuration verbose_name "Recipient emails for closure reports" / "Closure report sending frequency")',
    reader: 'treasurer',
  },
  // TiBillet/Lespass:BaseBillet/models.py (Configuration help_text 'Enable stock management for POS products.')
  {
    query: 'bar stock count kegs',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source:
      'TiBillet/Lespass:BaseBillet/models.py (Configuration help_text "Enable stock management for POS products.")',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:BaseBillet/models.py (Configuration verbose_name 'Additional text in membership mail')
  {
    query: 'add our own welcome words to the email people get after joining',
    answers: [
      '/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/',
      '/docs/Utilisateur/emails/',
    ],
    source:
      'TiBillet/Lespass:BaseBillet/models.py (Configuration verbose_name "Additional text in membership mail")',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:BaseBillet/models.py (PromotionalCode help_text 'Number of times this code has been used.')
  {
    query: 'promo code times used',
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_ticket/'],
    source:
      'TiBillet/Lespass:BaseBillet/models.py (PromotionalCode help_text "Number of times this code has been used.")',
    reader: 'treasurer',
  },
  // TiBillet/Lespass:BaseBillet/models.py (Price.free_price help_text 'The amount will be asked on the Stripe checkout page.')
  {
    query: 'pay what you want tickets online',
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_ticket/'],
    source:
      'TiBillet/Lespass:BaseBillet/models.py (Price.free_price help_text "The amount will be asked on the Stripe checkout page.")',
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/models.py (Price help_text 'Limit the maximum number of memberships for all users. Leave blank for unlimited.')
  {
    query: 'cap number of members',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/'],
    source:
      'TiBillet/Lespass:BaseBillet/models.py (Price help_text "Limit the maximum number of memberships for all users. Leave blank for unlimited.")',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:BaseBillet/models.py (Price verbose_name 'Max number of recurrences')
  {
    query:
      'We want members to pay monthly by card but only 10 times, not forever. Is that possible?',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/'],
    source:
      'TiBillet/Lespass:BaseBillet/models.py (Price verbose_name "Max number of recurrences")',
    reader: 'treasurer',
  },
  // TiBillet/Lespass:BaseBillet/models.py (Price verbose_name 'Top-up user wallet on payment (Fedow)')
  {
    query: 'new members get 5 euros to spend at the bar when they pay their membership',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/'],
    source:
      'TiBillet/Lespass:BaseBillet/models.py (Price verbose_name "Top-up user wallet on payment (Fedow)")',
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/models.py (Price help_text 'If enabled, after scanning a ticket, the user wallet will receive tokens.')
  {
    query: 'free drink for evry ticket scanned at the entrance',
    answers: [
      '/docs/Utilisateur/Billetterie/admin_add_new_ticket/',
      '/docs/Utilisateur/Billetterie/scanning-app/',
    ],
    source:
      'TiBillet/Lespass:BaseBillet/models.py (Price.reward_on_ticket_scanned help_text "If enabled, after scanning a ticket, the user wallet will receive tokens.")',
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/models.py (Membership.deadline verbose_name 'End of current subscription')
  {
    query: 'membership expiry date',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      'TiBillet/Lespass:BaseBillet/models.py (Membership.deadline verbose_name "End of current subscription")',
    reader: 'member',
  },
  // TiBillet/Lespass:fedow_connect/models.py (help_text 'Un lieux vous a peut être invité à partager cet actif ? Validez en cochant la case et sauvegardez.')
  {
    query:
      'the festival next door wants us to accept their tokens at our bar, they say they sent us an invite, where do we say yes',
    answers: ['/docs/Utilisateur/Federation/create_or_join/'],
    source:
      'TiBillet/Lespass:fedow_connect/models.py (help_text "Un lieux vous a peut être invité à partager cet actif ? Validez en cochant la case et sauvegardez.")',
    reader: 'partner-venue',
  },
  // TiBillet/Lespass:Administration/importers/ticket_exporter.py (help_text 'Select an event to filter tickets')
  {
    query: 'excel list of bookers',
    answers: [
      '/docs/Utilisateur/Billetterie/user_management/',
      '/docs/Utilisateur/Billetterie/admin_ticketing_add_event/',
    ],
    source:
      'TiBillet/Lespass:Administration/importers/ticket_exporter.py (help_text "Select an event to filter tickets")',
    reader: 'organiser',
  },
  // event-night: festival-goer outside at 11 p.m., the concert started two hours ago and she wonders if she can still buy a ticket online
  {
    query: 'concert already started can i still buy a ticket on the website',
    answers: ['/docs/Utilisateur/Billetterie/admin_ticketing_add_event/'],
    source:
      'event-night: festival-goer outside at 11 p.m., the concert started two hours ago and she wonders if she can still buy a ticket online',
    reader: 'public',
  },
  // event-night: door cashier, a partner's group types the discount code they were given and the booking form refuses it
  {
    query: 'the code our partner gave out says invalid when people type it',
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_ticket/'],
    source:
      "event-night: door cashier, a partner's group types the discount code they were given and the booking form refuses it",
    reader: 'cashier',
  },
  // event-night: venue admin at 10 p.m., the hall is packed and online sales for tonight must stop at once
  {
    query: 'stop ticket sales now',
    answers: ['/docs/Utilisateur/Billetterie/admin_ticketing_add_event/'],
    source:
      'event-night: venue admin at 10 p.m., the hall is packed and online sales for tonight must stop at once',
    reader: 'venue-admin',
  },
  // event-night: concert-goer an hour before the show, booked four tickets and one friend drops out, wants to cancel only that ticket
  {
    query:
      'booked 4 places, one friend cant come anymore, can I cancel just one and get that money back',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      'event-night: concert-goer an hour before the show, booked four tickets and one friend drops out, wants to cancel only that ticket',
    reader: 'public',
  },
  // TiBillet/laboutik-deploy:.env.template (DOMAIN comment 'The domain of this instance ex : cashless.tibillet.localhost')
  {
    query: 'laboutik DOMAIN in .env, do I put https:// in front?',
    answers: ['/docs/install/docker_install/'],
    source:
      "TiBillet/laboutik-deploy:.env.template (DOMAIN comment 'The domain of this instance ex : cashless.tibillet.localhost')",
    reader: 'self-hoster',
  },
  // TiBillet/laboutik-deploy:.env.template (ADMIN_EMAIL 'admin email')
  {
    query:
      'which email address should be the admin of the till server, can it be any address or must it already run the ticketing site',
    answers: ['/docs/install/docker_install/'],
    source: "TiBillet/laboutik-deploy:.env.template (ADMIN_EMAIL 'admin email')",
    reader: 'self-hoster',
  },
  // TiBillet/laboutik-deploy:Makefile (target install-docker '🐳 Install Docker')
  {
    query: 'docker before make install?',
    answers: ['/docs/install/docker_install/'],
    source: "TiBillet/laboutik-deploy:Makefile (target install-docker 'Install Docker')",
    reader: 'technician',
  },
  // TiBillet/laboutik-deploy:docker-compose.yml (laboutik_django volume ./logs:/DjangoFiles/logs)
  {
    query: 'laboutik logs folder',
    answers: ['/docs/install/docker_install/'],
    source:
      'TiBillet/laboutik-deploy:docker-compose.yml (laboutik_django volume ./logs:/DjangoFiles/logs)',
    reader: 'technician',
  },
  // TiBillet/Fedow:fedow_core/serializers.py (TransactionQrCodeSerializer.validate_amount 'Amount cannot exceed the total amount')
  {
    query: 'paying with my phone qr code at the stand, it wont let me, says not enough money',
    answers: ['/docs/Utilisateur/Cashless/qr_payment/'],
    source:
      "TiBillet/Fedow:fedow_core/serializers.py (TransactionQrCodeSerializer.validate_amount 'Amount cannot exceed the total amount')",
    reader: 'public',
  },
  // TiBillet/Fedow:fedow_core/serializers.py (refund/void serializer 'User card is required for void or refund')
  {
    query: 'leftover card money back',
    answers: ['/docs/Utilisateur/Cashless/Refund/'],
    source:
      "TiBillet/Fedow:fedow_core/serializers.py (refund/void serializer 'User card is required for void or refund')",
    reader: 'cashier',
  },
  // TiBillet/LaBoutik:administration/templates/invoice/invoice.html ('Reçu Adhésion')
  {
    query: 'i need a proof of payment for my membership fee for my employer, where do i get it',
    answers: [
      '/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/',
      '/docs/Utilisateur/Billetterie/stripe-invoice/',
    ],
    source: "TiBillet/LaBoutik:administration/templates/invoice/invoice.html ('Reçu Adhésion')",
    reader: 'member',
  },
  // event-night: bar staff, the Wi-Fi drops in the middle of the rush and the till stops selling
  {
    query: 'wifi down at the bar, tablet till wont ring anything up',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source:
      'event-night: bar staff, the Wi-Fi drops in the middle of the rush and the till stops selling',
    reader: 'cashier',
  },
  // event-night: treasurer, 3 a.m., counting notes and coins and not sure which total to compare with
  {
    query:
      'counted the cash drawer at the end of the night, which number on the report should it match',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source:
      'event-night: treasurer, 3 a.m., counting notes and coins and not sure which total to compare with',
    reader: 'treasurer',
  },
  // event-night: bar staff, a new paper roll went in and the receipts come out cut
  {
    query: 'receipt paper cut off',
    answers: ['/docs/Utilisateur/Cashless/sunmi-printers/'],
    source: 'event-night: bar staff, a new paper roll went in and the receipts come out cut',
    reader: 'cashier',
  },
  // event-night: festival-goer, lost the wristband card with money still on it
  {
    query: 'lost my festival card with 30€ on it can i get it back',
    answers: [
      '/docs/Utilisateur/my_account/',
      '/docs/recipes/replace-a-lost-card/',
      '/docs/presentation/i_am_an_audience/',
    ],
    source: 'event-night: festival-goer, lost the wristband card with money still on it',
    reader: 'public',
  },
  // event-night: waiter, a table of six wants to pay the bill in several parts
  {
    query: 'split the bill',
    answers: ['/docs/Utilisateur/Cashless/order/'],
    source: 'event-night: waiter, a table of six wants to pay the bill in several parts',
    reader: 'cashier',
  },
  // event-night: treasurer, the bar closes at 5 a.m. and the last drinks show up in the next day's figures
  {
    query:
      'we close at 5am and the drinks sold after 4 end up on tomorrows report, how do i change when the day ends',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source:
      "event-night: treasurer, the bar closes at 5 a.m. and the last drinks show up in the next day's figures",
    reader: 'treasurer',
  },
  // event-night: self-hoster, the night before the festival, wants a fresh backup of everything
  {
    query: 'festival starts tomorrow, how do I make a backup right now of the server',
    answers: ['/docs/install/docker_install/'],
    source:
      'event-night: self-hoster, the night before the festival, wants a fresh backup of everything',
    reader: 'self-hoster',
  },
  // event-night: bar volunteer, a festival-goer brings back a reusable cup and wants the deposit on their card
  {
    query: 'ecocup deposit back',
    answers: ['/docs/recipes/give-back-a-cup-deposit/'],
    source:
      'event-night: bar volunteer, a festival-goer brings back a reusable cup and wants the deposit on their card',
    reader: 'volunteer',
  },
];

export const french: FreshQuestion[] = [
  // TiBillet/LaBoutik:administration/adminstaff.py (success message 'Clés Sunmi supprimées. Vous pouvez en saisir de nouvelles.')
  {
    query: 'changer app key sunmi cloud',
    answers: ['/docs/Utilisateur/Cashless/sunmi-printers/'],
    source:
      "TiBillet/LaBoutik:administration/adminstaff.py (success message 'Clés Sunmi supprimées. Vous pouvez en saisir de nouvelles.')",
    reader: 'technician',
  },
  // TiBillet/LaBoutik:webview/billet_lespass.py (error 'Billetterie : vente refusée par Lespass : ')
  {
    query:
      "la caisse refuse de vendre l'entrée du concert, message vente refusée par la billetterie",
    answers: ['/docs/recipes/sell-tickets-at-the-till/'],
    source:
      "TiBillet/LaBoutik:webview/billet_lespass.py (error 'Billetterie : vente refusée par Lespass : ')",
    reader: 'cashier',
  },
  // TiBillet/Fedow:fedow_core/views.py (refund answer 'Rien à rembourser')
  {
    query: 'je veux récupérer mon argent en ligne mais il me dit quil y a rien a rembourser',
    answers: ['/docs/Utilisateur/my_account/', '/docs/Utilisateur/Cashless/Refund/'],
    source: "TiBillet/Fedow:fedow_core/views.py (refund answer 'Rien à rembourser')",
    reader: 'member',
  },
  // TiBillet/Fedow:fedow_core/views.py (card_tag_id_retrieve error 'Invalid tag id format. Must be 8 hexadecimal characters.')
  {
    query: 'identifiant puce nfc combien de caracteres',
    answers: ['/docs/install/Raspberry Box/Hardware/wiring/'],
    source:
      "TiBillet/Fedow:fedow_core/views.py (card_tag_id_retrieve error 'Invalid tag id format. Must be 8 hexadecimal characters.')",
    reader: 'technician',
  },
  // https://github.com/TiBillet/LaBoutik/issues/76
  {
    query:
      "au café asso on doit servir que les adhérents, est-ce que la caisse peut nous prévenir quand la personne qui paye n'a pas d'adhésion valable ?",
    answers: ['/docs/recipes/membership-and-top-up-at-the-till/'],
    source: 'https://github.com/TiBillet/LaBoutik/issues/76',
    reader: 'organiser',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (device type 'Front sans lecteur NFC')
  {
    query: 'caisse sur un ordi portable sans nfc possible ?',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source: "TiBillet/LaBoutik:APIcashless/models.py (device type choice 'Front sans lecteur NFC')",
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (report category 'Rapport hebdomadaire')
  {
    query: 'recevoir le chiffre de la semaine par mail tous les lundis',
    answers: ['/docs/recipes/reports-by-email/'],
    source:
      "TiBillet/LaBoutik:APIcashless/models.py (report category choice 'Rapport hebdomadaire')",
    reader: 'treasurer',
  },
  // TiBillet/laboutik-deploy:.env.template (ADMIN_EMAIL)
  {
    query:
      "quelle adresse mettre dans admin email quand j'installe la caisse sur mon serveur, n'importe laquelle ou il faut un compte existant ?",
    answers: ['/docs/install/docker_install/'],
    source: 'TiBillet/laboutik-deploy:.env.template (ADMIN_EMAIL)',
    reader: 'self-hoster',
  },
  // TiBillet/laboutik-deploy:.env.template (empty DJANGO_SECRET / FERNET_KEY)
  {
    query: 'generer fernet key laboutik',
    answers: ['/docs/install/docker_install/'],
    source: "TiBillet/laboutik-deploy:.env.template (empty DJANGO_SECRET='' / FERNET_KEY='')",
    reader: 'self-hoster',
  },
  // TiBillet/LaBoutik:administration/admin_commun.py (admin action 'Inverser nom et prénom')
  {
    query:
      "dans l'admin de la caisse tous mes membres ont le nom et le prenom a l'envers, y a moyen de corriger d'un coup ?",
    answers: ['/docs/Utilisateur/Cashless/admin_add_primary/'],
    source:
      "TiBillet/LaBoutik:administration/admin_commun.py (admin action 'Inverser nom et prénom')",
    reader: 'venue-admin',
  },
  // event-night
  {
    query: 'le client a pas assez sur sa carte, il peut payer le reste en CB ?',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source:
      "event-night: bar staff, a customer's card holds less than the round of drinks and he wants to pay the rest by bank card",
    reader: 'cashier',
  },
  // event-night
  {
    query: 'plus de wifi au bar caisse bloquée',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source:
      'event-night: bartender, mid-rush the venue Wi-Fi drops and the phone till covers its screen and stops selling',
    reader: 'volunteer',
  },
  // event-night
  {
    query: "j'ai perdu ma carte du festival avec 30 euros dessus",
    answers: ['/docs/Utilisateur/my_account/', '/docs/recipes/replace-a-lost-card/'],
    source:
      'event-night: festival-goer, lost the cashless card still loaded with money, asks at the info desk',
    reader: 'public',
  },
  // event-night
  {
    query:
      'il manque 20 euros dans le tiroir par rapport au ticket z, je compare avec quelle ligne',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source:
      'event-night: treasurer, counting the cash drawer at 2 a.m. and it does not match the figure she reads on the Z ticket',
    reader: 'treasurer',
  },
  // event-night
  {
    query: 'les bons de commande sortent pas en cuisine',
    answers: ['/docs/Utilisateur/Cashless/impression_preparation/'],
    source: 'event-night: kitchen, orders taken at the bar till never print on the kitchen printer',
    reader: 'technician',
  },
  // event-night
  {
    query: 'rendre la consigne du gobelet au client',
    answers: [
      '/docs/recipes/give-back-a-cup-deposit/',
      '/docs/Utilisateur/Cashless/special_articles/',
    ],
    source:
      'event-night: bar staff, a customer brings back his reusable cup and wants his deposit back',
    reader: 'cashier',
  },
  // event-night
  {
    query: 'mettre des boissons gratuites sur la carte des benevoles pour la soirée',
    answers: ['/docs/Utilisateur/Cashless/special_articles/'],
    source:
      "event-night: volunteer coordinator, wants each volunteer's card credited with two free drinks for the night",
    reader: 'organiser',
  },
  // event-night
  {
    query:
      'comment je mets a jour laboutik sur mon vps sans tout casser avant le concert de samedi',
    answers: ['/docs/install/docker_install/'],
    source:
      'event-night: self-hoster, a fix is out for the till server and the next concert is in two days',
    reader: 'self-hoster',
  },
  // https://github.com/TiBillet/Lespass/issues/181
  {
    query: 'export adherents excel',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/import_export/'],
    source: 'https://github.com/TiBillet/Lespass/issues/181',
    reader: 'treasurer',
  },
  // https://github.com/TiBillet/Lespass/issues/311
  {
    query:
      'un adherent a payé par prelevement et son adhesion est toujours en attente de paiement, c normal ?',
    answers: ['/docs/Utilisateur/Billetterie/stripe/'],
    source: 'https://github.com/TiBillet/Lespass/issues/311',
    reader: 'venue-admin',
  },
  // https://github.com/TiBillet/Lespass/issues/95
  {
    query: 'billet ou le public choisit combien il paye',
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_ticket/'],
    source: 'https://github.com/TiBillet/Lespass/issues/95',
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/tenant/emails/welcome_email.html (sentence: a Stripe account is needed to collect money, created from the admin)
  {
    query: 'faut il obligatoirement un compte stripe pour ouvrir notre espace',
    answers: [
      '/docs/Utilisateur/Billetterie/creation_of_the_collective_space/',
      '/docs/Utilisateur/Billetterie/creating-spaces-without-stripe/',
    ],
    source: 'TiBillet/Lespass:BaseBillet/templates/reunion/views/tenant/emails/welcome_email.html',
    reader: 'organiser',
  },
  // TiBillet/Lespass:onboard/templates/onboard/partials/resend_blocked.html (rate-limit warning when asking the code again)
  {
    query: 'code verif trop de demandes',
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source: 'TiBillet/Lespass:onboard/templates/onboard/partials/resend_blocked.html',
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/qrcode_scan_pay/fragments/check_payment.html (button 'pending, check now' vs 'payment validated')
  {
    query: "le client a payé en scannant le qr code mais l'écran dit toujours en attente",
    answers: ['/docs/Utilisateur/Cashless/qr_payment/'],
    source:
      'TiBillet/Lespass:BaseBillet/templates/reunion/views/qrcode_scan_pay/fragments/check_payment.html',
    reader: 'cashier',
  },
  // TiBillet/Lespass:BaseBillet/models.py (Configuration help_text "'Subscriptions' If empty." of the membership page name)
  {
    query: 'renommer page adhesions',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/'],
    source: 'TiBillet/Lespass:BaseBillet/models.py (help_text "\'Subscriptions\' If empty.")',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:BaseBillet/models.py (help_text 'Texte affiché en haut de la page Réseau local.')
  {
    query: 'mettre un petit texte de presentation en haut de la page de notre reseau de lieux',
    answers: ['/docs/Utilisateur/Federation/create_or_join/'],
    source:
      "TiBillet/Lespass:BaseBillet/models.py (help_text 'Texte affiché en haut de la page Réseau local.')",
    reader: 'partner-venue',
  },
  // TiBillet/Lespass:BaseBillet/models.py (FormbricksForms help_text 'Formbricks environment ID')
  {
    query: 'formbricks environment id ou le trouver',
    answers: ['/docs/Utilisateur/Billetterie/formbricks_settings/'],
    source: "TiBillet/Lespass:BaseBillet/models.py (help_text 'Formbricks environment ID')",
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/models.py (Configuration help_text 'Enable stock management for POS products.')
  {
    query: 'est-ce que la caisse peut suivre le stock de bouteilles et de futs',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source:
      "TiBillet/Lespass:BaseBillet/models.py (help_text 'Enable stock management for POS products.')",
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:BaseBillet/models.py (Price help_text 'Limit the maximum number of memberships for all users. Leave blank for unlimited.')
  {
    query: 'limiter nombre total adhesions',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/'],
    source:
      "TiBillet/Lespass:BaseBillet/models.py (help_text 'Limit the maximum number of memberships for all users. Leave blank for unlimited.')",
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:BaseBillet/templates/emails/payment_error.html (e-mail telling the payment did not go through)
  {
    query: "j'ai reçu un mail qui dit que mon paiement n'a pas abouti, je fais quoi",
    answers: ['/docs/Utilisateur/emails/'],
    source: 'TiBillet/Lespass:BaseBillet/templates/emails/payment_error.html',
    reader: 'member',
  },
  // event-night: cashier at the bar, a happy customer wants to leave a tip for the team with their card
  {
    query: 'pourboire carte cashless',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source:
      'event-night: bar cashier, a happy customer wants to leave a tip for the bar team with their card',
    reader: 'cashier',
  },
  // event-night: member of the public, stuck at home, wants to cancel tonight's booking from their phone
  {
    query: 'je peux plus venir ce soir comment annuler ma resa',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      "event-night: member of the public, stuck at home an hour before doors, wants to cancel tonight's booking",
    reader: 'public',
  },
  // event-night: organiser at the end of a sold-out night, wants to put the same evening on sale for next month
  {
    query:
      'la soirée a super bien marché on veut refaire la même le mois prochain sans tout ressaisir',
    answers: ['/docs/Utilisateur/Billetterie/admin_duplicate_event/'],
    source:
      'event-night: organiser at the end of a sold-out night, wants to put the same evening on sale next month',
    reader: 'organiser',
  },
  // event-night: member at the bar asks for a receipt of their yearly membership for their works council
  {
    query: 'attestation cotisation CE',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source:
      'event-night: member at the bar asks for a receipt of their yearly membership fee for their works council',
    reader: 'member',
  },
  // event-night: treasurer the morning after, the online ticket money is not yet on the bank account
  {
    query: "l'argent des billets vendus hier n'est toujours pas arrivé sur le compte de l'asso",
    answers: ['/docs/Utilisateur/Billetterie/stripe/'],
    source:
      'event-night: treasurer, the morning after a concert, the online ticket money is not yet on the bank account',
    reader: 'treasurer',
  },
];
