// Wrap (src/theme/swizzles.ts): the footer's logo, loaded lazily, since it sits
// below the fold on every page. A logo with a dark-mode variant keeps the
// stock component (a themed image, loaded eagerly).
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import FooterLogoOriginal from '@theme-original/Footer/Logo';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import type {Props} from '@theme/Footer/Logo';
import styles from './styles.module.css';

export default function FooterLogo({logo}: Props): ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  if (logo.srcDark) return <FooterLogoOriginal logo={logo} />;
  const image = (
    <img
      className={clsx('footer__logo', logo.className)}
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
