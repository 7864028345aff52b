#!/usr/bin/env node
/**
 * Creates a docs page and its French twin at the same path, from the page
 * standard's template (scripts/templates/doc.{en,fr}.md).
 *
 *   npm run new:doc -- "<docs path>" "<English title>" ["<French title>"]
 *   npm run new:doc -- "Utilisateur/Billetterie/refund_a_ticket" "Refund a ticket" "Rembourser un billet"
 *
 * The path is relative to docs/, without extension; it becomes the route
 * /docs/<path>/. The command refuses to overwrite an existing page. The
 * French page records that it translates the English one (`translated_from`,
 * see scripts/mark-translations.mjs): once both are written, mark it again.
 */
import {existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {markTranslation} from './mark-translations.mjs';

const usage =
  'Usage: npm run new:doc -- "<docs path>" "<English title>" ["<French title>"]\n' +
  'Example: npm run new:doc -- "Utilisateur/Billetterie/refund_a_ticket" "Refund a ticket" "Rembourser un billet"';

export function planNewDoc(siteDir, docPath, title, frenchTitle) {
  if (!docPath || !title) throw new Error(`A docs path and a title are needed.\n${usage}`);
  const clean = docPath.replace(/^\/+|^docs\/|\/+$/g, '').replace(/\.mdx?$/, '');
  if (clean.split('/').some((part) => part === '..' || part === '.' || part === '')) {
    throw new Error(`"${docPath}" is not a path inside docs/.`);
  }
  const targets = {
    en: join(siteDir, 'docs', `${clean}.md`),
    fr: join(siteDir, 'i18n/fr/docusaurus-plugin-content-docs/current', `${clean}.md`),
  };
  for (const file of Object.values(targets)) {
    for (const ext of ['.md', '.mdx']) {
      const existing = file.replace(/\.md$/, ext);
      if (existsSync(existing)) {
        throw new Error(
          `${relative(siteDir, existing)} already exists; nothing was written. Choose another path or edit that page.`,
        );
      }
    }
  }
  const folder = dirname(targets.en);
  const siblings = existsSync(folder)
    ? readdirSync(folder).filter((file) => /\.mdx?$/.test(file)).length
    : 0;
  const yaml = (text) => JSON.stringify(text);
  const fill = (template, pageTitle) =>
    template
      .replace('{{title}}', yaml(pageTitle))
      .replace('{{description}}', '""')
      .replace('{{position}}', String(siblings + 1));
  const templates = join(dirname(fileURLToPath(import.meta.url)), 'templates');
  return {
    route: `/docs/${clean}/`,
    files: [
      {path: targets.en, text: fill(readFileSync(join(templates, 'doc.en.md'), 'utf8'), title)},
      {
        path: targets.fr,
        text: fill(readFileSync(join(templates, 'doc.fr.md'), 'utf8'), frenchTitle || title),
      },
    ],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [docPath, title, frenchTitle] = process.argv.slice(2);
  try {
    const plan = planNewDoc(process.cwd(), docPath, title, frenchTitle);
    for (const file of plan.files) {
      mkdirSync(dirname(file.path), {recursive: true});
      writeFileSync(file.path, file.text, {flag: 'wx'});
      console.log(`created ${relative(process.cwd(), file.path)}`);
    }
    const french = relative(process.cwd(), plan.files[1].path);
    markTranslation(process.cwd(), french);
    console.log(
      `\nThe page will be served at ${plan.route} (and /fr${plan.route}).\n` +
        'Write both pages (description, tags, every section), add the route to tests/e2e/routes.ts,\n' +
        'then run "npm run lint" and "npm start". Once the French page says what the English one says:\n' +
        `npm run translations:mark -- "${french}"`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
