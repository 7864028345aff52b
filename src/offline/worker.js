/**
 * The site's service worker code. @docusaurus/plugin-pwa builds sw.js from
 * its own worker and this module (its `swCustom`), whose default export it
 * calls before adding its listeners. Its own worker only handles the
 * SKIP_WAITING message that activates a waiting version: it is registered
 * with offlineMode false (src/offline/register.tsx), so it saves nothing.
 * This module saves and serves:
 *
 * - On install, the shell: the offline page, its stylesheet and images (a
 *   few KB, mostly in the browser's cache already). Nothing else is saved
 *   unasked: the page the reader opened comes next, from the page itself
 *   (KEEP_PAGE: its document and files, already in the browser's cache).
 * - The offline copy of this language's docs and search (the list chosen at
 *   build time by src/plugins/pwa/precache.ts), when the reader asks for it
 *   (SAVE_COPY, from src/components/OfflineCopy or the app's install), with
 *   its progress sent to the open pages. A new version of the site installs
 *   the changed files of a saved copy beside the old ones and waits until
 *   the reader reloads: the version in use keeps serving its own files, so
 *   a page never mixes the code of two versions. The reader removes the copy
 *   by deleting its cache (copy.ts).
 * - Other pages: from the network, a copy kept for offline use; the copy when
 *   the network fails or takes more than a few seconds; else the offline
 *   page in the page's language (src/pages/offline), scripts removed.
 * - Other files of the site: the code and images under assets/ (their names
 *   change with their content) from the copy first, the rest from the
 *   network first. The copies of a version are dropped with it.
 */
import {PrecacheController} from 'workbox-precaching';
import {
  COPY_FAILED,
  COPY_MARKER,
  COPY_PROGRESS,
  COPY_SAVED,
  COPY_STATUS,
  KEEP_PAGE,
  SAVE_COPY,
  copyCacheName,
} from './names';

/** @type {ServiceWorkerGlobalScope} */
const sw = self;

/** Pages kept from the network, besides the saved ones (the oldest go first). */
const MAX_COPIES = 200;
/** How long a page waits for the network before its copy is shown (ms). */
const NETWORK_TIMEOUT = 4000;
/** Files of the offline copy downloaded at the same time. */
const PARALLEL = 4;

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
  /**
   * Written here at build time by Workbox (injectionPoint in src/plugins/pwa):
   * every file of the offline copy, {url, revision, gz (bytes as sent), shell}.
   * @type {{url: string, revision: string | null, gz: number, shell?: boolean}[]}
   */
  const listed = self.__TIBILLET_PRECACHE;
  const scope = new URL(sw.registration.scope).pathname;
  const version = hash(JSON.stringify(listed));
  const shellCache = `tibillet-saved-${scope}`;
  const copyCache = copyCacheName(scope);
  const copiesPrefix = `tibillet-copies-${scope}-`;
  const copiesCache = `${copiesPrefix}${version}`;
  const otherLocales = (params.otherLocales ?? []).filter(
    (base) => base !== scope && base.startsWith(scope),
  );

  // Workbox names each file's cache entry after its revision, and drops the
  // entries of other versions when this one activates.
  const shell = new PrecacheController({cacheName: shellCache});
  shell.addToCacheList(listed.filter((entry) => entry.shell));
  const copy = new PrecacheController({cacheName: copyCache});
  copy.addToCacheList(listed);
  const bytesOf = new Map(
    listed.map((entry) => [new URL(entry.url, sw.location.href).href, entry.gz]),
  );
  const totalBytes = listed.reduce((total, entry) => total + entry.gz, 0);

  /** The cache key of a listed file for this URL: /docs/x/ is listed as /docs/x/index.html. */
  function keyIn(controller, url) {
    const address = `${url.origin}${url.pathname}`;
    const candidates = [address, `${address}${address.endsWith('/') ? '' : '/'}index.html`];
    for (const candidate of candidates) {
      const key = controller.getCacheKeyForURL(candidate);
      if (key) return key;
    }
    return undefined;
  }

  /** A saved response for this URL: from the offline copy, else from the shell. */
  async function saved(url) {
    const inCopy = keyIn(copy, url);
    const fromCopy = inCopy && (await caches.match(inCopy, {cacheName: copyCache}));
    if (fromCopy) return fromCopy;
    const inShell = keyIn(shell, url);
    return inShell ? caches.match(inShell, {cacheName: shellCache}) : undefined;
  }

  // --- The offline copy --------------------------------------------------------

  const marker = new URL(COPY_MARKER, sw.registration.scope).href;
  /** @type {{done: number, total: number, bytes: number, totalBytes: number} | null} */
  let progress = null;
  /** @type {Promise<void> | null} */
  let saving = null;

  async function tell(message) {
    const pages = await sw.clients.matchAll({includeUncontrolled: true, type: 'window'});
    for (const page of pages) page.postMessage(message);
  }

  /** Whether the reader has saved the copy (of this version or an earlier one). */
  async function copyWanted() {
    return Boolean(await caches.match(marker, {cacheName: copyCache}));
  }

  /**
   * Downloads the files of the copy this version lists and does not have yet
   * (all of them the first time; on an update, those that changed), then
   * marks the copy complete. Progress goes to the open pages.
   */
  function saveCopy() {
    saving ??= (async () => {
      const cache = await caches.open(copyCache);
      const missing = [];
      progress = {done: 0, total: 0, bytes: 0, totalBytes};
      for (const [url, key] of copy.getURLsToCacheKeys()) {
        progress.total += 1;
        if (await cache.match(key)) {
          progress.done += 1;
          progress.bytes += bytesOf.get(url) ?? 0;
        } else missing.push([url, key]);
      }
      void tell({type: COPY_PROGRESS, ...progress});
      const next = async () => {
        const item = missing.shift();
        if (!item) return;
        const [url, key] = item;
        // A file named after its content may come from the browser's cache;
        // another (a page) must be the one of this version.
        const response = await fetch(url, {
          credentials: 'same-origin',
          cache: url === key ? 'default' : 'reload',
        });
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        await cache.put(key, response);
        progress.done += 1;
        progress.bytes += bytesOf.get(url) ?? 0;
        void tell({type: COPY_PROGRESS, ...progress});
        await next();
      };
      await Promise.all(Array.from({length: PARALLEL}, next));
      const figures = await fetch(marker, {cache: 'reload'}).catch(() => null);
      await cache.put(
        marker,
        figures?.ok
          ? figures
          : new Response(JSON.stringify({files: progress.total, bytes: totalBytes}), {
              headers: {'Content-Type': 'application/json'},
            }),
      );
      void tell({type: COPY_SAVED, ...progress});
    })()
      .catch((error) => {
        void tell({type: COPY_FAILED, message: String(error?.message ?? error)});
        throw error;
      })
      .finally(() => {
        saving = null;
        progress = null;
      });
    return saving;
  }

  /** The page the reader opened before this worker ran: its document and files. */
  async function keepPage(urls) {
    const cache = await caches.open(copiesCache);
    await Promise.all(
      urls
        .map((url) => new URL(url, sw.location.href))
        .filter((url) => url.origin === sw.location.origin && url.pathname.startsWith(scope))
        .map(async (url) => {
          if (await saved(url)) return;
          try {
            const response = await fetch(url.href, {credentials: 'same-origin'});
            if (isCopiable(response)) await cache.put(url.href, response);
          } catch {
            // Offline again, or gone: it is simply not kept.
          }
        }),
    );
  }

  // --- Pages and files the reader opens -----------------------------------------

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
    const own = new URL(`${scope}offline/`, url.origin);
    const page =
      (base && (await caches.match(`${url.origin}${base}offline/`, {cacheName: copiesCache}))) ||
      (await saved(own)) ||
      (await fetch(own.href).catch(() => undefined));
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
    const kept = await caches.match(request, {cacheName: copiesCache, ignoreSearch: true});
    const network = fetch(request).then((response) => {
      if (isCopiable(response)) event.waitUntil(keepCopy(request, response.clone()));
      return response;
    });
    if (kept) {
      event.waitUntil(network.catch(() => undefined));
      const late = new Promise((resolve) => setTimeout(() => resolve(kept), NETWORK_TIMEOUT));
      return Promise.race([network.catch(() => kept), late]);
    }
    return network.catch(() => offlinePage(url));
  }

  async function file(event, url) {
    const {request} = event;
    if (url.pathname.includes('/assets/')) {
      const copied = await caches.match(request, {cacheName: copiesCache});
      if (copied) return copied;
    }
    try {
      const response = await fetch(request);
      if (isCopiable(response)) event.waitUntil(keepCopy(request, response.clone()));
      return response;
    } catch (error) {
      const copied = await caches.match(request, {cacheName: copiesCache});
      if (copied) return copied;
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
    event.waitUntil(
      Promise.all([shell.install(event), keepOtherOfflinePages()]).then(async () => {
        // A saved copy is brought to this version before it takes over.
        if (await copyWanted()) await saveCopy();
      }),
    );
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
      (async () => {
        await Promise.all([shell.activate(event), dropOldCopies]);
        // The copy keeps only this version's files (and its mark).
        if (await caches.has(copyCache)) {
          const cache = await caches.open(copyCache);
          const current = new Set([...copy.getURLsToCacheKeys().values(), marker]);
          for (const request of await cache.keys()) {
            if (!current.has(request.url)) await cache.delete(request);
          }
        }
        await sw.clients.claim();
      })(),
    );
  });

  sw.addEventListener('message', (event) => {
    const {type, urls} = event.data ?? {};
    if (type === SAVE_COPY) {
      event.waitUntil(saveCopy().catch(() => undefined));
    } else if (type === COPY_STATUS) {
      event.waitUntil(
        (async () => {
          event.source?.postMessage(
            progress
              ? {type: COPY_PROGRESS, ...progress}
              : (await copyWanted())
                ? {type: COPY_SAVED}
                : {type: COPY_STATUS, saved: false},
          );
        })(),
      );
    } else if (type === KEEP_PAGE && Array.isArray(urls)) {
      event.waitUntil(keepPage(urls));
    }
  });

  sw.addEventListener('fetch', (event) => {
    const {request} = event;
    if (request.method !== 'GET' || request.headers.has('range')) return;
    const url = new URL(request.url);
    if (url.origin !== sw.location.origin) return;
    // Saved files first: the version in use serves its own.
    const other = request.mode === 'navigate' ? page : file;
    event.respondWith(saved(url).then((response) => response ?? other(event, url)));
  });
}
