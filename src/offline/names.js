/**
 * Names shared by the service worker (worker.js) and the pages
 * (src/components/OfflineCopy, copy.ts): where the offline copy of one
 * language's docs is kept, and the messages they exchange about it.
 */

/** The cache of the offline copy the reader asked for, per worker scope ("/", "/fr/"). */
export const copyCacheName = (scope) => `tibillet-copy-${scope}`;

/**
 * Kept in the copy's cache once it is complete: the build's figures
 * (offline-copy.json, written by src/plugins/pwa), read back by the pages.
 */
export const COPY_MARKER = 'offline-copy.json';

/** Page → worker. */
export const SAVE_COPY = 'SAVE_COPY';
export const COPY_STATUS = 'COPY_STATUS';
export const KEEP_PAGE = 'KEEP_PAGE';
/** Worker → pages: {type, done, total, bytes, totalBytes} while saving, then saved or failed. */
export const COPY_PROGRESS = 'COPY_PROGRESS';
export const COPY_SAVED = 'COPY_SAVED';
export const COPY_FAILED = 'COPY_FAILED';
