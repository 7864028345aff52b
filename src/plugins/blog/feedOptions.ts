/**
 * What the config gives the blog's feeds through the stock plugin's options
 * (docusaurus.config.ts, `feedOptions`); src/plugins/blog does the rest.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {PluginOptions} from '@docusaurus/plugin-content-blog';

type FeedOptions = PluginOptions['feedOptions'];

/**
 * The blog's description in a locale: its translation
 * (i18n/<locale>/docusaurus-plugin-content-blog/options.json), else the one
 * given, for the feeds to say what the blog's pages say.
 */
export function feedDescription(siteDir: string, locale: string, description: string): string {
  const file = join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-blog', 'options.json');
  if (!existsSync(file)) return description;
  const translations = JSON.parse(readFileSync(file, 'utf8')) as Record<string, {message: string}>;
  return translations.description?.message || description;
}

/** The stock feed items, each with its publication date (Atom <published>, JSON date_published). */
export const datedFeedItems: NonNullable<FeedOptions['createFeedItems']> = async (params) =>
  (await params.defaultCreateFeedItems(params)).map((item) => ({
    ...item,
    published: item.published ?? item.date,
  }));
