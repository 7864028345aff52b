/**
 * The build rules of spec section 5, proven on fixture builds that reuse the
 * site's own configuration (tests/fixtures/build-rules): a broken link and a
 * broken Markdown image fail the build and name the page or file; a broken
 * anchor and a duplicate route only warn.
 */
import {spawn} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';

const siteDir = 'tests/fixtures/build-rules';
const outDirs: string[] = [];

/**
 * Builds the fixture in a child process, without blocking the test worker:
 * a build takes tens of seconds on a busy machine, and a worker blocked that
 * long misses Vitest's own messages ("Timeout calling onTaskUpdate").
 */
function buildFixture(scenario: string): Promise<{status: number | null; output: string}> {
  const outDir = mkdtempSync(join(tmpdir(), `fixture-${scenario}-`));
  outDirs.push(outDir);
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build', siteDir, '--out-dir', outDir],
      {env: {...process.env, FIXTURE: scenario, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0'}},
    );
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({status, output: `${stdout}\n${stderr}`}));
  });
}

afterAll(() => {
  for (const dir of outDirs) rmSync(dir, {recursive: true, force: true});
  rmSync(join(siteDir, '.docusaurus'), {recursive: true, force: true});
});

/** The broken-link scenario's build, once for the two tests that read it. */
let brokenLinkBuild: ReturnType<typeof buildFixture> | undefined;
const brokenLinks = () => (brokenLinkBuild ??= buildFixture('broken-link'));

describe('build rules', {timeout: 180_000}, () => {
  it('fails on a broken link, naming the page and the Markdown file', async () => {
    const {status, output} = await brokenLinks();
    expect(status).not.toBe(0);
    expect(output).toContain('Docusaurus found broken links');
    expect(output).toMatch(
      // The page's links are listed after the menu's broken link.
      /Broken link on source page path = \/docs\/broken-link-page\/:(\s+-> linking to \S+)*\s+-> linking to \/docs\/no-such-page\//,
    );
    // A broken Markdown file link warns with its file and line, then the
    // link it leaves behind fails the build like any broken link.
    expect(output).toMatch(
      /\[WARNING\] Markdown link with URL `\.\/no-such-file\.md` in source file ".*broken-markdown-link-page\.md" \(\d+:\d+\)/,
    );
  });

  it('fails on a broken link in the navbar, which fetches its page on intent', async () => {
    const {status, output} = await brokenLinks();
    expect(status).not.toBe(0);
    expect(output).toMatch(
      /Broken link on source page path = \/docs\/menu-page\/:\s+-> linking to \/docs\/no-such-menu-page\//,
    );
  });

  it('fails on a broken Markdown image, naming the file', async () => {
    const {status, output} = await buildFixture('broken-image');
    expect(status).not.toBe(0);
    expect(output).toMatch(
      /Markdown image with URL `\.\/no-such-image\.png` in source file ".*broken-image-page\.md"/,
    );
  });

  it('fails on a page about the product whose "checked_against" is malformed, naming the file', async () => {
    const {status, output} = await buildFixture('checked-against');
    expect(status).not.toBe(0);
    expect(output).toMatch(
      /scenarios\/checked-against\/docs\/api\/misdated-page\.md: "checked_against" has the malformed date "2026-13-01"/,
    );
  });

  it('only warns on a broken anchor and a duplicate route', async () => {
    const {status, output} = await buildFixture('warnings');
    expect(output).toContain('[WARNING] Docusaurus found broken anchors!');
    expect(output).toContain('-> linking to /docs/same-route/#no-such-heading');
    expect(output).toContain('[WARNING] Duplicate routes found!');
    expect(output).toContain('[SUCCESS] Generated static files');
    expect(status).toBe(0);
  });
});
