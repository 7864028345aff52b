#!/usr/bin/env node
/**
 * Runs every check of `npm run lint` (the `lint:*` scripts of package.json),
 * two at a time or one per core, and prints each one's output whole, in a
 * fixed order, so that parallel runs stay readable. Fails if any check fails.
 *
 * Usage: node scripts/lint.mjs            (all checks)
 *        npm run lint:spelling            (one check, as before)
 */
import {spawn} from 'node:child_process';
import {availableParallelism} from 'node:os';

const checks = ['lint:code', 'lint:format', 'lint:md', 'lint:spelling', 'lint:translations'];
const slots = Math.max(2, availableParallelism());
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(check) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(npm, ['run', '--silent', check], {
      env: {...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0'},
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) =>
      resolve({check, code, output, seconds: (performance.now() - started) / 1000}),
    );
  });
}

const results = new Array(checks.length);
let next = 0;
await Promise.all(
  Array.from({length: Math.min(slots, checks.length)}, async () => {
    while (next < checks.length) {
      const index = next++;
      results[index] = await run(checks[index]);
    }
  }),
);

// npm's own notices about the user's configuration are not the checks' output.
const noise = /^npm warn Unknown (user|env) config/;
for (const {check, code, output, seconds} of results) {
  const text = output
    .split('\n')
    .filter((line) => !noise.test(line))
    .join('\n')
    .trim();
  console.log(`${code === 0 ? 'PASS' : 'FAIL'}  ${check} (${seconds.toFixed(1)} s)`);
  if (text) console.log(`${text.replace(/^/gm, '      ')}\n`);
}
const failed = results.filter((result) => result.code !== 0);
if (failed.length > 0) {
  console.error(`\n${failed.map((result) => result.check).join(', ')} failed.`);
  process.exit(1);
}
