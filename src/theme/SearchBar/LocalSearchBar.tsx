/**
 * The DocSearch button and modal over the local index: the same component
 * and behaviour as the stock Algolia bar (shortcuts, recent and favourite
 * searches, "See all results"). DocSearch keeps its own client; only its
 * `search` is answered by the local one (transformSearchClient). The other
 * language's best pages come last, in their own group.
 */
import {useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode} from 'react';
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
import type {SearchIndexes} from '@site/src/search/indexes';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

type Props = Required<DocSearchModalProps>;
let DocSearchModal: ((props: DocSearchModalProps) => ReactNode) | null = null;

/**
 * The modal's code and stylesheet, fetched when a reader first reaches for
 * search. The stylesheet comes as text (src/plugins/bundler-rules): imported
 * as CSS, Docusaurus would put it in the stylesheet of every page.
 */
function importModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@lazy-loading/docsearch-modal-css'),
  ]).then(([modal, {default: css}]) => {
    if (!document.querySelector('style[data-docsearch-modal]')) {
      const style = document.head.appendChild(document.createElement('style'));
      style.dataset.docsearchModal = '';
      style.textContent = css;
    }
    DocSearchModal = modal.DocSearchModal;
  });
}

const plain = (html?: string) => (html === undefined ? null : html.replace(/<\/?mark>/g, ''));
const marked = (value = '') => ({value, matchLevel: 'full' as const, matchedWords: []});

/**
 * DocSearch's hits for a page: its two best sections (the page itself first
 * when it is one, DocSearch then shows the other under it), under `group`.
 * Titles and snippets arrive escaped and marked from the engine.
 */
function hitsOf({url, title, sections}: PageHit, group: string, origin = ''): DocSearchHit[] {
  return sections.slice(0, 2).map((section) => {
    const own = section.url === url;
    const [lvl1, lvl2, lvl3, lvl4] = own ? [title] : [title, ...section.headings, section.title];
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
      url: origin + section.url,
      url_without_anchor: origin + url,
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
  const {i18n, siteConfig} = useDocusaurusContext();
  const history = useHistory();
  const client = searchClient(indexes.own);
  const status = useSyncExternalStore(
    client.subscribe,
    () => client.status,
    () => 'idle' as const,
  );
  const button = useRef<HTMLButtonElement>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  // A reader who points at, focuses or touches the button is about to search.
  const prepare = () => {
    void importModal();
    client.preload();
  };
  const openModal = () => {
    setContainer(
      (div) =>
        div ?? document.body.insertBefore(document.createElement('div'), document.body.firstChild),
    );
    prepare();
    void importModal().then(() => setIsOpen(true));
  };
  const closeModal = () => {
    setIsOpen(false);
    button.current?.focus();
    setInitialQuery(undefined);
  };
  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: (event: KeyboardEvent) => {
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    searchButtonRef: button,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });

  // While the modal is open, the page behind it is out of reach.
  useEffect(() => {
    const page = document.getElementById('__docusaurus');
    if (page) page.inert = isOpen;
  }, [isOpen]);

  const props = useMemo(() => {
    // A page of the other language comes with its origin: it opens as a new document.
    const go = (url: string) =>
      /^https?:/.test(url) ? window.location.assign(url) : history.push(url);
    const search: DocSearchTransformClient['search'] = async (request) => {
      const first = 'requests' in request ? request.requests[0] : undefined;
      const query = first && 'query' in first ? String(first.query ?? '') : '';
      const other = indexes.other ? searchClient(indexes.other) : null;
      const both = await searchBoth(client, other, query);
      const group = translate({
        id: 'search.otherLanguage',
        message: 'In French',
        description: 'The group of results in the other language',
      });
      return {
        // DocSearch names its groups after `index`: two results, two names.
        results: [
          {
            index: 'local',
            hits: both.answer?.pages.flatMap((page) => hitsOf(page, page.breadcrumb)) ?? [],
            nbHits: both.answer?.total ?? 0,
          },
          {
            index: 'other',
            hits: both.other.flatMap((page) => hitsOf(page, group, window.location.origin)),
            nbHits: 0,
          },
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
      // A result is content in DocSearch's option, not a link: an option must
      // not hold another interactive element. Keys go through the navigator.
      hitComponent: ({hit, children}: Parameters<Props['hitComponent']>[0]) => (
        <div
          className="local-search-hit"
          // The other language's pages come with their origin.
          lang={/^https?:/.test(hit.url) ? (indexes.otherLocale ?? undefined) : undefined}
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
          onClose={() => setIsOpen(false)}
        />
      ),
    };
  }, [client, indexes.other, indexes.otherLocale, history]);

  // When the index cannot be read, the "no results" screen says so: DocSearch
  // 4.7 shows its error screen only for errors of its own client.
  const failed = status === 'failed';
  const modal = translations.modal;
  const modalTranslations = failed
    ? {
        ...modal,
        noResultsScreen: {
          noResultsText: translate({
            id: 'search.unavailable.title',
            message: 'Unable to fetch results for',
          }),
          reportMissingResultsText: modal?.errorScreen?.helpText,
          reportMissingResultsLinkText: '',
        },
      }
    : modal;

  return (
    <>
      <DocSearchButton
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={openModal}
        ref={button}
        translations={translations.button}
      />
      {isOpen &&
        DocSearchModal &&
        container &&
        createPortal(
          <div
            className="local-search"
            data-index-status={status}
            role="dialog"
            aria-modal="true"
            aria-label={translations.button?.buttonAriaLabel}>
            <DocSearchModal
              // DocSearch builds its Algolia client from these; its search never runs.
              appId="local"
              apiKey="local"
              // One name per locale: recent and favourite searches stay in their language.
              indexName={`${siteConfig.projectName}-${i18n.currentLocale}`}
              onClose={closeModal}
              initialScrollY={window.scrollY}
              initialQuery={initialQuery}
              translations={modalTranslations}
              getMissingResultsUrl={failed ? () => window.location.href : undefined}
              placeholder={modal?.searchBox?.placeholderText}
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
