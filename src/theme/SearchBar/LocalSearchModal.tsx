/**
 * The DocSearch modal over the local index, loaded by LocalSearchBar when a
 * reader reaches for search (with its stylesheet): the same component and
 * behaviour as the stock Algolia bar (recent and favourite searches, "See
 * all results"). DocSearch keeps its own client; only its `search` is
 * answered by the local one (transformSearchClient). The other language's
 * best pages come last, in their own group.
 */
import {useCallback, useMemo, useRef, type KeyboardEvent, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchModal} from '@docsearch/react/modal';
import type {DocSearchHit, DocSearchModalProps, DocSearchTransformClient} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import css from '@lazy-loading/docsearch-modal-css';
import {searchBoth, searchClient, useSearch} from '@site/src/search/client';
import type {PageHit} from '@site/src/search/engine';
import type {SearchIndexes} from '@site/src/search/indexes';

// The stylesheet comes as text (src/plugins/bundler-rules): imported as CSS,
// Docusaurus would put it in the stylesheet of every page.
document.head.appendChild(document.createElement('style')).textContent = css;

const {modal} = translations;
/** Ask AI is Algolia's: off, for the modal as for the keyboard shortcuts. */
const noAskAi = {isAskAiActive: false, onAskAiToggle: () => {}};
/**
 * The "no results" screen when the index cannot be read, which says so:
 * DocSearch 4.7 shows its error screen only for errors of its own client.
 */
const unavailable = {
  noResultsText: translate({
    id: 'search.unavailable.title',
    message: 'Unable to fetch results for',
  }),
  reportMissingResultsText: modal?.errorScreen?.helpText,
  reportMissingResultsLinkText: '',
};

/** Starts loading the engine and this language's index ahead of the first search. */
export const preload = (indexes: SearchIndexes) => searchClient(indexes.own).preload();

/** A query's hits, in DocSearch's form: this language's, the other's, both in order. */
type Answer = {
  query: string;
  total: number;
  local: DocSearchHit[];
  there: DocSearchHit[];
  hits: DocSearchHit[];
};

/** DocSearch's seven levels of a hit, each made by `level` from its number. */
const levels = <T,>(level: (index: number) => T) => {
  const [lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6] = [0, 1, 2, 3, 4, 5, 6].map(level);
  return {lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6};
};

/**
 * DocSearch's hits for pages: each page's two best sections (the page itself
 * first when it is one, DocSearch then shows the other under it), under
 * `group` or the page's breadcrumb. Titles and snippets arrive escaped and
 * marked from the engine: DocSearch shows them marked, and keeps them plain
 * in the recent searches.
 */
function hitsOf(pages: PageHit[], otherGroup?: string, origin = ''): DocSearchHit[] {
  return pages.flatMap(({url, title, breadcrumb, sections}) =>
    sections.slice(0, 2).map((section, index): DocSearchHit => {
      const group = otherGroup ?? breadcrumb;
      const own = section.url === url;
      const html = [group, title, ...(own ? [] : [...section.headings, section.title])];
      const plain = (index: number) => html[index]?.replace(/<\/?mark>/g, '') ?? null;
      const marked = (value = '') => ({value, matchLevel: 'full' as const, matchedWords: []});
      const highlight = {
        hierarchy: levels((index) => marked(html[index])),
        hierarchy_camel: [],
        content: marked(section.snippet),
      };
      return {
        // A section and one of its table rows have the same address.
        objectID: `${section.url} ${index}`,
        url: origin + section.url,
        url_without_anchor: origin + url,
        anchor: own ? null : (section.url.split('#')[1] ?? null),
        type: html[4] ? 'lvl4' : html[3] ? 'lvl3' : html[2] ? 'lvl2' : 'lvl1',
        content: section.snippet,
        hierarchy: {...levels(plain), lvl0: group, lvl1: plain(1) ?? ''},
        _highlightResult: highlight,
        _snippetResult: highlight,
      };
    }),
  );
}

export type LocalSearchModalProps = {
  indexes: SearchIndexes;
  /** Closes the modal and gives the focus back to the button. */
  onClose: () => void;
  /** Closes the modal as the reader leaves for the search page. */
  onLeave: () => void;
};

export default function LocalSearchModal({
  indexes,
  onClose,
  onLeave,
}: LocalSearchModalProps): ReactNode {
  const {i18n, siteConfig} = useDocusaurusContext();
  const history = useHistory();
  const createSearchLink = useSearchLinkCreator();
  const {client, status, other, otherGroup} = useSearch(indexes);

  // The query asked last, and its answer; the query whose results DocSearch shows, and its count.
  const asked = useRef<{query: string; answer: Promise<Answer>} | null>(null);
  const shown = useRef({query: '', total: 0});

  // A page of the other language comes with its origin: it opens as a new document.
  const go = useCallback(
    (url: string) => (/^https?:/.test(url) ? window.location.assign(url) : history.push(url)),
    [history],
  );

  /**
   * Enter pressed before the results of what was typed show opens the first
   * of them once they come, not a result of an earlier query still shown.
   */
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const waiting = asked.current;
    const modifier = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.key !== 'Enter' || modifier || !waiting || waiting.query === shown.current.query)
      return;
    if (!(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    event.stopPropagation();
    void waiting.answer.then(({hits}) => {
      if (asked.current !== waiting || !hits[0]) return;
      onLeave();
      go(hits[0].url);
    });
  };

  const props = useMemo((): Partial<DocSearchModalProps> => {
    const newTab = (url: string) => window.open(url, '_blank', 'noopener');
    const answerOf = async (query: string): Promise<Answer> => {
      const both = await searchBoth(client, other, query);
      const local = hitsOf(both.answer?.pages ?? []);
      const there = hitsOf(both.other, otherGroup, window.location.origin);
      return {query, total: both.answer?.total ?? 0, local, there, hits: [...local, ...there]};
    };
    const search: DocSearchTransformClient['search'] = async (request) => {
      const first = 'requests' in request ? request.requests[0] : undefined;
      const query = first && 'query' in first ? String(first.query ?? '') : '';
      let current = {query, answer: answerOf(query)};
      asked.current = current;
      // Results show once the query typed last is answered: never an earlier
      // one answered meanwhile, which would reorder the list a moment later.
      let answer = await current.answer;
      while (asked.current && asked.current !== current) {
        current = asked.current;
        answer = await current.answer;
      }
      shown.current = {query: answer.query, total: answer.total};
      return {
        // DocSearch names its groups after `index`: two results, two names. Its
        // own count (nbHits) adds up every query typed: the footer counts here.
        results: [
          {index: 'local', hits: answer.local, nbHits: answer.total},
          {index: 'other', hits: answer.there, nbHits: 0},
        ],
      };
    };
    return {
      transformSearchClient: (algolia) => ({...algolia, search}),
      // New tabs and windows open as DocSearch does by default.
      navigator: {navigate: ({itemUrl}) => go(itemUrl)},
      // A result is content in DocSearch's option, not a link: an option must
      // not hold another interactive element. Keys go through the navigator.
      hitComponent: ({hit, children}) => (
        <div
          className="local-search-hit"
          // The other language's pages come with their origin.
          lang={/^https?:/.test(hit.url) ? indexes.otherLocale : undefined}
          onClick={(event) => (event.metaKey || event.ctrlKey ? newTab : go)(hit.url)}>
          {children}
        </div>
      ),
      // The results shown, counted as the search page counts them.
      resultsFooterComponent: () => (
        <Link to={createSearchLink(shown.current.query)} onClick={onLeave}>
          <Translate id="theme.SearchBar.seeAll" values={{count: shown.current.total}}>
            {'See all {count} results'}
          </Translate>
        </Link>
      ),
    };
  }, [client, other, otherGroup, indexes.otherLocale, go, createSearchLink, onLeave]);

  const failed = status === 'failed';
  const noResultsScreen = failed ? unavailable : modal?.noResultsScreen;

  return createPortal(
    <div
      className="local-search"
      data-index-status={status}
      role="dialog"
      aria-modal="true"
      onKeyDownCapture={onKeyDownCapture}
      aria-label={translations.button?.buttonAriaLabel}>
      <DocSearchModal
        // DocSearch builds its Algolia client from these; its search never runs.
        appId="local"
        apiKey="local"
        // One name per locale: recent and favourite searches stay in their language.
        indexName={`${siteConfig.projectName}-${i18n.currentLocale}`}
        onClose={onClose}
        initialScrollY={window.scrollY}
        translations={{...modal, noResultsScreen}}
        getMissingResultsUrl={failed ? () => window.location.href : undefined}
        maxResultsPerGroup={6}
        {...noAskAi}
        {...props}
      />
    </div>,
    document.body,
  );
}
