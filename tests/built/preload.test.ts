/**
 * Each page's HTML preloads its route's code (src/plugins/route-preload):
 * files that exist, never the code every page already names, on every page
 * of a route with code of its own.
 */
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildDir, builtPages} from './site';

describe("the pages' preloads of their route's code", () => {
  const pages = builtPages().filter(({file}) => file.endsWith('index.html'));
  const preloads = (page: (typeof pages)[number]) =>
    page
      .$('head link[rel="preload"][as="script"]')
      .map((_, link) => page.$(link).attr('href') ?? '')
      .get();

  it('name files of the build, at a low priority, and not the scripts the page already names', () => {
    const problems = pages.flatMap((page) => {
      const scripts = new Set(
        page
          .$('script[src]')
          .map((_, script) => page.$(script).attr('src'))
          .get(),
      );
      const lowPriority = page
        .$('head link[rel="preload"][as="script"]')
        .filter((_, link) => page.$(link).attr('fetchpriority') === 'low').length;
      return [
        ...preloads(page)
          .filter((href) => !existsSync(join(buildDir, decodeURI(href))) || scripts.has(href))
          .map((href) => `${page.path}: ${href}`),
        ...(lowPriority === preloads(page).length ? [] : [`${page.path}: not all at low priority`]),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('are on every docs page, the home page and the search page, in both languages', () => {
    const without = pages
      .filter(({path}) => /^(\/fr)?\/(docs\/|search\/$|$)/.test(path))
      .filter((page) => preloads(page).length === 0)
      .map(({path}) => path);
    expect(pages.length).toBeGreaterThan(200);
    expect(without).toEqual([]);
  });
});
