/**
 * The DocSearch button and its keyboard shortcuts over the local index, in
 * every page: the modal (LocalSearchModal.tsx), its stylesheet, the search
 * client and DocSearch's translations load when a reader reaches for search
 * (points at, focuses or touches the button, or presses a shortcut). While
 * they load after a click or a shortcut, the button says it is busy. If they
 * cannot load with no network, a message under the button says so, with a
 * Retry button, and the page stays as it is; online, a missing file is most
 * likely an older version's, and src/clientModules/chunkErrors.ts reloads the
 * page once, then says so. A request that hangs (a stalled network, a service
 * worker waiting on it) gets the same message after `stallAfter`, and the
 * modal still opens if its code arrives later.
 */
import {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import {translate} from '@docusaurus/Translate';
import type {SearchIndexes} from '@site/src/search/indexes';
import type {LocalSearchModalProps} from './LocalSearchModal';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

/** The button's words: DocSearch's translations for it (@theme/SearchTranslations), without the modal's. */
const label = translate({
  id: 'theme.SearchBar.label',
  message: 'Search',
  description: 'The ARIA label and placeholder for search button',
});
const buttonTranslations = {buttonText: label, buttonAriaLabel: label};
/** With no network: the search failure's words (the modal's error screen has the same). */
const unreachable = {
  title: translate({
    id: 'theme.SearchModal.errorScreen.titleText',
    message: 'Unable to fetch results',
    description: 'The title for error screen',
  }),
  help: translate({
    id: 'theme.SearchModal.errorScreen.helpText',
    message: 'You might want to check your network connection.',
    description: 'The help text for error screen',
  }),
  retry: translate({id: 'loadError.retry', message: 'Retry'}),
  close: translate({
    id: 'search.unreachable.close',
    message: 'Close',
    description: 'The button that hides the message shown when search cannot load offline',
  }),
};
/** How long a reader waits on a busy button before being told the search cannot load yet. */
const stallAfter = 10_000;
/** Ask AI is Algolia's: off, for the keyboard shortcuts as for the modal. */
const noAskAi = {isAskAiActive: false, onAskAiToggle: () => {}};

let Modal: ComponentType<LocalSearchModalProps> | null = null;
let modalLoading: Promise<void> | null = null;

/** The modal's code, fetched once (again after a failure), and the index's first files. */
function importModal(indexes: SearchIndexes): Promise<void> {
  modalLoading ??= import('./LocalSearchModal').then((module) => {
    Modal = module.default;
    module.preload(indexes);
  });
  modalLoading.catch(() => (modalLoading = null));
  return modalLoading;
}

export default function LocalSearchBar({indexes}: {indexes: SearchIndexes}): ReactNode {
  const button = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [opening, setOpening] = useState(false);
  const [offline, setOffline] = useState(false);

  // A reader who points at, focuses or touches the button is about to search.
  const prepare = () => importModal(indexes);
  const onOpen = () => {
    setOffline(false);
    if (!Modal) setOpening(true);
    const stalled = window.setTimeout(() => {
      setOpening(false);
      setOffline(true);
    }, stallAfter);
    void prepare()
      .then(
        () => {
          setOffline(false);
          setIsOpen(true);
        },
        (error: unknown) => {
          // Online, chunkErrors.ts handles it (a reload brings the current version).
          if (navigator.onLine) throw error;
          setOffline(true);
        },
      )
      .finally(() => {
        window.clearTimeout(stalled);
        setOpening(false);
      });
  };
  const onDismiss = () => {
    setOffline(false);
    button.current?.focus();
  };
  const onClose = useCallback(() => {
    setIsOpen(false);
    button.current?.focus();
  }, []);
  const onLeave = useCallback(() => setIsOpen(false), []);
  useDocSearchKeyboardEvents({isOpen, onOpen, onClose, ...noAskAi});

  // While the modal is open, the page behind it is out of reach.
  useEffect(() => {
    const page = document.getElementById('__docusaurus');
    if (page) page.inert = isOpen;
  }, [isOpen]);

  return (
    // The message is placed under the button (styles.css).
    <span className="local-search-bar">
      <DocSearchButton
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={onOpen}
        aria-busy={opening || undefined}
        ref={button}
        translations={buttonTranslations}
      />
      {offline && (
        <div role="alert" className="alert alert--warning search-unreachable">
          <p>
            <strong>{unreachable.title}</strong> {unreachable.help}
          </p>
          <button type="button" className="button button--sm button--primary" onClick={onOpen}>
            {unreachable.retry}
          </button>
          <button type="button" className="button button--sm button--link" onClick={onDismiss}>
            {unreachable.close}
          </button>
        </div>
      )}
      {isOpen && Modal && <Modal indexes={indexes} onClose={onClose} onLeave={onLeave} />}
    </span>
  );
}
