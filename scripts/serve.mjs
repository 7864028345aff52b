#!/usr/bin/env node
/**
 * Serves the production build the way GitHub Pages does, so that tests see
 * what visitors see: `/path` redirects to `/path/` when that folder exists,
 * `/path/` serves its index.html, an unknown path answers 404 with the root
 * 404.html, text is gzipped, and files carry an ETag and ten minutes of
 * caching.
 *
 * Usage: node scripts/serve.mjs [--port 4173] [--dir build]
 */
import {createServer} from 'node:http';
import {existsSync, readFileSync, statSync} from 'node:fs';
import {extname, join, normalize, resolve, sep} from 'node:path';
import {gzipSync} from 'node:zlib';
import {parseArgs} from 'node:util';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '4173'},
    dir: {type: 'string', default: 'build'},
    host: {type: 'string', default: '127.0.0.1'},
  },
});

const root = resolve(values.dir);
if (!existsSync(join(root, 'index.html'))) {
  console.error(`No build found in ${root}. Run "npm run build" first, then serve it again.`);
  process.exit(1);
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  // The docs pages' Markdown copies (src/plugins/page-markdown), as GitHub Pages serves them.
  '.md': 'text/markdown; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

/** Maps a URL path to a file of the build, or null when it is not there. */
function fileFor(pathname) {
  const target = normalize(join(root, pathname));
  if (target !== root && !target.startsWith(root + sep)) return null;
  if (!existsSync(target)) return null;
  const stats = statSync(target);
  if (stats.isFile()) return {file: target};
  if (stats.isDirectory() && existsSync(join(target, 'index.html'))) {
    return pathname.endsWith('/') ? {file: join(target, 'index.html')} : {redirect: `${pathname}/`};
  }
  return null;
}

/**
 * Compressed files, kept in memory: the tests ask for the same chunks
 * hundreds of times, and gzip is the server's costliest work.
 */
const gzipped = new Map();
function gzipOf(file, stats) {
  const key = `${file}:${stats.mtimeMs}:${stats.size}`;
  let body = gzipped.get(key);
  if (!body) {
    body = gzipSync(readFileSync(file));
    gzipped.set(key, body);
  }
  return body;
}

function send(req, res, status, file) {
  const type = types[extname(file)] ?? 'application/octet-stream';
  const gzip = compressible.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const stats = statSync(file);
  // Like GitHub Pages: browsers keep every file for ten minutes, then ask
  // again with the ETag and get a 304 when it has not changed.
  const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${gzip ? '-gz' : ''}"`;
  const headers = {
    'Content-Type': type,
    'Cache-Control': 'max-age=600',
    ETag: etag,
    'Last-Modified': stats.mtime.toUTCString(),
    ...(gzip ? {'Content-Encoding': 'gzip', Vary: 'Accept-Encoding'} : {}),
  };
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    return res.end();
  }
  const body = gzip ? gzipOf(file, stats) : readFileSync(file);
  res.writeHead(status, {...headers, 'Content-Length': body.length});
  res.end(req.method === 'HEAD' ? undefined : body);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = null;
  }
  const found = pathname && !pathname.includes('\0') ? fileFor(pathname) : null;
  if (found?.redirect) {
    res.writeHead(301, {Location: encodeURI(found.redirect) + url.search});
    return res.end();
  }
  if (found?.file) return send(req, res, 200, found.file);
  return send(req, res, 404, join(root, '404.html'));
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${root} at http://${values.host}:${values.port}/`);
});
