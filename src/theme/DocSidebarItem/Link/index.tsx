// Wrap (safe in 3.9.1): a docs page listed in the sidebar is fetched when
// the reader points at it, touches it or tabs to it (IntentLink), not as
// soon as it is in view. The stock item prefetched every page of the open
// categories on each page view: 50 to 120 KB of JavaScript on the API pages.
// Same markup and classes as the stock item; external links keep the stock one.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {isActiveSidebarItem} from '@docusaurus/plugin-content-docs/client';
import isInternalUrl from '@docusaurus/isInternalUrl';
import DocSidebarItemLink from '@theme-original/DocSidebarItem/Link';
import type {Props} from '@theme/DocSidebarItem/Link';
import IntentLink from '@site/src/components/IntentLink';
import styles from './styles.module.css';

export default function DocSidebarItemLinkWrapper(props: Props): ReactNode {
  const {item, onItemClick, activePath, level, index: _index, ...rest} = props;
  if (!isInternalUrl(item.href) || item.autoAddBaseUrl === false) {
    return <DocSidebarItemLink {...props} />;
  }
  const isActive = isActiveSidebarItem(item, activePath);
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemLink,
        ThemeClassNames.docs.docSidebarItemLinkLevel(level),
        'menu__list-item',
        item.className,
      )}>
      <IntentLink
        className={clsx('menu__link', isActive && 'menu__link--active')}
        aria-current={isActive ? 'page' : undefined}
        to={item.href}
        onClick={onItemClick ? () => onItemClick(item) : undefined}
        {...rest}>
        <span title={item.label} className={styles.label}>
          {item.label}
        </span>
      </IntentLink>
    </li>
  );
}
