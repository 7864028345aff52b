import {availableParallelism} from 'node:os';
import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, findChromium} from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * End-to-end tests run against the production build (npm run build), served
 * by scripts/serve.mjs the way GitHub Pages serves it.
 */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Playwright's default is half the cores: one worker on a two-core machine,
  // which doubles the suite's time there. Two at least, as in CI.
  workers: process.env.CI ? 2 : Math.max(2, Math.floor(availableParallelism() / 2)),
  reporter: process.env.CI ? [['list'], ['html', {open: 'never'}]] : 'list',
  timeout: 30_000,
  expect: {timeout: 5_000},
  use: {
    baseURL,
    // A failed test keeps its trace (actions, console, network) and a
    // screenshot of the moment it failed. The trace records neither DOM
    // snapshots, taken around every action and costing a quarter of each page
    // load, nor the screencast, whose frames every passing test encoded too
    // (about a tenth of the suite's time on 2 cores). To see the DOM and the
    // screencast of a test that fails, run it again with
    // `--trace retain-on-failure`.
    trace: {mode: 'retain-on-failure', snapshots: false, screenshots: false},
    screenshot: 'only-on-failure',
    // The site's service worker (src/offline) would download the offline
    // cache in every fresh context and answer requests the tests watch or
    // stop; tests/e2e/offline.spec.ts allows it where it is tested.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {executablePath: findChromium({headlessShell: true}), args: chromiumArgs},
      },
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${port}`,
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
