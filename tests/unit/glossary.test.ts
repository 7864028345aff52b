/**
 * The glossary (src/data/glossary.ts): ids unique, both languages written
 * (French typography included), every link a page that exists in both
 * languages with its anchor, the pages' terms block written from the data,
 * and every synonym group of the search traceable to a term.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {glossary, glossarySections} from '@site/src/data/glossary';
import {docsFolders, glossaryPages, pageFile} from '@site/src/markdown/glossary';
import {productWords, readersWords, synonyms} from '@site/src/search/synonyms';
import {terms, type Language} from '@site/src/search/text';
import {synonymsModule} from '@site/src/plugins/search-index/synonyms-rule';
import {wordPages} from '@site/src/plugins/search-index';
import {plainFrenchSpace, root} from './site';

const languages = ['en', 'fr'] as const;

/** Heading ids of a docs page in one language. */
function headingIds(language: Language, page: string): string[] {
  const file = join(root, docsFolders[language], page);
  return [...readFileSync(file, 'utf8').matchAll(/^#{2,6} .*?\{#([\w-]+)\}\s*$/gm)].map(
    (match) => match[1],
  );
}

describe('the glossary data', () => {
  it('has at least the terms the issue asks for, with unique kebab-case ids', () => {
    const ids = glossary.map((term) => term.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id))).toEqual([]);
    for (const id of [
      'cashless',
      'primary-card',
      'card',
      'asset',
      'wallet',
      'federation',
      'fedow',
      'lespass',
      'laboutik',
      'ticket-z',
      'closure',
      'credit-note',
      'time-currency',
      'venue',
      'space',
      'point-of-sale',
      'article',
      'category',
      'deposit',
      'gift-credit',
      'membership',
      'subscription',
      'rate',
      'member-rate',
      'free-price',
      'booking',
      'ticket',
      'scan-app',
      'ventilation',
      'time-clock',
      'loyalty',
      'refund',
      'melting-rule',
      'stripe-connect',
      'webhook',
      'api-key',
    ]) {
      expect(ids, id).toContain(id);
    }
  });

  it('gives sections and terms ids of their own, apart from the page’s other headings', () => {
    const ids = [
      ...glossarySections.map((section) => section.id),
      ...glossary.map((term) => term.id),
      'how-to-read',
      'missing-word',
      'see-also',
    ];
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('puts every term in a section, and every section has terms', () => {
    const sections = glossarySections.map((section) => section.id);
    expect(glossary.filter((term) => !sections.includes(term.section))).toEqual([]);
    expect(sections.filter((id) => !glossary.some((term) => term.section === id))).toEqual([]);
  });

  it('writes every term in both languages: term, label, where and one sentence', () => {
    const missing = glossary.flatMap((term) =>
      languages.flatMap((language) =>
        (['term', 'label', 'where', 'sentence'] as const)
          .filter((field) => !term[language][field].trim())
          .map((field) => `${term.id}.${language}.${field}`),
      ),
    );
    expect(missing).toEqual([]);
    const notOneSentence = glossary.flatMap((term) =>
      languages
        .filter((language) => {
          const sentence = term[language].sentence;
          return (
            !/^\p{Lu}/u.test(sentence) || !sentence.endsWith('.') || /\.\s+\p{Lu}/u.test(sentence)
          );
        })
        .map((language) => `${term.id}.${language}`),
    );
    expect(notOneSentence).toEqual([]);
    expect(glossary.filter((term) => term.en.sentence === term.fr.sentence)).toEqual([]);
  });

  it('writes the French with French typography', () => {
    const french = glossary.flatMap((term) =>
      (['term', 'label', 'where', 'sentence'] as const).map((field) => term.fr[field]),
    );
    // A no-break space before a double punctuation mark and inside guillemets.
    expect(french.filter((text) => plainFrenchSpace.test(text))).toEqual([]);
    expect(glossarySections.filter((section) => plainFrenchSpace.test(section.fr))).toEqual([]);
  });

  it('links every term to a page that exists in both languages, anchor included', () => {
    const broken = glossary.flatMap((term) => {
      const file = pageFile(term.page);
      const anchor = term.page.split('#')[1];
      return languages.flatMap((language) => {
        if (!existsSync(join(root, docsFolders[language], file))) {
          return [`${term.id}: ${language} ${file} is missing`];
        }
        if (anchor && !headingIds(language, file).includes(anchor)) {
          return [`${term.id}: ${language} ${file} has no #${anchor}`];
        }
        return [];
      });
    });
    expect(broken).toEqual([]);
  });

  it('gives single words as other words, each in one group only', () => {
    const phrases = glossary.flatMap((term) =>
      languages.flatMap((language) => term[language].also.filter((word) => /\s/.test(word))),
    );
    expect(phrases).toEqual([]);
    for (const language of languages) {
      const owner = new Map<string, number>();
      const shared: string[] = [];
      synonyms[language].forEach((group, index) => {
        for (const stem of new Set(group.flatMap((word) => terms(word, language)))) {
          if (owner.has(stem) && owner.get(stem) !== index) shared.push(`${language}: ${stem}`);
          owner.set(stem, index);
        }
      });
      expect(shared).toEqual([]);
    }
  });
});

describe('the search synonyms', () => {
  it('are the glossary groups and the readers’ everyday words, nothing else', () => {
    for (const language of languages) {
      expect(synonyms[language]).toEqual([...productWords(language), ...readersWords[language]]);
    }
  });

  it('trace every product-word group to a glossary term', () => {
    for (const language of languages) {
      const untraced = productWords(language).filter(
        (group) =>
          !glossary.some((term) => {
            const words = term[language];
            return group.every(
              (word) => word === words.term.toLowerCase() || words.also.includes(word),
            );
          }),
      );
      expect(untraced).toEqual([]);
    }
  });

  it('keep product words out of the readers’ groups', () => {
    for (const language of languages) {
      const product = new Set(
        glossary.flatMap((term) =>
          [term[language].term, ...term[language].also].flatMap((word) => terms(word, language)),
        ),
      );
      const misplaced = readersWords[language]
        .flat()
        .filter((word) => terms(word, language).some((stem) => product.has(stem)));
      expect(misplaced).toEqual([]);
    }
  });

  it('count the glossary as a page of words, below the pages that teach a job', () => {
    expect(wordPages.test('/docs/glossary/')).toBe(true);
    expect(wordPages.test('/fr/docs/glossary/')).toBe(true);
    expect(wordPages.test('/docs/recipes/offer-a-membership/')).toBe(false);
  });

  it('reach the browser as plain data, without the glossary’s sentences', () => {
    const module = synonymsModule(synonyms);
    expect(module).toBe(`export const synonyms = ${JSON.stringify(synonyms)};\n`);
    expect(module).not.toContain(glossary[0].en.sentence);
    expect(() => synonymsModule(undefined)).toThrow(/got no groups/);
  });
});

describe('the glossary pages', () => {
  it('hold the terms written from the data, in both languages (run npm run glossary)', () => {
    for (const page of glossaryPages(root)) {
      expect(page.text, page.file).toBe(page.expected);
    }
  });

  it('give every term its anchor, the same in both languages', () => {
    const [english, french] = languages.map((language) =>
      headingIds(language, 'glossary/index.md'),
    );
    expect(french).toEqual(english);
    for (const term of glossary) expect(english, term.id).toContain(term.id);
  });
});
