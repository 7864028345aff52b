/**
 * The site's service worker code. @docusaurus/plugin-pwa builds sw.js from
 * its own worker and this module (its `swCustom`), whose default export it
 * calls before adding its listeners. Its own worker only handles the
 * SKIP_WAITING message that activates a waiting version: it is registered
 * with offlineMode false (src/offline/register.tsx), so it saves nothing.
 * This module saves and serves:
 *
 * - On install, the files chosen at build time (src/plugins/pwa/precache.ts),
 *   all or none (Workbox's PrecacheController), served from the cache first.
 *   A new version installs beside the one in use and waits until the reader
 *   reloads: the one in use keeps serving its own files, so a page never
 *   mixes the code of two versions.
 * - Other pages: from the network, a copy kept for offline use; the copy when
 *   the network fails or takes more than a few seconds; else the offline
 *   page in the page's language (src/pages/offline), scripts removed.
 * - Other files of the site: the code and images under assets/ (their names
 *   change with their content) from the copy first, the rest from the
 *   network first. The copies of a version are dropped with it.
 */
import {PrecacheController} from 'workbox-precaching';

/** @type {ServiceWorkerGlobalScope} */
const sw = self;

/** Pages kept from the network, besides the saved ones (the oldest go first). */
const MAX_COPIES = 200;
/** How long a page waits for the network before its copy is shown (ms). */
const NETWORK_TIMEOUT = 4000;

/** A short, stable hash of a text (djb2), to name this version's caches. */
function hash(text) {
  let value = 5381;
  for (let i = 0; i < text.length; i++) value = (value * 33) ^ text.charCodeAt(i);
  return (value >>> 0).toString(36);
}

/**
 * @param {{otherLocales?: string[]}} params from the registration's URL:
 *   the base URLs of the other languages inside this worker's scope ("/fr/"
 *   for the English worker), whose offline page it keeps too.
 */
export default function offline(params) {
  // Written here at build time by Workbox (injectionPoint in src/plugins/pwa).
  const saved = self.__TIBILLET_PRECACHE;
  const scope = new URL(sw.registration.scope).pathname;
  const version = hash(JSON.stringify(saved));
  const savedCache = `tibillet-saved-${scope}`;
  const copiesPrefix = `tibillet-copies-${scope}-`;
  const copiesCache = `${copiesPrefix}${version}`;
  const otherLocales = (params.otherLocales ?? []).filter(
    (base) => base !== scope && base.startsWith(scope),
  );

  const precache = new PrecacheController({cacheName: savedCache});
  precache.addToCacheList(saved);

  /** The cache key of a saved file for this URL: /docs/x/ is saved as /docs/x/index.html. */
  function savedKey(url) {
    const address = `${url.origin}${url.pathname}`;
    const candidates = [address, `${address}${address.endsWith('/') ? '' : '/'}index.html`];
    for (const candidate of candidates) {
      const key = precache.getCacheKeyForURL(candidate);
      if (key) return key;
    }
    return undefined;
  }

  async function fromSaved(key, request) {
    return (await caches.match(key, {cacheName: savedCache})) ?? fetch(request);
  }

  async function keepCopy(request, response) {
    const cache = await caches.open(copiesCache);
    await cache.put(request, response);
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, -MAX_COPIES).map((key) => cache.delete(key)));
  }

  const isCopiable = (response) => response.ok && response.type === 'basic' && !response.redirected;

  /** The offline page for a path: that of the longest language base URL it starts with. */
  async function offlinePage(url) {
    const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
    const base = otherLocales
      .filter((b) => path.startsWith(b))
      .sort((a, b) => b.length - a.length)[0];
    const own = `${url.origin}${scope}offline/`;
    const page =
      (base && (await caches.match(`${url.origin}${base}offline/`, {cacheName: copiesCache}))) ||
      (await fromSaved(savedKey(new URL(own)) ?? own, new Request(own)).catch(() => undefined));
    if (!page?.ok) return Response.error();
    // Served in place of another page: keep its look (the colour mode's
    // script), drop the code that would try to show the page asked for.
    const html = (await page.text())
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, (script) =>
        /\bsrc=/.test(script) || !script.includes('data-theme') ? '' : script,
      )
      .replace(/<link\b[^>]*\bas=["']?script\b[^>]*>/g, '');
    return new Response(html, {
      status: 503,
      statusText: 'Offline',
      headers: {'Content-Type': 'text/html; charset=utf-8'},
    });
  }

  async function page(event, url) {
    const {request} = event;
    const copy = await caches.match(request, {cacheName: copiesCache, ignoreSearch: true});
    const network = fetch(request).then((response) => {
      if (isCopiable(response)) event.waitUntil(keepCopy(request, response.clone()));
      return response;
    });
    if (copy) {
      event.waitUntil(network.catch(() => undefined));
      const late = new Promise((resolve) => setTimeout(() => resolve(copy), NETWORK_TIMEOUT));
      return Promise.race([network.catch(() => copy), late]);
    }
    return network.catch(() => offlinePage(url));
  }

  async function file(event, url) {
    const {request} = event;
    if (url.pathname.includes('/assets/')) {
      const copy = await caches.match(request, {cacheName: copiesCache});
      if (copy) return copy;
    }
    try {
      const response = await fetch(request);
      if (isCopiable(response)) event.waitUntil(keepCopy(request, response.clone()));
      return response;
    } catch (error) {
      const copy = await caches.match(request, {cacheName: copiesCache});
      if (copy) return copy;
      throw error;
    }
  }

  /** The other languages' offline pages and their stylesheets (a few KB). */
  async function keepOtherOfflinePages() {
    await Promise.all(
      otherLocales.map(async (base) => {
        try {
          const response = await fetch(`${base}offline/`);
          if (!isCopiable(response)) return;
          const html = await response.clone().text();
          const cache = await caches.open(copiesCache);
          await cache.put(`${base}offline/`, response);
          const sheets = [...html.matchAll(/<link\b[^>]*\brel=["']?stylesheet\b[^>]*>/g)]
            .map(([link]) => /\bhref=["']?([^"'\s>]+)/.exec(link)?.[1])
            .filter((href) => href?.startsWith('/'));
          await cache.addAll(/** @type {string[]} */ (sheets));
        } catch {
          // Offline, or that language is not deployed: its pages then get
          // this language's offline page.
        }
      }),
    );
  }

  sw.addEventListener('install', (event) => {
    event.waitUntil(Promise.all([precache.install(event), keepOtherOfflinePages()]));
  });

  sw.addEventListener('activate', (event) => {
    const dropOldCopies = caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(copiesPrefix) && name !== copiesCache)
            .map((name) => caches.delete(name)),
        ),
      );
    // A first install takes over the page that registered it: that page is
    // of the same version as the saved files.
    event.waitUntil(
      Promise.all([precache.activate(event), dropOldCopies]).then(() => sw.clients.claim()),
    );
  });

  sw.addEventListener('fetch', (event) => {
    const {request} = event;
    if (request.method !== 'GET' || request.headers.has('range')) return;
    const url = new URL(request.url);
    if (url.origin !== sw.location.origin) return;
    const key = savedKey(url);
    if (key) event.respondWith(fromSaved(key, request));
    else if (request.mode === 'navigate') event.respondWith(page(event, url));
    else event.respondWith(file(event, url));
  });
}
