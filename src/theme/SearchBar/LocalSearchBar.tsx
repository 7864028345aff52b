/**
 * The DocSearch button and modal over the local index: the same component
 * and behaviour as the stock Algolia bar (shortcuts, recent and favourite
 * searches, "See all results"). DocSearch's own client is kept; only its
 * `search` is answered by the local client (transformSearchClient). The
 * other language's best pages come last, in their own group.
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
import type {DocSearchHit, DocSearchModalProps, DocSearchTransformClient} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import {searchBoth, searchClient} from '@site/src/search/client';
import type {PageHit} from '@site/src/search/engine';
import {openResult, type SearchIndexes} from '@site/src/search/indexes';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

type Props = Required<DocSearchModalProps>;

let DocSearchModal: ((props: DocSearchModalProps) => ReactNode) | null = null;

/**
 * The modal's code and its stylesheet, fetched the first time a reader
 * reaches for search. The stylesheet comes as text (src/plugins/lazy-loading):
 * imported as CSS, Docusaurus would put it in the stylesheet of every page.
 */
function importModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@lazy-loading/docsearch-modal-css'),
  ]).then(([modal, {default: css}]) => {
    if (!document.querySelector('style[data-docsearch-modal]')) {
      const style = document.createElement('style');
      style.dataset.docsearchModal = '';
      style.textContent = css;
      document.head.append(style);
    }
    DocSearchModal = modal.DocSearchModal;
  });
}

const plain = (html?: string) => (html === undefined ? null : html.replace(/<\/?mark>/g, ''));
const marked = (value = '') => ({value, matchLevel: 'full' as const, matchedWords: []});

/**
 * DocSearch's hits for a page: its two best sections, the page's own first
 * when it is one of them (DocSearch then shows the others under it), grouped
 * under `group`. Titles and snippets come escaped and marked from the engine.
 */
function hitsOf(page: PageHit, group: string): DocSearchHit[] {
  return page.sections.slice(0, 2).map((section) => {
    const own = section.url === page.url;
    const [lvl1, lvl2, lvl3, lvl4] = own
      ? [page.title]
      : [page.title, ...section.headings, section.title];
    const highlight = {
      hierarchy: {
        lvl0: marked(group),
        lvl1: marked(lvl1),
        lvl2: marked(lvl2),
        lvl3: marked(lvl3),
        lvl4: marked(lvl4),
        lvl5: marked(),
        lvl6: marked(),
      },
      hierarchy_camel: [],
      content: marked(section.snippet),
    };
    return {
      objectID: section.url,
      url: section.url,
      url_without_anchor: page.url,
      anchor: own ? null : (section.url.split('#')[1] ?? null),
      type: lvl4 ? 'lvl4' : lvl3 ? 'lvl3' : lvl2 ? 'lvl2' : 'lvl1',
      content: section.snippet,
      hierarchy: {
        lvl0: group,
        lvl1: plain(lvl1) ?? '',
        lvl2: plain(lvl2),
        lvl3: plain(lvl3),
        lvl4: plain(lvl4),
        lvl5: null,
        lvl6: null,
      },
      _highlightResult: highlight,
      _snippetResult: highlight,
    };
  });
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

export default function LocalSearchBar({indexes}: {indexes: SearchIndexes}): ReactNode {
  const {
    i18n: {currentLocale},
    siteConfig,
  } = useDocusaurusContext();
  const history = useHistory();
  const client = searchClient(indexes.own);
  const status = useSyncExternalStore(
    client.subscribe,
    () => client.status,
    () => 'idle' as const,
  );
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  // A reader who points at, focuses or touches the button is about to search.
  const prepare = useCallback(() => {
    void importModal();
    client.preload();
  }, [client]);

  const openModal = useCallback(() => {
    setContainer(
      (existing) =>
        existing ??
        document.body.insertBefore(document.createElement('div'), document.body.firstChild),
    );
    prepare();
    void importModal().then(() => setIsOpen(true));
  }, [prepare]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: (event: KeyboardEvent) => {
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    searchButtonRef,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });

  const props = useMemo(() => {
    const go = (url: string) => openResult(url, indexes, history);
    const otherGroup = translate({
      id: 'search.otherLanguage',
      message: 'In French',
      description: 'The group of results in the other language',
    });
    const search: DocSearchTransformClient['search'] = async (request) => {
      const first = 'requests' in request ? request.requests[0] : undefined;
      const query = first && 'query' in first ? String(first.query ?? '') : '';
      const other = indexes.other ? searchClient(indexes.other) : null;
      const {answer, other: elsewhere} = await searchBoth(client, other, query);
      const main = answer?.pages.flatMap((page) => hitsOf(page, page.breadcrumb)) ?? [];
      return {
        results: [
          {hits: main, nbHits: answer?.total ?? 0},
          {hits: elsewhere.flatMap((page) => hitsOf(page, otherGroup)), nbHits: 0},
        ],
      };
    };
    return {
      transformSearchClient: (algolia: DocSearchTransformClient) => ({...algolia, search}),
      navigator: {
        navigate: ({itemUrl}: {itemUrl: string}) => go(itemUrl),
        navigateNewTab: ({itemUrl}: {itemUrl: string}) =>
          window.open(itemUrl, '_blank', 'noopener'),
        navigateNewWindow: ({itemUrl}: {itemUrl: string}) =>
          window.open(itemUrl, '_blank', 'noopener'),
      },
      // A result is content inside DocSearch's option, not a link: an option
      // must not hold another interactive element. Keys go through the navigator.
      hitComponent: ({hit, children}: Parameters<Props['hitComponent']>[0]) => (
        <div
          className="local-search-hit"
          onClick={(event) =>
            event.metaKey || event.ctrlKey
              ? window.open(hit.url, '_blank', 'noopener')
              : go(hit.url)
          }>
          {children}
        </div>
      ),
      resultsFooterComponent: ({state}: Parameters<Props['resultsFooterComponent']>[0]) => (
        <ResultsFooter
          query={state.query}
          count={Number(state.context.nbHits ?? 0)}
          onClose={closeModal}
        />
      ),
    };
  }, [client, indexes, history, closeModal]);

  // While the modal is open, the page behind it is out of reach.
  useEffect(() => {
    const page = document.getElementById('__docusaurus');
    if (!isOpen || !page) return undefined;
    page.inert = true;
    return () => {
      page.inert = false;
    };
  }, [isOpen]);

  // When the index cannot be read, the "no results" screen says so (DocSearch
  // 4.7 shows its own error screen only for errors of its own client).
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
          <div className="local-search" data-index-status={status}>
            <DocSearchModal
              // DocSearch builds its Algolia client from these; its search never runs.
              appId="local"
              apiKey="local"
              // One name per locale, so recent and favourite searches stay in their language.
              indexName={`${siteConfig.projectName}-${currentLocale}`}
              onClose={closeModal}
              initialScrollY={window.scrollY}
              initialQuery={initialQuery}
              translations={modalTranslations}
              getMissingResultsUrl={failed ? () => window.location.href : undefined}
              placeholder={translations.modal?.searchBox?.placeholderText}
              maxResultsPerGroup={6}
              onAskAiToggle={() => {}}
              isAskAiActive={false}
              {...props}
            />
          </div>,
          container,
        )}
    </>
  );
}
