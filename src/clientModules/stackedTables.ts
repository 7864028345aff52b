/**
 * A table shown as cards (src/css/tables.css, marked at build time by
 * src/markdown/rehypeTables.ts) stays a table for screen readers: while its
 * cards are shown, its parts carry their table roles. Some browsers drop a
 * table's semantics once CSS changes its display (WebKit has done so); the
 * roles give them back. They are added here, only while the cards are shown,
 * and not written into the HTML: the HTML standard forbids a role on a
 * `tr`, `th` or `td` of a table that is exposed as a table, so a table shown
 * as a table (desktop screens, print) carries none.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** Where each kind of stacked table becomes cards: the media queries of tables.css. */
const cardsBelow: Record<string, string> = {
  phone: 'screen and (max-width: 575.98px)',
  tablet: 'screen and (max-width: 996.98px)',
};

/** Each part of a Markdown table and the role it takes as cards. */
const parts: [selector: string, role: string][] = [
  [':scope > thead, :scope > tbody', 'rowgroup'],
  [':scope > * > tr', 'row'],
  [':scope > * > tr > th', 'columnheader'],
  [':scope > * > tr > td', 'cell'],
];

function setRoles(table: HTMLTableElement, asCards: boolean): void {
  const set = (element: Element, role: string) => {
    if (asCards) element.setAttribute('role', role);
    else element.removeAttribute('role');
  };
  set(table, 'table');
  for (const [selector, role] of parts) {
    table.querySelectorAll(selector).forEach((element) => set(element, role));
  }
}

function update(): void {
  document.querySelectorAll<HTMLTableElement>('table[data-stack]').forEach((table) => {
    const query = cardsBelow[table.dataset.stack ?? ''];
    setRoles(table, query !== undefined && window.matchMedia(query).matches);
  });
}

if (ExecutionEnvironment.canUseDOM) {
  for (const query of Object.values(cardsBelow)) {
    window.matchMedia(query).addEventListener('change', update);
  }
}

export function onRouteDidUpdate(): void {
  update();
}
