/**
 * The DocSearch button and modal over the local index: the same component
 * and behaviour as the stock Algolia bar (shortcuts, recent and favourite
 * searches, "See all results"), with the local client in place of Algolia's.
 */
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {DocSearchHit} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import {sharedSearchClient} from '@site/src/search/lazyClient';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

type ModalComponent = typeof import('@docsearch/react/modal').DocSearchModal;

let DocSearchModal: ModalComponent | null = null;

/**
 * The modal's code and its stylesheet, fetched the first time a reader
 * reaches for search. The stylesheet comes as text (src/plugins/lazy-loading):
 * imported as CSS, Docusaurus would put it in the stylesheet of every page.
 */
function importModalIfNeeded(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@lazy-loading/docsearch-modal-css'),
  ]).then(([{DocSearchModal: Modal}, {default: css}]) => {
    if (!document.querySelector('style[data-docsearch-modal]')) {
      const style = document.createElement('style');
      style.dataset.docsearchModal = '';
      style.textContent = css;
      document.head.append(style);
    }
    DocSearchModal = Modal;
  });
}

/**
 * A result: plain content inside DocSearch's option, not a link. An option
 * of a listbox must not hold another interactive element; the keyboard
 * (arrows and Enter) goes through the navigator, the mouse through this click.
 */
function Hit({hit, children}: {hit: {url: string}; children: ReactNode}): ReactNode {
  const history = useHistory();
  return (
    <div
      className="local-search-hit"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey) window.open(hit.url, '_blank', 'noopener');
        else history.push(hit.url);
      }}>
      {children}
    </div>
  );
}

function ResultsFooter({
  query,
  count,
  onClose,
}: {
  query: string;
  count: number;
  onClose: () => void;
}) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

export default function LocalSearchBar({indexUrl}: {indexUrl: string}): ReactNode {
  const {
    i18n: {currentLocale},
    siteConfig,
  } = useDocusaurusContext();
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const facetFilters = useAlgoliaContextualFacetFilters();
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const openModal = useCallback(() => {
    setContainer((existing) => {
      if (existing) return existing;
      const element = document.createElement('div');
      element.className = 'local-search';
      element.setAttribute('data-index-status', 'idle');
      document.body.insertBefore(element, document.body.firstChild);
      return element;
    });
    sharedSearchClient(indexUrl).preload();
    void importModalIfNeeded().then(() => setIsOpen(true));
  }, [indexUrl]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
  });

  const navigator = useMemo(
    () => ({
      navigate({itemUrl}: {itemUrl: string}) {
        history.push(itemUrl);
      },
      navigateNewTab({itemUrl}: {itemUrl: string}) {
        window.open(itemUrl, '_blank', 'noopener');
      },
      navigateNewWindow({itemUrl}: {itemUrl: string}) {
        window.open(itemUrl, '_blank', 'noopener');
      },
    }),
    [history],
  );

  const transformItems = useCallback(
    (items: DocSearchHit[]) =>
      items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
    [processSearchResultUrl],
  );

  const resultsFooter = useCallback(
    ({state}: {state: {query: string; context: {nbHits?: unknown}}}) => (
      <ResultsFooter
        query={state.query}
        count={Number(state.context.nbHits ?? 0)}
        onClose={closeModal}
      />
    ),
    [closeModal],
  );

  const transformSearchClient = useCallback(() => sharedSearchClient(indexUrl), [indexUrl]);

  // When the index cannot be loaded, the "no results" screen says so
  // (DocSearch 4.7 cannot show its own error screen for a custom client).
  const client = sharedSearchClient(indexUrl);
  const status = useSyncExternalStore(
    client.onStatus,
    () => client.status,
    () => 'idle' as const,
  );
  const failed = status === 'failed';
  const modalTranslations = useMemo(
    () =>
      failed
        ? {
            ...translations.modal,
            noResultsScreen: {
              ...translations.modal?.noResultsScreen,
              noResultsText: translate({
                id: 'search.unavailable.title',
                message: 'Unable to fetch results for',
              }),
              reportMissingResultsText: translate({
                id: 'theme.SearchModal.errorScreen.helpText',
                message: 'You might want to check your network connection.',
              }),
              reportMissingResultsLinkText: '',
            },
          }
        : translations.modal,
    [failed],
  );
  const failureHelp = useCallback(() => window.location.href, []);

  // A reader who hovers, focuses or touches the button is about to search:
  // fetch the modal's code and the index now.
  const prepare = useCallback(() => {
    void importModalIfNeeded();
    sharedSearchClient(indexUrl).preload();
  }, [indexUrl]);

  useEffect(() => {
    container?.setAttribute('data-index-status', status);
  }, [container, status]);

  // While the modal is open, the page behind it is out of reach, and the
  // modal is announced as a dialog around an ARIA 1.2 combobox. DocSearch
  // 4.7 puts role="button" and the combobox attributes on its backdrop,
  // around the whole dialog; they move to the input where they belong
  // (the backdrop still closes the modal on a click).
  useEffect(() => {
    const page = document.getElementById('__docusaurus');
    const backdrop = container?.querySelector('.DocSearch-Container');
    if (!isOpen || !page || !backdrop) return undefined;
    page.setAttribute('inert', '');
    page.setAttribute('aria-hidden', 'true');
    const modal = backdrop.querySelector('.DocSearch-Modal');
    modal?.setAttribute('role', 'dialog');
    modal?.setAttribute('aria-modal', 'true');
    modal?.setAttribute('aria-labelledby', 'docsearch-label');
    const comboboxAttributes = [
      'aria-expanded',
      'aria-haspopup',
      'aria-labelledby',
      'aria-controls',
    ];
    // Only touch what differs, or the observer below would wake itself up.
    const set = (element: Element | null, name: string, value: string) => {
      if (element && element.getAttribute(name) !== value) element.setAttribute(name, value);
    };
    const remove = (element: Element, name: string) => {
      if (element.hasAttribute(name)) element.removeAttribute(name);
    };
    const repair = () => {
      for (const name of ['role', 'tabindex', ...comboboxAttributes]) remove(backdrop, name);
      const input = backdrop.querySelector('.DocSearch-Input');
      set(input, 'role', 'combobox');
      set(input, 'aria-haspopup', 'listbox');
      set(input, 'aria-expanded', String(backdrop.querySelector('[role="listbox"]') !== null));
    };
    repair();
    const observer = new MutationObserver(repair);
    observer.observe(backdrop, {
      attributes: true,
      subtree: true,
      childList: true,
      attributeFilter: ['role', 'tabindex', ...comboboxAttributes],
    });
    return () => {
      observer.disconnect();
      page.removeAttribute('inert');
      page.removeAttribute('aria-hidden');
    };
  }, [isOpen, container]);

  return (
    <>
      <DocSearchButton
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={openModal}
        ref={searchButtonRef}
        translations={translations.button}
      />
      {isOpen &&
        DocSearchModal &&
        container &&
        createPortal(
          <DocSearchModal
            // The local client ignores these two; DocSearch requires them.
            appId="local"
            apiKey="local"
            // One name per locale, so recent and favourite searches stay in their language.
            indexName={`${siteConfig.projectName}-${currentLocale}`}
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator as never}
            transformItems={transformItems}
            hitComponent={Hit as never}
            transformSearchClient={transformSearchClient as never}
            resultsFooterComponent={resultsFooter as never}
            translations={modalTranslations}
            getMissingResultsUrl={failed ? failureHelp : undefined}
            searchParameters={{facetFilters}}
            placeholder={translations.modal?.searchBox?.placeholderText}
            // No Ask AI on the local index.
            onAskAiToggle={() => {}}
            isAskAiActive={false}
          />,
          container,
        )}
    </>
  );
}
