/// <reference types="vite/client" />
/**
 * The reader-task suite (npm run test:tasks, after a build): for every task
 * of tests/tasks/areas/, in both languages, the page that answers is among
 * the first three pages the site's search finds for the words the reader
 * types, and that page states every fact the reader needs. Prints tasks
 * complete / total per kind of reader and language.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {topPages, type Locale} from '../search/top-pages';
import {readerKinds, type AreaTasks, type Task, type Words} from './types';
// Case, spaces, apostrophes and accents' encodings do not count, as for the drift check.
import {normalise} from '@site/scripts/check-product-drift.mjs';

const build = join(__dirname, '..', '..', 'build');
const areas = import.meta.glob<AreaTasks>('./areas/*.ts', {eager: true, import: 'tasks'});
const locales = ['en', 'fr'] as const;

/** A task as one language's reader meets it: their words, and the facts their pages must state. */
type LocaleTask = Pick<Task, 'id' | 'reader' | 'answers' | 'askedIn'> &
  Words & {facts: {source: string; says: string[]}[]};

const tasksOf = (locale: Locale): LocaleTask[] =>
  Object.values(areas)
    .flat()
    .map((task) => ({
      id: task.id,
      reader: task.reader,
      answers: task.answers,
      askedIn: task.askedIn,
      ...task[locale],
      facts: task.facts.flatMap((fact) =>
        fact[locale] ? [{source: fact.source, says: fact[locale]}] : [],
      ),
    }));

/** Where a job was asked: a thread of a TiBillet repository, or an entry of a product's changelog. */
const askedInPattern =
  /^(https:\/\/github\.com\/TiBillet\/[\w.-]+\/(issues|discussions|pull)\/\d+|TiBillet\/[\w.-]+:CHANGELOG\.md#\S+)$/;

const blocks = 'p, li, td, th, h1, h2, h3, h4, h5, h6, pre, div, tr, dt, dd, figcaption, summary';
const pageTexts = new Map<string, string | null>();

/** The text of a built page's content (its article), block elements kept apart. */
function pageText(locale: Locale, route: string): string | null {
  const key = `${locale}${route}`;
  if (!pageTexts.has(key)) {
    const file = join(build, locale === 'fr' ? 'fr' : '', route, 'index.html');
    if (!existsSync(file)) pageTexts.set(key, null);
    else {
      const $ = load(readFileSync(file, 'utf8'));
      const content = $('article').length > 0 ? $('article') : $('main');
      content.find('script, style, .hash-link').remove();
      content.find(blocks).before(' ').after(' ');
      content.find('br').replaceWith(' ');
      pageTexts.set(key, normalise(content.text()));
    }
  }
  return pageTexts.get(key) ?? null;
}

type Outcome = {task: LocaleTask; found: string[]; problems: string[]};

async function attempt(locale: Locale, task: LocaleTask): Promise<Outcome> {
  const problems: string[] = [];
  const texts = task.answers.map((route) => pageText(locale, route));
  task.answers.forEach((route, index) => {
    if (texts[index] === null) problems.push(`answer page ${route} is not in the build`);
  });
  for (const fact of task.facts) {
    for (const words of fact.says) {
      if (!texts.some((text) => text?.includes(normalise(words)))) {
        problems.push(`no answer page says "${words}" (${fact.source})`);
      }
    }
  }
  const found = await topPages(locale, task.query, 3);
  if (!task.answers.some((route) => found.includes(route))) {
    problems.push(`search "${task.query}" → ${found.join(', ') || 'nothing'}`);
  }
  return {task, found, problems};
}

describe.each(locales)('reader tasks in %s', (locale) => {
  const tasks = tasksOf(locale);

  it('cover every kind of reader, at least 30 tasks, each well formed', () => {
    expect(tasks.length).toBeGreaterThanOrEqual(30);
    const kinds = new Set(tasks.map((task) => task.reader));
    expect(readerKinds.filter((kind) => !kinds.has(kind))).toEqual([]);
    const ids = tasks.map((task) => task.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const malformed = tasks.flatMap((task) => [
      ...(/^[a-z0-9]+(-[a-z0-9]+)*$/.test(task.id) ? [] : [`${task.id}: id not kebab-case`]),
      ...(readerKinds.includes(task.reader) ? [] : [`${task.id}: unknown reader ${task.reader}`]),
      ...(task.job.trim() && task.query.trim() ? [] : [`${task.id}: no job or no query`]),
      ...(task.answers.length > 0 && task.answers.every((route) => /^\/.*\/$/.test(route))
        ? []
        : [`${task.id}: answers must be routes like /docs/…/`]),
      ...(task.facts.length > 0 ? [] : [`${task.id}: no facts in ${locale}`]),
      ...(task.askedIn === undefined || askedInPattern.test(task.askedIn)
        ? []
        : [
            `${task.id}: askedIn must be a TiBillet thread's URL or TiBillet/<repo>:CHANGELOG.md#…`,
          ]),
      ...task.facts
        .filter((fact) => fact.says.length === 0 || !/^TiBillet\/[\w.-]+:\S/.test(fact.source))
        .map(
          (fact) =>
            `${task.id}: fact from "${fact.source}" needs "says" and a source TiBillet/<repo>:<path>`,
        ),
    ]);
    expect(malformed).toEqual([]);
  });

  it('can each be done with the site: the answer found by search, the facts on the page', async () => {
    const outcomes: Outcome[] = [];
    for (const task of tasks) outcomes.push(await attempt(locale, task));
    const lines = readerKinds.map((kind) => {
      const mine = outcomes.filter((outcome) => outcome.task.reader === kind);
      const done = mine.filter((outcome) => outcome.problems.length === 0).length;
      return `  ${kind.padEnd(14)} ${done} / ${mine.length}`;
    });
    const failed = outcomes.filter((outcome) => outcome.problems.length > 0);
    console.log(
      `Reader tasks in ${locale}: ${outcomes.length - failed.length} / ${outcomes.length} complete\n${lines.join('\n')}` +
        (failed.length > 0
          ? `\nNot complete:\n${failed
              .map((outcome) => `  ${outcome.task.id}: ${outcome.problems.join('; ')}`)
              .join('\n')}`
          : ''),
    );
    expect(failed.map((outcome) => outcome.task.id)).toEqual([]);
  });
});
