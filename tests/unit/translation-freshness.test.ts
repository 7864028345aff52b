/**
 * Translation freshness (npm run check:translations, npm run
 * translations:mark, src/markdown/translationRecord.mjs) on a small site made
 * here: a marked pair is up to date; a change to the English page makes its
 * French page stale, with the headings added or removed and the paragraphs
 * changed listed, still exit 0; a missing or malformed record fails, naming
 * the file and the command that writes it; a page first written in French
 * works the other way round; the build gives a stale page its notice and
 * drops the record from what pages load.
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {defaultParseFrontMatter, root} from './site';
import {
  contentHash,
  describeChanges,
  readRecord,
  structureOf,
  translationState,
  writeRecord,
} from '@site/src/markdown/translationRecord.mjs';
import {createParseFrontMatter} from '@site/src/markdown/frontMatter';

const work = mkdtempSync(join(tmpdir(), 'translation-freshness-'));
afterAll(() => rmSync(work, {recursive: true, force: true}));

const frDocs = 'i18n/fr/docusaurus-plugin-content-docs/current';
const frBlog = 'i18n/fr/docusaurus-plugin-content-blog';

const english = `---
title: Refund a card
description: Give back what is left on a card.
sidebar_position: 2
tags: [cashless]
---

At the end of a festival, people ask for what is left on their card.

## Before you start {#before-you-start}

- A point of sale with a refund item.
- The card itself.

## Steps {#steps}

1. Open the till.
2. Read the card.

\`\`\`bash
# not a heading
echo refund
\`\`\`

## Good to know {#good-to-know}

Gift tokens are not refunded.
`;

const french = `---
title: Rembourser une carte
description: Rendre ce qui reste sur une carte.
sidebar_position: 2
tags: [cashless]
---

À la fin d’un festival, on vous demande ce qui reste sur la carte.

## Avant de commencer {#before-you-start}

- Un point de vente avec un article de remboursement.
- La carte elle-même.

## Étapes {#steps}

1. Ouvrez la caisse.
2. Lisez la carte.

## Bon à savoir {#good-to-know}

Les jetons cadeau ne sont pas remboursés.
`;

let count = 0;
/** A site with one docs page and one post in both languages. */
function site(): string {
  const dir = join(work, `site-${count++}`);
  const files: Record<string, string> = {
    'docs/Cashless/Refund.md': english,
    [`${frDocs}/Cashless/Refund.md`]: french,
    'blog/2026-01-01-news.md': '---\ntitle: News\n---\n\nSome news.\n',
    [`${frBlog}/2026-01-01-news.md`]: '---\ntitle: Nouvelles\n---\n\nDes nouvelles.\n',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), {recursive: true});
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

function run(script: string, args: string[], cwd = root) {
  const result = spawnSync(process.execPath, [join(root, 'scripts', script), ...args], {
    cwd,
    encoding: 'utf8',
  });
  return {code: result.status, out: `${result.stdout}${result.stderr}`};
}
const check = (dir: string) => run('check-translation-freshness.mjs', [dir]);
const mark = (dir: string, ...args: string[]) => run('mark-translations.mjs', args, dir);
const edit = (dir: string, file: string, change: (text: string) => string) =>
  writeFileSync(join(dir, file), change(readFileSync(join(dir, file), 'utf8')));

describe('the content hash', () => {
  it('follows what a translator translates, not the rest of the front matter', () => {
    const hash = contentHash(english);
    expect(hash).toMatch(/^[0-9a-f]{12}$/);
    expect(contentHash(english.replace('tags: [cashless]', 'tags: [cashless, card]'))).toBe(hash);
    expect(contentHash(english.replace('\n', '\r\n'))).toBe(hash);
    expect(contentHash(`${english}\n\n\n`)).toBe(hash);
    expect(contentHash(english.replace('Refund a card', 'Refund a cashless card'))).not.toBe(hash);
    expect(contentHash(english.replace('Read the card.', 'Read the card twice.'))).not.toBe(hash);
  });

  it('describes headings added, removed and reworded, and paragraphs changed', () => {
    const before = structureOf('docs/Cashless/Refund.md', english);
    const after = english
      .replace('## Good to know {#good-to-know}\n\nGift tokens are not refunded.\n', '')
      .replace('## Steps {#steps}', '## Refund at the till {#steps}')
      .replace('2. Read the card.', '2. Read the card, then confirm.')
      .replace(
        'At the end of a festival',
        'Online refunds exist too.\n\n## Refund online {#online}\n\nAsk from your account.\n\nAt the end of a festival',
      );
    const changes = describeChanges(before, after);
    expect(changes).toContain('heading added: ## Refund online {#online}');
    expect(changes).toContain('heading removed: ## Good to know {#good-to-know}');
    expect(changes).toContain('heading reworded: "Steps" → "Refund at the till" (#steps)');
    expect(changes).toContainEqual(
      expect.stringMatching(
        /^"Refund at the till" \(#steps\): 1 paragraph changed; now "Open the till/,
      ),
    );
    expect(changes).toContainEqual(expect.stringMatching(/^the introduction: 1 paragraph changed/));
    // A "#" inside a code block is not a heading.
    expect(before.sections.map((section) => section.id)).toEqual([
      '',
      'before-you-start',
      'steps',
      'good-to-know',
    ]);
  });

  it('writes and reads a record, keeping the rest of the file', () => {
    const marked = writeRecord(french, {locale: 'en', hash: '0123456789ab'});
    expect(marked).toContain(
      'tags: [cashless]\ntranslated_from: {locale: en, hash: 0123456789ab}\n---\n',
    );
    expect(marked.replace(/translated_from: .*\n/, '')).toBe(french);
    expect(readRecord('x.md', marked)).toEqual({locale: 'en', hash: '0123456789ab'});
    const again = writeRecord(marked, {locale: 'en', hash: 'ba9876543210'});
    expect(again.match(/translated_from/g)).toHaveLength(1);
    expect(() => readRecord('x.md', marked.replace('0123456789ab', 'nothex'))).toThrow(
      /x\.md: "translated_from" is malformed .* npm run translations:mark -- "x\.md"/,
    );
  });
});

describe('npm run check:translations and translations:mark', {timeout: 30_000}, () => {
  it('fails on pages without a record, naming each file and the command that adds it', () => {
    const dir = site();
    const {code, out} = check(dir);
    expect(code).toBe(1);
    expect(out).toContain(
      `${frDocs}/Cashless/Refund.md: no "translated_from" record, in it or in docs/Cashless/Refund.md. ` +
        `If the French page translates the English one: npm run translations:mark -- "${frDocs}/Cashless/Refund.md"`,
    );
    expect(out).toContain(`${frBlog}/2026-01-01-news.md: no "translated_from" record`);
    expect(out).toContain(
      'To record all 2 as translations of the English pages: npm run translations:mark -- --missing',
    );
  });

  it('marks every pair, then finds each translation up to date', () => {
    const dir = site();
    const marked = mark(dir, '--missing');
    expect(marked.code, marked.out).toBe(0);
    expect(readFileSync(join(dir, frDocs, 'Cashless/Refund.md'), 'utf8')).toContain(
      `translated_from: {locale: en, hash: ${contentHash(english)}}`,
    );
    expect(
      JSON.parse(
        readFileSync(join(dir, 'i18n/translated-sources/docs/Cashless/Refund.md.json'), 'utf8'),
      ).hash,
    ).toBe(contentHash(english));
    const {code, out} = check(dir);
    expect(code, out).toBe(0);
    expect(out).toContain(
      '2 pages in both languages (1 docs pages, 1 blog posts): 2 up to date, 0 stale',
    );
  });

  it('lists a stale translation with what changed, as a warning, until it is marked again', () => {
    const dir = site();
    mark(dir, '--missing');
    edit(dir, 'docs/Cashless/Refund.md', (text) =>
      text.replace(
        '## Good to know',
        '## Refund online {#online}\n\nFrom your account.\n\n## Good to know',
      ),
    );
    const stale = check(dir);
    expect(stale.code, stale.out).toBe(0);
    expect(stale.out).toContain('1 up to date, 1 stale');
    expect(stale.out).toContain(`${frDocs}/Cashless/Refund.md translates docs/Cashless/Refund.md`);
    expect(stale.out).toContain('- heading added: ## Refund online {#online}');
    expect(stale.out).toContain(
      `Once the translation has caught up: npm run translations:mark -- "${frDocs}/Cashless/Refund.md"`,
    );
    expect(mark(dir, `${frDocs}/Cashless/Refund.md`).code).toBe(0);
    expect(check(dir).out).toContain('2 up to date, 0 stale');
  });

  it('fails on a malformed record, naming the file', () => {
    const dir = site();
    mark(dir, '--missing');
    edit(dir, `${frBlog}/2026-01-01-news.md`, (text) =>
      text.replace(/translated_from: .*/, 'translated_from: {locale: en}'),
    );
    const {code, out} = check(dir);
    expect(code).toBe(1);
    expect(out).toContain(`${frBlog}/2026-01-01-news.md: "translated_from" is malformed`);
  });

  it('works the other way round for a page first written in French', () => {
    const dir = site();
    mark(dir, `${frBlog}/2026-01-01-news.md`);
    const english = mark(dir, 'docs/Cashless/Refund.md');
    expect(english.code, english.out).toBe(0);
    expect(readFileSync(join(dir, 'docs/Cashless/Refund.md'), 'utf8')).toContain(
      'translated_from: {locale: fr, hash: ',
    );
    edit(dir, `${frDocs}/Cashless/Refund.md`, (text) =>
      text.replace('Lisez la carte.', 'Lisez la carte deux fois.'),
    );
    const {code, out} = check(dir);
    expect(code, out).toBe(0);
    expect(out).toContain(`docs/Cashless/Refund.md translates ${frDocs}/Cashless/Refund.md`);
    expect(out).toContain('"Étapes" (#steps): 1 paragraph changed');
    // The original cannot be marked as a translation of its own translation.
    const wrong = mark(dir, `${frDocs}/Cashless/Refund.md`);
    expect(wrong.code).toBe(2);
    expect(wrong.out).toContain(`${frDocs}/Cashless/Refund.md is the original`);
  });

  it('refuses bad input with exit 2', () => {
    expect(check(join(work, 'nowhere')).code).toBe(2);
    const dir = site();
    const notAPage = mark(dir, 'README.md');
    expect(notAPage.code).toBe(2);
    expect(notAPage.out).toContain('README.md is not a docs page or a blog post');
    expect(mark(dir).code).toBe(2);
  });
});

describe('the build', () => {
  const parse = async (dir: string, file: string, showAsOutdated: string[] = []) =>
    createParseFrontMatter({siteDir: dir, showAsOutdated})({
      filePath: join(dir, file),
      fileContent: readFileSync(join(dir, file), 'utf8'),
      defaultParseFrontMatter,
    });

  it('marks a stale translation for its notice and keeps the record out of the pages', async () => {
    const dir = site();
    mark(dir, '--missing');
    const page = `${frBlog}/2026-01-01-news.md`;
    const fresh = await parse(dir, page);
    expect(fresh.frontMatter).not.toHaveProperty('translated_from');
    expect(fresh.frontMatter).not.toHaveProperty('outdated_translation_of');
    edit(dir, 'blog/2026-01-01-news.md', (text) => text.replace('Some news.', 'Other news.'));
    expect((await parse(dir, page)).frontMatter.outdated_translation_of).toBe('en');
    expect(translationState(dir, join(dir, 'blog/2026-01-01-news.md'), '')).toBeNull();
  });

  it('shows the notice on the pages the test build names', async () => {
    const dir = site();
    mark(dir, '--missing');
    const result = await parse(dir, 'docs/Cashless/Refund.md', ['docs/Cashless/Refund.md']);
    expect(result.frontMatter.outdated_translation_of).toBe('fr');
  });
});
