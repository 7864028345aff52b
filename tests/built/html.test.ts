/**
 * The W3C Nu HTML Checker (vnu-jar, Java 17 or later) finds no error and no
 * warning on any built page of either language (run after `npm run build`).
 *
 * One Java start checks every page, served by scripts/serve.mjs as GitHub
 * Pages serves them: a page read from disk has no origin, and the checker
 * then reports its own images and stylesheets as blocked by the page's
 * Content-Security-Policy. A fixture page with known mistakes is checked in
 * the same run, to prove the checker reports what it is there to find.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {createServer, type AddressInfo} from 'node:net';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {encodeAddress} from '../../src/plugins/addresses/encode';
import {builtPages} from './site';

const root = join(__dirname, '..', '..');
const fixture = join(root, 'tests/fixtures/html/invalid.html');

/**
 * The two messages left as they are, by their exact text, where they are.
 * Both are the checker's mistakes about the Content-Security-Policy, which
 * browsers apply as the site means (the crawl of tests/e2e reports no
 * violation on any page). See the README, "The W3C HTML check".
 */
const knownMessages = [
  {
    // Structured data: the HTML standard never runs a <script> whose type is
    // not JavaScript, so never submits it to the policy; the checker does.
    // Hashing each page's data into the policy all pages share would serve
    // only the checker.
    message:
      'Inline script violates Content Security Policy (meta tag): blocked by “script-src” directive (missing “‘unsafe-inline’” or nonce/hash).',
    highlighted: /^<script\b[^>]*\btype="?application\/ld\+json"?[^>]*>$/,
  },
  {
    // A drawing small enough for Docusaurus to inline as a data: URL. The
    // policy allows them ("img-src 'self' data:"), but the checker matches
    // no "data:" source: a page with "img-src data:" alone gets the warning.
    message:
      'Resource violates Content Security Policy (meta tag): image “data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0c...” blocked by “img-src” directive.',
    highlighted: /^<img\b[^>]*\bsrc="?data:image\/svg\+xml;base64,/,
  },
];

type Message = {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  hiliteStart?: number;
  hiliteLength?: number;
};

const isKnown = (message: Message) =>
  knownMessages.some(
    (known) =>
      known.message === message.message &&
      known.highlighted.test(
        message.extract?.slice(
          message.hiliteStart ?? 0,
          (message.hiliteStart ?? 0) + (message.hiliteLength ?? 0),
        ) ?? '',
      ),
  );

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let server: ChildProcess | undefined;
let messages: Message[] = [];
let origin = '';
const pages = builtPages();

beforeAll(async () => {
  const java = spawnSync('java', ['-version'], {encoding: 'utf8'});
  if (java.error) {
    throw new Error(
      'The W3C HTML check needs Java 17 or later: "sudo apt-get install -y default-jre-headless" (bash .ci/run installs it).',
    );
  }
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port)], {
    cwd: root,
    stdio: 'ignore',
  });
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${origin}/`)).ok) break;
    } catch {
      if (tries > 100) throw new Error('scripts/serve.mjs did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const started = Date.now();
  const checked = spawnSync(
    'java',
    [
      // The pages are on this machine: let the checker fetch them.
      '-Dnu.validator.servlet.allow-forbidden-hosts=true',
      '-jar',
      join(root, 'node_modules/vnu-jar/build/dist/vnu.jar'),
      '--format',
      'json',
      '--stdout',
      '--skip-info-messages',
      '--exit-zero-always',
      fixture,
      ...pages.map((page) => origin + encodeAddress(page.path)),
    ],
    {cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024},
  );
  if (checked.status !== 0) throw new Error(`vnu failed: ${checked.stderr}`);
  messages = (JSON.parse(checked.stdout) as {messages: Message[]}).messages;
  console.log(
    `W3C check: ${pages.length} pages and a fixture in ${((Date.now() - started) / 1000).toFixed(1)} s, one Java start`,
  );
}, 300_000);

afterAll(() => {
  server?.kill();
});

describe('the W3C HTML check', () => {
  it('reports the mistakes of the fixture page', () => {
    const found = messages.filter((message) => message.url.endsWith('invalid.html'));
    const texts = found.map(
      (message) => `${message.type}/${message.subType ?? ''}: ${message.message}`,
    );
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^error\/: .*Illegal character in path segment/),
        expect.stringMatching(/^error\/: .*Illegal character in fragment/),
        expect.stringMatching(/^error\/: Every active “role=tab” element/),
        expect.stringMatching(/^error\/: The heading “h3”.*skipping 1 heading level/),
        expect.stringMatching(/^info\/warning: Section lacks heading/),
      ]),
    );
  });

  it('finds no error and no warning on any page of either language', () => {
    const sitePages = messages.filter((message) => !message.url.endsWith('invalid.html'));
    const problems = sitePages
      .filter((message) => message.type !== 'info' || message.subType === 'warning')
      .filter((message) => !isKnown(message))
      .map(
        (message) =>
          `${decodeURI(message.url.slice(origin.length))}: ${message.type}${message.subType ? `/${message.subType}` : ''}: ${message.message}`,
      );
    // A page the checker could not fetch is a "non-document-error": a problem too.
    expect(pages.length).toBeGreaterThan(300);
    expect(problems).toEqual([]);
  });
});
