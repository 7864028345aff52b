/**
 * Under a docs page: how to say that it is wrong (the paragraph's own
 * element is src/components/PageTools' report slot). A link that opens an issue
 * on the site's repository, and a mail to the cooperative for readers
 * without a GitHub account, both prefilled with the page's address, its
 * language, the product versions it was checked against and a short
 * template. The addresses are written at build time: no script, no cookie,
 * nothing loaded from another site.
 */
import type {ReactNode} from 'react';
import Interpolate from '@docusaurus/Interpolate';
import Link from '@docusaurus/Link';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useAlternatePageUtils} from '@docusaurus/theme-common/internal';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {links} from '@site/src/data/links';
import type {CheckedAgainst} from '@site/src/data/products';
import texts from '@locale-texts/page-tools.json';
import {reportId} from './id';

/** The issue's title and body, from the page. */
export function reportMessage(
  title: string,
  url: string,
  checked: CheckedAgainst[] | undefined,
): {title: string; body: string} {
  const versions = (checked ?? [])
    .map((entry) => `${entry.product} ${entry.version} (${entry.date})`)
    .join(', ');
  return {
    title: texts.issueTitle.replace('{title}', title),
    body: texts.issueBody
      .replace('{url}', url)
      .replace('{checked}', versions ? texts.checked.replace('{versions}', versions) : ''),
  };
}

export default function ReportWrongPage(): ReactNode {
  const {metadata} = useDoc();
  // The page menu links here: the build's anchor check must know the id.
  useBrokenLinks().collectAnchor(reportId);
  const {i18n} = useDocusaurusContext();
  const url = useAlternatePageUtils().createUrl({
    locale: i18n.currentLocale,
    fullyQualified: true,
  });
  const checked = (metadata.frontMatter as {checked_against?: CheckedAgainst[]}).checked_against;
  const {title, body} = reportMessage(metadata.title, url, checked);
  const query = `title=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
  const mail = `subject=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
  return (
    <Interpolate
      values={{
        issue: (
          <Link href={`${links.sourceRepository}/issues/new?${query}`}>{texts.reportIssue}</Link>
        ),
        mail: <Link href={`${links.contactMail}?${mail}`}>{texts.reportMail}</Link>,
      }}>
      {texts.reportPrompt}
    </Interpolate>
  );
}
