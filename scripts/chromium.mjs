/**
 * Finds a Chromium for Playwright: CHROMIUM_PATH if set, else Debian's
 * /usr/bin/chromium, else the browser Playwright downloaded itself.
 * Playwright cannot download browsers on machines without internet access,
 * which is why Debian's package comes first (see README, "Tests").
 * Used by the Playwright config, the benchmark and the social card script.
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

/** @returns {string} the path of the Chromium to launch */
export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    safeBundledPath(),
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
  return found;
}

/** @returns {string | undefined} */
function safeBundledPath() {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
