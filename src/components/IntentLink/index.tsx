/**
 * A link to a page of the site that fetches the page's code when a reader
 * shows the intent to follow it (the pointer over it, a touch, keyboard
 * focus), not as soon as it scrolls into view as Docusaurus's Link does.
 * For long lists of links, such as the docs sidebar, where prefetching
 * everything in view cost more than the page itself. Docusaurus's preload
 * already skips data-saver and 2g connections.
 */
import type {ComponentProps, ReactNode} from 'react';
import {Link as RouterLink} from 'react-router-dom';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {applyTrailingSlash} from '@docusaurus/utils-common';

type Props = Omit<ComponentProps<typeof RouterLink>, 'to'> & {
  /** A path of the site, base URL included (a sidebar item's href). */
  readonly to: string;
};

export default function IntentLink({to, children, ...props}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const target = applyTrailingSlash(to, {
    trailingSlash: siteConfig.trailingSlash,
    baseUrl: siteConfig.baseUrl,
  });
  const preload = () => {
    void window.docusaurus.preload(target);
  };
  return (
    <RouterLink
      {...props}
      to={target}
      onMouseEnter={preload}
      onTouchStart={preload}
      onFocus={preload}>
      {children}
    </RouterLink>
  );
}
