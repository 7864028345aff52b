/**
 * The inventory of what readers meet in the product (scripts/coverage/):
 * `npm run check:coverage` on the invented checkouts of
 * tests/fixtures/coverage/products reads each kind of item from code, in
 * both languages, and reports the items a page set misses; bad input exits 2.
 * The committed inventory and its exclusions are checked without any product
 * checkout, and so is the whole site: every item named on a docs page in both
 * languages, or excluded with a reason.
 */
import {spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  coverage,
  docsPages,
  exclusionProblems,
  exclusionsFile,
  inventoryFile,
  missing,
  readJson,
  reasons,
} from '../../scripts/coverage/pages.mjs';
import {kinds} from '../../scripts/coverage/extract.mjs';
import {main} from '../../scripts/check-coverage.mjs';
import {root} from './site';

type Item = {
  id: string;
  product: string;
  kind: string;
  en: string;
  fr: string;
  source: string;
  line: number;
  [key: string]: unknown;
};
type Inventory = {products: Record<string, {version?: string; commit?: string}>; items: Item[]};
type Exclusion = {id: string; reason: string; why: string};

const script = join(root, 'scripts/check-coverage.mjs');
const fixtures = join(root, 'tests/fixtures/coverage');
const work = mkdtempSync(join(tmpdir(), 'coverage-'));
afterAll(() => rmSync(work, {recursive: true, force: true}));

let runs = 0;
/** `npm run check:coverage` in this process (exit codes 0 and 1); `spawned` runs the command itself. */
async function check(
  folder: string,
  {site = join(fixtures, 'site'), exclusions = join(work, 'none.json')} = {},
) {
  const output = join(work, `inventory-${runs++}.json`);
  const {code, out} = await main([
    folder,
    '--site',
    site,
    '--output',
    output,
    '--exclusions',
    exclusions,
  ]);
  return {code, out, output};
}

function spawned(...args: string[]) {
  const result = spawnSync(process.execPath, [script, ...args], {encoding: 'utf8'});
  return {code: result.status, out: `${result.stdout}${result.stderr}`};
}

/** A copy of the fixture checkouts or site, changed by `edit`. */
function copy(what: 'products' | 'site', name: string, edit: (dir: string) => void = () => {}) {
  const dir = join(work, name);
  cpSync(join(fixtures, what), dir, {recursive: true});
  edit(dir);
  return dir;
}

function replaceIn(file: string, from: string, to: string) {
  const text = readFileSync(file, 'utf8');
  expect(text, `${file} holds "${from}"`).toContain(from);
  writeFileSync(file, text.replace(from, to));
}

describe('check:coverage on invented checkouts', {timeout: 60_000}, () => {
  let run: Awaited<ReturnType<typeof check>>;
  let inventory: Inventory = {products: {}, items: []};
  const item = (id: string) => inventory.items.find((entry) => entry.id === id);
  beforeAll(async () => {
    run = await check(join(fixtures, 'products'));
    inventory = readJson(run.output) as Inventory;
  }, 60_000);

  it('reads every kind from code, and finds each item on both pages', () => {
    expect(run.out).toContain('Items named on a docs page');
    expect(run.code, run.out).toBe(0);
    expect(new Set(inventory.items.map((entry) => entry.kind))).toEqual(new Set(kinds));
    expect(inventory.items.map((entry) => entry.id)).toEqual(
      [...inventory.items.map((entry) => entry.id)].sort(),
    );
  });

  it('takes labels from the .po files, msgid where a language has no msgstr or a fuzzy one', () => {
    expect(item('lespass/admin-action/staff_admin/basebillet.event/archive')).toMatchObject({
      en: 'Archive',
      fr: 'Archiver',
      place: 'row',
      source: 'TiBillet/Lespass:Administration/admin_tenant.py',
    });
    // French msgids (LaBoutik): English from the msgstr, French the msgid itself.
    expect(
      item('laboutik/admin-action/adminstaff/apicashless.pointdevente/afficher_les_prix'),
    ).toMatchObject({
      en: 'Show prices',
      fr: 'Aficher les prix',
      place: 'bulk',
    });
    // A function without a description: Django's own label, the same in both languages.
    expect(item('laboutik/admin-action/adminstaff/apicashless.pointdevente/update')).toMatchObject({
      en: 'Update',
      fr: 'Update',
      defaultLabel: true,
    });
    expect(item('lespass/account-action/reunion/views/account/index/language')).toMatchObject({
      en: 'Language',
      fr: 'Langue',
      control: 'field',
    });
    expect(item('laboutik/till-article-method/RE')).toMatchObject({
      en: 'Top-up €',
      fr: 'Recharge €',
      code: 'RE',
    });
    expect(item('laboutik/till-payment-method/CA')).toMatchObject({en: 'Cash', fr: 'Espèces'});
  });

  it('reads menus from the code that builds them, with their sections and conditions', () => {
    expect(item('lespass/admin-menu/ticketing/events')).toMatchObject({
      en: 'Events',
      fr: 'Évènements',
      section: {en: 'Ticketing', fr: 'Billetterie'},
      condition: 'configuration.module_billetterie',
      target: 'basebillet.event',
      registered: true,
    });
    expect(item('lespass/admin-module/module_billetterie')).toMatchObject({fr: 'Billetterie'});
    expect(item('laboutik/admin-menu/adminstaff/articles/articles')).toMatchObject({
      en: 'Items and prices',
      fr: 'Articles et tarifs',
    });
    // Django's default plural for a model without a verbose name.
    expect(item('laboutik/admin-page/adminstaff/apicashless.pointdevente')?.en).toBe(
      'Point de ventes',
    );
  });

  it('leaves out commented code, unmounted admin sites, tests, dialog controls and icons', () => {
    const ids = inventory.items.map((entry) => entry.id).join('\n');
    expect(ids).not.toMatch(/commented|never|tag_changelist|adminroot|ONLY_IN_TESTS|close/i);
    expect(
      item('lespass/admin-button/admin/event/change_form/copy-the-public-url-of-the-event')?.en,
    ).toBe('Copy the public url of the event');
  });

  it('reads the pages a visitor opens by address, one per first segment, through includes and routers', () => {
    const pages = inventory.items.filter((entry) => entry.kind === 'public-page');
    expect(pages.map((entry) => entry.id)).toEqual([
      'lespass/public-page/root/explorer/',
      'lespass/public-page/space/event/',
      'lespass/public-page/space/ticket/',
    ]);
    expect(item('lespass/public-page/space/ticket/')).toMatchObject({
      en: '/ticket/',
      fr: '/ticket/',
      paths: ['/ticket/<pk_uuid>/', '/ticket/<pk_uuid>/print/'],
      source: 'TiBillet/Lespass:BaseBillet/urls.py',
      site: 'space',
    });
    expect(item('lespass/public-page/space/event/')?.source).toBe(
      'TiBillet/Lespass:BaseBillet/urls.py',
    );
    expect(item('lespass/public-page/root/explorer/')?.line).toBe(6);
  });

  it('records commands with their options, and variables with what the engine checks at start', () => {
    expect(item('lespass/command/install')).toMatchObject({
      help: 'Create the first tenants',
      arguments: [{names: ['--tdd'], help: 'Demo data for tests'}],
    });
    expect(item('lespass/env/DJANGO_SECRET')).toMatchObject({
      envExample: true,
      comment: 'see the docs to create one',
      checks: [{test: 'len(SECRET_KEY) != 50', effect: 'raise'}],
    });
    expect(item('lespass/env/DOMAIN')).toMatchObject({requiredAtStart: true});
    expect(item('lespass/env/CELERY_BROKER')).toMatchObject({defaults: ['redis://redis:6379/0']});
    expect(item('lespass/env/DEBUG')).toMatchObject({comparedWith: ['1']});
    expect(item('lespass/env/MIGRATE')).toMatchObject({defaults: ['0'], readIn: ['start.sh']});
    expect(item('fedow/env/SECRET_KEY')?.checks).toHaveLength(1);
    // env_example values are never copied.
    expect(readFileSync(run.output, 'utf8')).not.toContain('not-a-real-secret');
  });

  it('lists an item a page set misses, in the language that misses it, and exits 1', async () => {
    const site = copy('site', 'site-missing', (dir) => {
      replaceIn(
        join(dir, 'i18n/fr/docusaurus-plugin-content-docs/current/admin/events.md'),
        'propose **Archiver**',
        'propose de ranger',
      );
    });
    const result = await check(join(fixtures, 'products'), {site});
    expect(result.code).toBe(1);
    expect(result.out).toContain(
      'lespass/admin-action/staff_admin/basebillet.event/archive [fr] "Archive" / "Archiver"',
    );
    expect(result.out).toMatch(/1 item\(s\) not named/);
  });

  it('accepts an item left out with a reason, and refuses an exclusion that names no item', () => {
    const site = copy('site', 'site-excluded', (dir) => {
      replaceIn(join(dir, 'docs/admin/till.md'), '**Update**', 'update');
    });
    const pages = docsPages(site);
    const id = 'laboutik/admin-action/adminstaff/apicashless.pointdevente/update';
    expect(missing(coverage(inventory, pages)).map((result) => result.item.id)).toEqual([id]);
    const entry = {id, reason: 'deprecated', why: 'An invented reason for the fixture.'};
    expect(missing(coverage(inventory, pages, [entry]))).toEqual([]);
    expect(exclusionProblems(inventory, [entry])).toEqual([]);
    expect(
      exclusionProblems(inventory, [
        entry,
        {...entry, id: 'laboutik/command/nothing', reason: 'tidy', why: ''},
      ]),
    ).toEqual([
      'laboutik/command/nothing: not in the inventory',
      'laboutik/command/nothing: unknown reason "tidy"',
      'laboutik/command/nothing: no explanation ("why")',
    ]);
  });

  it('exits 2 without a folder, or with one that lacks a product, naming what is missing', () => {
    const none = spawned();
    expect(none.code).toBe(2);
    expect(none.out).toContain(
      'Give the folder that holds checkouts of Lespass, LaBoutik and Fedow',
    );
    const empty = spawned(join(fixtures, 'not-products'));
    expect(empty.code).toBe(2);
    expect(empty.out).toMatch(
      /does not hold the three products: missing Lespass .*LaBoutik .*Fedow/,
    );
    const noFedow = copy('products', 'no-fedow', (dir) =>
      rmSync(join(dir, 'Fedow'), {recursive: true}),
    );
    const partial = spawned(noFedow);
    expect(partial.code).toBe(2);
    expect(partial.out).toMatch(/missing Fedow \(.*Fedow\/manage\.py not found\)/);
    expect(partial.out).not.toMatch(/missing Lespass/);
    expect(spawned(join(work, 'absent')).code).toBe(2);
  });

  it('exits 2 naming a Python file that does not parse', () => {
    const broken = copy('products', 'broken', (dir) => {
      cpSync(join(fixtures, 'does-not-parse.py'), join(dir, 'Lespass/BaseBillet/views.py'));
    });
    const result = spawned(broken, '--dry-run');
    expect(result.code).toBe(2);
    expect(result.out).toMatch(/Lespass\/BaseBillet\/views\.py:\d+ does not parse/);
  });
});

describe('the rule for naming an item on a page', () => {
  const inventory = {
    products: {},
    items: [
      {
        id: 'a',
        product: 'Lespass',
        kind: 'admin-action',
        en: 'Archive',
        fr: 'Archiver',
        source: 'x',
        line: 1,
      },
      {
        id: 'b',
        product: 'LaBoutik',
        kind: 'till-article-method',
        en: 'Sales',
        fr: 'Vente',
        source: 'x',
        line: 1,
      },
      {id: 'c', product: 'Lespass', kind: 'env', en: 'DOMAIN', fr: 'DOMAIN', source: 'x', line: 1},
    ],
  };
  const results = coverage(inventory, docsPages(join(fixtures, 'site')));
  const found = (id: string) => results.find((result) => result.item.id === id);

  it('counts a label only on a page checked against its product, in its language', () => {
    expect(found('a')?.en).toEqual(['/docs/admin/events/']);
    expect(found('a')?.fr).toEqual(['/docs/admin/events/']);
    // unrelated.md says **Archive** and **Sales** but is checked against Fedow only.
    expect(found('b')?.en).toEqual(['/docs/admin/till/']);
    expect(found('c')?.en).toEqual(['/docs/admin/events/']);
    expect(missing(results)).toEqual([]);
  });

  it('wants a one-word label to stand out, and a variable in code', () => {
    const pages = docsPages(join(fixtures, 'site'));
    const plain = pages.en.map((page) => ({...page, marked: [], code: []}));
    const again = coverage(inventory, {en: plain, fr: pages.fr});
    expect(missing(again).map((result) => result.item.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('the committed inventory', () => {
  const inventory = readJson(inventoryFile) as Inventory;
  const exclusions = readJson(exclusionsFile) as Exclusion[];

  it('lists items of the three products, each with both labels and its source, sorted by id', () => {
    const ids = inventory.items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort());
    expect(Object.keys(inventory.products).sort()).toEqual(['Fedow', 'LaBoutik', 'Lespass']);
    for (const item of inventory.items) {
      expect(kinds, item.id).toContain(item.kind);
      expect(item.en.trim(), item.id).not.toBe('');
      expect(item.fr.trim(), item.id).not.toBe('');
      expect(item.source, item.id).toMatch(/^TiBillet\/(Lespass|LaBoutik|Fedow):\S/);
    }
  });

  it('leaves items out only with a known reason and an explanation', () => {
    expect(exclusionProblems(inventory, exclusions)).toEqual([]);
    expect(Object.keys(reasons)).toEqual(
      expect.arrayContaining([...new Set(exclusions.map((entry) => entry.reason))]),
    );
  });

  // What is missing, grouped by page: `npm run check:coverage -- <folder> --gaps <file>`.
  it('has every item named on a docs page in both languages, or excluded with a reason', () => {
    const results = coverage(inventory, docsPages(), exclusions);
    const absent = missing(results).map(
      ({item, en, fr}) =>
        `${item.id} [${[!en.length && 'en', !fr.length && 'fr'].filter(Boolean).join('+')}] "${item.en}" / "${item.fr}"`,
    );
    expect(absent).toEqual([]);
  });
});
