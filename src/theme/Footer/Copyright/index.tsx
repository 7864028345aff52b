// Wrap (src/theme/swizzles.ts): after the configured copyright, adds the licence line
// with real links (the config's copyright is a plain translated string). It
// renders in both footer layouts, columns and one row.
import type {ReactNode} from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';

type Props = WrapperProps<typeof CopyrightType>;

export default function CopyrightWrapper(props: Props): ReactNode {
  return (
    <>
      <Copyright {...props} />
      <p className="footer__licence" data-testid="footer-licence">
        <Translate
          id="footer.licence"
          values={{
            content: (
              <Link href="https://creativecommons.org/licenses/by-sa/4.0/">CC BY-SA 4.0</Link>
            ),
            software: <Link href="https://www.gnu.org/licenses/agpl-3.0.html">AGPLv3</Link>,
          }}>
          {'Texts and drawings under {content}; the TiBillet software under {software}.'}
        </Translate>
      </p>
    </>
  );
}
