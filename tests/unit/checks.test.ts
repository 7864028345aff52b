/**
 * Each maintainer check is proven to fail on the mistake it exists for, and
 * to name the file (and the line, where there is one): an untranslated JSX
 * string, a misspelt French word, an image without alt text, a French
 * message missing from i18n/fr/. Also the new-page command.
 */
import {spawnSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {root} from './site';

const temporary: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  temporary.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temporary) rmSync(dir, {recursive: true, force: true});
});

function run(command: string, args: string[], options: {cwd?: string; input?: string} = {}) {
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? root,
    input: options.input,
    encoding: 'utf8',
    env: {...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0'},
  });
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

const bin = (name: string) => join(root, 'node_modules/.bin', name);

describe('ESLint', {timeout: 60_000}, () => {
  it('rejects text in JSX that does not go through translation', () => {
    const page = [
      "import Layout from '@theme/Layout';",
      '',
      'export default function Page() {',
      '  return <Layout><p>Welcome to our venue</p></Layout>;',
      '}',
      '',
    ].join('\n');
    const {status, output} = run(
      bin('eslint'),
      ['--stdin', '--stdin-filename', 'src/pages/untranslated-fixture.tsx'],
      {input: page},
    );
    expect(status).not.toBe(0);
    expect(output).toContain('src/pages/untranslated-fixture.tsx');
    expect(output).toMatch(
      /4:\d+\s+error\s+All text labels in JSX should be wrapped by translate calls/,
    );
  });

  it('accepts the same page once translated', () => {
    const page = [
      "import Translate from '@docusaurus/Translate';",
      "import Layout from '@theme/Layout';",
      '',
      'export default function Page() {',
      '  return (',
      '    <Layout>',
      '      <p><Translate id="fixture.welcome">Welcome to our venue</Translate></p>',
      '    </Layout>',
      '  );',
      '}',
      '',
    ].join('\n');
    const {status, output} = run(
      bin('eslint'),
      ['--stdin', '--stdin-filename', 'src/pages/translated-fixture.tsx'],
      {input: page},
    );
    expect(output.trim()).toBe('');
    expect(status).toBe(0);
  });
});

describe('cspell', {timeout: 60_000}, () => {
  it('checks a French page in French, naming the file and line', () => {
    const text =
      '---\ntitle: Essai\n---\n\nBienvenue dans notre lieu.\n\nNous accueilons le public.\n';
    const {status, output} = run(
      bin('cspell'),
      [
        '--no-progress',
        '--no-summary',
        'stdin://i18n/fr/docusaurus-plugin-content-docs/current/essai.md',
      ],
      {input: text},
    );
    expect(status).not.toBe(0);
    expect(output).toMatch(/essai\.md:7:\d+ - Unknown word \(accueilons\)/);
  });

  it('accepts correct French that English would reject', () => {
    const text = 'Nous accueillons le public dans notre tiers-lieu.\n';
    const french = run(
      bin('cspell'),
      [
        '--no-progress',
        '--no-summary',
        'stdin://i18n/fr/docusaurus-plugin-content-docs/current/essai.md',
      ],
      {input: text},
    );
    expect(french.status).toBe(0);
    const english = run(bin('cspell'), ['--no-progress', '--no-summary', 'stdin://docs/essai.md'], {
      input: text,
    });
    expect(english.status).not.toBe(0);
  });
});

describe('markdownlint', {timeout: 60_000}, () => {
  it('rejects an image without alt text, naming the file and line', () => {
    const dir = tempDir('markdownlint');
    const config = readFileSync(join(root, '.markdownlint-cli2.jsonc'), 'utf8');
    writeFileSync(join(dir, '.markdownlint-cli2.jsonc'), config);
    const page =
      '---\ntitle: Wiring\n---\n\nThe reader sits on the back panel.\n\n![](/img/reader.svg)\n';
    const file = join(dir, 'docs', 'wiring.md');
    mkdirSync(join(dir, 'docs'));
    writeFileSync(file, page);
    const {status, output} = run(bin('markdownlint-cli2'), ['docs/wiring.md'], {cwd: dir});
    expect(status).not.toBe(0);
    expect(output).toMatch(/docs\/wiring\.md:7(:\d+)? error MD045\/no-alt-text/);
  });
});

describe('translation sync', {timeout: 60_000}, () => {
  it('fails when a message id has no French entry, or an empty one', () => {
    const fixture = join(root, 'tests/fixtures/translations');
    const before = readFileSync(join(fixture, 'i18n/fr/code.json'), 'utf8');
    const {status, output} = run(process.execPath, ['scripts/lint-translations.mjs', fixture]);
    expect(status).toBe(1);
    expect(output).toContain(
      'i18n/fr/code.json: not in sync with the code; new message ids: fixture.newMessage',
    );
    expect(output).toContain('i18n/fr/code.json: "fixture.greeting" has no French message');
    // The check leaves the files as it found them.
    expect(readFileSync(join(fixture, 'i18n/fr/code.json'), 'utf8')).toBe(before);
    expect(existsSync(join(fixture, 'i18n/en'))).toBe(false);
    rmSync(join(fixture, '.docusaurus'), {recursive: true, force: true});
  });
});

describe('npm run new:doc', {timeout: 60_000}, () => {
  function site() {
    const dir = tempDir('new-doc');
    cpSync(join(root, 'scripts'), join(dir, 'scripts'), {recursive: true});
    cpSync(join(root, 'src/markdown'), join(dir, 'src/markdown'), {recursive: true});
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    return dir;
  }

  it('creates the English page and its French twin from the template', () => {
    const dir = site();
    const {status, output} = run(
      process.execPath,
      [
        'scripts/new-doc.mjs',
        'Utilisateur/Billetterie/refund_a_ticket',
        'Refund a ticket',
        'Rembourser un billet',
      ],
      {cwd: dir},
    );
    expect(status, output).toBe(0);
    const english = readFileSync(
      join(dir, 'docs/Utilisateur/Billetterie/refund_a_ticket.md'),
      'utf8',
    );
    const french = readFileSync(
      join(
        dir,
        'i18n/fr/docusaurus-plugin-content-docs/current/Utilisateur/Billetterie/refund_a_ticket.md',
      ),
      'utf8',
    );
    expect(english).toMatch(
      /^---\ntitle: "Refund a ticket"\ndescription: ""\nsidebar_position: 1\ntags: \[\]\n---/,
    );
    expect(french).toContain('title: "Rembourser un billet"');
    for (const id of ['before-you-start', 'steps', 'check', 'troubleshooting', 'see-also']) {
      expect(english).toContain(`{#${id}}`);
      expect(french).toContain(`{#${id}}`);
    }
    expect(french).toContain('## Avant de commencer {#before-you-start}');
    expect(output).toContain('/docs/Utilisateur/Billetterie/refund_a_ticket/');
    // The French page records the English one it translates, and says how to mark it again.
    expect(french).toMatch(/\ntranslated_from: \{locale: en, hash: [0-9a-f]{12}\}\n---/);
    expect(
      existsSync(
        join(dir, 'i18n/translated-sources/docs/Utilisateur/Billetterie/refund_a_ticket.md.json'),
      ),
    ).toBe(true);
    expect(output).toContain(
      'npm run translations:mark -- "i18n/fr/docusaurus-plugin-content-docs/current/Utilisateur/Billetterie/refund_a_ticket.md"',
    );
  });

  it('refuses to overwrite an existing page', () => {
    const dir = site();
    const args = ['scripts/new-doc.mjs', 'Tips/newsletter', 'Send a newsletter'];
    expect(run(process.execPath, args, {cwd: dir}).status).toBe(0);
    const file = join(dir, 'docs/Tips/newsletter.md');
    writeFileSync(file, 'written by hand');
    const again = run(process.execPath, args, {cwd: dir});
    expect(again.status).toBe(1);
    expect(again.output).toContain('docs/Tips/newsletter.md already exists; nothing was written.');
    expect(readFileSync(file, 'utf8')).toBe('written by hand');
  });

  it('refuses a path outside docs/ and explains its usage', () => {
    const dir = site();
    expect(
      run(process.execPath, ['scripts/new-doc.mjs', '../escape', 'Title'], {cwd: dir}).status,
    ).toBe(1);
    const noArgs = run(process.execPath, ['scripts/new-doc.mjs'], {cwd: dir});
    expect(noArgs.status).toBe(1);
    expect(noArgs.output).toContain('Usage: npm run new:doc');
  });
});

describe('the commit message check (scripts/check-commits.mjs)', {timeout: 60_000}, () => {
  const check = join(root, 'scripts/check-commits.mjs');

  /** A repository with one commit of each message, on top of a first one. */
  function repository(messages: string[]): string {
    const dir = tempDir('commits');
    const git = (...args: string[]) =>
      run('git', ['-c', 'user.name=T', '-c', 'user.email=t@t', ...args], {cwd: dir});
    git('init', '-q', '-b', 'main');
    git(
      'commit',
      '-q',
      '--allow-empty',
      '-m',
      `${'An old subject, far too long for the check, '.repeat(3)}kept`,
    );
    git('checkout', '-q', '-b', 'change');
    for (const message of messages) git('commit', '-q', '--allow-empty', '-m', message);
    return dir;
  }

  it('passes subjects of at most 72 characters with the details in the body, and leaves the history before the range alone', () => {
    const dir = repository([
      'Theme: drop the three copies kept only for W3C warnings\n\nWhy, and what was measured.',
      `Search: a subject of exactly seventy-two characters, said ${'x'.repeat(14)}`,
    ]);
    const {status, output} = run(process.execPath, [check], {cwd: dir});
    expect(output).toContain('2 commit messages read, 0 to rewrite.');
    expect(status).toBe(0);
  });

  it('names each commit whose subject is too long, runs on, or ends with a full stop', () => {
    const long = `Search: ${'the index is read a few shards at a time, '.repeat(3)}`;
    const dir = repository([long, 'Tests: helpers\nshared now', 'Fix the footer.']);
    const {status, output} = run(process.execPath, [check, 'main..HEAD'], {cwd: dir});
    expect(status).toBe(1);
    expect(output).toContain(`the subject has ${long.trimEnd().length} characters, more than 72`);
    expect(output).toContain('leave a blank line before the body');
    expect(output).toContain('the subject ends with a full stop');
    expect(output).toContain('3 commit messages read, 3 to rewrite.');
  });

  it('reads one message file, as a commit-msg hook', () => {
    const dir = tempDir('commit-msg');
    writeFileSync(join(dir, 'good'), 'README: the two commands first\n\n# a comment git drops\n');
    writeFileSync(join(dir, 'bad'), `${'x'.repeat(73)}\n`);
    expect(run(process.execPath, [check, '--file', join(dir, 'good')]).status).toBe(0);
    expect(run(process.execPath, [check, '--file', join(dir, 'bad')]).status).toBe(1);
  });

  it('exits 2 on a range or a file that does not exist', () => {
    const dir = repository(['A change']);
    const range = run(process.execPath, [check, 'nowhere..HEAD'], {cwd: dir});
    expect(range.status).toBe(2);
    expect(range.output).toContain('"nowhere..HEAD" is not a range of this repository');
    const file = run(process.execPath, [check, '--file', join(dir, 'missing')]);
    expect(file.status).toBe(2);
    expect(file.output).toContain('no message file at');
  });
});
