// Replace (safe in 3.9.1, same props as theme-classic's Footer/Logo): the
// footer's logo, loaded lazily, since it sits below the fold on every page.
// A logo with a dark-mode variant keeps the themed image (loaded eagerly).
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import ThemedImage from '@theme/ThemedImage';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import type {Props} from '@theme/Footer/Logo';
import styles from './styles.module.css';

export default function FooterLogo({logo}: Props): ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  const className = clsx('footer__logo', logo.className);
  const image = logo.srcDark ? (
    <ThemedImage
      className={className}
      alt={logo.alt}
      sources={{light: withBaseUrl(logo.src), dark: withBaseUrl(logo.srcDark)}}
      width={logo.width}
      height={logo.height}
      style={logo.style}
    />
  ) : (
    <img
      className={className}
      src={withBaseUrl(logo.src)}
      alt={logo.alt}
      width={logo.width}
      height={logo.height}
      style={logo.style}
      loading="lazy"
      decoding="async"
    />
  );
  if (!logo.href) return image;
  return (
    <Link href={logo.href} className={styles.link} target={logo.target}>
      {image}
    </Link>
  );
}
