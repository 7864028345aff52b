/**
 * What a crawler finds in the build (run after `npm run build`): a
 * robots.txt that names both sitemaps; a description in the page's
 * language on every page; no canonical address nor alternates on the
 * not-found pages; and every page of a sitemap reached by following links
 * from the home page of its language, in the HTML as served (no script run).
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildDir, builtPages, siteUrl, sitemapLocs, type BuiltPage} from './site';

const pages = builtPages();
const byPath = new Map(pages.map((page) => [page.path, page]));

describe('robots.txt', () => {
  it('allows crawling and names the sitemap of each language, which exist', () => {
    const robots = readFileSync(join(buildDir, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    const sitemaps = [...robots.matchAll(/^Sitemap: (\S+)$/gm)].map((match) => match[1]);
    expect(sitemaps).toEqual([`${siteUrl}/sitemap.xml`, `${siteUrl}/fr/sitemap.xml`]);
    for (const sitemap of sitemaps) {
      expect(existsSync(join(buildDir, sitemap!.slice(siteUrl.length)))).toBe(true);
    }
  });
});

describe('descriptions', () => {
  it('every page has one description, the French ones in French', () => {
    const problems: string[] = [];
    for (const {path, locale, $} of pages) {
      const descriptions = $('meta[name="description"]');
      const description = descriptions.attr('content')?.trim() ?? '';
      if (descriptions.length !== 1 || description.length < 20) {
        problems.push(`${path}: ${descriptions.length} description(s), "${description}"`);
      }
      if ($('html').attr('lang') !== (locale === 'fr' ? 'fr-FR' : 'en-GB')) {
        problems.push(`${path}: <html lang="${$('html').attr('lang')}">`);
      }
      // The English twin's description, word for word, is a text left untranslated.
      const twin = locale === 'fr' ? byPath.get(path.replace(/^\/fr\//, '/')) : undefined;
      const twinDescription = twin?.$('meta[name="description"]').attr('content')?.trim();
      if (twinDescription && twinDescription === description) {
        problems.push(`${path}: the same description as ${twin?.path}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the not-found pages', () => {
  it('declare no canonical address nor alternates, and are not indexed as pages', () => {
    for (const path of ['/404.html', '/fr/404.html']) {
      const page = byPath.get(path);
      expect(page, path).toBeDefined();
      expect(page!.$('link[rel="canonical"]').length, path).toBe(0);
      expect(page!.$('meta[property="og:url"]').length, path).toBe(0);
      expect(page!.$('link[rel="alternate"][hreflang]').length, path).toBe(0);
    }
    for (const locale of ['en', 'fr'] as const) {
      expect(sitemapLocs(locale).filter((loc) => loc.includes('404'))).toEqual([]);
    }
  });
});

/** The pages a reader reaches from a home page by following links, in its language. */
function reachable(home: string, locale: 'en' | 'fr'): Set<string> {
  const seen = new Set([home]);
  const queue = [home];
  while (queue.length > 0) {
    const page: BuiltPage | undefined = byPath.get(queue.shift()!);
    if (!page) continue;
    page.$('a[href]').each((_, anchor) => {
      const href = page.$(anchor).attr('href') ?? '';
      const url = new URL(href, `${siteUrl}${encodeURI(page.path)}`);
      if (url.origin !== siteUrl) return;
      const path = decodeURI(url.pathname);
      if ((locale === 'fr') !== path.startsWith('/fr/') || seen.has(path)) return;
      seen.add(path);
      queue.push(path);
    });
  }
  return seen;
}

describe('links from the home page', () => {
  it.each([
    ['en', '/'],
    ['fr', '/fr/'],
  ] as const)('reach every page of the %s sitemap', (locale, home) => {
    const reached = reachable(home, locale);
    const listed = sitemapLocs(locale).map((loc) => decodeURI(loc.slice(siteUrl.length)));
    expect(listed.length).toBeGreaterThan(90);
    expect(listed.filter((path) => !reached.has(path))).toEqual([]);
  });
});
