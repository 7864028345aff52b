// Eject (src/theme/swizzles.ts): upstream's lines, changed only in TiBillet blocks.
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import clsx from 'clsx';

import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  PageMetadata,
  HtmlClassNameProvider,
  ThemeClassNames,
} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogListPage';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
// TiBillet: for the page's heading
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
// /TiBillet

function BlogListPageMetadata(props: Props): ReactNode {
  const {metadata} = props;
  const {
    siteConfig: {title: siteTitle},
  } = useDocusaurusContext();
  const {blogDescription, blogTitle, permalink} = metadata;
  const isBlogOnlyMode = permalink === '/';
  const title = isBlogOnlyMode ? siteTitle : blogTitle;
  return (
    <>
      <PageMetadata title={title} description={blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
    </>
  );
}

function BlogListPageContent(props: Props): ReactNode {
  const {metadata, items, sidebar} = props;
  return (
    <BlogLayout sidebar={sidebar}>
      {/* TiBillet: a heading for the page, and links to the archive and the authors */}
      <header className="margin-bottom--lg">
        <Heading as="h1">{metadata.blogTitle}</Heading>
        <p>{metadata.blogDescription}</p>
        <p>
          <Translate
            id="blog.index.browse"
            description="Under the blog's description: links to the archive (posts by year) and to the authors page"
            values={{
              byYear: (
                <Link to="/blog/archive/">
                  <Translate id="blog.index.browse.byYear">by year</Translate>
                </Link>
              ),
              byAuthor: (
                <Link to="/blog/authors/">
                  <Translate id="blog.index.browse.byAuthor">
                    by author
                  </Translate>
                </Link>
              ),
            }}>
            {'Browse every post {byYear} or {byAuthor}.'}
          </Translate>
        </p>
      </header>
      {/* /TiBillet */}
      <BlogPostItems items={items} />
      <BlogListPaginator metadata={metadata} />
    </BlogLayout>
  );
}

export default function BlogListPage(props: Props): ReactNode {
  return (
    <HtmlClassNameProvider
      className={clsx(
        ThemeClassNames.wrapper.blogPages,
        ThemeClassNames.page.blogListPage,
      )}>
      <BlogListPageMetadata {...props} />
      <BlogListPageStructuredData {...props} />
      <BlogListPageContent {...props} />
    </HtmlClassNameProvider>
  );
}
