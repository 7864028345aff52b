/**
 * Printing a doc page gives its content alone: no navbar, sidebar, table of
 * contents, footer, pager or buttons; the address of each link to another
 * site after its text; code, tables and notes kept whole where they fit and
 * readable in black and white. Chromium prints the page to PDF and
 * pdftotext (Debian's poppler-utils, installed by .ci/run) reads it back.
 */
import {execFileSync} from 'node:child_process';
import type {Page} from '@playwright/test';
import {test, expect, open} from './fixtures';

const pages = [
  {
    path: '/docs/Utilisateur/Cashless/cashback/',
    chrome: [
      'Skip to main content',
      'The TiBillet documentation now speaks',
      'Create your space',
      'Self-hosting & DIY',
      'Research & design',
      'Edit this page',
      'Previous',
      'Cooperative blog',
      'Texts and drawings under CC BY-SA 4.0',
    ],
  },
  {
    path: '/fr/docs/api/events/',
    chrome: [
      'Aller au contenu principal',
      'La documentation de TiBillet parle désormais',
      'Créer votre espace',
      'Installation & DIY',
      'Recherche & design',
      'Modifier cette page',
      'Précédent',
      'Blog de la coopérative',
      'Textes et dessins sous licence CC BY-SA 4.0',
    ],
  },
];

function pdfText(file: string): string {
  try {
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], {encoding: 'utf8'});
  } catch (error) {
    throw new Error(
      'pdftotext could not read the printed page. Install it with ' +
        '"sudo apt-get install -y poppler-utils" (bash .ci/run does).',
      {cause: error},
    );
  }
}

/** What the page prints, read in the page with print styles on. */
async function printedPage(page: Page) {
  await page.emulateMedia({media: 'print'});
  const facts = await page.evaluate(() => {
    const shown = (element: Element) => element.checkVisibility({visibilityProperty: true});
    const text = (element: Element | null) =>
      (element?.textContent ?? '')
        .replace(/\u200b/g, '')
        .replace(/\s+/g, ' ')
        .trim();
    const article = document.querySelector('article');
    const style = (selector: string) => {
      const element = article?.querySelector(selector);
      return element ? getComputedStyle(element) : null;
    };
    const admonition = style('.theme-admonition');
    return {
      chromeShown: [
        '.navbar',
        '.theme-doc-sidebar-container',
        '.table-of-contents',
        '.theme-doc-toc-mobile',
        'footer.footer',
        '.pagination-nav',
        '.theme-doc-footer-edit-meta-row',
        'button',
        // The page menu and the report links: nothing to open or follow on paper.
        '.page-menu',
        '.report-mistake',
      ].filter((selector) => [...document.querySelectorAll(selector)].some(shown)),
      title: text(article?.querySelector('h1') ?? null),
      firstParagraph: text(article?.querySelector('.markdown > p') ?? null).slice(0, 80),
      headings: [...(article?.querySelectorAll('h2') ?? [])].map(text),
      tableHeaders: [...(article?.querySelectorAll('table th:first-child') ?? [])].map(text),
      code: [...(article?.querySelectorAll('pre') ?? [])]
        .filter(shown)
        .map((pre) => text(pre).slice(0, 40)),
      externalLinks: [...(article?.querySelectorAll('.markdown a[href^="http"]') ?? [])]
        .map((link) => link.getAttribute('href') ?? '')
        .filter((href) => !href.startsWith('https://tibillet.org')),
      breaks: ['pre', 'table', '.theme-admonition'].map((selector) => [
        selector,
        style(selector)?.breakInside ?? 'absent',
      ]),
      admonition: admonition && {
        colour: admonition.color,
        background: admonition.backgroundColor,
        border: admonition.borderLeftWidth,
      },
    };
  });
  await page.emulateMedia({media: null});
  return facts;
}

test('two doc pages print their content and none of the chrome', async ({page}, testInfo) => {
  test.setTimeout(60_000);
  let externalLinks = 0;
  for (const {path, chrome} of pages) {
    await open(page, path);
    // What loads as the reader scrolls: highlighted code and the diagram.
    await page.evaluate(() => window.scrollTo({top: document.documentElement.scrollHeight}));
    await page.evaluate(() => window.scrollTo({top: 0}));
    const printed = await printedPage(page);
    expect(printed.chromeShown, path).toEqual([]);

    const file = testInfo.outputPath(`${path.replace(/\W+/g, '-')}.pdf`);
    await page.pdf({path: file, format: 'A4'});
    const text = pdfText(file).replace(/\s+/g, ' ');
    const compact = text.replace(/\s+/g, '');

    // The content, whole: title, opening words, each section, tables, code.
    for (const words of [
      printed.title,
      printed.firstParagraph,
      ...printed.headings,
      ...printed.tableHeaders,
    ]) {
      expect(text, `${path}: "${words}" printed`).toContain(words);
    }
    expect(printed.headings.length, path).toBeGreaterThan(2);
    expect(printed.code.length + printed.tableHeaders.length, path).toBeGreaterThan(0);
    for (const code of printed.code) {
      expect(compact, `${path}: code "${code}" printed`).toContain(code.replace(/\s+/g, ''));
    }
    // No table of contents before the text: the first section comes after the opening words.
    expect(text.indexOf(printed.headings[0]), path).toBeGreaterThan(
      text.indexOf(printed.firstParagraph),
    );
    // No chrome.
    for (const words of chrome) {
      expect(text, `${path}: "${words}" not printed`).not.toContain(words);
    }
    // The address of each link to another site, after its text.
    for (const href of printed.externalLinks) {
      expect(compact, `${path}: ${href} printed`).toContain(`(${href})`);
      externalLinks++;
    }
    // Kept whole where they fit; notes framed, black on white.
    for (const [selector, value] of printed.breaks) {
      if (value !== 'absent') expect(value, `${path}: ${selector}`).toBe('avoid');
    }
    if (printed.admonition) {
      expect(printed.admonition).toEqual({
        colour: 'rgb(0, 0, 0)',
        background: 'rgba(0, 0, 0, 0)',
        border: expect.stringMatching(/^[1-9]/),
      });
    }
  }
  expect(externalLinks, 'the pages link to another site').toBeGreaterThan(0);
});
