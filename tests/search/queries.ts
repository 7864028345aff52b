/**
 * Questions readers ask, in their words, and the page that answers each.
 * Written from the reader's task, not from page titles: what a bar manager,
 * a treasurer, a member of the public or a developer would type. Some carry
 * a typo, an unfinished word or no accents; some use the product's word of
 * the other language (the admin's French labels on the English site).
 * The relevance test expects the page among the first three pages found.
 */
export type Question = {query: string; page: string};

const cashless = '/docs/Utilisateur/Cashless';
const ticketing = '/docs/Utilisateur/Billetterie';
const membership = '/docs/Utilisateur/Adhésion et abonnement';
const box = '/docs/install/Raspberry Box';
const presentation = '/docs/presentation';

export const english: Question[] = [
  // The cash register and the card
  {query: 'give back the money left on a festival card', page: `${cashless}/Refund/`},
  {query: 'customer wants their balance back', page: `${cashless}/Refund/`},
  {query: 'refnud a card', page: `${cashless}/Refund/`},
  {query: 'vider carte', page: `${cashless}/Refund/`},
  {query: 'a second till for the food stand', page: `${cashless}/admin_add_pos/`},
  {query: 'add beer and soft drinks to the till', page: `${cashless}/admin_add_article/`},
  {
    query: 'add a product with a price to the cash register',
    page: `${cashless}/admin_add_article/`,
  },
  {query: 'sell top-ups at the bar', page: `${cashless}/admin_add_article/`},
  {query: 'group drinks and food on the till screen', page: `${cashless}/admin_add_categorie/`},
  {query: 'VAT rate for drinks', page: `${cashless}/admin_add_categorie/`},
  {query: 'staff card to unlock the cash register', page: `${cashless}/admin_add_primary/`},
  {query: 'bartender lost the card that opens the till', page: `${cashless}/admin_add_primary/`},
  {query: 'cash register back office menus', page: `${cashless}/admin_space/`},
  {query: 'remove an old drink from the menu', page: `${cashless}/admin_supp/`},
  {query: 'install the till on an android tablet', page: `${cashless}/android/`},
  {query: 'volunteers clock in and out', page: `${cashless}/badge/`},
  {query: 'badgeuse', page: `${cashless}/badge/`},
  {query: 'give customers a percentage back on top-ups', page: `${cashless}/cashback/`},
  {query: 'reward regular customers with points', page: `${cashless}/fidelity/`},
  {query: 'send drink orders to the kitchen printer', page: `${cashless}/impression_preparation/`},
  {query: 'kitchen printr', page: `${cashless}/impression_preparation/`},
  {query: 'take orders at the table', page: `${cashless}/order/`},
  {query: 'print a receipt for a customer', page: `${cashless}/sunmi-printers/`},
  {query: 'end of day Z report', page: `${cashless}/sunmi-printers/`},
  {query: 'paid by card but recorded as cash', page: `${cashless}/ventilation/`},
  {query: 'reopen a closed till', page: `${cashless}/ventilation/`},
  // Ticketing
  {query: 'create a paid concert', page: `${ticketing}/admin_add_new_event/`},
  {query: 'free entry with booking', page: `${ticketing}/admin_add_new_free_event/`},
  {query: 'same event again next month', page: `${ticketing}/admin_duplicate_event/`},
  {query: 'different prices for students and adults', page: `${ticketing}/admin_add_new_ticket/`},
  {query: 'check tickets at the entrance with a phone', page: `${ticketing}/ticket-scanning/`},
  {query: 'book a ticket for someone who called', page: `${ticketing}/create_a_ticket_manually/`},
  {
    query: 'ask for a space for our association',
    page: `${ticketing}/creation_of_the_collective_space/`,
  },
  {query: 'take card payments online', page: `${ticketing}/stripe/`},
  {query: 'when is ticket money paid out to our bank account', page: `${ticketing}/stripe/`},
  {query: 'stirpe payouts', page: `${ticketing}/stripe/`},
  {
    query: 'free events only, no payment provider',
    page: `${ticketing}/creating-spaces-without-stripe/`,
  },
  {query: 'ask buyers extra questions when they book', page: `${ticketing}/formbricks_settings/`},
  {query: 'show our agenda on our own website', page: `${ticketing}/iframe/`},
  {query: 'event picture not showing', page: `${ticketing}/image_mechanism/`},
  {query: 'feed of upcoming events for another site', page: `${ticketing}/rss/`},
  {query: 'invoice for ticket buyers', page: `${ticketing}/stripe-invoice/`},
  {query: 'find a customer account', page: `${ticketing}/user_management/`},
  {query: 'give a colleague admin rights', page: `${ticketing}/Add_administrator_member/`},
  {query: 'notify my server when someone books', page: `${ticketing}/webhook/`},
  {query: 'webhok', page: `${ticketing}/webhook/`},
  {query: 'post our events on facebook automatically', page: '/docs/Tips/facebook/'},
  // Memberships
  {
    query: 'yearly membership fee for the association',
    page: `${membership}/admin_add_new_membership/`,
  },
  {query: 'adhesion', page: `${membership}/admin_add_new_membership/`},
  {
    query: 'someone paid their membership in cash',
    page: `${membership}/create_a_membership_manually/`,
  },
  {query: 'concert for members only', page: `${membership}/Mandatory_membership/`},
  {query: 'cheaper price for members', page: `${membership}/preferential_tariff/`},
  {query: 'spreadsheet of all our members', page: `${membership}/import_export/`},
  {query: 'join form on our website', page: `${membership}/iframe/`},
  // Self-hosting and hardware
  {query: 'run everything on my own server', page: '/docs/install/docker_install/'},
  {query: 'build my own till with a raspberry', page: `${box}/Hardware/Goal/`},
  {query: 'laser cutter files for the case', page: `${box}/Hardware/lazer_cut/`},
  {query: 'connect the RFID reader pins', page: `${box}/Hardware/wiring/`},
  {query: 'flash the SD card for the Pi', page: `${box}/Software/raspberry_OS/`},
  {query: 'bigger 10 inch screen', page: `${box}/Hardware/10inch/`},
  // API
  {query: 'API token permissions', page: '/docs/api/apikey/'},
  {query: 'create events from my own program', page: '/docs/api/events/'},
  {query: 'list bookings through the API', page: '/docs/api/reservations/'},
  {query: 'credit tokens to a wallet', page: '/docs/api/wallets/'},
  // Presentation, the public, the project
  {query: 'how much does it cost', page: `${presentation}/rates/`},
  {query: 'try it before signing up', page: `${presentation}/demonstration/`},
  {query: 'I lost my card', page: '/docs/Utilisateur/my_account/'},
  {query: 'top up my card online', page: `${presentation}/i_am_an_audience/`},
  {query: 'what is tibillet', page: `${presentation}/introduction/`},
  {query: 'help with the documentation', page: '/docs/contribute/development/'},
  {query: 'logo colours', page: '/docs/work-doc/design/'},
  {query: 'cashless bar at a festival example', page: `${presentation}/uses/`},
];

export const french: Question[] = [
  // La caisse et la carte
  {query: "rendre l'argent qui reste sur une carte", page: `${cashless}/Refund/`},
  {query: 'remboursement carte', page: `${cashless}/Refund/`},
  {query: 'rembourser un festivalier', page: `${cashless}/Refund/`},
  {query: 'remb carte', page: `${cashless}/Refund/`},
  {query: 'cashless refund', page: `${cashless}/Refund/`},
  {query: 'une deuxième caisse pour le stand de nourriture', page: `${cashless}/admin_add_pos/`},
  {query: 'point of sale', page: `${cashless}/admin_add_pos/`},
  {query: 'ajouter des boissons dans la caisse', page: `${cashless}/admin_add_article/`},
  {query: 'vendre des recharges au bar', page: `${cashless}/admin_add_article/`},
  {query: 'ranger les boissons par catégorie', page: `${cashless}/admin_add_categorie/`},
  {query: 'taux de TVA des boissons', page: `${cashless}/admin_add_categorie/`},
  {query: "carte de l'équipe pour ouvrir la caisse", page: `${cashless}/admin_add_primary/`},
  {query: 'le barman a perdu sa carte primaire', page: `${cashless}/admin_add_primary/`},
  {query: "menus de l'administration de la caisse", page: `${cashless}/admin_space/`},
  {query: 'retirer un vieil article de la carte', page: `${cashless}/admin_supp/`},
  {query: 'caisse sur une tablette android', page: `${cashless}/android/`},
  {query: 'les bénévoles badgent en arrivant', page: `${cashless}/badge/`},
  {query: 'benevoles heures monnaie temps', page: `${cashless}/badge/`},
  {query: 'rendre un pourcentage sur les recharges', page: `${cashless}/cashback/`},
  {query: 'récompenser les clients fidèles', page: `${cashless}/fidelity/`},
  {query: 'imprimate cuisine', page: `${cashless}/impression_preparation/`},
  {query: 'commandes à table', page: `${cashless}/order/`},
  {query: 'ticket de caisse pour un client', page: `${cashless}/sunmi-printers/`},
  {query: 'rapport Z de fin de journée', page: `${cashless}/sunmi-printers/`},
  {query: 'payé par carte mais noté en espèces', page: `${cashless}/ventilation/`},
  {query: 'rouvrir une caisse fermée', page: `${cashless}/ventilation/`},
  // Billetterie
  {query: 'créer un concert payant', page: `${ticketing}/admin_add_new_event/`},
  {query: 'soirée gratuite sur réservation', page: `${ticketing}/admin_add_new_free_event/`},
  {
    query: 'refaire le même évènement le mois prochain',
    page: `${ticketing}/admin_duplicate_event/`,
  },
  {query: 'tarif étudiant et plein tarif', page: `${ticketing}/admin_add_new_ticket/`},
  {query: 'contrôler les billets avec un téléphone', page: `${ticketing}/ticket-scanning/`},
  {
    query: "réserver une place pour quelqu'un au téléphone",
    page: `${ticketing}/create_a_ticket_manually/`,
  },
  {
    query: 'ouvrir un espace pour notre association',
    page: `${ticketing}/creation_of_the_collective_space/`,
  },
  {query: 'recevoir les paiements des billets en ligne', page: `${ticketing}/stripe/`},
  {query: 'quand les virements arrivent sur notre compte bancaire', page: `${ticketing}/stripe/`},
  {
    query: 'démarrer sans prestataire de paiement',
    page: `${ticketing}/creating-spaces-without-stripe/`,
  },
  {query: 'poser des questions aux acheteurs', page: `${ticketing}/formbricks_settings/`},
  {query: "afficher l'agenda sur notre site", page: `${ticketing}/iframe/`},
  {query: "l'image de l'evenement ne s'affiche pas", page: `${ticketing}/image_mechanism/`},
  {query: 'facture pour les acheteurs de billets', page: `${ticketing}/stripe-invoice/`},
  {query: "retrouver le compte d'un client", page: `${ticketing}/user_management/`},
  {query: 'donner les droits admin à un collègue', page: `${ticketing}/Add_administrator_member/`},
  {query: 'prévenir mon serveur à chaque réservation', page: `${ticketing}/webhook/`},
  {query: 'webhook booking', page: `${ticketing}/webhook/`},
  {query: 'publier nos évènements sur facebook automatiquement', page: '/docs/Tips/facebook/'},
  {query: 'flux des prochains évènements', page: `${ticketing}/rss/`},
  // Adhésions
  {query: "cotisation annuelle de l'association", page: `${membership}/admin_add_new_membership/`},
  {query: "l'adhesion", page: `${membership}/admin_add_new_membership/`},
  {query: 'adhésion payée en liquide', page: `${membership}/create_a_membership_manually/`},
  {query: 'concert réservé aux adhérents', page: `${membership}/Mandatory_membership/`},
  {query: 'prix réduit pour les membres', page: `${membership}/preferential_tariff/`},
  {query: 'tableur de tous les adhérents', page: `${membership}/import_export/`},
  {query: "formulaire d'adhésion sur notre site", page: `${membership}/iframe/`},
  // Auto-hébergement et matériel
  {query: 'tout installer sur mon propre serveur', page: '/docs/install/docker_install/'},
  {query: 'fabriquer sa propre caisse', page: `${box}/Hardware/Goal/`},
  {query: 'fichiers pour la découpe laser', page: `${box}/Hardware/lazer_cut/`},
  {query: 'brancher le lecteur RFID', page: `${box}/Hardware/wiring/`},
  {query: 'préparer la carte SD du Raspberry', page: `${box}/Software/raspberry_OS/`},
  {query: 'écran 10 pouces', page: `${box}/Hardware/10inch/`},
  // API
  {query: "permissions d'une clé", page: '/docs/api/apikey/'},
  {query: 'créer des évènements depuis mon propre logiciel', page: '/docs/api/events/'},
  {query: 'créditer un portefeuille', page: '/docs/api/wallets/'},
  // Présentation, le public, le projet
  {query: 'combien ça coûte', page: `${presentation}/rates/`},
  {query: "essayer avant de s'inscrire", page: `${presentation}/demonstration/`},
  {query: "j'ai perdu ma carte", page: '/docs/Utilisateur/my_account/'},
  {query: 'recharger ma carte en ligne', page: `${presentation}/i_am_an_audience/`},
  {query: "c'est quoi tibillet", page: `${presentation}/introduction/`},
  {query: 'aider à écrire la documentation', page: '/docs/contribute/development/'},
  {query: 'couleurs du logo', page: '/docs/work-doc/design/'},
  {query: 'exemple de bar de festival en cashless', page: `${presentation}/uses/`},
];
