/**
 * src/plugins/preact: the browser's production build imports React from
 * preact/compat, and nothing else changes. The upstream aliases it removes
 * are still there in the installed Docusaurus: on an upgrade that moves
 * them, this fails rather than the site shipping React DOM again unnoticed
 * (tests/built/renderer.test.ts checks the built chunks).
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join, dirname} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import preactPlugin, {
  browserRendererVariable,
  docusaurusReactAliases,
  preactAliases,
} from '@site/src/plugins/preact';

const require = createRequire(import.meta.url);

type Alias = Record<string, string>;
const configure = (mode: string, isServer: boolean, alias: Alias | undefined) => {
  const config = {mode, resolve: alias ? {alias} : {}};
  // The plugin uses neither the bundler's utilities nor the content.
  const result = preactPlugin().configureWebpack!(
    config as never,
    isServer,
    {} as never,
    undefined,
  );
  return {config, result};
};
const upstream = (): Alias => ({
  react: '/site/node_modules/react',
  'react-dom': '/x',
  '@site': '/site',
});

describe('the preact plugin', () => {
  const saved = process.env[browserRendererVariable];
  afterEach(() => {
    if (saved === undefined) delete process.env[browserRendererVariable];
    else process.env[browserRendererVariable] = saved;
  });

  it("swaps React for preact/compat in the browser's production build", () => {
    delete process.env[browserRendererVariable];
    const {config, result} = configure('production', false, upstream());
    expect(config.resolve.alias).toEqual({'@site': '/site'});
    expect(result).toEqual({resolve: {alias: preactAliases}});
    for (const key of Object.keys(preactAliases)) expect(key.endsWith('$'), key).toBe(true);
  });

  it('leaves the server, the development server and BROWSER_RENDERER=react alone', () => {
    delete process.env[browserRendererVariable];
    for (const [mode, isServer] of [
      ['production', true],
      ['development', false],
    ] as const) {
      const {config, result} = configure(mode, isServer, upstream());
      expect(config.resolve.alias, `${mode} ${isServer}`).toEqual(upstream());
      expect(result).toEqual({});
    }
    process.env[browserRendererVariable] = 'react';
    expect(configure('production', false, upstream()).result).toEqual({});
  });

  it('gives the browser its effects timing in production builds only', () => {
    const env = process.env.NODE_ENV;
    try {
      delete process.env[browserRendererVariable];
      process.env.NODE_ENV = 'production';
      const modules = preactPlugin().getClientModules!();
      expect(modules).toHaveLength(1);
      expect(readFileSync(modules[0], 'utf8')).toContain('options.requestAnimationFrame');
      process.env[browserRendererVariable] = 'react';
      expect(preactPlugin().getClientModules!()).toEqual([]);
      delete process.env[browserRendererVariable];
      process.env.NODE_ENV = 'development';
      expect(preactPlugin().getClientModules!()).toEqual([]);
    } finally {
      process.env.NODE_ENV = env;
    }
  });

  it('stops the build with a clear message when the configuration has no aliases', () => {
    delete process.env[browserRendererVariable];
    expect(() => configure('production', false, undefined)).toThrow(/src\/plugins\/preact/);
  });

  it("matches Docusaurus's own React aliases, which it removes", () => {
    const base = join(
      dirname(require.resolve('@docusaurus/core/package.json')),
      'lib/webpack/base.js',
    );
    const source = readFileSync(base, 'utf8');
    const aliases = source.slice(source.indexOf('function getReactAliases'));
    for (const name of docusaurusReactAliases) {
      expect(aliases, name).toMatch(new RegExp(`\\n\\s+'?${name}'?: path_1\\.default\\.dirname`));
    }
  });

  it('uses modules that the installed Preact exports', () => {
    for (const target of new Set(Object.values(preactAliases))) {
      expect(() => require.resolve(target), target).not.toThrow();
    }
  });
});
