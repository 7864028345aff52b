import {test as base, expect, type BrowserContext, type Page} from '@playwright/test';

/** The analytics address of the test build (scripts/build-for-tests.mjs). */
export const analyticsScript = 'https://stats.tibillet.test/js/script.js';

/**
 * `test` with the site's test conditions. The analytics script is refused by
 * the browser, as with an ad blocker (DevTools' request blocking: the request
 * fails before it leaves, and no console error is logged; were the block not
 * in force, the failed DNS lookup would log one). With
 * `test.use({analytics: 'stub'})`, it answers with an empty script instead,
 * for the tests of the analytics themselves. Blocking needs no request
 * interception: Playwright turns the browser's HTTP cache off in a context
 * that has a route, and every page then downloads and compiles the site's
 * code again (about 80 ms more per page load here), which is why the stub is
 * not the default. `pageErrors` collects every console error and uncaught
 * exception of the page, for tests to assert it is empty.
 */
export const test = base.extend<{pageErrors: string[]; analytics: 'stub' | 'blocked'}>({
  analytics: ['blocked', {option: true}],
  context: async ({context, analytics}, use) => {
    if (analytics === 'stub') {
      await context.route(analyticsScript, (route) =>
        route.fulfill({contentType: 'text/javascript', body: '/* analytics stub */'}),
      );
    }
    await use(context);
  },
  page: async ({page, analytics}, use) => {
    if (analytics === 'blocked') {
      const session = await page.context().newCDPSession(page);
      await session.send('Network.enable');
      await session.send('Network.setBlockedURLs', {urls: [analyticsScript]});
    }
    await use(page);
  },
  pageErrors: async ({page}, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export {expect};

/** Waits until React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/**
 * Waits until no CSS transition runs: colours change through transitions
 * when the colour mode does, and a text scanned halfway is between two
 * colours (an axe contrast error that comes and goes).
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
  );
}

/** Opens a path and waits for hydration. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(encodeURI(path));
  await waitForHydration(page);
}

/**
 * Makes the pages of a context or a page report this network connection
 * (navigator.connection), which decides whether Docusaurus prefetches links.
 */
export async function emulateConnection(
  target: BrowserContext | Page,
  connection: {saveData: boolean; effectiveType: string},
): Promise<void> {
  await target.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', {configurable: true, value});
  }, connection);
}

/** A desktop browser's user agent: the language detection ignores headless ones. */
export const browserUserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

/** Browser storage that throws on use, as with cookies blocked or a strict privacy mode. */
export async function disableStorage(context: BrowserContext) {
  await context.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`${name} is disabled`, 'SecurityError');
        },
      });
    }
  });
}

/** Dismisses every dialog the page opens (alert, confirm…) and collects its message. */
export function dismissDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return dialogs;
}

/** The addresses of the JavaScript files the page has loaded so far. */
export function loadedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
}
