/**
 * The browser's renderer (src/plugins/preact; run after `npm run build`):
 * the code every page loads hydrates the pages with Preact, and no script of
 * the build holds React DOM, whose production code links each of its errors
 * to react.dev/errors.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildDir, builtPages} from './site';

const reactErrors = 'react.dev/errors/';
const scripts = join(buildDir, 'assets', 'js');

describe("the browser's renderer", () => {
  it('is Preact in the chunk every page of both languages loads', () => {
    for (const path of ['/', '/fr/']) {
      const page = builtPages().find((built) => built.path === path);
      expect(page, path).toBeDefined();
      const mains = page!
        .$('script[src]')
        .map((_, script) => page!.$(script).attr('src'))
        .get()
        .filter((src) => /\/main\.[0-9a-f]+\.js$/.test(src));
      expect(mains, path).toHaveLength(1);
      const main = readFileSync(join(buildDir, mains[0]), 'utf8');
      // preact/compat names its forwardRef components the way React's developer tools show them.
      expect(main, path).toContain('displayName="ForwardRef("');
      expect(main.includes(reactErrors), `${path}: React DOM in main`).toBe(false);
    }
  });

  it('leaves React DOM out of every script of the build', () => {
    const withReact = readdirSync(scripts)
      .filter((file) => file.endsWith('.js'))
      .filter((file) => readFileSync(join(scripts, file), 'utf8').includes(reactErrors));
    expect(withReact).toEqual([]);
  });
});
