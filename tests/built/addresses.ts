/**
 * The addresses a built page writes, and the three rules they keep: each is
 * written encoded (no raw space, accent or second "#"), each address of the
 * site has one spelling across the whole build and its sitemaps, and each
 * leads to a file of the build without a redirect.
 */
import type {CheerioAPI} from 'cheerio';
import {encodeAddress} from '../../src/plugins/addresses/encode';

export type Written = {page: string; where: string; address: string};

const attributes: [selector: string, attribute: string][] = [
  ['a[href], area[href], link[href]', 'href'],
  ['img[src], script[src], source[src], iframe[src], video[src], audio[src]', 'src'],
  ['form[action]', 'action'],
  ['meta[property="og:url"], meta[property="og:image"], meta[name="twitter:image"]', 'content'],
];

/** Every string of structured data that is an address (http or https). */
function jsonAddresses(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string' && /^https?:\/\//.test(value)) found.push(value);
  else if (Array.isArray(value)) for (const item of value) jsonAddresses(item, found);
  else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) jsonAddresses(item, found);
  }
  return found;
}

/** The addresses a page writes: links, sources, Open Graph, structured data. */
export function writtenAddresses(page: string, $: CheerioAPI): Written[] {
  const written: Written[] = [];
  for (const [selector, attribute] of attributes) {
    $(selector).each((_, element) => {
      const address = $(element).attr(attribute);
      const where = `<${(element as {tagName?: string}).tagName} ${attribute}>`;
      if (address !== undefined) written.push({page, where, address});
    });
  }
  $('script[type="application/ld+json"]').each((_, element) => {
    for (const address of jsonAddresses(JSON.parse($(element).text()))) {
      written.push({page, where: 'JSON-LD', address});
    }
  });
  return written;
}

export type Rules = {
  siteUrl: string;
  /** How the build answers a decoded path of the site. */
  answer: (decodedPath: string) => 'file' | 'redirect' | 'missing';
};

const decode = (text: string) => {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
};

/** What breaks the three rules, one line per address and page. */
export function addressProblems(written: Written[], {siteUrl, answer}: Rules): string[] {
  const problems = new Set<string>();
  const spellings = new Map<string, Set<string>>();
  for (const {page, where, address} of written) {
    if (/^(data|javascript|blob):/.test(address)) continue;
    if (encodeAddress(address) !== address) {
      problems.add(
        address.startsWith('#')
          ? `${page}: ${where} "${address}": give the heading an ASCII id ({#an-id} in Markdown)`
          : `${page}: ${where} "${address}" is not encoded (write "${encodeAddress(address)}")`,
      );
    }
    const local = address.startsWith(siteUrl)
      ? address.slice(siteUrl.length) || '/'
      : /^\/(?!\/)/.test(address)
        ? address
        : null;
    if (local === null) continue;
    const path = local.replace(/[?#].*$/, '');
    const key = decode(path);
    if (!spellings.has(key)) spellings.set(key, new Set());
    spellings.get(key)!.add(path);
    const answered = answer(key);
    if (answered !== 'file') {
      problems.add(
        `${page}: ${where} "${address}" ${answered === 'redirect' ? 'answers with a redirect (add the trailing slash)' : 'leads to no file of the build'}`,
      );
    }
  }
  for (const [key, spelled] of spellings) {
    if (spelled.size > 1) {
      problems.add(`${key} is written ${spelled.size} ways: ${[...spelled].join(' | ')}`);
    }
  }
  return [...problems];
}
