/**
 * The code tabs of the API pages follow the WAI-ARIA tabs pattern, in both
 * languages: each tab names the panel it controls and each panel the tab
 * that labels it, with ids unique in the page; the arrow keys move between
 * the tabs of a group (wrapping round), Home and End go to the first and the
 * last, Enter or Space selects; only the selected tab is in the Tab order.
 */
import {test, expect, open} from './fixtures';

for (const prefix of ['', '/fr']) {
  test(`code tabs tied to their panels, and the keyboard, ${prefix || '/'}`, async ({
    page,
    pageErrors,
  }) => {
    await open(page, `${prefix}/docs/api/reservations/`);
    const ties = await page.evaluate(() => {
      const tabs = [...document.querySelectorAll<HTMLElement>('[role="tab"]')];
      const panels = [...document.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
      const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
      return {
        tabs: tabs.length,
        panels: panels.length,
        duplicateIds: ids.filter((id, index) => ids.indexOf(id) !== index),
        untied: [
          ...tabs
            .filter((tab) => {
              const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
              return (
                panel?.getAttribute('role') !== 'tabpanel' ||
                panel.getAttribute('aria-labelledby') !== tab.id
              );
            })
            .map((tab) => `tab "${tab.textContent}"`),
          ...panels
            .filter((panel) => {
              const tab = document.getElementById(panel.getAttribute('aria-labelledby') ?? '');
              return tab?.getAttribute('aria-controls') !== panel.id;
            })
            .map((panel) => `panel ${panel.id}`),
        ],
      };
    });
    expect(ties.tabs).toBeGreaterThanOrEqual(6);
    expect(ties.panels).toBe(ties.tabs);
    expect(ties.duplicateIds).toEqual([]);
    expect(ties.untied).toEqual([]);

    const group = page.locator('[role="tablist"]').first();
    const tabs = group.getByRole('tab');
    const count = await tabs.count();
    expect(count).toBeGreaterThanOrEqual(3);
    const first = tabs.first();
    const selectedPanel = async () => {
      const tab = group.locator('[role="tab"][aria-selected="true"]');
      return page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`);
    };

    // Only the selected tab takes focus from the Tab key.
    await expect(group.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
    await first.click();
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(await selectedPanel()).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(tabs.nth(count - 1)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(count - 1)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(first).toBeFocused();

    // Moving does not select (manual activation); Enter and Space do.
    await page.keyboard.press('ArrowRight');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    // Space selects without scrolling the page: the tab stays where it was.
    const before = (await tabs.nth(1).boundingBox())?.y ?? 0;
    await page.keyboard.press(' ');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    expect(Math.abs(((await tabs.nth(1).boundingBox())?.y ?? 0) - before)).toBeLessThan(2);
    const panel = await selectedPanel();
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('aria-labelledby', (await tabs.nth(1).getAttribute('id'))!);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    expect(pageErrors).toEqual([]);
  });
}
