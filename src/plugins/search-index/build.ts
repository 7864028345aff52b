/**
 * Turns a locale's pages into the files of its search index
 * (src/search/format.ts): the manifest, the shards of words with their
 * postings, and what results show of the pages' parts, a few parts per file.
 *
 * A section's weight for a word is its BM25 score in each field the word is
 * in, boosted: the page's title and description (on the page's own section),
 * the section's heading, the breadcrumb, the text. A word of a synonym group
 * (src/search/synonyms.ts) also gives the section to the group's other
 * words, at half its weight.
 */
import {createHash} from 'node:crypto';
import {
  pageKinds,
  partsFileName,
  weightScale,
  type Manifest,
  type PartText,
  type PartsFile,
  type Shard,
} from '../../search/format';
import {synonyms} from '../../search/synonyms';
import {terms, type Language} from '../../search/text';
import type {ExtractedPage} from './extract';

export type IndexedPage = ExtractedPage & {url: string};

/**
 * Each field's boost, in the order its words are read for closeness: a page's
 * title, a section's heading or a row's first cell, then the texts. These and
 * `bm25` are the ones `npm run search:tune` found best on the tuned and fresh
 * questions (tests/search/tune.test.ts).
 */
export const boosts = {
  title: 3,
  heading: 2,
  cell: 3,
  description: 3,
  text: 1,
  cells: 1.5,
  context: 1,
  breadcrumb: 3,
};
type Field = keyof typeof boosts;
/** BM25's saturation of a word's count, and how much a field's length counts. */
export const bm25 = {k1: 1.6, b: 0.5};
/** Where a word first is in a part is kept up to here: further on, closeness is not told. */
const maxPosition = 999;
/** Text kept per section for the results; the whole section is indexed. */
const shown = (text: string) => text.slice(0, 600);
/** A shard's JSON before gzip: about 3 KB on the wire. */
const shardBytes = 8_000;
/**
 * A parts file's JSON before gzip, about: 1 KB on the wire. A result shows
 * one or two parts: smaller files cost fewer bytes per result, and more files
 * to the offline copy. Measured on 101 pages: 2,500 gave 320 files and 1.1 KB
 * per part shown; 5,000 gave 181 files and 1.9 KB (a whole page's file was
 * 2.6 KB). With 117 pages the search page's ten results made 5,000 cost too
 * much: /search/?q=refund weighed 217.5 KB, 14.3 KB over the introduction
 * (budget 10); with 2,500 it weighs 207.8 KB, and the offline copy holds 736
 * files instead of 579 for the same 3.0 MB.
 */
const partsFileBytes = 2_500;
/**
 * The most parts a word's postings keep: its best-weighted ones, with the
 * number of parts that have it for its rarity. A word in more parts tells
 * little, and its whole list would be the bulk of the bytes before a first
 * result on a site ten times this one (npm run bench, the scale fixture).
 */
export const maxPostings = 1_000;
const mean = (values: number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

export function buildIndex(
  pages: IndexedPage[],
  language: Language,
  {
    keep = maxPostings,
    fieldBoosts = boosts,
    saturation = bm25,
  }: {keep?: number; fieldBoosts?: typeof boosts; saturation?: typeof bm25} = {},
): Map<string, string> {
  const {k1, b} = saturation;
  // The words of each section, per field: a page's own section, then one per heading.
  const termsOf = (fields: Partial<Record<Field, string>>): Partial<Record<Field, string[]>> =>
    Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, terms(text, language)]));
  const sections = pages.flatMap(
    ({title, description, breadcrumb, text, sections: headed, rows}) => [
      termsOf({title, description, breadcrumb, text}),
      ...headed.map(({headings, text}) => termsOf({heading: headings.at(-1) ?? '', text})),
      ...rows.map(({headings, text, context}) =>
        termsOf({cell: headings.at(-1) ?? '', cells: text, context}),
      ),
    ],
  );
  // Each field's average length, over the sections that have it.
  const averages = Object.fromEntries(
    Object.keys(boosts).map((field) => {
      const lengths = sections.flatMap((fields) => fields[field as Field]?.length ?? []);
      return [field, Math.max(1, mean(lengths))];
    }),
  );
  // A word of a synonym group stands for the whole group.
  const groups = new Map<string, string[]>();
  for (const group of synonyms[language]) {
    const stems = group.flatMap((word) => terms(word, language));
    for (const stem of stems) groups.set(stem, stems);
  }

  // Word → section → weight; and how many sections have the word itself, not a synonym of it.
  const postings = new Map<string, Map<number, number[]>>();
  const native = new Map<string, number>();
  const add = (word: string, section: number, weight: number, position: number) => {
    const list = postings.get(word) ?? new Map<number, number[]>();
    if ((list.get(section)?.[0] ?? 0) < weight) list.set(section, [weight, position]);
    postings.set(word, list);
  };
  sections.forEach((fields, section) => {
    // Where each word first is, its fields read in the order of boosts.
    const positions = new Map<string, number>();
    Object.keys(boosts)
      .flatMap((field) => fields[field as Field] ?? [])
      .forEach((word, at) => positions.set(word, positions.get(word) ?? at));
    const weights = new Map<string, number>();
    for (const [field, list] of Object.entries(fields) as [Field, string[]][]) {
      const counts = new Map<string, number>();
      for (const word of list) counts.set(word, (counts.get(word) ?? 0) + 1);
      const norm = k1 * (1 - b + (b * list.length) / averages[field]);
      for (const [word, count] of counts)
        weights.set(
          word,
          (weights.get(word) ?? 0) + (fieldBoosts[field] * count * (k1 + 1)) / (count + norm),
        );
    }
    for (const [word, weight] of weights) {
      native.set(word, (native.get(word) ?? 0) + 1);
      const stored = Math.min(255, Math.max(1, Math.round(weight * weightScale)));
      const position = Math.min(positions.get(word)!, maxPosition);
      add(word, section, stored, position);
      for (const other of groups.get(word) ?? [])
        add(other, section, Math.max(1, stored >> 1), position);
    }
  });

  // Words in order, cut into shards of about shardBytes.
  const shards: Shard[] = [];
  let size = Infinity;
  for (const word of [...postings.keys()].sort()) {
    const listed = [...postings.get(word)!];
    // The parts where the word weighs most, in part order.
    const kept =
      listed.length > keep ? listed.sort(([, [x]], [, [y]]) => y - x).slice(0, keep) : listed;
    const flat = kept
      .sort(([x], [y]) => x - y)
      .flatMap(([section, [weight, position]], at, all) => [
        section - (all[at - 1]?.[0] ?? 0),
        weight,
        position,
      ]);
    if (size > shardBytes) {
      shards.push([]);
      size = 0;
    }
    const own = native.get(word) ?? 0;
    shards[shards.length - 1].push(
      kept.length < listed.length
        ? [word, flat, own, listed.length]
        : own === listed.length
          ? [word, flat]
          : [word, flat, own],
    );
    size += word.length + 6 + flat.join(',').length;
  }
  const files = new Map(shards.map((shard, index) => [`s${index}.json`, JSON.stringify(shard)]));
  const partsPerFile = pages.map((page, index) => {
    const parts: PartText[] = [
      ['', [], shown(`${page.description} ${page.text}`.trim())],
      ...[...page.sections, ...page.rows].map(({anchor, headings, text}): PartText => [
        anchor,
        headings,
        shown(text),
      ]),
    ];
    const size = mean(parts.map((part) => JSON.stringify(part).length));
    const perFile = Math.max(1, Math.round(partsFileBytes / size));
    for (let from = 0; from < parts.length; from += perFile) {
      const file: PartsFile = {
        url: page.url,
        title: page.title,
        breadcrumb: page.breadcrumb,
        parts: parts.slice(from, from + perFile),
      };
      files.set(partsFileName(index, from, perFile), JSON.stringify(file));
    }
    return perFile;
  });
  const hash = createHash('sha256');
  for (const content of files.values()) hash.update(content);
  const manifest: Manifest = {
    build: hash.digest('hex').slice(0, 10),
    language,
    sections: sections.length,
    pages: pages.map((page, index) => [
      pageKinds.indexOf(page.kind),
      page.sections.length + 1,
      page.rows.length,
      partsPerFile[index],
    ]),
    shards: shards.map((shard) => shard[0][0]),
  };
  return files.set('manifest.json', JSON.stringify(manifest));
}
