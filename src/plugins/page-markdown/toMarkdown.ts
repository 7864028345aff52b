/**
 * A built docs page as Markdown: the content of its article (title, the
 * "Checked against" line, the text), read from the HTML the build wrote, so
 * that what MDX components drew is there too. The site's own pieces become
 * plain Markdown first (cheerio), then hast-util-to-mdast and
 * mdast-util-to-markdown (with GitHub's tables) write the rest:
 *
 * - code tabs: each tab's label in bold, then its panel; the built page holds
 *   only the selected tab's panel (src/theme/Tabs renders them lazily), so the
 *   others come from the page's source, whose panels hold code blocks only;
 * - code blocks: fenced, with their language, lines kept;
 * - admonitions: a quotation opening with their label in bold; the notice of
 *   a translation behind its original, a quotation;
 * - <details> (the API pages' Reference): the summary in bold, then the content;
 * - diagrams: their Mermaid source, as a ```mermaid block (the page's source
 *   gives them in order: the built page holds a drawing, or nothing before
 *   the browser draws it);
 * - links and images: absolute addresses; a page's address keeps its slash;
 * - left out: heading anchors, buttons, the page's menu.
 */
import {load, type CheerioAPI} from 'cheerio';
import {fromHtml} from 'hast-util-from-html';
import {toMdast} from 'hast-util-to-mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';

/** The content of a docs page in its built HTML. */
export const contentSelector = '.theme-doc-markdown';
/** A diagram in the built HTML, however it is drawn. */
export const diagramSelector = '[data-diagram="mermaid"], .docusaurus-mermaid-container';
/** What is not the page's text. */
const leftOut = '.hash-link, button, .page-menu, script, style, noscript';

export type PageInput = {
  /** The page's HTML as built. */
  html: string;
  /** The page's own address, absolute: https://tibillet.org/fr/docs/x/ */
  url: string;
  /** The page's ```mermaid sources, in order. */
  diagrams: string[];
  /** The addresses of the page's images in its source, in order. */
  images?: string[];
  /** The page's groups of code tabs in its source, in order. */
  tabs?: SourceTabs[];
};

/** A group of code tabs in a page's source: each tab's label and code blocks. */
export type SourceTabs = {label: string; code: {language: string; text: string}[]}[];

/**
 * The <Tabs> groups of a Markdown file, in order. A panel may hold fenced
 * code blocks only: anything else throws, as the built page's Markdown copy
 * could not show it.
 */
export function tabSources(markdown: string, file = 'page'): SourceTabs[] {
  return [...markdown.matchAll(/^<Tabs\b[^>]*>\n([\s\S]*?)^<\/Tabs>/gm)].map(([, group]) =>
    [...group.matchAll(/^<TabItem\b([^>]*)>\n([\s\S]*?)^<\/TabItem>/gm)].map(
      ([, attributes, body]) => {
        const label =
          /\blabel="([^"]*)"/.exec(attributes)?.[1] ??
          /\bvalue="([^"]*)"/.exec(attributes)?.[1] ??
          '';
        const fence = /^(`{3,}|~{3,})([\w+-]*)[^\n]*\n([\s\S]*?)^\1[ \t]*$/gm;
        const code = [...body.matchAll(fence)].map(([, , language, text]) => ({
          language,
          text: text.replace(/\n$/, ''),
        }));
        if (body.replace(fence, '').trim() !== '') {
          throw new Error(
            `${file}: the tab "${label}" holds more than code blocks; its Markdown copy cannot be written from the source.`,
          );
        }
        return {label, code};
      },
    ),
  );
}

/** The ```mermaid blocks of a Markdown file, in order. */
export function mermaidSources(markdown: string): string[] {
  return [
    ...markdown.matchAll(/^([ \t]*)(`{3,}|~{3,})mermaid[^\n]*\n([\s\S]*?)^\1?\2[ \t]*$/gm),
  ].map(([, indent, , body]) =>
    body
      .split('\n')
      .map((line) => (indent && line.startsWith(indent) ? line.slice(indent.length) : line))
      .join('\n')
      .replace(/\n$/, ''),
  );
}

/** The addresses of the images of a Markdown file (`![alt](src)`, `<img src>`), in order, code left out. */
export function imageSources(markdown: string): string[] {
  const text = markdown
    .replace(/^([ \t]*)(`{3,}|~{3,})[\s\S]*?^\1?\2[ \t]*$/gm, '')
    .replace(/`[^`\n]+`/g, '');
  return [
    ...text.matchAll(
      /!\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|<img\b[^>]*?\bsrc=["']([^"']+)["']/g,
    ),
  ].map((match) => match[1] ?? match[2] ?? '');
}

/** A fenced code block as plain HTML: <pre><code class="language-…">, the language if any. */
function fencedCode($: CheerioAPI, text: string, language?: string) {
  const pre = $('<pre><code></code></pre>');
  pre.find('code').text(text);
  if (language) pre.find('code').attr('class', `language-${language}`);
  return pre;
}

/** A code block of the site (Prism's lines) as a plain <pre><code>. */
function plainCodeBlocks($: CheerioAPI): void {
  $('.theme-code-block').each((_, element) => {
    const block = $(element);
    const language = /\blanguage-([\w+-]+)/.exec(block.attr('class') ?? '')?.[1];
    const title = block.find('[class*="codeBlockTitle"]').first().text().trim();
    const code = block.find('pre code').first();
    code.find('br').replaceWith('\n');
    // One line per token-line, whether or not it ends with <br>.
    const lines = code.find('.token-line');
    const text = lines.length
      ? lines
          .map((__, line) => $(line).text().replace(/\n$/, ''))
          .get()
          .join('\n')
      : code.text();
    const pre = fencedCode($, text.replace(/\n+$/, ''), language);
    if (title) block.before($('<p></p>').append($('<em></em>').text(title)));
    block.replaceWith(pre);
  });
}

/**
 * Tabs: each label in bold, then its panel, in the tabs' order. A group whose
 * panels are not all in the page takes them from the source, at the same
 * position among the page's groups.
 */
function flatTabs($: CheerioAPI, url: string, sources: SourceTabs[]): void {
  const containers = $('.tabs-container');
  containers.each((position, element) => {
    const container = $(element);
    const labels = container
      .find('[role="tab"]')
      .map((__, tab) => $(tab).text().trim())
      .get();
    const panels = container.find('[role="tabpanel"]');
    const flat = $('<div></div>');
    if (panels.length === labels.length) {
      panels.each((index, panel) => {
        flat.append($('<p></p>').append($('<strong></strong>').text(labels[index] ?? '')));
        flat.append($(panel).contents());
      });
    } else {
      const source = containers.length === sources.length ? sources[position] : undefined;
      const sourceLabels = source?.map((tab) => tab.label) ?? [];
      if (!source || sourceLabels.join('\u0000') !== labels.join('\u0000')) {
        throw new Error(
          `${url}: tab group ${position + 1} of ${containers.length} shows ${panels.length} of its ${labels.length} panels, ` +
            `and its source (${sources.length} group(s)) does not have the same tabs (${sourceLabels.join(', ') || 'none'}).`,
        );
      }
      for (const tab of source) {
        flat.append($('<p></p>').append($('<strong></strong>').text(tab.label)));
        for (const block of tab.code) flat.append(fencedCode($, block.text, block.language));
      }
    }
    container.replaceWith(flat.contents());
  });
}

/** Admonitions: a quotation that opens with its label ("Tip", "Astuce") in bold. */
function quotedAdmonitions($: CheerioAPI): void {
  $('.theme-admonition').each((_, element) => {
    const admonition = $(element);
    const label = admonition.find('[class*="admonitionHeading"]').first().text().trim();
    const content = admonition.find('[class*="admonitionContent"]').first();
    const quote = $('<blockquote></blockquote>');
    if (label) {
      quote.append(
        $('<p></p>').append($('<strong></strong>').text(label[0].toUpperCase() + label.slice(1))),
      );
    }
    quote.append(content.length ? content.contents() : admonition.contents());
    admonition.replaceWith(quote);
  });
  // The notice of a translation behind its original: a quotation too.
  $('.translation-notice').each((_, element) => {
    const notice = $(element);
    notice.replaceWith(
      $('<blockquote></blockquote>').append($('<p></p>').append(notice.contents())),
    );
  });
}

/** <details>: its summary in bold, then what it holds. */
function openDetails($: CheerioAPI): void {
  // Innermost first, so that nested ones are flattened before their parent.
  $('details')
    .get()
    .reverse()
    .forEach((element) => {
      const details = $(element);
      const summary = details.children('summary').first();
      const flat = $('<div></div>');
      if (summary.length)
        flat.append($('<p></p>').append($('<strong></strong>').append(summary.contents())));
      summary.remove();
      flat.append(details.contents());
      details.replaceWith(flat);
    });
}

/**
 * What React leaves in prerendered HTML (the `<!-- -->` between two texts),
 * and spaces at the edge of bold or italic words, which Markdown cannot
 * write inside the markers: moved outside them.
 */
function tidyInline($: CheerioAPI, content: ReturnType<CheerioAPI>): void {
  content
    .find('*')
    .addBack()
    .contents()
    .filter((_, node) => node.type === 'comment')
    .remove();
  content.find('strong, b, em, i').each((_, element) => {
    const inline = $(element);
    const text = inline.text();
    const leading = /^\s+/.exec(text)?.[0];
    const trailing = /\s+$/.exec(text)?.[0];
    if (!leading && !trailing) return;
    const first = inline.contents().first()[0];
    const last = inline.contents().last()[0];
    if (leading && first?.type === 'text') {
      first.data = first.data.replace(/^\s+/, '');
      inline.before(' ');
    }
    if (trailing && last?.type === 'text') {
      last.data = last.data.replace(/\s+$/, '');
      inline.after(' ');
    }
  });
}

/**
 * GitHub's Markdown, without the escapes that keep a bare address from being
 * made a link (`https\://`): in a copy for reading, the address reads better
 * whole.
 */
function markdownExtensions() {
  const gfm = gfmToMarkdown();
  return (gfm.extensions ?? []).map((extension) => ({
    ...extension,
    unsafe: extension.unsafe?.filter(
      (pattern) => !['[ps]', '[Ww]', '[+\\-.\\w]'].includes(String(pattern.before)),
    ),
  }));
}

/**
 * Every link and image with an absolute address; a page's address ends with
 * a slash. An image the build inlined (a `data:` address) gets the address of
 * its file instead, from the page's source: the images pair up in order.
 */
function absoluteAddresses(
  $: CheerioAPI,
  content: ReturnType<CheerioAPI>,
  pageUrl: string,
  sources: string[] = [],
): void {
  const origin = new URL(pageUrl).origin;
  content.find('a[href]').each((_, element) => {
    const link = $(element);
    const url = new URL(link.attr('href') ?? '', pageUrl);
    if (url.origin === origin) {
      const last = url.pathname.split('/').pop() ?? '';
      if (last !== '' && !last.includes('.')) url.pathname += '/';
    }
    link.attr('href', url.href);
  });
  const images = content.find('img[src]');
  images.each((index, element) => {
    const image = $(element);
    let src = image.attr('src') ?? '';
    if (src.startsWith('data:')) {
      const source = images.length === sources.length ? sources[index] : undefined;
      // A file of the site (static/): its address. Otherwise the image is described by its words.
      if (!source?.startsWith('/')) {
        image.replaceWith($('<span></span>').text(image.attr('alt') ?? ''));
        return;
      }
      src = source;
    }
    image.attr('src', new URL(src, pageUrl).href);
  });
}

/**
 * The Markdown of a built docs page. Throws when the page's diagrams and the
 * Mermaid blocks of its source do not pair up one for one.
 */
export function pageToMarkdown({html, url, diagrams, images, tabs = []}: PageInput): string {
  const $ = load(html);
  const content = $(contentSelector).first();
  if (content.length === 0) throw new Error(`${url}: no ${contentSelector} in the built page.`);
  content.find(leftOut).remove();
  tidyInline($, content);
  const drawn = content.find(diagramSelector).filter((_, element) => {
    // A container inside another diagram container is the same diagram.
    return $(element).parents(diagramSelector).length === 0;
  });
  if (drawn.length !== diagrams.length) {
    throw new Error(
      `${url}: the built page has ${drawn.length} diagram(s), its source ${diagrams.length} Mermaid block(s); ` +
        `update diagramSelector in src/plugins/page-markdown/toMarkdown.ts.`,
    );
  }
  drawn.each((index, element) => {
    $(element).replaceWith(fencedCode($, diagrams[index], 'mermaid'));
  });
  plainCodeBlocks($);
  flatTabs($, url, tabs);
  quotedAdmonitions($);
  openDetails($);
  absoluteAddresses($, content, url, images);
  const tree = toMdast(fromHtml(content.html() ?? '', {fragment: true}));
  return toMarkdown(tree, {
    extensions: markdownExtensions(),
    bullet: '-',
    emphasis: '_',
    fence: '`',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
  });
}
