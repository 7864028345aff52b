// Wrap (src/theme/swizzles.ts): after the footer's links, before its logo and
// copyright, the offline copy's control (src/components/OfflineCopy), in
// both footer layouts: "Save these docs for offline use", on every page.
import type {ReactNode} from 'react';
import Layout from '@theme-original/Footer/Layout';
import type LayoutType from '@theme/Footer/Layout';
import type {WrapperProps} from '@docusaurus/types';
import OfflineCopy from '@site/src/components/OfflineCopy';

type Props = WrapperProps<typeof LayoutType>;

export default function FooterLayoutWrapper({links, ...props}: Props): ReactNode {
  return (
    <Layout
      {...props}
      links={
        <>
          {links}
          {/* No service worker in development (npm start): nothing to save. */}
          {process.env.NODE_ENV === 'production' && <OfflineCopy />}
        </>
      }
    />
  );
}
