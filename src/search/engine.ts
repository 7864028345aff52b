/**
 * The local search engine: MiniSearch over the records of one locale,
 * answering the search parameters DocSearch and algoliasearch-helper send
 * (query, page, hitsPerPage, facetFilters, facets, highlight tags, snippet
 * lengths) with Algolia-shaped results. Every text it returns is
 * HTML-escaped before the highlight tags are added.
 */
import MiniSearch, {type SearchResult as MiniResult} from 'minisearch';
import type {SearchRecord} from '@site/src/plugins/search-index/extract';
import {expand, type CompactIndex} from '@site/src/plugins/search-index/format';
import {normalizeWord, terms, words, type Language} from './text';

/** Queries longer than this are cut: no reader types more. */
const maxQueryLength = 256;
const maxQueryTerms = 16;

export type FacetFilter = string | string[];

export type SearchParams = {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilter | FacetFilter[];
  facets?: string | string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
};

type MatchLevel = 'none' | 'partial' | 'full';
type Highlighted = {value: string; matchLevel: MatchLevel; matchedWords: string[]};

export type SearchHit = Omit<SearchRecord, 'type'> & {
  _highlightResult: {
    hierarchy: Partial<Record<keyof SearchRecord['hierarchy'], Highlighted>>;
    content: Highlighted;
  };
  _snippetResult: {
    hierarchy: Partial<Record<keyof SearchRecord['hierarchy'], Highlighted>>;
    content: Highlighted;
  };
  type: SearchRecord['type'] | 'content';
};

export type SearchResponse = {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  exhaustiveNbHits: true;
  exhaustiveFacetsCount: true;
  facets?: Record<string, Record<string, number>>;
};

const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[char]!,
  );

function facetValue(record: SearchRecord, attribute: string): string | undefined {
  switch (attribute) {
    case 'language':
      return record.language;
    case 'docusaurus_tag':
      return record.docusaurus_tag;
    case 'type':
      return record.type;
    case 'hierarchy.lvl0':
    case 'lvl0':
      return record.hierarchy.lvl0;
    default:
      return undefined;
  }
}

/** Algolia facet filters: an AND of entries, each an OR of "attribute:value". */
function matchesFilters(record: SearchRecord, filters: FacetFilter[]): boolean {
  return filters.every((entry) => {
    const alternatives = Array.isArray(entry) ? entry : [entry];
    if (alternatives.length === 0) return true;
    return alternatives.some((filter) => {
      const negated = filter.startsWith('-');
      const body = negated ? filter.slice(1) : filter;
      const colon = body.indexOf(':');
      if (colon < 0) return !negated;
      const value = facetValue(record, body.slice(0, colon));
      const wanted = body.slice(colon + 1).replace(/^"|"$/g, '');
      return negated ? value !== wanted : value === wanted;
    });
  });
}

function normalizeFilters(filters: SearchParams['facetFilters']): FacetFilter[] {
  if (!filters) return [];
  if (typeof filters === 'string') return [filters];
  return filters as FacetFilter[];
}

/**
 * How long the indexing holds the browser at a time: well under the 50 ms
 * that make a long task, even on a phone four times slower than the
 * computer that measured it.
 */
const indexingSliceMs = 8;

/** Lets the browser paint and handle input: scheduler.yield() where it exists. */
function yieldToBrowser(): Promise<void> {
  const {scheduler} = globalThis as {scheduler?: {yield?: () => Promise<void>}};
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export class LocalSearchEngine {
  readonly records: SearchRecord[];
  readonly language: Language;
  private readonly mini: MiniSearch<{id: number}>;

  /**
   * Builds the engine without holding the browser for the whole indexing:
   * records are added for a few milliseconds at a time, then the browser
   * has its turn, so the search modal paints and takes keystrokes while the
   * index is built. Slices are timed, not counted: on a slow phone they stay
   * short; on a fast computer, few pauses are needed.
   */
  static async create(index: CompactIndex): Promise<LocalSearchEngine> {
    const engine = new LocalSearchEngine(index, false);
    const count = engine.records.length;
    let next = 0;
    while (next < count) {
      const sliceEnd = performance.now() + indexingSliceMs;
      do engine.mini.add({id: next++});
      while (next < count && performance.now() < sliceEnd);
      if (next < count) await yieldToBrowser();
    }
    return engine;
  }

  constructor(index: CompactIndex, populate = true) {
    this.records = expand(index);
    this.language = index.language === 'fr' ? 'fr' : 'en';
    const language = this.language;
    this.mini = new MiniSearch({
      idField: 'id',
      fields: ['title', 'headings', 'lvl0', 'content'],
      extractField: (document, field) => {
        const record = this.records[(document as {id: number}).id];
        switch (field) {
          case 'id':
            return String((document as {id: number}).id);
          case 'title':
            return record.hierarchy.lvl1;
          case 'headings':
            return [record.hierarchy.lvl2, record.hierarchy.lvl3, record.hierarchy.lvl4]
              .filter(Boolean)
              .join(' ');
          case 'lvl0':
            return record.hierarchy.lvl0;
          default:
            return record.content;
        }
      },
      tokenize: (text) => words(text),
      processTerm: (term) => normalizeWord(term, language) ?? null,
      searchOptions: {
        boost: {title: 4, headings: 3, lvl0: 0.5, content: 1},
        prefix: (term, index, all) => index === all.length - 1 && term.length >= 3,
        fuzzy: (term) => (term.length > 4 ? 0.2 : false),
        boostDocument: (id) => (this.records[Number(id)].type === 'lvl1' ? 1.25 : 1),
      },
    });
    if (populate) this.mini.addAll(this.records.map((_, id) => ({id})));
  }

  search(params: SearchParams, indexName = 'local'): SearchResponse {
    const started = Date.now();
    const query = String(params.query ?? '').slice(0, maxQueryLength);
    const hitsPerPage = Math.max(0, Math.min(1000, Number(params.hitsPerPage ?? 20) || 0));
    const page = Math.max(0, Number(params.page ?? 0) || 0);
    const filters = normalizeFilters(params.facetFilters);
    const queryWords = words(query).slice(0, maxQueryTerms);
    const cleanQuery = queryWords.join(' ');

    let matches: MiniResult[] = [];
    if (queryWords.length > 0 && terms(cleanQuery, this.language).length > 0) {
      matches = this.rankByPage(
        this.mini
          .search(cleanQuery)
          .filter((result) => matchesFilters(this.records[Number(result.id)], filters)),
      );
    }

    const response: SearchResponse = {
      hits: [],
      nbHits: matches.length,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(matches.length / hitsPerPage) : 0,
      hitsPerPage,
      processingTimeMS: 0,
      query,
      params: '',
      index: indexName,
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
    };

    const facetNames = params.facets
      ? (Array.isArray(params.facets) ? params.facets : [params.facets]).flatMap((facet) =>
          facet === '*' ? ['language', 'docusaurus_tag', 'type'] : [facet],
        )
      : [];
    if (facetNames.length > 0) {
      response.facets = {};
      for (const facet of facetNames) {
        const counts: Record<string, number> = {};
        for (const match of matches) {
          const value = facetValue(this.records[Number(match.id)], facet);
          if (value !== undefined) counts[value] = (counts[value] ?? 0) + 1;
        }
        response.facets[facet] = counts;
      }
    }

    const highlight = {
      pre: params.highlightPreTag ?? '<mark>',
      post: params.highlightPostTag ?? '</mark>',
      ellipsis: params.snippetEllipsisText ?? '…',
    };
    const snippetWords = Object.fromEntries(
      (params.attributesToSnippet ?? ['content:15']).map((entry) => {
        const [attribute, count] = entry.split(':');
        return [attribute, Number(count) || 15];
      }),
    );
    response.hits = matches
      .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      .map((match) => this.toHit(match, queryWords, highlight, snippetWords));
    response.processingTimeMS = Date.now() - started;
    return response;
  }

  /**
   * Orders sections page by page: a page's score is its best section's plus
   * a quarter of the others', so a page that treats the subject throughout
   * comes before a page that mentions it once; its sections stay together,
   * best first, as DocSearch shows them grouped.
   */
  private rankByPage(results: MiniResult[]): MiniResult[] {
    const pages = new Map<string, {best: number; rest: number}>();
    for (const result of results) {
      const page = this.records[Number(result.id)].url_without_anchor;
      const entry = pages.get(page);
      if (!entry) pages.set(page, {best: result.score, rest: 0});
      else entry.rest += result.score;
    }
    const pageScore = (result: MiniResult) => {
      const entry = pages.get(this.records[Number(result.id)].url_without_anchor)!;
      return entry.best + entry.rest / 4;
    };
    return results
      .map((result) => ({result, page: pageScore(result)}))
      .sort((a, b) => b.page - a.page || b.result.score - a.result.score)
      .map(({result}) => result);
  }

  private toHit(
    match: MiniResult,
    queryWords: string[],
    tags: {pre: string; post: string; ellipsis: string},
    snippetWords: Record<string, number>,
  ): SearchHit {
    const record = this.records[Number(match.id)];
    const matched = new Set(match.terms);
    const queryTerms = queryWords
      .map((word) => [word, normalizeWord(word, this.language)] as const)
      .filter((entry): entry is readonly [string, string] => entry[1] !== null);

    /** The words of a text, and which of them the match found (once per text). */
    const analyse = (text: string) => {
      const tokens = text.split(/([\p{L}\p{N}]+)/u);
      const hitAt = new Set<number>();
      const found = new Set<string>();
      for (let index = 1; index < tokens.length; index += 2) {
        const term = normalizeWord(tokens[index], this.language);
        if (term && matched.has(term)) {
          hitAt.add(index);
          found.add(term);
        }
      }
      const matchedWords = queryTerms
        .filter(([, term]) => found.has(term) || [...found].some((f) => f.startsWith(term)))
        .map(([word]) => word);
      const matchLevel: MatchLevel =
        matchedWords.length === 0
          ? 'none'
          : matchedWords.length >= queryTerms.length
            ? 'full'
            : 'partial';
      return {tokens, hitAt, matchedWords, matchLevel};
    };

    const mark = (
      {tokens, hitAt, matchedWords, matchLevel}: ReturnType<typeof analyse>,
      snippetLength?: number,
    ): Highlighted => {
      let from = 0;
      let to = tokens.length;
      if (snippetLength !== undefined) {
        const wordsTotal = (tokens.length - 1) / 2;
        if (wordsTotal > snippetLength) {
          const first = Math.min(...hitAt);
          const firstWord = Number.isFinite(first) ? (first - 1) / 2 : 0;
          const startWord = Math.max(
            0,
            Math.min(firstWord - Math.floor(snippetLength / 3), wordsTotal - snippetLength),
          );
          from = startWord * 2 + 1;
          to = Math.min(tokens.length, from + snippetLength * 2);
        }
      }
      let value = '';
      for (let index = from; index < to; index += 1) {
        const token = escapeHtml(tokens[index]);
        value += hitAt.has(index) ? `${tags.pre}${token}${tags.post}` : token;
      }
      if (from > 1) value = `${tags.ellipsis}${value}`;
      if (to < tokens.length - 1) value = `${value}${tags.ellipsis}`;
      return {value, matchLevel, matchedWords};
    };

    const hierarchyHighlight: SearchHit['_highlightResult']['hierarchy'] = {};
    const hierarchySnippet: SearchHit['_snippetResult']['hierarchy'] = {};
    for (const level of levels) {
      const text = record.hierarchy[level];
      if (text === null) continue;
      const analysed = analyse(text);
      hierarchyHighlight[level] = mark(analysed);
      hierarchySnippet[level] = mark(analysed, snippetWords[`hierarchy.${level}`]);
    }
    const headingMatched = Object.entries(match.match).some(([, fields]) =>
      fields.some((field) => field === 'headings' || field === 'title'),
    );
    const type: SearchHit['type'] =
      headingMatched || record.content === '' ? record.type : 'content';
    const content = analyse(record.content);
    return {
      ...record,
      type,
      _highlightResult: {hierarchy: hierarchyHighlight, content: mark(content)},
      _snippetResult: {
        hierarchy: hierarchySnippet,
        content: mark(content, snippetWords.content ?? 15),
      },
    };
  }
}
