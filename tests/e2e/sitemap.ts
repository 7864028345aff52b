import type {APIRequestContext} from '@playwright/test';
import type {Locale} from './routes';

const siteUrl = 'https://tibillet.org';

/** The paths listed in a locale's sitemap, decoded (`/docs/install/Raspberry Box/…`). */
export async function sitemapPaths(request: APIRequestContext, locale: Locale): Promise<string[]> {
  const response = await request.get(`${locale.prefix}/sitemap.xml`);
  if (!response.ok()) throw new Error(`No sitemap for ${locale.locale}: ${response.status()}`);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) =>
    decodeURI(match[1].replace(siteUrl, '')),
  );
}
