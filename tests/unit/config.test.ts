/**
 * The environment variables read by docusaurus.config.ts: the site builds
 * with none of them, and each one turns on exactly what it names.
 */
import {readFileSync} from 'node:fs';
import ts from 'typescript';
import {afterEach, describe, expect, it, vi} from 'vitest';
import type {Config} from '@docusaurus/types';

const variables = [
  'ALGOLIA_APP_ID',
  'ALGOLIA_API_KEY',
  'ALGOLIA_INDEX_NAME',
  'ALGOLIA_ASSISTANT_ID',
  'ANALYTICS_SCRIPT_URL',
  'ANALYTICS_DOMAIN',
  'ANNOUNCEMENT_ID',
  'ANNOUNCEMENT_TEXT',
  'ANNOUNCEMENT_TEXT_FR',
  'ANNOUNCEMENT_LINK',
  'SEARCH_EXTERNAL_URL_REGEX',
  'SEARCH_REPLACE_PATHNAME',
  'DOCUSAURUS_CURRENT_LOCALE',
  'NODE_ENV',
];

async function loadConfig(env: Record<string, string>): Promise<Config> {
  vi.resetModules();
  for (const name of variables) vi.stubEnv(name, env[name] ?? '');
  return (await import('@site/docusaurus.config')).default as Config;
}

type ThemeConfig = Record<string, unknown> & {
  announcementBar?: {id: string; content: string; isCloseable: boolean};
  algolia?: Record<string, unknown>;
};

const pluginNames = (config: Config) =>
  (config.plugins ?? []).map((plugin) =>
    typeof plugin === 'function'
      ? plugin.name
      : Array.isArray(plugin)
        ? String(plugin[0])
        : String(plugin),
  );

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('docusaurus.config.ts', () => {
  it('builds with no environment variable: local search, no announcement, no analytics', async () => {
    const config = await loadConfig({});
    const theme = config.themeConfig as ThemeConfig;
    expect(theme.announcementBar).toBeUndefined();
    // The DocSearch theme is always configured; without credentials the
    // local index plugin is registered and the app id is a placeholder.
    expect(theme.algolia).toMatchObject({
      appId: 'LOCAL',
      contextualSearch: true,
      searchPagePath: 'search',
    });
    expect(theme.algolia).not.toHaveProperty('askAi');
    expect(pluginNames(config)).toEqual([
      'bundlerRulesPluginWithOptions',
      'localeTextsPlugin',
      'addressesPlugin',
      './src/plugins/blog/index.ts',
      'apiContractPlugin',
      'diagramsPluginWithOptions',
      'pageMarkdownPlugin',
      'docCardsPlugin',
      'searchIndexPlugin',
      'routePreloadPlugin',
      'pwaPluginWithOptions',
      'cspPluginWithOptions',
    ]);
    expect(config.scripts).toEqual([]);
    expect(config.i18n?.locales).toEqual(['en', 'fr']);
  });

  it('shows an escaped announcement, in French on the French site', async () => {
    const english = await loadConfig({
      ANNOUNCEMENT_ID: 'agm-2026',
      ANNOUNCEMENT_TEXT: 'General assembly <b>on 12 December</b>',
      ANNOUNCEMENT_LINK: '/blog/',
    });
    const bar = (english.themeConfig as ThemeConfig).announcementBar;
    expect(bar?.id).toBe('agm-2026');
    expect(bar?.isCloseable).toBe(true);
    expect(bar?.content).toBe(
      '<a href="/blog/">General assembly &lt;b&gt;on 12 December&lt;/b&gt;</a>',
    );

    const french = await loadConfig({
      ANNOUNCEMENT_ID: 'agm-2026',
      ANNOUNCEMENT_TEXT: 'General assembly',
      ANNOUNCEMENT_TEXT_FR: 'Assemblée générale',
      DOCUSAURUS_CURRENT_LOCALE: 'fr',
    });
    expect((french.themeConfig as ThemeConfig).announcementBar?.content).toBe('Assemblée générale');
  });

  it('needs both an id and a text for the announcement', async () => {
    const config = await loadConfig({ANNOUNCEMENT_TEXT: 'Hello'});
    expect((config.themeConfig as ThemeConfig).announcementBar).toBeUndefined();
  });

  it('loads analytics in production builds only, deferred and tied to the domain', async () => {
    const development = await loadConfig({
      ANALYTICS_SCRIPT_URL: 'https://stats.example/js/script.js',
    });
    expect(development.scripts).toEqual([]);
    const production = await loadConfig({
      ANALYTICS_SCRIPT_URL: 'https://stats.example/js/script.js',
      NODE_ENV: 'production',
    });
    expect(production.scripts).toEqual([
      {src: 'https://stats.example/js/script.js', defer: true, 'data-domain': 'tibillet.org'},
    ]);
  });

  it('uses Algolia, and not the local index, when its credentials are given', async () => {
    const config = await loadConfig({ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'search-key'});
    const algolia = (config.themeConfig as ThemeConfig).algolia;
    expect(algolia).toMatchObject({
      appId: 'APP',
      apiKey: 'search-key',
      indexName: 'tibillet',
      contextualSearch: true,
      searchPagePath: 'search',
    });
    expect(algolia).not.toHaveProperty('askAi');
    expect(pluginNames(config)).toEqual([
      'bundlerRulesPluginWithOptions',
      'localeTextsPlugin',
      'addressesPlugin',
      './src/plugins/blog/index.ts',
      'apiContractPlugin',
      'diagramsPluginWithOptions',
      'pageMarkdownPlugin',
      'docCardsPlugin',
      'routePreloadPlugin',
      'pwaPluginWithOptions',
      'cspPluginWithOptions',
    ]);
  });

  it('turns on Ask AI only with an assistant id, and reads the search options', async () => {
    const config = await loadConfig({
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_API_KEY: 'search-key',
      ALGOLIA_INDEX_NAME: 'tibillet-docs',
      ALGOLIA_ASSISTANT_ID: 'assistant-1',
      SEARCH_EXTERNAL_URL_REGEX: 'codecommun\\.coop',
      SEARCH_REPLACE_PATHNAME: '/staging/|/',
    });
    expect((config.themeConfig as ThemeConfig).algolia).toMatchObject({
      indexName: 'tibillet-docs',
      askAi: 'assistant-1',
      externalUrlRegex: 'codecommun\\.coop',
      replaceSearchResultPathname: {from: '/staging/', to: '/'},
    });
  });

  it('ignores an assistant id without credentials: Ask AI needs Algolia', async () => {
    const config = await loadConfig({ALGOLIA_ASSISTANT_ID: 'assistant-1'});
    expect((config.themeConfig as ThemeConfig).algolia).not.toHaveProperty('askAi');
  });

  it('puts the language script in English pages only', async () => {
    const english = await loadConfig({});
    const french = await loadConfig({DOCUSAURUS_CURRENT_LOCALE: 'fr'});
    const localeScript = (config: Config) =>
      (config.headTags ?? []).filter(
        (tag) => tag.tagName === 'script' && String(tag.innerHTML).includes('tibillet.locale'),
      );
    expect(localeScript(english)).toHaveLength(1);
    expect(localeScript(french)).toHaveLength(0);
  });

  it('serves English under `docusaurus start` with no --locale (the variable reads "undefined")', async () => {
    const config = await loadConfig({DOCUSAURUS_CURRENT_LOCALE: 'undefined'});
    const english = await loadConfig({DOCUSAURUS_CURRENT_LOCALE: 'en'});
    expect(config.tagline).toBe(english.tagline);
    expect(config.headTags).toEqual(english.headTags);
  });

  it('keeps the build rules of the spec', async () => {
    const config = await loadConfig({});
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('warn');
    expect(config.onDuplicateRoutes).toBe('warn');
    expect(config.markdown?.hooks).toEqual({
      onBrokenMarkdownLinks: 'warn',
      onBrokenMarkdownImages: 'throw',
    });
    expect(config.trailingSlash).toBe(true);
  });

  it('has a component for the type of every navbar item (src/theme/NavbarItem/ComponentTypes.tsx)', async () => {
    const config = await loadConfig({});
    const file = 'src/theme/NavbarItem/ComponentTypes.tsx';
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const types = source.statements
      .filter(ts.isExportAssignment)
      .flatMap((statement) =>
        ts.isObjectLiteralExpression(statement.expression) ? statement.expression.properties : [],
      )
      .map((property) =>
        property.name && ts.isPropertyAssignment(property) ? property.name : undefined,
      )
      .map((name) =>
        name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : '',
      );
    expect(types).toContain('default');
    const {items} = (config.themeConfig as {navbar: {items: {type?: string; items?: unknown}[]}})
      .navbar;
    for (const item of items) {
      // As the theme names an item without a type (normalizeComponentType).
      expect(types).toContain(item.type ?? (item.items ? 'dropdown' : 'default'));
    }
  });
});
