/**
 * Client module: remembers the language a visitor picks in the language menu,
 * so that the language detection of headScript.ts never overrides an explicit
 * choice.
 * Storage may be disabled: the choice is then simply not remembered.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {LOCALE_STORAGE_KEY} from './headScript';

function rememberChoice(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  // Language menu entries carry the lang of their locale (en-GB, fr-FR).
  const link = target?.closest<HTMLAnchorElement>('.navbar a[lang], .navbar-sidebar a[lang]');
  const locale = link?.lang.split('-')[0];
  if (locale !== 'en' && locale !== 'fr') return;
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch (error) {
    console.warn('TiBillet: the language choice cannot be remembered.', error);
  }
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('click', rememberChoice, {capture: true});
}
