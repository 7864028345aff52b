// Replace (3.9.1; the stock component is these lines without withPageAddresses):
// the breadcrumbs' structured data names the category pages with the
// trailing slash, and every page with the encoding of its canonical address.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBreadcrumbsStructuredData} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocBreadcrumbs/StructuredData';
import {withPageAddresses} from '@site/src/plugins/addresses/encode';

export default function DocBreadcrumbsStructuredData(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const structuredData = withPageAddresses(
    useBreadcrumbsStructuredData({breadcrumbs: props.breadcrumbs}),
    siteConfig.url,
  );
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(structuredData)}</script>
    </Head>
  );
}
