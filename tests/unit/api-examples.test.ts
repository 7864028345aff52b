/**
 * The examples of the API reference, in both languages, are valid: JSON
 * parses, every curl command is well formed (shell syntax, headers, the
 * shared placeholders, a JSON body that parses), the Python compiles, the
 * JavaScript parses; and no example carries a real key.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {allApiPages, codeBlocks, shellWords, where} from './api-pages';

const pages = allApiPages;
const blocks = pages.flatMap(codeBlocks);
const ofLanguage = (...languages: string[]) =>
  blocks.filter((block) => languages.includes(block.language));

const work = mkdtempSync(join(tmpdir(), 'api-examples-'));
afterAll(() => rmSync(work, {recursive: true, force: true}));

describe('API reference examples', {timeout: 60_000}, () => {
  it('cover every page in both languages', () => {
    expect(pages.length).toBe(20);
    expect(ofLanguage('bash').length).toBeGreaterThanOrEqual(40);
    expect(ofLanguage('json').length).toBeGreaterThanOrEqual(40);
  });

  it('give JSON that parses', () => {
    const invalid = ofLanguage('json').flatMap((block) => {
      try {
        JSON.parse(block.code);
        return [];
      } catch (error) {
        return [`${where(block)}: ${(error as Error).message}`];
      }
    });
    expect(invalid).toEqual([]);
  });

  it('give curl commands that are well formed and use the shared placeholders', () => {
    const problems: string[] = [];
    for (const block of ofLanguage('bash', 'sh', 'shell')) {
      const syntax = spawnSync('bash', ['-n'], {input: block.code, encoding: 'utf8'});
      if (syntax.status !== 0) problems.push(`${where(block)}: ${syntax.stderr.trim()}`);
      for (const command of block.code
        .split(/\n(?=curl )/)
        .filter((part) => part.startsWith('curl'))) {
        let words: string[];
        try {
          words = shellWords(command);
        } catch (error) {
          problems.push(`${where(block)}: ${(error as Error).message}`);
          continue;
        }
        const url = words.find((word) => /^https?:\/\//.test(word));
        if (!url) problems.push(`${where(block)}: no URL`);
        else if (!url.startsWith('https://<your-space>.example/')) {
          problems.push(`${where(block)}: ${url} does not use https://<your-space>.example/`);
        }
        words.forEach((word, index) => {
          const value = words[index + 1] ?? '';
          if (word === '-H' && !/^[\w-]+: .+/.test(value))
            problems.push(`${where(block)}: header "${value}"`);
          // A space's API key, or the scanner key of the scan routes.
          const placeholders = [
            'Authorization: Api-Key <API_KEY>',
            'Authorization: Api-Key <SCANNER_KEY>',
          ];
          if (word === '-H' && /^Authorization:/i.test(value) && !placeholders.includes(value)) {
            problems.push(`${where(block)}: authorization "${value}"`);
          }
          if ((word === '-d' || word === '--data') && /^\s*[[{]/.test(value)) {
            try {
              JSON.parse(value);
            } catch (error) {
              problems.push(`${where(block)}: body ${(error as Error).message}`);
            }
          }
        });
      }
    }
    expect(problems).toEqual([]);
  });

  it('give Python that compiles', () => {
    const python = spawnSync('python3', ['--version']);
    expect(python.status, 'python3 is needed to check the Python examples').toBe(0);
    // One Python process compiles every example and names those that fail.
    const files = ofLanguage('python').map((block, index) => {
      const file = join(work, `example_${index}.py`);
      writeFileSync(file, block.code);
      return {file, block};
    });
    const script =
      'import py_compile, sys\n' +
      'for f in sys.argv[1:]:\n' +
      '    try:\n' +
      '        py_compile.compile(f, doraise=True)\n' +
      '    except py_compile.PyCompileError as e:\n' +
      '        print(f + "\\t" + str(e.exc_value).replace("\\n", " "))\n';
    const result = spawnSync('python3', ['-c', script, ...files.map(({file}) => file)], {
      encoding: 'utf8',
    });
    const problems = result.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [file, message] = line.split('\t');
        const block = files.find((entry) => entry.file === file)?.block;
        return `${block ? where(block) : file}: ${message}`;
      });
    expect(ofLanguage('python').length).toBeGreaterThanOrEqual(40);
    expect(problems).toEqual([]);
  });

  it('give JavaScript that parses', () => {
    // One Node process parses every example as a module, with V8's own parser
    // (what `node --check` does for one file), and names those that fail.
    const examples = ofLanguage('js', 'javascript');
    const script = `
      const {SourceTextModule} = require('node:vm');
      const codes = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
      codes.forEach((code, index) => {
        try { new SourceTextModule(code); }
        catch (error) { console.log(index + '\\t' + error.message); }
      });`;
    const result = spawnSync(
      process.execPath,
      ['--experimental-vm-modules', '--no-warnings', '-e', script],
      {input: JSON.stringify(examples.map((block) => block.code)), encoding: 'utf8'},
    );
    expect(result.status, result.stderr).toBe(0);
    const problems = result.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [index, message] = line.split('\t');
        return `${where(examples[Number(index)])}: ${message}`;
      });
    expect(examples.length).toBeGreaterThanOrEqual(40);
    expect(problems).toEqual([]);
  });

  it('never carry a real key', () => {
    const leaks = blocks.filter((block) =>
      /Api-Key [A-Za-z0-9]{6,}\.[A-Za-z0-9]{12,}|Api-Key [A-Za-z0-9]{24,}|sk_(live|test)_\w{8,}|Bearer [A-Za-z0-9._-]{20,}/.test(
        block.code,
      ),
    );
    expect(leaks.map(where)).toEqual([]);
  });
});
