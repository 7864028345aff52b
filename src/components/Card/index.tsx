/**
 * The cards of the home page (tools, audiences) and of the docs landing page
 * (areas): `Cards` is the grid, a list; each `Card` has a title, linked to
 * `to` when given, then its text, and `link`, when given, at its foot.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export function Cards({children}: {children: ReactNode}): ReactNode {
  return <ul className={styles.cards}>{children}</ul>;
}

type Props = {
  title: ReactNode;
  /** The title links there. */
  to?: string;
  /** A link at the card's foot. */
  link?: {to: string; label: ReactNode};
  children: ReactNode;
};

export default function Card({title, to, link, children}: Props): ReactNode {
  return (
    <li className={styles.card}>
      <Heading as="h3" className={styles.title}>
        {to ? <Link to={to}>{title}</Link> : title}
      </Heading>
      {children}
      {link && (
        <Link to={link.to} className={styles.link}>
          {link.label}
        </Link>
      )}
    </li>
  );
}
