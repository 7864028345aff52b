// The notice of a translation behind its original, kept from the prerender
// (see ./index.tsx): on a docs page, and on a post's own page.
import type {ReactNode} from 'react';
import noticeStyles from '../TranslationNotice/styles.module.css';
import {Notice} from './parts.browser';
import Slot from './Slot';

export default function NoticeSlot({original}: {original: string}): ReactNode {
  return (
    // translation-notice: left out of the search index (src/plugins/search-index/extract.ts).
    <Slot
      as="div"
      className={`translation-notice alert alert--warning ${noticeStyles.notice}`}
      role="note">
      <Notice original={original} />
    </Slot>
  );
}
