/**
 * The `history` package as react-router sees it in this site (see index.ts):
 * the same, except that the addresses it writes are encoded. react-router's
 * Link writes its href with `history.createHref(location)`, on the server
 * through `createPath`, in the browser through the browser history's
 * `createHref`; both receive a decoded location (history decodes every
 * pathname it is given), and wrote `/docs/install/Raspberry Box/…` as is.
 * Locations, route matching and navigation are untouched.
 */
import {
  createBrowserHistory as createUpstreamBrowserHistory,
  createPath as createUpstreamPath,
  type BrowserHistoryBuildOptions,
  type History,
  type LocationDescriptorObject,
} from 'history';
import {encodeAddress} from './encode';

export {
  createHashHistory,
  createMemoryHistory,
  createLocation,
  locationsAreEqual,
  parsePath,
} from 'history';

export function createPath<S>(location: LocationDescriptorObject<S>): string {
  return encodeAddress(createUpstreamPath(location));
}

export function createBrowserHistory<S>(options?: BrowserHistoryBuildOptions): History<S> {
  const history = createUpstreamBrowserHistory<S>(options);
  // The history object is updated in place on each navigation: keep it.
  const createHref = history.createHref;
  history.createHref = (location) => encodeAddress(createHref(location));
  return history;
}
