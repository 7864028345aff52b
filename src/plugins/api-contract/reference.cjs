/* eslint-disable @typescript-eslint/no-require-imports -- a webpack loader is a CommonJS module */
/**
 * The contract (static/api/tibillet.openapi.yaml) reduced to what the
 * reference block of one API page shows: for each operation documented on
 * that page (x-docs.page), its key, permission, parameters, request body and
 * responses, with references resolved and the prose left out (the page
 * explains the fields in its own words, in its own language).
 *
 * Used by loader.cjs at build time, and by the unit tests.
 */
const yaml = require('js-yaml');

const methods = ['get', 'put', 'post', 'delete', 'patch'];

function resolver(document) {
  return function resolve(node) {
    let current = node;
    const seen = new Set();
    while (current && typeof current === 'object' && typeof current.$ref === 'string') {
      if (seen.has(current.$ref)) throw new Error(`circular reference ${current.$ref}`);
      seen.add(current.$ref);
      current = current.$ref
        .replace(/^#\//, '')
        .split('/')
        .reduce((value, key) => (value == null ? undefined : value[key]), document);
    }
    return current;
  };
}

/**
 * A schema as a compact type: t (type), f (format), e (enum), c (const),
 * limits, of (items), fields, extra (additional properties), alt (one of).
 * A named schema of components/schemas becomes {ref: name}, described once in
 * `defs`.
 */
function describer(resolve, defs) {
  function merge(schema) {
    const node = resolve(schema) || {};
    if (!Array.isArray(node.allOf)) return node;
    return node.allOf.map(merge).reduce(
      (all, part) => ({
        ...all,
        ...part,
        properties: {...all.properties, ...part.properties},
        required: [...(all.required || []), ...(part.required || [])],
      }),
      {
        ...node,
        allOf: undefined,
        properties: {...node.properties},
        required: [...(node.required || [])],
      },
    );
  }

  function describe(schema, depth = 0) {
    const named =
      schema &&
      typeof schema.$ref === 'string' &&
      /^#\/components\/schemas\/([\w-]+)$/.exec(schema.$ref);
    if (named) {
      const name = named[1];
      if (!(name in defs)) {
        defs[name] = null;
        defs[name] = describe(resolve(schema));
      }
      return {ref: name};
    }
    const node = merge(schema);
    if (depth > 8) return {t: 'any'};
    const alternatives = node.oneOf || node.anyOf;
    if (alternatives) return {alt: alternatives.map((part) => describe(part, depth + 1))};
    const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
    if (types.length > 1) {
      // The constraints belong to the non-null types: "text, 250 characters at most, or null".
      return {
        alt: types.map((type) =>
          type === 'null' ? {t: 'null'} : describe({...node, type}, depth + 1),
        ),
      };
    }
    const type =
      types[0] ||
      (node.properties
        ? 'object'
        : node.items
          ? 'array'
          : node.const !== undefined
            ? typeof node.const
            : 'any');
    const out = {t: type};
    if (node.format) out.f = node.format;
    if (node.contentMediaType) out.m = node.contentMediaType;
    if (node.enum) out.e = node.enum;
    if (node.const !== undefined) out.c = node.const;
    if (node.minimum !== undefined) out.min = node.minimum;
    if (node.maximum !== undefined) out.max = node.maximum;
    if (node.minLength !== undefined) out.minL = node.minLength;
    if (node.maxLength !== undefined) out.maxL = node.maxLength;
    if (node.minItems !== undefined) out.minI = node.minItems;
    if (node.maxItems !== undefined) out.maxI = node.maxItems;
    if (node.default !== undefined) out.d = node.default;
    if (type === 'array' && node.items) out.of = describe(node.items, depth + 1);
    if (node.properties) {
      const required = new Set(node.required || []);
      out.fields = Object.entries(node.properties).map(([name, property]) => ({
        n: name,
        ...(required.has(name) ? {r: 1} : {}),
        type: describe(property, depth + 1),
      }));
    }
    if (node.additionalProperties && typeof node.additionalProperties === 'object') {
      out.extra = describe(node.additionalProperties, depth + 1);
    }
    return out;
  }
  return describe;
}

/**
 * @param {string} text the contract, as YAML
 * @param {string} page the page's file name under docs/api/, without .md
 */
function pageReference(text, page) {
  const document = yaml.load(text);
  const resolve = resolver(document);
  const defs = {};
  const describe = describer(resolve, defs);
  const operations = {};
  for (const [path, item] of Object.entries(document.paths || {})) {
    for (const method of methods) {
      const operation = item[method];
      if (!operation || !operation['x-docs'] || operation['x-docs'].page !== page) continue;
      const security = (operation.security || []).flatMap((requirement) =>
        Object.keys(requirement),
      );
      const parameters = [...(item.parameters || []), ...(operation.parameters || [])]
        .map(resolve)
        .map((parameter) => ({
          n: parameter.name,
          in: parameter.in,
          ...(parameter.required ? {r: 1} : {}),
          type: describe(parameter.schema || {}),
        }));
      const body = operation.requestBody && resolve(operation.requestBody);
      const responses = Object.entries(operation.responses || {}).map(([status, value]) => {
        const response = resolve(value);
        const content = Object.entries(response.content || {});
        const json = content.find(([type]) => type === 'application/json');
        return {
          s: status,
          media: content.map(([type]) => type),
          ...(json ? {type: describe(json[1].schema || {})} : {}),
          ...(response.headers ? {headers: Object.keys(response.headers)} : {}),
        };
      });
      operations[operation.operationId] = {
        method: method.toUpperCase(),
        path,
        key: security[0] || null,
        permission: operation['x-permission'],
        ...(operation['x-creator-admin'] ? {admin: 1} : {}),
        parameters,
        ...(body
          ? {
              body: {
                media: Object.keys(body.content || {}),
                type: describe(
                  (body.content['application/json'] || Object.values(body.content)[0]).schema,
                ),
              },
            }
          : {}),
        responses,
      };
    }
  }
  return {operations, defs};
}

module.exports = {pageReference};
