/**
 * `npm run check:product-drift -- <folder>` on the invented products and site
 * of tests/fixtures/product-drift: no drift once their state is recorded; a
 * new version, a changelog entry, a quoted label removed, a file deleted, a
 * file changed where nothing is quoted and a new commit are each reported
 * with the pages and facts they concern, with exit 1; bad input says what is
 * wrong and exits 2. Both task formats and the inventory are read.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {root} from './site';
import {compareVersions, changelogEntries} from '@site/scripts/check-product-drift.mjs';
import {inventoryFacts, taskFacts} from '@site/scripts/product-drift/facts.mjs';

const script = join(root, 'scripts/check-product-drift.mjs');
const fixtures = join(root, 'tests/fixtures/product-drift');
const work = mkdtempSync(join(tmpdir(), 'product-drift-'));
afterAll(() => rmSync(work, {recursive: true, force: true}));

/** A commit with a fixed date and author: the same hash on every machine. */
function commit(dir: string, message: string, date: string) {
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'Fixture',
    GIT_AUTHOR_EMAIL: 'fixture@example.org',
    GIT_COMMITTER_NAME: 'Fixture',
    GIT_COMMITTER_EMAIL: 'fixture@example.org',
    GIT_AUTHOR_DATE: `${date}T12:00:00Z`,
    GIT_COMMITTER_DATE: `${date}T12:00:00Z`,
  };
  execFileSync('git', ['-C', dir, 'add', '-A'], {env});
  execFileSync('git', ['-C', dir, '-c', 'commit.gpgsign=false', 'commit', '-qm', message], {env});
  return execFileSync('git', ['-C', dir, 'rev-parse', 'HEAD'], {encoding: 'utf8'}).trim();
}

let count = 0;
/** Copies of the fixture products (git repositories) and site, their state recorded. */
function setup() {
  const dir = join(work, `case-${count++}`);
  cpSync(fixtures, dir, {recursive: true});
  const products = join(dir, 'product');
  const site = join(dir, 'site');
  const commits: Record<string, string> = {};
  for (const name of ['Lespass', 'Fedow', 'LaBoutik']) {
    execFileSync('git', ['-C', join(products, name), 'init', '-q']);
    commits[name] = commit(join(products, name), `${name} release`, '2026-01-20');
  }
  for (const file of ['src/data/products.ts', 'docs/till.md']) {
    const path = join(site, file);
    writeFileSync(
      path,
      readFileSync(path, 'utf8')
        .replace('__LESPASS__', commits.Lespass)
        .replace('__FEDOW__', commits.Fedow)
        .replace(/__LABOUTIK_SHORT__/g, `'${commits.LaBoutik.slice(0, 7)}'`)
        .replace('__LABOUTIK__', commits.LaBoutik),
    );
  }
  const recorded = drift(products, site, '--update');
  expect(recorded.code, recorded.out).toBe(0);
  return {products, site, commits};
}

function drift(products: string | undefined, site: string, ...args: string[]) {
  const result = spawnSync(
    process.execPath,
    [script, ...(products ? [products] : []), '--site', site, ...args],
    {encoding: 'utf8'},
  );
  return {code: result.status, out: `${result.stdout}${result.stderr}`};
}

const edit = (file: string, change: (text: string) => string) =>
  writeFileSync(file, change(readFileSync(file, 'utf8')));

describe('npm run check:product-drift', {timeout: 60_000}, () => {
  it('finds no drift on the state it recorded', () => {
    const {products, site} = setup();
    const {code, out} = drift(products, site);
    expect(code, out).toBe(0);
    expect(out).toContain('Lespass 1.0.0, LaBoutik ');
    expect(out).toContain('3 docs pages, 6 task facts, 2 inventory items');
    expect(out).toContain('No product drift.');
    // What it could not check is said, not counted as drift.
    expect(out).toContain('client-android-cashless-LaBoutik (1)');
    expect(out).toContain('laboutik-deploy (1)');
    const record = JSON.parse(
      readFileSync(join(site, 'scripts/product-drift/record.json'), 'utf8'),
    );
    expect(record.products.Lespass).toMatchObject({version: '1.0.0', date: '2026-01-20'});
    expect(record.sources['Lespass:app/views.py'].found).toEqual([
      'copy it now: it will never be displayed again',
      'next_days',
    ]);
  });

  it('names the pages and facts a new release touches, with exit 1', () => {
    const {products, site, commits} = setup();
    const lespass = join(products, 'Lespass');
    writeFileSync(join(lespass, 'VERSION'), 'VERSION=1.1.0\n');
    edit(join(lespass, 'CHANGELOG.md'), (text) =>
      text.replace(
        '## Clés d',
        '## Clé affichée deux fois / Key shown twice\n\n**Date :** 2026-03-02\n\n| `app/views.py` | shown twice |\n\n## Clés d',
      ),
    );
    edit(join(lespass, 'app/views.py'), (text) =>
      text.replace('Copy it now: it will never be displayed again', 'Copy it: it stays available'),
    );
    rmSync(join(lespass, 'app/labels.html'));
    commit(lespass, 'Lespass 1.1.0', '2026-03-02');
    edit(join(products, 'Fedow/core/models.py'), (text) => `${text}CATEGORIES += ["BDG"]\n`);
    writeFileSync(join(products, 'LaBoutik/till/views.py'), '# moved\n');
    commit(join(products, 'LaBoutik'), 'Move the printer messages', '2026-03-03');

    const {code, out} = drift(products, site);
    expect(code, out).toBe(1);
    expect(out).toContain('api/keys.md (en, fr): Lespass 1.0.0 (2026-02-01) → 1.1.0');
    expect(out).toMatch(
      new RegExp(`till\\.md \\(en\\): LaBoutik ${commits.LaBoutik.slice(0, 7)} .* → [0-9a-f]{7}`),
    );
    expect(out).toContain(
      'task create-key (en) (/docs/api/keys/): TiBillet/Lespass:app/labels.html is gone',
    );
    expect(out).toContain(
      'inventory lespass/account-action/refund: TiBillet/Lespass:app/labels.html is gone',
    );
    expect(out).toContain(
      'task create-key (en) (/docs/api/keys/): "copy it now: it will never be displayed again" no longer in TiBillet/Lespass:app/views.py',
    );
    expect(out).toContain(
      'task print-receipt (/docs/till/): "no printer configured for this terminal." no longer in TiBillet/LaBoutik:till/views.py',
    );
    expect(out).toContain(
      'task print-receipt (/docs/till/): TiBillet/Fedow:core/models.py changed (its words are not quoted from it: re-read it)',
    );
    // The changelog entry after the release the pages were checked against, and the facts of the files it names.
    expect(out).toContain(
      'Lespass 2026-03-02 (since 1.0.0, 2026-01-20): Clé affichée deux fois / Key shown twice',
    );
    expect(out).toMatch(
      /names files of task create-key \(en\) \(\/docs\/api\/keys\/\).*inventory lespass\/env\/NEXT_DAYS/,
    );
    expect(out).not.toContain('Readable API keys');
    expect(out).toContain('LaBoutik 2026-03-03 Move the printer messages');
    // A fact whose quoted words are still there is not drift, though its file changed.
    expect(out).not.toContain('lespass/env/NEXT_DAYS: ');
  });

  it('refuses bad input with exit 2, saying what is wrong', () => {
    const {products, site} = setup();
    const none = drift(undefined, site);
    expect(none.code).toBe(2);
    expect(none.out).toContain('Give the folder that holds the product checkouts');
    const missing = drift(join(work, 'nowhere'), site);
    expect(missing.code).toBe(2);
    expect(missing.out).toContain('is not a directory');
    const empty = drift(site, site);
    expect(empty.code).toBe(2);
    expect(empty.out).toContain('holds no product checkout: expected Lespass/, LaBoutik/, Fedow/');
    writeFileSync(join(site, 'scripts/product-drift/record.json'), '{"sources": ');
    const broken = drift(products, site);
    expect(broken.code).toBe(2);
    expect(broken.out).toContain('record.json does not parse');
    writeFileSync(
      join(site, 'tests/tasks/areas/bad.ts'),
      'export const tasks = {en: [{id: "x", facts: [{says: ["a"], source: "Lespass/app.py"}]}]};\n',
    );
    const badSource = drift(products, site);
    expect(badSource.code).toBe(2);
    expect(badSource.out).toContain(
      'task x (en), fact 1: the source "Lespass/app.py" is not written TiBillet/<repository>:<path>',
    );
  });
});

describe('its readers', () => {
  it('read the facts of both task formats and of the inventory', () => {
    const old = taskFacts(
      {
        en: [
          {id: 'a', answers: ['/docs/a/'], facts: [{says: ['x'], source: 'TiBillet/Lespass:a.py'}]},
        ],
        fr: [],
      },
      'old.ts',
    );
    expect(old).toEqual([
      {
        origin: 'task a (en)',
        pages: ['/docs/a/'],
        source: {repo: 'Lespass', path: 'a.py'},
        words: ['x'],
      },
    ]);
    const plan = taskFacts(
      [
        {
          id: 'b',
          answers: ['/docs/b/'],
          facts: [{source: 'TiBillet/Fedow:b.py', en: ['y'], fr: ['z']}],
        },
      ],
      'plan.ts',
    );
    expect(plan[0]).toMatchObject({origin: 'task b', words: ['y', 'z']});
    const items = inventoryFacts(
      {
        items: [
          {
            id: 'i',
            msgid: 'Adhésions',
            en: 'Memberships',
            fr: 'Adhésions',
            source: 'TiBillet/LaBoutik:m.py',
          },
        ],
      },
      'inventory.json',
    );
    expect(items[0]).toMatchObject({origin: 'inventory i', words: ['Adhésions']});
    expect(() => inventoryFacts({}, 'inventory.json')).toThrow('inventory.json: no "items" list.');
  });

  it('compare versions and read changelog entries', () => {
    expect(compareVersions('1.8.28', '1.8.29')).toBe(-1);
    expect(compareVersions('1.10.0', '1.9.9')).toBe(1);
    expect(compareVersions('fdd5041', '1.0')).toBeNull();
    const entries = changelogEntries(
      '# Changelog\n\n## Fix — 2026-07-22\n\nIn `fedow_core/views.py`.\n\n## Older\n\n**Date :** 2026-06-11\n',
    );
    expect(entries).toEqual([
      {title: 'Fix', date: '2026-07-22', files: ['fedow_core/views.py']},
      {title: 'Older', date: '2026-06-11', files: []},
    ]);
  });
});
