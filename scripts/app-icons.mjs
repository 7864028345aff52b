#!/usr/bin/env node
/**
 * Draws the installed app's icons from static/img/logo.svg into
 * static/img/app/ (listed in each locale's web app manifest, see
 * src/plugins/pwa/manifest.ts): 192 and 512 px, "any" (the ticket on a
 * transparent background) and "maskable" (the ticket inside the safe circle,
 * 80 % of the icon, on the site's paper colour, which a phone may crop to a
 * circle or a rounded square). Rendered by Chromium, then recompressed.
 * Run it after editing the logo: node scripts/app-icons.mjs
 */
import {chromium} from '@playwright/test';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {deflateSync, inflateSync} from 'node:zlib';
import {chromiumArgs, findChromium} from './chromium.mjs';

const logo = readFileSync('static/img/logo.svg', 'utf8').replace(/<title[^>]*>.*?<\/title>/, '');
const paper = '#fffdf8';
const icons = [
  {file: 'icon-192.png', size: 192, purpose: 'any'},
  {file: 'icon-512.png', size: 512, purpose: 'any'},
  {file: 'maskable-192.png', size: 192, purpose: 'maskable'},
  {file: 'maskable-512.png', size: 512, purpose: 'maskable'},
];

/** The PNG again, its image data deflated at the highest level (Chromium's is fast, not small). */
function recompress(png) {
  const chunks = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    chunks.push({
      type: png.toString('latin1', offset + 4, offset + 8),
      data: png.subarray(offset + 8, offset + 8 + length),
    });
    offset += 12 + length;
  }
  const data = inflateSync(
    Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)),
  );
  const table = Array.from({length: 256}, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buffer) => {
    let c = 0xffffffff;
    for (const byte of buffer) c = table[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, body) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(body.length, 0);
    head.write(type, 4, 'latin1');
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(Buffer.concat([head.subarray(4), body])), 0);
    return Buffer.concat([head, body, tail]);
  };
  const header = chunks.find((c) => c.type === 'IHDR').data;
  return Buffer.concat([
    png.subarray(0, 8),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(data, {level: 9, memLevel: 9})),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync('static/img/app', {recursive: true});
const browser = await chromium.launch({executablePath: findChromium(), args: chromiumArgs});
for (const {file, size, purpose} of icons) {
  const page = await browser.newPage({viewport: {width: size, height: size}});
  // The ticket is 56 × 40 of the logo's 64 × 64, centred: "any" nearly fills
  // the width; in "maskable" its corners stay inside the circle of radius
  // 40 % of the icon (half its diagonal is 0.614 of its width).
  const width = size * (purpose === 'any' ? 0.94 : 0.64);
  const background = purpose === 'any' ? 'transparent' : paper;
  // The logo's box is wider than the icon in "any": centred, it overflows evenly.
  const box = (width * 64) / 56;
  await page.setContent(
    `<body style="margin:0;width:${size}px;height:${size}px;overflow:hidden;background:${background}">` +
      logo.replace(
        '<svg ',
        `<svg style="position:absolute;left:${(size - box) / 2}px;top:${(size - box) / 2}px;width:${box}px;height:${box}px" `,
      ) +
      '</body>',
  );
  const png = await page.screenshot({omitBackground: purpose === 'any'});
  const small = recompress(png);
  writeFileSync(`static/img/app/${file}`, small);
  console.log(`static/img/app/${file}: ${size} px, ${purpose}, ${small.length} bytes`);
  await page.close();
}
await browser.close();
