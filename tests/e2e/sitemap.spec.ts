import {test, expect} from '@playwright/test';
import {categoryPath, categorySlugs, docPath, docRoutes, locales, pageRoutes} from './routes';

for (const locale of locales) {
  test(`sitemap of ${locale.locale}: settings, routes, no tag or search pages`, async ({
    request,
  }) => {
    const response = await request.get(`${locale.prefix}/sitemap.xml`);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const entries = [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map((m) => m[1]);
    expect(entries.length).toBeGreaterThan(20);

    const locs = entries.map((entry) => {
      expect(entry).toContain('<changefreq>weekly</changefreq>');
      expect(entry).toContain('<priority>0.5</priority>');
      const loc = /<loc>(.*?)<\/loc>/.exec(entry)?.[1] ?? '';
      expect(loc.startsWith(`https://tibillet.org${locale.prefix}/`)).toBe(true);
      return decodeURI(loc.replace('https://tibillet.org', ''));
    });

    expect(locs.filter((loc) => loc.includes('/tags/'))).toEqual([]);
    expect(locs.filter((loc) => loc.includes('/search/'))).toEqual([]);

    const expected = [
      ...pageRoutes,
      ...categorySlugs.map(categoryPath),
      ...docRoutes.map(docPath),
    ].map((route) => `${locale.prefix}${route}`);
    expect(expected.filter((route) => !locs.includes(route))).toEqual([]);
  });
}
