/**
 * Docusaurus plugin: after each locale's build, hashes the inline scripts of
 * all its pages and writes the Content-Security-Policy into each of them.
 * See policy.ts for the policy itself and README.md for what it allows.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildPolicy, hashScript, injectPolicy, inlineScripts} from './policy';

export type CspOptions = {scriptOrigins: string[]; connectOrigins: string[]};

export function htmlFile(outDir: string, baseUrl: string, route: string): string {
  const relativePath = route.slice(baseUrl.length);
  return relativePath.endsWith('.html')
    ? join(outDir, relativePath)
    : join(outDir, relativePath, 'index.html');
}

export default function cspPlugin(_context: LoadContext, options: CspOptions): Plugin {
  return {
    name: 'content-security-policy',
    async postBuild({outDir, routesPaths, baseUrl}) {
      const files = [
        ...new Set(routesPaths.map((route) => htmlFile(outDir, baseUrl, route))),
      ].filter((file) => existsSync(file));
      const pages = files.map((file) => ({file, html: readFileSync(file, 'utf8')}));
      const scriptHashes = pages.flatMap(({html}) => inlineScripts(html).map(hashScript));
      const policy = buildPolicy({scriptHashes, ...options});
      for (const {file, html} of pages) writeFileSync(file, injectPolicy(html, policy));
    },
  };
}
