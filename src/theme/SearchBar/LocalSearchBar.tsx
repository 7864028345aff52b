/**
 * The DocSearch button and its keyboard shortcuts over the local index, in
 * every page: the modal (LocalSearchModal.tsx), its stylesheet, the search
 * client and DocSearch's translations load when a reader reaches for search
 * (points at, focuses or touches the button, or presses a shortcut). While
 * they load after a click or a shortcut, the button says it is busy; if they
 * fail, src/clientModules/chunkErrors.ts reloads the page once, then says so.
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

  // A reader who points at, focuses or touches the button is about to search.
  const prepare = () => importModal(indexes);
  const onOpen = () => {
    if (!Modal) setOpening(true);
    // A failure stays unhandled here: chunkErrors.ts handles a chunk that fails to load.
    void prepare()
      .then(() => setIsOpen(true))
      .finally(() => setOpening(false));
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
    <>
      <DocSearchButton
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={onOpen}
        aria-busy={opening || undefined}
        ref={button}
        translations={buttonTranslations}
      />
      {isOpen && Modal && <Modal indexes={indexes} onClose={onClose} onLeave={onLeave} />}
    </>
  );
}
