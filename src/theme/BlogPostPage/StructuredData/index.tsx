// Replace (3.9.1; the stock component is these lines without withPageAddresses):
// the post's structured data names its pages with the trailing slash and
// the encoding of their canonical address.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBlogPostStructuredData} from '@docusaurus/plugin-content-blog/client';
import {withPageAddresses} from '@site/src/plugins/addresses/encode';

export default function BlogPostStructuredData(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const structuredData = withPageAddresses(useBlogPostStructuredData(), siteConfig.url);
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(structuredData)}</script>
    </Head>
  );
}
