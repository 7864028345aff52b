#!/usr/bin/env node
/**
 * The production build the end-to-end tests run against: the real build,
 * plus a test announcement and an analytics script address, so that the
 * announcement bar and the analytics loading are exercised too. The tests
 * answer the analytics address themselves; nothing leaves the machine.
 */
import {spawnSync} from 'node:child_process';

export const testEnvironment = {
  ANNOUNCEMENT_ID: 'e2e-bilingual-docs',
  ANNOUNCEMENT_TEXT: 'The TiBillet documentation now speaks English and French.',
  ANNOUNCEMENT_TEXT_FR: 'La documentation de TiBillet parle désormais anglais et français.',
  ANNOUNCEMENT_LINK: '/blog/2026/11/20/a-new-documentation-site/',
  ANALYTICS_SCRIPT_URL: 'https://stats.tibillet.test/js/script.js',
};

const result = spawnSync(
  process.execPath,
  ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build', ...process.argv.slice(2)],
  {stdio: 'inherit', env: {...process.env, ...testEnvironment}},
);
process.exit(result.status ?? 1);
