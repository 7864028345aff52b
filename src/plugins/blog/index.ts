/**
 * The blog of Docusaurus (plugin-content-blog), with feeds in the language of
 * the site being built. What the stock plugin's options can say, the config
 * says (docusaurus.config.ts, `feedOptions`, with feedOptions.ts): each feed's
 * title, description (the blog's, translated), language and publication
 * dates. The rest, this wrapper does:
 * - titles the head links "<feed title> (RSS)", "(Atom)", "(JSON Feed)"
 *   (upstream writes "<title> RSS Feed" whatever the language);
 * - declares the language in Atom (xml:lang) and JSON Feed (language, version
 *   1.1): the feed library declares it in RSS only. The files are read and
 *   written back with the parsers the library writes them with (xml-js,
 *   JSON), so nothing else in them changes.
 */
import {existsSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {js2xml, xml2js, type ElementCompact} from 'xml-js';
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
  const plugin = await pluginContentBlog(context, options);
  const {title, language} = options.feedOptions;
  return {
    ...plugin,
    injectHtmlTags(args) {
      const tags = plugin.injectHtmlTags?.(args) ?? {};
      return title ? {...tags, headTags: relabel(tags.headTags, title)} : tags;
    },
    async postBuild(props) {
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

/** Declares the language in the Atom and JSON feeds of a blog folder. */
async function declareLanguage(directory: string, language: string): Promise<void> {
  const atom = join(directory, 'atom.xml');
  if (existsSync(atom)) {
    const feed = xml2js(await readFile(atom, 'utf8'), {compact: true}) as ElementCompact;
    const root = feed.feed as ElementCompact;
    root._attributes = {'xml:lang': language, ...root._attributes};
    // The options the feed library writes Atom with.
    await writeFile(atom, js2xml(feed, {compact: true, ignoreComment: true, spaces: 4}));
  }
  const json = join(directory, 'feed.json');
  if (existsSync(json)) {
    const feed = JSON.parse(await readFile(json, 'utf8')) as Record<string, unknown>;
    // `language` is a JSON Feed 1.1 field; 1.1 reads every 1.0 field the
    // library writes.
    const declared = {...feed, version: 'https://jsonfeed.org/version/1.1', language};
    await writeFile(json, JSON.stringify(declared, null, 4));
  }
}
