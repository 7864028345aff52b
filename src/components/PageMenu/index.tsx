/**
 * The menu of a docs page, beside the "Checked against" line under its
 * title: copy the page as Markdown, open its Markdown copy, or go to the
 * report link at its foot. The Markdown copy is a file of the site,
 * `index.md` beside the page (src/plugins/page-markdown); copying fetches it
 * from the site and puts it on the clipboard, nothing else. The menu is a
 * <details> element: it opens and closes without the page's code, and its
 * links work before the page has hydrated.
 */
import {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlternatePageUtils} from '@docusaurus/theme-common/internal';
import texts from '@locale-texts/page-tools.json';
import {reportId} from '../ReportWrongPage';
import styles from './styles.module.css';

async function copyPage(address: string): Promise<void> {
  const text = fetch(address).then((response) => {
    if (!response.ok) throw new Error(`${response.status}`);
    return response.text();
  });
  // Safari keeps the reader's click as permission only if the clipboard is
  // given the text as a promise; browsers without ClipboardItem get it once read.
  // The blob's type must be the clipboard's (the file is served as text/markdown).
  if (typeof ClipboardItem !== 'undefined') {
    const plain = text.then((markdown) => new Blob([markdown], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': plain})]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

export default function PageMenu(): ReactNode {
  const {i18n} = useDocusaurusContext();
  // The page's Markdown copy: /fr/docs/x/ → /fr/docs/x/index.md, encoded.
  const page = useAlternatePageUtils().createUrl({
    locale: i18n.currentLocale,
    fullyQualified: false,
  });
  const markdown = `${page}index.md`;
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () => {
    copyPage(markdown).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    // page-menu: left out of the search index (src/plugins/search-index/extract.ts).
    <details className={`page-menu ${styles.menu}`}>
      <summary className={styles.summary}>{texts.menu}</summary>
      <ul className={styles.items}>
        <li>
          <button type="button" className={styles.item} onClick={copy}>
            {texts.copy}
          </button>
          <span role="status" className={styles.status}>
            {state === 'copied' ? texts.copied : state === 'failed' ? texts.copyFailed : ''}
          </span>
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
