// Wrap (src/theme/swizzles.ts): under the stock footer (tags, "Edit this page"), how
// to report a mistake on the page (src/components/ReportWrongPage), kept from
// the prerender (src/components/PageTools).
import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {ReportSlot} from '@site/src/components/PageTools';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  return (
    <>
      <Footer {...props} />
      <ReportSlot />
    </>
  );
}
