#!/usr/bin/env node
/**
 * npm run check:api-drift -- <path to a Lespass checkout> [--contract <file>] [--snapshot | --update]
 *
 * Compares the site's API contract (static/api/tibillet.openapi.yaml) with a
 * checkout of Lespass: the routes its routers declare (ApiBillet, api_v2,
 * AuthBillet and the /scan/ routes of BaseBillet, mounted as in
 * TiBillet/urls_tenants.py) and the operations of its own schema
 * (api_v2/openapi-schema.yaml). The contract records, under `x-lespass`, the
 * state of both when its pages were last checked; the difference with the
 * checkout is printed as routes and operations added, removed or changed.
 *
 * Exit codes: 0 no drift, 1 drift, 2 bad input (no path, not a Lespass
 * checkout, a schema or contract that does not parse).
 *
 * --snapshot prints the checkout's state as the `x-lespass` block;
 * --update writes it into the contract, once the pages are checked again.
 */
import {existsSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import yaml from 'js-yaml';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const defaultContract = join(root, 'static/api/tibillet.openapi.yaml');

/** The apps whose routes the contract follows, and where each is mounted by default. */
const apps = {
  ApiBillet: 'api/',
  api_v2: 'api/v2/',
  AuthBillet: 'api/user/',
  BaseBillet: '',
};
/** Files a Lespass checkout has; the first three are read. */
const requiredFiles = [
  'api_v2/openapi-schema.yaml',
  'ApiBillet/urls.py',
  'api_v2/urls.py',
  'manage.py',
];
const methods = ['get', 'put', 'post', 'delete', 'patch'];

export class InputError extends Error {}

function read(file) {
  return readFileSync(file, 'utf8');
}

/** Python source without comments and without the content of docstrings. */
function pythonCode(text) {
  return text
    .replace(/("""|''')[\s\S]*?\1/g, '')
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, ''))
    .join('\n');
}

/** Django path converters become OpenAPI parameters: <uuid:pk> -> {pk}. */
function normalisePath(path) {
  return path
    .replace(/^\^/, '')
    .replace(/\$$/, '')
    .replace(/<(?:\w+:)?(\w+)>/g, '{$1}');
}

/** Where each app is mounted, read from TiBillet/urls_tenants.py when it is there. */
function mounts(checkout) {
  const file = join(checkout, 'TiBillet/urls_tenants.py');
  const found = {...apps};
  if (!existsSync(file)) return found;
  const code = pythonCode(read(file));
  for (const match of code.matchAll(
    /(?:re_)?path\(\s*r?['"]([^'"]*)['"]\s*,\s*include\(\s*['"](\w+)\.urls['"]/g,
  )) {
    if (match[2] in found) found[match[2]] = normalisePath(match[1]);
  }
  return found;
}

/** The routes an app's urls.py declares: router prefixes and explicit paths. */
function appRoutes(checkout, app, mount) {
  const file = join(checkout, app, 'urls.py');
  if (!existsSync(file)) return [];
  const code = pythonCode(read(file));
  const routes = [];
  for (const match of code.matchAll(/\.register\(\s*r?['"]([^'"]+)['"]/g)) {
    routes.push(`/${mount}${normalisePath(match[1])}/`);
  }
  for (const match of code.matchAll(/(?:re_)?path\(\s*r?['"]([^'"]*)['"]/g)) {
    const path = normalisePath(match[1]);
    if (!path) continue;
    routes.push(`/${mount}${path}`);
  }
  // BaseBillet serves the web pages too: only its /scan/ routes are API.
  // Routes for the product's own tests (__test_only__) are left out.
  return routes.filter(
    (route) =>
      (app !== 'BaseBillet' || route.startsWith(`/${mount}scan/`)) && !route.includes('/__'),
  );
}

/** Every API route of the checkout, sorted. */
export function productRoutes(checkout) {
  const mounted = mounts(checkout);
  const routes = Object.entries(mounted).flatMap(([app, mount]) => appRoutes(checkout, app, mount));
  return [...new Set(routes)].sort();
}

function resolveRef(document, ref) {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((node, key) => (node == null ? undefined : node[key]), document);
}

/**
 * The field names a schema describes, as dotted paths ("offers[].name"), with
 * "*" after a required one. References are followed; allOf, oneOf and anyOf
 * contribute all their fields.
 */
export function schemaFields(document, schema, prefix = '', seen = new Set(), depth = 0) {
  if (!schema || typeof schema !== 'object' || depth > 6) return [];
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return [];
    return schemaFields(
      document,
      resolveRef(document, schema.$ref),
      prefix,
      new Set([...seen, schema.$ref]),
      depth,
    );
  }
  const fields = [];
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    for (const part of schema[key] ?? [])
      fields.push(...schemaFields(document, part, prefix, seen, depth));
  }
  if (schema.items)
    fields.push(...schemaFields(document, schema.items, `${prefix}[]`, seen, depth + 1));
  const required = new Set(schema.required ?? []);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    fields.push(required.has(name) ? `${path}*` : path);
    fields.push(...schemaFields(document, property, path, seen, depth + 1));
  }
  return [...new Set(fields)].sort();
}

/** One operation of an OpenAPI document, reduced to the names a client depends on. */
export function operationSignature(document, pathItem, operation) {
  const parameters = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]
    .map((parameter) => (parameter.$ref ? resolveRef(document, parameter.$ref) : parameter))
    .filter(Boolean)
    .map((parameter) => `${parameter.in}:${parameter.name}${parameter.required ? '*' : ''}`)
    .sort();
  let body = operation.requestBody;
  if (body?.$ref) body = resolveRef(document, body.$ref);
  const request = [
    ...new Set(
      Object.values(body?.content ?? {}).flatMap((media) => schemaFields(document, media.schema)),
    ),
  ].sort();
  const responses = {};
  for (const [status, value] of Object.entries(operation.responses ?? {})) {
    const response = value?.$ref ? resolveRef(document, value.$ref) : value;
    responses[status] = [
      ...new Set(
        Object.values(response?.content ?? {}).flatMap((media) =>
          schemaFields(document, media.schema),
        ),
      ),
    ].sort();
  }
  return {parameters, request, responses};
}

/** The operations of the product's own schema, by "METHOD /path". */
export function productOperations(document) {
  const operations = {};
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    for (const method of methods) {
      if (!pathItem?.[method]) continue;
      operations[`${method.toUpperCase()} ${path}`] = operationSignature(
        document,
        pathItem,
        pathItem[method],
      );
    }
  }
  return Object.fromEntries(Object.entries(operations).sort(([a], [b]) => a.localeCompare(b)));
}

function parseYaml(file, what) {
  try {
    const document = yaml.load(read(file));
    if (!document || typeof document !== 'object') throw new Error('empty document');
    return document;
  } catch (error) {
    throw new InputError(`${what} ${file} does not parse: ${error.message.split('\n')[0]}`);
  }
}

/** The state of a checkout: its version, routes and schema operations. */
export function snapshot(checkout) {
  if (!checkout) {
    throw new InputError(
      'Give the path to a Lespass checkout: npm run check:api-drift -- ../Lespass',
    );
  }
  if (!existsSync(checkout) || !statSync(checkout).isDirectory()) {
    throw new InputError(`${checkout} is not a directory.`);
  }
  const missing = requiredFiles.filter((file) => !existsSync(join(checkout, file)));
  if (missing.length) {
    throw new InputError(`${checkout} is not a Lespass checkout: ${missing.join(', ')} not found.`);
  }
  const schemaFile = join(checkout, 'api_v2/openapi-schema.yaml');
  const schema = parseYaml(schemaFile, 'The product schema');
  if (!schema.paths || typeof schema.paths !== 'object') {
    throw new InputError(`The product schema ${schemaFile} does not parse: it has no paths.`);
  }
  const versionFile = join(checkout, 'VERSION');
  const version =
    (existsSync(versionFile) && /^(?:VERSION=)?(\S+)/m.exec(read(versionFile))?.[1]) || 'unknown';
  return {version, routes: productRoutes(checkout), operations: productOperations(schema)};
}

function listChange(label, before, after) {
  const was = new Set(before);
  const now = new Set(after);
  return [
    ...[...now].filter((name) => !was.has(name)).map((name) => `${label} ${name} added`),
    ...[...was].filter((name) => !now.has(name)).map((name) => `${label} ${name} removed`),
  ];
}

/** What changed between the recorded state and the checkout's. */
export function compare(recorded, current) {
  const routesAdded = current.routes.filter((route) => !recorded.routes.includes(route));
  const routesRemoved = recorded.routes.filter((route) => !current.routes.includes(route));
  const was = recorded.operations ?? {};
  const now = current.operations;
  const operationsAdded = Object.keys(now).filter((key) => !(key in was));
  const operationsRemoved = Object.keys(was).filter((key) => !(key in now));
  const operationsChanged = [];
  for (const key of Object.keys(now).filter((name) => name in was)) {
    const before = was[key];
    const after = now[key];
    const changes = [
      ...listChange('parameter', before.parameters ?? [], after.parameters),
      ...listChange('request field', before.request ?? [], after.request),
    ];
    const statuses = new Set([
      ...Object.keys(before.responses ?? {}),
      ...Object.keys(after.responses),
    ]);
    for (const status of [...statuses].sort()) {
      if (!(status in (before.responses ?? {}))) changes.push(`response ${status} added`);
      else if (!(status in after.responses)) changes.push(`response ${status} removed`);
      else
        changes.push(
          ...listChange(
            `response ${status} field`,
            before.responses[status],
            after.responses[status],
          ),
        );
    }
    if (changes.length) operationsChanged.push({operation: key, changes});
  }
  return {routesAdded, routesRemoved, operationsAdded, operationsRemoved, operationsChanged};
}

export function driftCount(drift) {
  return (
    drift.routesAdded.length +
    drift.routesRemoved.length +
    drift.operationsAdded.length +
    drift.operationsRemoved.length +
    drift.operationsChanged.length
  );
}

export function report(drift, {recordedVersion, currentVersion, checkout}) {
  const lines = [];
  const section = (title, items, mark) => {
    if (!items.length) return;
    lines.push(`${title}:`);
    for (const item of items) lines.push(`  ${mark} ${item}`);
  };
  lines.push(
    `API drift between the contract (checked against Lespass ${recordedVersion}) and ${checkout} (Lespass ${currentVersion}):`,
  );
  section('Routes added in the routers', drift.routesAdded, '+');
  section('Routes removed from the routers', drift.routesRemoved, '-');
  section('Operations added to api_v2/openapi-schema.yaml', drift.operationsAdded, '+');
  section('Operations removed from api_v2/openapi-schema.yaml', drift.operationsRemoved, '-');
  section(
    'Operations changed in api_v2/openapi-schema.yaml',
    drift.operationsChanged.map(({operation, changes}) => `${operation}: ${changes.join('; ')}`),
    '~',
  );
  lines.push(
    `${driftCount(drift)} difference(s). Check the API pages and static/api/tibillet.openapi.yaml ` +
      'against this version, then record it with --update.',
  );
  return lines.join('\n');
}

/** The x-lespass block, as the last lines of the contract. */
export function snapshotYaml(state) {
  return yaml.dump({'x-lespass': state}, {lineWidth: 200, noRefs: true, flowLevel: 3});
}

function readContract(file) {
  if (!existsSync(file)) throw new InputError(`The contract ${file} does not exist.`);
  const contract = parseYaml(file, 'The contract');
  const recorded = contract['x-lespass'];
  if (!recorded?.routes || !recorded?.operations) {
    throw new InputError(`The contract ${file} has no x-lespass block to compare with.`);
  }
  return recorded;
}

export function main(argv) {
  const args = [...argv];
  const option = (name) => {
    const index = args.indexOf(name);
    if (index === -1) return undefined;
    const [, value] = args.splice(index, 2);
    return value;
  };
  const flag = (name) => {
    const index = args.indexOf(name);
    if (index === -1) return false;
    args.splice(index, 1);
    return true;
  };
  const contractFile = resolve(option('--contract') ?? defaultContract);
  const printSnapshot = flag('--snapshot');
  const update = flag('--update');
  const unknown = args.filter((arg) => arg.startsWith('--'));
  if (unknown.length) throw new InputError(`Unknown option ${unknown.join(', ')}.`);
  const checkout = args[0] ? resolve(args[0]) : undefined;
  const current = snapshot(checkout);
  if (printSnapshot) return {code: 0, out: snapshotYaml(current)};
  if (update) {
    readContract(contractFile);
    const text = read(contractFile);
    const start = text.search(/^x-lespass:/m);
    writeFileSync(contractFile, `${text.slice(0, start)}${snapshotYaml(current)}`);
    return {
      code: 0,
      out: `Recorded Lespass ${current.version} in ${relative(process.cwd(), contractFile)}.`,
    };
  }
  const recorded = readContract(contractFile);
  const drift = compare(recorded, current);
  const context = {recordedVersion: recorded.version, currentVersion: current.version, checkout};
  if (driftCount(drift) === 0) {
    return {
      code: 0,
      out: `No API drift: Lespass ${current.version} at ${checkout} matches the contract (${current.routes.length} routes, ${Object.keys(current.operations).length} schema operations).`,
    };
  }
  return {code: 1, out: report(drift, context)};
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const {code, out} = main(process.argv.slice(2));
    (code === 0 ? console.log : console.error)(out);
    process.exit(code);
  } catch (error) {
    if (error instanceof InputError) {
      console.error(`check:api-drift: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
}
