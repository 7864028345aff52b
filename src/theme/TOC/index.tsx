// Wrap (src/theme/swizzles.ts): puts the table of contents in a navigation landmark
// named "On this page". Without it, the blog's table of contents sat outside
// every landmark, which screen-reader users skip over. The landmark is what
// sticks below the navbar now: the stock box sticks within its parent, and
// inside a landmark of its own height it had no room to, so it scrolled away.
import type {ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav
      className={styles.landmark}
      aria-label={translate({
        id: 'theme.TOCCollapsible.toggleButtonLabel',
        message: 'On this page',
      })}>
      <TOC {...props} />
    </nav>
  );
}
