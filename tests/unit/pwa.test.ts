/**
 * Offline reading (src/plugins/pwa): which files the offline copy holds and
 * which of them any visit saves (the shell), the web app manifest, and no
 * service worker outside production builds. The browser side is tested in
 * tests/e2e/offline.spec.ts.
 */
import {describe, expect, it, vi} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import type {ChunkGraph} from '@site/src/plugins/pwa/chunkGraph';
import {recordChunkGraph} from '@site/src/plugins/pwa/chunkGraph';
import {appIcons, appManifest} from '@site/src/plugins/pwa/manifest';
import {
  imagesOf,
  matchesAny,
  mermaidKinds,
  selectPrecache,
  type ManifestEntry,
  type PrecacheInput,
} from '@site/src/plugins/pwa/precache';
import {buildPolicy} from '@site/src/plugins/csp/policy';

describe('patterns of pages and files', () => {
  const pages = ['/', '/docs/**', '!/docs/tags/**', '/search/'];
  it('match exactly, or everything under a folder, minus what "!" leaves out', () => {
    expect(matchesAny('/', pages)).toBe(true);
    expect(matchesAny('/docs/', pages)).toBe(true);
    expect(matchesAny('/docs/api/intro/', pages)).toBe(true);
    expect(matchesAny('/docs/tags/', pages)).toBe(false);
    expect(matchesAny('/docs/tags/cashless/', pages)).toBe(false);
    expect(matchesAny('/blog/', pages)).toBe(false);
    expect(matchesAny('/search/page/', pages)).toBe(false);
  });
});

describe('the kinds of Mermaid diagram in a page', () => {
  it('are the first word of each block, after front matter and comments', () => {
    const markdown = [
      '```mermaid',
      'flowchart LR',
      '  A --> B',
      '```',
      'Text.',
      '```mermaid',
      '---',
      'title: A title',
      '---',
      '%% a comment',
      'sequenceDiagram',
      '```',
      '```js',
      'graph()',
      '```',
    ].join('\n');
    expect(mermaidKinds(markdown)).toEqual(['flowchart', 'sequenceDiagram']);
  });
});

describe('the images of a page', () => {
  it('are its own images, previews and sources, not other sites’ nor scripts', () => {
    const html =
      '<link rel=preload as=image href=/img/logo.svg /><img src="/fr/assets/images/a-1.png" alt="">' +
      '<img srcset="/img/b.webp 1x, /img/b@2x.webp 2x"><img src=//cdn.example.org/c.png>' +
      '<script src=/assets/js/main.js></script><a href=/docs/>docs</a>';
    expect(imagesOf(html).sort()).toEqual([
      '/fr/assets/images/a-1.png',
      '/img/b.webp',
      '/img/b@2x.webp',
      '/img/logo.svg',
    ]);
  });
});

/** A small build: two docs pages (one with a diagram), a blog post, a tag page. */
function fixture(overrides: Partial<PrecacheInput> = {}): PrecacheInput {
  const files = [
    'index.html',
    'docs/a/index.html',
    'docs/b/index.html',
    'docs/tags/x/index.html',
    'blog/post/index.html',
    'offline/index.html',
    'search-index/manifest.json',
    'img/docs/a.svg',
    'img/logo.svg',
    'assets/js/runtime.js',
    'assets/js/main.js',
    'assets/css/styles.css',
    'assets/js/home.js',
    'assets/js/doc-a.js',
    'assets/js/doc-b.js',
    'assets/js/doc-layout.js',
    'assets/js/tag.js',
    'assets/js/blog.js',
    'assets/js/diagram.js',
    'assets/js/flow.js',
    'assets/js/pie.js',
    'assets/js/modal.js',
  ];
  const entries: ManifestEntry[] = files.map((url) => ({url, revision: null, size: 1000}));
  const registry = 'javascript/auto|/site/.docusaurus/registry.js';
  const mermaid = 'javascript/esm|/site/node_modules/mermaid/dist/mermaid.core.mjs';
  const graph: ChunkGraph = [
    // 0: main, which imports every route's chunks and the search modal.
    {
      name: 'main',
      files: ['assets/js/runtime.js', 'assets/js/main.js', 'assets/css/styles.css'],
      children: [1, 2, 3, 4, 5, 6, 10],
      origins: [],
      initial: true,
    },
    {
      name: 'home',
      files: ['assets/js/home.js'],
      children: [],
      origins: [{module: registry, request: '@site/src/pages/index.tsx'}],
      initial: false,
    },
    {
      name: 'docA',
      files: ['assets/js/doc-a.js'],
      children: [7],
      origins: [{module: registry, request: './a.md'}],
      initial: false,
    },
    {
      name: 'docB',
      files: ['assets/js/doc-b.js'],
      children: [],
      origins: [{module: registry, request: './b.md'}],
      initial: false,
    },
    {
      name: 'layout',
      files: ['assets/js/doc-layout.js'],
      children: [],
      origins: [{module: registry, request: '@theme/DocRoot'}],
      initial: false,
    },
    {
      name: 'tag',
      files: ['assets/js/tag.js'],
      children: [],
      origins: [{module: registry, request: '@theme/DocTagDocListPage'}],
      initial: false,
    },
    {
      name: 'blog',
      files: ['assets/js/blog.js'],
      children: [],
      origins: [{module: registry, request: './post.md'}],
      initial: false,
    },
    // 7: the diagram component, with Mermaid, and Mermaid's kinds of diagram.
    {
      files: ['assets/js/diagram.js'],
      children: [8, 9],
      origins: [{module: '/site/src/theme/Mermaid/diagram.browser.ts', request: './Diagram'}],
      initial: false,
    },
    {
      files: ['assets/js/flow.js'],
      children: [],
      origins: [
        {module: mermaid, request: './chunks/mermaid.core/flowDiagram-X.mjs'},
        {module: mermaid, request: './chunks/mermaid.core/dagre-Y.mjs'},
      ],
      initial: false,
    },
    {
      files: ['assets/js/pie.js'],
      children: [],
      origins: [{module: mermaid, request: './chunks/mermaid.core/pieDiagram-Z.mjs'}],
      initial: false,
    },
    {
      files: ['assets/js/modal.js'],
      children: [],
      origins: [{module: '/site/src/theme/SearchBar/index.tsx', request: './Modal'}],
      initial: false,
    },
  ];
  const html: Record<string, string> = {
    'docs/a/index.html': '<img src=/img/docs/a.svg alt="">',
    'offline/index.html': '<img src=/img/logo.svg alt=""><img src=/img/elsewhere.svg alt="">',
  };
  return {
    entries,
    baseUrl: '/',
    routesPaths: ['/', '/docs/a/', '/docs/b/', '/docs/tags/x/', '/blog/post/', '/offline/'],
    routesChunkNames: {
      '/-1a2': {__comp: 'home'},
      '/docs/-3b4': {__comp: 'layout'},
      '/docs/a/-5c6': {__comp: 'docA'},
      '/docs/b/-7d8': {__comp: 'docB'},
      '/docs/tags/x/-9e0': {__comp: 'tag'},
      '/blog/post/-f12': {content: 'blog'},
    },
    graph,
    pages: ['/', '/docs/**', '!/docs/tags/**', '/offline/'],
    shell: ['/offline/'],
    files: ['search-index.json', 'search-index/**'],
    diagramKinds: new Set(['flowchart']),
    read: (file) => html[file] ?? '',
    ...overrides,
  };
}

describe('what the offline copy holds', () => {
  it('holds the pages, their code and images, and the search, not the rest', () => {
    const {manifest, summary} = selectPrecache(fixture());
    expect(manifest.map((entry) => entry.url).sort()).toEqual(
      [
        'index.html',
        'docs/a/index.html',
        'docs/b/index.html',
        'offline/index.html',
        'assets/js/runtime.js',
        'assets/js/main.js',
        'assets/css/styles.css',
        'assets/js/home.js',
        'assets/js/doc-a.js',
        'assets/js/doc-b.js',
        'assets/js/doc-layout.js',
        'assets/js/diagram.js',
        'assets/js/flow.js',
        'assets/js/modal.js',
        'img/docs/a.svg',
        'img/logo.svg',
        'search-index/manifest.json',
      ].sort(),
    );
    expect(summary.pages.count).toBe(4);
    expect(summary.images.count).toBe(2);
    expect(summary.files.count).toBe(1);
  });

  it('marks as the shell, which any visit saves, the offline page, its images and the stylesheets', () => {
    expect(selectPrecache(fixture()).shell).toEqual([
      'assets/css/styles.css',
      'img/logo.svg',
      'offline/index.html',
    ]);
    expect(selectPrecache(fixture({shell: []})).shell).toEqual([]);
    expect(() => selectPrecache(fixture({shell: ['/nowhere/']}))).toThrow(
      /no page of the build matches the shell \/nowhere\//,
    );
  });

  it('saves the code of the kinds of diagram the docs draw, and theirs only', () => {
    const urls = (input: PrecacheInput) => selectPrecache(input).manifest.map((e) => e.url);
    expect(urls(fixture({diagramKinds: new Set()}))).not.toContain('assets/js/flow.js');
    expect(urls(fixture({diagramKinds: new Set(['pie', 'flowchart'])}))).toEqual(
      expect.arrayContaining(['assets/js/flow.js', 'assets/js/pie.js']),
    );
  });

  it('fails the build on a kind of diagram it does not know, or whose code is gone', () => {
    expect(() => selectPrecache(fixture({diagramKinds: new Set(['quadrantChart'])}))).toThrow(
      /kind "quadrantChart"/,
    );
    expect(() => selectPrecache(fixture({diagramKinds: new Set(['sequenceDiagram'])}))).toThrow(
      /Mermaid's files have changed/,
    );
  });

  it('fails the build when the search wrote no file it can find, or a page is missing', () => {
    const input = fixture();
    expect(() =>
      selectPrecache({...input, entries: input.entries.filter((e) => !e.url.startsWith('search'))}),
    ).toThrow(/no file of the build matches search-index.json, search-index\/\*\*/);
    expect(() =>
      selectPrecache({
        ...input,
        entries: input.entries.filter((e) => e.url !== 'docs/b/index.html'),
      }),
    ).toThrow(/pages not found in the build: docs\/b\/index.html/);
  });

  it('reads the French build’s pages under its base URL', () => {
    const input = fixture();
    const {manifest} = selectPrecache({
      ...input,
      baseUrl: '/fr/',
      routesPaths: input.routesPaths.map((route) => `/fr${route}`),
      routesChunkNames: Object.fromEntries(
        Object.entries(input.routesChunkNames).map(([key, value]) => [`/fr${key}`, value]),
      ),
      read: (file) => (file === 'docs/a/index.html' ? '<img src=/fr/img/docs/a.svg>' : ''),
    });
    expect(manifest.map((entry) => entry.url)).toEqual(
      expect.arrayContaining([
        'index.html',
        'docs/a/index.html',
        'img/docs/a.svg',
        'assets/js/doc-a.js',
      ]),
    );
  });
});

describe('the chunk graph', () => {
  it('is read from the bundler’s chunk groups, children by index', () => {
    const group = (name: string | undefined, files: string[], children: unknown[] = []) => ({
      name,
      getFiles: () => files,
      isInitial: () => name === 'main',
      childrenIterable: children,
      origins: [{module: {identifier: () => '/site/src/a.ts'}, request: './b'}],
    });
    const child = group(undefined, ['assets/js/b.js', 'assets/js/b.js.map']);
    const main = group('main', ['assets/js/main.js', 'assets/css/styles.css'], [child]);
    const graph = recordChunkGraph({
      chunkGroups: [main, child] as unknown as Parameters<
        typeof recordChunkGraph
      >[0]['chunkGroups'],
    });
    expect(graph).toEqual([
      {
        name: 'main',
        files: ['assets/js/main.js', 'assets/css/styles.css'],
        children: [1],
        origins: [{module: '/site/src/a.ts', request: './b'}],
        initial: true,
      },
      {
        files: ['assets/js/b.js'],
        children: [],
        origins: [{module: '/site/src/a.ts', request: './b'}],
        initial: false,
      },
    ]);
  });
});

describe('the web app manifest', () => {
  it('is in the locale’s language, opens on its home page, with icons at 192 and 512 px', () => {
    const manifest = appManifest({
      baseUrl: '/fr/',
      lang: 'fr-FR',
      dir: 'ltr',
      name: 'Documentation de TiBillet',
      shortName: 'TiBillet',
      description: 'Des outils libres.',
      themeColor: '#0b6e64',
      backgroundColor: '#ffffff',
    });
    expect(manifest).toMatchObject({
      id: '/fr/',
      start_url: '/fr/',
      scope: '/fr/',
      lang: 'fr-FR',
      display: 'standalone',
      name: 'Documentation de TiBillet',
    });
    const icons = manifest.icons as {src: string; sizes: string; purpose: string}[];
    for (const size of ['192x192', '512x512']) {
      for (const purpose of ['any', 'maskable']) {
        expect(icons.some((icon) => icon.sizes === size && icon.purpose === purpose)).toBe(true);
      }
    }
    expect(icons.every((icon) => icon.src.startsWith('/fr/img/app/'))).toBe(true);
    expect(appIcons).toHaveLength(4);
  });
});

describe('the service worker', () => {
  it('is not built nor registered outside production builds (npm start)', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    try {
      const {default: pwaPlugin} = await import('@site/src/plugins/pwa');
      const context = {
        siteDir: '/site',
        baseUrl: '/',
        outDir: '/site/build',
        generatedFilesDir: '/site/.docusaurus',
        siteConfig: {future: {experimental_router: 'browser'}},
        i18n: {currentLocale: 'en', localeConfigs: {en: {baseUrl: '/'}}},
      } as unknown as LoadContext;
      const options = {
        pages: ['/'],
        shell: ['/'],
        searchFiles: [],
        name: 'TiBillet',
        shortName: 'TiBillet',
        description: '',
        themeColor: '#0b6e64',
        backgroundColor: '#ffffff',
      };
      expect(pwaPlugin(context, options)).toBeNull();
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('is allowed by the Content-Security-Policy, with the manifest, and nothing more', () => {
    const policy = buildPolicy({scriptHashes: [], scriptOrigins: [], connectOrigins: []});
    const directives = policy.split('; ');
    expect(directives).toContain("worker-src 'self'");
    expect(directives).toContain("manifest-src 'self'");
  });
});
