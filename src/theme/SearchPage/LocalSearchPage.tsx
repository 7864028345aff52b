/**
 * /search/?q=… over the local index: the query comes from and goes to the
 * URL; the pages found are listed ten at a time, as many as the search bar's
 * "See all results" counts; the other language's best pages follow in their
 * own group. Titles, breadcrumbs and snippets arrive escaped from the engine.
 */
import {useEffect, useState, useSyncExternalStore, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {
  HtmlClassNameProvider,
  PageMetadata,
  usePluralForm,
  useSearchQueryString,
} from '@docusaurus/theme-common';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {
  earlyFetchScript,
  fetchIndexFile,
  searchBoth,
  searchClient,
  type OpenEngine,
} from '@site/src/search/client';
// The engine comes with this page's code: a search opened from the URL waits
// for the index only (its manifest fetched early, see earlyFetchScript).
import {Engine, type PageHit} from '@site/src/search/engine';
import type {SearchIndexes} from '@site/src/search/indexes';
import styles from './styles.module.css';

const open: OpenEngine = (indexUrl) => Engine.open((file) => fetchIndexFile(indexUrl, file));
const pageSize = 10;

type Found = {query: string; total: number; pages: PageHit[]; other: PageHit[]};

/** The page's heading stays the same whatever the query: the query is in the box below it. */
const heading = () =>
  translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});

function Result({page, level, lang}: {page: PageHit; level: 'h2' | 'h3'; lang?: string}) {
  const [best] = page.sections;
  const own = best.url === page.url;
  return (
    <article className={styles.searchResultItem} lang={lang}>
      <Heading as={level} className={styles.searchResultItemHeading}>
        {/* The other language is another app: a plain link, not the router's. */}
        <Link
          {...(lang
            ? {to: `pathname://${best.url}`, target: '_self', autoAddBaseUrl: false}
            : {to: best.url})}
          dangerouslySetInnerHTML={{__html: own ? page.title : best.title}}
        />
      </Heading>
      <ul
        className={`breadcrumbs ${styles.searchResultItemPath}`}
        aria-label={translate({id: 'search.result.breadcrumbs', message: 'Where this result is'})}>
        <li className="breadcrumbs__item">{page.breadcrumb}</li>
        {(own ? [] : [page.title, ...best.headings]).map((html, index) => (
          <li key={index} className="breadcrumbs__item" dangerouslySetInnerHTML={{__html: html}} />
        ))}
      </ul>
      {best.snippet && (
        <p
          className={styles.searchResultItemSummary}
          dangerouslySetInnerHTML={{__html: best.snippet}}
        />
      )}
    </article>
  );
}

export default function LocalSearchPage({indexes}: {indexes: SearchIndexes}): ReactNode {
  const {selectMessage} = usePluralForm();
  const [query, setQuery] = useSearchQueryString();
  const [found, setFound] = useState<Found | null>(null);
  const client = searchClient(indexes.own, open);
  const status = useSyncExternalStore(
    client.subscribe,
    () => client.status,
    () => 'idle' as const,
  );

  useEffect(() => {
    if (!query.trim()) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      const other = indexes.other ? searchClient(indexes.other, open) : null;
      void searchBoth(client, other, query, {count: pageSize}).then(({answer, other: pages}) => {
        if (current && answer)
          setFound({query, total: answer.total, pages: answer.pages, other: pages});
      });
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, indexes.other, query]);

  const more = () => {
    if (!found) return;
    void client.search(found.query, {from: found.pages.length, count: pageSize}).then((answer) => {
      if (answer)
        setFound((before) =>
          before && before.query === found.query
            ? {...before, pages: [...before.pages, ...answer.pages]}
            : before,
        );
    });
  };

  const shown = query.trim() && found?.query === query ? found : null;
  const failed = query.trim() && status === 'failed';
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <Layout>
        <PageMetadata
          title={
            query
              ? translate(
                  {
                    id: 'theme.SearchPage.existingResultsTitle',
                    message: 'Search results for "{query}"',
                  },
                  {query},
                )
              : heading()
          }
          description={translate({
            id: 'search.page.description',
            message:
              'Search the TiBillet documentation: user guides, self-hosting, hardware and the API, right in your browser.',
          })}
        />
        {/* Runs only as the prerendered page is read (it starts the manifest's fetch):
            React does not run a script it renders, and keeps this one at hydration. */}
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{__html: earlyFetchScript(indexes.own)}}
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
            {failed ? (
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
            ) : shown ? (
              <p className={styles.count}>
                {shown.total > 0 ? (
                  selectMessage(
                    shown.total,
                    translate(
                      {
                        id: 'theme.SearchPage.documentsFound.plurals',
                        message: 'One document found|{count} documents found',
                      },
                      {count: shown.total},
                    ),
                  )
                ) : (
                  <Translate id="theme.SearchPage.noResultsText">No results were found</Translate>
                )}
              </p>
            ) : (
              query.trim() && <div className={styles.loadingSpinner} />
            )}
          </div>

          {shown && !failed && (
            <>
              {shown.pages.map((page) => (
                <Result key={page.url} page={page} level="h2" />
              ))}
              {shown.pages.length < shown.total && (
                <button
                  type="button"
                  className="button button--secondary margin-vert--md"
                  onClick={more}>
                  <Translate id="search.page.more">Show more results</Translate>
                </button>
              )}
              {shown.other.length > 0 && (
                <section className={styles.otherLanguage} aria-labelledby="search-other-language">
                  <Heading as="h2" id="search-other-language" className={styles.otherLanguageTitle}>
                    <Translate
                      id="search.otherLanguage"
                      description="The group of results in the other language">
                      In French
                    </Translate>
                  </Heading>
                  {shown.other.map((page) => (
                    <Result
                      key={page.url}
                      page={page}
                      level="h3"
                      lang={indexes.otherLocale ?? undefined}
                    />
                  ))}
                </section>
              )}
            </>
          )}
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
