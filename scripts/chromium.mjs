/**
 * Finds a Chromium for Playwright: CHROMIUM_PATH if set, else Debian's
 * /usr/bin/chromium, else the browser Playwright downloaded itself.
 * Playwright cannot download browsers on machines without internet access,
 * which is why Debian's package comes first (see README, "Tests").
 * Used by the Playwright configs, the benchmark and the social card script.
 *
 * The end-to-end tests ask for the headless shell first (`headlessShell`):
 * Debian's chromium-headless-shell package, the same headless-only build
 * Playwright itself runs headless tests in. It needs about a third less CPU
 * per page than the whole browser in headless mode (7.0 against 10.2 s of CPU
 * for 48 page loads on 2 cores), which keeps `npm test` within its time on a
 * 2-core machine. The visual tests, the benchmark and the scripts that draw
 * images keep the whole browser, whose rendering their figures were taken
 * with.
 */
import {existsSync} from 'node:fs';
import {chromium} from '@playwright/test';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * @param {{headlessShell?: boolean}} [options]
 * @returns {string | undefined} the path of the Chromium to launch; with
 *   `headlessShell`, undefined when only Playwright's own browsers are there
 *   (Playwright then launches its own headless shell)
 */
export function findChromium({headlessShell = false} = {}) {
  const bundled = safeBundledPath();
  const candidates = [
    process.env.CHROMIUM_PATH,
    headlessShell && '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    bundled,
  ].filter(Boolean);
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      [
        'No Chromium found (the browser tests, the benchmark and the social card need one).',
        'Install one of:',
        '  - Debian/Ubuntu: sudo apt-get install -y chromium',
        '  - elsewhere, with internet access: npx playwright install chromium',
        'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
      ].join('\n'),
    );
  }
  return headlessShell && found === bundled ? undefined : found;
}

/** @returns {string | undefined} */
function safeBundledPath() {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
