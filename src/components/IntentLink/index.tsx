/**
 * Docusaurus's Link, except that a link to a page of the site fetches the
 * page's code when a reader shows the intent to follow it (the pointer over
 * it, a touch, keyboard focus), not as soon as it scrolls into view. The
 * `intent-links` bundler rule (src/plugins/bundler-rules) puts it in place of
 * Docusaurus's Link in the theme's navigation (the docs sidebar, the navbar
 * and its logo, the breadcrumbs), whose links are in view on every page and
 * whose pages a reader rarely opens all. Links in the
 * content keep Docusaurus's Link, and so does any target that is not a page
 * of the site (another site, an anchor, a new tab, none). Docusaurus's
 * preload already skips data-saver and 2g connections.
 */
import type {ReactNode} from 'react';
import {Link as RouterLink, NavLink} from 'react-router-dom';
import Link, {type Props} from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {applyTrailingSlash} from '@docusaurus/utils-common';

export default function IntentLink(props: Props): ReactNode {
  const {
    to,
    href,
    isNavLink = false,
    activeClassName,
    isActive,
    autoAddBaseUrl = true,
    'data-noBrokenLinkCheck': noBrokenLinkCheck,
    ...rest
  } = props;
  const {siteConfig} = useDocusaurusContext();
  const {withBaseUrl} = useBaseUrlUtils();
  const brokenLinks = useBrokenLinks();
  // As Docusaurus's Link: `to` and `href` mean the same.
  const path = to ?? href;
  const isPage =
    path !== undefined &&
    path.startsWith('/') &&
    isInternalUrl(path) &&
    (rest.target === undefined || rest.target === '_self');
  if (!isPage) return <Link {...props} />;
  const target = applyTrailingSlash(autoAddBaseUrl ? withBaseUrl(path) : path, {
    trailingSlash: siteConfig.trailingSlash,
    baseUrl: siteConfig.baseUrl,
  });
  // As Docusaurus's Link: the build fails on a link to a page that is missing.
  if (!noBrokenLinkCheck) brokenLinks.collectLink(target);
  if (rest.id) brokenLinks.collectAnchor(rest.id);
  const preload = () => {
    void window.docusaurus.preload(target);
  };
  const intent = {onMouseEnter: preload, onTouchStart: preload, onFocus: preload};
  // As Docusaurus's Link: the NavLink props only on a NavLink (not on the <a>).
  return isNavLink ? (
    <NavLink
      {...rest}
      {...intent}
      to={target}
      activeClassName={activeClassName}
      isActive={isActive}
    />
  ) : (
    <RouterLink {...rest} {...intent} to={target} />
  );
}
