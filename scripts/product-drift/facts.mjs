/**
 * Every product fact the site records with a source, one shape for all:
 *
 *   {origin, pages, source: {repo, path}, words}
 *
 * - the reader tasks (tests/tasks/areas/*.ts): each fact of each task, its
 *   words in both languages, the task's answer pages. Both formats are read:
 *   `{en: Task[], fr: Task[]}` with facts `{says, source}`, and the list of
 *   tasks with facts `{source, en, fr}` (tests/tasks/types.ts, PLAN.md);
 * - the coverage inventory (src/data/product-inventory.json), when the site
 *   has one: each item, its words (the product's msgid, or its English and
 *   French labels) and the page it belongs to.
 *
 * This file is the only place that knows those formats.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {loadFreshModule} from '@docusaurus/utils';

export const tasksDir = 'tests/tasks/areas';
export const inventoryFile = 'src/data/product-inventory.json';

/**
 * @typedef {{repo: string, path: string}} Source
 * @typedef {{origin: string, pages: string[], source: Source, words: string[]}} Fact
 */

export class FactsError extends Error {}

/** "TiBillet/Lespass:api_v2/views.py" → {repo: "Lespass", path: "api_v2/views.py"}. */
export function parseSource(text, where) {
  const match = /^TiBillet\/([\w.-]+):(\S.*)$/.exec(String(text ?? ''));
  if (!match) {
    throw new FactsError(
      `${where}: the source "${text}" is not written TiBillet/<repository>:<path>.`,
    );
  }
  return {repo: match[1], path: match[2]};
}

const strings = (value) => (Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);

/**
 * The facts of one area file's tasks, whichever format it is in.
 * @param {unknown} tasks the file's `tasks` export @param {string} file for messages
 * @returns {Fact[]}
 */
export function taskFacts(tasks, file) {
  /** @type {{task: any, language?: string}[]} */
  let list;
  if (Array.isArray(tasks)) list = tasks.map((task) => ({task}));
  else if (tasks && typeof tasks === 'object' && ('en' in tasks || 'fr' in tasks)) {
    list = ['en', 'fr'].flatMap((language) =>
      (tasks[language] ?? []).map((task) => ({task, language})),
    );
  } else throw new FactsError(`${file}: "tasks" is neither a list of tasks nor {en, fr}.`);
  return list.flatMap(({task, language}) =>
    (task.facts ?? []).map((fact, index) => {
      const where = `${file}: task ${task.id}${language ? ` (${language})` : ''}, fact ${index + 1}`;
      // Words the two languages share (codes, routes) count once.
      const words = [
        ...new Set(
          'says' in fact ? strings(fact.says) : [...strings(fact.en), ...strings(fact.fr)],
        ),
      ];
      return {
        origin: `task ${task.id}${language ? ` (${language})` : ''}`,
        pages: strings(task.answers),
        source: parseSource(fact.source, where),
        words,
      };
    }),
  );
}

/**
 * The facts of the reader tasks of a site.
 * @param {string} siteDir @returns {Promise<Fact[]>}
 */
export async function readTaskFacts(siteDir) {
  const dir = join(siteDir, tasksDir);
  if (!existsSync(dir)) return [];
  const facts = [];
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .sort()) {
    const file = join(dir, name);
    let module;
    try {
      module = await loadFreshModule(file);
    } catch (error) {
      throw new FactsError(`${tasksDir}/${name} does not load: ${error.message.split('\n')[0]}`);
    }
    const tasks = module?.tasks ?? module?.default?.tasks;
    if (tasks === undefined) continue;
    facts.push(...taskFacts(tasks, `${tasksDir}/${name}`));
  }
  return facts;
}

/**
 * The items of a coverage inventory, as facts. Items without a source are
 * left out (there is nothing to re-read).
 * @param {unknown} inventory the parsed JSON @param {string} file for messages
 * @returns {Fact[]}
 */
export function inventoryFacts(inventory, file) {
  const items = Array.isArray(inventory) ? inventory : inventory?.items;
  if (!Array.isArray(items)) throw new FactsError(`${file}: no "items" list.`);
  return items
    .filter((item) => item && typeof item === 'object' && item.source)
    .map((item, index) => {
      const words =
        typeof item.msgid === 'string'
          ? [item.msgid]
          : [...new Set([item.en, item.fr].filter((word) => typeof word === 'string'))];
      return {
        origin: `inventory ${item.id ?? `item ${index + 1}`}`,
        pages: strings(
          item.pages ?? (item.page && String(item.page).startsWith('/') ? [item.page] : []),
        ),
        source: parseSource(item.source, `${file}: ${item.id ?? `item ${index + 1}`}`),
        words,
      };
    });
}

/**
 * The items of the site's inventory, or null when it has none.
 * @param {string} siteDir @param {string} [file] another inventory file
 * @returns {Fact[] | null}
 */
export function readInventoryFacts(siteDir, file = join(siteDir, inventoryFile)) {
  if (!existsSync(file)) return null;
  let inventory;
  try {
    inventory = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new FactsError(`${file} does not parse: ${error.message}`);
  }
  return inventoryFacts(inventory, file);
}
