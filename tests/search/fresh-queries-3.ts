/**
 * A third fresh batch of readers' questions (2026-11-29), written the way
 * the first two were (fresh-queries.ts) by a writer who never ran the
 * search: each query from a source outside the site first (a thread of
 * TiBillet/Lespass or LaBoutik with an odd number, an odd-numbered entry of
 * the Lespass changelog, a help text or message of the product's code, or
 * an event-night situation), its answering pages chosen afterwards by
 * reading the pages. The held-out set's third batch took the other half of
 * the sources. The search is tuned on this batch, as on the others here.
 */
import type {HeldOutQuestion} from './heldout/questions';

/** A question with the pages that answer it, its source and its reader. */
export type FreshQuestion = Omit<HeldOutQuestion, 'situation'>;

export const english: FreshQuestion[] = [
  // --- GitHub threads (odd numbers) ---

  // https://github.com/TiBillet/Lespass/issues/263
  {
    query: 'every time i log in the email says confirm your email, i already have an account',
    answers: ['/docs/Utilisateur/my_account/'],
    source: 'https://github.com/TiBillet/Lespass/issues/263',
    reader: 'member',
  },
  // https://github.com/TiBillet/Lespass/issues/21
  {
    query: 'change the email address on my account',
    answers: ['/docs/Utilisateur/my_account/', '/docs/Utilisateur/Billetterie/user_management/'],
    source: 'https://github.com/TiBillet/Lespass/issues/21',
    reader: 'member',
  },
  // https://github.com/TiBillet/Lespass/issues/77
  {
    query: 'where can I see my tickets and cancel one',
    answers: ['/docs/Utilisateur/my_account/'],
    source: 'https://github.com/TiBillet/Lespass/issues/77',
    reader: 'public',
  },
  // https://github.com/TiBillet/Lespass/issues/223
  {
    query: 'what data does the booking webhook post to my server',
    answers: ['/docs/Utilisateur/Billetterie/webhook/'],
    source: 'https://github.com/TiBillet/Lespass/issues/223',
    reader: 'developer',
  },
  // https://github.com/TiBillet/Lespass/issues/195
  {
    query: 'add bar and setup volunteer shifts to a concert',
    answers: ['/docs/Utilisateur/Billetterie/admin_ticketing_add_event/'],
    source: 'https://github.com/TiBillet/Lespass/issues/195',
    reader: 'organiser',
  },
  // https://github.com/TiBillet/LaBoutik/issues/101
  {
    query: 'what does the decompte ticket box do on an article',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source: 'https://github.com/TiBillet/LaBoutik/issues/101',
    reader: 'venue-admin',
  },
  // https://github.com/TiBillet/Lespass/issues/443
  {
    query: 'do I need to log in before creating a space for our collective?',
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source: 'https://github.com/TiBillet/Lespass/issues/443',
    reader: 'organiser',
  },
  // https://github.com/TiBillet/Lespass/issues/31
  {
    query: 'transaction history doesnt show which currency',
    answers: ['/docs/Utilisateur/my_account/'],
    source: 'https://github.com/TiBillet/Lespass/issues/31',
    reader: 'member',
  },

  // --- Lespass CHANGELOG.md, odd entries ---

  // TiBillet/Lespass:CHANGELOG.md#Carte page event : même fond que le réseau + une seule adresse principale / Event page map: same basemap as the network + a single main address
  {
    query: 'map on the event page stays grey, self hosted',
    answers: ['/docs/install/docker_install/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Carte page event : même fond que le réseau + une seule adresse principale / Event page map: same basemap as the network + a single main address',
    reader: 'self-hoster',
  },
  // TiBillet/Lespass:CHANGELOG.md#Module Newsletter activable, et `ruff --fix` rendu inoffensif / Newsletter module toggle, and `ruff --fix` made harmless
  {
    query: 'where did the ghost settings go in the admin menu',
    answers: ['/docs/Utilisateur/Billetterie/newsletter/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Module Newsletter activable, et `ruff --fix` rendu inoffensif / Newsletter module toggle, and `ruff --fix` made harmless',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:CHANGELOG.md#Wizard event public : fix email perdu via le chemin Tiers-Lieux / Public event wizard: fix email lost via the Tiers-Lieux path
  {
    query: 'proposing an event without an account, it keeps asking for my email',
    answers: ['/docs/Utilisateur/Billetterie/moderation/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Wizard event public : fix email perdu via le chemin Tiers-Lieux / Public event wizard: fix email lost via the Tiers-Lieux path',
    reader: 'public',
  },
  // TiBillet/Lespass:CHANGELOG.md#Admin clé API & asset : fix icônes asset cadeau, nettoyage assets démo BDG, UUID asset lisible / Admin API key & asset: gift-asset icon fix, BDG demo-asset cleanup, readable asset UUID
  {
    query: 'which assets can I pick as gift asset on an api key',
    answers: ['/docs/api/apikey/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Admin clé API & asset : fix icônes asset cadeau, nettoyage assets démo BDG, UUID asset lisible / Admin API key & asset: gift-asset icon fix, BDG demo-asset cleanup, readable asset UUID',
    reader: 'developer',
  },
  // TiBillet/Lespass:CHANGELOG.md#Onboarding : fin de la cascade de mails OTP + durcissement de l'endpoint public / Onboarding: stop the OTP mail burst + harden the public endpoint
  {
    query: 'getting tibillet verification codes i never asked for',
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source:
      "TiBillet/Lespass:CHANGELOG.md#Onboarding : fin de la cascade de mails OTP + durcissement de l'endpoint public / Onboarding: stop the OTP mail burst + harden the public endpoint",
    reader: 'public',
  },
  // TiBillet/Lespass:CHANGELOG.md#Recensement Tiers-Lieux + restructuration des étapes dans l'onboarding / Tiers-Lieux directory + step restructuring in onboarding
  {
    query: 'find our third place in the national directory when signing up',
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source:
      "TiBillet/Lespass:CHANGELOG.md#Recensement Tiers-Lieux + restructuration des étapes dans l'onboarding / Tiers-Lieux directory + step restructuring in onboarding",
    reader: 'organiser',
  },
  // TiBillet/Lespass:CHANGELOG.md#Formulaire event unifié (front) + fix image + options config / Unified front event wizard
  {
    query: 'where do events proposed by the public land before I publish them',
    answers: ['/docs/Utilisateur/Billetterie/moderation/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Formulaire event unifié (front) + fix image + options config / Unified front event wizard',
    reader: 'venue-admin',
  },

  // --- Help texts and messages in the product's code ---

  // TiBillet/Lespass:BaseBillet/views.py
  {
    query: "can't cancel my booking, it says tickets scanned",
    answers: ['/docs/Utilisateur/my_account/', '/docs/Utilisateur/Billetterie/ticket-scanning/'],
    source: 'TiBillet/Lespass:BaseBillet/views.py',
    reader: 'member',
  },
  // TiBillet/Lespass:api_v2/views.py
  {
    query: 'This asset category cannot be topped up',
    answers: ['/docs/api/wallets/'],
    source: 'TiBillet/Lespass:api_v2/views.py',
    reader: 'developer',
  },
  // TiBillet/Lespass:newsletter/views.py
  {
    query: 'ghost refuses our admin api key',
    answers: ['/docs/Utilisateur/Billetterie/newsletter/'],
    source: 'TiBillet/Lespass:newsletter/views.py',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:onboard/serializers.py
  {
    query: 'logo too large when creating my space',
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source: 'TiBillet/Lespass:onboard/serializers.py',
    reader: 'organiser',
  },
  // TiBillet/Lespass:fedow_connect/models.py
  {
    query: 'invite a partner venue to accept our local currency',
    answers: ['/docs/Utilisateur/Federation/create_or_join/'],
    source: 'TiBillet/Lespass:fedow_connect/models.py',
    reader: 'partner-venue',
  },
  // TiBillet/Lespass:comptabilite/models.py
  {
    query: 'does lespass close the day by itself or do I trigger it',
    answers: ['/docs/Utilisateur/Cashless/closures/'],
    source: 'TiBillet/Lespass:comptabilite/models.py',
    reader: 'treasurer',
  },
  // TiBillet/LaBoutik:webview/views.py
  {
    query: "Appareil déja en cours d'utilisation when pairing the tablet",
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source: 'TiBillet/LaBoutik:webview/views.py',
    reader: 'technician',
  },
  // TiBillet/LaBoutik:webview/billet_lespass.py
  {
    query: 'ticket sale refused by lespass on the bar till',
    answers: [
      '/docs/Utilisateur/Cashless/special_articles/',
      '/docs/recipes/sell-tickets-at-the-till/',
    ],
    source: 'TiBillet/LaBoutik:webview/billet_lespass.py',
    reader: 'cashier',
  },

  // --- Event night (7 of 30) ---

  // event-night: a group has paid their table, but the till still shows it as occupied
  {
    query: 'table still shows taken after they paid',
    answers: ['/docs/Utilisateur/Cashless/order/'],
    source: 'event-night',
    reader: 'cashier',
  },
  // event-night: a customer's card is short and a friend offers to pay the rest with their own card
  {
    query: 'not enough on the card, friend wants to pay the rest with theirs',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source: 'event-night',
    reader: 'cashier',
  },
  // event-night: a bartender joins the team tonight and needs a card that opens the till
  {
    query: 'new bartender tonight needs a card to open the till',
    answers: ['/docs/Utilisateur/Cashless/admin_add_primary/'],
    source: 'event-night',
    reader: 'venue-admin',
  },
  // event-night: the kitchen cannot make a dish that the table already paid with their cashless card
  {
    query: 'dish cancelled after they paid with the cashless card, give the money back',
    answers: ['/docs/Utilisateur/Cashless/order/'],
    source: 'event-night',
    reader: 'cashier',
  },
  // event-night: the tablet running the till dies mid-shift and a spare phone must take over
  {
    query: 'till tablet died, use a spare phone for the rest of the night',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source: 'event-night',
    reader: 'technician',
  },
  // event-night: after a night of card refunds the cash drawer does not match
  {
    query: 'cash drawer short after refunding cards tonight',
    answers: ['/docs/Utilisateur/Cashless/Refund/'],
    source: 'event-night',
    reader: 'treasurer',
  },
  // event-night: the band asks to put a few friends on the guest list for free
  {
    query: "put the band's friends on the guest list for free",
    answers: ['/docs/Utilisateur/Billetterie/create_a_ticket_manually/'],
    source: 'event-night',
    reader: 'organiser',
  },
];

export const french: FreshQuestion[] = [
  // --- GitHub threads (odd numbers) ---

  // https://github.com/TiBillet/Lespass/issues/11
  {
    query: 'demander le remboursement de ma tirelire depuis mon compte',
    answers: ['/docs/Utilisateur/my_account/', '/docs/Utilisateur/Cashless/Refund/'],
    source: 'https://github.com/TiBillet/Lespass/issues/11',
    reader: 'member',
  },
  // https://github.com/TiBillet/Lespass/issues/19
  {
    query: 'voir toutes mes adhésions, même celles expirées',
    answers: ['/docs/Utilisateur/my_account/'],
    source: 'https://github.com/TiBillet/Lespass/issues/19',
    reader: 'member',
  },
  // https://github.com/TiBillet/Lespass/issues/38
  {
    query: 'le questionnaire formbricks ne s affiche pas quand on adhère',
    answers: ['/docs/Utilisateur/Billetterie/formbricks_settings/'],
    source: 'https://github.com/TiBillet/Lespass/issues/38',
    reader: 'venue-admin',
  },
  // https://github.com/TiBillet/Lespass/issues/459
  {
    query: 'dupliquer un produit de billetterie avec ses tarifs',
    answers: ['/docs/Utilisateur/Billetterie/admin_add_new_ticket/'],
    source: 'https://github.com/TiBillet/Lespass/issues/459',
    reader: 'organiser',
  },
  // https://github.com/TiBillet/Lespass/pull/25
  {
    query: 'quelles infos envoie le webhook quand une adhésion est payée',
    answers: ['/docs/Utilisateur/Billetterie/webhook/'],
    source: 'https://github.com/TiBillet/Lespass/pull/25',
    reader: 'developer',
  },
  // https://github.com/TiBillet/Lespass/issues/37
  {
    query: "j'ai payé mes places mais pas de message de confirmation, où sont mes billets",
    answers: ['/docs/Utilisateur/my_account/'],
    source: 'https://github.com/TiBillet/Lespass/issues/37',
    reader: 'public',
  },
  // https://github.com/TiBillet/Lespass/issues/225
  {
    query: 'mail merci de confirmer votre email a chaque connexion',
    answers: ['/docs/Utilisateur/my_account/'],
    source: 'https://github.com/TiBillet/Lespass/issues/225',
    reader: 'member',
  },

  // --- Lespass CHANGELOG.md, odd entries ---

  // TiBillet/Lespass:CHANGELOG.md#Carte explorer : fond de carte MapTiler (style dataviz) avec repli OSM France / MapTiler basemap with OSM France fallback
  {
    query: 'clé maptiler pour le fond de carte, obligatoire ?',
    answers: ['/docs/install/docker_install/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Carte explorer : fond de carte MapTiler (style dataviz) avec repli OSM France / MapTiler basemap with OSM France fallback',
    reader: 'self-hoster',
  },
  // TiBillet/Lespass:CHANGELOG.md#Corrections : relance d'adhésion tronquée, tâche welcome morte, bouton fermer du panneau ticket / Fixes: truncated membership reminder, dead welcome task, ticket panel close button
  {
    query: 'à quelle heure part le mail de relance des adhésions qui expirent',
    answers: ['/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/'],
    source:
      "TiBillet/Lespass:CHANGELOG.md#Corrections : relance d'adhésion tronquée, tâche welcome morte, bouton fermer du panneau ticket / Fixes: truncated membership reminder, dead welcome task, ticket panel close button",
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:CHANGELOG.md#Formulaire event unifié (front) + fix image + options config / Unified front event wizard
  {
    query: 'mettre un tag automatique sur les évènements proposés par le public',
    answers: ['/docs/Utilisateur/Billetterie/moderation/'],
    source:
      'TiBillet/Lespass:CHANGELOG.md#Formulaire event unifié (front) + fix image + options config / Unified front event wizard',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:CHANGELOG.md#Onboarding : fin de la cascade de mails OTP + durcissement de l'endpoint public / Onboarding: stop the OTP mail burst + harden the public endpoint
  {
    query: 'petit calcul anti spam pour créer son espace',
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source:
      "TiBillet/Lespass:CHANGELOG.md#Onboarding : fin de la cascade de mails OTP + durcissement de l'endpoint public / Onboarding: stop the OTP mail burst + harden the public endpoint",
    reader: 'organiser',
  },
  // TiBillet/Lespass:CHANGELOG.md#Recensement Tiers-Lieux + restructuration des étapes dans l'onboarding / Tiers-Lieux directory + step restructuring in onboarding
  {
    query: 'choisir .coop ou .re pour l adresse web de notre espace',
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source:
      "TiBillet/Lespass:CHANGELOG.md#Recensement Tiers-Lieux + restructuration des étapes dans l'onboarding / Tiers-Lieux directory + step restructuring in onboarding",
    reader: 'organiser',
  },

  // --- Help texts and messages in the product's code ---

  // TiBillet/Lespass:BaseBillet/views.py
  {
    query: 'demande de remboursement, il me dit portefeuille déjà vide',
    answers: ['/docs/Utilisateur/my_account/'],
    source: 'TiBillet/Lespass:BaseBillet/views.py',
    reader: 'member',
  },
  // TiBillet/Lespass:BaseBillet/views.py
  {
    query: 'détacher mon ancienne carte de mon compte',
    answers: [
      '/docs/Utilisateur/my_account/',
      '/docs/presentation/i_am_an_audience/',
      '/docs/recipes/replace-a-lost-card/',
    ],
    source: 'TiBillet/Lespass:BaseBillet/views.py',
    reader: 'member',
  },
  // TiBillet/Lespass:BaseBillet/views.py
  {
    query: 'déclarer carte perdue impossible, il faut confirmer mon adresse mail',
    answers: ['/docs/Utilisateur/my_account/'],
    source: 'TiBillet/Lespass:BaseBillet/views.py',
    reader: 'member',
  },
  // TiBillet/Lespass:fedow_connect/models.py
  {
    query: 'un lieu nous invite à partager sa monnaie, comment accepter',
    answers: ['/docs/Utilisateur/Federation/create_or_join/'],
    source: 'TiBillet/Lespass:fedow_connect/models.py',
    reader: 'partner-venue',
  },
  // TiBillet/Lespass:onboard/serializers.py
  {
    query: 'cette adresse web est déjà prise à la création de l espace',
    answers: ['/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
    source: 'TiBillet/Lespass:onboard/serializers.py',
    reader: 'organiser',
  },
  // TiBillet/Lespass:newsletter/services.py
  {
    query: 'brouillon newsletter pas créé, aucun évènement sur les 7 prochains jours',
    answers: ['/docs/Utilisateur/Billetterie/newsletter/'],
    source: 'TiBillet/Lespass:newsletter/services.py',
    reader: 'venue-admin',
  },
  // TiBillet/Lespass:api_v2/views.py
  {
    query: 'api évènements des 30 prochains jours seulement',
    answers: ['/docs/api/events/'],
    source: 'TiBillet/Lespass:api_v2/views.py',
    reader: 'developer',
  },
  // TiBillet/Lespass:api_v2/views.py
  {
    query: 'rattacher un produit existant à un évènement par l api',
    answers: ['/docs/api/events/'],
    source: 'TiBillet/Lespass:api_v2/views.py',
    reader: 'developer',
  },
  // TiBillet/LaBoutik:webview/views.py
  {
    query: 'Carte perdue ? On passe en non primaire',
    answers: ['/docs/Utilisateur/Cashless/admin_add_primary/'],
    source: 'TiBillet/LaBoutik:webview/views.py',
    reader: 'cashier',
  },
  // TiBillet/LaBoutik:webview/views.py
  {
    query: 'caisse : carte sans membre, ajoutez un responsable',
    answers: ['/docs/Utilisateur/Cashless/admin_add_primary/'],
    source: 'TiBillet/LaBoutik:webview/views.py',
    reader: 'venue-admin',
  },
  // TiBillet/LaBoutik:webview/views.py
  {
    query: 'utilisateur non actif relancez l appairage',
    answers: ['/docs/Utilisateur/Cashless/android/'],
    source: 'TiBillet/LaBoutik:webview/views.py',
    reader: 'technician',
  },
  // TiBillet/LaBoutik:administration/ticketZ_V4.py
  {
    query: 'ligne remboursement cashless en espèce sur le ticket Z',
    answers: ['/docs/Utilisateur/Cashless/Refund/'],
    source: 'TiBillet/LaBoutik:administration/ticketZ_V4.py',
    reader: 'treasurer',
  },

  // --- Event night (6 of 30) ---

  // event-night: a group without a reserved table orders at the counter and wants one bill
  {
    query: 'ouvrir une table vite fait pour un groupe au comptoir',
    answers: ['/docs/Utilisateur/Cashless/order/'],
    source: 'event-night',
    reader: 'cashier',
  },
  // event-night: a customer's card is a few euros short and they hand over coins for the rest
  {
    query: 'il manque 3 euros sur la carte, il paie le reste en liquide',
    answers: ['/docs/Utilisateur/Cashless/admin_add_article/'],
    source: 'event-night',
    reader: 'cashier',
  },
  // event-night: a table that already ordered asks for another round
  {
    query: 'rajouter une tournée sur une table déjà ouverte',
    answers: ['/docs/Utilisateur/Cashless/order/'],
    source: 'event-night',
    reader: 'cashier',
  },
  // event-night: at the door, one volunteer's phone rejects every ticket while the others work
  {
    query: 'un téléphone de scan refuse tous les billets, les autres marchent',
    answers: [
      '/docs/Utilisateur/Billetterie/ticket-scanning/',
      '/docs/Utilisateur/Billetterie/scanning-app/',
    ],
    source: 'event-night',
    reader: 'volunteer',
  },
  // event-night: at closing, the Z ticket does not come out of the printer
  {
    query: 'le ticket Z ne sort pas à la fermeture de la caisse',
    answers: ['/docs/Utilisateur/Cashless/sunmi-printers/'],
    source: 'event-night',
    reader: 'cashier',
  },
  // event-night: the kitchen tickets come out with the lines cut on one side
  {
    query: 'les bons cuisine sont coupés sur le bord',
    answers: ['/docs/Utilisateur/Cashless/sunmi-printers/'],
    source: 'event-night',
    reader: 'volunteer',
  },
];
