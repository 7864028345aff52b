/**
 * /search/?q=… over the local index: the query comes from and goes to the
 * URL, results keep to the current language and docs version (the same
 * contextual facets as the Algolia page, through algoliasearch-helper), and
 * every title, breadcrumb and snippet arrives HTML-escaped from the engine.
 */
import {useEffect, useMemo, useState, useSyncExternalStore, type ReactNode} from 'react';
import algoliaSearchHelper from 'algoliasearch-helper';
import Link from '@docusaurus/Link';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {
  HtmlClassNameProvider,
  PageMetadata,
  usePluralForm,
  useSearchQueryString,
} from '@docusaurus/theme-common';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
// The engine comes with this page's code: a search opened from the URL waits
// for the index only (fetched early, see earlyIndexFetchScript), not for a
// second round trip. The client itself is the one the search bar shares,
// given this engine (provideEngine) so that it does not fetch its own copy.
import {createLocalSearchClient} from '@site/src/search/client';
import {earlyIndexFetchScript} from '@site/src/search/contract';
import {provideEngine, sharedSearchClient} from '@site/src/search/lazyClient';
import '@docsearch/css/dist/_variables.css';
import styles from './styles.module.css';

provideEngine(createLocalSearchClient);

type Item = {title: string; url: string; summary: string; breadcrumbs: string[]};
/** The outcome of the last search, for the query it was made with. */
type Outcome =
  {status: 'error'; query: string} | {status: 'done'; query: string; items: Item[]; total: number};
type State = {status: 'idle'} | {status: 'loading'} | Outcome;

type Highlight = {value: string};
type Hit = {
  url: string;
  _highlightResult: {hierarchy: Record<string, Highlight>};
  _snippetResult?: {content?: Highlight};
};

const hitsPerPage = 30;

/** The document's title, which names the query (the tab, the history). */
function pageTitle(query: string): string {
  return query
    ? translate(
        {id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'},
        {query},
      )
    : heading();
}

/**
 * The page's heading stays the same whatever the query: the query is in the
 * box just below. A heading that named it would change once the page reads
 * the address (the prerendered page has no query), and with every key typed,
 * moving the box and the results down when it wraps to one more line.
 */
function heading(): string {
  return translate({
    id: 'theme.SearchPage.emptyResultsTitle',
    message: 'Search the documentation',
  });
}

export default function LocalSearchPage({indexUrl}: {indexUrl: string}): ReactNode {
  const {
    i18n: {currentLocale},
    siteConfig,
  } = useDocusaurusContext();
  const allDocsData = useAllDocsData();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const {selectMessage} = usePluralForm();
  const [query, setQuery] = useSearchQueryString();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const client = useMemo(() => sharedSearchClient(indexUrl), [indexUrl]);
  const indexStatus = useSyncExternalStore(
    client.onStatus,
    () => client.status,
    () => 'idle' as const,
  );
  const helper = useMemo(
    () =>
      algoliaSearchHelper(client as never, `${siteConfig.projectName}-${currentLocale}`, {
        hitsPerPage,
        disjunctiveFacets: ['language', 'docusaurus_tag'],
      }),
    [client, currentLocale, siteConfig.projectName],
  );

  useEffect(() => {
    helper.addDisjunctiveFacetRefinement('language', currentLocale);
    helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'default');
    for (const [pluginId, data] of Object.entries(allDocsData)) {
      helper.addDisjunctiveFacetRefinement(
        'docusaurus_tag',
        `docs-${pluginId}-${data.versions[0].name}`,
      );
    }
    const onResult = ({
      results,
      state,
    }: {
      results: {hits: Hit[]; nbHits: number};
      state: {query?: string};
    }) => {
      const items = results.hits.map((hit) => {
        const titles = Object.values(hit._highlightResult.hierarchy).map((level) => level.value);
        const summary = hit._snippetResult?.content?.value ?? '';
        return {
          title: titles.pop() ?? '',
          url: processSearchResultUrl(hit.url),
          summary,
          breadcrumbs: titles,
        };
      });
      // The query as asked: the engine shortens what it answers for (a
      // 10,000-character query), and the page must still leave "loading".
      setOutcome({status: 'done', query: state.query ?? '', items, total: results.nbHits});
    };
    const onError = () => setOutcome({status: 'error', query: helper.state.query ?? ''});
    helper.on('result', onResult);
    helper.on('error', onError);
    return () => {
      helper.removeAllListeners('result');
      helper.removeAllListeners('error');
    };
  }, [helper, currentLocale, allDocsData, processSearchResultUrl]);

  useEffect(() => {
    if (!query.trim()) return undefined;
    const timer = setTimeout(() => helper.setQuery(query).setPage(0).search(), 150);
    return () => clearTimeout(timer);
  }, [helper, query]);

  const state: State = !query.trim()
    ? {status: 'idle'}
    : indexStatus === 'failed'
      ? {status: 'error', query}
      : outcome && outcome.query === query
        ? outcome
        : {status: 'loading'};

  const documentsFound = (count: number) =>
    selectMessage(
      count,
      translate(
        {
          id: 'theme.SearchPage.documentsFound.plurals',
          message: 'One document found|{count} documents found',
        },
        {count},
      ),
    );

  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <Layout>
        <PageMetadata
          title={pageTitle(query)}
          description={translate({
            id: 'search.page.description',
            message:
              'Search the TiBillet documentation: user guides, self-hosting, hardware and the API, right in your browser.',
          })}
        />
        {/* Runs only as the prerendered page is read (it starts the index fetch):
            React does not run a script it renders, and keeps this one at hydration. */}
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{__html: earlyIndexFetchScript(indexUrl)}}
        />
        <main className={`container margin-vert--lg ${styles.searchPage}`}>
          <Heading as="h1">{heading()}</Heading>
          <form role="search" onSubmit={(event) => event.preventDefault()}>
            <input
              type="search"
              name="q"
              className={styles.searchQueryInput}
              placeholder={translate({
                id: 'theme.SearchPage.inputPlaceholder',
                message: 'Type your search here',
              })}
              aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
              onChange={(event) => setQuery(event.target.value)}
              value={query}
              autoComplete="off"
              autoFocus
              maxLength={512}
            />
          </form>

          <div aria-live="polite" className={styles.status}>
            {state.status === 'done' && state.total > 0 && (
              <p className={styles.count}>{documentsFound(state.total)}</p>
            )}
            {state.status === 'done' && state.total === 0 && (
              <p>
                <Translate id="theme.SearchPage.noResultsText">No results were found</Translate>
              </p>
            )}
            {state.status === 'error' && (
              <div className="alert alert--warning" role="alert">
                <p className={styles.errorTitle}>
                  <Translate id="theme.SearchModal.errorScreen.titleText">
                    Unable to fetch results
                  </Translate>
                </p>
                <p>
                  <Translate id="theme.SearchModal.errorScreen.helpText">
                    You might want to check your network connection.
                  </Translate>
                </p>
              </div>
            )}
            {state.status === 'loading' && <div className={styles.loadingSpinner} />}
          </div>

          {state.status === 'done' && state.items.length > 0 && (
            <div>
              {state.items.map(({title, url, summary, breadcrumbs}) => (
                <article key={url} className={styles.searchResultItem}>
                  <Heading as="h2" className={styles.searchResultItemHeading}>
                    {/* The engine escapes the text before adding <mark>. */}
                    <Link to={url} dangerouslySetInnerHTML={{__html: title}} />
                  </Heading>
                  {breadcrumbs.length > 0 && (
                    <ul
                      className={`breadcrumbs ${styles.searchResultItemPath}`}
                      aria-label={translate({
                        id: 'search.result.breadcrumbs',
                        message: 'Where this result is',
                      })}>
                      {breadcrumbs.map((html, index) => (
                        <li
                          key={index}
                          className="breadcrumbs__item"
                          dangerouslySetInnerHTML={{__html: html}}
                        />
                      ))}
                    </ul>
                  )}
                  {summary && (
                    <p
                      className={styles.searchResultItemSummary}
                      dangerouslySetInnerHTML={{__html: summary}}
                    />
                  )}
                </article>
              ))}
            </div>
          )}
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
