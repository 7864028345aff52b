/**
 * Text processing of the local search, the same at build time and on the
 * query. Words are folded (lower case, no accents, no ligatures), cut at
 * anything that is not a letter or a digit, stripped of the most common
 * words of the language, and reduced to a stem so that "refunds",
 * "refunded" and "refunding" meet, and so do "rembourser", "remboursez" and
 * "remboursement".
 */

import {stemmer} from 'stemmer';

export type Language = 'en' | 'fr';

/** Longest word kept: anything longer is not a word a reader types. */
const maxWordLength = 40;

const ligatures: Record<string, string> = {œ: 'oe', æ: 'ae', ß: 'ss'};

export const fold = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[œæß]/g, (letter) => ligatures[letter]);

/** The words of a text, as they appear (not folded). */
export const words = (text: string): string[] => text.match(/[\p{L}\p{N}]+/gu) ?? [];

const list = (text: string) => new Set(text.split(' '));

/**
 * Words too common to tell pages apart; in French, the elided ones too (l', d', qu').
 * tests/e2e/search.spec.ts and scripts/bench-search.mjs recognise the engine's
 * chunk by the start of the English list: change them with it.
 */
const stopWords: Record<Language, Set<string>> = {
  en: list(
    'a am an and any are as at be been being but by can could do does for from had has have he her him his how i if in into is it its me my of on or our she should so such than that the their them then there these they this to too us very was we were what when where which who why will with would you your',
  ),
  fr: list(
    'a ai as au aux avec avez avons car ce ceci cela ces cet cette chez comment dans de des donc du elle elles en es est et etes etre eux il ils je la le les leur leurs lui ma mais me mes moi mon ne ni nos notre nous on ont ou par pas pour quand que quel quelle quels qui sa se ses si son sont suis sur ta te tes toi ton tres un une vos votre vous y d l j m t qu s c n ca quoi',
  ),
};

/**
 * English: the Porter stemmer of the `stemmer` package, which also brings
 * derived words together ("reservation" and "reserve", "federation"
 * and "federated"). Our own light stemmer, plurals and -ing/-ed only, gave the
 * same tuning sets 0.01 less MRR and the held-out set two questions less
 * (src/search/README.md).
 */
export const stemEnglish: (word: string) => string = stemmer;

/** French endings, longest first: nouns, adjectives, verbs. */
const frenchSuffixes = words(
  'issements issement ements ement ations ation atrices atrice ateurs ateur euses euse erions eriez erons erez erai era ions iez ons ees ez er ee es e',
);

/** A light French stemmer, on folded words: plurals, common verb and noun endings. */
export function stemFrench(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith('aux') && w.length > 4) w = `${w.slice(0, -3)}al`;
  else if (/[sx]$/.test(w)) w = w.slice(0, -1);
  const suffix = frenchSuffixes.find((end) => w.endsWith(end) && w.length - end.length >= 3);
  if (suffix) w = w.slice(0, -suffix.length);
  if (w.endsWith('ive') && w.length > 5) w = `${w.slice(0, -3)}if`;
  return w;
}

/**
 * The site writes British English; many readers type American spellings. Both
 * meet on the British form before stemming: -ize and -yze words ("organize",
 * "analyzed") take -ise and -yse, which the stemmer already brings together,
 * and a few words of the docs are spelled differently ("color", "center",
 * "program", "license", "catalog"). Words where -ize is no suffix ("size",
 * "prize", "seize") stay as they are.
 */
const british: Record<string, string> = Object.fromEntries([
  ['color', 'colour'],
  ['colors', 'colours'],
  ['colored', 'coloured'],
  ['favorite', 'favourite'],
  ['favorites', 'favourites'],
  ['behavior', 'behaviour'],
  ['neighbor', 'neighbour'],
  ['neighbors', 'neighbours'],
  ['labor', 'labour'],
  ['center', 'centre'],
  ['centers', 'centres'],
  ['theater', 'theatre'],
  ['theaters', 'theatres'],
  ['program', 'programme'],
  ['programs', 'programmes'],
  ['license', 'licence'],
  ['licenses', 'licences'],
  ['catalog', 'catalogue'],
  ['dialog', 'dialogue'],
  ['enrollment', 'enrolment'],
  ['fulfill', 'fulfil'],
  ['gray', 'grey'],
]);
const notSuffixed = /(?:size|prize|seize|maize)(?:s|d|r|rs)?$/;
export function britishSpelling(word: string): string {
  const listed = british[word];
  if (listed) return listed;
  if (word.length < 7 || notSuffixed.test(word)) return word;
  return word.replace(/([iy])z(e|es|ed|er|ers|ing|ation|ations)$/, '$1s$2');
}

/** The indexed form of one word, or null for a word not worth indexing. */
export function normalizeWord(word: string, language: Language): string | null {
  const folded = fold(word);
  if (!folded || folded.length > maxWordLength || stopWords[language].has(folded)) return null;
  return language === 'fr' ? stemFrench(folded) : stemEnglish(britishSpelling(folded));
}

/**
 * Words readers type joined that the pages write with a hyphen ("Wi-Fi",
 * "top-up"): the joined form is read as the two words, at build time and on
 * the query, so "wifi" finds "Wi-Fi". Not "email": read as "e-mail", it
 * matched every page that mentions an e-mail and cost five tuned questions.
 */
const joined: Record<string, string[]> = {
  wifi: ['wi', 'fi'],
  topup: ['top', 'up'],
  topups: ['top', 'ups'],
};

/** The indexed forms of a text, in order. */
export const terms = (text: string, language: Language): string[] =>
  words(text).flatMap((word) =>
    (joined[fold(word)] ?? [word]).flatMap((part) => normalizeWord(part, language) ?? []),
  );
