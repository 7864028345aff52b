/**
 * Locale routing that must happen before the page paints, inlined into the
 * <head> of every English page by docusaurus.config.ts (see localeHeadScript).
 * Keep `decideLocale` self-contained: it is serialised with toString().
 *
 * 1. A French URL answered by the English 404 page (static hosts such as
 *    GitHub Pages serve the root 404.html for every unknown path) loads the
 *    French 404 page instead, so the message is in French.
 * 2. On a visitor's arrival on an English page: a language chosen in the
 *    language menu wins (stored under LOCALE_STORAGE_KEY); with no choice, a
 *    browser preferring French goes to the same page under /fr/. Bots, and
 *    visitors whose browser storage is disabled, are never redirected, so a
 *    choice that cannot be remembered never fights the detection.
 */

/** Browser storage key of the language chosen in the language menu. */
export const LOCALE_STORAGE_KEY = 'tibillet.locale';

export type LocaleContext = {
  pathname: string;
  search: string;
  hash: string;
  /** lang of the page being shown ("en-GB" on English pages). */
  htmlLang: string;
  /** navigator.languages */
  languages: readonly string[];
  /** What the language menu stored: "en", "fr", or nothing. */
  storedChoice: string | null;
  storageAvailable: boolean;
  userAgent: string;
};

export type LocaleDecision = {type: 'french-404'} | {type: 'redirect'; url: string} | null;

export function decideLocale(context: LocaleContext): LocaleDecision {
  const isFrenchPath = /^\/fr(\/|$)/.test(context.pathname);
  if (isFrenchPath) {
    return context.htmlLang.indexOf('en') === 0 ? {type: 'french-404'} : null;
  }
  if (/bot|crawl|spider|slurp|lighthouse|headless|preview/i.test(context.userAgent)) {
    return null;
  }
  if (!context.storageAvailable) return null;
  let choice: string | null = context.storedChoice;
  if (choice !== 'fr' && choice !== 'en') {
    choice = null;
    for (let i = 0; i < context.languages.length; i++) {
      const primary = String(context.languages[i]).toLowerCase().split('-')[0];
      if (primary === 'fr' || primary === 'en') {
        choice = primary;
        break;
      }
    }
  }
  if (choice !== 'fr') return null;
  return {type: 'redirect', url: '/fr' + context.pathname + context.search + context.hash};
}

/** The inline script: reads the browser, decides, acts. */
export function localeHeadScript(): string {
  return (
    '(function(){var decideLocale=' +
    decideLocale.toString() +
    ';var s=null,ok=true;try{s=window.localStorage.getItem(' +
    JSON.stringify(LOCALE_STORAGE_KEY) +
    ')}catch(e){ok=false}' +
    'var l=window.location,d=document.documentElement;' +
    'var r=decideLocale({pathname:l.pathname,search:l.search,hash:l.hash,htmlLang:d.lang,' +
    'languages:navigator.languages||[navigator.language||""],storedChoice:s,storageAvailable:ok,' +
    'userAgent:navigator.userAgent||""});' +
    'if(!r)return;' +
    'if(r.type==="redirect"){l.replace(r.url);return}' +
    // Stop parsing this English page (its scripts must not run), then put
    // the French 404 page in its place.
    'document.write(\'<plaintext style="display:none">\');' +
    'function show(h){document.open();document.write(h);document.close()}' +
    'fetch("/fr/404.html").then(function(x){if(!x.ok)throw x.status;return x.text()})' +
    '.then(show,function(){show(' +
    JSON.stringify(
      '<!doctype html><html lang="fr-FR"><meta charset="utf-8"><title>Page introuvable</title>' +
        '<p>Page introuvable. <a href="/fr/">Retour à l’accueil</a></p></html>',
    ) +
    ')})})();'
  );
}
