/**
 * Hostile input on the search page: whatever the query, it is shown as
 * text, nothing runs, no element is injected, and the page stays usable.
 */
import {test, expect, dismissDialogs, waitForHydration} from './fixtures';
import {recordMetrics} from './metrics';

export const payloads = [
  '<script>window.__pwned = 1</script>',
  '"><script>window.__pwned = 2</script>',
  '<img src=x onerror="window.__pwned = 3">',
  '<svg onload="window.__pwned = 4">',
  '<iframe src="javascript:window.__pwned = 5">',
  'javascript:window.__pwned = 6',
  '<a href="javascript:window.__pwned = 7">link</a>',
  '" onmouseover="window.__pwned = 8" x="',
  "' onfocus='window.__pwned = 9' autofocus='",
  '<b><i>unclosed <div>markup',
  '</main></body></html><h1>injected</h1>',
  '{{constructor.constructor("window.__pwned = 10")()}}',
  '${window.__pwned = 11}',
  'carte\u0000refund\u0000',
  '\u202Eevil\u202C reversed text',
  'بطاقة الدفع',
  '🎟️🎉🔥 festival',
  'x'.repeat(10_000),
  '%3Cscript%3Ewindow.__pwned%20%3D%2012%3C%2Fscript%3E',
  '<style>body{display:none}</style>',
];

/** The box keeps what the reader typed (as long as it accepts). */
const withoutNul = (text: string) => text.split('\u0000').join('');
const shows = (payload: string, shown: string) =>
  shown !== '' && withoutNul(payload).startsWith(withoutNul(shown.slice(0, 50)));

test('the search page shows every hostile query as text and runs nothing', async ({page}) => {
  test.setTimeout(180_000);
  const dialogs = dismissDialogs(page);
  const failures: string[] = [];
  const box = page.locator('main input[type="search"]');
  for (const [index, payload] of payloads.entries()) {
    const address = `/search/?q=${encodeURIComponent(payload)}`;
    if (index === 0) {
      await page.goto(address);
      await waitForHydration(page);
    } else {
      // The query reaches the page only through the address, read by the
      // page's code (the prerendered HTML is the same for every query): a
      // new address in the same page takes that path too, without loading
      // and indexing everything again for each payload.
      await page.evaluate((next) => {
        window.history.pushState(null, '', next);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, address);
      // The page has taken the new query (then shows its answer, not the last one).
      await expect.poll(async () => shows(payload, await box.inputValue())).toBe(true);
    }
    const shown = await box.inputValue();
    if (!shows(payload, shown)) {
      failures.push(`query box shows "${shown.slice(0, 40)}" for "${payload.slice(0, 40)}"`);
    }
    // The search has answered: a count of results, or the no-results message.
    await expect(page.locator('main [aria-live="polite"] p').first()).toBeVisible({
      timeout: 15_000,
    });
    const state = await page.evaluate(() => ({
      pwned: (window as unknown as {__pwned?: number}).__pwned ?? null,
      injected: document.querySelectorAll(
        'main img[src="x"], main svg[onload], main iframe, main style, main [onmouseover], main [onfocus], main script',
      ).length,
      bodyVisible: getComputedStyle(document.body).display !== 'none',
      heading: document.querySelector('main h1')?.textContent ?? '',
    }));
    if (state.pwned !== null) failures.push(`code ran for "${payload.slice(0, 40)}"`);
    if (state.injected > 0) failures.push(`elements injected for "${payload.slice(0, 40)}"`);
    if (!state.bodyVisible) failures.push(`page hidden by "${payload.slice(0, 40)}"`);
    if (!state.heading) failures.push(`no heading for "${payload.slice(0, 40)}"`);
  }
  recordMetrics('hostile-queries', {tried: payloads.length, executed: failures.length, failures});
  expect(dialogs).toEqual([]);
  expect(failures).toEqual([]);
});
