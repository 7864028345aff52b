/**
 * The addresses of a page whose route holds spaces stay encoded once React
 * has hydrated it, and after a navigation inside the site: links, canonical,
 * og:url, hreflang alternates and structured data are the strings the
 * server wrote (tests/built checks those in every built page). The router
 * still finds the page, and the not-found page gains no canonical address.
 */
import type {Browser, Page} from '@playwright/test';
import {encodeAddress} from '../../src/plugins/addresses/encode';
import {test, expect, open, waitForHydration} from './fixtures';

type Addresses = {head: string[]; links: string[]; jsonLd: string[]};

async function addresses(page: Page): Promise<Addresses> {
  return page.evaluate(() => {
    const attribute = (selector: string, name: string) =>
      [...document.querySelectorAll(selector)].map((element) => element.getAttribute(name) ?? '');
    const urls = (value: unknown): string[] =>
      typeof value === 'string'
        ? /^https?:/.test(value)
          ? [value]
          : []
        : Array.isArray(value)
          ? value.flatMap(urls)
          : value && typeof value === 'object'
            ? Object.values(value).flatMap(urls)
            : [];
    return {
      head: [
        ...attribute('link[rel="canonical"], link[rel="alternate"][hreflang]', 'href').map(
          (href, index) => `${index}:${href}`,
        ),
        ...attribute('meta[property="og:url"]', 'content'),
      ],
      links: attribute('a[href]', 'href'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap(
        (script) => urls(JSON.parse(script.textContent ?? 'null')),
      ),
    };
  });
}

/** The page as the server wrote it: read with scripts off. */
async function served(browser: Browser, url: string): Promise<Addresses> {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(url);
  const found = await addresses(page);
  await context.close();
  return found;
}

const unencoded = (found: Addresses) =>
  [
    ...found.head.map((entry) => entry.replace(/^\d+:/, '')),
    ...found.links,
    ...found.jsonLd,
  ].filter((address) => encodeAddress(address) !== address);

for (const prefix of ['', '/fr']) {
  const route = `${prefix}/docs/install/Raspberry Box/Hardware/Goal/`;
  const encoded = encodeAddress(route);

  test(`addresses stay encoded after hydration and navigation, ${prefix || '/'}`, async ({
    page,
    browser,
    baseURL,
    pageErrors,
  }) => {
    const server = await served(browser, `${baseURL}${encoded}`);
    await open(page, route);
    const hydrated = await addresses(page);
    // Hydration leaves every address as the server wrote it.
    expect(hydrated.head).toEqual(server.head);
    expect(hydrated.links.sort()).toEqual(server.links.sort());
    // Its structured data too (react-helmet puts back the scripts it manages
    // at the end of the head, so they may come in another order).
    expect(hydrated.jsonLd.sort()).toEqual(server.jsonLd.sort());
    expect(unencoded(hydrated)).toEqual([]);
    expect(hydrated.head).toContain(`0:https://tibillet.org${encoded}`);
    expect(hydrated.links).toContain(encoded.replace('/Goal/', '/wiring/'));

    // A navigation inside the site: the next page is drawn by React alone.
    await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
    const wiring = encoded.replace('/Goal/', '/wiring/');
    await page.locator(`nav a[href="${wiring}"]`).first().click();
    await expect(page).toHaveURL(`${baseURL}${wiring}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `https://tibillet.org${wiring}`,
    );
    expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed)).toBe(true);
    const next = await addresses(page);
    expect(unencoded(next)).toEqual([]);
    expect(next.links).toContain(encoded);
    expect(pageErrors).toEqual([]);
  });

  test(`the not-found page has no canonical address once hydrated, ${prefix || '/'}`, async ({
    page,
  }) => {
    const response = await page.goto(`${prefix}/no/such/page/`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    await expect(page.locator('meta[property="og:url"]')).toHaveCount(0);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  });
}
