#!/usr/bin/env node
/**
 * Renders static/img/social-card.svg to static/img/social-card.png (1200 × 630),
 * the image shown when a page of the site is shared. Run it after editing the
 * SVG: npm run social-card. Needs a Chromium (see README, "Tests").
 */
import {chromium} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {chromiumArgs, findChromium} from './chromium.mjs';

const svg = readFileSync('static/img/social-card.svg', 'utf8');
const browser = await chromium.launch({executablePath: findChromium(), args: chromiumArgs});
const page = await browser.newPage({viewport: {width: 1200, height: 630}});
await page.setContent(`<body style="margin:0">${svg}</body>`);
await page.screenshot({path: 'static/img/social-card.png'});
await browser.close();
console.log('wrote static/img/social-card.png');
