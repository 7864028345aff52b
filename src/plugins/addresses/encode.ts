/**
 * How the site writes an address: one spelling per page, the one its sitemap
 * writes. The routes keep the spec's names, spaces and accents included
 * (`/docs/install/Raspberry Box/Hardware/Goal/`); the router matches them
 * decoded, and every address written into a page is encoded here:
 * `/docs/install/Raspberry%20Box/Hardware/Goal/`.
 *
 * Browser code and build code both import this file: no Node module here.
 */

/** Characters a URL path may hold as they are (RFC 3986 pchar, and "/"). */
const pathCharacter = /[A-Za-z0-9\-._~!$&'()*+,;=:@/]/;
/** A query or a fragment may also hold "?" and "/", never a second "#". */
const queryCharacter = /[A-Za-z0-9\-._~!$&'()*+,;=:@/?]/;

function encodePart(part: string, allowed: RegExp): string {
  let result = '';
  for (let index = 0; index < part.length;) {
    const codePoint = part.codePointAt(index)!;
    const character = String.fromCodePoint(codePoint);
    index += character.length;
    if (allowed.test(character)) {
      result += character;
    } else if (character === '%' && /^[0-9A-Fa-f]{2}$/.test(part.slice(index, index + 2))) {
      // An escape already written stays as it is.
      result += character;
    } else if (codePoint >= 0xd800 && codePoint <= 0xdfff) {
      // A lone surrogate cannot be written in UTF-8.
      result += '%EF%BF%BD';
    } else {
      result += encodeURIComponent(character);
    }
  }
  return result;
}

/**
 * An address written the one way: what a URL may not hold as it is (a space,
 * a non-ASCII letter, a "#" inside the fragment, "|"…) is percent-encoded,
 * in UTF-8 with capital hex digits, like `encodeURI` and the sitemap. What
 * is already encoded stays so, so encoding twice changes nothing. Works on
 * paths (`/docs/…`), full addresses (`https://…`) and fragments (`#…`).
 */
export function encodeAddress(address: string): string {
  const origin = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/.exec(address)?.[0] ?? '';
  const rest = address.slice(origin.length);
  const hashAt = rest.indexOf('#');
  const beforeHash = hashAt === -1 ? rest : rest.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  let encoded = origin + encodePart(path, pathCharacter);
  if (queryAt !== -1) encoded += `?${encodePart(beforeHash.slice(queryAt + 1), queryCharacter)}`;
  if (hashAt !== -1) encoded += `#${encodePart(rest.slice(hashAt + 1), queryCharacter)}`;
  return encoded;
}

/** A path whose last segment names a file (`/img/logo.svg`), not a page. */
export function isFilePath(path: string): boolean {
  return /\.[A-Za-z0-9]+$/.test(path.replace(/[?#].*$/, ''));
}

/**
 * The address of a page of the site, as its canonical link and its sitemap
 * write it: encoded, and with the trailing slash the site requires (not on
 * files). `path` may be encoded or not; it may carry a query or a fragment.
 */
export function pageAddress(path: string, siteUrl = ''): string {
  const [, pathname = '', tail = ''] = /^([^?#]*)(.*)$/.exec(path) ?? [];
  const slashed = pathname.endsWith('/') || isFilePath(pathname) ? pathname : `${pathname}/`;
  return siteUrl + encodeAddress(slashed + tail);
}

/**
 * Structured data (JSON-LD) with the addresses of the site's pages written
 * like their canonical link: every string that is an address on `siteUrl`
 * goes through `pageAddress`. Docusaurus writes the blog's and the
 * breadcrumbs' from permalinks, without the trailing slash the site requires.
 */
export function withPageAddresses<T>(data: T, siteUrl: string): T {
  const rewrite = (value: unknown): unknown => {
    if (typeof value === 'string') {
      return value === siteUrl || value.startsWith(`${siteUrl}/`)
        ? pageAddress(value.slice(siteUrl.length) || '/', siteUrl)
        : value;
    }
    if (Array.isArray(value)) return value.map(rewrite);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rewrite(item)]));
    }
    return value;
  };
  return rewrite(data) as T;
}
