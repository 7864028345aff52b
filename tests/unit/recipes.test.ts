/**
 * Recipes (docs/recipes/): jobs readers asked for in the product's trackers
 * or changelog. Each one says where it was asked (`asked_in`, checked by the
 * build through src/markdown/askedIn.ts), the same in both languages, and
 * follows the page standard's sections. The category is "Recipes" /
 * « Recettes ».
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {load as parseYaml} from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {askedInPattern, mustSayWhereAsked, readAskedIn} from '@site/src/markdown/askedIn';
import {parseFrontMatter} from '@site/src/markdown/checkedAgainst';
import {defaultParseFrontMatter, docsDir, frenchDocsDir, frenchMessages} from './site';

const recipes = readdirSync(join(docsDir, 'recipes')).filter((file) => file.endsWith('.md'));

function frontMatterOf(file: string): Record<string, unknown> {
  const block = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  return (parseYaml(block) as Record<string, unknown>) ?? {};
}

const parse = (filePath: string, frontMatter: string) =>
  parseFrontMatter({
    filePath,
    fileContent: `---\n${frontMatter}\n---\n\nText.\n`,
    defaultParseFrontMatter,
  });

const checked = 'checked_against: [{product: Lespass, version: 1.8.28, date: 2026-11-28}]';

describe('asked_in', () => {
  it('accepts a thread of a TiBillet repository or a changelog entry, one or several', () => {
    expect(readAskedIn('r.md', 'https://github.com/TiBillet/Lespass/issues/467')).toEqual([
      'https://github.com/TiBillet/Lespass/issues/467',
    ]);
    expect(
      readAskedIn('r.md', [
        'https://github.com/TiBillet/LaBoutik/issues/103',
        'TiBillet/Lespass:CHANGELOG.md#api-v1-deprecation-headers',
      ]),
    ).toHaveLength(2);
  });

  it('refuses a missing entry, another site, a pull of another owner or a bare word', () => {
    expect(() => readAskedIn('docs/recipes/r.md', undefined)).toThrow(
      /docs\/recipes\/r\.md: "asked_in" is missing/,
    );
    for (const wrong of [
      'https://example.org/forum/42',
      'https://github.com/someone/Lespass/issues/1',
      'https://github.com/TiBillet/Lespass/issues/',
      'Lespass#467',
      'TiBillet/Lespass:README.md#install',
    ]) {
      expect(() => readAskedIn('r.md', wrong), wrong).toThrow(/neither a thread/);
    }
  });

  it('is required on recipes by the build, in both languages, and checked wherever given', async () => {
    expect(mustSayWhereAsked('recipes/festival-pass-with-membership.md')).toBe(true);
    expect(mustSayWhereAsked('glossary/index.md')).toBe(false);
    await expect(parse('/site/docs/recipes/x.md', `title: X\n${checked}`)).rejects.toThrow(
      /"asked_in" is missing/,
    );
    await expect(
      parse(
        '/site/i18n/fr/docusaurus-plugin-content-docs/current/recipes/x.md',
        `title: X\n${checked}\nasked_in: somewhere`,
      ),
    ).rejects.toThrow(/neither a thread/);
    const ok = await parse(
      '/site/docs/recipes/x.md',
      `title: X\n${checked}\nasked_in: https://github.com/TiBillet/Fedow/issues/3`,
    );
    expect(ok.frontMatter.asked_in).toEqual(['https://github.com/TiBillet/Fedow/issues/3']);
    // Outside recipes it is optional, but checked when present.
    await expect(
      parse('/site/docs/Utilisateur/Cashless/order.md', `title: X\n${checked}\nasked_in: nowhere`),
    ).rejects.toThrow(/neither a thread/);
  });
});

describe('the recipes', () => {
  it('are at least twelve, with a French twin each', () => {
    expect(recipes.length).toBeGreaterThanOrEqual(12);
    const french = readdirSync(join(frenchDocsDir, 'recipes')).filter((file) =>
      file.endsWith('.md'),
    );
    expect(french.sort()).toEqual([...recipes].sort());
  });

  it.each(recipes)('%s names where it was asked, the same in both languages', (file) => {
    const english = frontMatterOf(join(docsDir, 'recipes', file)).asked_in;
    const french = frontMatterOf(join(frenchDocsDir, 'recipes', file)).asked_in;
    const entries = readAskedIn(file, english);
    expect(entries.every((entry) => askedInPattern.test(entry))).toBe(true);
    expect(french).toEqual(english);
  });

  it.each(recipes)(
    '%s follows the page standard: before, steps, check, troubleshooting, see also',
    (file) => {
      for (const dir of [docsDir, frenchDocsDir]) {
        const text = readFileSync(join(dir, 'recipes', file), 'utf8');
        for (const id of ['before-you-start', 'steps', 'check', 'troubleshooting', 'see-also']) {
          expect(text, `${dir}: #${id}`).toMatch(new RegExp(`^## .+ \\{#${id}\\}$`, 'm'));
        }
        expect(text, `${dir}: numbered steps`).toMatch(/^1\. /m);
      }
    },
  );

  it('form a category named Recipes, « Recettes » in French', () => {
    const category = JSON.parse(readFileSync(join(docsDir, 'recipes', '_category_.json'), 'utf8'));
    expect(category.label).toBe('Recipes');
    expect(category.link.slug).toBe('/category/recipes');
    const french = frenchMessages('docusaurus-plugin-content-docs/current.json');
    expect(french['sidebar.tutorialSidebar.category.Recipes']?.message).toBe('Recettes');
  });
});
