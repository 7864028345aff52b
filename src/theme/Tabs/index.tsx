// Eject (3.9.1 source, changed only in the TiBillet blocks): tabs are not
// rebuilt once the page is hydrated. On a long guide with 14 groups of code
// tabs, that rebuild was the longest task of the page's start. Each tab
// names its panel and each panel its tab (unique ids), and the keyboard
// follows the WAI-ARIA tabs pattern (arrows, Home, End; Enter or Space
// selects: manual activation, as upstream).
// Formatted by the site's Prettier.
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {cloneElement, useId, type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useScrollPositionBlocker,
  useTabs,
  sanitizeTabsChildren,
  type TabItemProps,
} from '@docusaurus/theme-common/internal';
// TiBillet: useIsBrowser is no longer imported (see Tabs below)
import type {Props} from '@theme/Tabs';
// TiBillet: the ids a panel is given (src/theme/TabItem)
import type {PanelIds} from '@site/src/theme/TabItem';
// /TiBillet
import styles from './styles.module.css';

// TiBillet: ids that tie each tab to its panel, unique in the page
type TabIds = {
  /** From useId(): the same on the server and in the browser. */
  readonly idPrefix: string;
};
const tabId = (idPrefix: string, index: number) => `${idPrefix}-tab-${index}`;
const panelId = (idPrefix: string, index: number) => `${idPrefix}-panel-${index}`;
// /TiBillet

function TabList({
  className,
  block,
  selectedValue,
  selectValue,
  tabValues,
  // TiBillet: ids, and whether only the selected panel is rendered
  idPrefix,
  lazy,
  // /TiBillet
}: Props & ReturnType<typeof useTabs> & TabIds) {
  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const handleTabChange = (
    event:
      | React.FocusEvent<HTMLLIElement>
      | React.MouseEvent<HTMLLIElement>
      | React.KeyboardEvent<HTMLLIElement>,
  ) => {
    const newTab = event.currentTarget;
    const newTabIndex = tabRefs.indexOf(newTab);
    const newTabValue = tabValues[newTabIndex]!.value;

    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: React.KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null = null;

    switch (event.key) {
      // TiBillet: Space selects too, without scrolling the page; Home and End
      case ' ':
      case 'Enter': {
        event.preventDefault();
        handleTabChange(event);
        break;
      }
      case 'Home': {
        event.preventDefault();
        focusElement = tabRefs[0]!;
        break;
      }
      case 'End': {
        event.preventDefault();
        focusElement = tabRefs[tabRefs.length - 1]!;
        break;
      }
      // /TiBillet
      case 'ArrowRight': {
        const nextTab = tabRefs.indexOf(event.currentTarget) + 1;
        focusElement = tabRefs[nextTab] ?? tabRefs[0]!;
        break;
      }
      case 'ArrowLeft': {
        const prevTab = tabRefs.indexOf(event.currentTarget) - 1;
        focusElement = tabRefs[prevTab] ?? tabRefs[tabRefs.length - 1]!;
        break;
      }
      default:
        break;
    }

    focusElement?.focus();
  };

  return (
    <ul
      role="tablist"
      aria-orientation="horizontal"
      className={clsx(
        'tabs',
        {
          'tabs--block': block,
        },
        className,
      )}>
      {tabValues.map(({value, label, attributes}, index) => (
        <li
          // TODO extract TabListItem
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          // TiBillet: the tab names its panel (a lazy group renders the selected one only)
          id={tabId(idPrefix, index)}
          aria-controls={!lazy || selectedValue === value ? panelId(idPrefix, index) : undefined}
          // /TiBillet
          key={value}
          ref={(tabControl) => {
            tabRefs.push(tabControl);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string, {
            'tabs__item--active': selectedValue === value,
          })}>
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

function TabContent({
  lazy,
  children,
  selectedValue,
  // TiBillet: ids
  tabValues,
  idPrefix,
  // /TiBillet
}: Props & ReturnType<typeof useTabs> & TabIds) {
  const childTabs = (Array.isArray(children) ? children : [children]).filter(
    Boolean,
  ) as ReactElement<TabItemProps & PanelIds>[];
  // TiBillet: each panel's id, and the tab that names it
  const panelIds = (tabItem: ReactElement<TabItemProps>): PanelIds => {
    const index = tabValues.findIndex((tab) => tab.value === tabItem.props.value);
    return {id: panelId(idPrefix, index), 'aria-labelledby': tabId(idPrefix, index)};
  };
  // /TiBillet
  if (lazy) {
    const selectedTabItem = childTabs.find((tabItem) => tabItem.props.value === selectedValue);
    if (!selectedTabItem) {
      // fail-safe or fail-fast? not sure what's best here
      return null;
    }
    return cloneElement(selectedTabItem, {
      className: clsx('margin-top--md', selectedTabItem.props.className),
      // TiBillet: ids
      ...panelIds(selectedTabItem),
      // /TiBillet
    });
  }
  return (
    <div className="margin-top--md">
      {childTabs.map((tabItem, i) =>
        cloneElement(tabItem, {
          key: i,
          hidden: tabItem.props.value !== selectedValue,
          // TiBillet: ids
          ...panelIds(tabItem),
          // /TiBillet
        }),
      )}
    </div>
  );
}

function TabsComponent(props: Props): ReactNode {
  const tabs = useTabs(props);
  // TiBillet: ids
  const idPrefix = `tabs${useId().replace(/[^\w-]/g, '')}`;
  // /TiBillet
  return (
    <div
      className={clsx(
        ThemeClassNames.tabs.container,
        // former name kept for backward compatibility
        // see https://github.com/facebook/docusaurus/pull/4086
        'tabs-container',
        styles.tabList,
      )}>
      {/* TiBillet: ids */}
      <TabList {...tabs} {...props} idPrefix={idPrefix} />
      <TabContent {...tabs} {...props} idPrefix={idPrefix} />
      {/* /TiBillet */}
    </div>
  );
}

export default function Tabs(props: Props): ReactNode {
  // TiBillet: no remount once hydrated (upstream keys TabsComponent on
  // useIsBrowser(), "temporary fix" for facebook/docusaurus#5653). The tab
  // kept in the query string or in storage is already applied after
  // hydration by useTabs (a layout effect); the remount rebuilt every tab
  // panel of the page instead, code blocks included.
  return <TabsComponent {...props}>{sanitizeTabsChildren(props.children)}</TabsComponent>;
  // /TiBillet
}
