#!/usr/bin/env node
/**
 * The production build the end-to-end tests run against: the real build,
 * plus a test announcement and an analytics script address, so that the
 * announcement bar and the analytics loading are exercised too. The tests
 * answer the analytics address themselves; nothing leaves the machine. A few
 * translated pages are shown as behind their original, in both languages, so
 * that the notice of a stale translation is crawled, validated and scanned.
 */
import {spawnSync} from 'node:child_process';

export const testEnvironment = {
  ANNOUNCEMENT_ID: 'e2e-bilingual-docs',
  ANNOUNCEMENT_TEXT: 'The TiBillet documentation now speaks English and French.',
  ANNOUNCEMENT_TEXT_FR: 'La documentation de TiBillet parle désormais anglais et français.',
  ANNOUNCEMENT_LINK: '/blog/2026/11/20/a-new-documentation-site/',
  ANALYTICS_SCRIPT_URL: 'https://stats.tibillet.test/js/script.js',
  SHOW_OUTDATED_TRANSLATIONS: [
    'i18n/fr/docusaurus-plugin-content-docs/current/api/reservations.md',
    'i18n/fr/docusaurus-plugin-content-blog/2025-03-18-festival-bar-cashless-checklist.md',
    'docs/presentation/rates.md',
    'blog/2025-06-10-federations-one-card-many-venues.md',
  ].join(','),
};

const result = spawnSync(
  process.execPath,
  ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build', ...process.argv.slice(2)],
  {stdio: 'inherit', env: {...process.env, ...testEnvironment}},
);
process.exit(result.status ?? 1);
