/**
 * Readers' words and the product's words. Each line is a group of words a
 * reader may use for the same thing; a page that has one of them is also
 * found by the others, a little below a page that has the word itself
 * (src/plugins/search-index gives it half the weight). Words are matched
 * after folding and stemming, so "adhésion", "adhesions" and "Adhesion"
 * are one word. Pages carry no hidden keywords: this list is the only place.
 *
 * Keep a group to words that truly mean the same to a reader: each word of
 * a group makes every page with another word of the group a little longer
 * to rank. Product words that readers type in the other language (the
 * admin's French labels on the English site, English words on the French
 * site) belong here too.
 */
import type {Language} from './text';

export const synonyms: Record<Language, string[][]> = {
  en: [
    ['product', 'article', 'item'],
    ['price', 'rate', 'tariff', 'fee', 'tarif', 'prix'],
    ['membership', 'subscription', 'adhesion', 'abonnement', 'cotisation'],
    ['card', 'pass', 'wristband', 'bracelet', 'carte'],
    ['till', 'checkout', 'caisse'],
    ['refund', 'reimburse', 'rembourser', 'remboursement'],
    ['event', 'evenement', 'show', 'concert'],
    ['ticket', 'billet'],
    ['booking', 'reservation'],
    ['volunteer', 'benevole'],
    ['top-up', 'reload', 'recharge', 'recharger'],
  ],
  fr: [
    ['article', 'produit'],
    ['tarif', 'prix', 'rate', 'price'],
    ['adhesion', 'abonnement', 'cotisation', 'membership', 'adherent'],
    ['carte', 'pass', 'bracelet', 'card'],
    ['caisse', 'till'],
    ['rembourser', 'remboursement', 'refund'],
    ['evenement', 'spectacle', 'concert', 'event'],
    ['billet', 'ticket'],
    ['reservation', 'booking'],
    ['benevole', 'volunteer'],
    ['recharger', 'recharge', 'top-up'],
  ],
};
