/**
 * Starts the site's service worker (src/offline), which saves the docs for
 * offline reading: once the page has loaded and the browser is idle, so that
 * the page never waits for it. Only in production builds, where
 * @docusaurus/plugin-pwa adds this module (its `swRegister`); `npm start`
 * registers nothing. As Docusaurus does for prefetching, a data-saver or 2G
 * connection starts nothing, so nothing is downloaded ahead.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import i18n from '@generated/i18n';

type Connection = {saveData?: boolean; effectiveType?: string};

let registration: Promise<typeof import('../offline/register')> | undefined;

function isSlowConnection(): boolean {
  const {connection} = navigator as Navigator & {connection?: Connection};
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'));
}

function start(): void {
  const own = i18n.localeConfigs[i18n.currentLocale]?.baseUrl ?? '/';
  const otherLocales = Object.values(i18n.localeConfigs)
    .map((config) => config.baseUrl)
    .filter((base) => base !== own && base.startsWith(own));
  registration = import('../offline/register');
  registration
    .then(({register}) =>
      register({workerUrl: process.env.PWA_SERVICE_WORKER_URL ?? '/sw.js', otherLocales}),
    )
    .catch((error: unknown) => {
      // Storage refused, or a browser that cannot run it: the site works as without.
      console.warn('TiBillet: offline reading is not available.', error);
    });
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator && !isSlowConnection()) {
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, {timeout: 5000});
    else setTimeout(start, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, {once: true});
}

export function onRouteDidUpdate(): void {
  void registration?.then(({checkForUpdate}) => checkForUpdate());
}
