/**
 * Docusaurus plugin: a Markdown copy of every docs page, for readers' own
 * tools, and the list of them.
 *
 * After each locale's build, every docs page gets `index.md` beside its
 * `index.html` (/docs/x/ → /docs/x/index.md, /fr/docs/x/index.md in French),
 * written from the page as built (./toMarkdown.ts), and the locale gets
 * `llms.txt` (/llms.txt, /fr/llms.txt, following llmstxt.org): the copies
 * listed by the docs sidebar's categories, with each page's description.
 * Plain files: any static host serves them, nothing runs for them in the
 * browser, and the page menu's "Copy as Markdown" fetches the page's copy.
 *
 * Why not a plugin from npm: measured in November 2026, see README.md.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {DocMetadata, LoadedContent} from '@docusaurus/plugin-content-docs';
import {encodeAddress} from '../addresses/encode';
import {localeTextsDir} from '../../locale/textsPlugin';
import {imageSources, mermaidSources, pageToMarkdown, tabSources} from './toMarkdown';

/** The file name of a page's Markdown copy, in the page's folder. */
export const markdownFile = 'index.md';

type SidebarItem =
  | {type: 'doc' | 'ref'; id: string; label?: string}
  | {type: 'category'; label: string; items: SidebarItem[]; link?: {type: string; id?: string}}
  | {type: string};

export type ListedPage = {title: string; url: string; description?: string};
export type Section = {title: string; pages: ListedPage[]};

/**
 * The sidebar's categories as sections: a nested category's title names its
 * parents ("User guides › Box office"); a category's own page comes first in
 * it; docs outside any category form a section of their own.
 */
export function sidebarSections(
  items: SidebarItem[],
  page: (id: string) => ListedPage | undefined,
  looseTitle: string,
): Section[] {
  const sections: Section[] = [];
  const loose: ListedPage[] = [];
  const walk = (list: SidebarItem[], trail: string[], into: ListedPage[]) => {
    for (const item of list) {
      if ((item.type === 'doc' || item.type === 'ref') && 'id' in item) {
        const found = page(item.id);
        if (found) into.push(found);
      } else if (item.type === 'category' && 'items' in item) {
        const title = [...trail, item.label];
        const section: Section = {title: title.join(' › '), pages: []};
        sections.push(section);
        const own = item.link?.type === 'doc' && item.link.id ? page(item.link.id) : undefined;
        if (own) section.pages.push(own);
        walk(item.items, title, section.pages);
      }
    }
  };
  walk(items, [], loose);
  const listed = sections.filter((section) => section.pages.length > 0);
  return loose.length ? [{title: looseTitle, pages: loose}, ...listed] : listed;
}

/** The llms.txt of one locale. */
export function llmsTxt(
  title: string,
  summary: string,
  intro: string,
  sections: Section[],
): string {
  const line = (entry: ListedPage) =>
    `- [${entry.title.replace(/([[\]])/g, '\\$1')}](${entry.url})` +
    (entry.description ? `: ${entry.description.replace(/\s+/g, ' ').trim()}` : '');
  return [
    `# ${title}`,
    '',
    `> ${summary}`,
    '',
    intro,
    ...sections.flatMap((section) => ['', `## ${section.title}`, '', ...section.pages.map(line)]),
    '',
  ].join('\n');
}

type Texts = {intro: string; otherPages: string};

export default function pageMarkdownPlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig, i18n} = context;
  const locale = i18n.currentLocale;
  const {baseUrl} = context;
  const origin = siteConfig.url.replace(/\/$/, '');
  let docs: DocMetadata[] = [];
  let sidebars: Record<string, SidebarItem[]> = {};

  return {
    name: 'page-markdown',
    async allContentLoaded({allContent}) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as
        LoadedContent | undefined;
      const version = content?.loadedVersions[0];
      docs = version?.docs ?? [];
      sidebars = (version?.sidebars ?? {}) as unknown as Record<string, SidebarItem[]>;
    },
    async postBuild({outDir}) {
      const texts = JSON.parse(
        readFileSync(join(localeTextsDir(siteDir, locale), 'llms.json'), 'utf8'),
      ) as Texts;
      const byId = new Map<string, ListedPage>();
      for (const doc of docs) {
        if (doc.unlisted || doc.draft) continue;
        const folder = join(outDir, doc.permalink.slice(baseUrl.length));
        const html = readFileSync(join(folder, 'index.html'), 'utf8');
        const source = readFileSync(join(siteDir, doc.source.replace(/^@site\//, '')), 'utf8');
        // Permalinks are written without their trailing slash; the site serves them with it.
        const url = `${origin}${encodeAddress(doc.permalink.replace(/\/?$/, '/'))}`;
        const markdown = pageToMarkdown({
          html,
          url,
          diagrams: mermaidSources(source),
          images: imageSources(source),
          tabs: tabSources(source, doc.source),
        });
        mkdirSync(folder, {recursive: true});
        writeFileSync(join(folder, markdownFile), markdown);
        byId.set(doc.id, {
          title: doc.title,
          url: `${url}${markdownFile}`,
          description: doc.description,
        });
      }
      const listed = new Set<string>();
      const page = (id: string) => {
        listed.add(id);
        return byId.get(id);
      };
      const sections = Object.values(sidebars).flatMap((items) =>
        sidebarSections(items, page, texts.otherPages),
      );
      const unlisted = [...byId].filter(([id]) => !listed.has(id)).map(([, entry]) => entry);
      if (unlisted.length) sections.push({title: texts.otherPages, pages: unlisted});
      // The list in the other language.
      const other = Object.entries(i18n.localeConfigs).find(([name]) => name !== locale)?.[1];
      const intro = texts.intro.replace(
        '{other}',
        other ? `${other.url}${other.baseUrl}llms.txt` : '',
      );
      writeFileSync(
        join(outDir, 'llms.txt'),
        llmsTxt(siteConfig.title, siteConfig.tagline, intro, sections),
      );
    },
  };
}
