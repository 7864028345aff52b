/**
 * One spelling per address (run after `npm run build`). Every address a
 * built page writes (links, canonical, hreflang, og:url, sources, structured
 * data) and every <loc> of both sitemaps is encoded as the sitemap writes
 * it; an address of the site is spelled the same way everywhere; and each
 * leads to a file of the build, never to a redirect.
 */
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {encodeAddress} from '../../src/plugins/addresses/encode';
import {addressProblems, writtenAddresses, type Written} from './addresses';
import {answer, builtPages, siteUrl, sitemapLocs} from './site';

describe('the address check', () => {
  it('finds a raw space, a second spelling, a redirect and a missing page', () => {
    const $ = load(
      '<a href="/docs/Raspberry Box/">a</a><a href="/docs/Raspberry%20Box/">b</a>' +
        '<link rel="canonical" href="https://tibillet.org/blog"><a href="/gone/">c</a>' +
        '<script type="application/ld+json">{"url":"https://tibillet.org/docs/caf%c3%a9/"}</script>' +
        '<a href="/docs/caf%C3%A9/">d</a>',
    );
    const problems = addressProblems(writtenAddresses('/fixture/', $), {
      siteUrl,
      answer: (path) =>
        path === '/blog' ? 'redirect' : path.startsWith('/gone') ? 'missing' : 'file',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('"/docs/Raspberry Box/" is not encoded'),
        expect.stringContaining('/docs/Raspberry Box/ is written 2 ways'),
        expect.stringContaining('"https://tibillet.org/blog" answers with a redirect'),
        expect.stringContaining('"/gone/" leads to no file'),
        expect.stringContaining('/docs/café/ is written 2 ways'),
      ]),
    );
  });
});

describe('the addresses of the built site', () => {
  const pages = builtPages();

  it('are encoded, spelled one way, and lead to a file without a redirect', () => {
    const written: Written[] = pages.flatMap((page) => writtenAddresses(page.path, page.$));
    for (const locale of ['en', 'fr'] as const) {
      for (const address of sitemapLocs(locale)) {
        written.push({page: `${locale} sitemap`, where: '<loc>', address});
      }
    }
    expect(written.length).toBeGreaterThan(pages.length * 50);
    expect(addressProblems(written, {siteUrl, answer})).toEqual([]);
  });

  it("give each page its own address as canonical and og:url, and its twin's as hreflang", () => {
    const problems: string[] = [];
    for (const {path, locale, $} of pages) {
      if (path.endsWith('404.html')) continue;
      const own = siteUrl + encodeAddress(path);
      const english = path.replace(/^\/fr\//, '/');
      const twins = {
        'en-GB': siteUrl + encodeAddress(english),
        'fr-FR': siteUrl + encodeAddress(`/fr${english}`),
        'x-default': siteUrl + encodeAddress(english),
      };
      const canonical = $('link[rel="canonical"]').attr('href');
      const ogUrl = $('meta[property="og:url"]').attr('content');
      if (canonical !== own) problems.push(`${path}: canonical ${canonical}, not ${own}`);
      if (ogUrl !== own) problems.push(`${path}: og:url ${ogUrl}, not ${own}`);
      for (const [lang, twin] of Object.entries(twins)) {
        const alternate = $(`link[rel="alternate"][hreflang="${lang}"]`).attr('href');
        if (alternate !== twin)
          problems.push(`${path}: hreflang ${lang} ${alternate}, not ${twin}`);
      }
      if (locale === 'fr' && !path.startsWith('/fr/')) problems.push(`${path}: not under /fr/`);
    }
    expect(problems).toEqual([]);
  });
});
