/**
 * Registers the site's service worker (src/offline/worker.js) and handles
 * its updates; loaded by src/clientModules/serviceWorker.ts once the page has
 * loaded. The browser checks for a new version on each page load; an open
 * tab also checks when it comes back to the front, on its own navigation
 * (at most every ten minutes) and every hour.
 *
 * A new version installs beside the one in use and waits: the page shows
 * "A new version of these docs is available: Reload", and Reload activates
 * it and reloads once it is in control, so that the page then runs the new
 * version's code only. Another open tab, whose version has just been
 * replaced, shows the same prompt; if its old code meets a missing file
 * first, src/clientModules/chunkErrors.ts reloads it once, as without a
 * worker.
 *
 * When a first install takes over the page, the page asks the worker to
 * keep itself (KEEP_PAGE): its document and the files it loaded, which the
 * browser has in its cache already. That is all a visit saves unasked.
 */
import {createRoot, type Root} from 'react-dom/client';
import {KEEP_PAGE} from './names';

export type RegisterOptions = {
  /** The worker's address, from @docusaurus/plugin-pwa ("/sw.js", "/fr/sw.js"). */
  workerUrl: string;
  /** Base URLs of the other languages, whose offline page the worker keeps too. */
  otherLocales: string[];
};

const CHECK_EVERY = 10 * 60 * 1000;
const CHECK_EVERY_WHILE_OPEN = 60 * 60 * 1000;

let registration: ServiceWorkerRegistration | undefined;
let lastCheck = Date.now();
let root: Root | undefined;

/** Asks the server whether a new version is out, at most every ten minutes. */
export function checkForUpdate(): void {
  if (!registration || Date.now() - lastCheck < CHECK_EVERY) return;
  lastCheck = Date.now();
  registration.update().catch(() => {
    // Offline, or the server is unreachable: the next check tries again.
  });
}

async function showPrompt(onReload: () => void): Promise<void> {
  // Its code comes when there is a new version to announce.
  const {default: UpdatePrompt} = await import('@site/src/components/UpdatePrompt');
  let container = document.getElementById('update-prompt');
  if (!container) {
    container = document.createElement('div');
    container.id = 'update-prompt';
    container.setAttribute('role', 'status');
    document.body.prepend(container);
    root = createRoot(container);
  }
  // A new key: a prompt dismissed earlier shows again for a newer version.
  root?.render(<UpdatePrompt key={Date.now()} onReload={onReload} />);
}

/** The page as loaded before any worker ran: its address and same-site files. */
function thisPage(): string[] {
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(window.location.origin) && !/\/sw\.js(\?|$)/.test(name));
  return [window.location.href.split('#')[0], ...files];
}

export async function register({workerUrl, otherLocales}: RegisterOptions): Promise<void> {
  const workers = navigator.serviceWorker;
  // offlineMode: with true, the plugin's own worker would save every file of
  // the build; the files are chosen in worker.js instead.
  const params = JSON.stringify({offlineMode: false, debug: false, otherLocales});
  // Whether this page runs under a worker already; a first install takes
  // over the page with the version it was loaded with: nothing to reload.
  let controlled = workers.controller !== null;
  let reloading = false;

  const activate = (worker: ServiceWorker) => () => {
    reloading = true;
    worker.postMessage({type: 'SKIP_WAITING'});
    // Should the worker not take over (replaced meanwhile), reload anyway.
    setTimeout(() => window.location.reload(), 3000);
  };
  const offer = (worker: ServiceWorker) => {
    if (workers.controller) void showPrompt(activate(worker));
  };

  workers.addEventListener('controllerchange', () => {
    if (reloading) window.location.reload();
    else if (controlled) void showPrompt(() => window.location.reload());
    else workers.controller?.postMessage({type: KEEP_PAGE, urls: thisPage()});
    controlled = true;
  });

  // The worker's code is in two files (sw.js and its chunk): both are checked
  // for a new version without the browser's cache.
  registration = await workers.register(`${workerUrl}?params=${encodeURIComponent(params)}`, {
    updateViaCache: 'none',
  });
  // Playwright's serviceWorkers: 'block' resolves with nothing.
  if (!registration) return;
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration?.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
  setInterval(() => {
    if (document.visibilityState === 'visible') {
      lastCheck = 0;
      checkForUpdate();
    }
  }, CHECK_EVERY_WHILE_OPEN);
}
