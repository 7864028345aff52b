// Eject (src/theme/swizzles.ts): upstream's lines, changed only in TiBillet blocks.
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// TiBillet: useId for the ids that tie each tab to its panel
//- import React, {cloneElement, type ReactElement, type ReactNode} from 'react';
import React, {
  cloneElement,
  useId,
  type ReactElement,
  type ReactNode,
} from 'react';
// /TiBillet
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useScrollPositionBlocker,
  useTabs,
  sanitizeTabsChildren,
  type TabItemProps,
} from '@docusaurus/theme-common/internal';
// TiBillet: no remount once hydrated (see Tabs below)
//- import useIsBrowser from '@docusaurus/useIsBrowser';
// /TiBillet
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
const panelId = (idPrefix: string, index: number) =>
  `${idPrefix}-panel-${index}`;
// /TiBillet

function TabList({
  className,
  block,
  selectedValue,
  selectValue,
  tabValues,
  // TiBillet: ids, and whether only the selected panel is rendered
//- }: Props & ReturnType<typeof useTabs>) {
  idPrefix,
  lazy,
}: Props & ReturnType<typeof useTabs> & TabIds) {
  // /TiBillet
  const tabRefs: (HTMLLIElement | null)[] = [];
  // TiBillet: a tab's position, for its ids
  const indexOf = (value: string) =>
    tabValues.findIndex((tab) => tab.value === value);
  // /TiBillet
  const {blockElementScrollPositionUntilNextRender} =
    useScrollPositionBlocker();

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
      // TiBillet: Space selects too, as Enter does, without scrolling the page
      //- case 'Enter': {
      case ' ':
      case 'Enter': {
        event.preventDefault();
        // /TiBillet
        handleTabChange(event);
        break;
      }
      // TiBillet: Home and End, as the WAI-ARIA tabs pattern has them
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
      {tabValues.map(({value, label, attributes}) => (
        <li
          // TODO extract TabListItem
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          // TiBillet: the tab names its panel (a lazy group renders only the selected one)
          id={tabId(idPrefix, indexOf(value))}
          aria-controls={
            !lazy || selectedValue === value
              ? panelId(idPrefix, indexOf(value))
              : undefined
          }
          // /TiBillet
          key={value}
          ref={(tabControl) => {
            tabRefs.push(tabControl);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx(
            'tabs__item',
            styles.tabItem,
            attributes?.className as string,
            {
              'tabs__item--active': selectedValue === value,
            },
          )}>
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
//- }: Props & ReturnType<typeof useTabs>) {
  tabValues,
  idPrefix,
}: Props & ReturnType<typeof useTabs> & TabIds) {
  // /TiBillet
  const childTabs = (Array.isArray(children) ? children : [children]).filter(
    Boolean,
    // TiBillet: the panels take ids
  //- ) as ReactElement<TabItemProps>[];
  ) as ReactElement<TabItemProps & PanelIds>[];
  // each panel's id, and the tab that names it
  const panelIds = (tabItem: ReactElement<TabItemProps>): PanelIds => {
    const index = tabValues.findIndex(
      (tab) => tab.value === tabItem.props.value,
    );
    return {
      id: panelId(idPrefix, index),
      'aria-labelledby': tabId(idPrefix, index),
    };
  };
  // /TiBillet
  if (lazy) {
    const selectedTabItem = childTabs.find(
      (tabItem) => tabItem.props.value === selectedValue,
    );
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

// TiBillet: lazy unless a group asks otherwise
//- function TabsComponent(props: Props): ReactNode {
function TabsComponent({lazy = true, ...rest}: Props): ReactNode {
  const props = {...rest, lazy};
  // /TiBillet
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
      {/*- <TabList {...tabs} {...props} /> */}
      {/*- <TabContent {...tabs} {...props} /> */}
      <TabList {...tabs} {...props} idPrefix={idPrefix} />
      <TabContent {...tabs} {...props} idPrefix={idPrefix} />
      {/* /TiBillet */}
    </div>
  );
}

export default function Tabs(props: Props): ReactNode {
  // TiBillet: no remount once hydrated. Upstream keys TabsComponent on
  // useIsBrowser(), a "temporary fix" for facebook/docusaurus#5653; useTabs
  // already applies the tab kept in the query string or in storage after
  // hydration (a layout effect), and the remount rebuilt every tab panel of
  // the page instead, code blocks included.
  //- const isBrowser = useIsBrowser();
  //- return (
  //-   <TabsComponent
  //-     // Remount tabs after hydration
  //-     // Temporary fix for https://github.com/facebook/docusaurus/issues/5653
  //-     key={String(isBrowser)}
  //-     {...props}>
  //-     {sanitizeTabsChildren(props.children)}
  //-   </TabsComponent>
  //- );
  return (
    <TabsComponent {...props}>
      {sanitizeTabsChildren(props.children)}
    </TabsComponent>
  );
  // /TiBillet
}
