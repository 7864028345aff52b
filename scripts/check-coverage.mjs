#!/usr/bin/env node
/**
 * npm run check:coverage -- <folder> [--dry-run] [--gaps <file.md>]
 *
 * Reads the inventory of what readers meet from checkouts of Lespass,
 * LaBoutik and Fedow in <folder> (scripts/coverage/extract.mjs), writes it to
 * src/data/product-inventory.json, then reports, per product and kind, the
 * items the docs name in English, in French and in both, and lists the others
 * that src/data/product-inventory-exclusions.json does not leave out.
 *
 * --dry-run   reads and reports without writing the inventory;
 * --gaps F    also writes the missing items to F as Markdown, grouped by the
 *             page that should name them, for the content writers;
 * --output F, --site DIR, --exclusions F
 *             another inventory file, docs tree or exclusion list (the
 *             tests run the command on fixtures this way).
 *
 * Exit codes: 0 every item named in both languages or excluded, 1 items
 * missing (or an exclusion that names no item), 2 bad input (no folder, a
 * folder without the three products, a file that does not parse).
 * Details and the rule for exclusions: scripts/coverage/README.md.
 */
import {existsSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {InputError, extractAll, kinds} from './coverage/extract.mjs';
import {
  coverage,
  docsPages,
  exclusionProblems,
  exclusionsFile,
  inventoryFile,
  missing,
  readJson,
  siteRoot,
  summary,
} from './coverage/pages.mjs';

/** The inventory as committed: prettier's JSON, so that `npm run lint` agrees with it. */
export async function formatJson(value, file) {
  const {default: prettier} = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(JSON.stringify(value), {...options, parser: 'json', filepath: file});
}

export function table(rows) {
  const header = ['product', 'kind', 'items', 'excluded', 'en', 'fr', 'both', 'missing'];
  const lines = [
    header,
    ...rows.map((row) => [
      row.product,
      row.kind,
      row.total,
      row.excluded,
      row.en,
      row.fr,
      row.both,
      row.missing,
    ]),
  ].map((cells) => cells.map(String));
  const widths = header.map((_, column) => Math.max(...lines.map((cells) => cells[column].length)));
  return lines
    .map((cells) =>
      cells
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/**
 * Where a missing item should be named: the page its subject belongs to
 * (the new pages of issue 30 among them), else the page that already names
 * most items of its group (same admin page, menu section, template), else
 * the page of its kind.
 */
const subjectPages = [
  [/^Lespass admin-menu menu\/sales-accounting/, '/docs/Utilisateur/Cashless/closures/'],
  [/^Lespass admin-\w+ .*comptabilite/, '/docs/Utilisateur/Cashless/closures/'],
  [/^Lespass admin-menu menu\/contributions/, '/docs/Utilisateur/Billetterie/moderation/'],
  [/^Lespass admin-(?:page|action) .*crowds\./, '/docs/Utilisateur/Billetterie/moderation/'],
  [/^Lespass admin-action .*approuver_propositions/, '/docs/Utilisateur/Billetterie/moderation/'],
  [/^Lespass admin-menu menu\/root-configuration/, '/docs/install/operator_commands/'],
  [
    /^Lespass admin-(?:page|action) .*(customers\.|metabillet\.|onboard\.)/,
    '/docs/install/operator_commands/',
  ],
  [/^Lespass account-action /, '/docs/Utilisateur/my_account/'],
  [/^LaBoutik admin-\w+ .*cloturecaisse/, '/docs/Utilisateur/Cashless/closures/'],
  [/^LaBoutik till-(?:article|payment)-method /, '/docs/Utilisateur/Cashless/special_articles/'],
  [/ command /, '/docs/install/operator_commands/'],
];
const kindPages = [
  [
    /^Lespass admin-\w+ .*(membership|memberships)/,
    '/docs/Utilisateur/Adhésion et abonnement/admin_add_new_membership/',
  ],
  [
    /^Lespass admin-\w+ .*(federat|asset|espaces)/,
    '/docs/Utilisateur/Federation/how_federations_work/',
  ],
  [
    /^Lespass admin-\w+ .*(ghost|newsletter|brevo|formbricks|webhook|externalapikey|api-key|tabs)/,
    '/docs/Utilisateur/Billetterie/webhook/',
  ],
  [/^Lespass admin-/, '/docs/Utilisateur/Billetterie/creation_of_the_collective_space/'],
  [/^LaBoutik admin-/, '/docs/Utilisateur/Cashless/admin_space/'],
  [/ env /, '/docs/install/docker_install/'],
  [/ api-route /, '/docs/api/intro/'],
];

export function suggestedPage(result, results) {
  const key = `${result.item.product} ${result.item.kind} ${result.item.group} ${result.item.id}`;
  const subject = subjectPages.find(([pattern]) => pattern.test(key));
  if (subject) return subject[1];
  const counts = new Map();
  const api = result.item.kind === 'api-route';
  for (const other of results) {
    if (other.item.product !== result.item.product || other.item.group !== result.item.group)
      continue;
    for (const route of other.en) {
      if (route.startsWith('/docs/api/') !== api || route.startsWith('/docs/presentation/'))
        continue;
      counts.set(route, (counts.get(route) ?? 0) + 1);
    }
  }
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  if (best) return best[0];
  return kindPages.find(([pattern]) => pattern.test(key))?.[1] ?? '(new page)';
}

function describe(item) {
  const facts = [];
  if (item.section) facts.push(`menu ${item.section.en} / ${item.section.fr}`);
  if (item.place && item.kind === 'admin-action') facts.push(`${item.place} action`);
  if (item.page) facts.push(`on ${item.page.split('/').pop()}`);
  if (item.condition) facts.push(`when ${item.condition}`);
  if (item.permission?.includes('Root')) facts.push('root admins only');
  if (item.registered === false) facts.push('target not registered in this checkout');
  if (item.route) facts.push(`goes to ${item.route}`);
  if (item.help) facts.push(`help: ${item.help.slice(0, 120)}`);
  if (item.comment) facts.push(`env_example: ${item.comment}`);
  if (item.requiredAtStart) facts.push('required at start');
  if (item.checks)
    facts.push(...item.checks.map((check) => `checked at start: ${check.test} (${check.effect})`));
  if (item.defaults)
    facts.push(`default ${item.defaults.map((value) => JSON.stringify(value)).join(' or ')}`);
  return facts.join('; ');
}

/** The Markdown list of missing items for the content writers. */
export function gapsMarkdown(results, about) {
  const gaps = missing(results);
  const byPage = new Map();
  for (const result of gaps) {
    const page = suggestedPage(result, results);
    byPage.set(page, [...(byPage.get(page) ?? []), result]);
  }
  const lines = [
    '# Coverage gaps: what readers meet in the product and no page names',
    '',
    `Read from ${Object.entries(about)
      .map(([name, {version, commit}]) => `${name} ${version ?? commit?.slice(0, 7)}`)
      .join(', ')} by \`npm run check:coverage\` (branch inventory). ` +
      'Each item: its label in English / French as the product shows it, the languages whose pages miss it, and its source. ' +
      'Name the label exactly, on a page whose checked_against lists the product (one-word labels in bold, quotes or code; variables and commands in code), or, for what no reader ever meets, ' +
      'add it to src/data/product-inventory-exclusions.json with a reason (scripts/coverage/README.md).',
    '',
    `${gaps.length} items to document, on ${byPage.size} pages.`,
    '',
    '## Coverage today',
    '',
    '```text',
    table(summary(results)),
    '```',
    '',
  ];
  for (const [page, entries] of [...byPage.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
    lines.push(`## ${page}`, '');
    const sorted = [...entries].sort((a, b) =>
      `${a.item.product}${kinds.indexOf(a.item.kind)}${a.item.id}`.localeCompare(
        `${b.item.product}${kinds.indexOf(b.item.kind)}${b.item.id}`,
      ),
    );
    let heading = '';
    for (const {item, en, fr} of sorted) {
      const title = `${item.product} · ${item.kind}`;
      if (title !== heading) {
        lines.push('', `### ${title}`, '');
        heading = title;
      }
      const languages = [!en.length && 'en', !fr.length && 'fr'].filter(Boolean).join('+');
      const details = describe(item);
      lines.push(
        `- **${item.en}** / **${item.fr}** (missing in ${languages}) — \`${item.source}${item.line ? `:${item.line}` : ''}\`${details ? ` — ${details}` : ''} — id \`${item.id}\``,
      );
    }
    lines.push('');
  }
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}

export async function main(argv) {
  const args = [...argv];
  const take = (name) => {
    const index = args.indexOf(name);
    if (index === -1) return undefined;
    const [, value] = args.splice(index, 2);
    if (!value) throw new InputError(`${name} needs a file name.`);
    return value;
  };
  const flag = (name) => {
    const index = args.indexOf(name);
    if (index !== -1) args.splice(index, 1);
    return index !== -1;
  };
  const gapsFile = take('--gaps');
  const dryRun = flag('--dry-run');
  const output = resolve(take('--output') ?? inventoryFile);
  const site = resolve(take('--site') ?? siteRoot);
  const exclusionList = resolve(take('--exclusions') ?? exclusionsFile);
  const unknown = args.filter((arg) => arg.startsWith('--'));
  if (unknown.length) throw new InputError(`Unknown option ${unknown.join(', ')}.`);
  const folder = args[0] ? resolve(args[0]) : undefined;
  const inventory = extractAll(folder, join(site, 'static/api/tibillet.openapi.yaml'));
  const lines = [];
  if (!dryRun) {
    writeFileSync(output, await formatJson(inventory, output));
    lines.push(`Wrote ${inventory.items.length} items to ${output}.`);
  }
  const exclusions = existsSync(exclusionList) ? readJson(exclusionList) : [];
  const problems = exclusionProblems(inventory, exclusions);
  const withExclusions = coverage(inventory, docsPages(site), exclusions);
  lines.push(
    '',
    'Items named on a docs page, per product and kind:',
    table(summary(withExclusions)),
  );
  const gaps = missing(withExclusions);
  if (gaps.length) {
    lines.push('', `${gaps.length} item(s) not named in both languages and not excluded:`);
    for (const {item, en, fr} of gaps) {
      const absent = [!en.length && 'en', !fr.length && 'fr'].filter(Boolean).join('+');
      lines.push(`  - ${item.id} [${absent}] "${item.en}" / "${item.fr}"`);
    }
  }
  if (problems.length)
    lines.push(
      '',
      'Problems in the exclusion list:',
      ...problems.map((problem) => `  - ${problem}`),
    );
  if (gapsFile) {
    writeFileSync(gapsFile, gapsMarkdown(withExclusions, inventory.products));
    lines.push('', `Wrote the gaps to ${gapsFile}.`);
  }
  return {code: gaps.length || problems.length ? 1 : 0, out: lines.join('\n')};
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const {code, out} = await main(process.argv.slice(2));
    console.log(out);
    process.exit(code);
  } catch (error) {
    if (error instanceof InputError) {
      console.error(`check:coverage: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
}
