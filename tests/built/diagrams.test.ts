/**
 * Diagrams in the built pages (src/plugins/diagrams; run after `npm run
 * build`): each is in its page's HTML as SVG, with a name and its words as
 * text, in the page's language; and no script of the build holds Mermaid.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {findDiagrams} from '../../src/plugins/diagrams/sources';
import {buildDir, builtPages} from './site';

const root = join(__dirname, '..', '..');
const pages = builtPages();
const withDiagrams = pages.filter((page) => page.$('[data-diagram="mermaid"]').length > 0);

describe('the diagrams of the built pages', () => {
  it('are on as many pages as the Markdown has pages with diagrams, in each language', () => {
    const sources = new Set(findDiagrams(root).map((diagram) => diagram.file));
    for (const locale of ['en', 'fr'] as const) {
      const files = [...sources].filter(
        (file) => file.startsWith('i18n/fr/') === (locale === 'fr'),
      );
      const built = withDiagrams.filter(
        (page) => page.locale === locale && !page.path.includes('/tags/'),
      );
      // A blog post's diagram also shows on the blog's list pages.
      expect(built.length, locale).toBeGreaterThanOrEqual(files.length);
    }
    expect(withDiagrams.map((page) => page.path)).toEqual(
      expect.arrayContaining([
        '/docs/api/reservations/',
        '/fr/docs/api/reservations/',
        '/docs/install/docker_install/',
        '/fr/docs/install/docker_install/',
      ]),
    );
  });

  it('are each drawn in the HTML, named, with their words as SVG text', () => {
    const problems: string[] = [];
    for (const {path, $} of withDiagrams) {
      $('[data-diagram="mermaid"]').each((_, box) => {
        const svg = $(box).find('.docusaurus-mermaid-container > svg');
        const name = svg.attr('aria-label')?.trim() ?? '';
        if (svg.length !== 1) problems.push(`${path}: no drawing`);
        else if (!name) problems.push(`${path}: a drawing without a name`);
        else if (svg.find('text').length === 0) problems.push(`${path}: "${name}" has no text`);
        else if (svg.find('foreignObject').length > 0)
          problems.push(`${path}: "${name}" has HTML labels`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('speak the page’s language', () => {
    const drawing = (path: string) =>
      pages
        .find((page) => page.path === path)!
        .$('[data-diagram="mermaid"] svg')
        .first();
    const english = drawing('/docs/api/reservations/');
    const french = drawing('/fr/docs/api/reservations/');
    expect(english.text()).toContain('waiting for payment');
    expect(french.text()).toContain('paiement en attente');
    expect(english.attr('aria-label')).toBe('How a booking moves');
    expect(french.attr('aria-label')).not.toBe('How a booking moves');
  });
});

describe('the scripts of the build', () => {
  it('hold no Mermaid: the pages never draw a diagram in the browser', () => {
    const scripts = ['assets/js', 'fr/assets/js'].flatMap((folder) =>
      readdirSync(join(buildDir, folder))
        .filter((file) => file.endsWith('.js'))
        .map((file) => join(folder, file)),
    );
    expect(scripts.length).toBeGreaterThan(10);
    const withMermaid = scripts.filter((file) =>
      // A class Mermaid's core defines, present in every build of it.
      readFileSync(join(buildDir, file), 'utf8').includes('UnknownDiagramError'),
    );
    expect(withMermaid).toEqual([]);
  });
});
