// Replace (src/theme/swizzles.ts): theme-fallback components are meant to be replaced;
// the stock loading screen shows its error and "Retry" button in English only
// and in inline styles; this one is translated and uses the site's alert style.
import type {ReactNode} from 'react';
import type {LoadingComponentProps} from 'react-loadable';
import Translate, {translate} from '@docusaurus/Translate';

export default function Loading({error, retry, pastDelay}: LoadingComponentProps): ReactNode {
  if (error) {
    return (
      <div className="container margin-vert--xl">
        <div className="alert alert--danger load-error-inline" role="alert">
          <p>
            <Translate id="loadError.message" values={{error: error.message}}>
              {'Part of this page could not be loaded: {error}'}
            </Translate>
          </p>
          <button type="button" className="button button--danger" onClick={retry}>
            <Translate id="loadError.retry">Retry</Translate>
          </button>
        </div>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div
        className="container margin-vert--xl text--center"
        role="status"
        aria-label={translate({id: 'loading.label', message: 'Loading'})}>
        <span className="loading-spinner" aria-hidden="true" />
      </div>
    );
  }
  return null;
}
