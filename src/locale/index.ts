/**
 * The site's two languages: Docusaurus's i18n section (each language's label,
 * lang and path), each language's tagline and installed app name, read by
 * docusaurus.config.ts.
 * README.md lists every other place that depends on the language.
 */
import type {Config} from '@docusaurus/types';

export const i18n = {
  defaultLocale: 'en',
  locales: ['en', 'fr'],
  localeConfigs: {
    en: {
      label: 'English',
      direction: 'ltr',
      htmlLang: 'en-GB',
      calendar: 'gregory',
    },
    fr: {
      label: 'Français',
      direction: 'ltr',
      htmlLang: 'fr-FR',
      calendar: 'gregory',
      path: 'fr',
    },
  },
} satisfies Config['i18n'];

export type Locale = keyof typeof i18n.localeConfigs;

/** The site's tagline (`siteConfig.tagline`), per language. */
export const taglines: Record<Locale, string> = {
  en: 'Free, federated tools for memberships, ticketing and cashless payment in cultural venues.',
  fr: 'Des outils libres et fédérés pour l’adhésion, la billetterie et le paiement sans contact des lieux culturels.',
};

/** The blog feeds' title; their description is the blog's, translated (src/plugins/blog). */
export const blogFeedTitles: Record<Locale, string> = {
  en: 'TiBillet Blog',
  fr: 'Blog de TiBillet',
};

/** The installed app's name (its description is the tagline), per language: src/plugins/pwa. */
export const appNames: Record<Locale, {name: string; shortName: string}> = {
  en: {name: 'TiBillet documentation', shortName: 'TiBillet'},
  fr: {name: 'Documentation de TiBillet', shortName: 'TiBillet'},
};
