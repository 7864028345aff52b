// Eject (src/theme/swizzles.ts): upstream's lines, changed only in TiBillet blocks.
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

export default function BlogPostItemFooterReadMoreLink(
  props: Props,
): ReactNode {
  const {blogPostTitle, ...linkProps} = props;
  // TiBillet: the link's name is the words it shows, then the post's title
  // in a text hidden from view, not an aria-label of other words
  //- return (
  //-   <Link
  //-     aria-label={translate(
  //-       {
  //-         message: 'Read more about {title}',
  //-         id: 'theme.blog.post.readMoreLabel',
  //-         description:
  //-           'The ARIA label for the link to full blog posts from excerpts',
  //-       },
  //-       {title: blogPostTitle},
  //-     )}
  //-     {...linkProps}>
  //-     <ReadMoreLabel />
  //-   </Link>
  //- );
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
