/**
 * The code tabs of the API pages follow the WAI-ARIA tabs pattern, in both
 * languages: only the selected tab's panel is in the page (src/theme/Tabs),
 * the selected tab names it and the panel names the tab, the other tabs name
 * no panel, with ids unique in the page; the arrow keys move between
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
      const selected = tabs.filter((tab) => tab.getAttribute('aria-selected') === 'true');
      return {
        tabs: tabs.length,
        groups: document.querySelectorAll('[role="tablist"]').length,
        selected: selected.length,
        panels: panels.length,
        // A tab that is not selected names no panel: its panel is not in the page.
        namingAbsentPanels: tabs
          .filter((tab) => tab.getAttribute('aria-selected') !== 'true')
          .filter((tab) => tab.hasAttribute('aria-controls'))
          .map((tab) => `tab "${tab.textContent}"`),
        duplicateIds: ids.filter((id, index) => ids.indexOf(id) !== index),
        untied: [
          ...selected
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
    expect(ties.groups).toBeGreaterThanOrEqual(2);
    // One selected tab and one panel in each group.
    expect(ties.selected).toBe(ties.groups);
    expect(ties.panels).toBe(ties.groups);
    expect(ties.namingAbsentPanels).toEqual([]);
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
