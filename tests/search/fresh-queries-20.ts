import type {FreshQuestion} from './fresh-queries-3';

/**
 * A twentieth fresh batch of readers' questions (2026-11-30), written the
 * way the nineteenth was (fresh-queries-19.ts), the nineteenth's sources and
 * every GitHub thread of this week's audits counted as used: mostly
 * event-night and everyday situations; 28 in English and 28 in French, two
 * writers per language. Kept with the twelfth, sixteenth and seventeenth to
 * judge changes to the ranking; committed before the search or the pages
 * were changed for it, and measured first on the pages and engine of its
 * commit.
 */

export const english: FreshQuestion[] = [
  // event-night: bartender, a customer wants to leave two euros as a tip with his round and the manager wants tips counted in the takings
  {
    query: 'customer wants to leave a tip, how do I ring it up on the till',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source:
      'event-night: bartender, a customer wants to leave two euros as a tip with his round and the manager wants tips counted in the takings',
    reader: 'cashier',
  },
  // event-night: member at home on a Sunday evening, wants the venue's new shows to appear in her feed reader
  {
    query: 'rss feed concerts',
    answers: ['/docs/Utilisateur/Billetterie/rss/'],
    source:
      "event-night: member at home on a Sunday evening, wants the venue's new shows to appear in her feed reader",
    reader: 'member',
  },
  // TiBillet/Lespass:BaseBillet/models.py (help_text of Event.is_proposal "Public proposal": submitted via the public proposal wizard, awaiting admin validation)
  {
    query: 'a stranger suggested an event on our website, where do i accept or refuse it',
    answers: ['/docs/Utilisateur/Billetterie/moderation/'],
    source:
      'TiBillet/Lespass:BaseBillet/models.py (help_text of Event.is_proposal "Public proposal": submitted via the public proposal wizard, awaiting admin validation)',
    reader: 'venue-admin',
  },
  // event-night: organiser after a sold-out night, wants to know next time how people heard of the show
  {
    query: 'ask buyers how they heard about the show when they book',
    answers: [
      '/docs/Utilisateur/Billetterie/admin_add_new_ticket/',
      '/docs/Utilisateur/Billetterie/formbricks_settings/',
    ],
    source:
      'event-night: organiser after a sold-out night, wants to know next time how people heard of the show',
    reader: 'organiser',
  },
  // event-night: organiser an hour before doors, replaced tonight's poster but the event page still shows the old one
  {
    query: 'changed the poster but the old pic still shows on the event page',
    answers: ['/docs/Utilisateur/Billetterie/image_mechanism/'],
    source:
      "event-night: organiser an hour before doors, replaced tonight's poster but the event page still shows the old one",
    reader: 'organiser',
  },
  // event-night: venue admin, the treasurer elected at tonight's general meeting needs access to the back office
  {
    query: 'give new treasurer access to admin',
    answers: ['/docs/Utilisateur/Billetterie/Add_administrator_member/'],
    source:
      "event-night: venue admin, the treasurer elected at tonight's general meeting needs access to the back office",
    reader: 'venue-admin',
  },
  // event-night: venue admin the week before the season opener, last year's members are only in a spreadsheet
  {
    query: 'import members csv',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/import_export/'],
    source:
      "event-night: venue admin the week before the season opener, last year's members are only in a spreadsheet",
    reader: 'venue-admin',
  },
  // event-night: technician before doors, the memory card of the home-built till box is corrupted and its system must be put back
  {
    query: 'reinstall the raspbery pi system on the till box sd card',
    answers: ['/docs/install/Raspberry Box/Software/raspberry_OS/'],
    source:
      'event-night: technician before doors, the memory card of the home-built till box is corrupted and its system must be put back',
    reader: 'technician',
  },
  // event-night: developer building a welcome screen for the entrance, needs the venue's public details from the API without a key
  {
    query: 'api get venue info no key',
    answers: ['/docs/api/tenants/'],
    source:
      "event-night: developer building a welcome screen for the entrance, needs the venue's public details from the API without a key",
    reader: 'developer',
  },
  // event-night: treasurer drawing up the festival budget, asks what the platform keeps on each ticket sold
  {
    query: 'commission per ticket',
    answers: ['/docs/presentation/rates/'],
    source:
      'event-night: treasurer drawing up the festival budget, asks what the platform keeps on each ticket sold',
    reader: 'treasurer',
  },
  // event-night: the venue's volunteer developer, after the festival, wants the ticketing running on his laptop to try a fix
  {
    query: 'run lespass locally dev environment',
    answers: ['/docs/contribute/development/'],
    source:
      "event-night: the venue's volunteer developer, after the festival, wants the ticketing running on his laptop to try a fix",
    reader: 'developer',
  },
  // TiBillet/Lespass:env_example (comments '# see upper to create one' on DJANGO_SECRET and FERNET_KEY)
  {
    query: 'how to generate fernet key',
    answers: ['/docs/install/docker_install/'],
    source:
      "TiBillet/Lespass:env_example (comments '# see upper to create one' on DJANGO_SECRET and FERNET_KEY)",
    reader: 'self-hoster',
  },
  // event-night: organiser of a brand-new collective with no bank account yet, wants tonight's free gigs online before doors
  {
    query: 'we dont have a bank account yet, can we still put our free concerts online',
    answers: ['/docs/Utilisateur/Billetterie/creating-spaces-without-stripe/'],
    source:
      "event-night: organiser of a brand-new collective with no bank account yet, wants tonight's free gigs online before doors",
    reader: 'organiser',
  },
  // event-night: festival-goer at home on Friday night, wants to see only the jazz nights on the venue's agenda
  {
    query: 'agenda jazz only',
    answers: ['/docs/Utilisateur/agenda/'],
    source:
      "event-night: festival-goer at home on Friday night, wants to see only the jazz nights on the venue's agenda",
    reader: 'public',
  },
  // event-night: top-up desk volunteer keyed and validated a 50 euro top-up for a customer who handed over 5 euros
  {
    query: 'put 50 on a card instead of 5 and already validated, how do i fix it',
    answers: ['/docs/Utilisateur/Cashless/ventilation/'],
    source:
      'event-night: top-up desk volunteer keyed and validated a 50 euro top-up for a customer who handed over 5 euros',
    reader: 'volunteer',
  },
  // event-night: top-up desk volunteer hands out a card from the box of returned cards and the till shows a stranger's name on it
  {
    query: 'card shows someone elses name',
    answers: ['/docs/recipes/replace-a-lost-card/'],
    source:
      "event-night: top-up desk volunteer hands out a card from the box of returned cards and the till shows a stranger's name on it",
    reader: 'volunteer',
  },
  // event-night: self-hoster, the association next door asks to get its own ticketing site on the venue's server
  {
    query: 'host a second association on our own server',
    answers: ['/docs/install/operator_commands/'],
    source:
      "event-night: self-hoster, the association next door asks to get its own ticketing site on the venue's server",
    reader: 'self-hoster',
  },
  // event-night: bar manager before doors, the same beer is now served in a small and a large glass at two prices
  {
    query: 'half pint and pint same beer',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source:
      'event-night: bar manager before doors, the same beer is now served in a small and a large glass at two prices',
    reader: 'venue-admin',
  },
  // event-night: treasurer the week before the general assembly, must say how much the yearly membership fees brought in
  {
    query: 'yearly membership fees total',
    answers: ['/docs/recipes/export-sales-per-product/'],
    source:
      'event-night: treasurer the week before the general assembly, must say how much the yearly membership fees brought in',
    reader: 'treasurer',
  },
  // event-night: treasurer after a festival with a main bar and a terrace bar, the board wants each bar's takings apart
  {
    query: 'takings per bar',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source:
      "event-night: treasurer after a festival with a main bar and a terrace bar, the board wants each bar's takings apart",
    reader: 'treasurer',
  },
  // event-night: partner venue joining a network, wants the big venue's gigs on its own site but not the big venue's membership offers
  {
    query: "we want the other venue's gigs listed on our site but not their membership offers",
    answers: ['/docs/Utilisateur/Federation/create_or_join/'],
    source:
      "event-night: partner venue joining a network, wants the big venue's gigs on its own site but not the big venue's membership offers",
    reader: 'partner-venue',
  },
  // event-night: technician building a Raspberry till the day before the festival, only has a USB card reader at hand
  {
    query: 'raspberry usb reader',
    answers: ['/docs/install/Raspberry Box/Software/laboutik/'],
    source:
      'event-night: technician building a Raspberry till the day before the festival, only has a USB card reader at hand',
    reader: 'technician',
  },
  // event-night: technician, the home-built till's screen was fitted the other way round in its case and taps land in the wrong place
  {
    query: 'raspbery till screen upside down and the touch is off',
    answers: [
      '/docs/install/Raspberry Box/Software/laboutik/',
      '/docs/install/Raspberry Box/Software/raspberry_OS/',
    ],
    source:
      "event-night: technician, the home-built till's screen was fitted the other way round in its case and taps land in the wrong place",
    reader: 'technician',
  },
  // event-night: self-hoster puts the till server behind the venue's existing nginx and gets a bad gateway an hour before opening
  {
    query: 'nginx 502 laboutik',
    answers: ['/docs/install/docker_install/'],
    source:
      "event-night: self-hoster puts the till server behind the venue's existing nginx and gets a bad gateway an hour before opening",
    reader: 'self-hoster',
  },
  // event-night: top-up desk cashier on the last night, a festival-goer emptying his card wants the free bonus credit paid out in cash too
  {
    query: 'customer wants the free bonus credit paid back in cash as well, do we have to?',
    answers: ['/docs/Utilisateur/Cashless/Refund/'],
    source:
      'event-night: top-up desk cashier on the last night, a festival-goer emptying his card wants the free bonus credit paid out in cash too',
    reader: 'cashier',
  },
  // event-night: small partner bar of a festival, with only a cash box, wants to take the festival's cards next summer
  {
    query:
      "our small bar wants to take the festival's cashless cards, do we need your till system for that",
    answers: ['/docs/Utilisateur/Federation/create_or_join/'],
    source:
      "event-night: small partner bar of a festival, with only a cash box, wants to take the festival's cards next summer",
    reader: 'partner-venue',
  },
  // TiBillet/LaBoutik:administration/adminstaff.py (printer type fieldset 'Epson via Pi (réseau ou USB, 80mm)')
  {
    query: 'can i plug a usb epson receipt printer into the till',
    answers: ['/docs/Utilisateur/Cashless/sunmi-printers/'],
    source:
      "TiBillet/LaBoutik:administration/adminstaff.py (printer type fieldset 'Epson via Pi (réseau ou USB, 80mm)')",
    reader: 'technician',
  },
  // TiBillet/LaBoutik:administration/adminstaff.py (Configuration save warning "Vérification d'adhésion NON activée.")
  {
    query: 'membership check not activated when saving config',
    answers: ['/docs/recipes/membership-and-top-up-at-the-till/'],
    source:
      'TiBillet/LaBoutik:administration/adminstaff.py (Configuration save warning "Vérification d\'adhésion NON activée.")',
    reader: 'venue-admin',
  },
];

export const french: FreshQuestion[] = [
  // event-night: festivalière au stand info, a perdu sa carte cashless encore chargée
  {
    query: 'jai perdu ma carte y avait encore 20 balles dessus',
    answers: ['/docs/recipes/replace-a-lost-card/', '/docs/Utilisateur/my_account/'],
    source: 'event-night: festivalière au stand info, a perdu sa carte cashless encore chargée',
    reader: 'public',
  },
  // event-night: bénévole à l'entrée, le téléphone refuse un billet comme déjà utilisé à l'arrivée de la personne
  {
    query: 'billet deja scanné alors que la personne vient d arriver',
    answers: [
      '/docs/Utilisateur/Billetterie/scanning-app/',
      '/docs/Utilisateur/Billetterie/ticket-scanning/',
    ],
    source:
      "event-night: bénévole à l'entrée, le téléphone refuse un billet comme déjà utilisé à l'arrivée de la personne",
    reader: 'volunteer',
  },
  // event-night: serveur au bar, un client rapporte son gobelet réutilisable et veut son euro
  {
    query: 'rendre consigne gobelet',
    answers: [
      '/docs/recipes/give-back-a-cup-deposit/',
      '/docs/Utilisateur/Cashless/special_articles/',
    ],
    source:
      'event-night: serveur au bar, un client rapporte son gobelet réutilisable et veut son euro',
    reader: 'cashier',
  },
  // event-night: festivalier le dernier soir, il reste du crédit sur sa carte et il repart demain
  {
    query: 'recuperer argent carte apres festival',
    answers: ['/docs/Utilisateur/Cashless/Refund/', '/docs/Utilisateur/my_account/'],
    source:
      'event-night: festivalier le dernier soir, il reste du crédit sur sa carte et il repart demain',
    reader: 'public',
  },
  // event-night: trésorière en fin de mois, doit donner au comptable les quantités vendues de chaque boisson
  {
    query: 'total vendu par article sur le mois pour la compta',
    answers: ['/docs/recipes/export-sales-per-product/', '/docs/Utilisateur/Cashless/closures/'],
    source:
      'event-night: trésorière en fin de mois, doit donner au comptable les quantités vendues de chaque boisson',
    reader: 'treasurer',
  },
  // event-night: caissière au bar, le ticket client ne sort plus du terminal Sunmi après changement de rouleau
  {
    query: 'ticket client sort plus sunmi',
    answers: ['/docs/Utilisateur/Cashless/sunmi-printers/'],
    source:
      'event-night: caissière au bar, le ticket client ne sort plus du terminal Sunmi après changement de rouleau',
    reader: 'cashier',
  },
  // event-night: bénévole en cuisine, les commandes prises au bar n'impriment rien en cuisine
  {
    query: 'les commandes sortent pas sur l imprimante de la cuisine',
    answers: ['/docs/Utilisateur/Cashless/impression_preparation/'],
    source:
      "event-night: bénévole en cuisine, les commandes prises au bar n'impriment rien en cuisine",
    reader: 'volunteer',
  },
  // event-night: auto-hébergeur un jour de concert, coupure de courant la nuit, le site de billetterie ne répond plus
  {
    query: 'coupure de courant cette nuit, depuis le site repond plus, comment tout relancer ?',
    answers: ['/docs/install/docker_install/'],
    source:
      'event-night: auto-hébergeur un jour de concert, coupure de courant la nuit, le site de billetterie ne répond plus',
    reader: 'self-hoster',
  },
  // event-night: développeur du site de l'asso, veut récupérer le programme par l'API pour l'afficher lui-même
  {
    query: 'lister les evenements via api',
    answers: ['/docs/api/events/'],
    source:
      "event-night: développeur du site de l'asso, veut récupérer le programme par l'API pour l'afficher lui-même",
    reader: 'developer',
  },
  // event-night: trésorier d'un bar associatif ouvert le midi et le soir, veut compter chaque service à part
  {
    query: 'le bar ouvre midi et soir, il faut fermer la caisse deux fois ?',
    answers: ['/docs/recipes/several-closures-a-day/', '/docs/Utilisateur/Cashless/closures/'],
    source:
      "event-night: trésorier d'un bar associatif ouvert le midi et le soir, veut compter chaque service à part",
    reader: 'treasurer',
  },
  // event-night: adhérente chez elle, déménage et veut arrêter le prélèvement mensuel de son adhésion
  {
    query: 'stopper prelevement adhesion',
    answers: ['/docs/Utilisateur/my_account/'],
    source:
      'event-night: adhérente chez elle, déménage et veut arrêter le prélèvement mensuel de son adhésion',
    reader: 'member',
  },
  // event-night: spectateur devant la porte, n'a jamais reçu l'e-mail avec son billet
  {
    query: 'pas reçu mon billet par mail',
    answers: ['/docs/Utilisateur/emails/', '/docs/Utilisateur/my_account/'],
    source: "event-night: spectateur devant la porte, n'a jamais reçu l'e-mail avec son billet",
    reader: 'public',
  },
  // ${lespass}:BaseBillet/templates/reunion/views/event/partial/list_append.html (Check the event on)
  {
    query: "pourquoi des concerts d'une autre salle apparaissent dans notre agenda",
    answers: [
      '/docs/Utilisateur/Federation/create_or_join/',
      '/docs/Utilisateur/Federation/how_federations_work/',
    ],
    source:
      '${lespass}:BaseBillet/templates/reunion/views/event/partial/list_append.html (Check the event on)',
    reader: 'venue-admin',
  },
  // ${lespass}:BaseBillet/templates/reunion/views/home.html (Calendar / event_menu_name)
  {
    query: 'renommer Agenda en Programme',
    answers: ['/docs/Utilisateur/Billetterie/admin_ticketing_add_event/'],
    source: '${lespass}:BaseBillet/templates/reunion/views/home.html (Calendar / event_menu_name)',
    reader: 'organiser',
  },
  // event-night: caissière au bar, une cliente a rechargé en ligne l'après-midi et la caisse montre l'ancien solde
  {
    query:
      'client a recharger sur le site cet aprem mais au bar sa carte affiche toujours l ancien montant',
    answers: ['/docs/presentation/i_am_an_audience/'],
    source:
      "event-night: caissière au bar, une cliente a rechargé en ligne l'après-midi et la caisse montre l'ancien solde",
    reader: 'cashier',
  },
  // event-night: responsable de bar qui veut mettre un cocktail du jour sur la caisse en début de soirée
  {
    query: 'ajouter cocktail caisse',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source:
      'event-night: responsable de bar qui veut mettre un cocktail du jour sur la caisse en début de soirée',
    reader: 'venue-admin',
  },
  // event-night: bénévole au stand de recharge le dernier jour du festival, file de gens qui veulent récupérer leur reste
  {
    query:
      'les gens veulent recuperer ce qui reste sur leur carte a la fin du festival on fait comment',
    answers: ['/docs/Utilisateur/Cashless/Refund/'],
    source:
      'event-night: bénévole au stand de recharge le dernier jour du festival, file de gens qui veulent récupérer leur reste',
    reader: 'volunteer',
  },
  // event-night: trésorière qui compte le tiroir à la fermeture et trouve moins que prévu
  {
    query: 'il manque 40 euros dans le tiroir a la fermeture, je compare avec quel chiffre ?',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source: 'event-night: trésorière qui compte le tiroir à la fermeture et trouve moins que prévu',
    reader: 'treasurer',
  },
  // event-night: technicien appelé au bar, l'imprimante à tickets ne sort plus rien
  {
    query: 'imprimante imprime plus',
    answers: ['/docs/Utilisateur/Cashless/sunmi-printers/'],
    source: "event-night: technicien appelé au bar, l'imprimante à tickets ne sort plus rien",
    reader: 'technician',
  },
  // event-night: auto-hébergeur, le site de billetterie ne répond plus en plein concert
  {
    query: 'site billetterie planté en plein concert',
    answers: ['/docs/install/docker_install/'],
    source: 'event-night: auto-hébergeur, le site de billetterie ne répond plus en plein concert',
    reader: 'self-hoster',
  },
  // event-night: lieu partenaire d'une fédération, un client arrive avec une carte chargée au festival voisin
  {
    query:
      'un client a charge sa carte au festival d a coté, est ce que notre bar peut l accepter ?',
    answers: [
      '/docs/Utilisateur/Federation/how_federations_work/',
      '/docs/Utilisateur/Federation/create_or_join/',
    ],
    source:
      "event-night: lieu partenaire d'une fédération, un client arrive avec une carte chargée au festival voisin",
    reader: 'partner-venue',
  },
  // event-night: bénévole au stand de recharge, une personne a perdu sa carte qui avait encore du crédit
  {
    query: 'carte perdue credit dessus',
    answers: ['/docs/recipes/replace-a-lost-card/'],
    source:
      'event-night: bénévole au stand de recharge, une personne a perdu sa carte qui avait encore du crédit',
    reader: 'volunteer',
  },
  // event-night: responsable de bar qui passe aux gobelets réutilisables consignés pour l'été
  {
    query: 'consigne ecocup',
    answers: [
      '/docs/recipes/give-back-a-cup-deposit/',
      '/docs/Utilisateur/Cashless/special_articles/',
    ],
    source:
      "event-night: responsable de bar qui passe aux gobelets réutilisables consignés pour l'été",
    reader: 'venue-admin',
  },
  // event-night: trésorier le lundi matin, il veut savoir combien de bières ont été vendues samedi
  {
    query: 'nombre de bieres vendues samedi soir',
    answers: ['/docs/Utilisateur/Cashless/closures/', '/docs/recipes/export-sales-per-product/'],
    source:
      'event-night: trésorier le lundi matin, il veut savoir combien de bières ont été vendues samedi',
    reader: 'treasurer',
  },
  // event-night: caissier, le client n'a pas assez sur sa carte pour sa tournée et veut compléter en espèces
  {
    query: 'pas assez sur la carte completer en liquide',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source:
      "event-night: caissier, le client n'a pas assez sur sa carte pour sa tournée et veut compléter en espèces",
    reader: 'cashier',
  },
  // event-night: responsable de bar, le terminal de carte bancaire lâche au milieu de la soirée
  {
    query: 'tpe cb hs',
    answers: ['/docs/Utilisateur/Cashless/admin_add_pos/'],
    source:
      'event-night: responsable de bar, le terminal de carte bancaire lâche au milieu de la soirée',
    reader: 'venue-admin',
  },
  // ${lespass}:comptabilite/models.py (help_text of total_perpetuel: "Filet de sécurité contre toute modification rétroactive.")
  {
    query: 'corriger une cloture deja faite, erreur sur une vente',
    answers: ['/docs/Utilisateur/Cashless/closures/', '/docs/Utilisateur/Cashless/ventilation/'],
    source:
      '${lespass}:comptabilite/models.py (help_text of total_perpetuel: Filet de sécurité contre toute modification rétroactive)',
    reader: 'treasurer',
  },
  // ${lespass}:comptabilite/models.py (help_text of numero_sequentiel: compteur continu partagé entre toutes les périodicités)
  {
    query: 'pourquoi les numeros de cloture se suivent pas',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source:
      '${lespass}:comptabilite/models.py (help_text of numero_sequentiel: compteur continu partagé entre toutes les périodicités)',
    reader: 'treasurer',
  },
];
