/**
 * Each bundler rule of src/plugins/bundler-rules still finds its target in
 * the installed Docusaurus: a rule whose target moved or changed on an
 * upgrade fails here, rather than silently shipping heavier pages.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  algoliaOff,
  algoliaStylesheets,
  intentLinkIssuers,
  intentLinks,
  prismLanguages,
  rules,
  searchWrappers,
  serverTwins,
  tslibHelper,
} from '@site/src/plugins/bundler-rules/rules';
import bundlerRulesPlugin from '@site/src/plugins/bundler-rules';
import {filesUnder} from './site';

const require = createRequire(import.meta.url);
const read = (file: string) => readFileSync(file, 'utf8');

describe('the bundler rules', () => {
  it('are each named once, and documented in the README', () => {
    const names = rules.map((rule) => rule.name);
    expect(new Set(names).size).toBe(names.length);
    const readme = read('src/plugins/bundler-rules/README.md');
    for (const name of names) expect(readme, name).toContain(`\`${name}\``);
  });
});

describe(`${prismLanguages.name}: theme-classic's Prism languages module is emptied`, () => {
  const lib = dirname(require.resolve('@docusaurus/theme-classic'));

  it('targets the client module theme-classic registers, which loads the languages', () => {
    expect(read(join(lib, 'index.js'))).toContain("'./prism-include-languages'");
    // Docusaurus requests it by its path, with or without its extension.
    expect(prismLanguages.request.test(join(lib, 'prism-include-languages'))).toBe(true);
    expect(prismLanguages.request.test(join(lib, 'prism-include-languages.js'))).toBe(true);
    // What it does is what src/theme/CodeBlock/Highlighted.tsx does instead.
    const module = read(join(lib, 'prism-include-languages.js'));
    expect(module).toContain("import prismIncludeLanguages from '@theme/prism-include-languages'");
    expect(read('src/theme/CodeBlock/Highlighted.tsx')).toContain(
      "import prismIncludeLanguages from '@theme/prism-include-languages'",
    );
  });

  it('empties it in every build', () => {
    expect(prismLanguages.serverOnly).toBeFalsy();
    expect(existsSync(prismLanguages.rewrite(''))).toBe(true);
  });
});

describe(`${serverTwins.name}: ./X.browser becomes ./X.server in the server build`, () => {
  const browserModules = filesUnder('src').filter((file) => /\.browser\.tsx?$/.test(file));

  it('has modules to swap', () => {
    expect(browserModules.length).toBeGreaterThan(0);
    expect(serverTwins.serverOnly).toBe(true);
  });

  it.each(browserModules)('%s has a server twin with the same exports', (file) => {
    const twin = file.replace('.browser.', '.server.');
    expect(existsSync(twin), twin).toBe(true);
    const exported = (source: string) =>
      [...source.matchAll(/^export (?:const|function) (\w+)|^export (?:\{(default)\}|(default))/gm)]
        .map((match) => match[1] ?? match[2] ?? match[3])
        .sort();
    expect(exported(read(twin))).toEqual(exported(read(file)));
  });

  it('matches every import of a .browser module, and sends it to its twin', () => {
    const sources = filesUnder('src').filter((file) => /\.tsx?$/.test(file));
    const imports = sources.flatMap((file) =>
      [...read(file).matchAll(/from '(\.\/[\w-]+\.browser)'/g)].map((match) => ({
        file,
        request: match[1],
      })),
    );
    // Every .browser module is imported (some from more than one file).
    const imported = new Set(
      imports.map(({file, request}) => join(dirname(file), request).replace(/\\/g, '/')),
    );
    expect([...imported].sort()).toEqual(
      browserModules.map((file) => file.replace(/\.tsx?$/, '').replace(/\\/g, '/')).sort(),
    );
    for (const {file, request} of imports) {
      expect(serverTwins.request.test(request), request).toBe(true);
      const twin = join(dirname(file), serverTwins.rewrite(request));
      expect(existsSync(`${twin}.ts`) || existsSync(`${twin}.tsx`), twin).toBe(true);
    }
  });
});

describe(`${tslibHelper.name}: utils-common gets its one tslib helper, not all of tslib`, () => {
  const lib = dirname(require.resolve('@docusaurus/utils-common'));
  const files = readdirSync(lib)
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(lib, name));
  const helpers = require('../../src/plugins/bundler-rules/tslib-helpers.js') as Record<
    string,
    (mod: unknown) => unknown
  >;

  it('targets the files of utils-common that require tslib', () => {
    const requiring = files.filter((file) => read(file).includes('require("tslib")'));
    expect(requiring.length).toBeGreaterThan(0);
    for (const file of requiring) expect(tslibHelper.issuer?.test(file), file).toBe(true);
    expect(tslibHelper.request.test('tslib')).toBe(true);
    expect(tslibHelper.issuer?.test(require.resolve('@docusaurus/core/package.json'))).toBe(false);
  });

  it('has every tslib helper that @docusaurus/utils-common calls', () => {
    const called = new Set<string>();
    for (const file of files) {
      for (const match of read(file).matchAll(/\btslib_\d+\.(__\w+)/g)) called.add(match[1]);
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

describe(`${intentLinks.name}: the navigation's Docusaurus Link becomes IntentLink`, () => {
  it.each(intentLinkIssuers)('%s imports Docusaurus Link, and only it matches', (file) => {
    expect(read(file)).toContain("import Link from '@docusaurus/Link';");
    expect(intentLinks.issuer?.test(file)).toBe(true);
    expect(intentLinks.request.test('@docusaurus/Link')).toBe(true);
  });

  it('leaves every other file of the theme, and the site, with Docusaurus Link', () => {
    const theme = join(dirname(require.resolve('@docusaurus/theme-classic')), 'theme');
    const others = filesUnder(theme).filter(
      (file) => file.endsWith('.js') && !intentLinkIssuers.includes(file),
    );
    expect(others.length).toBeGreaterThan(50);
    for (const file of [...others, ...filesUnder('src')]) {
      expect(intentLinks.issuer?.test(file), file).toBe(false);
    }
  });

  it('is not bypassed by a swizzle of the same component', () => {
    for (const file of intentLinkIssuers) {
      const component = file
        .replace(/^.*[\\/]lib[\\/]theme[\\/]/, '')
        .replace(/(\/index)?\.js$/, '');
      // A swizzle is the component's own file (its folder may hold swizzles
      // of sub-components, such as DocBreadcrumbs/StructuredData).
      for (const swizzle of [
        '.tsx',
        '.ts',
        '.jsx',
        '.js',
        '/index.tsx',
        '/index.ts',
        '/index.jsx',
        '/index.js',
      ]) {
        expect(
          existsSync(join('src', 'theme', `${component}${swizzle}`)),
          `${component}${swizzle}`,
        ).toBe(false);
      }
    }
  });

  it('sends them to IntentLink', () => {
    expect(existsSync(intentLinks.rewrite('@docusaurus/Link'))).toBe(true);
  });
});

describe(`${algoliaOff.name}: the stock Algolia bar and page are left out with the local search`, () => {
  it('targets the imports of the two wrappers, and only those', () => {
    for (const file of searchWrappers) {
      const name = file.includes('SearchBar') ? 'SearchBar' : 'SearchPage';
      expect(read(file)).toContain(`from '@theme-original/${name}'`);
      expect(algoliaOff.request.test(`@theme-original/${name}`)).toBe(true);
      expect(algoliaOff.issuer?.test(file)).toBe(true);
    }
    expect(algoliaOff.issuer?.test(join(process.cwd(), 'src/theme/Footer/Layout/index.tsx'))).toBe(
      false,
    );
    expect(algoliaOff.request.test('@theme/SearchBar')).toBe(false);
  });

  it('applies with the local search only, and sends them to a component that draws nothing', async () => {
    expect(algoliaOff.localSearchOnly).toBe(true);
    const {default: AlgoliaOff} = (await import(algoliaOff.rewrite(''))) as {
      default: () => unknown;
    };
    expect(AlgoliaOff()).toBeNull();
  });
});

describe('registry-paths: the chunk registry without the module paths only the server reads', () => {
  const registryLoader = require(
    join(process.cwd(), 'src/plugins/bundler-rules/registry-loader.cjs'),
  ) as ((source: string) => string) & {entry: RegExp};
  const codegen = join(
    dirname(require.resolve('@docusaurus/core/package.json')),
    'lib/server/codegen/codegenRoutes.js',
  );

  it('matches the entry Docusaurus writes in .docusaurus/registry.js', () => {
    expect(read(codegen)).toContain(
      '`  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`',
    );
  });

  it('replaces the middle path of every entry by 0, and keeps the import and resolveWeak', () => {
    const entry = (chunk: string, path: string) =>
      `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${path}"), "${path}", require.resolveWeak("${path}")],`;
    const source = `export default {\n${entry('0a1b', '@theme/DocPage')}\n${entry('2c3d', '@site/docs/Adhésion et abonnement/iframe.md')}};\n`;
    const result = registryLoader(source);
    expect(result).toContain(
      '"0a1b": [() => import(/* webpackChunkName: "0a1b" */ "@theme/DocPage"), 0, require.resolveWeak("@theme/DocPage")],',
    );
    expect(result.match(/, 0, require\.resolveWeak\(/g)).toHaveLength(2);
  });

  it('fails the build, naming the rule, when an entry no longer has that form', () => {
    const source = `export default {\n  "0a1b": [() => import("@theme/DocPage"), "@theme/DocPage"],\n};\n`;
    expect(() => registryLoader(source)).toThrow(/registry-paths: 0 of the registry's 1 entries/);
  });
});

describe("site-config: the browser's copy of the configuration without what only the build reads", () => {
  const siteConfigLoader = require(
    join(process.cwd(), 'src/plugins/bundler-rules/site-config-loader.cjs'),
  ) as ((source: string) => string) & {buildOnly: string[]};
  const codegen = join(
    dirname(require.resolve('@docusaurus/core/package.json')),
    'lib/server/codegen/codegen.js',
  );

  it('matches the module Docusaurus writes, export default <JSON>', () => {
    expect(read(codegen)).toContain('export default ${JSON.stringify(siteConfig, null, 2)};');
  });

  it('drops the build-only keys and keeps what the theme reads', () => {
    const config = {
      title: 'TiBillet',
      url: 'https://tibillet.org',
      baseUrl: '/',
      themeConfig: {navbar: {items: []}},
      customFields: {a: 1},
      plugins: [['x', {}]],
      presets: [],
      markdown: {format: 'mdx'},
      headTags: [],
    };
    const result = siteConfigLoader(`export default ${JSON.stringify(config, null, 2)};\n`);
    const kept = JSON.parse(result.replace(/^export default /, '').replace(/;\s*$/, '')) as object;
    expect(Object.keys(kept).sort()).toEqual(
      ['baseUrl', 'customFields', 'themeConfig', 'title', 'url'].sort(),
    );
    expect(siteConfigLoader.buildOnly).not.toContain('themeConfig');
  });

  it('fails the build, naming the rule, when the module is no longer plain JSON', () => {
    expect(() => siteConfigLoader('export default {plugins: [foo]};\n')).toThrow(
      /bundler rule site-config/,
    );
  });
});

describe("algolia-stylesheets: the stock search's stylesheets are left out with the local search", () => {
  const theme = join(dirname(require.resolve('@docusaurus/theme-search-algolia')), 'theme');

  it('matches what the stock search bar and page import, and nothing of the site', () => {
    const bar = read(join(theme, 'SearchBar/index.js'));
    expect(bar).toContain("import('@docsearch/react/style')");
    expect(algoliaStylesheets.docsearch.test('@docsearch/react/style')).toBe(true);
    expect(bar).toContain("import('./styles.css')");
    expect(read(join(theme, 'SearchPage/index.js'))).toContain(
      "import styles from './styles.module.css';",
    );
    for (const file of ['SearchBar/styles.css', 'SearchPage/styles.module.css']) {
      expect(existsSync(join(theme, file)), file).toBe(true);
      expect(algoliaStylesheets.theme.test(join(theme, file)), file).toBe(true);
    }
    for (const file of filesUnder('src').filter((name) => name.endsWith('.css'))) {
      expect(algoliaStylesheets.theme.test(resolve(file)), file).toBe(false);
    }
  });
});

describe('chunk-ids: a chunk file is named by its id, so the runtime holds no table of names', () => {
  const configure = (mode: string, isServer: boolean) => {
    const plugin = bundlerRulesPlugin({generatedFilesDir: '/nowhere'} as never, {
      localSearch: true,
    });
    const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin: class {}}}};
    return plugin.configureWebpack!({mode} as never, isServer, utils as never, undefined) as {
      output?: {chunkFilename?: string};
    };
  };

  it('is needed: Docusaurus names the chunks of a production build by their names', () => {
    const base = read(require.resolve('@docusaurus/core/lib/webpack/base.js'));
    expect(base).toContain(`'assets/js/[name].[contenthash:8].js'`);
  });

  it('names them by id and content in the client build for production only', () => {
    expect(configure('production', false).output?.chunkFilename).toBe(
      'assets/js/[id].[contenthash:8].js',
    );
    expect(configure('production', true).output).toBeUndefined();
    expect(configure('development', false).output).toBeUndefined();
  });
});
