// Eject (3.9.1 source, changed only in the TiBillet blocks): the cards of a
// category page are in a <div>, not an <article> without a heading (the W3C
// checker's "Article lacks heading"), and take their descriptions from the
// page's data (src/plugins/doc-cards). Formatted by the site's Prettier.
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {useCurrentSidebarCategory} from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import DocCardList from '@theme/DocCardList';
import DocPaginator from '@theme/DocPaginator';
import DocVersionBanner from '@theme/DocVersionBanner';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import Heading from '@theme/Heading';
import type {Props} from '@theme/DocCategoryGeneratedIndexPage';

import styles from './styles.module.css';

function DocCategoryGeneratedIndexPageMetadata({categoryGeneratedIndex}: Props): ReactNode {
  return (
    <PageMetadata
      title={categoryGeneratedIndex.title}
      description={categoryGeneratedIndex.description}
      keywords={categoryGeneratedIndex.keywords}
      // TODO `require` this?
      image={useBaseUrl(categoryGeneratedIndex.image)}
    />
  );
}

function DocCategoryGeneratedIndexPageContent({categoryGeneratedIndex}: Props): ReactNode {
  const category = useCurrentSidebarCategory();
  // TiBillet: the cards' descriptions come with this page's data, not with
  // the version's data every docs page loads (src/plugins/doc-cards).
  const {cardDescriptions = {}} = categoryGeneratedIndex as typeof categoryGeneratedIndex & {
    cardDescriptions?: Record<string, string>;
  };
  const items = category.items.map((item) =>
    item.type === 'link' && item.docId && !item.description && cardDescriptions[item.docId]
      ? {...item, description: cardDescriptions[item.docId]}
      : item,
  );
  // /TiBillet
  return (
    <div className={styles.generatedIndexPage}>
      <DocVersionBanner />
      <DocBreadcrumbs />
      <DocVersionBadge />
      <header>
        <Heading as="h1" className={styles.title}>
          {categoryGeneratedIndex.title}
        </Heading>
        {categoryGeneratedIndex.description && <p>{categoryGeneratedIndex.description}</p>}
      </header>
      {/* TiBillet: a <div>: each card is an article with its heading */}
      <div className="margin-top--lg">
        <DocCardList items={items} className={styles.list} />
      </div>
      {/* /TiBillet */}
      <footer className="margin-top--md">
        <DocPaginator
          previous={categoryGeneratedIndex.navigation.previous}
          next={categoryGeneratedIndex.navigation.next}
        />
      </footer>
    </div>
  );
}

export default function DocCategoryGeneratedIndexPage(props: Props): ReactNode {
  return (
    <>
      <DocCategoryGeneratedIndexPageMetadata {...props} />
      <DocCategoryGeneratedIndexPageContent {...props} />
    </>
  );
}
