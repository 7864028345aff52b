/**
 * The tools of a docs page (what it was checked against, its menu, the notice
 * of a translation behind its original, the report link at its foot) as
 * slots kept from the prerender: a page loaded from the server shows their
 * prerendered HTML as it is, and its code holds only these slots, not the
 * components (about 1.3 KB gzip on every docs page's first load). The parts
 * (./parts.tsx) come in a chunk of their own, fetched only when a
 * client-side navigation shows a page the server did not send.
 *
 * Nothing on the prerendered tools needs the parts: their links are links,
 * the menu is a <details> element, and "Copy as Markdown" is handled by the
 * slot's listener (src/components/PageMenu/copy.ts). How a slot keeps its
 * HTML: ./Slot.tsx.
 */
import type {ReactNode} from 'react';
import type {CheckedAgainst as Entry} from '@site/src/data/products';
import {copyOnClick} from '../PageMenu/copy';
import {reportId} from '../ReportWrongPage/id';
import reportStyles from '../ReportWrongPage/styles.module.css';
import NoticeSlot from './NoticeSlot';
import {DocMeta, Report} from './parts.browser';
import Slot from './Slot';
import styles from './styles.module.css';

export {NoticeSlot};

/** Under the title: the line with what the page was checked against, and its menu. */
export function DocMetaSlot({entries}: {entries?: Entry[]}): ReactNode {
  return (
    <Slot as="div" className={styles.meta} onClick={copyOnClick}>
      <DocMeta entries={entries} />
    </Slot>
  );
}

/** Under a docs page: how to report a mistake on it. */
export function ReportSlot(): ReactNode {
  return (
    // report-mistake: left out of the search index (src/plugins/search-index/extract.ts).
    <Slot as="p" id={reportId} className={`report-mistake ${reportStyles.report}`}>
      <Report />
    </Slot>
  );
}
