/**
 * The Content-Security-Policy of the site, written into every page as a
 * <meta http-equiv> (GitHub Pages cannot send headers). Inline scripts are
 * allowed by their SHA-256 hash only; no 'unsafe-eval', no inline event
 * handlers. Styles may be inline: Docusaurus, DocSearch and Mermaid set
 * style attributes and <style> elements.
 */
import {createHash} from 'node:crypto';

export type PolicyOptions = {
  /** Hashes of every inline script the pages carry ("sha256-…"). */
  scriptHashes: string[];
  /** Origins the site loads scripts from besides itself (analytics). */
  scriptOrigins: string[];
  /** Origins the site sends requests to besides itself (analytics, Algolia). */
  connectOrigins: string[];
};

const inlineScript = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** The inline scripts of a page that a browser would run. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(inlineScript)]
    .filter(([, attributes]) => !/\btype=["']?application\/(ld\+)?json/.test(attributes))
    .map(([, , body]) => body);
}

export function hashScript(body: string): string {
  return `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`;
}

export function buildPolicy({scriptHashes, scriptOrigins, connectOrigins}: PolicyOptions): string {
  const hashes = [...new Set(scriptHashes)].sort().map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...hashes, ...scriptOrigins].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    ['connect-src', "'self'", ...connectOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');
}

/** Puts the policy first in <head>, right after the charset. */
export function injectPolicy(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  const charset = /<meta charset=["']?utf-8["']?\s*\/?>/i;
  if (charset.test(html)) return html.replace(charset, (match) => `${match}${meta}`);
  return html.replace(/<head([^>]*)>/i, `<head$1>${meta}`);
}
