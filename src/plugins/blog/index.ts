/**
 * The blog of Docusaurus (plugin-content-blog 3.9.1), with feeds in the
 * language of the site being built. Upstream titles the feeds' links in
 * every page's head "<title> RSS Feed" whatever the language, describes
 * every feed "<site> Blog", declares no language in Atom and JSON Feed, and
 * gives JSON Feed items no publication date. This wrapper hands the stock
 * plugin its options, and:
 * - describes each feed with the blog's description as translated
 *   (i18n/<locale>/docusaurus-plugin-content-blog/options.json), unless the
 *   config gives the feed a description of its own;
 * - declares the locale's language (its htmlLang, en-GB or fr-FR) in RSS
 *   (<language>), Atom (xml:lang) and JSON Feed (language, version 1.1);
 * - dates each item's publication (Atom <published>, JSON date_published);
 * - titles the head links "<feed title> (RSS)", "(Atom)", "(JSON Feed)".
 * The feed title itself comes from feedOptions.title (docusaurus.config.ts).
 */
import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {HtmlTagObject, HtmlTags, LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';
import pluginContentBlog, {validateOptions} from '@docusaurus/plugin-content-blog';

/** The name of each feed format in the head link titles. */
const formatNames: Record<string, string> = {
  'application/rss+xml': 'RSS',
  'application/atom+xml': 'Atom',
  'application/json': 'JSON Feed',
};

export default async function localizedBlogPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<BlogContent>> {
  const {currentLocale, localeConfigs} = context.i18n;
  const language = options.feedOptions.language ?? localeConfigs[currentLocale]?.htmlLang;
  const title = options.feedOptions.title ?? `${context.siteConfig.title} Blog`;
  const ownCreateFeedItems = options.feedOptions.createFeedItems;
  // The stock plugin reads these options when it writes the feeds, after
  // the content is loaded: the description is filled in then.
  const feedOptions: PluginOptions['feedOptions'] = {
    ...options.feedOptions,
    title,
    language,
    async createFeedItems(params) {
      const items = await (ownCreateFeedItems
        ? ownCreateFeedItems(params)
        : params.defaultCreateFeedItems(params));
      return items.map((item) => ({...item, published: item.published ?? item.date}));
    },
  };
  const plugin = await pluginContentBlog(context, {...options, feedOptions});

  return {
    ...plugin,
    injectHtmlTags(args) {
      const tags = plugin.injectHtmlTags?.(args) ?? {};
      return {...tags, headTags: relabel(tags.headTags, title)};
    },
    async postBuild(props) {
      const blogDescription = props.content.blogListPaginated[0]?.metadata.blogDescription;
      feedOptions.description = options.feedOptions.description ?? blogDescription;
      await plugin.postBuild?.(props);
      if (!props.content.blogPosts.length || !language) return;
      await declareLanguage(join(props.outDir, options.routeBasePath), language);
    },
  };
}

// Docusaurus validates the options, and fills in their defaults, with the
// module's validateOptions: the stock plugin's.
export {validateOptions};

function relabel(tags: HtmlTags | undefined, title: string): HtmlTags | undefined {
  if (!Array.isArray(tags)) return tags;
  return tags.map((tag) => {
    if (typeof tag === 'string') return tag;
    const format = formatNames[String(tag.attributes?.type)];
    if (tag.tagName !== 'link' || !format) return tag;
    return {
      ...tag,
      attributes: {...tag.attributes, title: `${title} (${format})`},
    } as HtmlTagObject;
  });
}

/** The feed library declares the language in RSS only. */
async function declareLanguage(directory: string, language: string): Promise<void> {
  const atom = join(directory, 'atom.xml');
  const atomText = await readFile(atom, 'utf8').catch(() => null);
  if (atomText !== null && !/<feed[^>]*\sxml:lang=/.test(atomText)) {
    await writeFile(atom, atomText.replace(/<feed\b/, `<feed xml:lang="${language}"`));
  }
  const json = join(directory, 'feed.json');
  const jsonText = await readFile(json, 'utf8').catch(() => null);
  if (jsonText !== null) {
    const feed = JSON.parse(jsonText) as Record<string, unknown>;
    // `language` is a JSON Feed 1.1 field; 1.1 reads every 1.0 field the
    // library writes.
    const declared = {...feed, version: 'https://jsonfeed.org/version/1.1', language};
    await writeFile(json, JSON.stringify(declared, null, 4));
  }
}
