/**
 * The glossary: the product's words a reader meets, in both languages, each
 * with one plain sentence, the label the product shows in that language and
 * the page that teaches it.
 *
 * The one source for two things:
 * - the glossary page (docs/glossary/index.md and its French twin), whose
 *   terms block `npm run glossary` writes from this list
 *   (src/markdown/glossary.ts; tests/unit/glossary.test.ts fails when the
 *   pages and this list differ);
 * - the search's synonym groups of product words (src/search/synonyms.ts):
 *   a term's `also` words, with the term itself when it is one word, are
 *   one group.
 *
 * Labels are read in the product's code (the .po files and templates of
 * Lespass 1.8.28, LaBoutik fdd5041 and Fedow 1.5.1): the English label on the
 * English page, the French label on the French page.
 */

export type GlossaryLanguage = 'en' | 'fr';

export type GlossaryWords = {
  /** The word as readers meet it: "Primary card", "Carte primaire". */
  term: string;
  /** The label the product shows in this language, written as it shows it. */
  label: string;
  /** Where that label is, in Markdown: "in LaBoutik's admin, menu *Membres & Cartes*". */
  where: string;
  /** One plain sentence of our own. */
  sentence: string;
  /**
   * Other single words readers type for the same thing, in either language.
   * With the term (when it is one word) they make the search's synonym group;
   * leave it empty when no word means exactly the same.
   */
  also: string[];
};

export type GlossarySection = {id: string} & Record<GlossaryLanguage, string>;

export type GlossaryTerm = {
  /** The anchor on the glossary page (#cashless), the same in both languages. */
  id: string;
  /** The section of the page it belongs to (an id of `glossarySections`). */
  section: string;
  /** The docs page that teaches it: a path under docs/, with an optional #anchor. */
  page: string;
} & Record<GlossaryLanguage, GlossaryWords>;

export const glossarySections: GlossarySection[] = [
  {id: 'tools', en: 'The tools and where they run', fr: 'Les outils et où ils tournent'},
  {id: 'cards-and-money', en: 'Cards and money', fr: 'Cartes et argent'},
  {id: 'at-the-till', en: 'At the till', fr: 'À la caisse'},
  {
    id: 'events-and-memberships',
    en: 'Events, tickets and memberships',
    fr: 'Évènements, billets et adhésions',
  },
  {id: 'accounts', en: 'Accounts and payments', fr: 'Comptabilité et paiements'},
  {id: 'connections', en: 'Connecting other tools', fr: 'Relier d’autres outils'},
];

export const glossary: GlossaryTerm[] = [
  {
    id: 'lespass',
    section: 'tools',
    page: 'presentation/intro.md#lespass',
    en: {
      term: 'Lespass',
      label: 'TiBillet / Lèspass admin panel',
      where: 'at the top of the back office of your space',
      sentence:
        'The web platform of your space: your public site with its agenda, the memberships and tickets people buy online, their accounts, and the back office where your team sets everything up.',
      also: [],
    },
    fr: {
      term: 'Lespass',
      label: 'Panneau d’administration',
      where: 'en haut de l’administration de votre espace',
      sentence:
        'La plateforme web de votre espace : votre site public et son agenda, les adhésions et les billets achetés en ligne, les comptes des personnes, et l’administration où votre équipe règle tout.',
      also: [],
    },
  },
  {
    id: 'laboutik',
    section: 'tools',
    page: 'Utilisateur/Cashless/admin_space.md',
    en: {
      term: 'LaBoutik',
      label: 'LaBoutik V1',
      where: 'on the card of the Lespass dashboard that says whether the cash register answers',
      sentence:
        'The cash register of TiBillet, on its own server beside your Lespass space: the tills, the articles they sell, the staff cards that open them and the end-of-day reports.',
      also: [],
    },
    fr: {
      term: 'LaBoutik',
      label: 'Caisse LaBoutik V1',
      where: 'sur la carte du tableau de bord de Lespass qui dit si la caisse répond',
      sentence:
        'La caisse enregistreuse de TiBillet, sur son propre serveur à côté de votre espace Lespass : les caisses, les articles qu’elles vendent, les cartes du personnel qui les ouvrent et les rapports de fin de journée.',
      also: [],
    },
  },
  {
    id: 'fedow',
    section: 'tools',
    page: 'Utilisateur/Federation/how_federations_work.md',
    en: {
      term: 'Fedow',
      label: 'Top-up user wallet on payment (Fedow)',
      where: 'on a rate of a membership product in Lespass, one of the places where the name shows',
      sentence:
        'The wallet engine shared by every venue of the network: it keeps each card’s and each person’s wallet, records every payment, top-up and refund as a chained transaction, and lets a card work in any venue.',
      also: [],
    },
    fr: {
      term: 'Fedow',
      label: 'Charger le portefeuille de l’utilisateur.ice après le paiement.',
      where: 'sur un tarif d’adhésion dans Lespass, une option qui passe par Fedow',
      sentence:
        'Le moteur de portefeuilles commun à tous les lieux du réseau : il tient le portefeuille de chaque carte et de chaque personne, enregistre chaque paiement, recharge et remboursement comme une transaction chaînée, et permet à une carte de servir dans n’importe quel lieu.',
      also: [],
    },
  },
  {
    id: 'till',
    section: 'tools',
    page: 'Utilisateur/Cashless/admin_space.md',
    en: {
      term: 'Till',
      label: 'Open LaBoutik V1',
      where: 'on the *LaBoutik V1* card of the Lespass dashboard',
      sentence:
        'The screen your staff sell with: LaBoutik running on a phone, a tablet, a Sunmi terminal or a Raspberry Box, opened with a primary card.',
      also: ['checkout', 'caisse'],
    },
    fr: {
      term: 'Caisse',
      label: 'Ouvrir LaBoutik V1',
      where: 'sur la carte *Caisse LaBoutik V1* du tableau de bord de Lespass',
      sentence:
        'L’écran avec lequel votre équipe vend : LaBoutik sur un téléphone, une tablette, un terminal Sunmi ou une Raspberry Box, ouvert avec une carte primaire.',
      also: ['till'],
    },
  },
  {
    id: 'space',
    section: 'tools',
    page: 'Utilisateur/Billetterie/creation_of_the_collective_space.md',
    en: {
      term: 'Space',
      label: 'Create your TiBillet space',
      where: 'in the wizard that opens a new space',
      sentence:
        'Your collective’s own part of Lespass, with its web address, its settings, its events and its members; the code calls it a tenant, and one server holds many spaces.',
      also: ['tenant', 'espace'],
    },
    fr: {
      term: 'Espace',
      label: 'Créer votre espace TiBillet',
      where: 'dans l’assistant qui ouvre un nouvel espace',
      sentence:
        'La partie de Lespass propre à votre collectif, avec son adresse web, ses réglages, ses évènements et ses membres ; le code l’appelle tenant, et un serveur accueille de nombreux espaces.',
      also: ['tenant', 'space'],
    },
  },
  {
    id: 'venue',
    section: 'tools',
    page: 'Utilisateur/Federation/how_federations_work.md',
    en: {
      term: 'Venue',
      label: 'Federated venues',
      where: 'on a shared asset in the Lespass admin, menu *Federation* › *Assets*',
      sentence:
        'A place that takes TiBillet cards: Fedow knows it by its own wallet, which receives what cards spend there and issues its local currency.',
      also: ['lieu'],
    },
    fr: {
      term: 'Lieu',
      label: 'Lieux fédérés',
      where: 'sur un actif partagé dans l’admin de Lespass, menu *Fédération* › *Actifs*',
      sentence:
        'Un endroit qui accepte les cartes TiBillet : Fedow le connaît par son propre portefeuille, qui reçoit ce que les cartes y dépensent et émet sa monnaie locale.',
      also: ['venue'],
    },
  },
  {
    id: 'federation',
    section: 'tools',
    page: 'Utilisateur/Federation/how_federations_work.md',
    en: {
      term: 'Federation',
      label: 'Federation',
      where: 'as a menu of the Lespass admin once the federation module is on',
      sentence:
        'A group of spaces that show each other’s events and memberships and can accept each other’s currencies on the card.',
      also: [],
    },
    fr: {
      term: 'Fédération',
      label: 'Fédération',
      where: 'comme menu de l’admin de Lespass une fois le module de fédération activé',
      sentence:
        'Un groupe d’espaces qui affichent les évènements et les adhésions des autres et peuvent accepter leurs monnaies sur la carte.',
      also: [],
    },
  },
  {
    id: 'cashless',
    section: 'cards-and-money',
    page: 'Utilisateur/Cashless/admin_add_article.md#public-cards',
    en: {
      term: 'Cashless',
      label: 'Cashless cards',
      where: 'in LaBoutik’s admin, menu *Membres & Cartes* (*Cartes cashless* on a French server)',
      sentence:
        'Paying at the bar with a TiBillet card loaded in advance instead of cash; it does not mean paying by bank card, which is only one of the ways to load the card.',
      also: [],
    },
    fr: {
      term: 'Cashless',
      label: 'Cartes cashless',
      where: 'dans l’admin de LaBoutik, menu *Membres & Cartes*',
      sentence:
        'Payer au bar avec une carte TiBillet chargée à l’avance plutôt qu’en espèces ; ce n’est pas payer par carte bancaire, qui n’est qu’une des façons de charger la carte.',
      also: [],
    },
  },
  {
    id: 'card',
    section: 'cards-and-money',
    page: 'presentation/i_am_an_audience.md#what-the-card-is',
    en: {
      term: 'Card',
      label: 'My Pass card',
      where:
        'in the member’s account on Lespass; LaBoutik’s admin lists cards under *Cashless cards*',
      sentence:
        'The contactless TiBillet card with a printed number and a QR code: valid for life and in every venue of the network, it holds no money itself, since its balance lives in a wallet.',
      also: ['pass', 'wristband', 'bracelet', 'carte'],
    },
    fr: {
      term: 'Carte',
      label: 'Ma carte TiBillet',
      where:
        'dans le compte de la personne sur Lespass ; l’admin de LaBoutik range les cartes sous *Cartes cashless*',
      sentence:
        'La carte TiBillet sans contact, avec un numéro imprimé et un code QR : valable à vie et dans tous les lieux du réseau, elle ne porte pas l’argent elle-même, car son solde est dans un portefeuille.',
      also: ['pass', 'bracelet', 'card'],
    },
  },
  {
    id: 'primary-card',
    section: 'cards-and-money',
    page: 'Utilisateur/Cashless/admin_add_primary.md',
    en: {
      term: 'Primary card',
      label: 'Primary cards',
      where: 'in LaBoutik’s admin, menu *Membres & Cartes* (*Cartes primaires* on a French server)',
      sentence:
        'A card given to a member of staff that opens the till, showing only the points of sale it is allowed to use; it is a key, not a customer’s card.',
      also: [],
    },
    fr: {
      term: 'Carte primaire',
      label: 'Cartes primaires',
      where: 'dans l’admin de LaBoutik, menu *Membres & Cartes*',
      sentence:
        'Une carte confiée à une personne de l’équipe qui ouvre la caisse, sur les seuls points de vente qui lui sont permis ; c’est une clé, pas la carte d’un client.',
      also: [],
    },
  },
  {
    id: 'wallet',
    section: 'cards-and-money',
    page: 'presentation/i_am_an_audience.md#balance',
    en: {
      term: 'Wallet',
      label: 'My wallet',
      where:
        'in the member’s account on Lespass; French screens say *Ma tirelire* or *Portefeuille*',
      sentence:
        'What Fedow keeps for a card or a person: how much of each currency, gift credit, time or points they hold, and every transaction that changed it.',
      also: ['portefeuille', 'tirelire'],
    },
    fr: {
      term: 'Portefeuille',
      label: 'Ma tirelire',
      where:
        'dans le compte de la personne sur Lespass ; l’admin dit aussi *Tirelire* ou *Portefeuille*',
      sentence:
        'Ce que Fedow tient pour une carte ou une personne : combien de chaque monnaie, de crédit cadeau, de temps ou de points elle détient, et chaque transaction qui l’a modifié.',
      also: ['tirelire', 'wallet'],
    },
  },
  {
    id: 'asset',
    section: 'cards-and-money',
    page: 'Utilisateur/Federation/create_or_join.md#share-currency',
    en: {
      term: 'Asset',
      label: 'Assets',
      where: 'in the Lespass admin, menu *Federation*',
      sentence:
        'One kind of thing a wallet can hold: your local currency, TiBillets, gift credit, a time currency, loyalty points, a membership or a time-clock badge.',
      also: [],
    },
    fr: {
      term: 'Actif',
      label: 'Actifs',
      where: 'dans l’admin de Lespass, menu *Fédération*',
      sentence:
        'Une sorte de chose qu’un portefeuille peut contenir : votre monnaie locale, des TiBillets, du crédit cadeau, une monnaie temps, des points de fidélité, une adhésion ou un badge de badgeuse.',
      also: [],
    },
  },
  {
    id: 'local-currency',
    section: 'cards-and-money',
    page: 'Utilisateur/Federation/how_federations_work.md#what-is-shared',
    en: {
      term: 'Local currency',
      label: 'Fiduciary',
      where: 'as the category of an asset',
      sentence:
        'The euros a venue sells on cards at its own till, worth one euro each, spent at that venue or at partners that accept them, and paid back only by that venue.',
      also: [],
    },
    fr: {
      term: 'Monnaie locale',
      label: 'Fiduciaire',
      where: 'comme catégorie d’un actif',
      sentence:
        'Les euros qu’un lieu charge sur les cartes à sa propre caisse, qui valent un euro chacun, se dépensent dans ce lieu ou chez les partenaires qui les acceptent, et ne sont remboursés que par ce lieu.',
      also: [],
    },
  },
  {
    id: 'tibillets',
    section: 'cards-and-money',
    page: 'Utilisateur/Federation/how_federations_work.md#steps',
    en: {
      term: 'TiBillets',
      label: 'Refill TiBillets',
      where:
        'on the wallet page of the member’s account, where the asset’s category is *Federated fiduciary*',
      sentence:
        'The network’s shared money: topped up online or on a payment terminal named TiBillet, spent in every venue of the network, which is then paid the euros back.',
      also: [],
    },
    fr: {
      term: 'TiBillets',
      label: 'Recharger en TiBillets',
      where:
        'sur la page de la tirelire du compte, où la catégorie de l’actif est *Fiduciaire fédérée*',
      sentence:
        'La monnaie commune du réseau : rechargée en ligne ou sur un terminal de paiement nommé TiBillet, dépensée dans tous les lieux du réseau, à qui les euros sont ensuite reversés.',
      also: [],
    },
  },
  {
    id: 'top-up',
    section: 'cards-and-money',
    page: 'Utilisateur/Cashless/admin_add_article.md#sell-top-ups',
    en: {
      term: 'Top-up',
      label: 'Top-up €',
      where:
        'as the type of a LaBoutik article (*Recharge €* on a French server); online, the member’s account offers *Refill TiBillets*',
      sentence:
        'Money added to a card’s wallet: at the till, paid in cash or by bank card, or online by the card holder.',
      also: ['reload', 'recharge', 'recharger'],
    },
    fr: {
      term: 'Recharge',
      label: 'Recharge €',
      where:
        'comme type d’un article de LaBoutik ; en ligne, le compte de la personne propose *Recharger en TiBillets*',
      sentence:
        'De l’argent ajouté au portefeuille d’une carte : à la caisse, payé en espèces ou par carte bancaire, ou en ligne par la personne qui la détient.',
      also: ['recharger', 'top-up'],
    },
  },
  {
    id: 'gift-credit',
    section: 'cards-and-money',
    page: 'Utilisateur/Cashless/admin_add_article.md#article-types',
    en: {
      term: 'Gift credit',
      label: 'Gift top-up',
      where:
        'as the type of a LaBoutik article (*Recharge Cadeau* on a French server); the asset’s category is *Gift*',
      sentence:
        'Credit a venue offers on a card, for a volunteer or a prize: it is spent like money at that venue’s till, but it is never paid back in cash.',
      also: [],
    },
    fr: {
      term: 'Crédit cadeau',
      label: 'Recharge Cadeau',
      where: 'comme type d’un article de LaBoutik ; la catégorie de l’actif est *Cadeau*',
      sentence:
        'Du crédit qu’un lieu offre sur une carte, à un bénévole ou comme lot : il se dépense comme de l’argent à la caisse de ce lieu, mais n’est jamais rendu en espèces.',
      also: [],
    },
  },
  {
    id: 'time-currency',
    section: 'cards-and-money',
    page: 'Utilisateur/Cashless/badge.md#time-currency',
    en: {
      term: 'Time currency',
      label: 'Time currency',
      where: 'as the category of an asset',
      sentence:
        'A currency counted in hours rather than euros, to value the time volunteers give; it cannot be refunded, since nobody paid it in.',
      also: [],
    },
    fr: {
      term: 'Monnaie temps',
      label: 'Monnaie temps',
      where: 'comme catégorie d’un actif',
      sentence:
        'Une monnaie comptée en heures et non en euros, pour reconnaître le temps donné par les bénévoles ; elle ne se rembourse pas, puisque personne ne l’a payée.',
      also: [],
    },
  },
  {
    id: 'time-clock',
    section: 'cards-and-money',
    page: 'Utilisateur/Cashless/badge.md',
    en: {
      term: 'Time clock',
      label: 'Time clock device',
      where: 'as the type of a LaBoutik article (*Badgeuse* on a French server)',
      sentence:
        'A till button on which volunteers tap their card when they arrive and when they leave, so that each one’s hours add up.',
      also: ['badgeuse', 'pointeuse'],
    },
    fr: {
      term: 'Badgeuse',
      label: 'Badgeuse',
      where: 'comme type d’un article de LaBoutik',
      sentence:
        'Un bouton de la caisse sur lequel les bénévoles passent leur carte en arrivant et en partant, pour que les heures de chacun s’additionnent.',
      also: ['pointeuse'],
    },
  },
  {
    id: 'loyalty',
    section: 'cards-and-money',
    page: 'Utilisateur/Cashless/fidelity.md',
    en: {
      term: 'Loyalty points',
      label: 'Loyalty points',
      where: 'as the category of an asset, and a section of LaBoutik’s *Configuration*',
      sentence:
        'Points a card earns as its holder spends at your till, which you can turn into rewards; they are not money and are never paid back.',
      also: ['loyalty', 'fidelity', 'fidélité'],
    },
    fr: {
      term: 'Points de fidélité',
      label: 'Points de fidélité',
      where: 'comme catégorie d’un actif, et section de la *Configuration* de LaBoutik',
      sentence:
        'Des points que gagne une carte quand la personne dépense à votre caisse, et que vous pouvez changer en récompenses ; ce n’est pas de l’argent et ils ne sont jamais remboursés.',
      also: ['fidélité', 'loyalty'],
    },
  },
  {
    id: 'cashback',
    section: 'cards-and-money',
    page: 'Utilisateur/Cashless/cashback.md',
    en: {
      term: 'Cashback',
      label: 'Cashback',
      where: 'as the type of a LaBoutik article and a section of its *Configuration*',
      sentence:
        'Handing a customer cash against a bank card payment at the till, the difference covering your card fees.',
      also: [],
    },
    fr: {
      term: 'Cashback',
      label: 'Cashback',
      where: 'comme type d’un article de LaBoutik et section de sa *Configuration*',
      sentence:
        'Donner des espèces à un client contre un paiement par carte bancaire à la caisse, la différence couvrant vos frais de carte.',
      also: [],
    },
  },
  {
    id: 'refund',
    section: 'cards-and-money',
    page: 'Utilisateur/Cashless/Refund.md',
    en: {
      term: 'Refund',
      label: 'Clear card',
      where:
        'as the LaBoutik article type that empties a card (*Vider Carte* on a French server); online, the member’s wallet offers *Request a refund*',
      sentence:
        'Paying back what is left on a card: in cash at the till of the venue, or online for what was topped up online.',
      also: ['reimburse', 'rembourser', 'remboursement'],
    },
    fr: {
      term: 'Remboursement',
      label: 'Vider Carte',
      where:
        'comme type d’article de LaBoutik qui vide une carte ; en ligne, la tirelire du compte propose *Demander un remboursement*',
      sentence:
        'Rendre ce qui reste sur une carte : en espèces à la caisse du lieu, ou en ligne pour ce qui a été rechargé en ligne.',
      also: ['rembourser', 'refund'],
    },
  },
  {
    id: 'melting-rule',
    section: 'cards-and-money',
    page: 'presentation/i_am_an_audience.md#melting-rule',
    en: {
      term: 'Melting rule',
      label: 'melting funds',
      where: 'in the refund panel of the member’s wallet',
      sentence:
        'Money left on a card unused for more than a year slowly returns to the cooperative; the holder can get it back for 14 months after the card’s last use.',
      also: [],
    },
    fr: {
      term: 'Monnaie fondante',
      label: 'monnaie fondante',
      where: 'dans le panneau de remboursement de la tirelire du compte',
      sentence:
        'L’argent laissé sur une carte inutilisée depuis plus d’un an retourne peu à peu à la coopérative ; la personne peut le récupérer pendant 14 mois après la dernière utilisation de la carte.',
      also: [],
    },
  },
  {
    id: 'point-of-sale',
    section: 'at-the-till',
    page: 'Utilisateur/Cashless/admin_add_pos.md',
    en: {
      term: 'Point of sale',
      label: 'Points of sale',
      where: 'in LaBoutik’s admin, menu *Points de ventes* (*Points de vente* on a French server)',
      sentence:
        'One page of buttons on the till, such as the bar, the food stand or the top-up desk; a primary card opens only the points of sale ticked on it.',
      also: [],
    },
    fr: {
      term: 'Point de vente',
      label: 'Points de vente',
      where: 'dans l’admin de LaBoutik, menu *Points de ventes*',
      sentence:
        'Une page de boutons de la caisse, comme le bar, le stand repas ou le guichet de recharge ; une carte primaire n’ouvre que les points de vente cochés sur elle.',
      also: [],
    },
  },
  {
    id: 'article',
    section: 'at-the-till',
    page: 'Utilisateur/Cashless/admin_add_article.md',
    en: {
      term: 'Article',
      label: 'Items and prices',
      where: 'in LaBoutik’s admin, menu *Articles* (*Articles et tarifs* on a French server)',
      sentence:
        'Anything the till sells, one button each: a drink, a dish, a cup deposit, a top-up, a membership; its type says what selling it does.',
      also: ['product', 'item'],
    },
    fr: {
      term: 'Article',
      label: 'Articles et tarifs',
      where: 'dans l’admin de LaBoutik, menu *Articles*',
      sentence:
        'Tout ce que la caisse vend, un bouton chacun : une boisson, un plat, une consigne, une recharge, une adhésion ; son type dit ce que la vente déclenche.',
      also: ['produit'],
    },
  },
  {
    id: 'category',
    section: 'at-the-till',
    page: 'Utilisateur/Cashless/admin_add_categorie.md',
    en: {
      term: 'Category',
      label: 'Items category',
      where: 'in LaBoutik’s admin, menu *Articles* (*Catégorie d’articles* on a French server)',
      sentence:
        'A group of articles that shares a colour on the till and a VAT rate in the accounts, such as soft drinks or hot food.',
      also: [],
    },
    fr: {
      term: 'Catégorie',
      label: 'Catégorie d’articles',
      where: 'dans l’admin de LaBoutik, menu *Articles*',
      sentence:
        'Un groupe d’articles qui partagent une couleur sur la caisse et un taux de TVA dans les comptes, comme les boissons sans alcool ou les plats chauds.',
      also: [],
    },
  },
  {
    id: 'deposit',
    section: 'at-the-till',
    page: 'Utilisateur/Cashless/admin_add_article.md#article-types',
    en: {
      term: 'Deposit',
      label: 'Return of deposit',
      where: 'as the type of a LaBoutik article (*Retour de consigne* on a French server)',
      sentence:
        'Money taken for a reusable cup or bottle with the drink and given back, in cash or onto the card, when the cup comes back.',
      also: ['consigne'],
    },
    fr: {
      term: 'Consigne',
      label: 'Retour de consigne',
      where: 'comme type d’un article de LaBoutik',
      sentence:
        'L’argent pris pour un gobelet ou une bouteille réutilisable avec la boisson, et rendu, en espèces ou sur la carte, quand le gobelet revient.',
      also: ['deposit'],
    },
  },
  {
    id: 'manager-mode',
    section: 'at-the-till',
    page: 'Utilisateur/Cashless/admin_add_primary.md',
    en: {
      term: 'Manager mode',
      label: 'Manager mode',
      where: 'on a primary card in LaBoutik’s admin (*Mode gérant.e* on a French server)',
      sentence:
        'The setting of a primary card that unlocks the till’s management functions, such as closing the tills and changing the cash float.',
      also: [],
    },
    fr: {
      term: 'Mode gérant·e',
      label: 'Mode gérant.e',
      where: 'sur une carte primaire dans l’admin de LaBoutik',
      sentence:
        'Le réglage d’une carte primaire qui débloque les fonctions de gestion de la caisse, comme la clôture des caisses et le changement du fond de caisse.',
      also: [],
    },
  },
  {
    id: 'ventilation',
    section: 'at-the-till',
    page: 'Utilisateur/Cashless/ventilation.md',
    en: {
      term: 'Ventilation',
      label: 'Modifier le moyen de paiement',
      where: 'in the *Détail* tab of the till’s *SALES* menu, in French on every server',
      sentence:
        'Moving a sale recorded with the wrong payment method, say cash instead of bank card, to the right one after the fact; what was sold does not change.',
      also: [],
    },
    fr: {
      term: 'Ventilation',
      label: 'Modifier le moyen de paiement',
      where: 'dans l’onglet *Détail* du menu *VENTES* de la caisse',
      sentence:
        'Passer après coup une vente enregistrée avec le mauvais moyen de paiement, par exemple espèces au lieu de carte bancaire, sur le bon ; ce qui a été vendu ne change pas.',
      also: [],
    },
  },
  {
    id: 'closure',
    section: 'at-the-till',
    page: 'Utilisateur/Cashless/admin_space.md#closing-the-till',
    en: {
      term: 'Closure',
      label: 'Cash registers closing',
      where: 'in LaBoutik’s admin, menu *Ventes* (*Clotures de caisse* on a French server)',
      sentence:
        'Closing the tills: LaBoutik adds up every sale since the previous closure into a stored report; you may close several times a day, and it closes on its own each morning.',
      also: ['clôture'],
    },
    fr: {
      term: 'Clôture',
      label: 'Clotures de caisse',
      where: 'dans l’admin de LaBoutik, menu *Ventes*',
      sentence:
        'Fermer les caisses : LaBoutik additionne toutes les ventes depuis la clôture précédente dans un rapport conservé ; vous pouvez clôturer plusieurs fois par jour, et LaBoutik clôture seul chaque matin.',
      also: ['closure'],
    },
  },
  {
    id: 'ticket-z',
    section: 'at-the-till',
    page: 'Utilisateur/Cashless/sunmi-printers.md#z-report',
    en: {
      term: 'Ticket Z',
      label: 'Z-Ticket',
      where: 'as the tab of the till’s *SALES* menu, and a button of each closure in the admin',
      sentence:
        'The end-of-day report of the tills: totals by payment method, VAT, top-ups, refunds and the cash expected in the drawer; it is a report, not a ticket for an event.',
      also: [],
    },
    fr: {
      term: 'Ticket Z',
      label: 'Ticket Z',
      where: 'comme onglet du menu *VENTES* de la caisse, et bouton de chaque clôture dans l’admin',
      sentence:
        'Le rapport de fin de journée des caisses : totaux par moyen de paiement, TVA, recharges, remboursements et espèces attendues dans le tiroir ; c’est un rapport, pas un billet d’évènement.',
      also: [],
    },
  },
  {
    id: 'cash-float',
    section: 'at-the-till',
    page: 'Utilisateur/Cashless/admin_space.md#closing-the-till',
    en: {
      term: 'Cash float',
      label: 'Default cash float',
      where:
        'in LaBoutik’s *Configuration*, section *Ticket Z*; the till’s *Z-Ticket* tab offers *Change the cash float*',
      sentence:
        'The notes and coins in the drawer before the first sale, counted in the cash the Ticket Z expects; LaBoutik keeps one amount for all tills.',
      also: [],
    },
    fr: {
      term: 'Fond de caisse',
      label: 'Fond de caisse par défaut',
      where:
        'dans la *Configuration* de LaBoutik, section *Ticket Z* ; l’onglet *Ticket Z* de la caisse propose *Changer le fond de caisse*',
      sentence:
        'Les billets et pièces du tiroir avant la première vente, comptés dans les espèces qu’attend le Ticket Z ; LaBoutik garde un seul montant pour toutes les caisses.',
      also: [],
    },
  },
  {
    id: 'event',
    section: 'events-and-memberships',
    page: 'Utilisateur/Billetterie/admin_ticketing_add_event.md',
    en: {
      term: 'Event',
      label: 'Events',
      where: 'in the Lespass admin, menu *Ticketing*',
      sentence:
        'A date of your programme, a concert, a workshop or a festival day, with its page, its capacity and the products people book for it.',
      also: ['évènement', 'show', 'concert'],
    },
    fr: {
      term: 'Évènement',
      label: 'Évènements',
      where: 'dans l’admin de Lespass, menu *Billetterie*',
      sentence:
        'Une date de votre programmation, concert, atelier ou journée de festival, avec sa page, sa jauge et les produits que l’on réserve pour y venir.',
      also: ['spectacle', 'concert', 'event'],
    },
  },
  {
    id: 'product',
    section: 'events-and-memberships',
    page: 'Utilisateur/Billetterie/admin_add_new_ticket.md#products-and-rates',
    en: {
      term: 'Product',
      label: 'Ticket products',
      where:
        'in the Lespass admin, menu *Ticketing*; memberships have their own *Membership products*',
      sentence:
        'What people buy on your Lespass site, a ticket, a free booking or a membership, holding one or more rates; the till’s own items are called articles.',
      also: [],
    },
    fr: {
      term: 'Produit',
      label: 'Produits de billetterie',
      where:
        'dans l’admin de Lespass, menu *Billetterie* ; les adhésions ont leur menu *Produit d’adhésions*',
      sentence:
        'Ce que l’on achète sur votre site Lespass, un billet, une réservation gratuite ou une adhésion, avec un ou plusieurs tarifs ; les produits de la caisse s’appellent des articles.',
      also: [],
    },
  },
  {
    id: 'rate',
    section: 'events-and-memberships',
    page: 'Utilisateur/Billetterie/admin_add_new_ticket.md#products-and-rates',
    en: {
      term: 'Rate',
      label: 'Rates',
      where:
        'as the lines under a product in the Lespass admin, each with its *Rate name* and *Price*',
      sentence:
        'One price of a product, such as full, reduced or members; each rate can be limited, kept for members or left to the buyer to set.',
      also: ['price', 'tariff', 'fee', 'tarif', 'prix'],
    },
    fr: {
      term: 'Tarif',
      label: 'Tarifs',
      where:
        'comme lignes sous un produit dans l’admin de Lespass, chacune avec son *Nom du tarif* et son *Prix*',
      sentence:
        'Un prix d’un produit, plein, réduit ou adhérent ; chaque tarif peut être limité, réservé aux adhérents ou laissé au choix de l’acheteur.',
      also: ['prix', 'rate', 'price'],
    },
  },
  {
    id: 'free-price',
    section: 'events-and-memberships',
    page: 'Utilisateur/Billetterie/admin_add_new_ticket.md#steps',
    en: {
      term: 'Free price',
      label: 'Open price',
      where: 'as a box on a rate in the Lespass admin',
      sentence:
        'A pay-what-you-want rate: the buyer types the amount, and the rate’s price becomes the minimum.',
      also: [],
    },
    fr: {
      term: 'Prix libre',
      label: 'Prix libre',
      where: 'comme case d’un tarif dans l’admin de Lespass',
      sentence:
        'Un tarif où chacun paie ce qu’il veut : l’acheteur saisit le montant, et le prix du tarif devient le minimum.',
      also: [],
    },
  },
  {
    id: 'free-booking',
    section: 'events-and-memberships',
    page: 'Utilisateur/Billetterie/admin_add_new_free_event.md#free-product',
    en: {
      term: 'Free booking',
      label: 'Free booking',
      where: 'as the *Product type* of a ticket product in Lespass',
      sentence:
        'A product for events that cost nothing but need a count of who comes: people book a seat and still get a ticket with a QR code.',
      also: [],
    },
    fr: {
      term: 'Réservation gratuite',
      label: 'Réservation gratuite',
      where: 'comme *Type de produit* d’un produit de billetterie dans Lespass',
      sentence:
        'Un produit pour les évènements gratuits où l’on veut savoir qui vient : chacun réserve sa place et reçoit quand même un billet avec code QR.',
      also: [],
    },
  },
  {
    id: 'member-rate',
    section: 'events-and-memberships',
    page: 'Utilisateur/Adhésion et abonnement/preferential_tariff.md',
    en: {
      term: 'Member rate',
      label: 'Subscriptions required',
      where: 'as a field of a ticket rate in Lespass',
      sentence:
        'A cheaper rate only people holding a valid membership can book, next to a rate open to everyone.',
      also: [],
    },
    fr: {
      term: 'Tarif adhérent',
      label: 'Abonnements requis',
      where: 'comme champ d’un tarif de billet dans Lespass',
      sentence:
        'Un tarif moins cher que seules les personnes à jour de leur adhésion peuvent réserver, à côté d’un tarif ouvert à tous.',
      also: [],
    },
  },
  {
    id: 'required-membership',
    section: 'events-and-memberships',
    page: 'Utilisateur/Adhésion et abonnement/Mandatory_membership.md',
    en: {
      term: 'Required membership',
      label: 'Subscriptions required',
      where: 'set on every rate of an event in Lespass',
      sentence:
        'An event only members can book, because every rate asks for one of the memberships listed; holding any one of them is enough.',
      also: [],
    },
    fr: {
      term: 'Adhésion obligatoire',
      label: 'Abonnements requis',
      where: 'renseigné sur chaque tarif d’un évènement dans Lespass',
      sentence:
        'Un évènement que seuls les adhérents peuvent réserver, parce que chaque tarif demande l’une des adhésions listées ; en détenir une seule suffit.',
      also: [],
    },
  },
  {
    id: 'booking',
    section: 'events-and-memberships',
    page: 'Utilisateur/Billetterie/create_a_ticket_manually.md',
    en: {
      term: 'Booking',
      label: 'Bookings',
      where: 'in the Lespass admin, menu *Ticketing*',
      sentence:
        'What one person books for one event in one go: it holds their tickets, their payment and their answers to your questions.',
      also: ['reservation'],
    },
    fr: {
      term: 'Réservation',
      label: 'Réservations',
      where: 'dans l’admin de Lespass, menu *Billetterie*',
      sentence:
        'Ce qu’une personne réserve pour un évènement en une fois : ses billets, son paiement et ses réponses à vos questions.',
      also: ['booking'],
    },
  },
  {
    id: 'ticket',
    section: 'events-and-memberships',
    page: 'Utilisateur/Billetterie/ticket-scanning.md',
    en: {
      term: 'Ticket',
      label: 'Tickets',
      where: 'in the Lespass admin, menu *Ticketing*',
      sentence:
        'One entry to one event, with its own QR code, sent by e-mail and checked once at the door.',
      also: ['billet'],
    },
    fr: {
      term: 'Billet',
      label: 'Billets',
      where: 'dans l’admin de Lespass, menu *Billetterie*',
      sentence:
        'Une entrée pour un évènement, avec son propre code QR, envoyée par e-mail et contrôlée une fois à la porte.',
      also: ['ticket'],
    },
  },
  {
    id: 'scan-app',
    section: 'events-and-memberships',
    page: 'Utilisateur/Billetterie/scanning-app.md',
    en: {
      term: 'Scan app',
      label: 'Scan App',
      where: 'in the Lespass admin, menu *Ticketing*, where each phone is paired',
      sentence:
        'The phone app that checks tickets at the door by their QR code, paired with your space by a code from the admin.',
      also: [],
    },
    fr: {
      term: 'Application de scan',
      label: 'Application de Scan',
      where: 'dans l’admin de Lespass, menu *Billetterie*, où chaque téléphone est appairé',
      sentence:
        'L’application de téléphone qui contrôle les billets à la porte par leur code QR, appairée à votre espace par un code de l’admin.',
      also: [],
    },
  },
  {
    id: 'membership',
    section: 'events-and-memberships',
    page: 'Utilisateur/Adhésion et abonnement/admin_add_new_membership.md',
    en: {
      term: 'Membership',
      label: 'Membership / Pass',
      where: 'in the Lespass admin, menu *Memberships*, the list of every membership taken',
      sentence:
        'A person’s membership of your association, or any pass that lasts a while, taken from a membership product for the duration its rate gives.',
      also: ['subscription', 'adhésion', 'abonnement', 'cotisation'],
    },
    fr: {
      term: 'Adhésion',
      label: 'Adhésion / Pass',
      where: 'dans l’admin de Lespass, menu *Adhésions*, la liste de toutes les adhésions prises',
      sentence:
        'L’adhésion d’une personne à votre association, ou tout pass qui dure un temps, prise à partir d’un produit d’adhésion pour la durée que donne son tarif.',
      also: ['abonnement', 'cotisation', 'membership', 'adhérent'],
    },
  },
  {
    id: 'subscription',
    section: 'events-and-memberships',
    page: 'Utilisateur/Adhésion et abonnement/admin_add_new_membership.md#steps',
    en: {
      term: 'Subscription',
      label: 'Recurring payment',
      where: 'as a box on a membership rate in Lespass',
      sentence:
        'A membership paid again automatically every period by Stripe, until the member or you stop it.',
      also: [],
    },
    fr: {
      term: 'Abonnement',
      label: 'Paiement récurrent',
      where: 'comme case d’un tarif d’adhésion dans Lespass',
      sentence:
        'Une adhésion payée de nouveau automatiquement à chaque période par Stripe, jusqu’à ce que la personne ou vous l’arrêtiez.',
      also: [],
    },
  },
  {
    id: 'entries',
    section: 'accounts',
    page: 'Utilisateur/Billetterie/stripe.md#accounting',
    en: {
      term: 'Entries',
      label: 'Entries',
      where: 'in the Lespass admin, menu *Sales & accounting*',
      sentence:
        'The accounting lines of Lespass, one per sale, refund or credit note, with the product, the amount, the VAT, the payment method and where the sale came from.',
      also: [],
    },
    fr: {
      term: 'Lignes comptables',
      label: 'Lignes comptables',
      where: 'dans l’admin de Lespass, menu *Ventes et comptabilité*',
      sentence:
        'Les lignes comptables de Lespass, une par vente, remboursement ou avoir, avec le produit, le montant, la TVA, le moyen de paiement et l’origine de la vente.',
      also: [],
    },
  },
  {
    id: 'reports',
    section: 'accounts',
    page: 'Utilisateur/Billetterie/stripe.md#accounting',
    en: {
      term: 'Reports',
      label: 'Reports',
      where: 'in the Lespass admin, menu *Sales & accounting*',
      sentence:
        'The closures of Lespass: each morning it totals the previous day’s sales made through Lespass, then each week, month and year, and each report can be downloaded for your accountant.',
      also: [],
    },
    fr: {
      term: 'Rapports',
      label: 'Rapports',
      where: 'dans l’admin de Lespass, menu *Ventes et comptabilité*',
      sentence:
        'Les clôtures de Lespass : chaque matin elle totalise les ventes de la veille passées par Lespass, puis chaque semaine, mois et année, et chaque rapport se télécharge pour votre comptable.',
      also: [],
    },
  },
  {
    id: 'credit-note',
    section: 'accounts',
    page: 'Utilisateur/Cashless/closures.md#credit-note',
    en: {
      term: 'Credit note',
      label: 'Credit note',
      where: 'as the action on a line of *Entries* in Lespass',
      sentence:
        'A negative accounting line that cancels a sale in the accounts without deleting it, for example a ticket paid in cash and then cancelled.',
      also: [],
    },
    fr: {
      term: 'Avoir',
      label: 'Avoir',
      where: 'comme action sur une ligne des *Lignes comptables* dans Lespass',
      sentence:
        'Une ligne comptable négative qui annule une vente dans les comptes sans l’effacer, par exemple un billet payé en espèces puis annulé.',
      also: [],
    },
  },
  {
    id: 'stripe-connect',
    section: 'accounts',
    page: 'Utilisateur/Billetterie/stripe.md',
    en: {
      term: 'Stripe Connect',
      label: 'Link your stripe account to accept payment',
      where: 'in the *Settings* of the Lespass admin',
      sentence:
        'The link between your own Stripe account and your space, through which online payments for your tickets and memberships reach your bank.',
      also: [],
    },
    fr: {
      term: 'Stripe Connect',
      label: 'Connectez votre compte Stripe pour recevoir des paiements',
      where: 'dans les *Paramètres* de l’admin de Lespass',
      sentence:
        'Le lien entre votre propre compte Stripe et votre espace, par lequel les paiements en ligne de vos billets et adhésions arrivent sur votre compte en banque.',
      also: [],
    },
  },
  {
    id: 'api-key',
    section: 'connections',
    page: 'api/apikey.md',
    en: {
      term: 'API key',
      label: 'API Key',
      where: 'in the Lespass admin, menu *External tools*',
      sentence:
        'A secret that lets another program read or write your space’s data, with the permissions you tick on it.',
      also: [],
    },
    fr: {
      term: 'Clé API',
      label: 'Clé API',
      where: 'dans l’admin de Lespass, menu *Outils externes*',
      sentence:
        'Un secret qui permet à un autre programme de lire ou d’écrire les données de votre espace, avec les permissions que vous cochez.',
      also: [],
    },
  },
  {
    id: 'webhook',
    section: 'connections',
    page: 'Utilisateur/Billetterie/webhook.md',
    en: {
      term: 'Webhook',
      label: 'Webhook',
      where: 'in the Lespass admin, menu *External tools*',
      sentence:
        'An address of another tool that Lespass calls when something happens, such as a confirmed booking or a new membership, so that tool can react.',
      also: [],
    },
    fr: {
      term: 'Webhook',
      label: 'Webhook',
      where: 'dans l’admin de Lespass, menu *Outils externes*',
      sentence:
        'Une adresse d’un autre outil que Lespass appelle quand quelque chose arrive, comme une réservation confirmée ou une nouvelle adhésion, pour que cet outil réagisse.',
      also: [],
    },
  },
];
