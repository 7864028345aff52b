/**
 * The typed data the pages map over: the home tiles, the docs areas, the
 * tools and the roadmap. Ids unique, lists complete, every message
 * translated into French, every link pointing at a route the site builds.
 */
import {describe, expect, it} from 'vitest';
import {features} from '@site/src/data/features';
import {docsAreas, readerPaths} from '@site/src/data/docsAreas';
import {audiences, tools} from '@site/src/data/home';
import {areaIds, areas, roadmap, statuses} from '@site/src/data/roadmap';
import {localeTextsDir} from '@site/src/locale/textsPlugin';
import {requestedIds} from './stubs/Translate';
import {frenchMessages, knownRoutes, root} from './site';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

const routes = knownRoutes();
const french = frenchMessages();

const unique = (values: string[]) => new Set(values).size === values.length;

describe('home feature tiles', () => {
  it('are the six of the spec, in order', () => {
    expect(features.map((feature) => feature.title)).toEqual([
      '360°',
      'Network Builder',
      'Social and Solidarity-based',
      'Low Tech',
      'Free & Open Source',
      'Event Makers',
    ]);
  });

  it('have a description of two or three sentences and an existing drawing', () => {
    for (const feature of features) {
      const sentences = feature.description.split(/(?<=[.!?])\s+/).length;
      expect(sentences, feature.id).toBeGreaterThanOrEqual(2);
      expect(sentences, feature.id).toBeLessThanOrEqual(3);
      expect(existsSync(join(root, 'static', feature.image)), feature.image).toBe(true);
    }
  });
});

describe('docs landing and home links', () => {
  it('point at routes the site builds', () => {
    const targets = [
      ...docsAreas.map((area) => area.to),
      ...readerPaths.map((path) => path.start),
      ...tools.map((tool) => tool.to),
      ...audiences.map((audience) => audience.to),
    ];
    expect(targets.filter((target) => !routes.has(target))).toEqual([]);
  });

  it('have unique ids', () => {
    expect(unique(docsAreas.map((area) => area.id))).toBe(true);
    expect(unique(readerPaths.map((path) => path.id))).toBe(true);
    expect(unique(tools.map((tool) => tool.id))).toBe(true);
    expect(unique(audiences.map((audience) => audience.id))).toBe(true);
  });
});

describe('roadmap', () => {
  it('has at least 50 features with unique, stable ids', () => {
    expect(roadmap.length).toBeGreaterThanOrEqual(50);
    expect(unique(roadmap.map((feature) => feature.id))).toBe(true);
    for (const feature of roadmap) expect(feature.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('uses only known areas and statuses, and every area has features', () => {
    for (const feature of roadmap) {
      expect(areaIds, feature.id).toContain(feature.area);
      expect(statuses, feature.id).toContain(feature.status);
    }
    expect(areas.map((area) => area.id)).toEqual([...areaIds]);
    for (const area of areaIds) {
      expect(roadmap.filter((feature) => feature.area === area).length, area).toBeGreaterThan(3);
    }
    for (const status of statuses) {
      expect(
        roadmap.some((feature) => feature.status === status),
        status,
      ).toBe(true);
    }
  });

  it('keeps the cash register certification in progress', () => {
    const certification = roadmap.find((feature) => /certif/i.test(feature.title));
    expect(certification?.status).toBe('in-progress');
  });

  it('names, for each feature marked done, the product code that does it', () => {
    const sourcePattern = /^TiBillet\/[\w.-]+:[^\s:]+$/;
    const done = roadmap.filter((feature) => feature.status === 'done');
    expect(done.length).toBeGreaterThan(30);
    expect(
      done.filter((feature) => !sourcePattern.test(feature.source ?? '')).map((f) => f.id),
    ).toEqual([]);
    // A source says the code ships the feature: nothing in progress or planned names one.
    expect(
      roadmap.filter((feature) => feature.status !== 'done' && feature.source).map((f) => f.id),
    ).toEqual([]);
  });

  it('says what today’s code does: proposals ship, time top-ups at the till do not', () => {
    const status = (id: string) => roadmap.find((feature) => feature.id === id)?.status;
    expect(status('ticketing-participatory-agenda')).toBe('done');
    expect(status('time-topup-at-till')).toBe('in-progress');
  });

  // Folder holding checkouts named after their repository (Lespass, LaBoutik,
  // Fedow…): each source is then read there. Without it, or for a repository
  // whose checkout is absent, nothing is read.
  const products = process.env.TIBILLET_PRODUCTS;
  it.runIf(products)('points each source at a file of the checkouts in TIBILLET_PRODUCTS', () => {
    const missing = roadmap.flatMap((feature) => {
      if (!feature.source) return [];
      const [repository, path] = feature.source.replace(/^TiBillet\//, '').split(':');
      const checkout = join(products ?? '', repository);
      if (!existsSync(checkout)) return [];
      return existsSync(join(checkout, path)) ? [] : [`${feature.id}: ${feature.source}`];
    });
    expect(missing).toEqual([]);
  });

  it('links only to docs pages that exist', () => {
    const links = roadmap.flatMap((feature) => (feature.docs ? [feature.docs] : []));
    expect(links.length).toBeGreaterThan(30);
    expect(links.filter((link) => !routes.has(link))).toEqual([]);
  });
});

describe('French messages of the data', () => {
  it('exist for every message the data asks for, and differ from the English', () => {
    // The roadmap's statuses and areas; the home page's and the docs landing's
    // texts are in src/data/texts (below).
    expect(requestedIds.size).toBeGreaterThan(15);
    const missing = [...requestedIds].filter((id) => !french[id]?.message?.trim());
    expect(missing).toEqual([]);
  });
});

describe.each(['home', 'docs-landing'])('texts of %s in each language (src/data/texts)', (name) => {
  const read = (locale: string) =>
    JSON.parse(readFileSync(join(localeTextsDir(root, locale), `${name}.json`), 'utf8')) as Record<
      string,
      string
    >;

  // Whether each differs from the English (names like "Documentation" may
  // not) is npm run lint:translations' check, with its list of such words.
  it('has the same messages in French, each filled in', () => {
    const [english, french] = [read('en'), read('fr')];
    expect(Object.keys(english).length).toBeGreaterThan(30);
    expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort());
    expect(Object.keys(french).filter((key) => !french[key].trim())).toEqual([]);
  });
});

describe('texts of the roadmap in each language (src/data/texts)', () => {
  const read = (locale: string) =>
    JSON.parse(readFileSync(join(localeTextsDir(root, locale), 'roadmap.json'), 'utf8')) as Record<
      string,
      {title?: string; description?: string}
    >;
  const ids = roadmap.map((feature) => feature.id).sort();

  it('give every feature, and only the features, a title and a description', () => {
    for (const locale of ['en', 'fr']) {
      const texts = read(locale);
      expect(Object.keys(texts).sort(), locale).toEqual(ids);
      for (const [id, text] of Object.entries(texts)) {
        expect(text.title?.trim(), `${locale} ${id}`).toBeTruthy();
        expect(text.description?.trim(), `${locale} ${id}`).toBeTruthy();
      }
    }
  });

  it('are written in French for the French site, with French typography', () => {
    const english = read('en');
    // Titles may be names (Raspberry Box); descriptions are sentences.
    const untranslated = Object.entries(read('fr')).filter(
      ([id, text]) => text.description === english[id].description,
    );
    expect(untranslated.map(([id]) => id)).toEqual([]);
    const text = Object.values(read('fr'))
      .map((entry) => `${entry.title} ${entry.description}`)
      .join(' ');
    // A space, not a no-break space, before a French double punctuation mark.
    expect(text).not.toMatch(/ [:;!?»]/);
  });

  it('are what the roadmap shows', () => {
    const english = read('en');
    for (const feature of roadmap) expect(feature.title).toBe(english[feature.id].title);
  });
});
