/**
 * /search/?q=… over the local index: the query comes from and goes to the
 * URL; the pages found are listed ten at a time, as many as the search bar's
 * "See all results" counts; the other language's best pages follow, apart,
 * under their own heading. Titles and snippets arrive escaped from the engine.
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
// for the index only, whose manifest is fetched early (earlyFetchScript).
import {Engine, type PageHit} from '@site/src/search/engine';
import type {SearchIndexes} from '@site/src/search/indexes';
import styles from './styles.module.css';

const open: OpenEngine = (indexUrl) => Engine.open((file) => fetchIndexFile(indexUrl, file));
const pageSize = 10;

/** A page found: its best section's title (linked), where it is, and a snippet. */
function Result({page, level, lang}: {page: PageHit; level: 'h2' | 'h3'; lang?: string}) {
  const [best] = page.sections;
  const own = best.url === page.url;
  return (
    <article className={styles.result} lang={lang}>
      <Heading as={level} className={styles.title}>
        {/* A page of the other language belongs to another app: a plain link, not the router's. */}
        <Link
          {...(lang
            ? {to: `pathname://${best.url}`, target: '_self', autoAddBaseUrl: false}
            : {to: best.url})}
          dangerouslySetInnerHTML={{__html: own ? page.title : best.title}}
        />
      </Heading>
      <ul
        className={`breadcrumbs ${styles.path}`}
        aria-label={translate({id: 'search.result.breadcrumbs', message: 'Where this result is'})}>
        <li className="breadcrumbs__item">{page.breadcrumb}</li>
        {(own ? [] : [page.title, ...best.headings]).map((html, index) => (
          <li key={index} className="breadcrumbs__item" dangerouslySetInnerHTML={{__html: html}} />
        ))}
      </ul>
      {best.snippet && (
        <p className={styles.snippet} dangerouslySetInnerHTML={{__html: best.snippet}} />
      )}
    </article>
  );
}

export default function LocalSearchPage({indexes}: {indexes: SearchIndexes}): ReactNode {
  const {selectMessage} = usePluralForm();
  const [query, setQuery] = useSearchQueryString();
  const [found, setFound] = useState<{
    query: string;
    total: number;
    pages: PageHit[];
    other: PageHit[];
  }>();
  const client = searchClient(indexes.own, open);
  const status = useSyncExternalStore(
    client.subscribe,
    () => client.status,
    () => 'idle' as const,
  );

  useEffect(() => {
    if (!query.trim()) return undefined;
    let current = true;
    const other = indexes.other ? searchClient(indexes.other, open) : null;
    const timer = setTimeout(
      () =>
        void searchBoth(client, other, query, {count: pageSize}).then(({answer, other: pages}) => {
          if (current && answer)
            setFound({query, total: answer.total, pages: answer.pages, other: pages});
        }),
      150,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, indexes.other, query]);

  const shown = query.trim() && found?.query === query ? found : undefined;
  const more = () =>
    shown &&
    void client.search(shown.query, {from: shown.pages.length, count: pageSize}).then((answer) => {
      if (answer)
        setFound((before) =>
          before?.query === shown.query
            ? {...before, pages: [...before.pages, ...answer.pages]}
            : before,
        );
    });
  const heading = translate({
    id: 'theme.SearchPage.emptyResultsTitle',
    message: 'Search the documentation',
  });
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
              : heading
          }
          description={translate({
            id: 'search.page.description',
            message:
              'Search the TiBillet documentation: user guides, self-hosting, hardware and the API, right in your browser.',
          })}
        />
        {/* Runs only as the prerendered page is read: React does not run a script it renders. */}
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{__html: earlyFetchScript(indexes.own)}}
        />
        <main className={`container margin-vert--lg ${styles.searchPage}`}>
          {/* The same heading whatever the query, which is in the box: nothing moves as the page reads it. */}
          <Heading as="h1">{heading}</Heading>
          {/* Before the code runs, the form sends ?q= to this page, which reads it. */}
          <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
            <input
              type="search"
              name="q"
              className={styles.input}
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
            <button type="submit" className="button button--primary">
              <Translate id="search.page.submit" description="The search page's submit button">
                Search
              </Translate>
            </button>
          </form>
          <div aria-live="polite" className={styles.status}>
            {query.trim() && status === 'failed' ? (
              <div className="alert alert--warning" role="alert">
                <p className={styles.strong}>
                  <Translate id="theme.SearchModal.errorScreen.titleText">
                    Unable to fetch results
                  </Translate>
                </p>
                <Translate id="theme.SearchModal.errorScreen.helpText">
                  You might want to check your network connection.
                </Translate>
              </div>
            ) : shown ? (
              <p className={styles.strong}>
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
              query.trim() && <div className={styles.spinner} />
            )}
          </div>
          {shown && status !== 'failed' && (
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
                  <Heading as="h2" id="search-other-language">
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
