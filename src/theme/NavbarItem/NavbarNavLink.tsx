// Wrap (safe in 3.9.1): a navbar link to a page of the site fetches that
// page when the reader points at it, touches it or tabs to it (IntentLink),
// not on every page view because it is in view; active the same way as the
// stock link (activeBasePath, activeBaseRegex). Links with an href (other
// sites, files) and links kept from the base URL keep the stock component.
import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {isRegexpStringMatch} from '@docusaurus/theme-common';
import NavbarNavLink from '@theme-original/NavbarItem/NavbarNavLink';
import type {Props} from '@theme/NavbarItem/NavbarNavLink';
import IntentLink from '@site/src/components/IntentLink';

export default function NavbarNavLinkWrapper(props: Props): ReactNode {
  const {
    activeBasePath,
    activeBaseRegex,
    to,
    href,
    label,
    html,
    isDropdownLink: _isDropdownLink,
    prependBaseUrlToHref: _prependBaseUrlToHref,
    isActive,
    ...rest
  } = props;
  const toUrl = useBaseUrl(to);
  const activeBaseUrl = useBaseUrl(activeBasePath);
  const keepsStock =
    href !== undefined ||
    to === undefined ||
    html !== undefined ||
    rest.target !== undefined ||
    'autoAddBaseUrl' in rest;
  if (keepsStock) return <NavbarNavLink {...props} />;
  return (
    <IntentLink
      {...rest}
      to={toUrl}
      isNavLink
      isActive={
        // As the stock link: an isActive given by the item (docs items) wins.
        isActive ??
        (activeBasePath || activeBaseRegex
          ? (_match, location) =>
              activeBaseRegex
                ? isRegexpStringMatch(activeBaseRegex, location.pathname)
                : location.pathname.startsWith(activeBaseUrl)
          : undefined)
      }>
      {label}
    </IntentLink>
  );
}
