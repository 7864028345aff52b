import type {FreshQuestion} from './fresh-queries-3';

/**
 * A twelfth fresh batch of readers' questions (2026-11-29), written the way
 * the eleventh was (fresh-queries-11.ts): writers who never ran the search,
 * each query from a source no earlier question, task, held-out question or
 * page's `asked_in` had used, the eleventh batch's included; 40 in English
 * (two writers splitting the sources) and 26 in French. Committed before the
 * search or the pages were changed for it, and measured first on the pages
 * and engine of its commit: an estimate of how the search does on questions
 * it was never tuned on, beside the held-out set.
 */

export const english: FreshQuestion[] = [
  // ${lespass}:Administration/admin_tenant.py (error 'Un evenement avec le même nom et date semble déja dupliqué')
  {
    query: 'clicked duplicate twice on my event, error',
    answers: ['/docs/Utilisateur/Billetterie/admin_duplicate_event/'],
    source:
      "TiBillet/Lespass:Administration/admin_tenant.py (error 'Un evenement avec le même nom et date semble déja dupliqué')",
    reader: 'organiser',
  },
  // ${lespass}:Administration/admin_tenant.py (error 'Ghost API connection failed: ...' and success 'Api Key inserted')
  {
    query: 'ghost api key rejected',
    answers: ['/docs/Utilisateur/Billetterie/newsletter/'],
    source:
      "TiBillet/Lespass:Administration/admin_tenant.py (error 'Ghost API connection failed: {status} - {reason}' / 'Api Key inserted')",
    reader: 'venue-admin',
  },
  // ${lespass}:Administration/admin_tenant.py (FormbricksConfig save: message 'Clé Api chiffrée')
  {
    query: 'formbricks survey',
    answers: ['/docs/Utilisateur/Billetterie/formbricks_settings/'],
    source:
      "TiBillet/Lespass:Administration/admin_tenant.py (message 'Clé Api chiffrée', Formbricks config)",
    reader: 'venue-admin',
  },
  // ${lespass}:Administration/admin_tenant.py (message '{asset.name} Archived')
  {
    query:
      'our festival tokens are finished for the year, how do we stop all the bars from taking them',
    answers: ['/docs/Utilisateur/Federation/create_or_join/'],
    source: "TiBillet/Lespass:Administration/admin_tenant.py (message '{asset.name} Archived')",
    reader: 'treasurer',
  },
  // ${lespass}:Administration/admin_tenant.py (error 'Aucune invitation en attente pour ce lieu.')
  {
    query:
      'the festival says they invited us to accept their money at our bar but we see nothing on our side',
    answers: [
      '/docs/Utilisateur/Federation/create_or_join/',
      '/docs/Utilisateur/Federation/how_federations_work/',
    ],
    source:
      "TiBillet/Lespass:Administration/admin_tenant.py (error 'Aucune invitation en attente pour ce lieu.')",
    reader: 'partner-venue',
  },
  // ${lespass}:Administration/admin_tenant.py (error 'Catégorie non autorisée pour une création.')
  {
    query: 'what kinds of currency can we create',
    answers: ['/docs/Utilisateur/Federation/create_or_join/'],
    source:
      "TiBillet/Lespass:Administration/admin_tenant.py (error 'Catégorie non autorisée pour une création.')",
    reader: 'venue-admin',
  },
  // ${lespass}:Administration/admin_tenant.py (message '%(count)d ticket(s) cancelled and refunded.')
  {
    query: 'refund one ticket from a group booking of 4',
    answers: [
      '/docs/Utilisateur/Billetterie/stripe/',
      '/docs/Utilisateur/Billetterie/ticket-scanning/',
    ],
    source:
      "TiBillet/Lespass:Administration/admin_tenant.py (message '%(count)d ticket(s) cancelled and refunded.')",
    reader: 'organiser',
  },
  // ${fedow}:fedow_core/views.py (card_number_retrieve: 'Invalid card number format. Must be 8 hexadecimal characters.')
  {
    query: 'which number on the card do I type when signing someone up at the desk',
    answers: ['/docs/recipes/replace-a-lost-card/', '/docs/Utilisateur/my_account/'],
    source:
      "TiBillet/Fedow:fedow_core/views.py (card_number_retrieve: 'Invalid card number format. Must be 8 hexadecimal characters.')",
    reader: 'cashier',
  },
  // ${lespass}:Administration/templates/admin/membership/custom_form_section.html
  {
    query: 'membership form answers',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source: 'TiBillet/Lespass:Administration/templates/admin/membership/custom_form_section.html',
    reader: 'venue-admin',
  },
  // ${lespass}:BaseBillet/templates/emails/payment_refused.html
  {
    query: 'email bank declined my membership payment',
    answers: ['/docs/Utilisateur/my_account/'],
    source: 'TiBillet/Lespass:BaseBillet/templates/emails/payment_refused.html',
    reader: 'member',
  },
  // ${lespass}:BaseBillet/templates/emails/buy_confirmation.html
  {
    query: 'never recieved my tickets',
    answers: ['/docs/Utilisateur/my_account/'],
    source: 'TiBillet/Lespass:BaseBillet/templates/emails/buy_confirmation.html',
    reader: 'public',
  },
  // ${lespass}:api_v2/views.py (error 'Idempotency-Key already used with different parameters.')
  {
    query: 'idempotency 409',
    answers: ['/docs/api/wallets/'],
    source:
      "TiBillet/Lespass:api_v2/views.py (error 'Idempotency-Key already used with different parameters.')",
    reader: 'developer',
  },
  // ${lespass}:api_v2/views.py (sales: error 'Dates invalides. Utilisez un format ISO 8601 avec fuseau horaire (TZ aware).')
  {
    query: 'sales endpoint 400 date format',
    answers: ['/docs/api/sales/'],
    source:
      "TiBillet/Lespass:api_v2/views.py (error 'Dates invalides. Utilisez un format ISO 8601 avec fuseau horaire (TZ aware).')",
    reader: 'developer',
  },
  // ${fedow}:fedow_core/views.py (linkwallet_card_number: 'Wallet conflict : target wallet got a card with tokens.')
  {
    query: 'cant link my new card to my account, the old one still has money on it',
    answers: ['/docs/Utilisateur/my_account/', '/docs/recipes/replace-a-lost-card/'],
    source:
      "TiBillet/Fedow:fedow_core/views.py (409 'Wallet conflict : target wallet got a card with tokens.')",
    reader: 'member',
  },
  // ${fedow}:fedow_dashboard/templates/index/index.html (global network view: top places, money supply, dormant currency)
  {
    query: 'busiest venues in network',
    answers: ['/docs/Utilisateur/Federation/how_federations_work/'],
    source: 'TiBillet/Fedow:fedow_dashboard/templates/index/index.html',
    reader: 'treasurer',
  },
  // ${lespass}:BaseBillet/views.py (toggle_user_right: message 'Admin right removed')
  {
    query: 'remove admin rights',
    answers: ['/docs/Utilisateur/Billetterie/Add_administrator_member/'],
    source:
      "TiBillet/Lespass:BaseBillet/views.py (toggle_user_right: message 'Admin right removed')",
    reader: 'venue-admin',
  },
  // event-night: festival-goer at the gate, her friend is stuck in traffic and must come in alone with the ticket
  {
    query: 'my friend is stuck in traffic, can i send her my ticket so she can get in on her own',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      'event-night: festival-goer at the gate, her friend is stuck in traffic and must come in alone later with the ticket',
    reader: 'public',
  },
  // event-night: organiser after the show, the band asks how many tickets were sold tonight at each price
  {
    query: 'the band wants to know how many tickets we sold tonight at each price',
    answers: ['/docs/recipes/export-sales-per-product/'],
    source:
      'event-night: organiser after the show, the band asks how many tickets were sold tonight at each price',
    reader: 'organiser',
  },
  // event-night: organiser at the door, a teacher arriving with her class asks for an invoice for the class tickets
  {
    query: 'teacher needs an invoice for the class tickets',
    answers: ['/docs/Utilisateur/Billetterie/stripe-invoice/'],
    source:
      'event-night: organiser at the door, a teacher arriving with her class asks for an invoice for the tickets bought online',
    reader: 'organiser',
  },
  // event-night: supporter at a fundraising concert wants to see the donation she gave to the venue's project
  {
    query: 'where do i see what i gave to the crowdfunding',
    answers: ['/docs/presentation/i_am_an_audience/'],
    source:
      "event-night: supporter at a fundraising concert wants to see the donation she made to the venue's project",
    reader: 'public',
  },
  // TiBillet/LaBoutik:administration/adminstaff.py (admin action 'Cacher les prix')
  {
    query: 'hide till prices',
    answers: ['/docs/Utilisateur/Cashless/admin_add_pos/'],
    source: "TiBillet/LaBoutik:administration/adminstaff.py (admin action 'Cacher les prix')",
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:administration/adminstaff.py (admin action 'Refuse carte bancaire')
  {
    query:
      'the card machine is broken tonight, how do I stop the till from showing the card payment button',
    answers: ['/docs/Utilisateur/Cashless/admin_add_pos/'],
    source: "TiBillet/LaBoutik:administration/adminstaff.py (admin action 'Refuse carte bancaire')",
    reader: 'cashier',
  },
  // TiBillet/LaBoutik:webview/views.py (error 'Fonds insuffisants. Il manque ...')
  {
    query: 'customer doesnt have enough on card',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source: "TiBillet/LaBoutik:webview/views.py (error 'Fonds insuffisants. Il manque ...')",
    reader: 'cashier',
  },
  // TiBillet/LaBoutik:htmxview/views.py (message 'Cash registers closed but no printer configured. You can reprint the ticket from the administration interface.')
  {
    query:
      'I closed the registers at the end of the night but no end of day ticket came out of the printer',
    answers: [
      '/docs/Utilisateur/Cashless/closures/',
      '/docs/recipes/several-closures-a-day/',
      '/docs/Utilisateur/Cashless/admin_space/',
    ],
    source:
      "TiBillet/LaBoutik:htmxview/views.py (message 'Cash registers closed but no printer configured. You can reprint the ticket from the administration interface.')",
    reader: 'cashier',
  },
  // TiBillet/LaBoutik:webview/billet_lespass.py (error 'Billetterie : clé API Lespass non configurée.')
  {
    query: 'till says lespass api key missing when selling a ticket',
    answers: ['/docs/recipes/sell-tickets-at-the-till/'],
    source:
      "TiBillet/LaBoutik:webview/billet_lespass.py (error 'Billetterie : clé API Lespass non configurée.')",
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:webview/views.py (error 'Aucun email disponible pour créer le billet.')
  {
    query:
      'if I sell a concert ticket at the bar to someone with no account, where does their ticket get sent?',
    answers: ['/docs/recipes/sell-tickets-at-the-till/'],
    source:
      "TiBillet/LaBoutik:webview/views.py (error 'Aucun email disponible pour créer le billet.')",
    reader: 'cashier',
  },
  // TiBillet/LaBoutik:epsonprinter/models.py (printer types 'Imprimante intégrée aux Sunmi 57mm' / '80mm')
  {
    query: '57mm vs 80mm',
    answers: ['/docs/Utilisateur/Cashless/sunmi-printers/'],
    source:
      "TiBillet/LaBoutik:epsonprinter/models.py (printer types 'Imprimante intégrée aux Sunmi 57mm' / 'Imprimante intégrée aux Sunmi 80mm')",
    reader: 'technician',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (Articles.decompte_ticket help_text 'Incrémente le décompte des billets vendu à la journée et imprimé sur le ticket.')
  {
    query:
      'how can each paper entry ticket we print at the door show how many have been sold so far that day',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source:
      "TiBillet/LaBoutik:APIcashless/models.py (Articles.decompte_ticket help_text 'Incrémente le décompte des billets vendu à la journée et imprimé sur le ticket.')",
    reader: 'organiser',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (CarteMaitresse.carte help_text 'Seul les cartes avec membres sont listées ici.')
  {
    query: 'staff card not in the dropdown list',
    answers: ['/docs/Utilisateur/Cashless/admin_add_primary/'],
    source:
      "TiBillet/LaBoutik:APIcashless/models.py (CarteMaitresse.carte help_text 'Seul les cartes avec membres sont listées ici.')",
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:webview/views.py (error 'Appareil déja en cours d'utilisation. Désactivez le d'abord pour un nouvel appairage.')
  {
    query: 'tablet screen went blue says pair again',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source:
      "TiBillet/LaBoutik:webview/views.py (error 'Appareil déja en cours d'utilisation. Désactivez le d'abord pour un nouvel appairage.')",
    reader: 'technician',
  },
  // TiBillet/LaBoutik:administration/views.py (error 'Token non valide ou expiré' on the password link)
  {
    query: 'admin invite link expired',
    answers: ['/docs/Utilisateur/Cashless/admin_space/'],
    source:
      "TiBillet/LaBoutik:administration/views.py (error 'Token non valide ou expiré' on the password link)",
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:fedow_connect/validators.py (asset category label 'Monnaie temps, decompte d'heure')
  {
    query: 'volunteer hours currency',
    answers: ['/docs/Utilisateur/Cashless/badge/'],
    source:
      "TiBillet/LaBoutik:fedow_connect/validators.py (asset category label 'Monnaie temps, decompte d'heure')",
    reader: 'organiser',
  },
  // TiBillet/LaBoutik:administration/adminstaff.py (admin action 'Supprimer les commandes')
  {
    query: 'delete old orders',
    answers: ['/docs/Utilisateur/Cashless/admin_supp/'],
    source:
      "TiBillet/LaBoutik:administration/adminstaff.py (admin action 'Supprimer les commandes')",
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:APIcashless/validator.py (category label 'QrCode paiement on my account')
  {
    query: 'category Q products api',
    answers: ['/docs/api/products/'],
    source:
      "TiBillet/LaBoutik:APIcashless/validator.py (category label 'QrCode paiement on my account')",
    reader: 'developer',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (Configuration.cash_float verbose_name 'Fond de caisse par défaut')
  {
    query: 'where do i set the amount of change that is in the cash drawer when the bar opens',
    answers: ['/docs/recipes/several-closures-a-day/', '/docs/Utilisateur/Cashless/closures/'],
    source:
      "TiBillet/LaBoutik:APIcashless/models.py (Configuration.cash_float verbose_name 'Fond de caisse par défaut')",
    reader: 'treasurer',
  },
  // event-night: festival-goer on the last night, wants what is left on the card back
  {
    query: 'festval is over can i get the money left on my card back',
    answers: ['/docs/Utilisateur/Cashless/Refund/'],
    source:
      'event-night: festival-goer on the last night, wants what is left on the card back before going home',
    reader: 'public',
  },
  // event-night: door volunteer, a guest went out to smoke and the scanner refuses her ticket on the way back in
  {
    query:
      'scanner says ticket already used but she only stepped outside for a smoke, how do we let people back in',
    answers: ['/docs/Utilisateur/Billetterie/ticket-scanning/'],
    source:
      'event-night: door volunteer, a guest went out to smoke and the scanner refuses her ticket on the way back in',
    reader: 'volunteer',
  },
  // event-night: treasurer counting the drawer after close, a card payment was rung up as cash
  {
    query: 'rang up cash instead of card',
    answers: ['/docs/Utilisateur/Cashless/ventilation/'],
    source:
      'event-night: treasurer counting the drawer after close, a bank card payment was rung up as cash',
    reader: 'treasurer',
  },
  // event-night: technician, the home-built Raspberry till stopped reading cards after it was carried to the bar
  {
    query: 'raspbery box nfc reader stopped reading',
    answers: ['/docs/install/Raspberry Box/Hardware/wiring/'],
    source:
      'event-night: technician, the home-built Raspberry till stopped reading cards after it was carried to the bar',
    reader: 'technician',
  },
  // event-night: bar volunteer, a customer brings back a reusable cup and wants the deposit back
  {
    query: 'cup deposit give back',
    answers: ['/docs/recipes/give-back-a-cup-deposit/'],
    source:
      'event-night: bar volunteer, a customer brings back a reusable cup and wants the deposit back',
    reader: 'volunteer',
  },
];

export const french: FreshQuestion[] = [
  // TiBillet/Lespass:onboard/templates/onboard/steps/02_verify.html
  {
    query: 'code bloqué trop d essais',
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source: 'TiBillet/Lespass:onboard/templates/onboard/steps/02_verify.html',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:onboard/templates/onboard/steps/03_place.html
  {
    query:
      "On a pas encore de local fixe, est-ce qu'il faut obligatoirement une adresse pour créer notre espace ?",
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source: 'TiBillet/Lespass:onboard/templates/onboard/steps/03_place.html',
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/account/membership/membership_card.html
  {
    query: 'arreter prelevement cotisation',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      'TiBillet/Lespass:BaseBillet/templates/reunion/views/account/membership/membership_card.html',
    reader: 'member',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/qrcode_scan_pay/payment_validation.html
  {
    query: "j'ai scanné le qr code pour payer au stand mais ca dit que j'ai pas assez d'argent",
    answers: ['/docs/Utilisateur/Cashless/qr_payment/'],
    source:
      'TiBillet/Lespass:BaseBillet/templates/reunion/views/qrcode_scan_pay/payment_validation.html',
    reader: 'public',
  },
  // TiBillet/Lespass:Administration/templates/admin/membership/partials/cancel_button.html
  {
    query: 'annuler adhesion erreur',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source:
      'TiBillet/Lespass:Administration/templates/admin/membership/partials/cancel_button.html',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:Administration/templates/admin/membership/partials/ajouter_paiement_button.html
  {
    query: "adhérente en attente de paiement, elle m'a donné un chèque, comment je le note ?",
    answers: [
      '/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/',
      '/docs/Utilisateur/Billetterie/stripe/',
    ],
    source:
      'TiBillet/Lespass:Administration/templates/admin/membership/partials/ajouter_paiement_button.html',
    reader: 'treasurer',
  },
  // TiBillet/Lespass:Administration/templates/admin/event/change_form.html
  {
    query: 'copier lien evenement',
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_event/'],
    source: 'TiBillet/Lespass:Administration/templates/admin/event/change_form.html',
    reader: 'organiser',
  },
  // TiBillet/LaBoutik:administration/templates/recu_adhesion/recu_adhesion.html
  {
    query: 'recu cotisation CE',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/create_a_membership_manually/'],
    source: 'TiBillet/LaBoutik:administration/templates/recu_adhesion/recu_adhesion.html',
    reader: 'member',
  },
  // TiBillet/Lespass:crowds/templates/crowds/email/contribution_paid_user.html
  {
    query: "j'ai donné à la cagnotte du lieu et toujours pas de mail de confirmation",
    answers: ['/docs/presentation/i_am_an_audience/'],
    source: 'TiBillet/Lespass:crowds/templates/crowds/email/contribution_paid_user.html',
    reader: 'public',
  },
  // TiBillet/Lespass:newsletter/templates/newsletter/admin/reponse.html
  {
    query: 'newsletter ghost rien ne se passe',
    answers: ['/docs/Utilisateur/Billetterie/newsletter/'],
    source: 'TiBillet/Lespass:newsletter/templates/newsletter/admin/reponse.html',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/event/wizard/_form_lieu.html
  {
    query: 'proposer un concert, la salle est pas dans la liste',
    answers: ['/docs/Utilisateur/Billetterie/propose_an_event/'],
    source: 'TiBillet/Lespass:BaseBillet/templates/reunion/views/event/wizard/_form_lieu.html',
    reader: 'organiser',
  },
  // TiBillet/Fedow:fedow_core/management/commands/install.py
  {
    query:
      "au premier démarrage de fedow, qu'est-ce que l'étape install crée et comment je vois qu'elle a marché",
    answers: ['/docs/install/docker_install/'],
    source: 'TiBillet/Fedow:fedow_core/management/commands/install.py',
    reader: 'self-hoster',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/federation/explorer.html
  {
    query: "notre salle n'apparait pas sur la carte",
    answers: ['/docs/Utilisateur/Federation/network_map/'],
    source: 'TiBillet/Lespass:BaseBillet/templates/reunion/views/federation/explorer.html',
    reader: 'partner-venue',
  },
  // TiBillet/Lespass:ApiBillet/templates/mails/mail_rapport.html
  {
    query: 'rapport ventes mail',
    answers: ['/docs/recipes/reports-by-email/'],
    source: 'TiBillet/Lespass:ApiBillet/templates/mails/mail_rapport.html',
    reader: 'treasurer',
  },
  // TiBillet/LaBoutik:htmxview/templates/kiosk/success.html
  {
    query: 'borne pour que les gens rechargent leur carte tout seuls',
    answers: ['/docs/Utilisateur/Cashless/admin_space/'],
    source: 'TiBillet/LaBoutik:htmxview/templates/kiosk/success.html',
    reader: 'venue-admin',
  },
  // event-night: organisatrice, une spectatrice a payé deux fois sa place en ligne par erreur et le signale à l'entrée
  {
    query: 'rembourser un billet payé deux fois',
    answers: ['/docs/Utilisateur/Billetterie/stripe/'],
    source:
      "event-night: organisatrice, une spectatrice a payé deux fois sa place en ligne par erreur et le signale à l'entrée",
    reader: 'organiser',
  },
  // event-night: responsable de bar, il fait beau et on ouvre une buvette dehors en plus du bar en cours de soirée
  {
    query: 'ajouter une buvette dehors ce soir',
    answers: ['/docs/Utilisateur/Cashless/admin_add_pos/'],
    source:
      'event-night: responsable de bar, il fait beau et on ouvre une buvette dehors en plus du bar en cours de soirée',
    reader: 'venue-admin',
  },
  // event-night: bénévole au bar, un nouveau bénévole ne parle qu'anglais et doit tenir la caisse
  {
    query: 'caisse en anglais',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source:
      "event-night: bénévole au bar, un nouveau bénévole ne parle qu'anglais et doit tenir la caisse",
    reader: 'volunteer',
  },
  // event-night: caissière, il faut ouvrir le tiroir pour faire de la monnaie à un client sans rien vendre
  {
    query: 'ouvrir le tiroir caisse sans vente pour faire la monnaie',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source:
      'event-night: caissière, il faut ouvrir le tiroir pour faire de la monnaie à un client sans rien vendre',
    reader: 'cashier',
  },
  // event-night: organisatrice, orage annoncé, le concert en plein air de ce soir est repoussé à la semaine prochaine
  {
    query:
      'concert repoussé a cause de la meteo, comment changer la date sans perdre les reservations',
    answers: ['/docs/Utilisateur/Billetterie/admin_ticketing_add_event/'],
    source:
      'event-night: organisatrice, orage annoncé, le concert en plein air de ce soir est repoussé à la semaine prochaine',
    reader: 'organiser',
  },
  // TiBillet/LaBoutik:administration/management/commands/import_csv_membre.py
  {
    query: 'importer liste adherents depuis excel',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/import_export/'],
    source: 'TiBillet/LaBoutik:administration/management/commands/import_csv_membre.py',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:crowds/templates/crowds/email/contribution_paid_admin.html
  {
    query:
      "quelqu'un a promis un don pour notre projet et me l'a donné en liquide, comment je montre que c'est payé",
    answers: ['/docs/Utilisateur/Billetterie/moderation/'],
    source: 'TiBillet/Lespass:crowds/templates/crowds/email/contribution_paid_admin.html',
    reader: 'treasurer',
  },
  // TiBillet/LaBoutik:administration/management/commands/arrange_categorie_zero_tva.py
  {
    query:
      'tva fausse sur les bieres depuis un mois, si je change la categorie ca corrige les ventes deja faites ?',
    answers: ['/docs/Utilisateur/Cashless/admin_add_categorie/'],
    source: 'TiBillet/LaBoutik:administration/management/commands/arrange_categorie_zero_tva.py',
    reader: 'treasurer',
  },
  // TiBillet/Lespass:BaseBillet/templates/reunion/views/account/index.html
  {
    query: "on m'a mis admin, je trouve pas l'admin",
    answers: [
      '/docs/Utilisateur/Billetterie/Add_administrator_member/',
      '/docs/Utilisateur/my_account/',
    ],
    source: 'TiBillet/Lespass:BaseBillet/templates/reunion/views/account/index.html',
    reader: 'volunteer',
  },
  // event-night: caissier au point de recharge, un festivalier a chargé 50 € pour avoir les jetons offerts annoncés et ne les voit pas sur sa carte
  {
    query: 'bonus recharge pas crédité',
    answers: ['/docs/Utilisateur/Cashless/cashback/'],
    source:
      'event-night: caissier au point de recharge, un festivalier a chargé 50 € pour avoir les jetons offerts annoncés et ne les voit pas sur sa carte',
    reader: 'cashier',
  },
  // event-night: bénévole au bar, un habitué demande combien il a de points de fidélité et la caisse ne les montre pas
  {
    query: "voir les points fidélité d'un client",
    answers: ['/docs/Utilisateur/Cashless/fidelity/'],
    source:
      'event-night: bénévole au bar, un habitué demande combien il a de points de fidélité et la caisse ne les montre pas',
    reader: 'volunteer',
  },
];
