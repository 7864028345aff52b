/**
 * The HTML_CodeSniffer scan of the browser tests (accessibility.spec.ts,
 * offline.spec.ts): its errors at WCAG 2 AA (its warnings and notices ask a
 * person to check something; they are not failures). The script is added as
 * a <script> element, which the site's Content-Security-Policy would refuse:
 * the contexts that sniff bypass it (`bypassCSP`).
 */
import type {Page} from '@playwright/test';

/** HTML_CodeSniffer's browser build, injected into each page scanned. */
const htmlcsScript = require.resolve('html_codesniffer/build/HTMLCS.js');

/** The errors in the whole page, or in the element `selector` names. */
export async function sniff(page: Page, selector?: string): Promise<string[]> {
  await page.addScriptTag({path: htmlcsScript});
  return page.evaluate(
    (selector) =>
      new Promise<string[]>((resolve) => {
        type Message = {type: number; code: string; msg: string; element: Element};
        const htmlcs = (
          window as unknown as {
            HTMLCS: {
              ERROR: number;
              process: (
                standard: string,
                target: Document | Element,
                done: () => void,
                fail: () => void,
                lang: string,
              ) => void;
              getMessages: () => Message[];
            };
          }
        ).HTMLCS;
        const target = selector ? document.querySelector(selector) : document;
        if (!target) {
          resolve([`HTML_CodeSniffer: nothing matches ${selector}`]);
          return;
        }
        const where = (element: Element) =>
          element.outerHTML?.replace(/\s+/g, ' ').slice(0, 120) ?? element.nodeName;
        htmlcs.process(
          'WCAG2AA',
          target,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((message) => message.type === htmlcs.ERROR)
                .map((message) => `${message.code}: ${message.msg} ${where(message.element)}`),
            ),
          () => resolve(['HTML_CodeSniffer could not run']),
          'en',
        );
      }),
    selector,
  );
}
