/**
 * The first measures: each tuning batch asked of the pages as they stood at
 * the commit that added it, before any page was written for its questions.
 * The site's pages today are written for every tuning question, so a tuning
 * set measured on them says little about a new reader's question; the first
 * measures say more, as the held-out set does, and are what the tuning tool
 * tunes on with TUNE_ON=first (tune.test.ts).
 *
 * Each batch's commit is built once, in a worktree of this clone that
 * borrows today's node_modules, and the pages the index plugin reads there
 * are kept in node_modules/.cache/first-measures/ (about 3 MB a commit; the
 * worktree is a temporary folder, removed after the build). The
 * pages are read with today's code, so today's extraction and engine are what
 * is measured. A question whose answers no page of that build has is left
 * out: it measures a page written later, not the ranking.
 */
import {execFile, execFileSync} from 'node:child_process';
import {promisify} from 'node:util';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import type {IndexedPage} from '@site/src/plugins/search-index/build';
import {root} from '../unit/site';
import * as fresh from './fresh-queries';
import {laterBatches} from './fresh-batches';
import {asked, builtPages, type Asked} from './rebuilt';
import {routeOf, type Locale} from './top-pages';

export type FirstMeasure = {
  name: string;
  commit: string;
  pages: Record<Locale, IndexedPage[]>;
  questions: Record<Locale, Asked[]>;
};

const cache = join(root, 'node_modules', '.cache', 'first-measures');
const git = (...args: string[]) =>
  execFileSync('git', args, {cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']});

/** Every batch of the fresh set and the file it was written in: the later ones are fresh-queries-3.ts on. */
export const batchFiles = () => [
  {file: 'fresh-queries.ts', judge: false, english: fresh.english, french: fresh.french},
  ...laterBatches.map(({judge, english, french}, index) => ({
    file: `fresh-queries-${index + 3}.ts`,
    judge: judge === true,
    english,
    french,
  })),
];

/**
 * The files that do not export the batch listed in their place: a batch
 * listed out of order would be measured on another batch's pages.
 */
export async function misplacedBatches(): Promise<string[]> {
  const misplaced: string[] = [];
  for (const {file, english, french} of batchFiles()) {
    const module = (await import(/* @vite-ignore */ `./${file}`)) as Record<string, unknown>;
    if (module.english !== english || module.french !== french) misplaced.push(file);
  }
  return misplaced;
}

/** The pages of a commit, built once and kept. */
async function pagesAt(commit: string): Promise<Record<Locale, IndexedPage[]>> {
  const kept = join(cache, `${commit}.json`);
  if (existsSync(kept)) return JSON.parse(readFileSync(kept, 'utf8'));
  // Outside node_modules, which the worktree gets a linked copy of.
  const tree = join(mkdtempSync(join(tmpdir(), 'first-measure-')), 'site');
  git('worktree', 'prune');
  git('worktree', 'add', '--detach', tree, commit);
  try {
    console.log(`building ${commit} (about a minute)…`);
    // Hard links: today's packages, without copying them.
    execFileSync('cp', ['-al', join(root, 'node_modules'), join(tree, 'node_modules')]);
    // Not synchronous: Vitest's worker must keep talking to its runner meanwhile.
    await promisify(execFile)('npx', ['docusaurus', 'build'], {cwd: tree, maxBuffer: 1 << 26});
    const pages = {
      en: builtPages('en', join(tree, 'build')),
      fr: builtPages('fr', join(tree, 'build')),
    };
    mkdirSync(cache, {recursive: true});
    writeFileSync(kept, JSON.stringify(pages));
    return pages;
  } finally {
    git('worktree', 'remove', '--force', tree);
    rmSync(dirname(tree), {recursive: true, force: true});
  }
}

/** Every tuning batch with the pages of the commit that added it, the questions they can answer. */
export async function firstMeasures(): Promise<FirstMeasure[]> {
  if (
    !existsSync(join(root, '.git')) ||
    git('rev-parse', '--is-shallow-repository').trim() !== 'false'
  )
    throw new Error(
      'The first measures need this clone with its whole history (git fetch --unshallow).',
    );
  const misplaced = await misplacedBatches();
  if (misplaced.length > 0)
    throw new Error(`Not the batch listed in their place: ${misplaced.join(', ')}.`);
  const measures: FirstMeasure[] = [];
  for (const batch of batchFiles().filter(({judge}) => !judge)) {
    const [file, english, french] = [batch.file, asked(batch.english), asked(batch.french)];
    const commit = git('log', '--diff-filter=A', '--format=%H', '--', `tests/search/${file}`)
      .trim()
      .split('\n')
      .at(-1);
    if (!commit) throw new Error(`tests/search/${file} is not committed yet.`);
    const pages = await pagesAt(commit);
    const answerable = (locale: Locale, questions: Asked[]) => {
      const routes = new Set(pages[locale].map(({url}) => routeOf(url)));
      return questions.filter(({answers}) => answers.some((route) => routes.has(route)));
    };
    measures.push({
      name: file.replace(/\.ts$/, ''),
      commit,
      pages,
      questions: {en: answerable('en', english), fr: answerable('fr', french)},
    });
  }
  return measures;
}
