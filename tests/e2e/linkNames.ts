/**
 * Links whose accessible name does not contain the words they show (WCAG
 * 2.5.3, Label in Name): a voice-control user says what they see. The name
 * is computed as browsers do for links: aria-labelledby, else aria-label,
 * else the link's text (hidden text included, aria-hidden parts and images
 * without alt left out). The visible words are the text drawn on the screen:
 * not hidden from view (the `sr-only` pattern draws in a 1 px box) nor from
 * assistive technologies (an icon marked aria-hidden is no word to say).
 */
import type {Page} from '@playwright/test';

export async function linkNamesMissingVisibleWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Zero-width spaces are no words (a heading's anchor link shows one).
    const normal = (text: string) =>
      text
        .toLowerCase()
        .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
        .replace(/[\s\u00a0\u202f]+/g, ' ')
        .trim();
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (
        box.width > 1 &&
        box.height > 1 &&
        style.visibility !== 'hidden' &&
        !element.closest('[aria-hidden="true"]')
      );
    };
    const nameText = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return '';
      if (node instanceof HTMLImageElement) return node.alt;
      const label = node.getAttribute('aria-label');
      if (label && node !== node.closest('a')) return label;
      return [...node.childNodes].map(nameText).join('');
    };
    const visibleText = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) {
        const parent = node.parentElement;
        return parent && shown(parent) ? (node.textContent ?? '') : '';
      }
      if (!(node instanceof Element)) return '';
      return [...node.childNodes].map(visibleText).join('');
    };
    const problems: string[] = [];
    for (const link of document.querySelectorAll('a[href]')) {
      if (!shown(link)) continue;
      const visible = normal(visibleText(link));
      if (!visible) continue;
      const labelledBy = link.getAttribute('aria-labelledby');
      const name = normal(
        labelledBy
          ? labelledBy
              .split(/\s+/)
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' ')
          : (link.getAttribute('aria-label') ?? nameText(link)),
      );
      if (!name.includes(visible)) {
        problems.push(`link shows "${visible}", named "${name}": ${link.getAttribute('href')}`);
      }
    }
    return problems;
  });
}
