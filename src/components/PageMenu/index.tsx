/**
 * The menu of a docs page, beside the "Checked against" line under its
 * title: copy the page as Markdown, open its Markdown copy, or go to the
 * report link at its foot. The Markdown copy is a file of the site,
 * `index.md` beside the page (src/plugins/page-markdown); copying fetches it
 * from the site and puts it on the clipboard, nothing else (./copy.ts). The
 * menu is a <details> element: it opens and closes without the page's code,
 * and its links work without it too.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlternatePageUtils} from '@docusaurus/theme-common/internal';
import texts from '@locale-texts/page-tools.json';
import {reportId} from '../ReportWrongPage/id';
import styles from './styles.module.css';

export default function PageMenu(): ReactNode {
  const {i18n} = useDocusaurusContext();
  // The page's Markdown copy: /fr/docs/x/ → /fr/docs/x/index.md, encoded.
  const page = useAlternatePageUtils().createUrl({
    locale: i18n.currentLocale,
    fullyQualified: false,
  });
  const markdown = `${page}index.md`;
  return (
    // page-menu: left out of the search index (src/plugins/search-index/extract.ts).
    <details className={`page-menu ${styles.menu}`}>
      <summary className={styles.summary}>{texts.menu}</summary>
      <ul className={styles.items}>
        <li>
          {/* Copied by ./copy.ts, which the page's slot listens with. */}
          <button
            type="button"
            className={styles.item}
            data-copy={markdown}
            data-copied={texts.copied}
            data-failed={texts.copyFailed}>
            {texts.copy}
          </button>
          <span role="status" className={styles.status} />
        </li>
        <li>
          <Link
            className={styles.item}
            href={`pathname://${markdown}`}
            type="text/markdown"
            target="_self">
            {texts.view}
          </Link>
        </li>
        <li>
          <Link className={styles.item} href={`#${reportId}`}>
            {texts.report}
          </Link>
        </li>
      </ul>
    </details>
  );
}
