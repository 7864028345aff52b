/**
 * `checked_against`: which pages must say what product version they were
 * checked against, and the messages a wrong entry gets (the build stops on
 * them; tests/unit/build-rules.test.ts proves it on a fixture build).
 */
import {describe, expect, it} from 'vitest';
import {
  docsPath,
  mustBeChecked,
  parseFrontMatter,
  readCheckedAgainst,
} from '@site/src/markdown/checkedAgainst';
import {products, sourceUrl} from '@site/src/data/products';
import {defaultParseFrontMatter} from './site';

const parse = (filePath: string, frontMatter: string) =>
  parseFrontMatter({
    filePath,
    fileContent: `---\n${frontMatter}\n---\n\nText.\n`,
    defaultParseFrontMatter,
  });

describe('checked_against', () => {
  it('is required on the pages about the product, in both languages', () => {
    expect(docsPath('/site/docs/api/events.md')).toBe('api/events.md');
    expect(
      docsPath(
        '/site/i18n/fr/docusaurus-plugin-content-docs/current/Utilisateur/Cashless/order.md',
      ),
    ).toBe('Utilisateur/Cashless/order.md');
    expect(docsPath('/site/blog/2026-01-01-post.md')).toBeNull();
    expect(docsPath('/home/me/docs/site/docs/install/docker_install.md')).toBe(
      'install/docker_install.md',
    );
    for (const path of [
      'api/events.md',
      'install/Raspberry Box/Hardware/Goal.md',
      'contribute/development.md',
      'Utilisateur/Adhésion et abonnement/iframe.md',
      'presentation/rates.md',
    ]) {
      expect(mustBeChecked(path), path).toBe(true);
    }
    for (const path of ['Tips/facebook.md', 'work-doc/design.md', 'api/_category_.json']) {
      expect(mustBeChecked(path), path).toBe(false);
    }
  });

  it('reads one entry or a list, and keeps dates as the days written', async () => {
    const one = await parse(
      '/site/docs/api/events.md',
      'title: Events\nchecked_against: {product: Lespass, version: 1.8.28, date: 2026-11-25}',
    );
    expect(one.frontMatter.checked_against).toEqual([
      {product: 'Lespass', version: '1.8.28', date: '2026-11-25'},
    ]);
    const two = await parse(
      '/site/docs/install/docker_install.md',
      'checked_against:\n  - {product: Lespass, version: 1.8.28, date: 2026-11-25}\n  - {product: Fedow, version: 1.5.1, date: 2026-11-24}',
    );
    expect(two.frontMatter.checked_against).toEqual([
      {product: 'Lespass', version: '1.8.28', date: '2026-11-25'},
      {product: 'Fedow', version: '1.5.1', date: '2026-11-24'},
    ]);
  });

  it('stops the build on a page that lacks it, naming the file', async () => {
    await expect(parse('/site/docs/api/events.md', 'title: Events')).rejects.toThrow(
      /docs\/api\/events\.md: "checked_against" is missing/,
    );
    // Pages that are not about the product may go without it.
    const tips = await parse('/site/docs/Tips/facebook.md', 'title: Facebook');
    expect(tips.frontMatter.checked_against).toBeUndefined();
  });

  it('names an unknown product, an unknown version or a malformed date', () => {
    const entry = (product: string, version: string, date: string) => ({product, version, date});
    expect(() => readCheckedAgainst('a.md', [entry('Lespas', '1.8.28', '2026-11-25')])).toThrow(
      /a\.md: "checked_against" names the unknown product "Lespas" \(known: Lespass, Fedow/,
    );
    expect(() => readCheckedAgainst('a.md', [entry('Lespass', '9.9', '2026-11-25')])).toThrow(
      /a\.md: "checked_against" names Lespass version "9\.9", which src\/data\/products\.ts does not list/,
    );
    for (const date of ['2026-13-01', '2026-02-30', '25/11/2026', '2026-11-5', '']) {
      expect(() => readCheckedAgainst('a.md', [entry('Lespass', '1.8.28', date)]), date).toThrow(
        `a.md: "checked_against" has the malformed date "${date}"`,
      );
    }
    expect(() => readCheckedAgainst('a.md', ['Lespass'])).toThrow(/a\.md: "checked_against" holds/);
  });

  it('links every known version to its source at a full commit', () => {
    for (const [name, product] of Object.entries(products)) {
      for (const [version, commit] of Object.entries(product.versions)) {
        expect(commit, `${name} ${version}`).toMatch(/^[0-9a-f]{40}$/);
        expect(commit.startsWith(version) || /^\d+\.\d+\.\d+$/.test(version)).toBe(true);
        expect(sourceUrl(name as keyof typeof products, version)).toBe(
          `https://github.com/TiBillet/${product.repository}/tree/${commit}`,
        );
      }
    }
  });
});
