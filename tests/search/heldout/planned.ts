/**
 * Routes of pages that are planned but not written yet: the new pages of
 * issue 30 (listed in the coordination plan of this round), written from the
 * product's code. A held-out question may name one of them as its answer,
 * chosen from the page's one-line description below; the held-out test
 * accepts these routes although they are not in the build yet.
 *
 * Empty this list as the pages land: once a route is built in both
 * languages, `npm run test:search` says so, and its line goes. A route added
 * here later must be a page someone is committed to write, never a way to
 * keep a question whose answer does not exist.
 */
export const planned: readonly string[] = [];
