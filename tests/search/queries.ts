/**
 * Questions readers ask, in their words, and the page that answers each.
 * The relevance test expects that page among the first three pages found.
 */
export type Question = {query: string; page: string};

const cashless = '/docs/Utilisateur/Cashless';
const ticketing = '/docs/Utilisateur/Billetterie';
const membership = '/docs/Utilisateur/Adhésion et abonnement';
const box = '/docs/install/Raspberry Box';

export const english: Question[] = [
  {query: 'how do I refund a card', page: `${cashless}/Refund/`},
  {query: 'add a point of sale', page: `${cashless}/admin_add_pos/`},
  {query: 'connect my Stripe account', page: `${ticketing}/stripe/`},
  {query: 'create a free event', page: `${ticketing}/admin_add_new_free_event/`},
  {query: 'duplicate an event for next week', page: `${ticketing}/admin_duplicate_event/`},
  {query: 'scan tickets at the door', page: `${ticketing}/ticket-scanning/`},
  {query: 'import members from a CSV file', page: `${membership}/import_export/`},
  {query: 'embed the membership page in my website', page: `${membership}/iframe/`},
  {query: 'wire the NFC reader to the Raspberry Pi', page: `${box}/Hardware/wiring/`},
  {query: 'install the app on an Android phone', page: `${cashless}/android/`},
  {query: 'volunteers badge in and out', page: `${cashless}/badge/`},
  {query: 'print orders in the kitchen', page: `${cashless}/impression_preparation/`},
  {query: 'fix a payment recorded as cash by mistake', page: `${cashless}/ventilation/`},
  {query: 'self-host with Docker', page: '/docs/install/docker_install/'},
  {query: 'create an API key', page: '/docs/api/apikey/'},
  {query: 'webhook when a booking is confirmed', page: `${ticketing}/webhook/`},
  {query: 'how much does TiBillet cost', page: '/docs/presentation/rates/'},
  {query: 'try the demo', page: '/docs/presentation/demonstration/'},
  {query: 'staff card to open the till', page: `${cashless}/admin_add_primary/`},
  {query: 'rate reserved for members', page: `${membership}/preferential_tariff/`},
  {query: 'loyalty points for regulars', page: `${cashless}/fidelity/`},
  {query: 'share my events on Facebook', page: '/docs/Tips/facebook/'},
];

export const french: Question[] = [
  {query: 'comment rembourser une carte', page: `${cashless}/Refund/`},
  {query: 'ajouter un point de vente', page: `${cashless}/admin_add_pos/`},
  {query: 'connecter mon compte Stripe', page: `${ticketing}/stripe/`},
  {query: 'créer un évènement gratuit', page: `${ticketing}/admin_add_new_free_event/`},
  {query: 'dupliquer un évènement', page: `${ticketing}/admin_duplicate_event/`},
  {query: "scanner les billets à l'entrée", page: `${ticketing}/ticket-scanning/`},
  {query: 'importer mes adhérents depuis un fichier CSV', page: `${membership}/import_export/`},
  {query: "intégrer la page d'adhésion dans mon site", page: `${membership}/iframe/`},
  {query: 'brancher le lecteur NFC sur le Raspberry Pi', page: `${box}/Hardware/wiring/`},
  {query: "installer l'application Android", page: `${cashless}/android/`},
  {query: 'badgeuse des bénévoles', page: `${cashless}/badge/`},
  {query: 'imprimer les commandes en cuisine', page: `${cashless}/impression_preparation/`},
  {query: 'corriger un moyen de paiement', page: `${cashless}/ventilation/`},
  {query: 'héberger les outils avec Docker', page: '/docs/install/docker_install/'},
  {query: "créer une clé d'API", page: '/docs/api/apikey/'},
  {query: 'recevoir un webhook à chaque réservation', page: `${ticketing}/webhook/`},
  {query: 'combien ça coûte', page: '/docs/presentation/rates/'},
  {query: 'essayer la démonstration', page: '/docs/presentation/demonstration/'},
  {query: "cartes primaires pour l'équipe", page: `${cashless}/admin_add_primary/`},
  {query: 'tarif réservé aux adhérents', page: `${membership}/preferential_tariff/`},
  {query: 'points de fidélité', page: `${cashless}/fidelity/`},
  {query: 'flux RSS des évènements', page: `${ticketing}/rss/`},
];
