#!/usr/bin/env node
/**
 * npm run check:product-drift -- <folder with product checkouts> [--update]
 *
 * Re-checks every product fact the site records with a source against
 * checkouts of the products (<folder>/Lespass, <folder>/LaBoutik,
 * <folder>/Fedow), the way `npm run check:api-drift` re-checks the API:
 *
 * 1. Pages: each docs page's `checked_against` (both languages) against the
 *    checkout's version (Lespass and Fedow: their VERSION file; LaBoutik: its
 *    commit, the checkout must be a git clone).
 * 2. Facts: the reader tasks' facts and the coverage inventory's items
 *    (scripts/product-drift/facts.mjs), each with the file of the product
 *    that proves it: facts whose file is gone, whose words were in that file
 *    when the pages were checked and are no longer, or whose file changed when
 *    their words are not quoted from it. The state of those files when the
 *    pages were checked is recorded in scripts/product-drift/record.json.
 * 3. Changelogs: what Lespass's and Fedow's CHANGELOG.md say changed since
 *    the version the pages were checked against (entries dated after it), with
 *    the facts and pages whose files each entry names; LaBoutik, which has no
 *    changelog, by its commits since.
 *
 * Exit codes: 0 no drift; 1 drift (the list names the pages and the facts);
 * 2 bad input (no folder, no product checkout in it, a record or task file
 * that does not parse).
 *
 * --update records the checkouts' state in the record, once the pages have
 * been checked against these versions (and their `checked_against` updated).
 * Options for tests: --site <folder> (the site, default this one), --record
 * <file>, --inventory <file>.
 */
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {loadFreshModule} from '@docusaurus/utils';
import {FAILSAFE_SCHEMA, load as loadYaml} from 'js-yaml';
import prettier from 'prettier';
import {FactsError, readInventoryFacts, readTaskFacts} from './product-drift/facts.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const defaultRecord = join(root, 'scripts/product-drift/record.json');

/** The products whose checkouts the check reads. */
export const checkedProducts = ['Lespass', 'LaBoutik', 'Fedow'];
/** The docs folders of both languages. */
const docsFolders = ['docs', 'i18n/fr/docusaurus-plugin-content-docs/current'];

export class InputError extends Error {}

/** Case, spaces, apostrophes and accents' encodings do not count (tests/tasks reads pages with it too). */
export const normalise = (text) =>
  String(text)
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u00a0\u202f\u2009]/g, ' ')
    .replace(/[’ʼ‘]/g, "'")
    .replace(/[“”«»]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

const hashOf = (text) => createHash('sha256').update(text).digest('hex').slice(0, 16);

function git(dir, ...args) {
  try {
    return execFileSync('git', ['-C', dir, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/**
 * A product checkout: its version (VERSION file) and commit (git), or null
 * when the folder has none.
 */
export function readCheckout(folder, name) {
  const dir = join(folder, name);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return null;
  const versionFile = join(dir, 'VERSION');
  const version = existsSync(versionFile)
    ? (/^(?:VERSION=)?\s*(\S+)/m.exec(readFileSync(versionFile, 'utf8'))?.[1] ?? null)
    : null;
  const commit = existsSync(join(dir, '.git')) ? git(dir, 'rev-parse', 'HEAD') : null;
  const date = commit ? git(dir, 'log', '-1', '--format=%cs', commit) : null;
  return {name, dir, version, commit, date, label: version ?? commit?.slice(0, 7) ?? 'unknown'};
}

/** -1, 0 or 1, comparing dotted version numbers; null when they are not. */
export function compareVersions(a, b) {
  if (!/^\d+(\.\d+)*$/.test(a) || !/^\d+(\.\d+)*$/.test(b)) return null;
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) < (y[i] ?? 0) ? -1 : 1;
  }
  return 0;
}

/**
 * How a page's version of a product stands against the checkout: 'same',
 * 'newer' (the checkout is newer), 'older', or 'unknown'.
 */
export function standing(checkout, version, knownCommit) {
  if (checkout.version && compareVersions(version, checkout.version) !== null) {
    return ['same', 'newer', 'older'][
      [0, -1, 1].indexOf(compareVersions(version, checkout.version))
    ];
  }
  const commit = knownCommit ?? (/^[0-9a-f]{7,40}$/.test(version) ? version : null);
  if (!checkout.commit || !commit) return 'unknown';
  if (checkout.commit.startsWith(commit) || commit.startsWith(checkout.commit)) return 'same';
  if (git(checkout.dir, 'merge-base', '--is-ancestor', commit, checkout.commit) !== null) {
    return 'newer';
  }
  return git(checkout.dir, 'cat-file', '-e', `${commit}^{commit}`) === null ? 'unknown' : 'older';
}

/** The docs pages of both languages, with their `checked_against` entries. */
export function readPages(siteDir) {
  const pages = [];
  for (const folder of docsFolders) {
    const dir = join(siteDir, folder);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, {recursive: true}).map(String).sort()) {
      if (!/\.mdx?$/.test(entry)) continue;
      const text = readFileSync(join(dir, entry), 'utf8').replace(/\r\n?/g, '\n');
      const block = /^---\n([\s\S]*?)\n---/.exec(text)?.[1];
      if (!block) continue;
      let data;
      try {
        data = loadYaml(block, {schema: FAILSAFE_SCHEMA});
      } catch (error) {
        throw new InputError(
          `${folder}/${entry}: its front matter does not parse (${error.message.split('\n')[0]}).`,
        );
      }
      const given = data?.checked_against;
      const entries = (Array.isArray(given) ? given : given ? [given] : []).filter(
        (item) => item && typeof item === 'object',
      );
      pages.push({
        file: `${folder}/${entry.split('\\').join('/')}`,
        path: entry.split('\\').join('/'),
        checked: entries.map((item) => ({
          product: String(item.product),
          version: String(item.version),
          date: String(item.date),
        })),
      });
    }
  }
  return pages;
}

/** The files a changelog entry names: `BaseBillet/views.py`, `settings.py`. */
const namedFiles = (text) => [
  ...new Set(
    [
      ...text.matchAll(/`([\w./-]+\/[\w.-]+|[\w-]+\.(?:py|html|po|js|yml|yaml|json|md|txt|sh))`/g),
    ].map((match) => match[1]),
  ),
];

/** The sections of a changelog file (## headings), each with its date and the files it names. */
export function changelogEntries(text) {
  const entries = [];
  for (const part of text.replace(/\r\n?/g, '\n').split(/^## /m).slice(1)) {
    const [heading, ...rest] = part.split('\n');
    const head = `${heading}\n${rest.slice(0, 6).join('\n')}`;
    const date = /\b(\d{4}-\d{2}-\d{2})\b/.exec(head)?.[1] ?? null;
    entries.push({
      title: heading.replace(/\s+—\s+\d{4}-\d{2}-\d{2}\s*$/, '').trim(),
      date,
      files: namedFiles(part),
    });
  }
  return entries;
}

/**
 * A product's changelog: CHANGELOG.md (one ## section per change), or a
 * CHANGELOG/ folder of one file per change, named after its date (Lespass
 * moved to the folder after 1.8.28). Null when it has neither.
 */
export function readChangelog(dir) {
  const file = join(dir, 'CHANGELOG.md');
  if (existsSync(file)) return changelogEntries(readFileSync(file, 'utf8'));
  const folder = join(dir, 'CHANGELOG');
  if (!existsSync(folder) || !statSync(folder).isDirectory()) return null;
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const text = readFileSync(join(folder, name), 'utf8');
      const date =
        /^(\d{4}-\d{2}-\d{2})/.exec(name)?.[1] ??
        /\*\*Date\s*:?\*\*\s*:?\s*(\d{4}-\d{2}-\d{2})/.exec(text)?.[1] ??
        null;
      const title = /^#{1,2}\s+(.+)$/m.exec(text)?.[1]?.trim() ?? name;
      return {title, date, files: namedFiles(text)};
    });
}

/** The state of the products' files the facts name: hash, and the facts' words found in each. */
export function recordSources(facts, checkouts) {
  const sources = {};
  for (const fact of facts) {
    const checkout = checkouts[fact.source.repo];
    if (!checkout) continue;
    const key = `${fact.source.repo}:${fact.source.path}`;
    const file = join(checkout.dir, fact.source.path);
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const body = normalise(text);
    sources[key] ??= {hash: hashOf(text), found: []};
    for (const word of fact.words) {
      const wanted = normalise(word);
      if (wanted && body.includes(wanted) && !sources[key].found.includes(wanted)) {
        sources[key].found.push(wanted);
      }
    }
  }
  for (const source of Object.values(sources)) source.found.sort();
  return Object.fromEntries(Object.entries(sources).sort(([a], [b]) => a.localeCompare(b)));
}

function readRecord(file) {
  if (!existsSync(file)) return {products: {}, sources: {}};
  try {
    const record = JSON.parse(readFileSync(file, 'utf8'));
    if (!record.sources || typeof record.sources !== 'object') throw new Error('no "sources"');
    return record;
  } catch (error) {
    throw new InputError(`The record ${file} does not parse: ${error.message}`);
  }
}

const where = (fact) => `${fact.origin}${fact.pages.length ? ` (${fact.pages.join(', ')})` : ''}`;

/** Everything that drifted, and the notes on what could not be checked. */
export async function checkDrift({folder, siteDir, recordFile, inventoryFile}) {
  if (!folder) {
    throw new InputError(
      'Give the folder that holds the product checkouts: npm run check:product-drift -- ../product',
    );
  }
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    throw new InputError(`${folder} is not a directory.`);
  }
  const checkouts = Object.fromEntries(
    checkedProducts
      .map((name) => [name, readCheckout(folder, name)])
      .filter(([, checkout]) => checkout),
  );
  if (Object.keys(checkouts).length === 0) {
    throw new InputError(
      `${folder} holds no product checkout: expected ${checkedProducts.map((name) => `${name}/`).join(', ')}.`,
    );
  }
  let products;
  try {
    products = (await loadFreshModule(join(siteDir, 'src/data/products.ts'))).products;
  } catch (error) {
    throw new InputError(`src/data/products.ts does not load: ${error.message.split('\n')[0]}`);
  }
  let facts;
  let inventory;
  try {
    facts = await readTaskFacts(siteDir);
    inventory = readInventoryFacts(siteDir, inventoryFile);
  } catch (error) {
    if (error instanceof FactsError) throw new InputError(error.message);
    throw error;
  }
  const allFacts = [...facts, ...(inventory ?? [])];
  const record = readRecord(recordFile);
  const drift = {pages: [], gone: [], words: [], changed: [], changelog: [], commits: []};
  const notes = [];

  // 1. Pages.
  const pages = readPages(siteDir);
  const behind = new Map();
  const withoutCheckout = new Map();
  const oldest = {};
  for (const page of pages) {
    for (const entry of page.checked) {
      const checkout = checkouts[entry.product];
      if (!checkout) {
        withoutCheckout.set(entry.product, (withoutCheckout.get(entry.product) ?? 0) + 1);
        continue;
      }
      const knownCommit = products?.[entry.product]?.versions?.[entry.version];
      const state = standing(checkout, entry.version, knownCommit);
      if (state === 'newer') {
        // One line per page, whatever its languages: /docs/x.md (en, fr): Lespass 1.8.28 → 1.8.29.
        const line = behind.get(page.path) ?? {languages: new Set(), changes: new Set()};
        line.languages.add(page.file.startsWith('docs/') ? 'en' : 'fr');
        line.changes.add(`${entry.product} ${entry.version} (${entry.date}) → ${checkout.label}`);
        behind.set(page.path, line);
        const known = oldest[entry.product];
        if (!known || compareVersions(entry.version, known.version) === -1) {
          oldest[entry.product] = {version: entry.version, commit: knownCommit};
        }
      } else if (state === 'older') {
        notes.push(
          `${page.file}: checked against ${entry.product} ${entry.version}, newer than the checkout (${checkout.label})`,
        );
      } else if (state === 'unknown') {
        notes.push(
          `${page.file}: cannot tell ${entry.product} ${entry.version} from the checkout (${checkout.label}${checkout.commit ? '' : ', not a git clone'})`,
        );
      } else {
        oldest[entry.product] ??= {version: entry.version, commit: knownCommit, same: true};
      }
    }
  }

  for (const [path, line] of behind) {
    drift.pages.push(
      `${path} (${[...line.languages].sort().join(', ')}): ${[...line.changes].join(', ')}`,
    );
  }

  // 2. Facts.
  const elsewhere = new Map();
  let unrecorded = 0;
  for (const fact of allFacts) {
    const checkout = checkouts[fact.source.repo];
    if (!checkout) {
      elsewhere.set(fact.source.repo, (elsewhere.get(fact.source.repo) ?? 0) + 1);
      continue;
    }
    const key = `${fact.source.repo}:${fact.source.path}`;
    const file = join(checkout.dir, fact.source.path);
    if (!existsSync(file)) {
      drift.gone.push(`${where(fact)}: TiBillet/${key} is gone`);
      continue;
    }
    const recorded = record.sources[key];
    if (!recorded) {
      unrecorded++;
      continue;
    }
    const text = readFileSync(file, 'utf8');
    if (hashOf(text) === recorded.hash) continue;
    const body = normalise(text);
    const quoted = fact.words.map(normalise).filter((word) => recorded.found.includes(word));
    const missing = quoted.filter((word) => !body.includes(word));
    if (missing.length) {
      drift.words.push(
        `${where(fact)}: ${missing.map((word) => `"${word}"`).join(', ')} no longer in TiBillet/${key}`,
      );
    } else if (quoted.length === 0) {
      drift.changed.push(
        `${where(fact)}: TiBillet/${key} changed (its words are not quoted from it: re-read it)`,
      );
    }
  }

  // 3. What the changelogs say changed since the pages' versions.
  const sourcesOf = (product) => {
    const bySource = new Map();
    for (const fact of allFacts.filter((item) => item.source.repo === product)) {
      const list = bySource.get(fact.source.path) ?? [];
      list.push(fact);
      bySource.set(fact.source.path, list);
    }
    return bySource;
  };
  for (const [product, since] of Object.entries(oldest)) {
    if (since.same) continue;
    const checkout = checkouts[product];
    const sinceDate =
      (since.commit && git(checkout.dir, 'log', '-1', '--format=%cs', since.commit)) ||
      (record.products?.[product]?.version === since.version
        ? record.products[product].date
        : null);
    const bySource = sourcesOf(product);
    const changelog = readChangelog(checkout.dir);
    if (changelog) {
      if (!sinceDate) {
        notes.push(
          `${product}: the date of ${since.version} is unknown (no git history, not in the record): its changelog was not read`,
        );
        continue;
      }
      const entries = changelog.filter((entry) => entry.date && entry.date > sinceDate);
      for (const entry of entries) {
        const touched = entry.files.flatMap((path) => bySource.get(path) ?? []);
        drift.changelog.push(
          `${product} ${entry.date} (since ${since.version}, ${sinceDate}): ${entry.title}` +
            (touched.length
              ? `\n      names files of ${[...new Set(touched.map(where))].join('; ')}`
              : ''),
        );
      }
    } else if (since.commit && checkout.commit) {
      const log = git(
        checkout.dir,
        'log',
        '--format=%cs %s',
        `${since.commit}..${checkout.commit}`,
      );
      const lines = log ? log.split('\n') : [];
      for (const line of lines.slice(0, 30)) drift.commits.push(`${product} ${line}`);
      if (lines.length > 30) drift.commits.push(`${product}: ${lines.length - 30} more commits`);
    }
  }

  if (withoutCheckout.size) {
    notes.push(
      `pages checked against products with no checkout in ${folder} (not checked): ` +
        [...withoutCheckout].map(([name, count]) => `${name} (${count})`).join(', '),
    );
  }
  if (elsewhere.size) {
    notes.push(
      `facts from repositories with no checkout in ${folder} (not checked): ` +
        [...elsewhere].map(([name, count]) => `${name} (${count})`).join(', '),
    );
  }
  if (unrecorded) {
    notes.push(
      `${unrecorded} fact(s) whose file is not in the record yet (checked only for its presence): ` +
        'record it with --update once their pages are checked against these checkouts',
    );
  }
  if (inventory === null)
    notes.push(
      'no coverage inventory (src/data/product-inventory.json): its items were not checked',
    );
  return {
    checkouts,
    drift,
    notes,
    counts: {pages: pages.length, facts: facts.length, inventory: inventory?.length ?? 0},
    allFacts,
    record,
  };
}

export function driftCount(drift) {
  return Object.values(drift).reduce((sum, list) => sum + list.length, 0);
}

export function report({checkouts, drift, notes, counts}, folder) {
  const lines = [
    `Product drift: ${Object.values(checkouts)
      .map((checkout) => `${checkout.name} ${checkout.label}`)
      .join(
        ', ',
      )} in ${folder}; ${counts.pages} docs pages, ${counts.facts} task facts, ${counts.inventory} inventory items.`,
  ];
  const section = (title, items) => {
    if (!items.length) return;
    lines.push('', `${title} (${items.length}):`, ...items.map((item) => `  - ${item}`));
  };
  for (const key of Object.keys(drift)) drift[key] = [...new Set(drift[key])];
  section('Pages checked against an older version (docs/ and its French twin)', drift.pages);
  section('Facts whose source file is gone', drift.gone);
  section('Facts whose words are gone from their source', drift.words);
  section('Facts whose source changed (not quoted from it)', drift.changed);
  section('Changelog entries since the pages were checked', drift.changelog);
  section('Commits since the pages were checked (no changelog)', drift.commits);
  if (notes.length) lines.push('', 'Not checked:', ...notes.map((note) => `  - ${note}`));
  const count = driftCount(drift);
  lines.push(
    '',
    count === 0
      ? 'No product drift.'
      : `${count} item(s) to check. Re-read the pages and facts named above against the checkouts, ` +
          'update their checked_against (and src/data/products.ts), then record this state with --update.',
  );
  return lines.join('\n');
}

export async function recordText(state, file) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(JSON.stringify(state), {...options, parser: 'json', filepath: file});
}

export async function main(argv) {
  const args = [...argv];
  const option = (name) => {
    const index = args.indexOf(name);
    if (index === -1) return undefined;
    const [, value] = args.splice(index, 2);
    if (value === undefined) throw new InputError(`${name} needs a value.`);
    return value;
  };
  const flag = (name) => {
    const index = args.indexOf(name);
    if (index === -1) return false;
    args.splice(index, 1);
    return true;
  };
  const siteDir = resolve(option('--site') ?? root);
  const recordFile = resolve(option('--record') ?? join(siteDir, relative(root, defaultRecord)));
  const inventoryOption = option('--inventory');
  const update = flag('--update');
  const unknown = args.filter((arg) => arg.startsWith('--'));
  if (unknown.length) throw new InputError(`Unknown option ${unknown.join(', ')}.`);
  const folder = args[0] ? resolve(args[0]) : undefined;
  const result = await checkDrift({
    folder,
    siteDir,
    recordFile,
    inventoryFile: inventoryOption ? resolve(inventoryOption) : undefined,
  });
  if (update) {
    const state = {
      products: Object.fromEntries(
        Object.values(result.checkouts).map((checkout) => [
          checkout.name,
          {version: checkout.label, commit: checkout.commit, date: checkout.date},
        ]),
      ),
      sources: recordSources(result.allFacts, result.checkouts),
    };
    mkdirSync(dirname(recordFile), {recursive: true});
    writeFileSync(recordFile, await recordText(state, recordFile));
    return {
      code: 0,
      out: `Recorded ${Object.keys(state.sources).length} product files (${Object.values(
        state.products,
      )
        .map((product) => product.version)
        .join(', ')}) in ${relative(process.cwd(), recordFile)}.`,
    };
  }
  return {code: driftCount(result.drift) ? 1 : 0, out: report(result, args[0])};
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const {code, out} = await main(process.argv.slice(2));
    (code === 0 ? console.log : console.error)(out);
    process.exit(code);
  } catch (error) {
    if (error instanceof InputError) {
      console.error(`check:product-drift: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
}
