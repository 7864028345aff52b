/**
 * Takes the place of theme-common's `useAlternatePageUtils` (3.9.1) in the
 * site's bundles (see index.ts): the same hook, with the address encoded.
 * It gives the address of the current page in each language: the hreflang
 * alternates and the canonical link (src/theme/SiteMetadata) and the
 * language menu. Upstream builds it from the router's decoded pathname, and
 * wrote `/fr/docs/install/Raspberry Box/…` where the sitemap writes `%20`.
 * On the not-found page, the address in another language is that
 * language's home page (upstream wrote `/fr/404/`, a page that is not).
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import {encodeAddress} from './encode';
import {isPage} from './isPage';

export function useAlternatePageUtils(): {
  createUrl: (options: {locale: string; fullyQualified: boolean}) => string;
} {
  const {
    siteConfig: {baseUrl, trailingSlash},
    i18n: {localeConfigs},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  const canonicalPathname = applyTrailingSlash(pathname, {trailingSlash, baseUrl});
  // The current page's path, without the base URL of the current locale.
  const pathnameSuffix = isPage(pathname)
    ? encodeAddress(canonicalPathname.replace(baseUrl, ''))
    : '';

  function createUrl({locale, fullyQualified}: {locale: string; fullyQualified: boolean}): string {
    const localeConfig = localeConfigs[locale];
    if (!localeConfig) {
      throw new Error(`Unexpected Docusaurus bug, no locale config found for locale=${locale}`);
    }
    return `${fullyQualified ? localeConfig.url : ''}${localeConfig.baseUrl}${pathnameSuffix}`;
  }
  return {createUrl};
}
