#!/usr/bin/env node
/**
 * Upgrade rehearsal: what would break on the newest Docusaurus 3.x, without
 * touching the site. It copies the site (the files git knows, committed or
 * not) to a scratch folder outside the repository, gives every @docusaurus/*
 * package there the new version (package.json's overrides kept), installs,
 * then runs the type check, the unit tests (tests/unit/swizzles.test.ts says
 * which ejected copies moved upstream), the build of both languages (config
 * errors), the W3C check of the built pages and the end-to-end tests, and
 * prints what failed, step by step.
 *
 * Usage: npm run check:upgrade [-- <version>] [--patch <file>] [--skip-e2e] [--keep]
 *   <version>       a 3.x version of @docusaurus/core (default: the newest)
 *   --patch <file>  a patch (git diff) of the fixes found so far: when the
 *                   build fails as it is, it is applied and the build tried
 *                   again, so that the later steps can run
 *   --skip-e2e      leave out the end-to-end tests (the longest step)
 *   --keep          keep the scratch folder (its path is printed)
 *
 * Exit 0: nothing failed; 1: something failed (listed); 2: bad input, or the
 * registry could not be reached.
 */
import {spawn, spawnSync} from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {parseArgs, stripVTControlCharacters} from 'node:util';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');

function fail(message) {
  console.error(`check:upgrade: ${message}`);
  process.exit(2);
}

let options;
try {
  options = parseArgs({
    allowPositionals: true,
    options: {
      patch: {type: 'string'},
      'skip-e2e': {type: 'boolean', default: false},
      keep: {type: 'boolean', default: false},
    },
  });
} catch (error) {
  fail(
    `${error.message}\nUsage: npm run check:upgrade [-- <version>] [--patch <file>] [--skip-e2e] [--keep]`,
  );
}
const {positionals, values} = options;
if (positionals.length > 1) fail(`one version at most, not "${positionals.join(' ')}"`);
const patch = values.patch && resolve(process.env.INIT_CWD ?? process.cwd(), values.patch);
if (patch && !existsSync(patch)) fail(`no patch file at ${patch}`);

const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const current = packageJson.dependencies['@docusaurus/core'];

// The versions the registry has.
const view = spawnSync('npm', ['view', '@docusaurus/core', 'versions', '--json'], {
  encoding: 'utf8',
  timeout: 120_000,
});
if (view.status !== 0) {
  const reason = (view.stderr || view.error?.message || '')
    .trim()
    .split('\n')
    .slice(0, 3)
    .join('\n');
  fail(
    `cannot read the versions of @docusaurus/core from the npm registry (no network?):\n${reason}`,
  );
}
const compare = (a, b) => {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number));
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};
const releases = JSON.parse(view.stdout)
  .filter((version) => /^3\.\d+\.\d+$/.test(version))
  .sort(compare);
const target = positionals[0] ?? releases.at(-1);
if (!releases.includes(target)) {
  fail(
    `@docusaurus/core ${target} is not a 3.x release on the registry (newest: ${releases.at(-1)})`,
  );
}

const scratch = mkdtempSync(join(tmpdir(), 'tibillet-upgrade-'));
const logs = mkdtempSync(join(tmpdir(), `tibillet-upgrade-${target}-logs-`));
console.log(`Upgrade rehearsal: Docusaurus ${current} → ${target}, in ${scratch}`);
console.log(`Each step's output: ${logs}\n`);

// The site's files: what git knows, committed or not, without what it ignores.
const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (listed.status !== 0) fail(`git ls-files failed in ${root}: ${listed.stderr}`);
for (const file of listed.stdout.split('\0').filter(Boolean)) {
  if (!existsSync(join(root, file))) continue; // deleted, not yet committed
  mkdirSync(dirname(join(scratch, file)), {recursive: true});
  copyFileSync(join(root, file), join(scratch, file));
}

// Every @docusaurus/* package at the new version; the overrides stay.
for (const field of ['dependencies', 'devDependencies']) {
  for (const name of Object.keys(packageJson[field] ?? {})) {
    if (name.startsWith('@docusaurus/')) packageJson[field][name] = target;
  }
}
writeFileSync(join(scratch, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`);

/** Runs a command in the scratch copy; its output goes to a log file. */
function run(name, command, args, env = {}) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: scratch,
      env: {...process.env, FORCE_COLOR: '0', NO_UPDATE_NOTIFIER: '1', ...env},
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      writeFileSync(join(logs, `${name}.log`), output);
      done({code, output, seconds: Math.round((Date.now() - started) / 1000)});
    });
  });
}

const report = [];
let failed = false;
function step(name, result, findings = []) {
  const ok = result.code === 0 && findings.length === 0;
  failed ||= !ok;
  report.push({name, ok, seconds: result.seconds, findings});
  const status = ok ? 'ok' : result.code === null ? 'not run' : 'FAILED';
  console.log(`${status.padEnd(8)} ${name} (${result.seconds ?? 0} s)`);
  for (const line of findings) console.log(`           ${line}`);
}
const notRun = (name, why) => step(name, {code: null, seconds: 0}, [why]);
const lines = (text, pattern, limit = 40) => {
  const found = text.split('\n').filter((line) => pattern.test(line));
  return found.length > limit
    ? [...found.slice(0, limit), `… and ${found.length - limit} more`]
    : found;
};
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/**
 * What a failing test says, shortened: the entries of a list it expected
 * empty (`+ "…"` lines of the difference), grouped by what follows the page,
 * or else its first lines.
 */
function explain(message) {
  const clean = stripVTControlCharacters(message);
  const entries = [...clean.matchAll(/^\+\s+"(.*)",?$/gm)].map((match) => match[1]);
  if (entries.length === 0) {
    return clean
      .split('\n')
      .filter(Boolean)
      .slice(0, 12)
      .map((line) => `  ${line}`);
  }
  const groups = new Map();
  for (const entry of entries) {
    const split = entry.indexOf(': ');
    const [where, what] = split > 0 ? [entry.slice(0, split), entry.slice(split + 2)] : ['', entry];
    groups.set(what, [...(groups.get(what) ?? []), where]);
  }
  return [...groups].map(
    ([what, where]) =>
      `  ${what} (${where.length}×: ${where.slice(0, 3).join(', ')}${where.length > 3 ? ', …' : ''})`,
  );
}

/** Failing tests of a Vitest JSON report. */
function vitestFailures(file) {
  const json = readJson(file);
  if (!json) return ['the tests did not run (see the log)'];
  return json.testResults.flatMap((suite) =>
    suite.assertionResults
      .filter((test) => test.status === 'failed')
      .flatMap((test) => [
        `${suite.name.slice(scratch.length + 1)} > ${test.fullName}`,
        ...test.failureMessages.flatMap(explain),
      ])
      .concat(
        suite.status === 'failed' && suite.assertionResults.length === 0
          ? [`${suite.name.slice(scratch.length + 1)}: ${suite.message.split('\n')[0]}`]
          : [],
      ),
  );
}

/** Failing tests of a Playwright JSON report. */
function playwrightFailures(file) {
  const json = readJson(file);
  if (!json) return ['the tests did not run (see the log)'];
  const failures = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const result = test.results.at(-1);
        if (result && !['passed', 'skipped'].includes(result.status)) {
          const error = stripVTControlCharacters(result.error?.message ?? result.status);
          failures.push(`${[...titles, spec.title].join(' > ')} (${spec.file}:${spec.line})`);
          failures.push(
            ...error
              .split('\n')
              .filter(Boolean)
              .slice(0, 4)
              .map((line) => `  ${line}`),
          );
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title].filter(Boolean));
  };
  for (const suite of json.suites) walk(suite, []);
  return failures;
}

/**
 * The W3C checker's messages (tests/built/html.test.ts writes them whole),
 * grouped by their text, most frequent first; the whole grouped list goes to
 * html-messages.txt beside them.
 */
function checkerMessages(file) {
  const messages = readJson(file);
  if (!messages?.length) return [];
  const groups = new Map();
  for (const entry of messages) {
    const split = entry.indexOf(': ');
    const [page, what] = [entry.slice(0, split), entry.slice(split + 2)];
    groups.set(what, [...(groups.get(what) ?? []), page]);
  }
  const sorted = [...groups].sort((a, b) => b[1].length - a[1].length);
  const describe = ([what, where]) =>
    `  ${where.length}× on ${new Set(where).size} pages: ${what} (${[...new Set(where)].slice(0, 3).join(', ')})`;
  const whole = file.replace(/\.json$/, '.txt');
  writeFileSync(whole, `${sorted.map(describe).join('\n')}\n`);
  return [
    `W3C checker: ${messages.length} messages in ${sorted.length} kinds; the most frequent:`,
    ...sorted.slice(0, 15).map(describe),
    ...(sorted.length > 15 ? [`  … all ${sorted.length} kinds in ${whole}`] : []),
  ];
}

async function freePort() {
  const server = createServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const {port} = server.address();
  await new Promise((done) => server.close(done));
  return port;
}

const install = await run(
  'install',
  'npm',
  ['install', '--no-audit', '--no-fund', '--prefer-offline'],
  {
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  },
);
step('npm install', install, install.code === 0 ? [] : lines(install.output, /ERR|ERESOLVE|peer/i));
if (install.code !== 0) {
  console.log('\nThe install failed: nothing else can run.');
  process.exit(1);
}
const installed = JSON.parse(
  readFileSync(join(scratch, 'node_modules/@docusaurus/core/package.json'), 'utf8'),
).version;
if (installed !== target) fail(`npm installed @docusaurus/core ${installed}, not ${target}`);

const typecheck = await run('typecheck', 'npx', ['tsc']);
step('type check', typecheck, lines(typecheck.output, /error TS/));

const unitReport = join(logs, 'unit.json');
const unit = await run('unit', 'npx', [
  'vitest',
  'run',
  'tests/unit',
  '--reporter=json',
  `--outputFile=${unitReport}`,
]);
step(
  'unit tests (ejected copies: tests/unit/swizzles.test.ts)',
  unit,
  unit.code === 0 ? [] : vitestFailures(unitReport),
);

const buildErrors = (output) =>
  lines(
    output,
    /\[ERROR\]|Error:|error |ValidationError|has been renamed|not found|was not found/,
    30,
  );
let build = await run('build', 'node', ['scripts/build-for-tests.mjs']);
step('build of both languages, as it is', build, build.code === 0 ? [] : buildErrors(build.output));
if (build.code !== 0 && patch) {
  const applied = spawnSync('git', ['apply', '--whitespace=nowarn', patch], {
    cwd: scratch,
    encoding: 'utf8',
  });
  if (applied.status !== 0) {
    step('patch', {code: applied.status, seconds: 0}, lines(applied.stderr, /./));
  } else {
    console.log(`         (patch applied: ${patch})`);
    build = await run('build-patched', 'node', ['scripts/build-for-tests.mjs']);
    step(
      'build of both languages, patched',
      build,
      build.code === 0 ? [] : buildErrors(build.output),
    );
  }
}

if (build.code === 0) {
  const htmlReport = join(logs, 'html.json');
  const htmlMessages = join(logs, 'html-messages.json');
  const html = await run(
    'html',
    'npx',
    ['vitest', 'run', 'tests/built', '--reporter=json', `--outputFile=${htmlReport}`],
    {HTML_CHECK_MESSAGES: htmlMessages},
  );
  step(
    'built pages (W3C HTML checker, addresses, crawlers)',
    html,
    html.code === 0 ? [] : [...vitestFailures(htmlReport), ...checkerMessages(htmlMessages)],
  );

  if (values['skip-e2e']) {
    notRun('end-to-end tests', 'left out (--skip-e2e)');
  } else {
    const e2eReport = join(logs, 'e2e.json');
    const e2e = await run('e2e', 'npx', ['playwright', 'test', '--reporter=json'], {
      E2E_PORT: String(await freePort()),
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
    });
    step('end-to-end tests', e2e, e2e.code === 0 ? [] : playwrightFailures(e2eReport));
  }
} else {
  notRun('built pages', 'no build');
  notRun('end-to-end tests', 'no build');
}

console.log(`\n${failed ? 'Something fails' : 'Nothing fails'} on Docusaurus ${target}.`);
if (values.keep) console.log(`The scratch copy stays: ${scratch}`);
else rmSync(scratch, {recursive: true, force: true});
process.exit(failed ? 1 : 0);
