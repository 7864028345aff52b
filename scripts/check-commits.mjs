#!/usr/bin/env node
/**
 * Commit messages a log can show: a subject of at most 72 characters, on its
 * own line (a blank line before the body), not ending with a full stop; the
 * why and the measurements go in the body. Merge commits are left alone.
 *
 * Usage: npm run check:commits                  (the commits of HEAD not on main)
 *        npm run check:commits -- <base>..<head>  (a pull request's commits, as CI runs it)
 *        npm run check:commits -- --file <path>   (one message: a commit-msg hook)
 *
 * Only the commits given are read, so the history written before this check
 * never fails it. Exit 0: every message reads well; 1: a message does not
 * (each is named, with what to change); 2: bad input (an unknown range or file).
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

export const maxSubject = 72;

/** What is wrong with a commit message, in words; empty when nothing is. */
export function problemsOf(message) {
  const lines = message
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n')
    .trimEnd()
    .split('\n');
  const subject = lines[0] ?? '';
  const problems = [];
  if (!subject.trim()) problems.push('the subject is empty');
  if (subject.length > maxSubject) {
    problems.push(
      `the subject has ${subject.length} characters, more than ${maxSubject}: keep the change in it, move the details to the body`,
    );
  }
  if (/\.$/.test(subject) && !/\.\.\.$/.test(subject)) {
    problems.push('the subject ends with a full stop');
  }
  if (lines.length > 1 && lines[1].trim() !== '') {
    problems.push('the subject runs on to a second line: leave a blank line before the body');
  }
  return problems;
}

function fail(message) {
  console.error(`check:commits: ${message}`);
  process.exit(2);
}

function git(args) {
  return spawnSync('git', args, {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  let parsed;
  try {
    parsed = parseArgs({allowPositionals: true, options: {file: {type: 'string'}}});
  } catch (error) {
    fail(error.message);
  }
  const {values, positionals} = parsed;
  let messages;
  if (values.file) {
    if (!existsSync(values.file)) fail(`no message file at ${values.file}`);
    messages = [{name: values.file, text: readFileSync(values.file, 'utf8')}];
  } else {
    if (positionals.length > 1) fail(`one range at most, not "${positionals.join(' ')}"`);
    const range = positionals[0] ?? 'main..HEAD';
    const listed = git(['rev-list', '--no-merges', range, '--']);
    if (listed.status !== 0) {
      fail(`"${range}" is not a range of this repository: ${listed.stderr.trim()}`);
    }
    messages = listed.stdout
      .split('\n')
      .filter(Boolean)
      .map((sha) => ({name: sha.slice(0, 7), text: git(['log', '-1', '--format=%B', sha]).stdout}));
  }
  const bad = messages
    .map((message) => ({...message, problems: problemsOf(message.text)}))
    .filter((message) => message.problems.length > 0);
  for (const {name, text, problems} of bad) {
    console.log(`${name} ${text.split('\n')[0]}`);
    for (const problem of problems) console.log(`  - ${problem}`);
  }
  console.log(
    `${messages.length} commit message${messages.length === 1 ? '' : 's'} read, ${bad.length} to rewrite.`,
  );
  process.exit(bad.length > 0 ? 1 : 0);
}
