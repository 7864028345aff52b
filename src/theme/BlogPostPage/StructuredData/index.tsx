// Eject (src/theme/swizzles.ts): upstream's lines, changed only in TiBillet blocks.
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
// TiBillet: the site's addresses, as its canonical links write them
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {withPageAddresses} from '@site/src/plugins/addresses/encode';
// /TiBillet
import {useBlogPostStructuredData} from '@docusaurus/plugin-content-blog/client';

export default function BlogPostStructuredData(): ReactNode {
  // TiBillet: every address with its trailing slash, encoded
  //- const structuredData = useBlogPostStructuredData();
  const {siteConfig} = useDocusaurusContext();
  const structuredData = withPageAddresses(
    useBlogPostStructuredData(),
    siteConfig.url,
  );
  // /TiBillet
  return (
    <Head>
      <script type="application/ld+json">
        {JSON.stringify(structuredData)}
      </script>
    </Head>
  );
}
