/**
 * `checked_against`: the front matter that says which version of the product
 * a docs page was checked against, and when.
 *
 *   checked_against: [{product: Lespass, version: 1.8.28, date: 2026-11-25}]
 *
 * Pages about the product (the folders of `checkedFolders`) must carry it, in
 * both languages; the build fails on a page that lacks it, names a product or
 * a version `src/data/products.ts` does not know, or gives a date that is not
 * a real YYYY-MM-DD day. The check runs in `markdown.parseFrontMatter` (see
 * docusaurus.config.ts), which also turns the dates into plain strings.
 */
import {relative, sep} from 'node:path';
import type {Config} from '@docusaurus/types';
import {FAILSAFE_SCHEMA, load as loadYaml} from 'js-yaml';
import {products, type CheckedAgainst, type ProductName} from '../data/products';
import {mustSayWhereAsked, readAskedIn} from './askedIn';

/** The docs folders whose pages describe the product. */
export const checkedFolders = [
  'api',
  'install',
  'contribute',
  'Utilisateur',
  'presentation',
  'recipes',
  'glossary',
];

/**
 * Where docs live: French, or English (the fixture builds of the tests keep a
 * docs/ folder too). The last such folder of the path counts, wherever the
 * site itself is.
 */
const docsRoot = /^.*\/(?:i18n\/[\w-]+\/docusaurus-plugin-content-docs\/current|docs)\/(.+)$/;

/** The path of a docs file inside its docs folder, or null for any other file. */
export function docsPath(filePath: string): string | null {
  return docsRoot.exec(filePath.split(sep).join('/'))?.[1] ?? null;
}

/** Whether a docs page (path inside its docs folder) must say what it was checked against. */
export function mustBeChecked(path: string): boolean {
  return /\.mdx?$/.test(path) && checkedFolders.includes(path.split('/')[0]);
}

const isDay = (text: string) => {
  const match = /^(\d{4})-(\d\d)-(\d\d)$/.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};

/**
 * The entries of a page's `checked_against`, checked and with plain dates.
 * Throws an error naming the file and what is wrong.
 */
export function readCheckedAgainst(file: string, value: unknown): CheckedAgainst[] {
  const fail = (problem: string): never => {
    throw new Error(
      `${file}: ${problem}. Write, for example: ` +
        'checked_against: [{product: Lespass, version: 1.8.28, date: 2026-11-25}] ' +
        '(products and versions are listed in src/data/products.ts).',
    );
  };
  const entries = Array.isArray(value) ? value : value === undefined ? [] : [value];
  if (entries.length === 0) fail('"checked_against" is missing');
  return entries.map((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) {
      return fail(`"checked_against" holds ${JSON.stringify(entry)}, not {product, version, date}`);
    }
    const {product, version, date} = entry as Record<string, unknown>;
    const name = String(product ?? '');
    if (!Object.hasOwn(products, name)) {
      fail(
        `"checked_against" names the unknown product "${name}" (known: ${Object.keys(products).join(', ')})`,
      );
    }
    const known = products[name as ProductName].versions;
    const release = String(version ?? '');
    if (!Object.hasOwn(known, release)) {
      fail(
        `"checked_against" names ${name} version "${release}", which src/data/products.ts does not list (known: ${Object.keys(known).join(', ')})`,
      );
    }
    const day = String(date ?? '');
    if (!isDay(day))
      fail(`"checked_against" has the malformed date "${day}" (expected YYYY-MM-DD)`);
    return {product: name as ProductName, version: release, date: day};
  });
}

type ParseFrontMatter = NonNullable<NonNullable<Config['markdown']>['parseFrontMatter']>;

/**
 * Docusaurus's own front-matter parsing, then the `checked_against` rule
 * (required on the pages about the product, checked wherever it is given) and
 * the `asked_in` rule of recipes (src/markdown/askedIn.ts).
 */
export const parseFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  const path = docsPath(params.filePath);
  if (path !== null && (mustBeChecked(path) || 'checked_against' in result.frontMatter)) {
    // Read again as plain text: YAML turns 2026-13-01 into the date 2027-01-01, and 1.10 into 1.1.
    const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(params.fileContent)?.[1] ?? '';
    const given = (loadYaml(block, {schema: FAILSAFE_SCHEMA}) as Record<string, unknown> | null)
      ?.checked_against;
    result.frontMatter.checked_against = readCheckedAgainst(
      relative(process.cwd(), params.filePath),
      given,
    );
  }
  if (path !== null && (mustSayWhereAsked(path) || 'asked_in' in result.frontMatter)) {
    result.frontMatter.asked_in = readAskedIn(
      relative(process.cwd(), params.filePath),
      result.frontMatter.asked_in,
    );
  }
  return result;
};
