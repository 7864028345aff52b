// Eject (3.9.1 source, changed only in the TiBillet blocks): the breadcrumbs'
// link to the home page fetches it on intent (src/components/IntentLink), as
// the navbar's logo does, rather than on every doc page. Formatted by the
// site's Prettier.
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
// TiBillet: the link that fetches its page on intent
import IntentLink from '@site/src/components/IntentLink';
// /TiBillet
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import IconHome from '@theme/Icon/Home';

import styles from './styles.module.css';

export default function HomeBreadcrumbItem(): ReactNode {
  const homeHref = useBaseUrl('/');

  return (
    <li className="breadcrumbs__item">
      {/* TiBillet: IntentLink, to */}
      <IntentLink
        aria-label={translate({
          id: 'theme.docs.breadcrumbs.home',
          message: 'Home page',
          description: 'The ARIA label for the home page in the breadcrumbs',
        })}
        className="breadcrumbs__link"
        to={homeHref}>
        <IconHome className={styles.breadcrumbHomeIcon} />
      </IntentLink>
      {/* /TiBillet */}
    </li>
  );
}
