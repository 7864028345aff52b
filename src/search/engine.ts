/**
 * The local search engine: answers a query from the few files of the index
 * it needs (format.ts), the shards that hold the query's words, then the
 * pages it shows. Weights are computed at build time: nothing is indexed in
 * the browser.
 *
 * A query word finds the same word (stemmed, accents folded), longer words
 * when it is the last one and may be unfinished ("remb"), the word the
 * stemmer left it longer than ("badgent" → "badg"), and words one or two
 * letters away when it is long enough to carry a typo ("webhok"). A page's
 * parts are its own (title, description, introduction), its sections and
 * its table rows. Its score weighs its topic (for each query word, its best
 * section and part of the others) and its best part, where the query's
 * words are close together, then its kind (a guide, the API's reference,
 * a blog post…). Every text is HTML-escaped before <mark> is added.
 */
import {
  pageKinds,
  partsFileName,
  weightScale,
  type Manifest,
  type PartsFile,
  type Shard,
} from './format';
import {synonyms} from './synonyms';
import {normalizeWord, terms, type Language} from './text';
import {escapeHtml} from '../utils/escapeHtml';

/** Reads a file of the index folder ("manifest.json", "s3.json?v=…"). */
export type Load = (file: string) => Promise<unknown>;

/** Titles and snippets are HTML (escaped, with <mark>); the breadcrumb is plain text. */
export type SectionHit = {url: string; title: string; headings: string[]; snippet: string};
export type PageHit = {url: string; title: string; breadcrumb: string; sections: SectionHit[]};
export type Answer = {
  /** All the pages found (the count readers see), and those asked for. */
  total: number;
  pages: PageHit[];
  /** The query's words (common ones left out), and those found as typed, not a typo or a synonym away. */
  words: number;
  exact: number;
  /** How much the query reads as this language: the more common its words here, the higher. */
  fit: number;
};

const maxQueryLength = 256;
/** A reader speaking of their own things (weights.firstPerson), by language. */
const possessive: Record<Language, RegExp> = {
  en: /(?:^|[^\p{L}])(?:my|mine)(?![\p{L}])/iu,
  fr: /(?:^|[^\p{L}])(?:mon|ma|mes)(?![\p{L}])/iu,
};
/**
 * Words of a query read, common words left out. At 8, a reader's whole
 * sentence lost its last words ("…the card payment button"); 12 took 4 more
 * questions of the two untuned batches (twelfth and fourteenth) into the
 * first three, and held every reader task (src/search/README.md).
 */
const maxQueryWords = 12;
const snippetWords = 24;

/**
 * How the engine weighs what it finds. `npm run search:tune` tries others on
 * the tuned and fresh questions (tests/search/tune.test.ts); restShare,
 * wholeQuery, nearWords and nearShare are the ones it found best.
 */
export const weights = {
  /**
   * What a page counts for its kind: the API's reference and the presentation a
   * little less than a guide, which teaches the job; the rest less.
   */
  kind: {guide: 1, reference: 0.9, presentation: 0.95, blog: 0.6, page: 0.5, public: 1},
  /**
   * A query that says "my" ("mon", "ma", "mes") is a reader asking about their
   * own card, ticket or membership: the pages written for the public
   * (`publicPages` of the index plugin) count this much more for it.
   */
  firstPerson: 1.6,
  /**
   * Pages under this share of the best page's score are noise, not results
   * (as many pages on average as a tenth kept before parts weighed the whole query).
   */
  minShare: 0.08,
  /** A page's other sections on a word count this much, up to twice its best one. */
  restShare: 1,
  /**
   * How much a page's best part counts, beside its topic (its best sections
   * per word), each divided by its best value over the pages found.
   */
  partShare: 0.35,
  /**
   * A part's score is multiplied by the share of the query it holds, to this
   * power: each query word counts as much as it is rare (its best match's idf),
   * so a part with all the query's telling words outranks one with a common
   * word many times.
   */
  wholeQuery: 2.5,
  /** Two query words this close in a part (common words left out) count again, this much. */
  nearWords: 3,
  nearShare: 2,
  /**
   * A query of at least `answerWords` words (common words left out) that one
   * part answers, a table row or a short section, brings that part's page at
   * least this share of the way up, whatever the rest of the page is about: a
   * long question whose words sit together in one row of a reference is
   * answered there. Shorter queries leave the page's topic in charge.
   */
  answerShare: 0.8,
  answerWords: 6,
};
export type Weights = typeof weights;

/** Edit distance with transpositions, or max + 1 as soon as it is over max. */
export function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let [before, previous] = [[] as number[], Array.from({length: b.length + 1}, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, substitution);
      if (a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j], before[j - 2] + 1);
    }
    if (Math.min(...row) > max) return max + 1;
    [before, previous] = [previous, row];
  }
  return previous[b.length];
}

/**
 * An index word that a query word finds, how much it counts, in how many
 * sections it is (its postings may keep only the best) and in how many as typed.
 */
type Match = {factor: number; postings: number[]; count: number; typed: number};
/** A page's best score on each query word and the rest, its best part's score, and its parts'. */
type PageScore = {best: number[]; rest: number[]; bestPart: number; parts: Map<number, number>};

export class Engine {
  private readonly files = new Map<string, Promise<unknown>>();
  private readonly pageOf: Int32Array;
  private readonly firstSection: number[] = [];
  private readonly synonymsOf = new Map<string, string[]>();
  private readonly language: Language;

  private constructor(
    private readonly manifest: Manifest,
    private readonly load: Load,
    private readonly weights: Weights,
  ) {
    this.language = manifest.language === 'fr' ? 'fr' : 'en';
    this.pageOf = new Int32Array(manifest.sections);
    let section = 0;
    manifest.pages.forEach(([, sections, rows], page) => {
      this.firstSection.push(section);
      this.pageOf.fill(page, section, (section += sections + rows));
    });
    for (const group of synonyms[this.language]) {
      const stems = group.map((word) => normalizeWord(word, this.language) ?? word);
      for (const stem of stems) this.synonymsOf.set(stem, stems);
    }
  }

  /** The engine over the index that `load` reads, with other weights to try (tests only). */
  static async open(load: Load, tried: Partial<Weights> = {}): Promise<Engine> {
    return new Engine((await load('manifest.json')) as Manifest, load, {...weights, ...tried});
  }

  /** A file of the index, fetched once (again after a failure). */
  private file<T>(name: string): Promise<T> {
    let file = this.files.get(name);
    if (!file) {
      file = this.load(`${name}?v=${this.manifest.build}`);
      file.catch(() => this.files.delete(name));
      this.files.set(name, file);
    }
    return file as Promise<T>;
  }

  /** The index words a query word finds, from the shards that may hold them. */
  private async matches(stem: string, prefix: boolean): Promise<Map<string, Match>> {
    const {shards} = this.manifest;
    // The shard that may hold a word: the last one whose first word is not after it.
    const at = (key: string) => Math.max(0, shards.filter((word) => word <= key).length - 1);
    let [first, last] = [at(stem), prefix ? Math.min(at(`${stem}\uffff`), at(stem) + 2) : at(stem)];
    // Words a typo away sort near the word: the neighbouring shard when it starts alike.
    const near = (index: number) => shards[index]?.slice(0, 3) === stem.slice(0, 3);
    if (first > 0 && near(first)) first--;
    if (near(last + 1)) last++;
    const wanted = Array.from({length: last - first + 1}, (_, i) =>
      this.file<Shard>(`s${first + i}.json`),
    );
    const entries = (await Promise.all(wanted)).flat();
    const found = new Map<string, Match>();
    const maxEdits = stem.length > 9 ? 2 : stem.length > 4 ? 1 : 0;
    for (const [
      word,
      postings,
      native = postings.length / 3,
      count = postings.length / 3,
    ] of entries) {
      let factor = 0;
      if (word === stem) factor = 1;
      else if (prefix && word.startsWith(stem)) factor = 0.5 + (0.4 * stem.length) / word.length;
      else if (stem.startsWith(word) && word.length >= Math.max(4, 0.6 * stem.length))
        factor = (0.7 * word.length) / stem.length;
      else if (maxEdits > 0) {
        const edits = distance(stem, word, maxEdits);
        if (edits <= maxEdits) factor = edits === 1 ? 0.45 : 0.3;
      }
      if (factor > (found.get(word)?.factor ?? 0))
        found.set(word, {factor, postings, count, typed: factor >= 0.5 ? native : 0});
    }
    return found;
  }

  async search(query: string, {from = 0, count = 6, parts: shownParts = 2} = {}): Promise<Answer> {
    // Common words are left out before the limit: they must not push a task word out.
    const distinct = new Set(terms(query.slice(0, maxQueryLength), this.language));
    const stems = [...distinct].slice(0, maxQueryWords);
    const answer: Answer = {total: 0, pages: [], words: stems.length, exact: 0, fit: 0};
    const {
      kind: kindFactor,
      minShare,
      restShare,
      partShare,
      wholeQuery,
      nearWords,
      nearShare,
      answerShare,
      answerWords,
      firstPerson,
    } = this.weights;
    const mine = possessive[this.language].test(query);
    if (stems.length === 0) return answer;
    // The last word may be unfinished, unless a space or a punctuation mark follows it.
    const unfinished = /[\s\p{P}]$/u.test(query) ? -1 : stems.length - 1;
    const matches = await Promise.all(
      stems.map((stem, index) => this.matches(stem, index === unfinished && stem.length >= 3)),
    );

    // Each part's score and where it has each query word: its best match, and where that first is.
    const total = this.manifest.sections;
    const zeros = () => stems.map(() => 0);
    const parts = new Map<number, {scores: number[]; at: number[]}>();
    // How much each query word tells: the idf of its best match (0 when nothing has it).
    const rarity = zeros();
    matches.forEach((found, index) => {
      const typed = Math.max(0, ...[...found.values()].map((match) => match.typed));
      answer.exact += typed > 0 ? 1 : 0;
      answer.fit += Math.log(1 + (100 * typed) / total);
      for (const {factor, postings, count} of found.values()) {
        const idf = Math.log(1 + (total - count + 0.5) / (count + 0.5));
        rarity[index] = Math.max(rarity[index], factor * idf);
        for (let at = 0, section = 0; at < postings.length; at += 3) {
          section += postings[at];
          const score = (factor * idf * postings[at + 1]) / weightScale;
          const part = parts.get(section) ?? {scores: zeros(), at: zeros()};
          parts.set(section, part);
          if (score > part.scores[index])
            [part.scores[index], part.at[index]] = [score, postings[at + 2]];
        }
      }
    });

    // A page: each query word's best score in its sections and the rest (the page's topic),
    // and its best part, sections and rows, with the query's words close together (the answer).
    const pages = new Map<number, PageScore>();
    const telling = rarity.reduce((sum, value) => sum + value, 0);
    for (const [section, {scores, at}] of parts) {
      let near = 0;
      for (let i = 1; i < scores.length; i++) {
        const apart = Math.abs(at[i] - at[i - 1]);
        if (scores[i - 1] && scores[i] && apart > 0 && apart <= nearWords)
          near += (at[i] - at[i - 1] === 1 ? 1 : 0.5) * Math.min(scores[i - 1], scores[i]);
      }
      const held = rarity.reduce((sum, value, index) => sum + (scores[index] ? value : 0), 0);
      const score =
        (held / telling) ** wholeQuery *
        (scores.reduce((sum, value) => sum + value, 0) + nearShare * near);
      const page = this.pageOf[section];
      const entry = pages.get(page) ?? {
        best: zeros(),
        rest: zeros(),
        bestPart: 0,
        parts: new Map(),
      };
      pages.set(page, entry);
      entry.bestPart = Math.max(entry.bestPart, score);
      entry.parts.set(section, score);
      // Rows are in their section's text already.
      if (section - this.firstSection[page] >= this.manifest.pages[page][1]) continue;
      scores.forEach((value, index) => {
        entry.rest[index] += Math.min(entry.best[index], value);
        entry.best[index] = Math.max(entry.best[index], value);
      });
    }
    const weighed = [...pages].map(([page, {best, rest, bestPart, parts: scored}]) => {
      const topic = best.reduce(
        (sum, value, index) => sum + value + restShare * Math.min(rest[index], 2 * value),
        0,
      );
      return {page, parts: scored, bestPart, topic};
    });
    // Each measure is read against its best over the pages found: a topic sums
    // several words and sections, and would otherwise drown the answer's part.
    const most = (values: number[]) => Math.max(Number.MIN_VALUE, ...values);
    const [bestParts, topics] = [
      most(weighed.map(({bestPart}) => bestPart)),
      most(weighed.map(({topic}) => topic)),
    ];
    const ranked = weighed.map(({page, parts: scored, bestPart, topic}) => {
      const kind = kindFactor[pageKinds[this.manifest.pages[page][0]]];
      const score = Math.max(
        partShare * (bestPart / bestParts) + (1 - partShare) * (topic / topics),
        stems.length >= answerWords ? answerShare * (bestPart / bestParts) : 0,
      );
      const own = mine && pageKinds[this.manifest.pages[page][0]] === 'public' ? firstPerson : 1;
      return {page, parts: scored, score: kind * own * score};
    });
    const top = Math.max(0, ...ranked.map(({score}) => score));
    const kept = ranked
      .filter(({score}) => score >= top * minShare)
      .sort((a, b) => b.score - a.score);
    answer.total = kept.length;

    // What the reader sees of the pages asked for: their best parts, from the files that hold them.
    const marked = new Set<string>();
    for (const word of matches.flatMap((found) => [...found.keys()]))
      for (const same of this.synonymsOf.get(word) ?? [word]) marked.add(same);
    answer.pages = await Promise.all(
      kept.slice(from, from + count).map(async ({page, parts: scored}) => {
        const perFile = this.manifest.pages[page][3];
        const best = [...scored]
          .sort((a, b) => b[1] - a[1])
          .slice(0, Math.max(1, shownParts))
          .map(([section]) => section - this.firstSection[page]);
        const files = await Promise.all(
          best.map((local) => this.file<PartsFile>(partsFileName(page, local, perFile))),
        );
        const {url, title, breadcrumb} = files[0];
        return {
          url,
          title: this.mark(title, marked),
          breadcrumb,
          sections: best.map((local, index) => {
            const [anchor, headings, text] = files[index].parts[local % perFile];
            return {
              url: anchor ? `${url}#${anchor}` : url,
              title: this.mark(headings.at(-1) ?? title, marked),
              headings: headings.slice(0, -1).map((heading) => this.mark(heading, marked)),
              snippet: this.mark(text, marked, snippetWords),
            };
          }),
        };
      }),
    );
    return answer;
  }

  /** The text, escaped, its matching words in <mark>, cut to `size` words around the first one. */
  private mark(text: string, marked: Set<string>, size = Infinity): string {
    const tokens = text.split(/([\p{L}\p{N}]+)/u);
    const hit = (index: number) =>
      terms(tokens[index], this.language).some((term) => marked.has(term));
    let [from, to] = [0, tokens.length];
    if ((tokens.length - 1) / 2 > size) {
      let first = 1;
      while (first < tokens.length && !hit(first)) first += 2;
      from = first < tokens.length ? Math.max(0, first - 2 * Math.floor(size / 3) - 1) : 0;
      to = Math.min(tokens.length, from + 2 * size + 1);
    }
    let html = from > 0 ? '…' : '';
    for (let index = from; index < to; index++) {
      // A cut text starts at a word, not at the punctuation before it.
      const token = escapeHtml(
        index === from && from > 0 ? tokens[index].replace(/^[\s\p{P}]+/u, '') : tokens[index],
      );
      html += index % 2 === 1 && hit(index) ? `<mark>${token}</mark>` : token;
    }
    return to < tokens.length ? `${html.trimEnd()}…` : html;
  }
}
