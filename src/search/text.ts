/**
 * Text processing of the local search: the same on the indexed records and
 * on the query. Words are folded (lower case, no accents, no ligatures),
 * cut at anything that is not a letter or a digit, stripped of the most
 * common words of the language, and reduced to a light stem so that
 * "refunds", "refunded" and "refunding" meet, and so do "rembourser",
 * "remboursez" and "remboursement".
 */

export type Language = 'en' | 'fr';

/** Longest word kept: anything longer is not a word a reader types. */
const maxWordLength = 40;

export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss');
}

const wordPattern = /[\p{L}\p{N}]+/gu;

/** The words of a text, as they appear (not folded). */
export function words(text: string): string[] {
  return text.match(wordPattern) ?? [];
}

/** Words too common to tell pages apart. */
const stopWords: Record<Language, Set<string>> = {
  en: new Set(
    'a an and are as at be by can do does for from has have how i if in into is it its me my of on or our so that the their them then there these they this to was we what when where which who why will with you your'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'a au aux avec ce ces cet cette comment dans de des du elle en est et il ils je la le les leur leurs ma mes mon ne nos notre nous on ou par pas pour quand que quel quelle quels qui sa se ses son sur ta tes ton un une vos votre vous y d l j qu s c n ca quoi'.split(
      ' ',
    ),
  ),
};

/** A light English stemmer: plurals, -ing, -ed, -ly, a final -e. */
export function stemEnglish(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(sses|xes|ches|shes|zes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith('ly') && w.length > 5) w = w.slice(0, -2);
  if (/([bdgmnprt])\1$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  return w;
}

const frenchSuffixes = [
  'issements',
  'issement',
  'ements',
  'ement',
  'ations',
  'ation',
  'atrices',
  'atrice',
  'ateurs',
  'ateur',
  'euses',
  'euse',
  'erions',
  'eriez',
  'erons',
  'erez',
  'erai',
  'era',
  'ions',
  'iez',
  'ons',
  'ees',
  'ez',
  'er',
  'ee',
  'es',
  'e',
];

/** A light French stemmer, on folded words: plurals, common verb and noun endings. */
export function stemFrench(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith('aux') && w.length > 4) w = `${w.slice(0, -3)}al`;
  else if (/[sx]$/.test(w)) w = w.slice(0, -1);
  for (const suffix of frenchSuffixes) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  if (w.endsWith('ive') && w.length > 5) w = `${w.slice(0, -3)}if`;
  return w;
}

function computeWord(word: string, language: Language): string | null {
  const folded = fold(word);
  if (!folded || folded.length > maxWordLength) return null;
  if (stopWords[language].has(folded)) return null;
  return language === 'fr' ? stemFrench(folded) : stemEnglish(folded);
}

/**
 * Words already seen, per language: a page repeats its vocabulary, and
 * folding (Unicode normalisation) is the costly part of indexing. The
 * cache is emptied when it grows past any real vocabulary, so a hostile
 * stream of distinct words cannot make it grow without end.
 */
const seen: Record<Language, Map<string, string | null>> = {en: new Map(), fr: new Map()};
const maxSeen = 50_000;

/** The indexed form of one word, or null for a word not worth indexing. */
export function normalizeWord(word: string, language: Language): string | null {
  const cache = seen[language];
  const known = cache.get(word);
  if (known !== undefined) return known;
  const term = computeWord(word, language);
  if (cache.size >= maxSeen) cache.clear();
  cache.set(word, term);
  return term;
}

/** The indexed forms of a text, in order. */
export function terms(text: string, language: Language): string[] {
  return words(text)
    .map((word) => normalizeWord(word, language))
    .filter((term): term is string => term !== null);
}
