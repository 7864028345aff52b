/** The axe scan of the accessibility tests (accessibility.spec.ts, phone.spec.ts). */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

type Violation = {id: string; impact?: string | null; nodes: {target: unknown}[]};

/**
 * One axe run in the page itself. The default mode of @axe-core/playwright
 * finishes each run in a new blank page, and reports every node that passed:
 * three times slower here (5.2 s against 1.7 s on the API reservations page),
 * for nothing a site without iframes needs. Violations are reported whole.
 */
export async function scan(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode(true)
    .options({resultTypes: ['violations']})
    .analyze();
  return (results.violations as Violation[]).map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
  );
}
