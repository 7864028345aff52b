/**
 * The blog's six feeds (RSS, Atom and JSON Feed, in each language) parse,
 * declare their language, carry the blog's title and description in that
 * language and date every post; each page's head names them in its language.
 */
import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect, open} from './fixtures';
import {locales} from './routes';

const feedTitles = {en: 'TiBillet Blog', fr: 'Blog de TiBillet'} as const;

/** Publication days of the posts, from their file names (YYYY-MM-DD-slug). */
const postDays = readdirSync(join(__dirname, '..', '..', 'blog'))
  .filter((file) => /^\d{4}-\d{2}-\d{2}-/.test(file))
  .map((file) => file.slice(0, 10))
  .sort();

type Feed = {
  error: string | null;
  title: string;
  description: string;
  language: string;
  /** One entry per item: its title, link, and publication day (YYYY-MM-DD). */
  items: {title: string; link: string; day: string}[];
};

/** Parses an RSS or Atom feed with the browser's XML parser. */
function readXmlFeed(text: string): Feed {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const error = doc.querySelector('parsererror')?.textContent ?? null;
  const child = (parent: Element | null, name: string) =>
    parent ? [...parent.children].find((element) => element.localName === name) : undefined;
  const text_ = (parent: Element | null, name: string) =>
    child(parent, name)?.textContent?.trim() ?? '';
  const day = (value: string) => {
    const time = Date.parse(value);
    return Number.isNaN(time)
      ? `invalid date "${value}"`
      : new Date(time).toISOString().slice(0, 10);
  };
  const root = doc.documentElement;
  if (root.localName === 'rss') {
    const channel = child(root, 'channel') ?? null;
    return {
      error,
      title: text_(channel, 'title'),
      description: text_(channel, 'description'),
      language: text_(channel, 'language'),
      items: [...(channel?.children ?? [])]
        .filter((element) => element.localName === 'item')
        .map((item) => ({
          title: text_(item, 'title'),
          link: text_(item, 'link'),
          day: day(text_(item, 'pubDate')),
        })),
    };
  }
  return {
    error,
    title: text_(root, 'title'),
    description: text_(root, 'subtitle'),
    language: root.getAttribute('xml:lang') ?? '',
    items: [...root.children]
      .filter((element) => element.localName === 'entry')
      .map((entry) => ({
        title: text_(entry, 'title'),
        link: child(entry, 'link')?.getAttribute('href') ?? '',
        day: day(text_(entry, 'published')),
      })),
  };
}

for (const locale of locales) {
  const prefix = locale.prefix;
  const title = feedTitles[locale.locale];

  test(`feeds in ${locale.locale}: RSS, Atom and JSON Feed parse, in ${locale.htmlLang}, with the blog's description`, async ({
    page,
    request,
  }) => {
    await open(page, `${prefix}/blog/`);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toBeTruthy();

    // The head of every page names the three feeds in its language.
    const heads = await page
      .locator('head link[rel="alternate"][type][href*="/blog/"]')
      .evaluateAll((links) =>
        links.map((link) => ({
          type: link.getAttribute('type'),
          title: link.getAttribute('title'),
          href: link.getAttribute('href'),
        })),
      );
    expect(heads).toEqual([
      {type: 'application/rss+xml', title: `${title} (RSS)`, href: `${prefix}/blog/rss.xml`},
      {type: 'application/atom+xml', title: `${title} (Atom)`, href: `${prefix}/blog/atom.xml`},
      {type: 'application/json', title: `${title} (JSON Feed)`, href: `${prefix}/blog/feed.json`},
    ]);

    const feeds: Record<string, Feed> = {};
    for (const file of ['rss.xml', 'atom.xml']) {
      const response = await request.get(`${prefix}/blog/${file}`);
      expect(response.status(), file).toBe(200);
      feeds[file] = await page.evaluate(readXmlFeed, await response.text());
    }
    const jsonResponse = await request.get(`${prefix}/blog/feed.json`);
    expect(jsonResponse.status()).toBe(200);
    const json = (await jsonResponse.json()) as {
      version: string;
      title: string;
      description: string;
      language: string;
      items: {title: string; url: string; date_published?: string}[];
    };
    expect(json.version).toBe('https://jsonfeed.org/version/1.1');
    feeds['feed.json'] = {
      error: null,
      title: json.title,
      description: json.description,
      language: json.language,
      items: json.items.map((item) => ({
        title: item.title,
        link: item.url,
        day: item.date_published?.slice(0, 10) ?? 'no date_published',
      })),
    };

    for (const [file, feed] of Object.entries(feeds)) {
      expect(feed.error, file).toBeNull();
      expect({
        file,
        title: feed.title,
        description: feed.description,
        language: feed.language,
      }).toEqual({
        file,
        title,
        description,
        language: locale.htmlLang,
      });
      expect(feed.items.map((item) => item.day).sort(), file).toEqual(postDays);
      for (const item of feed.items) {
        expect(item.title, file).not.toBe('');
        expect(item.link, file).toMatch(
          new RegExp(`^https://tibillet\\.org${prefix}/blog/\\d{4}/`),
        );
      }
    }
    // The items are the posts of this language: the same titles as the blog's index.
    const indexTitles = await page.locator('main article h2').allTextContents();
    expect(feeds['rss.xml'].items.map((item) => item.title).sort()).toEqual(
      indexTitles.map((text) => text.trim()).sort(),
    );
  });
}
