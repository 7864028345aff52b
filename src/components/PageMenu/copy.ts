/**
 * "Copy as Markdown": a click on a page menu's copy button (found by
 * delegation, so that it works on a page whose menu is kept from the
 * prerender, without its component: src/components/PageTools) fetches the
 * page's Markdown copy, the file named by the button's `data-copy`, and puts
 * it on the clipboard; the status beside it then says whether it worked, in
 * the words of the button's `data-copied` or `data-failed`. Nothing else is
 * fetched, nothing is sent anywhere.
 */
async function copyFile(address: string): Promise<void> {
  const text = fetch(address).then((response) => {
    if (!response.ok) throw new Error(`${response.status}`);
    return response.text();
  });
  // Safari keeps the reader's click as permission only if the clipboard is
  // given the text as a promise, in the click's own task; browsers without
  // ClipboardItem get it once read. The blob's type must be the clipboard's
  // (the file is served as text/markdown).
  if (typeof ClipboardItem !== 'undefined') {
    const plain = text.then((markdown) => new Blob([markdown], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': plain})]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

export function copyOnClick(event: Event): void {
  const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('[data-copy]');
  const address = button?.dataset.copy;
  if (!button || !address) return;
  const say = (text = '') => {
    const status = button.nextElementSibling;
    if (status) status.textContent = text;
  };
  say();
  copyFile(address).then(
    () => say(button.dataset.copied),
    () => say(button.dataset.failed),
  );
}
