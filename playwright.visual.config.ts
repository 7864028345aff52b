import {defineConfig, devices} from '@playwright/test';
import base from './playwright.config';
import {chromiumArgs, findChromium} from './scripts/chromium.mjs';

/**
 * The visual regression suite (tests/visual): screenshots of every kind of
 * page compared with the baselines committed in tests/visual/screenshots.
 * `npm run test:visual` compares, `npm run test:visual:update` rewrites the
 * baselines, `npm run gallery` shows them side by side (with the differences
 * of the last run). The baselines are made on Debian 12 with its Chromium
 * and its DejaVu fonts, as .ci/run and the CI workflow run it.
 */
export default defineConfig({
  ...base,
  testDir: './tests/visual',
  outputDir: './test-results/visual',
  snapshotPathTemplate: '{testDir}/screenshots/{arg}{ext}',
  // The whole browser, not the headless shell of the other tests: the
  // baselines were drawn with it.
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {executablePath: findChromium(), args: chromiumArgs},
      },
    },
  ],
  reporter: process.env.CI
    ? [['list'], ['html', {open: 'never', outputFolder: 'playwright-report/visual'}]]
    : 'list',
  expect: {
    ...base.expect,
    toHaveScreenshot: {
      // Anti-aliasing may move a few pixels from one run to the next; a
      // moved block, a new colour or a changed word moves many more.
      threshold: 0.2,
      maxDiffPixelRatio: 0.002,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      stylePath: './tests/visual/screenshot.css',
    },
  },
});
