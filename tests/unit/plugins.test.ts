/**
 * The bundler rules of src/plugins/lazy-loading hold for the installed
 * Docusaurus: the stand-in for tslib has every helper that utils-common calls.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);

describe('the tslib stand-in of the lazy-loading plugin', () => {
  const helpers = require('../../src/plugins/lazy-loading/tslib-helpers.js') as Record<
    string,
    (mod: unknown) => unknown
  >;

  it('has every tslib helper that @docusaurus/utils-common calls', () => {
    const dir = join('node_modules', '@docusaurus', 'utils-common', 'lib');
    const called = new Set<string>();
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
      const source = readFileSync(join(dir, file), 'utf8');
      for (const match of source.matchAll(/\btslib_\d+\.(__\w+)/g)) called.add(match[1]);
    }
    expect(called.size).toBeGreaterThan(0);
    for (const helper of called) expect(typeof helpers[helper], helper).toBe('function');
  });

  it('gives a CommonJS module a default export, and leaves an ES module as it is', () => {
    const commonJs = () => 'applied';
    expect(helpers.__importDefault(commonJs)).toEqual({default: commonJs});
    const esModule = {__esModule: true, default: commonJs};
    expect(helpers.__importDefault(esModule)).toBe(esModule);
  });
});
