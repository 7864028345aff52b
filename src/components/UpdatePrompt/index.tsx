/**
 * "A new version of these docs is available: Reload", shown by
 * src/offline/register.tsx when a new version of the site is ready. Fixed
 * at the bottom of the window, so it moves nothing on the page; announced
 * politely to screen readers; first in the keyboard's order (its container
 * opens the <body>); dismissed with its close button.
 */
import {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = {readonly onReload: () => void};

export default function UpdatePrompt({onReload}: Props): ReactNode {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <div className={styles.prompt}>
      <p className={styles.message}>
        <Translate id="update.message">A new version of these docs is available.</Translate>
      </p>
      <button type="button" className="button button--primary button--sm" onClick={onReload}>
        <Translate id="update.reload">Reload</Translate>
      </button>
      <button
        type="button"
        className={clsx('clean-btn', styles.close)}
        aria-label={translate({id: 'update.dismiss', message: 'Not now'})}
        title={translate({id: 'update.dismiss', message: 'Not now'})}
        onClick={() => setDismissed(true)}>
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </div>
  );
}
