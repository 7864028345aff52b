/**
 * src/plugins/addresses: one spelling per address, the sitemap's; and the
 * upstream modules it stands in for still have the shape it expects.
 */
import {existsSync, readFileSync} from 'node:fs';
import {basename, dirname, join, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {standIns} from '../../src/plugins/addresses';
import {
  encodeAddress,
  isFilePath,
  pageAddress,
  withPageAddresses,
} from '../../src/plugins/addresses/encode';
import rehypeTaskListLabels from '../../src/markdown/rehypeTaskListLabels';
import {filesUnder} from './site';

describe('encodeAddress', () => {
  it('encodes spaces and accents as encodeURI does, as the sitemap writes them', () => {
    for (const path of [
      '/docs/install/Raspberry Box/Hardware/Goal/',
      '/fr/docs/category/adhésion--abonnements/',
      '/docs/Utilisateur/Adhésion et abonnement/iframe/',
    ]) {
      expect(encodeAddress(path)).toBe(encodeURI(path));
    }
    expect(encodeAddress('/docs/install/Raspberry Box/Hardware/Goal/')).toBe(
      '/docs/install/Raspberry%20Box/Hardware/Goal/',
    );
  });

  it('leaves what is already encoded, so encoding twice changes nothing', () => {
    const once = encodeAddress('/docs/Utilisateur/Adhésion et abonnement/?q=a b#été');
    expect(encodeAddress(once)).toBe(once);
    expect(encodeAddress('/docs/Raspberry%20Box/')).toBe('/docs/Raspberry%20Box/');
    // A "%" that starts no escape is itself encoded.
    expect(encodeAddress('/100%/')).toBe('/100%25/');
  });

  it('encodes a "#" inside the fragment, and keeps the address before it', () => {
    expect(encodeAddress('https://matrix.to/#/#tibillet:tiers-lieux.org')).toBe(
      'https://matrix.to/#/%23tibillet:tiers-lieux.org',
    );
    expect(encodeAddress('#section')).toBe('#section');
    expect(encodeAddress('https://tibillet.org/fr/')).toBe('https://tibillet.org/fr/');
    expect(encodeAddress('mailto:contact@tibillet.re?subject=Une question')).toBe(
      'mailto:contact@tibillet.re?subject=Une%20question',
    );
  });

  it('writes characters outside the BMP and stray surrogates as valid UTF-8', () => {
    expect(encodeAddress('/a😀/')).toBe('/a%F0%9F%98%80/');
    expect(encodeAddress('/a\uD800/')).toBe('/a%EF%BF%BD/');
  });
});

describe('pageAddress', () => {
  it('adds the trailing slash to pages, not to files, and encodes', () => {
    expect(pageAddress('/blog/2025/06/10/federations', 'https://tibillet.org')).toBe(
      'https://tibillet.org/blog/2025/06/10/federations/',
    );
    expect(pageAddress('/docs/category/adhésion--abonnements')).toBe(
      '/docs/category/adh%C3%A9sion--abonnements/',
    );
    expect(pageAddress('/img/social-card.png')).toBe('/img/social-card.png');
    expect(pageAddress('/docs/api/intro#auth')).toBe('/docs/api/intro/#auth');
    expect(isFilePath('/blog/rss.xml')).toBe(true);
    expect(isFilePath('/docs/api/intro/')).toBe(false);
  });

  it("rewrites the site's own addresses in structured data, and no other", () => {
    const data = {
      '@id': 'https://tibillet.org/blog',
      itemListElement: [{item: 'https://tibillet.org/docs/category/adhésion--abonnements'}],
      author: {url: 'https://codecommun.coop/team'},
      image: 'https://tibillet.org/img/card.png',
      position: 1,
    };
    expect(withPageAddresses(data, 'https://tibillet.org')).toEqual({
      '@id': 'https://tibillet.org/blog/',
      itemListElement: [{item: 'https://tibillet.org/docs/category/adh%C3%A9sion--abonnements/'}],
      author: {url: 'https://codecommun.coop/team'},
      image: 'https://tibillet.org/img/card.png',
      position: 1,
    });
  });
});

describe('the upstream modules the plugin stands in for', () => {
  it('history 4 still exports what react-router imports, and nothing more', () => {
    const source = readFileSync('node_modules/history/esm/history.js', 'utf8');
    const exported = /export \{([^}]*)\};\s*$/
      .exec(source)?.[1]
      ?.split(',')
      .map((s) => s.trim());
    expect(exported?.sort()).toEqual([
      'createBrowserHistory',
      'createHashHistory',
      'createLocation',
      'createMemoryHistory',
      'createPath',
      'locationsAreEqual',
      'parsePath',
    ]);
    const standIn = readFileSync('src/plugins/addresses/history.ts', 'utf8');
    for (const name of exported ?? []) expect(standIn, name).toMatch(new RegExp(`\\b${name}\\b`));
  });

  it("theme-common's useAlternatePageUtils is where the plugin replaces it", () => {
    const internal = readFileSync('node_modules/@docusaurus/theme-common/lib/internal.js', 'utf8');
    expect(internal).toContain(
      "export { useAlternatePageUtils } from './utils/useAlternatePageUtils';",
    );
    const {request, context, file} = standIns.alternatePageUtils;
    expect(request.test('./utils/useAlternatePageUtils')).toBe(true);
    expect(context.test(resolve('node_modules/@docusaurus/theme-common/lib'))).toBe(true);
    expect(existsSync(file)).toBe(true);
    // No other module of theme-common reaches it by another path.
    const others = filesUnder(resolve('node_modules/@docusaurus/theme-common/lib'))
      .filter((module) => module.endsWith('.js') && !module.endsWith('useAlternatePageUtils.js'))
      .filter((module) => /useAlternatePageUtils['"]/.test(readFileSync(module, 'utf8')));
    expect(others.map((module) => basename(module))).toEqual(['internal.js']);
  });

  it.each(['react-router', 'react-router-dom'])(
    '%s imports history from where the plugin replaces it',
    (name) => {
      const packageDir = resolve('node_modules', name);
      const main = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).module;
      const module = join(packageDir, main);
      expect(readFileSync(module, 'utf8')).toMatch(/ from 'history';/);
      expect(standIns.history.request.test('history')).toBe(true);
      expect(standIns.history.context.test(dirname(module))).toBe(true);
      expect(existsSync(standIns.history.file)).toBe(true);
    },
  );

  it('leaves history alone everywhere else', () => {
    expect(standIns.history.context.test(resolve('node_modules/@docusaurus/core/lib/client'))).toBe(
      false,
    );
  });
});

describe('rehypeTaskListLabels', () => {
  type Node = {
    type: string;
    tagName?: string;
    value?: string;
    properties?: Record<string, unknown>;
    children?: Node[];
  };
  const text = (value: string): Node => ({type: 'text', value});
  const element = (tagName: string, children: Node[] = [], properties = {}): Node => ({
    type: 'element',
    tagName,
    properties,
    children,
  });
  const checkbox = () => element('input', [], {type: 'checkbox', disabled: true});

  it('puts the checkbox and the words of its line in one label', () => {
    const item = element(
      'li',
      [checkbox(), text(' Check the '), element('strong', [text('Wi-Fi')]), element('ul')],
      {className: ['task-list-item']},
    );
    rehypeTaskListLabels()(element('ul', [item]));
    expect(item.children?.map((child) => child.tagName ?? child.type)).toEqual(['label', 'ul']);
    expect(item.children?.[0]?.children?.map((child) => child.tagName ?? child.type)).toEqual([
      'input',
      'text',
      'strong',
    ]);
  });

  it("finds the checkbox in a loose item's paragraph, and leaves other lists alone", () => {
    const paragraph = element('p', [checkbox(), text(' Print the menus')]);
    const loose = element('li', [paragraph], {className: ['task-list-item']});
    const plain = element('li', [text('No checkbox')]);
    rehypeTaskListLabels()(element('ul', [loose, plain]));
    expect(paragraph.children?.[0]?.tagName).toBe('label');
    expect(plain.children).toEqual([text('No checkbox')]);
  });
});
