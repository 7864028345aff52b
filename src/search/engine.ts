/**
 * The local search engine: answers a query from the few files of the index
 * it needs (format.ts): the shards holding the query's words, then the
 * pages it shows. Scores are BM25 weights computed at build time, so
 * nothing is indexed in the browser.
 *
 * A query word finds the same word (stemmed, accents folded), longer words
 * when it is the last one and may be unfinished ("remb"), and words one or
 * two letters away when it is long enough to carry a typo ("webhok").
 * Pages are ranked by how many of the query's words they have, then by
 * score; the site's other pages (home, roadmap) count half, blog posts a
 * little more. Every text is HTML-escaped before <mark> is added.
 */
import {pageKinds, weightScale, type Manifest, type PageFile, type Shard} from './format';
import {synonyms} from './synonyms';
import {normalizeWord, words, type Language} from './text';

/** Reads a file of the index folder ("manifest.json", "s3.json"). */
export type Load = (file: string) => Promise<unknown>;

export type SectionHit = {url: string; title: string; headings: string[]; snippet: string};
/** Titles and snippets are HTML (escaped, with <mark>); the breadcrumb is plain text. */
export type PageHit = {url: string; title: string; breadcrumb: string; sections: SectionHit[]};
export type Answer = {
  /** Pages found, in all (the count readers see), and the ones asked for. */
  total: number;
  pages: PageHit[];
  /** Words of the query (common words left out), and those found as typed (not a typo or a synonym away). */
  words: number;
  exact: number;
  /**
   * How much the query reads as this language: the more common its words
   * are here, the higher. Compared with the other language's.
   */
  fit: number;
};

const maxQueryLength = 256;
const maxQueryWords = 8;
const kindFactor = {docs: 1, blog: 0.6, page: 0.5};
const snippetWords = 24;
/** Pages scoring under this share of the best page are not results. */
const minShare = 0.1;
/** A page's other sections on a word count this much, up to twice its best one. */
const restShare = 0.6;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Edit distance with transpositions, or max + 1 when over max. */
export function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j], previous2[j - 2] + 1);
    }
    if (Math.min(...row) > max) return max + 1;
    [previous2, previous] = [previous, row];
  }
  return previous[b.length];
}

export class Engine {
  private readonly files = new Map<string, Promise<unknown>>();
  private readonly pageOf: Int32Array;
  private readonly firstSection: number[] = [];
  private readonly synonymsOf = new Map<string, string[]>();

  private constructor(
    private readonly manifest: Manifest,
    private readonly load: Load,
    readonly language: Language,
  ) {
    this.pageOf = new Int32Array(manifest.sections);
    let section = 0;
    manifest.pages.forEach((entry, page) => {
      this.firstSection.push(section);
      this.pageOf.fill(page, section, (section += entry >> 2));
    });
    for (const group of synonyms[language]) {
      const stems = group.map((word) => normalizeWord(word, language) ?? word);
      for (const stem of stems) this.synonymsOf.set(stem, stems);
    }
  }

  static async open(load: Load): Promise<Engine> {
    const manifest = (await load('manifest.json')) as Manifest;
    return new Engine(manifest, load, manifest.language === 'fr' ? 'fr' : 'en');
  }

  private file<T>(name: string): Promise<T> {
    let file = this.files.get(name);
    if (!file) {
      file = this.load(`${name}?v=${this.manifest.build}`);
      file.catch(() => this.files.delete(name)); // fetched again next time
      this.files.set(name, file);
    }
    return file as Promise<T>;
  }

  /** The shards that may hold `word`, its longer forms, or words a typo away. */
  private shardsFor(word: string, prefix: boolean): number[] {
    const {shards} = this.manifest;
    const at = (key: string) => {
      let low = 0;
      for (let high = shards.length - 1; low < high;) {
        const middle = (low + high + 1) >> 1;
        if (shards[middle] <= key) low = middle;
        else high = middle - 1;
      }
      return low;
    };
    const first = at(word);
    const last = prefix ? Math.min(at(`${word}\uffff`), first + 2) : first;
    const near = (index: number) => shards[index]?.slice(0, 3) === word.slice(0, 3);
    const found = [];
    if (first > 0 && near(first)) found.push(first - 1);
    for (let index = first; index <= last; index++) found.push(index);
    if (near(last + 1)) found.push(last + 1);
    return found;
  }

  async search(query: string, {from = 0, count = 6} = {}): Promise<Answer> {
    const queryWords = words(query.slice(0, maxQueryLength)).slice(0, maxQueryWords);
    const unfinished = queryWords.length > 0 && !/[\s\p{P}]$/u.test(query);
    const stems = [
      ...new Set(
        queryWords
          .map((word) => normalizeWord(word, this.language))
          .filter((stem): stem is string => stem !== null),
      ),
    ];
    const answer: Answer = {total: 0, pages: [], words: stems.length, exact: 0, fit: 0};
    if (stems.length === 0) return answer;

    // Each query word's matches: index words, and how much each counts.
    const matches = await Promise.all(
      stems.map(async (stem, index) => {
        const prefix = unfinished && index === stems.length - 1 && stem.length >= 3;
        const shards = await Promise.all(
          this.shardsFor(stem, prefix).map((shard) => this.file<Shard>(`s${shard}.json`)),
        );
        const found = new Map<string, {factor: number; postings: number[]; own: number}>();
        const maxEdits = stem.length > 9 ? 2 : stem.length > 4 ? 1 : 0;
        for (const [word, postings, native = postings.length / 2] of shards.flat()) {
          let factor = 0;
          if (word === stem) factor = 1;
          else if (prefix && word.startsWith(stem))
            factor = 0.5 + (0.4 * stem.length) / word.length;
          // A word the stemmer cut short ("badgent", "remboursem"): its stem is in the index.
          else if (stem.startsWith(word) && word.length >= 4 && word.length >= 0.6 * stem.length)
            factor = (0.7 * word.length) / stem.length;
          else if (maxEdits > 0) {
            const edits = distance(stem, word, maxEdits);
            if (edits <= maxEdits) factor = [1, 0.45, 0.3][edits];
          }
          // Sections that have the word as typed (or its longer form), not a synonym or a typo away.
          const own = factor < 0.5 ? 0 : native;
          if (factor > (found.get(word)?.factor ?? 0)) found.set(word, {factor, postings, own});
        }
        return found;
      }),
    );
    const total = this.manifest.sections;
    for (const found of matches) {
      const frequency = Math.max(0, ...[...found.values()].map(({own}) => own));
      if (frequency > 0) answer.exact += 1;
      answer.fit += Math.log(1 + (100 * frequency) / total);
    }

    // Score of each section for each query word (its best match), then of pages.
    const pages = new Map<
      number,
      {best: number[]; rest: number[]; sections: Map<number, number>}
    >();
    matches.forEach((found, index) => {
      const bySection = new Map<number, number>();
      for (const {factor, postings} of found.values()) {
        const frequency = postings.length / 2;
        const idf = Math.log(1 + (total - frequency + 0.5) / (frequency + 0.5));
        for (let at = 0, section = 0; at < postings.length; at += 2) {
          section += postings[at];
          const score = (factor * idf * postings[at + 1]) / weightScale;
          if (score > (bySection.get(section) ?? 0)) bySection.set(section, score);
        }
      }
      for (const [section, score] of bySection) {
        const page = this.pageOf[section];
        let entry = pages.get(page);
        if (!entry) {
          entry = {best: stems.map(() => 0), rest: stems.map(() => 0), sections: new Map()};
          pages.set(page, entry);
        }
        entry.rest[index] += Math.min(entry.best[index], score);
        entry.best[index] = Math.max(entry.best[index], score);
        entry.sections.set(section, (entry.sections.get(section) ?? 0) + score);
      }
    });
    const ranked = [...pages].map(([page, {best, rest, sections}]) => {
      const kind = pageKinds[this.manifest.pages[page] & 3];
      const score = best.reduce(
        (sum, value, index) => sum + value + restShare * Math.min(rest[index], 2 * value),
        0,
      );
      return {page, sections, score: score * kindFactor[kind]};
    });
    // Pages far below the best one are noise: a common word of the query, once.
    const top = Math.max(0, ...ranked.map((entry) => entry.score));
    const kept = ranked
      .filter((entry) => entry.score >= top * minShare)
      .sort((a, b) => b.score - a.score);
    answer.total = kept.length;

    // What the reader sees of the pages asked for.
    const marked = new Set<string>();
    for (const found of matches)
      for (const word of found.keys())
        for (const same of this.synonymsOf.get(word) ?? [word]) marked.add(same);
    answer.pages = await Promise.all(
      kept.slice(from, from + count).map(async ({page, sections}) => {
        const file = await this.file<PageFile>(`p${page}.json`);
        const hits = [...sections]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 3)
          .map(([section]) => {
            const local = section - this.firstSection[page];
            const [anchor, headings, text] =
              local === 0 ? ['', [], file.text] : file.sections[local - 1];
            return {
              url: anchor ? `${file.url}#${anchor}` : file.url,
              title: this.mark(headings.at(-1) ?? file.title, marked),
              headings: headings.slice(0, -1).map((heading) => this.mark(heading, marked)),
              snippet: this.mark(text, marked, snippetWords),
            };
          });
        return {
          url: file.url,
          title: this.mark(file.title, marked),
          breadcrumb: file.breadcrumb,
          sections: hits,
        };
      }),
    );
    return answer;
  }

  /** The text, escaped, its matching words in <mark>; cut around the first one to `size` words. */
  private mark(text: string, marked: Set<string>, size = Infinity): string {
    const tokens = text.split(/([\p{L}\p{N}]+)/u);
    const hit = (index: number) => marked.has(normalizeWord(tokens[index], this.language) ?? '');
    let from = 0;
    let to = tokens.length;
    if ((tokens.length - 1) / 2 > size) {
      let first = 1;
      while (first < tokens.length && !hit(first)) first += 2;
      if (first >= tokens.length) first = 1;
      from = Math.max(0, first - 2 * Math.floor(size / 3) - 1);
      to = Math.min(tokens.length, from + 2 * size + 1);
    }
    let html = from > 0 ? '…' : '';
    for (let index = from; index < to; index++) {
      const token = escapeHtml(tokens[index]);
      html += index % 2 === 1 && hit(index) ? `<mark>${token}</mark>` : token;
    }
    return to < tokens.length ? `${html.trimEnd()}…` : html;
  }
}
