/**
 * The language routing of src/locale/headScript.ts: French 404 on French URLs,
 * detection of a French browser, the remembered choice, and the cases that
 * must never redirect (bots, storage disabled, French pages).
 */
import {describe, expect, it} from 'vitest';
import {decideLocale, localeHeadScript, type LocaleContext} from '@site/src/locale/headScript';

const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

const context = (overrides: Partial<LocaleContext>): LocaleContext => ({
  pathname: '/docs/api/intro/',
  search: '',
  hash: '',
  htmlLang: 'en-GB',
  languages: ['en-GB', 'en'],
  storedChoice: null,
  storageAvailable: true,
  userAgent: browser,
  ...overrides,
});

describe('decideLocale', () => {
  it('sends a French-preferring browser to the same page under /fr/', () => {
    expect(
      decideLocale(context({languages: ['fr-FR', 'en'], search: '?q=carte', hash: '#steps'})),
    ).toEqual({type: 'redirect', url: '/fr/docs/api/intro/?q=carte#steps'});
  });

  it('follows the first language it knows in the browser preferences', () => {
    expect(decideLocale(context({languages: ['de-DE', 'fr-BE', 'en']}))?.type).toBe('redirect');
    expect(decideLocale(context({languages: ['de-DE', 'en-US', 'fr']}))).toBeNull();
    expect(decideLocale(context({languages: ['de-DE']}))).toBeNull();
  });

  it('keeps an explicit choice, in both directions', () => {
    expect(decideLocale(context({languages: ['fr-FR'], storedChoice: 'en'}))).toBeNull();
    expect(decideLocale(context({languages: ['en-GB'], storedChoice: 'fr'}))).toEqual({
      type: 'redirect',
      url: '/fr/docs/api/intro/',
    });
  });

  it('never redirects bots, nor visitors whose storage is disabled', () => {
    for (const userAgent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1)',
      'Mozilla/5.0 Chrome-Lighthouse',
      'Mozilla/5.0 HeadlessChrome/140.0',
    ]) {
      expect(decideLocale(context({languages: ['fr-FR'], userAgent}))).toBeNull();
    }
    expect(decideLocale(context({languages: ['fr-FR'], storageAvailable: false}))).toBeNull();
  });

  it('never redirects a French page, so it cannot loop', () => {
    expect(
      decideLocale(context({pathname: '/fr/docs/', htmlLang: 'fr-FR', storedChoice: 'en'})),
    ).toBeNull();
  });

  it('asks for the French 404 when the English one answers a French URL', () => {
    expect(decideLocale(context({pathname: '/fr/no-such-page/'}))).toEqual({type: 'french-404'});
    expect(decideLocale(context({pathname: '/fr'}))).toEqual({type: 'french-404'});
    expect(decideLocale(context({pathname: '/french/'}))?.type).not.toBe('french-404');
  });

  it('ignores a stored value that is not a language of the site', () => {
    expect(decideLocale(context({storedChoice: 'de', languages: ['fr']}))?.type).toBe('redirect');
    expect(decideLocale(context({storedChoice: 'de', languages: ['en']}))).toBeNull();
  });
});

describe('localeHeadScript', () => {
  it('is valid JavaScript that embeds the same decision', () => {
    const script = localeHeadScript();
    expect(() => new Function(script)).not.toThrow();
    expect(script).toContain('tibillet.locale');
    expect(script).toContain('/fr/404.html');
  });
});
