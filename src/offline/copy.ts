/**
 * The offline copy of this language's docs and search, from the page's
 * side: whether it is saved, saving it (the service worker downloads it,
 * src/offline/worker.js, and sends its progress), and removing it. Loaded
 * by src/components/OfflineCopy once its control comes into view, and when
 * the site is installed as an app (src/clientModules/serviceWorker.ts).
 */
import i18n from '@generated/i18n';
import {startWorker} from '../clientModules/serviceWorker';
import {
  COPY_FAILED,
  COPY_MARKER,
  COPY_PROGRESS,
  COPY_SAVED,
  COPY_STATUS,
  SAVE_COPY,
  copyCacheName,
} from './names';

/** The copy's size and files, as the build counted them (src/plugins/pwa, offline-copy.json). */
export type CopyFigures = {files: number; bytes: number};

export type CopyState =
  | {kind: 'none'}
  | {kind: 'saving'; done: number; total: number; bytes: number; totalBytes: number}
  | {kind: 'saved'}
  | {kind: 'failed'; message: string};

/** This language's worker scope ("/", "/fr/"), where its copy and figures are. */
const scope = i18n.localeConfigs[i18n.currentLocale]?.baseUrl ?? '/';
const figuresUrl = () => new URL(`${scope}${COPY_MARKER}`, window.location.href).href;

/** The figures kept with a saved copy, or null when there is none. */
async function savedFigures(): Promise<CopyFigures | null> {
  try {
    if (!(await caches.has(copyCacheName(scope)))) return null;
    const cache = await caches.open(copyCacheName(scope));
    const mark = await cache.match(figuresUrl());
    return mark ? ((await mark.json()) as CopyFigures) : null;
  } catch {
    // Storage refused (a private window, cookies blocked).
    return null;
  }
}

/** The copy's state now, and its figures (from the saved copy, else from the site). */
export async function copyStatus(): Promise<{state: CopyState; figures: CopyFigures | null}> {
  const saved = await savedFigures();
  if (saved) return {state: {kind: 'saved'}, figures: saved};
  let figures: CopyFigures | null = null;
  try {
    const response = await fetch(figuresUrl(), {cache: 'no-cache'});
    if (response.ok) figures = (await response.json()) as CopyFigures;
  } catch {
    // Offline: the size is not shown.
  }
  // A copy being saved, perhaps from another page: the worker says.
  navigator.serviceWorker.controller?.postMessage({type: COPY_STATUS});
  return {state: {kind: 'none'}, figures};
}

/** Calls back with every change the worker reports; returns the unsubscribe function. */
export function watchCopy(onChange: (state: CopyState) => void): () => void {
  const listener = (event: MessageEvent) => {
    const data = (event.data ?? {}) as Record<string, unknown>;
    if (data.type === COPY_PROGRESS) {
      onChange({
        kind: 'saving',
        done: Number(data.done),
        total: Number(data.total),
        bytes: Number(data.bytes),
        totalBytes: Number(data.totalBytes),
      });
    } else if (data.type === COPY_SAVED) onChange({kind: 'saved'});
    else if (data.type === COPY_FAILED) onChange({kind: 'failed', message: String(data.message)});
  };
  navigator.serviceWorker.addEventListener('message', listener);
  return () => navigator.serviceWorker.removeEventListener('message', listener);
}

/**
 * Asks the worker to save the copy, registering it first if this visit did
 * not (a data saver, a 2G connection). Progress comes through watchCopy().
 */
export async function saveCopy(): Promise<void> {
  // The browser may then keep the copy when space runs short (Firefox asks the reader).
  void navigator.storage?.persist?.().catch(() => false);
  await startWorker();
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({type: SAVE_COPY});
}

/** Removes the copy from this device; the pages already read stay as they were kept. */
export async function removeCopy(): Promise<void> {
  await caches.delete(copyCacheName(scope));
}
