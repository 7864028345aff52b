import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {links} from '@site/src/data/links';
import styles from './styles.module.css';

type Props = {
  /** True when rendered in the mobile side menu. */
  mobile?: boolean;
  className?: string;
};

/**
 * "Create your space": the navbar's call to action, pointing at the hosted
 * service's sign-up form. Shown on wide screens only: on narrow ones the home
 * page carries the same call to action, and the menu stays short.
 */
export default function CreateSpaceNavbarItem({mobile, className}: Props): ReactNode {
  if (mobile) return null;
  return (
    <Link
      href={links.signUp}
      className={clsx('button button--primary button--sm', styles.cta, className)}
      data-testid="navbar-create-space">
      <Translate id="navbar.createSpace">Create your space</Translate>
    </Link>
  );
}
