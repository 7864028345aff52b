/**
 * The offline page: what a reader sees, in their language, when they open a
 * page that this device has not saved while the network is down. The
 * service worker (src/offline/worker.js) serves it in place of that page,
 * with its scripts removed, since the site's code would try to show the page
 * asked for; so it has no menu that needs code, only plain links to what
 * still works. It is not in the sitemap nor in search results.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export default function Offline(): ReactNode {
  return (
    <>
      <PageMetadata
        title={translate({id: 'offline.title', message: 'You are offline'})}
        description={translate({
          id: 'offline.description',
          message: 'This page is not saved on this device and the network cannot be reached.',
        })}
      />
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className={styles.main}>
        <Link to="/" className={styles.logo}>
          {/* Both logos, one shown by colour mode in CSS: this page runs no code. */}
          <img
            className={styles.light}
            src={useBaseUrl('/img/logo.svg')}
            alt={translate({id: 'offline.home', message: 'TiBillet home page'})}
            width={48}
            height={48}
          />
          <img
            className={styles.dark}
            src={useBaseUrl('/img/logo-dark.svg')}
            alt={translate({id: 'offline.home', message: 'TiBillet home page'})}
            width={48}
            height={48}
          />
        </Link>
        <Heading as="h1">
          <Translate id="offline.heading">You are offline</Translate>
        </Heading>
        <p className={styles.lead}>
          <Translate id="offline.lead">
            This page is not saved on this device, and the network cannot be reached right now.
          </Translate>
        </p>
        <Heading as="h2">
          <Translate id="offline.stillWorks">What you can still read</Translate>
        </Heading>
        <ul>
          <li>
            <Translate id="offline.saved.docs">
              The whole documentation in English, the roadmap and the terms, if you saved them for
              offline use (with the button at the foot of every page).
            </Translate>
          </li>
          <li>
            <Translate id="offline.saved.search">
              Search, which looks through the saved pages.
            </Translate>
          </li>
          <li>
            <Translate id="offline.saved.visited">
              The other pages you have already opened on this device.
            </Translate>
          </li>
        </ul>
        <div className={styles.actions}>
          <Link className="button button--primary" to="/docs/">
            <Translate id="offline.openDocs">Open the documentation</Translate>
          </Link>
          <Link className="button button--secondary" to="/search/">
            <Translate id="offline.search">Search the documentation</Translate>
          </Link>
        </div>
        <p className={styles.retry}>
          <Translate id="offline.retry">
            When the network is back, reload this page to open the page you asked for.
          </Translate>
        </p>
      </main>
    </>
  );
}
