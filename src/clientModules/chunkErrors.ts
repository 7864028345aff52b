/**
 * A page whose code fails to load (a lost connection, a file blocked by an
 * extension, a new deployment that replaced the old files) reloads itself
 * once; if the code fails again, the page shows what went wrong with a Retry
 * button. A session flag per path prevents reload loops; without session
 * storage the page never reloads by itself.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {translate} from '@docusaurus/Translate';

const RELOADED_KEY = 'tibillet.reloaded-after-load-error';

function isLoadError(reason: unknown): reason is Error {
  if (!(reason instanceof Error)) return false;
  return (
    reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/i.test(reason.message)
  );
}

function readFlag(): string | null | undefined {
  try {
    return window.sessionStorage.getItem(RELOADED_KEY);
  } catch {
    return undefined;
  }
}

function writeFlag(value: string | null): boolean {
  try {
    if (value === null) window.sessionStorage.removeItem(RELOADED_KEY);
    else window.sessionStorage.setItem(RELOADED_KEY, value);
    return true;
  } catch {
    return false;
  }
}

function showLoadError(error: Error): void {
  if (document.getElementById('load-error')) return;
  const box = document.createElement('div');
  box.id = 'load-error';
  box.setAttribute('role', 'alert');
  box.className = 'alert alert--danger load-error';
  const text = document.createElement('p');
  text.textContent = translate(
    {
      id: 'loadError.message',
      message: 'Part of this page could not be loaded: {error}',
    },
    {error: error.message},
  );
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button--danger';
  button.textContent = translate({id: 'loadError.retry', message: 'Retry'});
  button.addEventListener('click', () => window.location.reload());
  box.append(text, button);
  document.body.prepend(box);
}

function onLoadError(error: Error): void {
  const path = window.location.pathname;
  if (readFlag() !== path && writeFlag(path)) {
    window.location.reload();
    return;
  }
  showLoadError(error);
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    if (!isLoadError(event.reason)) return;
    event.preventDefault();
    onLoadError(event.reason);
  });
}

export function onRouteDidUpdate(): void {
  // The page rendered: a later load error on this path may reload again.
  if (ExecutionEnvironment.canUseDOM && readFlag() === window.location.pathname) {
    writeFlag(null);
  }
}
