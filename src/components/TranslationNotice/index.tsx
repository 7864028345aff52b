/**
 * The notice of a translation behind its original: the page in the other
 * language changed since this one was translated, with a link to it. Shown
 * under the title of a docs page or post whose front matter the build gave
 * `outdated_translation_of` (src/markdown/frontMatter.ts): decided at build
 * time, from the content hashes; nothing runs in the browser for it. The
 * notice's own element is src/components/PageTools' notice slot.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlternatePageUtils} from '@docusaurus/theme-common/internal';
import texts from '@locale-texts/page-tools.json';

type Props = {
  /** The locale of the original: "en" for a French page. */
  original: string;
};

export default function TranslationNotice({original}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const url = useAlternatePageUtils().createUrl({locale: original, fullyQualified: false});
  const hrefLang = i18n.localeConfigs[original]?.htmlLang ?? original;
  return (
    <>
      {texts.outdated}{' '}
      <Link href={`pathname://${url}`} target="_self" hrefLang={hrefLang} autoAddBaseUrl={false}>
        {texts.outdatedLink}
      </Link>
    </>
  );
}
