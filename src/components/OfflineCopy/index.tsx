/**
 * "Save these docs for offline use, 2.3 MB": at the foot of every page, the
 * offline copy of this language's docs and search, saved only when the
 * reader asks (src/offline/copy.ts, src/offline/worker.js), with its
 * progress, and a way to remove it. The size is the build's count of what
 * the copy downloads (gzip, src/plugins/pwa). The prerendered page shows
 * the button; its code and the size come once it is in view. Hidden where
 * the browser cannot keep a copy.
 */
import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {CopyFigures, CopyState} from '@site/src/offline/copy';
import styles from './styles.module.css';

type Copy = typeof import('@site/src/offline/copy');
type State = CopyState | {kind: 'idle'} | {kind: 'starting'};

/** Whether this browser can keep a copy: a service worker and the Cache API. */
const canSave = () => 'serviceWorker' in navigator && 'caches' in window;

/** "2.3 MB", "2,3 Mo": the reader's language's unit and decimal sign. */
function megabytes(bytes: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(bytes / 1e6);
}

export default function OfflineCopy(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const lang = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  const box = useRef<HTMLDivElement>(null);
  const copy = useRef<Copy | null>(null);
  const [state, setState] = useState<State>({kind: 'idle'});
  const [figures, setFigures] = useState<CopyFigures | null>(null);
  // Known once hydrated: the prerendered page shows the button.
  const unsupported = useIsBrowser() && !canSave();

  // Once in view: the copy's code, whether it is saved, and its size.
  useEffect(() => {
    if (!canSave()) return undefined;
    let current = true;
    let stop: (() => void) | undefined;
    const start = () =>
      void import('@site/src/offline/copy').then(async (module) => {
        if (!current) return;
        copy.current = module;
        stop = module.watchCopy((next) => current && setState(next));
        const status = await module.copyStatus();
        if (!current) return;
        setFigures(status.figures);
        setState((shown) => (shown.kind === 'idle' ? status.state : shown));
      });
    const element = box.current;
    if (!element || !('IntersectionObserver' in window)) start();
    else {
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      });
      observer.observe(element);
      stop = () => observer.disconnect();
    }
    return () => {
      current = false;
      stop?.();
    };
  }, []);

  const save = async () => {
    setState({kind: 'starting'});
    try {
      const module = copy.current ?? (await import('@site/src/offline/copy'));
      await module.saveCopy();
    } catch (error) {
      setState({kind: 'failed', message: String(error)});
    }
  };
  const remove = async () => {
    await copy.current?.removeCopy();
    setState({kind: 'none'});
  };

  if (unsupported) return null;
  const size = figures ? megabytes(figures.bytes, lang) : '';
  const percent =
    state.kind === 'saving' && state.totalBytes > 0
      ? Math.min(100, Math.floor((100 * state.bytes) / state.totalBytes))
      : 0;

  return (
    <div ref={box} className={styles.offline} data-testid="offline-copy">
      <svg className={styles.icon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M12 3v12m0 0-5-5m5 5 5-5M4 17v3h16v-3" />
      </svg>
      {state.kind === 'saved' ? (
        <>
          <p className={styles.text}>
            {size ? (
              <Translate id="offline.copy.saved" values={{size}}>
                {'These docs are saved on this device for offline use ({size}).'}
              </Translate>
            ) : (
              <Translate id="offline.copy.savedNoSize">
                These docs are saved on this device for offline use.
              </Translate>
            )}
          </p>
          <button
            type="button"
            className={clsx('button button--outline button--sm', styles.button)}
            onClick={() => void remove()}>
            <Translate id="offline.copy.remove">Remove the offline copy</Translate>
          </button>
        </>
      ) : state.kind === 'saving' || state.kind === 'starting' ? (
        <div className={styles.progress}>
          <p className={styles.text} aria-hidden="true">
            <Translate id="offline.copy.saving" values={{percent: String(percent)}}>
              {'Saving these docs for offline use: {percent}%'}
            </Translate>
          </p>
          <progress
            max={100}
            value={percent}
            aria-label={translate({
              id: 'offline.copy.progress',
              message: 'Saving these docs for offline use',
            })}
          />
        </div>
      ) : (
        <>
          {state.kind === 'failed' && (
            <p className={clsx(styles.text, styles.failed)}>
              <Translate id="offline.copy.failed">
                The docs could not be saved: check the connection and the space left on this device,
                then try again.
              </Translate>
            </p>
          )}
          <button
            type="button"
            className={clsx('button button--outline button--sm', styles.button)}
            onClick={() => void save()}>
            {state.kind === 'failed' ? (
              <Translate id="offline.copy.retry">Try again</Translate>
            ) : size ? (
              <Translate id="offline.copy.save" values={{size}}>
                {'Save these docs for offline use, {size}'}
              </Translate>
            ) : (
              <Translate id="offline.copy.saveNoSize">Save these docs for offline use</Translate>
            )}
          </button>
        </>
      )}
      {/* Told to screen readers when it starts and ends, not at every file. */}
      <span className="sr-only" role="status">
        {state.kind === 'saving' || state.kind === 'starting'
          ? translate({id: 'offline.copy.progress', message: 'Saving these docs for offline use'})
          : state.kind === 'saved'
            ? translate({
                id: 'offline.copy.savedNoSize',
                message: 'These docs are saved on this device for offline use.',
              })
            : ''}
      </span>
    </div>
  );
}
