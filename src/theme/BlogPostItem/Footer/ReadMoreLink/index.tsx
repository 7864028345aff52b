// Eject (3.9.1 source, changed only in the TiBillet block): the link's name
// is the words it shows followed by the post's title, in a text hidden from
// view ("Read more about <title>"), not an aria-label of other words: a
// voice-control user says what they see (WCAG 2.5.3), and the link text no
// longer reads "Read more" alone to search engines. Formatted by the site's
// Prettier.
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

function ReadMoreLabel() {
  return (
    <b>
      <Translate
        id="theme.blog.post.readMore"
        description="The label used in blog post item excerpts to link to full blog posts">
        Read more
      </Translate>
    </b>
  );
}

export default function BlogPostItemFooterReadMoreLink(props: Props): ReactNode {
  const {blogPostTitle, ...linkProps} = props;
  // TiBillet: the post's title in the link's text, hidden from view
  return (
    <Link {...linkProps}>
      <ReadMoreLabel />{' '}
      <span className="sr-only">
        {translate(
          {
            message: 'about {title}',
            id: 'blog.post.readMoreTitle',
            description:
              'After "Read more" in the link from a blog excerpt to the post, hidden from view: the post it leads to',
          },
          {title: blogPostTitle},
        )}
      </span>
    </Link>
  );
  // /TiBillet
}
