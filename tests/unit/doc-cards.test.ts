/**
 * The docs' descriptions only where cards show them (src/plugins/doc-cards):
 * each category page gets the descriptions of its own cards, and the
 * version's data, which every docs page loads, keeps each doc's id and
 * sidebar only.
 */
import {mkdtempSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {cardDescriptions} from '@site/src/plugins/doc-cards/descriptions';

const require = createRequire(import.meta.url);
const loader = require('../../src/plugins/doc-cards/loader.cjs') as (
  this: {getOptions: () => {file: string}; addDependency: (file: string) => void},
  source: string,
) => string;

const version = {
  docs: [
    {id: 'a', description: 'About A'},
    {id: 'b', description: 'About B'},
    {id: 'c', description: 'About C'},
  ],
  sidebars: {
    main: [
      {
        type: 'category',
        label: 'One',
        link: {type: 'generated-index', permalink: '/docs/category/one/'},
        items: [
          {type: 'doc', id: 'a'},
          {
            type: 'category',
            label: 'Two',
            link: {type: 'generated-index', permalink: '/docs/category/two/'},
            items: [{type: 'doc', id: 'b'}],
          },
        ],
      },
      {
        type: 'category',
        label: 'Three',
        link: {type: 'doc', id: 'c'},
        items: [{type: 'ref', id: 'c'}],
      },
    ],
  },
} as unknown as LoadedVersion;

describe('the cards of each category page', () => {
  it('get the descriptions of the docs among their items, not deeper', () => {
    expect(cardDescriptions([version])).toEqual({
      '/docs/category/one/': {a: 'About A'},
      '/docs/category/two/': {b: 'About B'},
    });
  });
});

describe('the loader of the docs plugin’s route data', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'doc-cards-')), 'en.json');
  writeFileSync(file, JSON.stringify(cardDescriptions([version])));
  const dependencies: string[] = [];
  const run = (data: unknown) =>
    JSON.parse(
      loader.call(
        {getOptions: () => ({file}), addDependency: (dependency) => dependencies.push(dependency)},
        JSON.stringify(data),
      ),
    ) as Record<string, unknown>;

  it('leaves the version’s data each doc’s id and sidebar, and its sidebars whole', () => {
    const sidebar = [{type: 'link', href: '/docs/a/', label: 'A', docId: 'a'}];
    expect(
      run({
        version: {
          label: 'Next',
          docsSidebars: {main: sidebar},
          docs: {a: {id: 'a', title: 'A', description: 'About A', sidebar: 'main'}},
        },
      }),
    ).toEqual({
      version: {
        label: 'Next',
        docsSidebars: {main: sidebar},
        docs: {a: {id: 'a', sidebar: 'main'}},
      },
    });
  });

  it('gives a category page the descriptions of its cards', () => {
    const index = {title: 'Two', permalink: '/docs/category/two/'};
    expect(run({categoryGeneratedIndex: index})).toEqual({
      categoryGeneratedIndex: {...index, cardDescriptions: {b: 'About B'}},
    });
    expect(dependencies).toContain(file);
  });

  it('leaves other data as it is', () => {
    expect(run({tag: {label: 'x'}})).toEqual({tag: {label: 'x'}});
  });
});
