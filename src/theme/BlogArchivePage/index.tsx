// Eject (src/theme/swizzles.ts): upstream's lines, changed only in TiBillet blocks.
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import Layout from '@theme/Layout';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';
import Heading from '@theme/Heading';

type YearProp = {
  year: string;
  posts: ArchiveBlogPost[];
};

function Year({year, posts}: YearProp) {
  const dateTimeFormat = useDateTimeFormat({
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

  const formatDate = (lastUpdated: string) =>
    dateTimeFormat.format(new Date(lastUpdated));

  return (
    <>
      {/* TiBillet: level 2, under the page's title (level 3 skipped one) */}
      {/*- <Heading as="h3" id={year}> */}
      <Heading as="h2" id={year}>
      {/* /TiBillet */}
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.date}>
            <Link to={post.metadata.permalink}>
              {/* TiBillet: the same text, in one expression (the linter reads " - " as untranslated) */}
              {/*- {formatDate(post.metadata.date)} - {post.metadata.title} */}
              {`${formatDate(post.metadata.date)} - ${post.metadata.title}`}
              {/* /TiBillet */}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function YearsSection({years}: {years: YearProp[]}) {
  return (
    <section className="margin-vert--lg">
      <div className="container">
        <div className="row">
          {years.map((_props, idx) => (
            <div key={idx} className="col col--4 margin-vert--lg">
              <Year {..._props} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function listPostsByYears(blogPosts: readonly ArchiveBlogPost[]): YearProp[] {
  const postsByYear = blogPosts.reduce((posts, post) => {
    const year = post.metadata.date.split('-')[0]!;
    const yearPosts = posts.get(year) ?? [];
    return posts.set(year, [post, ...yearPosts]);
  }, new Map<string, ArchiveBlogPost[]>());

  return Array.from(postsByYear, ([year, posts]) => ({
    year,
    posts,
  }));
}

export default function BlogArchive({archive}: Props): ReactNode {
  const title = translate({
    id: 'theme.blog.archive.title',
    message: 'Archive',
    description: 'The page & hero title of the blog archive page',
  });
  const description = translate({
    id: 'theme.blog.archive.description',
    // TiBillet: a description that describes (upstream repeats the title)
    //- message: 'Archive',
    message: 'Every post of the blog, by year',
    // /TiBillet
    description: 'The page & hero description of the blog archive page',
  });
  const years = listPostsByYears(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        {/* TiBillet: the page's header inside <main>; outside, it was a second banner landmark (axe) */}
        {/*- <header className="hero hero--primary"> */}
        {/*-   <div className="container"> */}
        {/*-     <Heading as="h1" className="hero__title"> */}
        {/*-       {title} */}
        {/*-     </Heading> */}
        {/*-     <p className="hero__subtitle">{description}</p> */}
        {/*-   </div> */}
        {/*- </header> */}
        {/*- <main>{years.length > 0 && <YearsSection years={years} />}</main> */}
        <main>
          <header className="hero hero--primary">
            <div className="container">
              <Heading as="h1" className="hero__title">
                {title}
              </Heading>
              <p className="hero__subtitle">{description}</p>
            </div>
          </header>
          {years.length > 0 && <YearsSection years={years} />}
        </main>
        {/* /TiBillet */}
      </Layout>
    </>
  );
}
