/**
 * Draws diagrams as the browser would, in headless Chromium (Playwright and
 * scripts/chromium.mjs), with the Mermaid that theme-mermaid brings and the
 * site's Mermaid settings: once with the light theme, once with the dark
 * one, then one SVG for both (./svg.ts). Used by `npm run diagrams` only.
 *
 * Mermaid measures each label in the browser that draws it, with that
 * machine's fonts: on Debian, `system-ui` is DejaVu Sans, wider than the
 * system fonts of most readers, so labels fit their boxes elsewhere too.
 */
import {createRequire} from 'node:module';
import type {Browser} from '@playwright/test';
import {bothModesSvg, type ModeDrawing, type StyleRule} from './svg';
import type {MermaidSettings} from './key';

export type DrawingJob = {
  /** The drawing's id, unique in the site: its ids and CSS are scoped with it. */
  id: string;
  code: string;
};

type Config = Record<string, unknown>;

/**
 * Runs in the page: draws a diagram and reads which rules of its stylesheet
 * apply to it, as Chromium matches them.
 */
async function drawInPage({id, code, config}: {id: string; code: string; config: Config}) {
  type Mermaid = {
    initialize: (config: Config) => void;
    render: (id: string, code: string) => Promise<{svg: string}>;
  };
  const {mermaid} = window as unknown as {mermaid: Mermaid};
  mermaid.initialize(config);
  const {svg} = await mermaid.render(id, code);
  const host = document.createElement('div');
  host.innerHTML = svg;
  document.body.append(host);
  const root = host.querySelector('svg')!;
  const sheet = root.querySelector('style')?.sheet;
  const split = (list: string) => {
    const parts: string[] = [];
    let depth = 0;
    let current = '';
    for (const char of list) {
      if (char === '(' || char === '[') depth++;
      if (char === ')' || char === ']') depth--;
      if (char === ',' && depth === 0) {
        parts.push(current.trim());
        current = '';
      } else current += char;
    }
    return [...parts, current.trim()].filter(Boolean);
  };
  // A rule for a state (":hover") may apply later: it is tested without it.
  const matches = (selector: string) => {
    if (selector.includes('::')) return true;
    const stateless = selector.replace(
      /:(hover|focus|focus-visible|focus-within|active|visited|link)\b/g,
      '',
    );
    try {
      return root.matches(stateless) || root.querySelector(stateless) !== null;
    } catch {
      return true;
    }
  };
  const rules: StyleRule[] = [];
  for (const rule of sheet ? [...sheet.cssRules] : []) {
    if (rule instanceof CSSStyleRule) {
      const selectors = split(rule.selectorText).filter(matches);
      if (selectors.length > 0) rules.push({selectors, body: rule.style.cssText});
    } else if (rule instanceof CSSKeyframesRule) {
      rules.push({text: rule.cssText, name: rule.name});
    } else {
      rules.push({text: rule.cssText});
    }
  }
  host.remove();
  return {svg, rules};
}

export type Drawer = {
  draw: (job: DrawingJob) => Promise<string>;
  close: () => Promise<void>;
};

/** Starts Chromium with Mermaid loaded; `draw` then draws one diagram in both modes. */
export async function startDrawer(siteDir: string, settings: MermaidSettings): Promise<Drawer> {
  const {chromium} = await import('@playwright/test');
  const {chromiumArgs, findChromium} = (await import('../../../scripts/chromium.mjs')) as {
    chromiumArgs: string[];
    findChromium: () => string | undefined;
  };
  const browser: Browser = await chromium.launch({
    executablePath: findChromium(),
    args: chromiumArgs,
  });
  const page = await browser.newPage();
  await page.setContent(
    '<!doctype html><html lang="en"><meta charset="utf-8"><body></body></html>',
  );
  const fromSite = createRequire(`${siteDir}/package.json`);
  await page.addScriptTag({path: fromSite.resolve('mermaid/dist/mermaid.min.js')});

  const drawMode = (job: DrawingJob, theme: string): Promise<ModeDrawing> =>
    page.evaluate(drawInPage, {
      id: job.id,
      code: job.code,
      config: {...settings.options, startOnLoad: false, theme},
    });

  return {
    async draw(job) {
      const light = await drawMode(job, settings.theme.light);
      const dark = await drawMode(job, settings.theme.dark);
      return bothModesSvg(job.id, light, dark);
    },
    close: () => browser.close(),
  };
}
