/**
 * The API pages read as data: their code blocks, and the HTTP requests their
 * examples send. curl commands are parsed; the Python and JavaScript examples
 * are run, with `requests` and `fetch` replaced by stubs that record each
 * call instead of sending it (no network, in a temporary directory).
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {docFiles, docsDir, frenchDocsDir, root} from './site';

export type Block = {
  file: string;
  line: number;
  language: string;
  code: string;
  /** The last non-empty line of prose before the block. */
  lead: string;
  /** The id of the heading the block sits under, and of its H2. */
  heading: string;
  section: string;
};

export function codeBlocks(file: string): Block[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const blocks: Block[] = [];
  let open: {language: string; start: number; body: string[]; lead: string} | null = null;
  let lead = '';
  let heading = '';
  let section = '';
  lines.forEach((line, index) => {
    const fence = /^(\s*)```(\w*)/.exec(line);
    if (fence && !open) {
      open = {language: fence[2], start: index + 1, body: [], lead};
    } else if (/^\s*```\s*$/.test(line) && open) {
      blocks.push({
        file: relative(root, file),
        line: open.start,
        language: open.language,
        code: open.body.join('\n'),
        lead: open.lead,
        heading,
        section,
      });
      open = null;
    } else if (open) {
      open.body.push(line);
    } else {
      const title = /^(#{2,3}) .*\{#([\w-]+)\}\s*$/.exec(line);
      if (title) {
        heading = title[2];
        if (title[1] === '##') section = title[2];
      }
      // Tabs and blank lines do not count as prose.
      if (line.trim() && !/^<\/?(Tabs|TabItem)\b/.test(line.trim())) lead = line.trim();
    }
  });
  return blocks;
}

export const apiPages = {
  en: docFiles().filter((file) => file.includes(`${docsDir}/api/`)),
  fr: docFiles(frenchDocsDir).filter((file) => file.includes(`${frenchDocsDir}/api/`)),
};
export const allApiPages = [...apiPages.en, ...apiPages.fr];

export const where = (block: {file: string; line: number}) => `${block.file}:${block.line}`;

/** Splits a shell command into words, honouring quotes and line continuations. */
export function shellWords(command: string): string[] {
  const words: string[] = [];
  let current = '';
  let quote: string | null = null;
  let started = false;
  const text = command.replace(/\\\n/g, ' ');
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = null;
      else current += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      started = true;
    } else if (/\s/.test(char)) {
      if (started || current) words.push(current);
      current = '';
      started = false;
    } else {
      current += char;
      started = true;
    }
  }
  if (quote) throw new Error('unclosed quote');
  if (started || current) words.push(current);
  return words;
}

/** One request an example sends. */
export type Request = {
  block: Block;
  client: 'curl' | 'python' | 'javascript';
  method: string;
  url: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The JSON body, parsed; undefined without a body. */
  body?: unknown;
  /** A body that is not JSON (form data), or an error while reading it. */
  problem?: string;
};

export function curlRequests(block: Block): Request[] {
  return block.code
    .split(/\n(?=curl )/)
    .filter((part) => part.startsWith('curl'))
    .map((command) => {
      const words = shellWords(command);
      const request: Request = {
        block,
        client: 'curl',
        method: 'GET',
        url: words.find((word) => /^https?:\/\//.test(word)) ?? '',
        headers: {},
      };
      words.forEach((word, index) => {
        const value = words[index + 1] ?? '';
        if (word === '-X' || word === '--request') request.method = value.toUpperCase();
        if (word === '-H' || word === '--header') {
          const colon = value.indexOf(':');
          request.headers[value.slice(0, colon).trim().toLowerCase()] = value
            .slice(colon + 1)
            .trim();
        }
        if (word === '-d' || word === '--data' || word === '--data-raw') {
          try {
            request.body = JSON.parse(value);
          } catch (error) {
            request.problem = `body: ${(error as Error).message}`;
          }
          if (!words.includes('-X')) request.method = 'POST';
        }
        if (word === '-F' || word === '--form') request.problem = 'multipart body';
      });
      return request;
    });
}

type Recorded = {
  file: string;
  calls: {method: string; url: string; headers: Record<string, string>; body?: unknown}[];
  error?: string;
};

const pythonRunner = `
import io, json, os, sys, types, contextlib
records = []
calls = []

class Response:
    status_code = 200
    content = b""
    text = ""
    def json(self):
        return {}
    def raise_for_status(self):
        return None

def make(method):
    def call(url, params=None, headers=None, json=None, data=None, files=None, timeout=None, **rest):
        if rest:
            raise TypeError("unexpected arguments: " + ", ".join(rest))
        entry = {"method": method, "url": url, "headers": dict(headers or {})}
        if json is not None:
            entry["body"] = json
            entry["headers"].setdefault("Content-Type", "application/json")
        if data is not None or files is not None:
            entry["form"] = True
        if params:
            entry["params"] = params
        calls.append(entry)
        return Response()
    return call

stub = types.ModuleType("requests")
for name in ("get", "post", "put", "patch", "delete"):
    setattr(stub, name, make(name.upper()))
sys.modules["requests"] = stub

for path in sys.argv[1:]:
    calls.clear()
    error = None
    try:
        with open(path) as source, contextlib.redirect_stdout(io.StringIO()):
            exec(compile(source.read(), path, "exec"), {"__name__": "__main__"})
    except Exception as exc:
        error = type(exc).__name__ + ": " + str(exc)
    records.append({"file": path, "calls": list(calls), "error": error})
print(json.dumps(records))
`;

const javascriptRunner = `
import {pathToFileURL} from 'node:url';
const records = [];
let calls = [];
globalThis.fetch = async (url, options = {}) => {
  const headers = {...(options.headers ?? {})};
  const call = {method: (options.method ?? 'GET').toUpperCase(), url: String(url), headers};
  if (options.body !== undefined) {
    try {
      call.body = JSON.parse(options.body);
    } catch {
      call.form = true;
    }
  }
  calls.push(call);
  return {
    status: 200,
    ok: true,
    json: async () => ({}),
    text: async () => '',
    arrayBuffer: async () => new ArrayBuffer(0),
  };
};
const log = console.log;
console.log = () => {};
for (const file of process.argv.slice(2)) {
  calls = [];
  let error;
  try {
    await import(pathToFileURL(file).href);
  } catch (caught) {
    error = String(caught);
  }
  records.push({file, calls, error});
}
log(JSON.stringify(records));
`;

function lowerCaseHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
  );
}

/** Runs every example of a language with its client stubbed, in `work`. */
function runExamples(
  blocks: Block[],
  work: string,
  language: 'python' | 'javascript',
): {requests: Request[]; problems: string[]} {
  const dir = join(work, language);
  mkdirSync(dir, {recursive: true});
  const extension = language === 'python' ? 'py' : 'mjs';
  const files = blocks.map((block, index) => {
    const file = join(dir, `example_${index}.${extension}`);
    writeFileSync(file, block.code);
    return {file, block};
  });
  const runner = join(dir, `runner.${extension}`);
  writeFileSync(runner, language === 'python' ? pythonRunner : javascriptRunner);
  const result = spawnSync(
    language === 'python' ? 'python3' : process.execPath,
    [runner, ...files.map(({file}) => file)],
    {cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024},
  );
  if (result.status !== 0) {
    return {requests: [], problems: [`${language} runner failed: ${result.stderr}`]};
  }
  const records = JSON.parse(result.stdout) as Recorded[];
  const requests: Request[] = [];
  const problems: string[] = [];
  for (const record of records) {
    const block = files.find(({file}) => file === record.file)!.block;
    if (record.error) problems.push(`${where(block)}: ${record.error}`);
    for (const call of record.calls as (Recorded['calls'][number] & {form?: boolean})[]) {
      requests.push({
        block,
        client: language,
        method: call.method,
        url: call.url,
        headers: lowerCaseHeaders(call.headers),
        body: call.body,
        problem: call.form ? 'body that is not JSON' : undefined,
      });
    }
  }
  return {requests, problems};
}

/**
 * The sections (H2 ids) whose examples call another server than Lespass:
 * Fedow, whose routes take a wallet's signature instead of a key. Their code
 * is checked with the others (api-examples.test.ts) but is not run against
 * Lespass's contract.
 */
const otherServerSections = new Set(['fedow-signature']);

/** Every request of every example of the API pages, in both languages. */
export function exampleRequests(work: string): {requests: Request[]; problems: string[]} {
  const blocks = allApiPages
    .flatMap(codeBlocks)
    .filter((block) => !otherServerSections.has(block.section));
  const curl = blocks
    .filter((block) => ['bash', 'sh', 'shell'].includes(block.language))
    .flatMap(curlRequests);
  const python = runExamples(
    blocks.filter((block) => block.language === 'python'),
    work,
    'python',
  );
  const javascript = runExamples(
    blocks.filter((block) => ['js', 'javascript'].includes(block.language)),
    work,
    'javascript',
  );
  return {
    requests: [...curl, ...python.requests, ...javascript.requests],
    problems: [...python.problems, ...javascript.problems],
  };
}
