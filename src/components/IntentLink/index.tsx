/**
 * A link to a page of the site that fetches the page's code when a reader
 * shows the intent to follow it (the pointer over it, a touch, keyboard
 * focus), not as soon as it scrolls into view as Docusaurus's Link does.
 * For the navigation that is in view on every page (the navbar and its logo,
 * the docs sidebar, the breadcrumbs): prefetching it all cost more than the
 * page itself. Links in the content keep Docusaurus's Link, and so does any
 * target that is not a page of the site (another site, an anchor, a new
 * tab, none). Docusaurus's preload already skips data-saver and 2g
 * connections.
 */
import type {ComponentProps, ReactNode} from 'react';
import {Link as RouterLink, NavLink} from 'react-router-dom';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {applyTrailingSlash} from '@docusaurus/utils-common';

type Props = Omit<ComponentProps<typeof RouterLink>, 'to'> &
  Pick<ComponentProps<typeof NavLink>, 'activeClassName' | 'isActive' | 'exact'> & {
    /** A path of the site, base URL included (a sidebar item's href), or another target. */
    readonly to?: string;
    /** A menu link marked active on its page (react-router's NavLink). */
    readonly isNavLink?: boolean;
  };

export default function IntentLink({
  to,
  children,
  isNavLink = false,
  activeClassName,
  isActive,
  exact,
  ...props
}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const brokenLinks = useBrokenLinks();
  const isPage =
    to !== undefined &&
    to.startsWith('/') &&
    isInternalUrl(to) &&
    (props.target === undefined || props.target === '_self');
  if (!isPage) {
    return (
      <Link {...props} {...{to, isNavLink, activeClassName, isActive}} {...(isNavLink && {exact})}>
        {children}
      </Link>
    );
  }
  const target = applyTrailingSlash(to, {
    trailingSlash: siteConfig.trailingSlash,
    baseUrl: siteConfig.baseUrl,
  });
  // As Docusaurus's Link: the build fails on a link to a page that is missing.
  brokenLinks.collectLink(target);
  const preload = () => {
    void window.docusaurus.preload(target);
  };
  // As Docusaurus's Link: the NavLink props only on a NavLink (not on the <a>).
  const Component = isNavLink ? NavLink : RouterLink;
  return (
    <Component
      {...props}
      {...(isNavLink && {activeClassName, isActive, exact})}
      to={target}
      onMouseEnter={preload}
      onTouchStart={preload}
      onFocus={preload}>
      {children}
    </Component>
  );
}
