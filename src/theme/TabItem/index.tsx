// Eject (src/theme/swizzles.ts): upstream's lines, changed only in TiBillet blocks.
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
// TiBillet: the panel's id and the tab that names it, given by src/theme/Tabs
export type PanelIds = {
  readonly id?: string;
  readonly 'aria-labelledby'?: string;
};
// /TiBillet

export default function TabItem({
  children,
  hidden,
  className,
  // TiBillet: ids
//- }: Props): ReactNode {
  id,
  'aria-labelledby': labelledBy,
}: Props & PanelIds): ReactNode {
  // /TiBillet
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
