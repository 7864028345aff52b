// What the slots of ./index.tsx hold: rendered by the server build, and in the
// browser only after a client-side navigation (./parts.browser.ts).
import type {ReactNode} from 'react';
import CheckedAgainst from '../CheckedAgainst';
import PageMenu from '../PageMenu';
import ReportWrongPage from '../ReportWrongPage';
import TranslationNotice from '../TranslationNotice';
import type {CheckedAgainst as Entry} from '@site/src/data/products';

/** The line under a docs page's title: what it was checked against, and its menu. */
export function DocMeta({entries}: {entries?: Entry[]}): ReactNode {
  return (
    <>
      {entries ? <CheckedAgainst entries={entries} /> : null}
      <PageMenu />
    </>
  );
}

export {ReportWrongPage as Report, TranslationNotice as Notice};
