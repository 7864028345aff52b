/**
 * Readers' words and the product's words. Each group is a list of words a
 * reader may use for the same thing; a page that has one of them is also
 * found by the others, a little below a page that has the word itself
 * (src/plugins/search-index gives it half the weight). Words are matched
 * after folding and stemming, so "adhésion", "adhesions" and "Adhesion"
 * are one word. Pages carry no hidden keywords: these groups are the only
 * place.
 *
 * The product's words come from the glossary (src/data/glossary.ts): each
 * term's `also` words, with the term itself when it is one word, make a
 * group, in the order of the glossary. Add or change a product word there,
 * where it also gets its sentence and its page. Only readers' everyday
 * words that are not the product's stay here (`readersWords`).
 *
 * Keep a group to words that truly mean the same to a reader: each word of
 * a group makes every page with another word of the group a little longer
 * to rank. A word belongs to one group at most (tests/unit/glossary.test.ts).
 *
 * The browser's engine gets these groups as plain data, without the
 * glossary's sentences: the search-index plugin's build rule
 * (src/plugins/search-index/synonyms-rule.js) replaces this module in the
 * bundle by its value.
 */
import {glossary, type GlossaryLanguage} from '../data/glossary';
import type {Language} from './text';

/** Everyday words of readers that are not the product's, by language. */
export const readersWords: Record<Language, string[][]> = {
  en: [['volunteer', 'benevole']],
  fr: [['benevole', 'volunteer']],
};

/** A glossary term's group in a language: its own word when it is one, then its `also` words. */
export function productWords(language: GlossaryLanguage): string[][] {
  return glossary.flatMap((term) => {
    const {term: name, also} = term[language];
    const own = /\s/.test(name.trim()) ? [] : [name.trim().toLowerCase()];
    const group = [...own, ...also];
    return group.length > 1 ? [group] : [];
  });
}

export const synonyms: Record<Language, string[][]> = {
  en: [...productWords('en'), ...readersWords.en],
  fr: [...productWords('fr'), ...readersWords.fr],
};
