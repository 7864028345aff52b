/**
 * Starts the site's service worker (src/offline): once the page has loaded
 * and the browser is idle, so that the page never waits for it. Only in
 * production builds, where @docusaurus/plugin-pwa adds this module (its
 * `swRegister`); `npm start` registers nothing. As Docusaurus does for
 * prefetching, a data-saver or 2G connection starts nothing on its own.
 *
 * The worker saves the shell (the offline page) and the page the reader
 * opened, no more: the offline copy of the docs waits until the reader asks
 * for it (src/components/OfflineCopy), or installs the site as an app.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import i18n from '@generated/i18n';

type Connection = {saveData?: boolean; effectiveType?: string};
type Register = typeof import('../offline/register');

let registration: Promise<Register> | undefined;

function isSlowConnection(): boolean {
  const {connection} = navigator as Navigator & {connection?: Connection};
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'));
}

/** The worker's registration, made once (again after a failure); resolves with its module. */
export function startWorker(): Promise<Register> {
  registration ??= import('../offline/register').then(async (module) => {
    const own = i18n.localeConfigs[i18n.currentLocale]?.baseUrl ?? '/';
    const otherLocales = Object.values(i18n.localeConfigs)
      .map((config) => config.baseUrl)
      .filter((base) => base !== own && base.startsWith(own));
    await module.register({
      workerUrl: process.env.PWA_SERVICE_WORKER_URL ?? '/sw.js',
      otherLocales,
    });
    return module;
  });
  registration.catch((error: unknown) => {
    registration = undefined;
    // Storage refused, or a browser that cannot run it: the site works as without.
    console.warn('TiBillet: offline reading is not available.', error);
  });
  return registration;
}

/** Installing the site as an app asks for the offline copy. */
const saveForApp = () =>
  void import('../offline/copy').then(({saveCopy}) => saveCopy()).catch(() => undefined);

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  const whenIdle = (start: () => void) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, {timeout: 5000});
    else setTimeout(start, 1000);
  };
  const installed = window.matchMedia?.('(display-mode: standalone)').matches;
  const begin = () =>
    whenIdle(() => {
      void startWorker().catch(() => undefined);
      if (installed) saveForApp();
    });
  if (!isSlowConnection() || installed) {
    if (document.readyState === 'complete') begin();
    else window.addEventListener('load', begin, {once: true});
  }
  window.addEventListener('appinstalled', saveForApp);
}

export function onRouteDidUpdate(): void {
  void registration?.then(({checkForUpdate}) => checkForUpdate());
}
