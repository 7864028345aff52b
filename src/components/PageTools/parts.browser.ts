// The parts, in the browser: a chunk of their own, fetched only when a
// client-side navigation shows a page that the server did not send (see
// src/plugins/bundler-rules; the server uses parts.server.ts). If it cannot
// load (offline, blocked), the slots stay empty and the page works on.
import {lazy, type ComponentType} from 'react';

export const prerendering = false;

type Parts = typeof import('./parts');

function part<Props extends object>(pick: (parts: Parts) => ComponentType<Props>) {
  const nothing: ComponentType<Props> = () => null;
  return lazy(() =>
    import('./parts').then(
      (parts) => ({default: pick(parts)}),
      () => ({default: nothing}),
    ),
  );
}

export const DocMeta = part((parts) => parts.DocMeta);
export const Notice = part((parts) => parts.Notice);
export const Report = part((parts) => parts.Report);
