/**
 * The W3C Nu HTML Checker (vnu-jar, Java 17 or later) finds no error and no
 * warning on any built page of either language (run after `npm run build`).
 *
 * Two Java starts, each with half the pages, check every page, served by
 * scripts/serve.mjs as GitHub Pages serves them: a page read from disk has
 * no origin, and the checker then reports its own images and stylesheets as
 * blocked by the page's Content-Security-Policy. A fixture page with known
 * mistakes is checked in the first run, to prove the checker reports what it
 * is there to find.
 *
 * With HTML_CHECK_MESSAGES=<file>, the messages found on the site's pages are
 * also written there as JSON, whole (a failing test's difference is cut
 * short): the upgrade rehearsal (scripts/check-upgrade.mjs) reads them.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'cheerio';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {encodeAddress} from '../../src/plugins/addresses/encode';
import {freePort, serve, stop} from '../serve';
import {builtPages} from './site';

const root = join(__dirname, '..', '..');
const fixture = join(root, 'tests/fixtures/html/invalid.html');

/**
 * The messages left as they are, each by its exact text, on the element it
 * names (its start tag, read with cheerio) and on the pages it is about.
 * None is an error. See the README, "The W3C HTML check".
 */
type KnownMessage = {
  message: string;
  /** The element the checker highlights: its name, and a class it has (if any). */
  element: {name: string; className?: string; attribute?: [string, RegExp]};
  /** The pages it may be on (every page, if absent). */
  pages?: RegExp;
};

const knownMessages: KnownMessage[] = [
  {
    // Structured data: the HTML standard never runs a <script> whose type is
    // not JavaScript, so never submits it to the policy; the checker does.
    // Hashing each page's data into the policy all pages share would serve
    // only the checker.
    message:
      'Inline script violates Content Security Policy (meta tag): blocked by “script-src” directive (missing “‘unsafe-inline’” or nonce/hash).',
    element: {name: 'script', attribute: ['type', /^application\/ld\+json$/]},
  },
  {
    // A drawing small enough for Docusaurus to inline as a data: URL. The
    // policy allows them ("img-src 'self' data:"), but the checker matches
    // no "data:" source: a page with "img-src data:" alone gets the warning.
    message:
      'Resource violates Content Security Policy (meta tag): image “data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0c...” blocked by “img-src” directive.',
    element: {name: 'img', attribute: ['src', /^data:image\/svg\+xml;base64,/]},
  },
  // Docusaurus's own markup, left as the theme writes it (src/theme/README.md,
  // "Removed copies"): a <section> or an <article> around a list whose items
  // are the articles with their headings. A warning, not an error; a screen
  // reader exposes neither a <section> without a name nor this <article> as
  // anything a reader navigates by.
  {
    message:
      'Section lacks heading. Consider using “h2”-“h6” elements to add identifying headings to all sections, or else use a “div” element instead for any cases where no heading is needed.',
    // The cards of a category page (DocCardList).
    element: {name: 'section', className: 'row'},
    pages: /^(\/fr)?\/docs\/category\//,
  },
  {
    message:
      'Article lacks heading. Consider using “h2”-“h6” elements to add identifying headings to all articles.',
    // The box around those cards (DocCategoryGeneratedIndexPage).
    element: {name: 'article', className: 'margin-top--lg'},
    pages: /^(\/fr)?\/docs\/category\//,
  },
  {
    message:
      'Section lacks heading. Consider using “h2”-“h6” elements to add identifying headings to all sections, or else use a “div” element instead for any cases where no heading is needed.',
    // The pages of a docs tag (DocTagDocListPage).
    element: {name: 'section', className: 'margin-vert--lg'},
    pages: /^(\/fr)?\/docs\/tags\/[^/]+\/$/,
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

/** The element a message highlights, parsed from its start tag. */
function highlightedElement(message: Message) {
  const start = message.hiliteStart ?? 0;
  const tag = message.extract?.slice(start, start + (message.hiliteLength ?? 0)) ?? '';
  return load(tag, null, false)('*').first();
}

const isKnown = (message: Message, list = knownMessages) =>
  list.some((known) => {
    if (known.message !== message.message) return false;
    if (known.pages && !known.pages.test(decodeURI(new URL(message.url).pathname))) return false;
    const element = highlightedElement(message);
    const {name, className, attribute} = known.element;
    return (
      element.prop('tagName')?.toLowerCase() === name &&
      (!className || element.hasClass(className)) &&
      (!attribute || attribute[1].test(element.attr(attribute[0]) ?? ''))
    );
  });

/**
 * Runs the checker once on these files and addresses, in a child process the
 * test worker does not wait on (a run of every page takes minutes on a busy
 * machine), and returns its messages.
 */
function check(targets: string[]): Promise<Message[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'java',
      [
        // The pages are on this machine: let the checker fetch them.
        '-Dnu.validator.servlet.allow-forbidden-hosts=true',
        // A run of a few seconds: the quick compiler alone spends half the
        // processor time for the same messages (it needs a deeper stack than
        // the checker's 512 KB). A JVM without these options ignores them.
        '-XX:+IgnoreUnrecognizedVMOptions',
        '-XX:TieredStopAtLevel=1',
        '-Xss8m',
        '-jar',
        join(root, 'node_modules/vnu-jar/build/dist/vnu.jar'),
        '--format',
        'json',
        '--stdout',
        '--skip-info-messages',
        '--exit-zero-always',
        ...targets,
      ],
      {cwd: root},
    );
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => {
      if (status !== 0) reject(new Error(`vnu failed: ${stderr}`));
      else resolve((JSON.parse(stdout) as {messages: Message[]}).messages);
    });
  });
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
  server = await serve(port);
  const started = Date.now();
  const addresses = pages.map((page) => origin + encodeAddress(page.path));
  // Two checkers at once, each with half the pages: one uses a core.
  const halves = [0, 1].map((half) => addresses.filter((_, index) => index % 2 === half));
  messages = (await Promise.all([check([fixture, ...halves[0]]), check(halves[1])])).flat();
  // A page the checker could not fetch in time (its idle timeout is 5 s, which a
  // busy machine can pass) says nothing about the page: check those once more.
  let unfetched = new Set<string>();
  unfetched = new Set(
    messages
      .filter(
        (message) => message.type === 'non-document-error' && /timeout/i.test(message.message),
      )
      .map((message) => message.url),
  );
  if (unfetched.size) {
    messages = [
      ...messages.filter((message) => !unfetched.has(message.url)),
      ...(await check([...unfetched])),
    ];
  }
  console.log(
    `W3C check: ${pages.length} pages and a fixture in ${((Date.now() - started) / 1000).toFixed(1)} s, ${unfetched.size ? `${unfetched.size} checked again` : 'two Java starts'}`,
  );
}, 300_000);

afterAll(async () => {
  if (server) await stop(server);
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
    if (process.env.HTML_CHECK_MESSAGES) {
      writeFileSync(process.env.HTML_CHECK_MESSAGES, `${JSON.stringify(problems, null, 1)}\n`);
    }
    // A page the checker could not fetch is a "non-document-error": a problem too.
    expect(pages.length).toBeGreaterThan(300);
    expect(problems).toEqual([]);
  });

  it('still finds each message it leaves, so that the list stays short', () => {
    const sitePages = messages.filter((message) => !message.url.endsWith('invalid.html'));
    const unused = knownMessages.filter(
      (known) => !sitePages.some((message) => isKnown(message, [known])),
    );
    expect(unused).toEqual([]);
  });
});
