/**
 * The web app manifest of one locale: what a browser needs to offer to
 * install the site, in that locale's language, opening on its home page.
 * The icons are drawn from static/img/logo.svg by scripts/app-icons.mjs.
 */

export type AppManifestOptions = {
  baseUrl: string;
  /** The locale's <html lang> ("en-GB"). */
  lang: string;
  dir: 'ltr' | 'rtl';
  name: string;
  shortName: string;
  description: string;
  themeColor: string;
  backgroundColor: string;
};

/** The icons, in static/ (so in every locale's build), by size and purpose. */
export const appIcons = [
  {file: 'img/app/icon-192.png', size: 192, purpose: 'any'},
  {file: 'img/app/icon-512.png', size: 512, purpose: 'any'},
  {file: 'img/app/maskable-192.png', size: 192, purpose: 'maskable'},
  {file: 'img/app/maskable-512.png', size: 512, purpose: 'maskable'},
] as const;

export const MANIFEST_FILE = 'manifest.webmanifest';

export function appManifest(options: AppManifestOptions): Record<string, unknown> {
  return {
    id: options.baseUrl,
    name: options.name,
    short_name: options.shortName,
    description: options.description,
    lang: options.lang,
    dir: options.dir,
    start_url: options.baseUrl,
    scope: options.baseUrl,
    display: 'standalone',
    theme_color: options.themeColor,
    background_color: options.backgroundColor,
    icons: appIcons.map((icon) => ({
      src: `${options.baseUrl}${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}
