// Eject (3.9.1 source, changed only in the TiBillet blocks): the panel takes
// the id and the tab that names it from src/theme/Tabs. Formatted by the
// site's Prettier.
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/TabItem';

import styles from './styles.module.css';

// TiBillet: given by src/theme/Tabs
export type PanelIds = {readonly id?: string; readonly 'aria-labelledby'?: string};
// /TiBillet

export default function TabItem({
  children,
  hidden,
  className,
  // TiBillet: ids
  id,
  'aria-labelledby': labelledBy,
  // /TiBillet
}: Props & PanelIds): ReactNode {
  return (
    <div
      role="tabpanel"
      className={clsx(styles.tabItem, className)}
      // TiBillet: ids
      id={id}
      aria-labelledby={labelledBy}
      // /TiBillet
      {...{hidden}}>
      {children}
    </div>
  );
}
