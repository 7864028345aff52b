/**
 * The inventory of what readers meet in TiBillet, read from checkouts of
 * Lespass, LaBoutik and Fedow: back-office menus, admin pages and their
 * actions, buttons of the admin and account templates, the till's article
 * and payment methods, management commands, environment variables, and the
 * API operations of the site's contract. Python is read by Python's own
 * parser (pyread.py through python3), templates with cheerio, labels from the
 * products' .po files with gettext-parser. See README.md beside this file.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {basename, dirname, join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import * as cheerio from 'cheerio';
import gettextParser from 'gettext-parser';
import yaml from 'js-yaml';

export class InputError extends Error {}

const here = dirname(fileURLToPath(import.meta.url));
const pyread = join(here, 'pyread.py');

/** Folders never read: the products' tests, migrations, notes and build output. */
const skippedDirs = new Set([
  '.git',
  'node_modules',
  'migrations',
  'tests',
  'test',
  'TECH_DOC',
  'TECH_DEV',
  'A TESTER et DOCUMENTER',
  'PLANS',
  'www',
  'logs',
  'Backup',
  'backup',
  'static',
  '__pycache__',
]);

/**
 * Where each product keeps what the inventory reads. `marker` files tell a
 * checkout of that product; the rest is read from the code itself (mounted
 * admin sites from `urls`, the sidebar from `settings`).
 */
/** Lespass's URL configurations: a space's site and the root site. */
const lespassSites = {space: 'TiBillet/urls_tenants.py', root: 'TiBillet/urls_public.py'};

export const products = {
  Lespass: {
    slug: 'lespass',
    marker: ['manage.py', 'TiBillet/settings.py'],
    settings: 'TiBillet/settings.py',
    urls: Object.values(lespassSites),
    /** The sites whose pages a visitor opens by address (`public-page`). */
    publicUrls: lespassSites,
    accountTemplates: [
      'BaseBillet/templates/reunion/account_base.html',
      'BaseBillet/templates/reunion/views/account/',
      'BaseBillet/templates/reunion/partials/account/',
    ],
    moduleCards: 'MODULE_FIELDS',
  },
  LaBoutik: {
    slug: 'laboutik',
    marker: ['manage.py', 'Cashless/settings.py'],
    settings: 'Cashless/settings.py',
    urls: ['Cashless/urls.py'],
    till: [
      {kind: 'till-article-method', model: 'Articles', attr: 'METHODES_CHOICES'},
      {kind: 'till-payment-method', model: 'MoyenPaiement', attr: 'CATEGORIES'},
    ],
  },
  Fedow: {
    slug: 'fedow',
    marker: ['manage.py', 'fedowallet_django/settings.py'],
    settings: 'fedowallet_django/settings.py',
    urls: [],
  },
};

export const kinds = [
  'admin-menu',
  'admin-module',
  'admin-page',
  'admin-action',
  'admin-button',
  'account-action',
  'till-article-method',
  'till-payment-method',
  'command',
  'env',
  'api-route',
  'public-page',
];

// ---------------------------------------------------------------- files

function walk(dir, base = dir) {
  const out = [];
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    if (entry.isDirectory()) {
      if (skippedDirs.has(entry.name) || entry.name.startsWith('.')) continue;
      out.push(...walk(join(dir, entry.name), base));
    } else if (entry.isFile()) {
      out.push(relative(base, join(dir, entry.name)));
    }
  }
  return out.sort();
}

/** A product file the inventory reads: not a test module. */
function isProductPython(path) {
  const name = basename(path);
  if (!path.endsWith('.py')) return false;
  // A management command is read whatever its name (test_user is a command).
  if (/(^|\/)management\/commands\//.test(path)) return true;
  return name !== 'tests.py' && !/^test_|_tests?\.py$/.test(name);
}

/** The three checkouts in `folder`, or an InputError naming what is missing. */
export function checkouts(folder) {
  if (!folder) {
    throw new InputError(
      'Give the folder that holds checkouts of Lespass, LaBoutik and Fedow: npm run check:coverage -- ../product',
    );
  }
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    throw new InputError(`${folder} is not a directory.`);
  }
  const found = {};
  const missing = [];
  for (const [name, config] of Object.entries(products)) {
    const dir = join(folder, name);
    const absent = config.marker.filter((file) => !existsSync(join(dir, file)));
    if (absent.length) missing.push(`${name} (${join(dir, absent[0])} not found)`);
    else found[name] = dir;
  }
  if (missing.length) {
    throw new InputError(
      `${folder} does not hold the three products: missing ${missing.join(', ')}.`,
    );
  }
  return found;
}

// ---------------------------------------------------------------- Python

/** Digests of the product's Python files (pyread.py), or an InputError naming the file that does not parse. */
export function readPython(dir, files) {
  const result = spawnSync('python3', [pyread], {
    cwd: dir,
    input: JSON.stringify(files),
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  });
  if (result.error) {
    throw new InputError(`python3 is needed to read the products' Python: ${result.error.message}`);
  }
  if (result.status !== 0) {
    throw new Error(`scripts/coverage/pyread.py failed:\n${result.stderr}`);
  }
  const {files: digests, errors} = JSON.parse(result.stdout);
  if (errors.length) {
    const [first] = errors;
    throw new InputError(
      `${join(dir, first.path)}${first.line ? `:${first.line}` : ''} does not parse: ${first.message}` +
        (errors.length > 1 ? ` (and ${errors.length - 1} more file(s))` : ''),
    );
  }
  return digests;
}

// ---------------------------------------------------------------- labels

function readPo(file) {
  if (!existsSync(file)) return new Map();
  let parsed;
  try {
    parsed = gettextParser.po.parse(readFileSync(file));
  } catch (error) {
    throw new InputError(`${file} does not parse: ${error.message}`);
  }
  const messages = new Map();
  for (const [context, entries] of Object.entries(parsed.translations)) {
    for (const [msgid, entry] of Object.entries(entries)) {
      if (!msgid) continue;
      // Django leaves fuzzy entries out of the compiled catalogue.
      if (/\bfuzzy\b/.test(entry.comments?.flag ?? '')) continue;
      const text = entry.msgstr?.[0];
      if (text) messages.set(`${context}\u0004${msgid}`, text);
    }
  }
  return messages;
}

/** Labels as the product shows them: the catalogue's msgstr, or the msgid where it has none. */
export function catalogue(dir) {
  const en = readPo(join(dir, 'locale/en/LC_MESSAGES/django.po'));
  const fr = readPo(join(dir, 'locale/fr/LC_MESSAGES/django.po'));
  return {
    translate(msgid, context = '') {
      const key = `${context}\u0004${msgid}`;
      return {en: en.get(key) ?? msgid, fr: fr.get(key) ?? msgid, msgid};
    },
  };
}

function capfirst(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

export function slug(text) {
  return String(text)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/%\(\w+\)s|\{\{?\s*[\w.]+\s*\}?\}/g, 'x')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

// ---------------------------------------------------------------- product model

/** Everything read from one checkout, and the lookups the kinds share. */
class Product {
  constructor(name, dir) {
    this.name = name;
    this.config = products[name];
    this.dir = dir;
    this.files = walk(dir);
    this.python = readPython(dir, this.files.filter(isProductPython));
    this.labels = catalogue(dir);
    this.classes = new Map();
    for (const [path, digest] of Object.entries(this.python)) {
      for (const klass of digest.classes) {
        const list = this.classes.get(klass.name) ?? [];
        list.push({path, klass});
        this.classes.set(klass.name, list);
      }
    }
  }

  source(path) {
    return `TiBillet/${this.name}:${path}`;
  }

  /** {en, fr, msgid} for an encoded value, or undefined when it is not a fixed text. */
  label(value) {
    if (typeof value === 'string') return {en: value, fr: value, msgid: value};
    if (value && typeof value === 'object' && '$t' in value) {
      return this.labels.translate(value.$t, value.ctx ?? '');
    }
    return undefined;
  }

  /** The module a dotted import points at, as a file of the checkout. */
  moduleFile(module) {
    const base = module.replace(/\./g, '/');
    for (const candidate of [`${base}.py`, `${base}/__init__.py`]) {
      if (this.python[candidate]) return candidate;
    }
    return undefined;
  }

  /** A class by the name `fromPath` uses for it, following its imports. */
  findClass(name, fromPath, {app} = {}) {
    const local = this.python[fromPath]?.classes.find((klass) => klass.name === name);
    if (local) return {path: fromPath, klass: local};
    const origin = this.python[fromPath]?.imports[name];
    if (origin) {
      const module = origin.slice(0, origin.lastIndexOf('.'));
      const className = origin.slice(origin.lastIndexOf('.') + 1);
      const file = this.moduleFile(module);
      const found = file && this.python[file].classes.find((klass) => klass.name === className);
      if (found) return {path: file, klass: found};
      const byName = this.classes.get(className);
      if (byName?.length)
        return (
          byName.find((entry) => entry.path.startsWith(`${module.split('.')[0]}/`)) ?? byName[0]
        );
    }
    const candidates = this.classes.get(name) ?? [];
    if (app) {
      const inApp = candidates.find(
        (entry) => entry.path.split('/')[0].toLowerCase() === app.toLowerCase(),
      );
      if (inApp) return inApp;
    }
    return candidates.find((entry) => /models/.test(entry.path)) ?? candidates[0];
  }

  /** A class and its bases, nearest first (Python's order for single inheritance). */
  lineage(entry, seen = new Set()) {
    if (!entry || seen.has(entry.klass)) return [];
    seen.add(entry.klass);
    const out = [entry];
    for (const base of entry.klass.bases) {
      const name = base.split('.').pop();
      const parent = this.findClass(name, entry.path);
      if (parent && parent.klass !== entry.klass) out.push(...this.lineage(parent, seen));
    }
    return out;
  }

  attribute(entry, name) {
    for (const {path, klass} of this.lineage(entry)) {
      if (name in klass.attrs) return {path, klass, value: klass.attrs[name]};
    }
    return undefined;
  }
}

function isCall(value, ...names) {
  return (
    value &&
    typeof value === 'object' &&
    '$call' in value &&
    names.some((name) => value.$call === name || value.$call.endsWith(`.${name}`))
  );
}

function walkValue(value, visit) {
  if (Array.isArray(value)) {
    for (const item of value) walkValue(item, visit);
  } else if (value && typeof value === 'object') {
    visit(value);
    if ('$dict' in value) for (const item of Object.values(value.$dict)) walkValue(item, visit);
    if ('$call' in value) {
      for (const item of value.args) walkValue(item, visit);
      for (const item of Object.values(value.kwargs)) walkValue(item, visit);
    }
    if ('$add' in value) for (const item of value.$add) walkValue(item, visit);
  }
}

// ---------------------------------------------------------------- models

/** Django's default verbose name: "PointDeVente" -> "point de vente". */
function camelCaseToSpaces(name) {
  return name
    .replace(/((?<=[a-z])[A-Z]|[A-Z](?![A-Z]|$))/g, ' $1')
    .trim()
    .toLowerCase();
}

function meta(entry) {
  return entry.klass.classes.find((klass) => klass.name === 'Meta');
}

/** The model's plural name as its admin page shows it, in both languages. */
function modelPlural(product, entry) {
  const lineage = product.lineage(entry);
  const own = meta(entry);
  // A Meta is inherited from abstract parents only.
  const metas = [
    own,
    ...lineage
      .slice(1)
      .map(meta)
      .filter((m) => m?.attrs.abstract === true),
  ].filter(Boolean);
  for (const klass of metas) {
    const plural = product.label(klass.attrs.verbose_name_plural);
    if (plural) return {en: capfirst(plural.en), fr: capfirst(plural.fr), msgid: plural.msgid};
  }
  for (const klass of metas) {
    const single = product.label(klass.attrs.verbose_name);
    if (single) {
      return {
        en: capfirst(`${single.en}s`),
        fr: capfirst(`${single.fr}s`),
        msgid: `${single.msgid}s`,
      };
    }
  }
  const text = `${camelCaseToSpaces(entry.klass.name)}s`;
  return {en: capfirst(text), fr: capfirst(text), msgid: text};
}

function appOf(path) {
  return path.split('/')[0];
}

// ---------------------------------------------------------------- admin

/** Whether a route's view is an admin site's `urls` (`staff_admin_site.urls`). */
function mountsAdminSite(view) {
  return Boolean(
    view && typeof view === 'object' && '$attr' in view && view.$attr.endsWith('.urls'),
  );
}

/** The admin sites the URL configuration mounts, by variable name, with their Django name. */
function mountedSites(product) {
  const sites = new Map();
  for (const file of product.config.urls) {
    const digest = product.python[file];
    if (!digest) continue;
    walkValue(digest.assigns.urlpatterns, (value) => {
      if (!isCall(value, 'path', 're_path', 'url')) return;
      const [route, view] = value.args;
      if (mountsAdminSite(view)) {
        sites.set(view.$attr.slice(0, -'.urls'.length), {mount: route});
      }
    });
  }
  // Each site's Django name, from `name = Site(name='…')`.
  for (const digest of Object.values(product.python)) {
    for (const [variable, value] of Object.entries(digest.assigns)) {
      if (sites.has(variable) && value?.$call) {
        const name = value.kwargs.name ?? value.args[0];
        if (typeof name === 'string') sites.get(variable).name = name;
      }
    }
  }
  return sites;
}

/** Every model admin registered on a mounted site: [{site, model entry, admin entry, path, line}]. */
function registrations(product, sites) {
  const out = [];
  const settings = product.python[product.config.settings];
  const resolveModel = (name, path) => {
    const assigned = product.python[path]?.assigns[name];
    if (isCall(assigned, 'get_user_model')) {
      const [app, model] = String(settings?.assigns.AUTH_USER_MODEL ?? '').split('.');
      return product.findClass(model, path, {app});
    }
    return product.findClass(name, path);
  };
  for (const [path, digest] of Object.entries(product.python)) {
    for (const klass of digest.classes) {
      for (const decorator of klass.decorators) {
        if (!isCall(decorator, 'register')) continue;
        const site = decorator.kwargs.site?.$name ?? decorator.kwargs.site?.$attr ?? 'admin.site';
        if (!sites.has(site)) continue;
        for (const model of decorator.args) {
          if (!model?.$name) continue;
          out.push({
            site,
            model: resolveModel(model.$name, path),
            admin: {path, klass},
            path,
            line: klass.line,
          });
        }
      }
    }
    for (const call of digest.calls) {
      if (!call.$call?.endsWith('.register')) continue;
      const site = call.$call.slice(0, -'.register'.length);
      if (!sites.has(site)) continue;
      const [model, admin] = call.args;
      if (!model?.$name) continue;
      const adminEntry = admin?.$name ? product.findClass(admin.$name, path) : undefined;
      out.push({
        site,
        model: resolveModel(model.$name, path),
        admin: adminEntry,
        path,
        line: call.line,
      });
    }
  }
  return out.filter((registration) => registration.model);
}

const actionLists = {
  actions: 'bulk',
  actions_list: 'list',
  actions_row: 'row',
  actions_detail: 'detail',
  actions_submit_line: 'submit',
};

/** The label of an admin action: its decorator's description, its short_description, or Django's default. */
function actionLabel(product, adminEntry, name, reference) {
  const fromDecorators = (decorators) => {
    for (const decorator of decorators ?? []) {
      if (isCall(decorator, 'action')) {
        const description = product.label(decorator.kwargs.description);
        if (description) return description;
      }
    }
    return undefined;
  };
  const fromAssigns = (assigns) => {
    for (const assign of assigns ?? []) {
      if (assign.target === `${name}.short_description`) return product.label(assign.value);
    }
    return undefined;
  };
  if (reference === 'method' && adminEntry) {
    for (const {path, klass} of product.lineage(adminEntry)) {
      const method = klass.methods.find((candidate) => candidate.name === name);
      const label =
        fromAssigns(klass.attr_assigns) ?? (method && fromDecorators(method.decorators));
      if (label) return {label, path, line: method?.line ?? klass.line};
      if (method) return {label: undefined, path, line: method.line};
    }
    return undefined;
  }
  // A module-level function, in the admin's file or imported into it.
  const candidates = [adminEntry?.path];
  const origin = product.python[adminEntry?.path]?.imports[name];
  if (origin) candidates.push(product.moduleFile(origin.slice(0, origin.lastIndexOf('.'))));
  for (const digest of Object.entries(product.python)) {
    if (digest[1].functions.some((fn) => fn.name === name)) candidates.push(digest[0]);
  }
  for (const path of candidates.filter(Boolean)) {
    const digest = product.python[path];
    const fn = digest?.functions.find((candidate) => candidate.name === name);
    if (!fn) continue;
    const label = fromDecorators(fn.decorators) ?? fromAssigns(digest.attr_assigns);
    return {label, path, line: fn.line};
  }
  return undefined;
}

function actionNames(value) {
  // Entries are method names, function references, or unfold's groups {title, items}.
  const out = [];
  const visit = (entry) => {
    if (typeof entry === 'string') out.push({name: entry, reference: 'method'});
    else if (entry?.$name) out.push({name: entry.$name, reference: 'function'});
    else if (entry?.$dict?.items) for (const item of entry.$dict.items) visit(item);
    else if (Array.isArray(entry)) entry.forEach(visit);
    else if (entry?.$add) entry.$add.forEach(visit);
  };
  visit(value);
  return out;
}

function adminItems(product, sites) {
  const items = [];
  const slugName = product.config.slug;
  const pages = new Map();
  for (const registration of registrations(product, sites)) {
    const model = registration.model;
    const app = appOf(model.path);
    const pageId = `${app}.${model.klass.name}`.toLowerCase();
    const plural = modelPlural(product, model);
    const siteName = sites.get(registration.site).name ?? registration.site;
    const id = `${slugName}/admin-page/${siteName}/${pageId}`;
    if (!pages.has(id)) {
      pages.set(id, {app, model: model.klass.name});
      items.push({
        id,
        product: product.name,
        kind: 'admin-page',
        en: plural.en,
        fr: plural.fr,
        msgid: plural.msgid,
        source: product.source(registration.path),
        line: registration.line,
        site: siteName,
        model: `${app}.${model.klass.name}`,
        group: `${siteName}/${pageId}`,
      });
    }
    if (!registration.admin) continue;
    for (const [attribute, place] of Object.entries(actionLists)) {
      const found = product.attribute(registration.admin, attribute);
      if (!found) continue;
      for (const {name, reference} of actionNames(found.value)) {
        const resolved =
          actionLabel(product, {path: found.path, klass: found.klass}, name, reference) ??
          actionLabel(product, registration.admin, name, reference);
        const label =
          resolved?.label ??
          (() => {
            const text = capfirst(name.replace(/_/g, ' '));
            return {en: text, fr: text, msgid: text};
          })();
        items.push({
          id: `${slugName}/admin-action/${siteName}/${pageId}/${name}`,
          product: product.name,
          kind: 'admin-action',
          en: label.en,
          fr: label.fr,
          msgid: label.msgid,
          source: product.source(resolved?.path ?? found.path),
          line: resolved?.line ?? found.klass.line,
          place,
          page: id,
          group: `${siteName}/${pageId}`,
          ...(resolved?.label ? {} : {defaultLabel: true}),
        });
      }
    }
  }
  // Inherited actions listed twice on one page (actions and actions_row) keep their first place.
  const seen = new Set();
  return items.filter((item) => (seen.has(item.id) ? false : seen.add(item.id)));
}

// ---------------------------------------------------------------- menus

function findFunction(product, dottedPath) {
  const name = dottedPath.split('.').pop();
  const module = dottedPath.slice(0, dottedPath.lastIndexOf('.'));
  const file = product.moduleFile(module);
  const direct = file && product.python[file].functions.find((fn) => fn.name === name);
  if (direct) return {path: file, fn: direct};
  for (const [path, digest] of Object.entries(product.python)) {
    const fn = digest.functions.find((candidate) => candidate.name === name);
    if (fn) return {path, fn};
  }
  return undefined;
}

/** Lespass: unfold's SIDEBAR navigation (a function named in settings) and its TABS. */
function unfoldMenus(product, registered) {
  const settings = product.python[product.config.settings];
  const unfold = settings?.assigns.UNFOLD?.$dict;
  if (!unfold) return [];
  const items = [];
  const slugName = product.config.slug;
  const apps = new Set(product.files.map((path) => path.split('/')[0].toLowerCase()));
  const target = (link) => {
    const route = isCall(link, 'reverse_lazy', 'reverse') ? link.args[0] : link;
    if (typeof route !== 'string') return {};
    const match = /^[\w-]+:(\w+)_changelist$/.exec(route);
    if (!match) return {link: route};
    // "fedow_public_assetfedowpublic": the app is the longest prefix that is an app of the
    // checkout, else everything before the last underscore.
    const parts = match[1].split('_');
    let split = parts.length - 1;
    for (let at = parts.length - 1; at > 0; at--) {
      if (apps.has(parts.slice(0, at).join('_').toLowerCase())) {
        split = at;
        break;
      }
    }
    const model =
      `${parts.slice(0, split).join('_')}.${parts.slice(split).join('_')}`.toLowerCase();
    return {link: route, target: model, registered: registered.has(model)};
  };
  const addSection = (section, path, line, conditions, locals, place) => {
    const title = product.label(section.title);
    for (const entry of section.items ?? []) {
      const item = entry?.$dict;
      const label = item && product.label(item.title);
      if (!label) continue;
      const permission = item.permission?.$name ? locals?.[item.permission.$name] : item.permission;
      const sectionSlug = title ? slug(title.msgid) : place;
      items.push({
        id: `${slugName}/admin-menu/${sectionSlug}/${slug(label.msgid)}`,
        product: product.name,
        kind: 'admin-menu',
        en: label.en,
        fr: label.fr,
        msgid: label.msgid,
        source: product.source(path),
        line,
        place,
        ...(title ? {section: {en: title.en, fr: title.fr}} : {}),
        ...(conditions.length ? {condition: conditions.join(' and ')} : {}),
        ...(typeof permission === 'string' ? {permission} : {}),
        ...target(item.link),
        group: `menu/${sectionSlug}`,
      });
    }
  };
  const navigation = unfold.SIDEBAR?.$dict?.navigation;
  if (typeof navigation === 'string') {
    const found = findFunction(product, navigation);
    if (!found)
      throw new InputError(
        `${product.config.settings}: the sidebar function ${navigation} was not found.`,
      );
    for (const literal of found.fn.literals ?? []) {
      const sections = Array.isArray(literal.value) ? literal.value : [literal.value];
      for (const section of sections) {
        if (section?.$dict?.items) {
          addSection(
            section.$dict,
            found.path,
            literal.line,
            literal.conditions,
            found.fn.locals,
            'sidebar',
          );
        }
      }
    }
  } else if (Array.isArray(navigation)) {
    for (const section of navigation) {
      if (section?.$dict) addSection(section.$dict, product.config.settings, 0, [], {}, 'sidebar');
    }
  }
  for (const tab of unfold.TABS ?? []) {
    const models = (tab?.$dict?.models ?? []).filter((model) => typeof model === 'string');
    addSection(
      {items: tab.$dict.items},
      product.config.settings,
      0,
      models.length ? [`on the pages of ${models.join(', ')}`] : [],
      {},
      'tabs',
    );
  }
  return items;
}

/** LaBoutik: django-jet's JET_SIDE_MENU_ITEMS, per mounted admin site. */
function jetMenus(product, sites) {
  const settings = product.python[product.config.settings];
  const menus = settings?.assigns.JET_SIDE_MENU_ITEMS?.$dict;
  if (!menus) return [];
  const siteNames = new Set([...sites.values()].map((site) => site.name));
  const items = [];
  for (const [siteName, sections] of Object.entries(menus)) {
    if (!siteNames.has(siteName)) continue;
    for (const section of sections) {
      const {app_label: app, label: sectionLabel, items: entries} = section.$dict;
      const title = product.label(sectionLabel);
      for (const entry of entries ?? []) {
        const {name, label} = entry.$dict;
        const [modelApp, modelName] = name.includes('.') ? name.split('.') : [app, name];
        const model = [...product.classes.values()]
          .flat()
          .find(
            (candidate) =>
              candidate.klass.name.toLowerCase() === modelName.toLowerCase() &&
              appOf(candidate.path).toLowerCase() === modelApp.toLowerCase(),
          );
        const text = product.label(label) ?? (model ? modelPlural(product, model) : undefined);
        if (!text) continue;
        items.push({
          id: `${product.config.slug}/admin-menu/${siteName}/${slug(title?.msgid ?? app)}/${slug(name)}`,
          product: product.name,
          kind: 'admin-menu',
          en: text.en,
          fr: text.fr,
          msgid: text.msgid,
          source: product.source(product.config.settings),
          line: 0,
          place: 'sidebar',
          site: siteName,
          ...(title ? {section: {en: title.en, fr: title.fr}} : {}),
          target: `${modelApp}.${modelName}`.toLowerCase(),
          group: `menu/${siteName}/${slug(title?.msgid ?? app)}`,
        });
      }
    }
  }
  return items;
}

/** Lespass: the module cards of the admin dashboard (MODULE_FIELDS), each a switch. */
function moduleCards(product) {
  const name = product.config.moduleCards;
  if (!name) return [];
  for (const [path, digest] of Object.entries(product.python)) {
    const cards = digest.assigns[name]?.$dict;
    if (!cards) continue;
    return Object.entries(cards).flatMap(([field, card]) => {
      const label = product.label(card.$dict?.name);
      if (!label) return [];
      return [
        {
          id: `${product.config.slug}/admin-module/${field}`,
          product: product.name,
          kind: 'admin-module',
          en: label.en,
          fr: label.fr,
          msgid: label.msgid,
          source: product.source(path),
          line: 0,
          field,
          ...(card.$dict.superadmin_seulement === true ? {permission: 'superuser'} : {}),
          group: 'dashboard',
        },
      ];
    });
  }
  return [];
}

// ---------------------------------------------------------------- templates

/** Django template source without its comments (their line breaks kept, so lines still count). */
function stripTemplateComments(text) {
  const blank = (comment) => comment.replace(/[^\n]/g, '');
  return text
    .replace(/\{%\s*comment\s*%\}[\s\S]*?\{%\s*endcomment\s*%\}/g, blank)
    .replace(/\{#[\s\S]*?#\}/g, blank)
    .replace(/<!--[\s\S]*?-->/g, blank);
}

const quoted = String.raw`(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')`;
const transTag = new RegExp(
  String.raw`\{%\s*trans(?:late)?\s+${quoted}(?:\s+context\s+${quoted})?[^%]*%\}`,
  'g',
);
const blockTrans =
  /\{%\s*blocktrans(?:late)?\b([^%]*)%\}([\s\S]*?)\{%\s*endblocktrans(?:late)?\s*%\}/g;
const underscoreCall = new RegExp(String.raw`\{\{\s*_\(\s*${quoted}\s*\)\s*\}\}`, 'g');

/** A template text with its translation tags replaced by the label in each language. */
function templateText(product, text) {
  const parts = {en: text, fr: text};
  const replace = (pattern, pick) => {
    for (const language of ['en', 'fr']) {
      parts[language] = parts[language].replace(pattern, (...match) => {
        const {msgid, context} = pick(match);
        return product.labels.translate(msgid, context)[language];
      });
    }
  };
  replace(transTag, (m) => ({msgid: m[1] ?? m[2], context: m[3] ?? m[4] ?? ''}));
  replace(underscoreCall, (m) => ({msgid: m[1] ?? m[2], context: ''}));
  replace(blockTrans, (m) => {
    const context = /context\s+(?:"([^"]*)"|'([^']*)')/.exec(m[1]);
    // Django's msgid for a block: variables become %(name)s, the text is kept as written.
    const body = m[2].replace(/\{\{\s*(\w+)\s*\}\}/g, '%($1)s');
    const trimmed = /\btrimmed\b/.test(m[1]) ? body.replace(/\s*\n\s*/g, ' ').trim() : body;
    return {msgid: trimmed, context: context ? (context[1] ?? context[2]) : ''};
  });
  for (const language of ['en', 'fr']) {
    parts[language] = parts[language]
      .replace(/\{\{[\s\S]*?\}\}/g, ' {…} ')
      .replace(/\{%[\s\S]*?%\}/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/[→←]|\p{Extended_Pictographic}|\uFE0F/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  }
  return parts;
}

function looksLikeButton($, element) {
  const tag = element.tagName.toLowerCase();
  const node = $(element);
  if (node.attr('data-bs-dismiss') || /\bbtn-close\b/.test(node.attr('class') ?? '')) return false;
  if (tag === 'button') return true;
  if (tag === 'input') return /^(submit|button)$/i.test(node.attr('type') ?? '');
  if (tag !== 'a' || node.find('button').length) return false;
  const classes = node.attr('class') ?? '';
  return (
    /\bbtn\b|\bbutton\b|\bbg-(primary|base)/.test(classes) ||
    node.attr('role') === 'button' ||
    node.attr('data-testid') !== undefined ||
    node.attr('hx-get') !== undefined ||
    node.attr('hx-post') !== undefined ||
    /padding/.test(node.attr('style') ?? '')
  );
}

/** The line, in the file as written, of an offset in its text without comments. */
function lineOf(text, offset) {
  return text.slice(0, offset).split('\n').length;
}

/** Buttons and button-like links of a template, with their labels in both languages. */
/**
 * Controls that only close or leave a dialog: they carry no feature of their own
 * (the dialog's main button does), so they are not inventory items.
 */
const dialogControls = new Set(['Cancel', 'Back', 'Close', 'OK', 'Annuler', 'Retour', 'Fermer']);

/** The branches of a `{% if %}…{% else %}…{% endif %}` inside a label: one text per branch. */
function branches(raw) {
  const open = /\{%\s*if\b[^%]*%\}/.exec(raw);
  const close = raw.lastIndexOf('{% endif %}');
  if (!open || close < open.index || !/\{%\s*(else|elif\b[^%]*)\s*%\}/.test(raw)) return [raw];
  const before = raw.slice(0, open.index);
  const after = raw.slice(close + '{% endif %}'.length);
  const inner = raw.slice(open.index + open[0].length, close);
  return inner
    .split(/\{%\s*(?:else|elif\b[^%]*)\s*%\}/)
    .map((branch) => `${before}${branch}${after}`);
}

/** Buttons, button-like links (and, with `fields`, form labels) of a template, with their labels in both languages. */
export function templateButtons(product, path, kind, idBase, group, {fields = false} = {}) {
  const source = stripTemplateComments(readFileSync(join(product.dir, path), 'utf8'));
  const $ = cheerio.load(source, {sourceCodeLocationInfo: true}, false);
  const items = [];
  const seen = new Set();
  const selector = fields ? 'button, a, input, label' : 'button, a, input';
  $(selector).each((_, element) => {
    const tag = element.tagName.toLowerCase();
    if (tag !== 'label' && !looksLikeButton($, element)) return;
    const node = $(element);
    let raw = tag === 'input' ? (node.attr('value') ?? '') : (node.html() ?? '');
    // Icons are not words: Material symbols, Bootstrap icons, SVG, what is hidden from screen readers.
    const body = cheerio.load(raw, {}, false);
    body(
      'svg, [aria-hidden="true"], .material-symbols-outlined, .material-icons, i.bi, i.fa, i.fas',
    ).remove();
    raw = body.html() ?? '';
    const route = node.attr('hx-get') ?? node.attr('hx-post') ?? node.attr('href');
    const acts = Boolean(
      node.attr('hx-get') ||
      node.attr('hx-post') ||
      node.attr('onclick') ||
      node.attr('data-bs-toggle') ||
      tag !== 'a',
    );
    for (const branch of branches(raw)) {
      const text = templateText(product, cheerio.load(branch, {}, false).text());
      if (!/\p{L}{2}/u.test(text.en.replace(/\{…\}/g, '')) || text.en.length > 120) continue;
      if (dialogControls.has(text.en) || dialogControls.has(text.fr)) continue;
      const id = `${idBase}/${slug(text.en)}`;
      if (seen.has(id)) continue;
      seen.add(id);
      items.push({
        id,
        product: product.name,
        kind,
        en: text.en,
        fr: text.fr,
        source: product.source(path),
        line: lineOf(source, element.sourceCodeLocation?.startOffset ?? 0),
        ...(tag === 'label' ? {control: 'field'} : {}),
        ...(route && !/^#?$/.test(route)
          ? {route: route.replace(/\{\{[^}]*\}\}/g, '{…}').replace(/\{%[^%]*%\}/g, '{…}')}
          : {}),
        ...(tag === 'a' && /^#?$/.test(route ?? '') && !acts ? {inert: true} : {}),
        group,
      });
    }
  });
  return items;
}

function adminTemplates(product) {
  return product.files.filter((path) => /(^|\/)templates\/(?:[^/]+\/)?admin\/.+\.html$/.test(path));
}

function templateGroup(path) {
  return path
    .replace(/^.*?templates\//, '')
    .replace(/\.html$/, '')
    .replace(/\/partials\/[^/]+$/, '')
    .replace(/\/[^/]+$/, '');
}

function buttonItems(product) {
  const items = [];
  for (const path of adminTemplates(product)) {
    const name = path.replace(/^.*?templates\//, '').replace(/\.html$/, '');
    items.push(
      ...templateButtons(
        product,
        path,
        'admin-button',
        `${product.config.slug}/admin-button/${name}`,
        `templates/${templateGroup(path)}`,
      ),
    );
  }
  for (const entry of product.config.accountTemplates ?? []) {
    const paths = entry.endsWith('/')
      ? product.files.filter((path) => path.startsWith(entry) && path.endsWith('.html'))
      : product.files.filter((path) => path === entry);
    for (const path of paths) {
      const name = path.replace(/^.*?templates\//, '').replace(/\.html$/, '');
      items.push(
        ...templateButtons(
          product,
          path,
          'account-action',
          `${product.config.slug}/account-action/${name}`,
          'account',
          {
            fields: true,
          },
        ),
      );
    }
  }
  return items;
}

// ---------------------------------------------------------------- till

function tillItems(product) {
  const items = [];
  for (const {kind, model, attr} of product.config.till ?? []) {
    const entry = product.findClass(model, '', {});
    const choices = entry?.klass.attrs[attr];
    if (!Array.isArray(choices)) {
      throw new InputError(`${product.name}: ${model}.${attr} was not found in the models.`);
    }
    for (const choice of choices) {
      if (!Array.isArray(choice) || choice.length < 2) continue;
      const [key, text] = choice;
      const code = key?.$name ? entry.klass.attrs[key.$name] : key;
      const label = product.label(text);
      if (typeof code !== 'string' || !label) continue;
      items.push({
        id: `${product.config.slug}/${kind}/${code}`,
        product: product.name,
        kind,
        en: label.en,
        fr: label.fr,
        msgid: label.msgid,
        source: product.source(entry.path),
        line: entry.klass.line,
        code,
        ...(key?.$name ? {constant: `${model}.${key.$name}`} : {}),
        group: kind,
      });
    }
  }
  return items;
}

// ---------------------------------------------------------------- commands

function commandItems(product) {
  const items = [];
  for (const path of Object.keys(product.python)) {
    const match = /(?:^|\/)management\/commands\/([^/]+)\.py$/.exec(path);
    if (!match || match[1].startsWith('_') || match[1] === '__init__') continue;
    const command = product.python[path].classes.find((klass) => klass.name === 'Command');
    if (!command) continue;
    const help = product.label(command.attrs.help);
    const add = command.methods.find((method) => method.name === 'add_arguments');
    const args = (add?.arguments ?? []).map((call) => ({
      names: call.args.filter((arg) => typeof arg === 'string'),
      ...(product.label(call.kwargs.help) ? {help: product.label(call.kwargs.help).en} : {}),
      ...(call.kwargs.required === true ? {required: true} : {}),
    }));
    items.push({
      id: `${product.config.slug}/command/${match[1]}`,
      product: product.name,
      kind: 'command',
      en: match[1],
      fr: match[1],
      source: product.source(path),
      line: command.line,
      ...(help ? {help: help.en.replace(/\s+/g, ' ').trim()} : {}),
      ...(args.length ? {arguments: args} : {}),
      group: 'commands',
    });
  }
  return items;
}

// ---------------------------------------------------------------- environment

/** NAME=value lines of env_example, with the comment at the end of each line (values are not kept). */
export function envExample(text) {
  const out = new Map();
  text.split('\n').forEach((line, index) => {
    const match = /^\s*(?:export\s+)?([A-Z][A-Z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) return;
    const comment = /(?:^|\s)#\s*(.*)$/.exec(match[2].replace(/'[^']*'|"[^"]*"/g, "''"));
    if (!out.has(match[1]))
      out.set(match[1], {line: index + 1, comment: comment?.[1]?.trim() || undefined});
  });
  return out;
}

const shellVariables = new Set([
  'PATH',
  'HOME',
  'PWD',
  'BASH_SOURCE',
  'SCRIPT_DIR',
  'USER',
  'SHELL',
  'CI',
]);

function shellReads(text) {
  const assigned = new Set(
    [...text.matchAll(/^\s*(?:export\s+)?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]),
  );
  const reads = new Map();
  text.split('\n').forEach((line, index) => {
    if (/^\s*#/.test(line)) return;
    for (const match of line.matchAll(/\$\{?([A-Z][A-Z0-9_]*)(?::-([^}]*))?\}?/g)) {
      const name = match[1];
      if (shellVariables.has(name) || assigned.has(name) || reads.has(name)) continue;
      reads.set(name, {line: index + 1, ...(match[2] !== undefined ? {default: match[2]} : {})});
    }
  });
  return reads;
}

function describeDefault(value) {
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object') return value;
  if ('$name' in value) return value.$name;
  if ('$attr' in value) return value.$attr;
  if ('$f' in value) return value.$f;
  if ('$expr' in value) return value.$expr;
  if ('$call' in value) return `${value.$call}(…)`;
  return undefined;
}

function envItems(product) {
  const variables = new Map();
  const get = (name) => {
    if (!variables.has(name))
      variables.set(name, {name, reads: [], checks: [], compared: new Set()});
    return variables.get(name);
  };
  for (const [path, digest] of Object.entries(product.python)) {
    // Names the settings give to a variable's value: SECRET_KEY = os.environ.get('DJANGO_SECRET').
    const aliases = new Map();
    for (const read of digest.env) {
      if (read.how === 'setdefault') continue;
      const variable = get(read.name);
      variable.reads.push({
        path,
        line: read.line,
        how: read.how,
        ...(read.default !== undefined ? {default: describeDefault(read.default)} : {}),
        ...(read.function ? {function: read.function} : {}),
      });
      for (const value of read.compared ?? []) variable.compared.add(String(value));
      if (read.assigned && !read.function) aliases.set(read.assigned, read.name);
    }
    for (const check of digest.checks) {
      const names = new Set();
      for (const name of check.names) if (aliases.has(name)) names.add(aliases.get(name));
      for (const read of digest.env)
        if (check.test.includes(`'${read.name}'`) || check.test.includes(`"${read.name}"`))
          names.add(read.name);
      for (const name of names) {
        get(name).checks.push({
          path,
          line: check.line,
          test: check.test,
          effect: check.effect,
          ...(check.message ? {message: check.message} : {}),
        });
      }
    }
  }
  // A variable the code itself writes (os.environ.setdefault) is not set by an operator.
  const example = existsSync(join(product.dir, 'env_example'))
    ? envExample(readFileSync(join(product.dir, 'env_example'), 'utf8'))
    : new Map();
  for (const [name, entry] of example) get(name).example = entry;
  for (const script of product.files.filter((path) => /^(start|launch)[\w-]*\.sh$/.test(path))) {
    for (const [name, read] of shellReads(readFileSync(join(product.dir, script), 'utf8'))) {
      get(name).reads.push({
        path: script,
        line: read.line,
        how: 'shell',
        ...(read.default !== undefined ? {default: read.default} : {}),
      });
    }
  }
  const items = [];
  for (const variable of variables.values()) {
    const settingsReads = variable.reads.filter(
      (read) => read.path === product.config.settings && !read.function,
    );
    const first = settingsReads[0] ?? variable.reads[0];
    const defaults = [
      ...new Set(variable.reads.filter((read) => 'default' in read).map((read) => read.default)),
    ];
    items.push({
      id: `${product.config.slug}/env/${variable.name}`,
      product: product.name,
      kind: 'env',
      en: variable.name,
      fr: variable.name,
      source: product.source(first ? first.path : 'env_example'),
      line: first ? first.line : variable.example.line,
      ...(variable.example ? {envExample: true} : {}),
      ...(variable.example?.comment ? {comment: variable.example.comment} : {}),
      readIn: [...new Set(variable.reads.map((read) => read.path))].sort(),
      ...(settingsReads.some((read) => read.how === 'required') ? {requiredAtStart: true} : {}),
      ...(defaults.length ? {defaults} : {}),
      ...(variable.compared.size ? {comparedWith: [...variable.compared].sort()} : {}),
      ...(variable.checks.length
        ? {
            checks: variable.checks.map(({path, line, test, effect, message}) => ({
              source: product.source(path),
              line,
              test,
              effect,
              ...(message ? {message} : {}),
            })),
          }
        : {}),
      group: 'env',
    });
  }
  return items;
}

// ---------------------------------------------------------------- API

/** The operations of the site's API contract (static/api/tibillet.openapi.yaml), which check:api-drift keeps in step with Lespass. */
export function apiItems(contractFile) {
  if (!existsSync(contractFile)) return [];
  let contract;
  try {
    contract = yaml.load(readFileSync(contractFile, 'utf8'));
  } catch (error) {
    throw new InputError(
      `The API contract ${contractFile} does not parse: ${error.message.split('\n')[0]}`,
    );
  }
  const sources = [
    ['/api/v2/', 'api_v2/urls.py'],
    ['/api/user/', 'AuthBillet/urls.py'],
    ['/scan/', 'BaseBillet/urls.py'],
    ['/api/', 'ApiBillet/urls.py'],
  ];
  const items = [];
  for (const [path, operations] of Object.entries(contract.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      if (!operations?.[method]) continue;
      const label = `${method.toUpperCase()} ${path}`;
      items.push({
        id: `lespass/api-route/${label}`,
        product: 'Lespass',
        kind: 'api-route',
        en: label,
        fr: label,
        source: `TiBillet/Lespass:${sources.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'TiBillet/urls_tenants.py'}`,
        line: 0,
        method: method.toUpperCase(),
        path,
        ...(operations[method].summary ? {summary: operations[method].summary} : {}),
        group: 'api',
      });
    }
  }
  return items;
}

// ---------------------------------------------------------------- public pages

/**
 * Paths a site's URL configuration serves that other kinds do not cover:
 * the admin (admin pages), the API and the scanning app's calls (the API
 * contract), Django's language switch and the development reloader are left out.
 */
const notPublicPages = /^(?:admin\/|api\/|scan\/|i18n\/|__reload__\/)/;

/** A Django route as a reader writes it: `<uuid:pk>` → `<pk>`, regular-expression anchors dropped. */
function routeLabel(route) {
  return `/${route}`
    .replace(/<(?:\w+:)?(\w+)>/g, '<$1>')
    .replace(/[\^$]/g, '')
    .replace(/\/{2,}/g, '/');
}

/** The pages one URL configuration serves: [{path, file, route}], following `include('app.urls')`. */
function servedPaths(product, file, prefix = '', seen = new Set()) {
  const digest = product.python[file];
  if (!digest || seen.has(file)) return [];
  seen.add(file);
  const text = readFileSync(join(product.dir, file), 'utf8');
  const lineOfRoute = (route) => {
    const at = Math.min(
      ...[`'${route}'`, `"${route}"`].map((quoted) => text.indexOf(quoted)).filter((i) => i >= 0),
    );
    return Number.isFinite(at) ? lineOf(text, at) : 0;
  };
  const out = [];
  const add = (route) => {
    const path = routeLabel(prefix + route);
    if (!notPublicPages.test(path.slice(1))) out.push({path, file, line: lineOfRoute(route)});
  };
  walkValue(digest.assigns.urlpatterns, (value) => {
    if (!isCall(value, 'path', 're_path', 'url')) return;
    const [route, view] = value.args;
    if (typeof route !== 'string') return;
    if (isCall(view, 'include') && typeof view.args[0] === 'string') {
      const included = product.moduleFile(view.args[0]);
      if (included && !notPublicPages.test(prefix + route)) {
        out.push(...servedPaths(product, included, prefix + route, new Set(seen)));
      }
      return;
    }
    // An admin site's pages are admin pages.
    if (!mountsAdminSite(view)) add(route);
  });
  // `router.register('prefix', ViewSet)`: the pages under /prefix/, added by `urlpatterns += router.urls`.
  for (const call of digest.calls) {
    if (isCall(call, 'register') && typeof call.args[0] === 'string') {
      add(call.args[0] ? `${call.args[0]}/` : '');
    }
  }
  return out;
}

/**
 * What a visitor of a space's site or of the root site opens by its address,
 * one item per first segment of the path (`/event/`, `/explorer/`,
 * `/robots.txt`): the paths under it are its steps and parts (`paths`).
 */
function publicPageItems(product) {
  const confs = product.config.publicUrls;
  if (!confs) return [];
  const items = new Map();
  for (const [site, file] of Object.entries(confs)) {
    for (const {path, file: source, line} of servedPaths(product, file)) {
      const top = /^\/[^/]*\/?/.exec(path)[0];
      const id = `${product.config.slug}/public-page/${site}${top}`;
      const item = items.get(id);
      if (item) {
        if (!item.paths.includes(path)) item.paths.push(path);
        continue;
      }
      items.set(id, {
        id,
        product: product.name,
        kind: 'public-page',
        en: top,
        fr: top,
        source: product.source(source),
        line,
        path: top,
        paths: [path],
        site,
        group: site === 'root' ? 'root-site' : 'space-site',
      });
    }
  }
  for (const item of items.values()) item.paths.sort();
  return [...items.values()];
}

// ---------------------------------------------------------------- all

function version(dir) {
  const file = join(dir, 'VERSION');
  const fromFile = existsSync(file)
    ? /^(?:VERSION=)?(\S+)/m.exec(readFileSync(file, 'utf8'))?.[1]
    : undefined;
  // Only a checkout's own repository: a folder inside another repository has no commit of its own.
  const git = existsSync(join(dir, '.git'))
    ? spawnSync('git', ['-C', dir, 'rev-parse', 'HEAD'], {encoding: 'utf8'})
    : undefined;
  const commit = git?.status === 0 ? git.stdout.trim() : undefined;
  return {...(fromFile ? {version: fromFile} : {}), ...(commit ? {commit} : {})};
}

export function extractProduct(name, dir) {
  const product = new Product(name, dir);
  const sites = mountedSites(product);
  const admin = adminItems(product, sites);
  const registered = new Set(
    admin.filter((item) => item.kind === 'admin-page').map((item) => item.model.toLowerCase()),
  );
  return {
    about: version(dir),
    items: [
      ...unfoldMenus(product, registered),
      ...jetMenus(product, sites),
      ...moduleCards(product),
      ...admin,
      ...buttonItems(product),
      ...tillItems(product),
      ...commandItems(product),
      ...envItems(product),
      ...publicPageItems(product),
    ],
  };
}

/** The whole inventory: {products: {name: {version, commit}}, items: [...]} sorted by id. */
export function extractAll(folder, contractFile) {
  const dirs = checkouts(folder);
  const about = {};
  const items = [];
  for (const [name, dir] of Object.entries(dirs)) {
    const result = extractProduct(name, dir);
    about[name] = result.about;
    items.push(...result.items);
  }
  items.push(...apiItems(contractFile));
  const ids = new Set();
  for (const item of items) {
    if (ids.has(item.id)) throw new Error(`Two inventory items share the id ${item.id}.`);
    ids.add(item.id);
  }
  items.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return {products: about, items};
}
