import type {FreshQuestion} from './fresh-queries-3';

/**
 * A seventeenth fresh batch of readers' questions (2026-11-30), written the
 * way the sixteenth was (fresh-queries-16.ts), the sixteenth's sources
 * counted as used, most of it from event-night situations (the product's
 * texts are nearly all used); 34 in English and 30 in French, two writers
 * per language. Kept with the twelfth and sixteenth to judge changes to
 * the ranking; committed before the search or the pages were changed for
 * it, and measured first on the pages and engine of its commit.
 */

export const english: FreshQuestion[] = [
  // ${lespass}:BaseBillet/templates/reunion/account_base.html ("Resend validation email" banner)
  {
    query:
      'it wont let me report my card lost, says confirm my email first. how do i get that email again',
    answers: ['/docs/Utilisateur/my_account/'],
    source: '${lespass}:BaseBillet/templates/reunion/account_base.html',
    reader: 'member',
  },
  // ${lespass}:MetaBillet/models.py (OTP expires at help_text, onboarding wizard)
  {
    query: 'signup code expired',
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source: '${lespass}:MetaBillet/models.py',
    reader: 'organiser',
  },
  // ${lespass}:seo/templates/seo/partials/explorer_widget.html (map of venues and events)
  {
    query: 'map of all venues',
    answers: ['/docs/Utilisateur/Federation/network_map/'],
    source: '${lespass}:seo/templates/seo/partials/explorer_widget.html',
    reader: 'public',
  },
  // event-night: festival-goer at the bar with a new card, wants their own account on it
  {
    query: 'scanned the qr on my festival card and it asks for my email, why?',
    answers: ['/docs/presentation/i_am_an_audience/'],
    source:
      'event-night: festival-goer handed a new cashless card at the bar scans its QR code with their phone',
    reader: 'member',
  },
  // ${lespass}:seo/models.py (SEO cache: aggregated points for the explorer map)
  {
    query:
      'added gps coordinates to our address, venue still not on the explorer map. is there a cache i need to clear?',
    answers: ['/docs/Utilisateur/Federation/network_map/'],
    source: '${lespass}:seo/models.py',
    reader: 'technician',
  },
  // ${lespass}:crowds/templates/crowds/partial/budget_items.html (approve / reject a proposed budget line)
  {
    query: 'someone suggested an expense on our fundraising project, how do I accept or refuse it',
    answers: ['/docs/Utilisateur/Billetterie/moderation/'],
    source: '${lespass}:crowds/templates/crowds/partial/budget_items.html',
    reader: 'organiser',
  },
  // ${lespass}:BaseBillet/templates/reunion/partials/navbar.html (Theme / Language menu)
  {
    query: 'dark mode',
    answers: ['/docs/Utilisateur/my_account/'],
    source: '${lespass}:BaseBillet/templates/reunion/partials/navbar.html',
    reader: 'public',
  },
  // ${lespass}:BaseBillet/templates/reunion/views/event/list.html (Filtrer par tags / Effacer le filtre)
  {
    query: 'filter agenda workshops',
    answers: ['/docs/Utilisateur/agenda/'],
    source: '${lespass}:BaseBillet/templates/reunion/views/event/list.html',
    reader: 'public',
  },
  // ${lespass}:Administration/management/commands/demo_data.py
  {
    query: 'load demo data locally',
    answers: ['/docs/contribute/development/'],
    source: '${lespass}:Administration/management/commands/demo_data.py',
    reader: 'developer',
  },
  // event-night: door volunteer, a ticket reads as already used for someone who just arrived
  {
    query: 'door scanner says ticket already scanned but the guy swears he just got here',
    answers: ['/docs/Utilisateur/Billetterie/ticket-scanning/'],
    source:
      'event-night: door volunteer, a ticket shows as already scanned for a person who says they just arrived',
    reader: 'volunteer',
  },
  // event-night: venue admin, a last-minute volunteer must scan tickets on their own phone
  {
    query: 'scan tickets volunteer phone',
    answers: ['/docs/Utilisateur/Billetterie/scanning-app/'],
    source:
      'event-night: venue admin, a volunteer arriving late needs their own phone set up to scan at the door',
    reader: 'venue-admin',
  },
  // event-night: organiser, show sold out but the room can take more people
  {
    query: 'show is sold out but we can fit 30 more people, how do i open more places',
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_event/'],
    source: 'event-night: organiser, sold-out show where the hall can take 30 more people',
    reader: 'organiser',
  },
  // event-night: developer printing a paper guest list from the API
  {
    query: 'api list tonights tickets',
    answers: ['/docs/api/reservations/'],
    source:
      'event-night: developer, prints a paper guest list for the door from the API before opening',
    reader: 'developer',
  },
  // event-night: developer wiring a turnstile to check tickets
  {
    query: 'our turnstile reads the ticket qr code, which endpoint marks it as used',
    answers: ['/docs/api/scan-ticket/'],
    source:
      'event-night: developer, a turnstile at the festival gate must check and validate tickets itself',
    reader: 'developer',
  },
  // event-night: organiser, the band's plus-ones need tickets
  {
    query: 'band guest list',
    answers: ['/docs/Utilisateur/Billetterie/create_a_ticket_manually/'],
    source:
      'event-night: organiser, the headlining band asks for four guests on the list an hour before doors',
    reader: 'organiser',
  },
  // event-night: festival-goer in the queue without the ticket e-mail
  {
    query: 'in the queue and i deleted the mail with my tiket',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      'event-night: festival-goer in the entrance queue who deleted the e-mail holding the ticket',
    reader: 'public',
  },
  // event-night: self-hoster, ticketing site stops answering during a gig
  {
    query: 'site down mid concert docker',
    answers: ['/docs/install/docker_install/'],
    source: 'event-night: self-hoster, the Lespass site stops answering during a concert',
    reader: 'self-hoster',
  },
  // event-night: treasurer wants to know when ticket money reaches the bank
  {
    query: 'when do we get the ticket money',
    answers: ['/docs/Utilisateur/Billetterie/stripe/'],
    source:
      'event-night: treasurer, after the sold-out night, wonders when the online ticket money lands on the bank account',
    reader: 'treasurer',
  },
  // event-night: treasurer after the gig, the board asks what a typical customer spent at the bar
  {
    query: 'what did the average customer spend at the bar tonight',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source:
      'event-night: treasurer after the gig, the board asks what a typical customer spent at the bar',
    reader: 'treasurer',
  },
  // event-night: treasurer reading the closing report finds the house beer on two lines with different totals
  {
    query: 'same beer listed twice in closing report',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source:
      'event-night: treasurer reading the closing report finds the house beer on two lines with different totals',
    reader: 'treasurer',
  },
  // event-night: partner venue bar manager, after a joint festival weekend the festival's tokens spent at his bar must be turned into euros
  {
    query: "the festival's tokens were spent at our bar, how do we get the euros back from them",
    answers: ['/docs/Utilisateur/Federation/create_or_join/'],
    source:
      "event-night: partner venue bar manager, after a joint festival weekend the festival's tokens spent at his bar must be turned into euros",
    reader: 'partner-venue',
  },
  // event-night: partner venue leaving the network at the end of the season, its tills must stop taking the other venue's currency
  {
    query: 'stop accepting partner tokens at our bars',
    answers: ['/docs/Utilisateur/Federation/create_or_join/'],
    source:
      "event-night: partner venue leaving the network at the end of the season, its tills must stop taking the other venue's currency",
    reader: 'partner-venue',
  },
  // event-night: bar manager, the cash box is overflowing at 1 a.m. and security wants the bar on cards only until closing
  {
    query: 'bar cards only, no more cash after midnight',
    answers: ['/docs/Utilisateur/Cashless/admin_add_pos/'],
    source:
      'event-night: bar manager, the cash box is overflowing at 1 a.m. and security wants the bar on cards only until closing',
    reader: 'venue-admin',
  },
  // event-night: bar staff, the stage crew asks for their usual 20 percent off drinks
  {
    query: 'crew discount 20%',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source: 'event-night: bar staff, the stage crew asks for their usual 20 percent off drinks',
    reader: 'cashier',
  },
  // event-night: bar manager before doors wants to know whether the till keeps count of kegs left in the cellar
  {
    query: 'keg stock count',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source:
      'event-night: bar manager before doors wants to know whether the till keeps count of kegs left in the cellar',
    reader: 'venue-admin',
  },
  // event-night: technician, the end-of-night ticket prints a time two hours behind the clock on the wall
  {
    query: 'z tiket time 2 hours off',
    answers: ['/docs/install/docker_install/'],
    source:
      'event-night: technician, the end-of-night ticket prints a time two hours behind the clock on the wall',
    reader: 'technician',
  },
  // event-night: new kitchen volunteer asks what the order slips coming out of the printer will tell her
  {
    query: 'what is printed on kitchen order slips',
    answers: ['/docs/Utilisateur/Cashless/impression_preparation/'],
    source:
      'event-night: new kitchen volunteer asks what the order slips coming out of the printer will tell her',
    reader: 'volunteer',
  },
  // event-night: self-hoster, one hour before doors the venue admin cannot get into the back office because the mail relay is down
  {
    query:
      "our admin can't log in because the mail server is down, can I make the login link on the server myself?",
    answers: ['/docs/install/operator_commands/'],
    source:
      'event-night: self-hoster, one hour before doors the venue admin cannot get into the back office because the mail relay is down',
    reader: 'self-hoster',
  },
  // event-night: developer of the venue's reporting spreadsheet, wants last night's ticket and membership sales pulled automatically every morning
  {
    query: 'api export sales',
    answers: ['/docs/api/sales/'],
    source:
      "event-night: developer of the venue's reporting spreadsheet, wants last night's ticket and membership sales pulled automatically every morning",
    reader: 'developer',
  },
  // event-night: developer of the festival's volunteer app, wants to give gift tokens to each volunteer after their shift, safely when the network flakes
  {
    query:
      "how do I give tokens to volunteers' wallets from our own app without crediting them twice if the call is retried",
    answers: ['/docs/api/wallets/'],
    source:
      "event-night: developer of the festival's volunteer app, wants to give gift tokens to each volunteer after their shift, safely when the network flakes",
    reader: 'developer',
  },
  // TiBillet/laboutik-deploy:.env.template (POSTGRES_PASSWORD='' left empty)
  {
    query: 'laboutik postgres password',
    answers: ['/docs/install/docker_install/'],
    source: "TiBillet/laboutik-deploy:.env.template (POSTGRES_PASSWORD='' left empty)",
    reader: 'self-hoster',
  },
  // TiBillet/LaBoutik:administration/management/commands/install.py (exception 'Fedow URL must start with https://')
  {
    query: 'laboutik install rejects my fedow url',
    answers: ['/docs/install/docker_install/'],
    source:
      "TiBillet/LaBoutik:administration/management/commands/install.py (exception 'Fedow URL must start with https://')",
    reader: 'self-hoster',
  },
  // TiBillet/LaBoutik:administration/management/commands/assert_mp_solo.py (recreates the Espece / Carte bancaire / Web (Stripe) / Commande payment methods)
  {
    query: 'cash payment method missing in laboutik admin',
    answers: ['/docs/install/operator_commands/'],
    source:
      'TiBillet/LaBoutik:administration/management/commands/assert_mp_solo.py (recreates the Espece / Carte bancaire / Web (Stripe) / Commande payment methods)',
    reader: 'technician',
  },
  // TiBillet/LaBoutik:administration/management/commands/check_last_action.py (rewrites Membre.last_action from card use)
  {
    query: 'members last activity date wrong',
    answers: ['/docs/install/operator_commands/'],
    source:
      'TiBillet/LaBoutik:administration/management/commands/check_last_action.py (rewrites Membre.last_action from card use)',
    reader: 'technician',
  },
];

export const french: FreshQuestion[] = [
  // event-night: caissiere au bar, le Wi-Fi lache en plein rush
  {
    query: 'caisse sans wifi',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source:
      'event-night: caissière au bar, le Wi-Fi tombe en plein coup de feu et la caisse ne valide plus rien',
    reader: 'cashier',
  },
  // event-night: client dont la carte ne couvre pas toute la commande
  {
    query: 'le client a pas assez sur sa carte, il veut payer le reste en liquide comment je fais',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source:
      'event-night: barman, la carte du client ne couvre pas la tournée et il veut compléter en espèces',
    reader: 'cashier',
  },
  // event-night: tresoriere qui ferme les caisses a 2h du matin
  {
    query: 'fermer la caisse fin de soiree',
    answers: ['/docs/Utilisateur/Cashless/closures/', '/docs/Utilisateur/Cashless/admin_space/'],
    source:
      'event-night: trésorière, fin de soirée, doit clôturer toutes les caisses et sortir le ticket de fin de journée',
    reader: 'treasurer',
  },
  // event-night: technicien, l'imprimante de la cuisine ne sort plus les bons
  {
    query: 'l imprimante en cuisine sort plus les bons de commande',
    answers: ['/docs/Utilisateur/Cashless/impression_preparation/'],
    source:
      'event-night: technicien, la cuisine ne reçoit plus les tickets de préparation des plats commandés au bar',
    reader: 'technician',
  },
  // event-night: auto-hebergeur, disque plein le soir du concert
  {
    query: 'disque plein sur le serveur le soir du concert, tout plante',
    answers: ['/docs/install/docker_install/'],
    source:
      'event-night: auto-hébergeur, le soir du concert les conteneurs redémarrent en boucle faute de place disque',
    reader: 'self-hoster',
  },
  // event-night: lieu partenaire, carte rechargee dans un autre festival
  {
    query:
      'une festivaliere a recharge sa carte dans un autre festival du reseau, on peut l encaisser chez nous ?',
    answers: [
      '/docs/Utilisateur/Federation/how_federations_work/',
      '/docs/Utilisateur/Federation/create_or_join/',
    ],
    source:
      "event-night: bar d'un lieu partenaire, une cliente présente une carte rechargée dans un autre festival de la fédération",
    reader: 'partner-venue',
  },
  // event-night: fin de festival, un festivalier veut recuperer ce qui reste sur sa carte
  {
    query: "rendre l'argent qui reste sur la carte",
    answers: ['/docs/Utilisateur/Cashless/Refund/'],
    source:
      'event-night: caissier au stand de sortie, un festivalier veut récupérer le solde restant de sa carte',
    reader: 'cashier',
  },
  // event-night: responsable, un benevole arrive et doit pouvoir ouvrir la caisse
  {
    query: 'benevole bar ouvrir la caisse',
    answers: ['/docs/Utilisateur/Cashless/admin_add_primary/'],
    source:
      'event-night: responsable du lieu, un bénévole arrivé en renfort doit pouvoir se connecter à la caisse du bar',
    reader: 'venue-admin',
  },
  // event-night: tresorier, combien de pintes vendues pour la compta
  {
    query: 'combien de bieres vendues par article pour la compta',
    answers: ['/docs/Utilisateur/Cashless/closures/', '/docs/recipes/export-sales-per-product/'],
    source:
      'event-night: trésorier le lendemain, veut les quantités vendues article par article pour le comptable',
    reader: 'treasurer',
  },
  // event-night: benevole a l'accueil, carte perdue avec du credit dessus
  {
    query:
      'quelqu un a perdu sa carte a l accueil avec son credit dessus, on peut lui en refaire une ?',
    answers: ['/docs/recipes/replace-a-lost-card/'],
    source:
      "event-night: bénévole à l'accueil, un adhérent a perdu sa carte chargée et en demande une nouvelle",
    reader: 'volunteer',
  },
  // event-night: bar, un client ramene son gobelet consigne
  {
    query: 'rembourser consigne gobelet',
    answers: [
      '/docs/recipes/give-back-a-cup-deposit/',
      '/docs/Utilisateur/Cashless/special_articles/',
    ],
    source:
      'event-night: serveuse au bar, un client rapporte son gobelet et veut récupérer sa consigne',
    reader: 'cashier',
  },
  // event-night: developpeur, ecran des billets vendus ce soir via l'API
  {
    query: "recuperer par l'api les billets vendus pour ce soir",
    answers: ['/docs/api/sales/', '/docs/api/reservations/'],
    source:
      "event-night: développeur bénévole, veut afficher à l'entrée le nombre de billets vendus ce soir en interrogeant l'API",
    reader: 'developer',
  },
  // TiBillet/laboutik-deploy:.env.template (POSTGRES_PASSWORD='')
  {
    query: 'mot de passe postgres laboutik',
    answers: ['/docs/install/docker_install/'],
    source:
      "TiBillet/laboutik-deploy:.env.template (POSTGRES_PASSWORD='' empty, POSTGRES_USER='laboutik_user')",
    reader: 'technician',
  },
  // TiBillet/laboutik-deploy:.env.template (FEDOW_URL / LESPASS_TENANT_URL examples)
  {
    query: 'quelle adresse mettre dans FEDOW_URL et LESPASS_TENANT_URL pour la caisse',
    answers: ['/docs/install/docker_install/'],
    source:
      'TiBillet/laboutik-deploy:.env.template (FEDOW_URL / LESPASS_TENANT_URL with their example addresses)',
    reader: 'self-hoster',
  },
  // TiBillet/Fedow:README.md (Overview: 'Time tracking and badge readers')
  {
    query: 'compter les heures des benevoles avec leur carte',
    answers: ['/docs/Utilisateur/Cashless/badge/'],
    source: "TiBillet/Fedow:README.md (Overview: 'Time tracking and badge readers')",
    reader: 'organiser',
  },
  // TiBillet/laboutik-deploy:Makefile (target update-upgrade: apt update && apt upgrade -y, installs git byobu curl at make)
  {
    query: 'est ce que le makefile de laboutik met a jour tout le systeme du vps ?',
    answers: ['/docs/install/docker_install/'],
    source:
      'TiBillet/laboutik-deploy:Makefile (target update-upgrade: apt update && apt upgrade -y, then git byobu curl at make)',
    reader: 'self-hoster',
  },
  // ${lespass}:crowds/templates/crowds/partial/summary.html (bloc de financement d'un projet : objectif, montant collecté, contributions)
  {
    query: "j'ai donné pour la cagnotte du projet de l'asso, ou je vois mon don ?",
    answers: ['/docs/presentation/i_am_an_audience/'],
    source: '${lespass}:crowds/templates/crowds/partial/summary.html',
    reader: 'member',
  },
  // ${lespass}:seo/templates/seo/landing.html (carte de fonctionnalité "Monnaie locale et temps")
  {
    query: 'compter les heures des benevoles en monnaie temps',
    answers: ['/docs/Utilisateur/Cashless/badge/', '/docs/presentation/uses/'],
    source: '${lespass}:seo/templates/seo/landing.html ("Monnaie locale et temps")',
    reader: 'volunteer',
  },
  // ${lespass}:MetaBillet/models.py (verbose_name "Domain name choice")
  {
    query: "quelle adresse internet aura notre billetterie quand on s'inscrit",
    answers: [
      '/docs/Utilisateur/Billetterie/creation_of_the_collective_space/',
      '/docs/presentation/i_am_a_collective/',
    ],
    source: '${lespass}:MetaBillet/models.py (verbose_name "Domain name choice")',
    reader: 'organiser',
  },
  // ${lespass}:BaseBillet/templates/reunion/views/event/wizard/_events_inner.html (liste "Évènements ajoutés", "Ajouter à la liste")
  {
    query: 'proposer 4 dates de spectacle en une seule fois a un lieu',
    answers: ['/docs/Utilisateur/Billetterie/propose_an_event/'],
    source: '${lespass}:BaseBillet/templates/reunion/views/event/wizard/_events_inner.html',
    reader: 'public',
  },
  // ${lespass}:onboard/templates/onboard/partials/progress_panel.html ("Localisez votre lieu sur la carte (optionnel).")
  {
    query: 'notre salle est pas sur la carte',
    answers: ['/docs/Utilisateur/Federation/network_map/'],
    source:
      '${lespass}:onboard/templates/onboard/partials/progress_panel.html ("Localisez votre lieu sur la carte (optionnel).")',
    reader: 'venue-admin',
  },
  // ${lespass}:BaseBillet/templates/reunion/partials/navbar.html ("Language", "Theme")
  {
    query: 'mettre le site en anglais',
    answers: ['/docs/Utilisateur/my_account/'],
    source: '${lespass}:BaseBillet/templates/reunion/partials/navbar.html ("Language" / "Theme")',
    reader: 'public',
  },
  // event-night: caissier à l'entrée d'un concert à prix libre, un parent arrive avec un enfant en bas âge qui entre gratuitement
  {
    query: 'entree gratuite pour un enfant, comment je la note sur la caisse',
    answers: ['/docs/recipes/pay-what-you-want-at-the-door/'],
    source:
      "event-night: caissier à l'entrée d'un concert à prix libre, un parent arrive avec un tout-petit qui entre sans payer et il faut quand même le compter",
    reader: 'cashier',
  },
  // event-night: technicien, un deuxième bar ouvre à minuit dans la cour et il lui faut sa propre caisse
  {
    query: 'ouvrir une deuxieme caisse pour le bar du jardin ce soir',
    answers: ['/docs/Utilisateur/Cashless/admin_add_pos/'],
    source:
      'event-night: technicien, un second bar ouvre à minuit dans la cour et doit avoir son propre point de vente',
    reader: 'technician',
  },
  // event-night: adhérente chez elle après le concert, veut arrêter le paiement mensuel de son adhésion
  {
    query: 'comment arreter le prelevement tous les mois de mon adhesion',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      "event-night: adhérente rentrée chez elle après le concert, décide d'arrêter le paiement mensuel de son adhésion",
    reader: 'member',
  },
  // event-night: responsable de lieu, une heure avant l'ouverture, ne peut pas mettre en vente des places payantes car le compte de paiement n'est pas fini
  {
    query: "je peux pas creer de tarif payant pour ce soir, stripe dit qu'il manque des infos",
    answers: ['/docs/Utilisateur/Billetterie/stripe/'],
    source:
      "event-night: responsable de lieu, une heure avant l'ouverture, l'admin refuse un tarif payant tant que le compte Stripe n'a pas fini ses vérifications",
    reader: 'venue-admin',
  },
  // event-night: développeur bénévole, veut qu'un message arrive sur le Discord de l'équipe à chaque réservation pendant la soirée
  {
    query: 'recevoir une notification sur notre discord a chaque nouvelle reservation payee',
    answers: ['/docs/Utilisateur/Billetterie/webhook/'],
    source:
      "event-night: développeur bénévole, veut qu'un message tombe sur le Discord de l'équipe à chaque réservation payée pendant la soirée",
    reader: 'developer',
  },
  // event-night: organisatrice après le spectacle, ajoute la prochaine date et veut qu'elle parte toute seule sur la page Facebook
  {
    query: 'publier nos concerts automatiquement sur facebook et mastodon',
    answers: ['/docs/Tips/facebook/'],
    source:
      "event-night: organisatrice, après le spectacle, crée la date suivante et voudrait qu'elle parte toute seule sur la page Facebook du lieu",
    reader: 'organiser',
  },
  // event-night: auto-hébergeur, en pleine soirée les conteneurs redémarrent en boucle, "No space left on device"
  {
    query: 'serveur plein plus de place sur le disque',
    answers: ['/docs/install/docker_install/'],
    source:
      "event-night: auto-hébergeur, en pleine soirée les conteneurs redémarrent en boucle et les journaux disent qu'il n'y a plus de place sur le disque",
    reader: 'self-hoster',
  },
  // event-night: spectatrice rentrée chez elle après le concert, reçoit des mails du lieu et veut ne plus en recevoir
  {
    query:
      'je veux plus recevoir les mails de cette salle de concert, le lien se desabonner marche pas',
    answers: ['/docs/Utilisateur/emails/'],
    source:
      'event-night: spectatrice rentrée chez elle le lendemain du concert, reçoit des e-mails du lieu et veut ne plus en recevoir',
    reader: 'public',
  },
];
