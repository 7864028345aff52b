import type {FreshQuestion} from './fresh-queries-3';

/**
 * A nineteenth fresh batch of readers' questions (2026-11-30), written the
 * way the eighteenth was (fresh-queries-18.ts), the eighteenth's sources
 * counted as used: mostly event-night and everyday situations, with the
 * product's texts nobody had listed; 31 in English and 27 in French, two
 * writers per language. A tuning batch: committed before the search or the
 * pages were changed for it, measured first on the pages and engine of its
 * commit, then read for the jobs it finds unanswered.
 */

export const english: FreshQuestion[] = [
  // event-night: organiser preparing next season, the 40 dates sit in a spreadsheet
  {
    query:
      "we have next season's 40 concerts in a spreadsheet, can we upload the file instead of creating every event one by one?",
    answers: ['/docs/Utilisateur/Billetterie/admin_ticketing_add_event/'],
    source:
      'event-night: organiser preparing the season, all the dates are already typed in a spreadsheet',
    reader: 'organiser',
  },
  // event-night: organiser wants a partner's festival in the agenda while the partner sells its own tickets
  {
    query: 'add a partner festival to our agenda when their tickets are sold on their own website',
    answers: ['/docs/Utilisateur/Billetterie/admin_ticketing_add_event/'],
    source:
      "event-night: organiser preparing a season, a partner festival sells its tickets elsewhere but must appear in the venue's agenda",
    reader: 'organiser',
  },
  // ${lespass}:BaseBillet/templates/reunion/views/event/partial/booking.html (text "reservations validées sur … places disponibles")
  {
    query: 'hide booked seats counter',
    answers: [
      '/docs/Utilisateur/Billetterie/admin_add_new_event/',
      '/docs/Utilisateur/Billetterie/admin_add_new_free_event/',
    ],
    source:
      '${lespass}:BaseBillet/templates/reunion/views/event/partial/booking.html (text "reservations validées sur … places disponibles")',
    reader: 'organiser',
  },
  // event-night: organiser of an open-air date, the map marker on the event page stands in the wrong place
  {
    query: 'wrong map pin on event page',
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_event/'],
    source:
      'event-night: organiser of an open-air show, the map on the event page sends people to the wrong field',
    reader: 'organiser',
  },
  // ${lespass}:BaseBillet/templates/reunion/partials/footer.html (text "Create a TiBillet space for your collective")
  {
    query: 'remove tibillet footer',
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source:
      '${lespass}:BaseBillet/templates/reunion/partials/footer.html (text "Create a TiBillet space for your collective")',
    reader: 'venue-admin',
  },
  // event-night: venue admin on the first week, nothing set up yet to receive the money of online sales
  {
    query:
      'we just opened our space, how do we actually get paid for the tickets people buy online',
    answers: ['/docs/Utilisateur/Billetterie/stripe/'],
    source:
      'event-night: venue admin in the first week, wants the money of online ticket sales to reach the association',
    reader: 'venue-admin',
  },
  // event-night: venue admin of a venue with a mostly English-speaking audience
  {
    query: 'most of our audience speaks english but the site and the emails come out in french',
    answers: [
      '/docs/Utilisateur/Billetterie/creation_of_the_collective_space/',
      '/docs/Utilisateur/emails/',
    ],
    source:
      'event-night: venue admin in the first week, venue in a city with many English-speaking visitors',
    reader: 'venue-admin',
  },
  // ${lespass}:BaseBillet/models.py (Product.legal_link help_text "Not required. If completed, displays a checkbox to validate the membership product.")
  {
    query: 'members accept house rules checkbox',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/'],
    source:
      '${lespass}:BaseBillet/models.py (Product.legal_link help_text "Not required. If completed, displays a checkbox to validate the membership product.")',
    reader: 'venue-admin',
  },
  // event-night: volunteer at home, signed up for a bar shift on the site and can no longer come
  {
    query: 'signed up to help at the bar saturday but cant make it anymore',
    answers: [
      '/docs/Utilisateur/Billetterie/admin_ticketing_add_event/',
      '/docs/Utilisateur/my_account/',
    ],
    source:
      'event-night: volunteer at home, took a bar shift on the site for Saturday and can no longer come',
    reader: 'volunteer',
  },
  // event-night: member at home, the account pages show in a language she does not read well
  {
    query: 'change account language',
    answers: [
      '/docs/Utilisateur/my_account/',
      '/docs/Utilisateur/Billetterie/creation_of_the_collective_space/',
    ],
    source:
      'event-night: member at home, her account pages come up in French and she wants them in English',
    reader: 'member',
  },
  // event-night: a musician after the concert wants to offer the venue a date for his band
  {
    query: 'im in a band, how do i suggest a gig date to this place',
    answers: ['/docs/Utilisateur/Billetterie/propose_an_event/'],
    source:
      'event-night: musician in the audience after the concert wants to offer his band a date at the venue',
    reader: 'public',
  },
  // event-night: developer wiring the venue's website, the API key ended up in a public repository
  {
    query: 'leaked api key',
    answers: ['/docs/api/apikey/'],
    source:
      "event-night: developer wiring the venue's website, pushed the API key to a public Git repository by mistake",
    reader: 'developer',
  },
  // event-night: developer wiring the venue's website, events are typed in the site's own back office
  {
    query: 'create events through the api',
    answers: ['/docs/api/events/'],
    source:
      "event-night: developer wiring the venue's website, the team types new shows in the website's own back office and they must reach the ticketing",
    reader: 'developer',
  },
  // event-night: developer, memberships are sold on another platform and must land in the venue's member list
  {
    query:
      'our memberships are sold on helloasso, how can our script add each new member to tibillet automatically',
    answers: ['/docs/api/memberships/'],
    source:
      'event-night: developer for the association, memberships are sold on another online platform and must appear among the members',
    reader: 'developer',
  },
  // event-night: developer wiring the venue's WordPress site, wants people to join without leaving it
  {
    query: 'embed membership signup in wordpress',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/iframe/'],
    source:
      "event-night: developer wiring the venue's WordPress site, wants visitors to join the association on a page of that site",
    reader: 'developer',
  },
  // event-night: bar volunteer, needs coins from the drawer for change without ringing up a sale
  {
    query: 'open drawer without sale',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source:
      'event-night: bar volunteer, needs coins from the drawer for change without ringing up a sale',
    reader: 'cashier',
  },
  // event-night: technician, the drawer plugged under the Sunmi stays shut after every cash sale
  {
    query: 'cash drawer under the sunmi doesnt pop open after cash payments anymore',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source:
      'event-night: technician, the drawer plugged under the Sunmi stays shut after every cash sale',
    reader: 'technician',
  },
  // event-night: technician before doors, the kitchen is far from every till and needs a printer of its own
  {
    query: 'which receipt printer can sit alone in the kitchen with no till next to it',
    answers: ['/docs/Utilisateur/Cashless/sunmi-printers/'],
    source:
      'event-night: technician before doors, the kitchen is far from every till and needs a printer of its own',
    reader: 'technician',
  },
  // event-night: festival bar manager, the crew meal should be payable only with the volunteers' hours credit
  {
    query:
      'Can I make the crew meal payable only with the volunteer hours credit and not with euros?',
    answers: ['/docs/Utilisateur/Cashless/admin_add_pos/'],
    source:
      "event-night: festival bar manager, the crew meal should be payable only with the volunteers' hours credit",
    reader: 'venue-admin',
  },
  // event-night: bar manager the week after the festival, the outdoor terrace bar has been taken down
  {
    query: 'remove terrace bar after festival',
    answers: ['/docs/Utilisateur/Cashless/admin_supp/'],
    source:
      'event-night: bar manager the week after the festival, the outdoor terrace bar has been taken down',
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:administration/adminstaff.py (closure list action '-> Reload', /rapport/RecalculerCloture/)
  {
    query:
      'I corrected a payment from last night (cash instead of card) but the closing report still shows the old totals',
    answers: ['/docs/Utilisateur/Cashless/ventilation/', '/docs/Utilisateur/Cashless/closures/'],
    source:
      "TiBillet/LaBoutik:administration/adminstaff.py (closure list action '-> Reload', /rapport/RecalculerCloture/)",
    reader: 'treasurer',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (Couleur.hexa verbose_name 'Code Couleur Hexa')
  {
    query: 'till button colours',
    answers: ['/docs/Utilisateur/Cashless/admin_add_categorie/'],
    source:
      "TiBillet/LaBoutik:APIcashless/models.py (Couleur.hexa verbose_name 'Code Couleur Hexa')",
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:APIcashless/fontawesomeicons.py (FONT_ICONS_CHOICES)
  {
    query: 'chose an icon for cocktails but the button on the tablet shows nothing',
    answers: ['/docs/Utilisateur/Cashless/admin_add_categorie/'],
    source: 'TiBillet/LaBoutik:APIcashless/fontawesomeicons.py (FONT_ICONS_CHOICES)',
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:APIcashless/models.py (TauxTVA.taux verbose_name 'Taux')
  {
    query: 'vat 5,5 missing',
    answers: ['/docs/Utilisateur/Cashless/admin_add_categorie/'],
    source: "TiBillet/LaBoutik:APIcashless/models.py (TauxTVA.taux verbose_name 'Taux')",
    reader: 'treasurer',
  },
  // TiBillet/laboutik-deploy:Makefile (target setup-env: existing .env copied to .env.bak, new secrets generated)
  {
    query: 'I typed the wrong domain during make install, can I just run it again?',
    answers: ['/docs/install/docker_install/'],
    source:
      'TiBillet/laboutik-deploy:Makefile (target setup-env: existing .env copied to .env.bak, new secrets generated)',
    reader: 'self-hoster',
  },
  // event-night: self-hoster, the rehearsal server used to train the volunteers turns up in search results
  {
    query: 'hide training server from google',
    answers: ['/docs/install/docker_install/'],
    source:
      'event-night: self-hoster, the rehearsal server used to train the volunteers turns up in search results',
    reader: 'self-hoster',
  },
  // TiBillet/LaBoutik:start.sh (creates /Backup/backup.log and starts cron in the container)
  {
    query: 'does the till server back itself up, and where do I see that the backup ran?',
    answers: ['/docs/install/docker_install/'],
    source:
      'TiBillet/LaBoutik:start.sh (creates /Backup/backup.log and starts cron in the container)',
    reader: 'self-hoster',
  },
  // TiBillet/Fedow:start.sh (runs manage.py migrate at every start)
  {
    query: 'fedow migrations after update',
    answers: ['/docs/install/docker_install/'],
    source: 'TiBillet/Fedow:start.sh (runs manage.py migrate at every start)',
    reader: 'self-hoster',
  },
  // event-night: partner venue that just joined a network, wants the other venues' concerts on its own site
  {
    query: 'we just joined the network, how do the other venues concerts appear on our website',
    answers: ['/docs/Utilisateur/Federation/create_or_join/'],
    source:
      "event-night: partner venue that just joined a network, wants the other venues' concerts on its own site",
    reader: 'partner-venue',
  },
  // event-night: bar manager, a local craftswoman sells handmade jewellery at all sorts of prices from the bar till
  {
    query: 'handmade items diferent prices on till',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source:
      'event-night: bar manager, a local craftswoman sells handmade jewellery at all sorts of prices from the bar till',
    reader: 'cashier',
  },
  // event-night: volunteer from a partner venue comes to help and wants to clock in with her own card
  {
    query:
      'Can a volunteer from the other venue clock her hours here with the card she already has?',
    answers: ['/docs/Utilisateur/Cashless/badge/'],
    source:
      'event-night: volunteer from a partner venue comes to help and wants to clock in with her own card',
    reader: 'volunteer',
  },
];

export const french: FreshQuestion[] = [
  // event-night: organisatrice, l'après-midi du concert en plein air, un orage est annoncé et le concert passe dans la petite salle : prévenir toutes les personnes qui ont réservé
  {
    query:
      'orage prevu ce soir, le concert passe dans la petite salle, comment prevenir tous ceux qui ont reservé',
    answers: ['/docs/Utilisateur/Billetterie/admin_ticketing_add_event/'],
    source:
      "event-night: organisatrice, l'après-midi du concert en plein air, un orage est annoncé et le concert passe dans la petite salle : prévenir toutes les personnes qui ont réservé",
    reader: 'organiser',
  },
  // event-night: spectatrice, le concert affiche complet en ligne, elle cherche à s'inscrire sur une liste d'attente
  {
    query: "liste d'attente complet",
    answers: ['/docs/Utilisateur/Billetterie/admin_ticketing_add_event/'],
    source:
      "event-night: spectatrice, le concert affiche complet en ligne, elle cherche à s'inscrire sur une liste d'attente",
    reader: 'public',
  },
  // event-night: administratrice du lieu, une bénévole qui avait l'accès admin quitte l'association et il faut lui retirer cet accès
  {
    query: 'retirer droits admin benevole',
    answers: ['/docs/Utilisateur/Billetterie/Add_administrator_member/'],
    source:
      "event-night: administratrice du lieu, une bénévole qui avait l'accès admin quitte l'association et il faut lui retirer cet accès",
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:BaseBillet/models.py (PostalAddress.latitude help_text 'GPS coordinate: latitude.')
  {
    query:
      "sur la page du concert la carte met le lieu au milieu de la mer, comment je corrige l'emplacement",
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_event/'],
    source:
      "TiBillet/Lespass:BaseBillet/models.py (PostalAddress.latitude help_text 'GPS coordinate: latitude.')",
    reader: 'organiser',
  },
  // event-night: bénévole inscrite sur un créneau de bar le samedi, elle a un empêchement et veut se désinscrire
  {
    query:
      "je m'etais inscrite pour tenir le bar samedi mais j'ai un empechement, comment je me desinscris",
    answers: [
      '/docs/Utilisateur/my_account/',
      '/docs/Utilisateur/Billetterie/admin_ticketing_add_event/',
    ],
    source:
      'event-night: bénévole inscrite sur un créneau de bar le samedi, elle a un empêchement et veut se désinscrire',
    reader: 'volunteer',
  },
  // event-night: adhérent qui a quitté son travail, son compte est encore à son ancienne adresse e-mail professionnelle
  {
    query: 'compte sur ancien mail du boulot',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      'event-night: adhérent qui a quitté son travail, son compte est encore à son ancienne adresse e-mail professionnelle',
    reader: 'member',
  },
  // TiBillet/Lespass:BaseBillet/models.py (PromotionalCode.product help_text 'Product to which this discount coupon applies.')
  {
    query: 'code promo pass festival seulement',
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_ticket/'],
    source:
      "TiBillet/Lespass:BaseBillet/models.py (PromotionalCode.product help_text 'Product to which this discount coupon applies.')",
    reader: 'organiser',
  },
  // TiBillet/Lespass:BaseBillet/models.py (Product.short_description help_text 'Displayed only for membership/subscription products.')
  {
    query: 'phrase sous chaque formule adhesion',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/'],
    source:
      "TiBillet/Lespass:BaseBillet/models.py (Product.short_description help_text 'Displayed only for membership/subscription products.')",
    reader: 'venue-admin',
  },
  // event-night: auto-hébergeur, l'association change d'hébergeur et doit déplacer ses serveurs TiBillet sur un nouveau VPS sans perdre les soldes des cartes
  {
    query:
      "on change d'hebergeur, comment deplacer tibillet sur le nouveau serveur sans perdre l'argent sur les cartes",
    answers: ['/docs/install/docker_install/'],
    source:
      "event-night: auto-hébergeur, l'association change d'hébergeur et doit déplacer ses serveurs TiBillet sur un nouveau VPS sans perdre les soldes des cartes",
    reader: 'self-hoster',
  },
  // event-night: auto-hébergeur, une nouvelle version sort trois jours avant le festival et il hésite à mettre à jour
  {
    query: 'maj avant festival',
    answers: ['/docs/install/docker_install/'],
    source:
      'event-night: auto-hébergeur, une nouvelle version sort trois jours avant le festival et il hésite à mettre à jour',
    reader: 'self-hoster',
  },
  // event-night: technicien, juste après l'installation, le navigateur affiche que le site de billetterie n'est pas sécurisé
  {
    query: 'certificat pas reconnu',
    answers: ['/docs/install/docker_install/'],
    source:
      "event-night: technicien, juste après l'installation, le navigateur affiche que le site de billetterie n'est pas sécurisé",
    reader: 'technician',
  },
  // event-night: trésorière, le comptable bénévole veut consulter les chiffres de la caisse sans pouvoir rien modifier
  {
    query:
      "notre comptable veut voir les chiffres du bar, je peux lui donner un acces sans qu'il puisse rien modifier ?",
    answers: ['/docs/Utilisateur/Cashless/admin_space/'],
    source:
      'event-night: trésorière, le comptable bénévole veut consulter les chiffres de la caisse sans pouvoir rien modifier',
    reader: 'treasurer',
  },
  // event-night: bénévole au bar pour la première fois, elle a touché une bière de trop dans la commande avant d'encaisser
  {
    query: 'biere tapée en trop',
    answers: ['/docs/Utilisateur/Cashless/ventilation/'],
    source:
      "event-night: bénévole au bar pour la première fois, elle a touché une bière de trop dans la commande avant d'encaisser",
    reader: 'cashier',
  },
  // event-night: responsable de bar avant l'ouverture, les softs s'affichent avant les bières sur l'écran de la caisse et les bénévoles cherchent
  {
    query: "bieres en premier sur l'ecran caisse",
    answers: ['/docs/Utilisateur/Cashless/admin_add_categorie/'],
    source:
      "event-night: responsable de bar avant l'ouverture, les softs s'affichent avant les bières sur l'écran de la caisse et les bénévoles cherchent",
    reader: 'venue-admin',
  },
  // event-night: bénévole, le lendemain de sa soirée, réalise qu'il a oublié de badger en partant
  {
    query: 'oublié de badger',
    answers: ['/docs/Utilisateur/my_account/', '/docs/Utilisateur/Cashless/badge/'],
    source:
      "event-night: bénévole, le lendemain de sa soirée, réalise qu'il a oublié de badger en partant",
    reader: 'volunteer',
  },
  // TiBillet/Fedow:fedow_core/models.py (Asset: 'No place federated with this asset')
  {
    query:
      "notre monnaie locale n'est acceptée dans aucun autre lieu, comment la partager avec le bar d'a coté",
    answers: ['/docs/Utilisateur/Federation/create_or_join/'],
    source: "TiBillet/Fedow:fedow_core/models.py (Asset: 'No place federated with this asset')",
    reader: 'partner-venue',
  },
  // event-night: développeur, la clé API marche depuis son portable mais le script sur le serveur de l'asso se fait refuser
  {
    query: 'ma cle api marche en local mais 403 depuis le serveur',
    answers: ['/docs/api/apikey/'],
    source:
      "event-night: développeur, la clé API marche depuis son portable mais le script installé sur le serveur de l'asso se fait refuser",
    reader: 'developer',
  },
  // event-night: développeur du site du lieu, les horaires des concerts récupérés par l'API s'affichent décalés
  {
    query:
      'les heures des concerts recuperees par l api sont decalees sur notre site, c est en utc ?',
    answers: ['/docs/api/intro/'],
    source:
      "event-night: développeur du site web du lieu, les horaires des concerts tirés de l'API s'affichent avec une heure de décalage",
    reader: 'developer',
  },
  // event-night: développeur d'un petit bot d'accueil, doit renvoyer à une spectatrice le fichier imprimable de son billet
  {
    query: 'recuperer le pdf d un billet via l api',
    answers: ['/docs/api/reservations/'],
    source:
      "event-night: développeur du bot d'accueil du lieu, une spectatrice demande son billet imprimable et il veut le lui renvoyer automatiquement",
    reader: 'developer',
  },
  // TiBillet/Lespass:api_v2/views.py (error 'Asset not allowed for this API key.' on wallet refill)
  {
    query:
      "j'essaie d'offrir des jetons aux bénévoles par l'API et ça me répond que la monnaie n'est pas autorisée pour ma clé",
    answers: ['/docs/api/wallets/'],
    source:
      "TiBillet/Lespass:api_v2/views.py (error 'Asset not allowed for this API key.' on wallet refill)",
    reader: 'developer',
  },
  // event-night: développeur qui envoie chaque mois les ventes au logiciel de compta, les remboursements manquent
  {
    query: 'export des ventes par api, les remboursements stripe ne sortent pas',
    answers: ['/docs/api/sales/'],
    source:
      "event-night: développeur qui pousse chaque mois les ventes vers le logiciel de compta de l'asso, les remboursements du mois n'y figurent pas",
    reader: 'developer',
  },
  // event-night: auto-hébergeur, le serveur de répétition sort dans Google avant la vraie billetterie
  {
    query: 'notre site de test apparait dans google a la place du vrai',
    answers: ['/docs/install/docker_install/'],
    source:
      "event-night: auto-hébergeur, la veille d'une mise en vente, le serveur de répétition sort dans Google avant la vraie billetterie",
    reader: 'self-hoster',
  },
  // TiBillet/Fedow:fedow_core/models.py (Configuration.create_place_apikey help_text 'Clé API root de la billetterie qui permet de créer des nouveau lieux')
  {
    query: 'admin fedow cle pour creer les lieux, faut il la copier a la main dans la billetterie',
    answers: ['/docs/install/docker_install/'],
    source:
      "TiBillet/Fedow:fedow_core/models.py (Configuration.create_place_apikey help_text 'Clé API root de la billetterie qui permet de créer des nouveau lieux')",
    reader: 'self-hoster',
  },
  // event-night: trésorier d'un lieu partenaire, se demande qui supporte les frais de carte bancaire des recharges en ligne
  {
    query: 'frais stripe des recharges en ligne qui paye',
    answers: ['/docs/Utilisateur/Federation/how_federations_work/'],
    source:
      "event-night: trésorier d'un lieu partenaire, après le festival, se demande si les frais de carte bancaire des recharges faites en ligne par les festivaliers sont retenus sur ce que le réseau lui reverse",
    reader: 'treasurer',
  },
  // event-night: lieu partenaire d'une fédération, veut voir ses concerts dans l'agenda de la grande salle voisine sans les ressaisir
  {
    query:
      "comment faire apparaitre nos concerts dans l'agenda de la salle d'a coté sans tout retaper",
    answers: ['/docs/Utilisateur/Federation/create_or_join/'],
    source:
      "event-night: lieu partenaire d'une fédération, veut que ses concerts figurent aussi dans l'agenda de la grande salle voisine sans les saisir deux fois",
    reader: 'partner-venue',
  },
  // event-night: festivalière chez elle le vendredi soir, cherche ce qui se passe près de chez elle ce week-end
  {
    query: 'concerts pres de chez moi ce week end',
    answers: ['/docs/Utilisateur/Federation/network_map/'],
    source:
      "event-night: festivalière chez elle le vendredi soir, cherche dans le réseau des lieux ce qu'il y a comme concerts près de chez elle ce week-end",
    reader: 'public',
  },
  // TiBillet/Lespass:ApiBillet/views.py (error 'No automatic renewal on this.' when cancelling a renewal)
  {
    query: 'je veux arreter le prelevement de mon adhesion mais y a pas de bouton',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      "TiBillet/Lespass:ApiBillet/views.py (error 'No automatic renewal on this.' when cancelling a renewal)",
    reader: 'member',
  },
];
