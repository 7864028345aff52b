/**
 * /search/?q=… over the local index: the query comes from and goes to the
 * URL; the pages found are listed ten at a time, as many as the search bar's
 * "See all results" counts; the other language's best pages follow, apart,
 * under their own heading. Titles and snippets arrive escaped from the engine.
 */
import {useEffect, useState, type ReactNode} from 'react';
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
import translations from '@theme/SearchTranslations';
import {
  earlyFetchScript,
  fetchIndexFile,
  searchBoth,
  searchClient,
  useSearch,
} from '@site/src/search/client';
// The engine comes with this page's code: a search opened from the URL waits
// for the index only, whose manifest is fetched early (earlyFetchScript).
import {Engine, type Answer, type PageHit} from '@site/src/search/engine';
import type {SearchIndexes} from '@site/src/search/indexes';
import styles from './styles.module.css';

const open = (indexUrl: string) => Engine.open((file) => fetchIndexFile(indexUrl, file));
/** Ten pages at a time, each with its best part: only that part's file is fetched. */
const asked = {count: 10, parts: 1};
/** What the page shows: the answer to `query`, and the other language's pages. */
type Found = Answer & {query: string; other: PageHit[]};

/**
 * The first search of the page, started before the page is drawn rather than
 * once it is: on a phone, running the page's code and hydrating it take about
 * a second, in which the index's files now arrive. A page opened with ?q= (a
 * shared link) starts it as soon as this code is here, for the indexes its
 * inline script named; a page reached from another (the modal's "See all
 * results") as it first renders. Taken once, by the first search of that
 * query; later ones start as the reader types.
 */
let firstSearch: {query: string; found: ReturnType<typeof searchBoth>} | null | undefined;
function startFirstSearch(...[client, other, query]: Parameters<typeof searchBoth>): void {
  if (firstSearch !== undefined || typeof window === 'undefined') return;
  firstSearch = query.trim() ? {query, found: searchBoth(client, other, query, asked)} : null;
}
function takeFirstSearch(query: string): ReturnType<typeof searchBoth> | null {
  const taken = firstSearch?.query === query ? firstSearch.found : null;
  firstSearch = null;
  return taken;
}
// A page opened with ?q=: the search starts as this code is evaluated.
if (typeof window !== 'undefined' && window.__tibilletSearchIndex) {
  const {own, other} = window.__tibilletSearchIndex;
  startFirstSearch(
    searchClient(own, open),
    other ? searchClient(other, open) : null,
    new URLSearchParams(window.location.search).get('q') ?? '',
  );
}

// The page's fixed texts. The same heading whatever the query, which is in
// the box: nothing moves as the page reads it.
const heading = translate({
  id: 'theme.SearchPage.emptyResultsTitle',
  message: 'Search the documentation',
});
const description = translate({
  id: 'search.page.description',
  message:
    'Search the TiBillet documentation: user guides, self-hosting, hardware and the API, right in your browser.',
});
const placeholder = translate({
  id: 'theme.SearchPage.inputPlaceholder',
  message: 'Type your search here',
});
const {errorScreen} = translations.modal ?? {};

/** A page found: its best section's title (linked), where it is, and a snippet. */
function Result({page, level, lang}: {page: PageHit; level: 'h2' | 'h3'; lang?: string}) {
  const [best] = page.sections;
  const own = best.url === page.url;
  return (
    <article className={styles.result} lang={lang}>
      <Heading as={level} className={styles.title}>
        <Link
          // A page of the other language belongs to another app: a plain link, not the router's.
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
  const {client, status, other, otherGroup} = useSearch(indexes, open);
  const [found, setFound] = useState<Found>();
  startFirstSearch(client, other, query);

  useEffect(() => {
    if (!query.trim()) return undefined;
    let current = true;
    const early = takeFirstSearch(query);
    const show = async () => {
      const both = await (early ?? searchBoth(client, other, query, asked));
      if (current && both.answer) setFound({...both.answer, query, other: both.other});
    };
    // While the reader types, the search waits for a pause.
    const timer = setTimeout(show, early ? 0 : 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, other, query]);

  const shown = query.trim() && found?.query === query ? found : undefined;
  const more = async (list: Found) => {
    const answer = await client.search(list.query, {...asked, from: list.pages.length});
    if (!answer) return;
    // Unless the query has changed meanwhile.
    setFound((latest) =>
      latest?.query === list.query
        ? {...latest, pages: [...latest.pages, ...answer.pages]}
        : latest,
    );
  };
  const title = query
    ? translate(
        {id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'},
        {query},
      )
    : heading;
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <Layout>
        <PageMetadata title={title} description={description} />
        <script
          // Runs only as the prerendered page is read: React does not run a script it renders.
          suppressHydrationWarning
          dangerouslySetInnerHTML={{__html: earlyFetchScript(indexes)}}
        />
        <main className={`container margin-vert--lg ${styles.searchPage}`}>
          <Heading as="h1">{heading}</Heading>
          <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
            <input
              type="search"
              // Before the code runs, the form sends ?q= to this page, which reads it.
              name="q"
              className={styles.input}
              placeholder={placeholder}
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
                <p className={styles.strong}>{errorScreen?.titleText}</p>
                {errorScreen?.helpText}
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
                  onClick={() => void more(shown)}>
                  <Translate id="search.page.more">Show more results</Translate>
                </button>
              )}
              {shown.other.length > 0 && (
                <section className={styles.otherLanguage} aria-labelledby="search-other-language">
                  <Heading as="h2" id="search-other-language">
                    {otherGroup}
                  </Heading>
                  {shown.other.map((page) => (
                    <Result key={page.url} page={page} level="h3" lang={indexes.otherLocale} />
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
