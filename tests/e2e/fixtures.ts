import {test as base, expect, type Page} from '@playwright/test';

/**
 * `test` with one more fixture: `pageErrors`, every console error and
 * uncaught exception of the page, for tests to assert it stays empty.
 */
export const test = base.extend<{pageErrors: string[]}>({
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
