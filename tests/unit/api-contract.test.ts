/**
 * The API contract (static/api/tibillet.openapi.yaml) is a valid OpenAPI 3.1
 * document, and the API pages and the contract hold together, in both
 * languages:
 * - every request of an example (curl, Python, JavaScript) names an operation
 *   of the contract: its method, its path, the key it needs, its required
 *   headers, and a body whose fields the operation's schema declares;
 * - every JSON example, request body or response, parses and matches the
 *   schema of its operation (unknown fields are errors);
 * - every operation of the contract is explained under the heading it names
 *   (x-docs), with an example in each of the three clients, in both languages.
 */
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import yaml from 'js-yaml';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  allApiPages,
  apiPages,
  codeBlocks,
  exampleRequests,
  where,
  type Block,
  type Request,
} from './api-pages';
import {docsDir, frenchDocsDir, root} from './site';

const contractFile = join(root, 'static/api/tibillet.openapi.yaml');
const httpMethods = ['get', 'put', 'post', 'delete', 'patch'] as const;
const origin = 'https://<your-space>.example';
const keyValues: Record<string, string> = {
  apiKey: 'Api-Key <API_KEY>',
  scannerKey: 'Api-Key <SCANNER_KEY>',
};
/** Headers an example may send besides the operation's own header parameters. */
const generalHeaders = ['authorization', 'content-type', 'accept-language'];

type Schema = Record<string, unknown>;
type Parameter = {name: string; in: string; required?: boolean; schema: Schema};
type Operation = {
  key: string;
  method: string;
  path: string;
  pattern: RegExp;
  operationId: string;
  security: Record<string, unknown>[];
  parameters: Parameter[];
  requestBody?: {required?: boolean; content: Record<string, {schema: Schema; example?: unknown}>};
  responses: Record<
    string,
    {content?: Record<string, {schema: Schema; example?: unknown}>; description: string}
  >;
  'x-docs': {page: string; anchor: string};
  'x-permission': string;
};

const raw = yaml.load(readFileSync(contractFile, 'utf8')) as {
  paths: Record<string, Record<string, Omit<Operation, 'key'>>>;
  'x-lespass': {routes: string[]};
};
let operations: Operation[] = [];

const work = mkdtempSync(join(tmpdir(), 'api-contract-'));
afterAll(() => rmSync(work, {recursive: true, force: true}));

beforeAll(async () => {
  const document = (await SwaggerParser.dereference(structuredClone(raw) as never)) as unknown as {
    paths: Record<string, Record<string, Omit<Operation, 'key' | 'method' | 'path' | 'pattern'>>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    httpMethods
      .filter((method) => item[method])
      .map((method) => ({
        ...item[method],
        parameters: item[method].parameters ?? [],
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pattern: new RegExp(
          `^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '([^/?#]+)')}$`,
        ),
      })),
  );
});

/**
 * A copy of a schema in which an object may hold only the properties it
 * declares (allOf parts are merged first), so that a misspelt or invented
 * field in an example is an error.
 */
function strict(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strict);
  if (!schema || typeof schema !== 'object') return schema;
  let node = {...(schema as Schema)};
  if (Array.isArray(node.allOf)) {
    const parts = (node.allOf as Schema[]).map((part) => strict(part) as Schema);
    delete node.allOf;
    node = parts.reduce<Schema>(
      (merged, part) => ({
        ...merged,
        ...part,
        properties: {...(merged.properties as Schema), ...(part.properties as Schema)},
        required: [
          ...((merged.required as string[]) ?? []),
          ...((part.required as string[]) ?? []),
        ],
      }),
      node,
    );
  }
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] =
      key === 'properties'
        ? Object.fromEntries(
            Object.entries(value as Schema).map(([name, sub]) => [name, strict(sub)]),
          )
        : ['items', 'oneOf', 'anyOf', 'additionalProperties', 'not'].includes(key)
          ? strict(value)
          : value;
  }
  if (out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
  return out;
}

const ajv = new Ajv2020({strict: false, allErrors: true});
addFormats(ajv);

/** Placeholders such as <your-space> are not valid in URLs or e-mails: unwrap them. */
function unwrapPlaceholders(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value).replace(/<([\w-]+)>/g, '$1'));
}

function validate(schema: Schema, value: unknown): string[] {
  const check = ajv.compile(strict(schema) as Schema);
  if (check(unwrapPlaceholders(value))) return [];
  return (check.errors ?? []).map(
    (error) =>
      `${error.instancePath || '(root)'} ${error.message}${
        error.params && 'additionalProperty' in error.params
          ? ` (${(error.params as {additionalProperty: string}).additionalProperty})`
          : ''
      }`,
  );
}

function jsonSchemaOf(content?: Record<string, {schema: Schema}>): Schema | undefined {
  return content?.['application/json']?.schema;
}

/** The operation a request names, and what is wrong with the request. */
function check(request: Request): {operation?: Operation; problems: string[]} {
  const problems: string[] = [];
  if (request.problem) problems.push(request.problem);
  if (!request.url.startsWith(`${origin}/`)) {
    return {problems: [`${request.url} does not start with ${origin}/`]};
  }
  const [path, query = ''] = request.url.slice(origin.length).split('?');
  const candidates = operations.filter((operation) => operation.pattern.test(path));
  const operation = candidates.find((candidate) => candidate.method === request.method);
  if (!operation) {
    return {
      problems: [
        candidates.length
          ? `${request.method} ${path}: the contract has ${candidates.map((c) => c.method).join(', ')} only`
          : `${request.method} ${path}: no such path in the contract`,
      ],
    };
  }
  // Path and query parameters.
  const values = operation.pattern.exec(path)!.slice(1);
  const pathParameters = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const search = new URLSearchParams(query);
  for (const parameter of operation.parameters) {
    const value =
      parameter.in === 'path'
        ? decodeURIComponent(values[pathParameters.indexOf(parameter.name)])
        : parameter.in === 'query'
          ? search.get(parameter.name)
          : request.headers[parameter.name.toLowerCase()];
    if (value === null || value === undefined) {
      if (parameter.required)
        problems.push(`${parameter.in} parameter ${parameter.name} is missing`);
      continue;
    }
    const type = (parameter.schema as {type?: string}).type;
    const typed = type === 'integer' || type === 'number' ? Number(value) : value;
    for (const error of validate(parameter.schema, typed))
      problems.push(`${parameter.in} parameter ${parameter.name}: ${error}`);
  }
  for (const name of search.keys()) {
    if (!operation.parameters.some((p) => p.in === 'query' && p.name === name))
      problems.push(`query parameter ${name} is not in the contract`);
  }
  // Headers: the key the operation needs, and only known headers.
  const schemes = operation.security.flatMap((requirement) => Object.keys(requirement));
  const authorization = request.headers.authorization;
  if (schemes.length === 0 && authorization)
    problems.push('sends a key to a route that needs none');
  if (schemes.length && authorization !== keyValues[schemes[0]])
    problems.push(`Authorization is "${authorization ?? ''}", expected "${keyValues[schemes[0]]}"`);
  const headerParameters = operation.parameters
    .filter((parameter) => parameter.in === 'header')
    .map((parameter) => parameter.name.toLowerCase());
  for (const name of Object.keys(request.headers)) {
    if (![...generalHeaders, ...headerParameters].includes(name))
      problems.push(`header ${name} is not in the contract`);
  }
  // Body.
  const bodySchema = jsonSchemaOf(operation.requestBody?.content);
  if (request.body === undefined) {
    if (operation.requestBody?.required) problems.push('sends no body');
  } else if (!bodySchema) {
    problems.push('sends a body to an operation that takes none');
  } else {
    if (request.headers['content-type'] !== 'application/json')
      problems.push('sends JSON without Content-Type: application/json');
    for (const error of validate(bodySchema, request.body)) problems.push(`body ${error}`);
  }
  return {operation, problems};
}

/** Which operation each JSON block illustrates, and whether it is a request or a response. */
function jsonExamples(
  file: string,
  requests: Request[],
): {block: Block; operation?: Operation; status?: string; problem?: string}[] {
  const blocks = codeBlocks(file);
  const page = file
    .split('/')
    .pop()!
    .replace(/\.mdx?$/, '');
  return blocks
    .filter((block) => block.language === 'json')
    .map((block) => {
      const status = /(?:Response|Réponse|answers|répond)\s+`(\d{3})`/.exec(block.lead)?.[1];
      // The operation of the last example request before the block, in the same section.
      const previous = requests
        .filter(
          (request) =>
            request.block.file === block.file &&
            request.block.line < block.line &&
            request.block.section === block.section,
        )
        .sort((a, b) => b.block.line - a.block.line)[0];
      const bySection = operations.filter(
        (operation) =>
          operation['x-docs'].page === page &&
          [block.heading, block.section].includes(operation['x-docs'].anchor),
      );
      const operation = previous
        ? operations.find(
            (candidate) =>
              candidate.pattern.test(previous.url.slice(origin.length).split('?')[0]) &&
              candidate.method === previous.method,
          )
        : bySection.length === 1
          ? bySection[0]
          : undefined;
      return operation
        ? {block, operation, status}
        : {block, status, problem: 'no operation of the contract for this section'};
    });
}

describe('The API contract', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const api = await SwaggerParser.validate(structuredClone(raw) as never);
    expect((api as {openapi: string}).openapi).toBe('3.1.0');
    expect(operations.length).toBeGreaterThanOrEqual(45);
  });

  it('names, for each operation, its page, its permission and a unique id', () => {
    const problems: string[] = [];
    const ids = new Set<string>();
    for (const operation of operations) {
      if (ids.has(operation.operationId)) problems.push(`${operation.key}: duplicate operationId`);
      ids.add(operation.operationId);
      if (!operation['x-permission']) problems.push(`${operation.key}: no x-permission`);
      if (!operation.security) problems.push(`${operation.key}: no security`);
      const docs = operation['x-docs'];
      for (const dir of [docsDir, frenchDocsDir]) {
        const file = join(dir, 'api', `${docs?.page}.md`);
        let text = '';
        try {
          text = readFileSync(file, 'utf8');
        } catch {
          problems.push(`${operation.key}: no page ${file}`);
          continue;
        }
        if (!text.includes(`{#${docs.anchor}}`))
          problems.push(`${operation.key}: ${file} has no heading {#${docs.anchor}}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives examples that match their own schemas', () => {
    const problems: string[] = [];
    for (const operation of operations) {
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
        if (media.example !== undefined)
          for (const error of validate(media.schema, media.example))
            problems.push(`${operation.key} request ${type}: ${error}`);
      }
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const [type, media] of Object.entries(response.content ?? {})) {
          if (media.example !== undefined)
            for (const error of validate(media.schema, media.example))
              problems.push(`${operation.key} ${status} ${type}: ${error}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('covers only routes that Lespass declares (x-lespass)', () => {
    const routes = raw['x-lespass'].routes.map(
      (route) =>
        new RegExp(
          `^${route.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}`,
        ),
    );
    const outside = operations
      .map((operation) => operation.path.replace(/\{\w+\}/g, 'x'))
      .filter((path) => !routes.some((route) => route.test(path)));
    expect(outside).toEqual([]);
  });
});

describe('The API pages and the contract', {timeout: 120_000}, () => {
  let requests: Request[] = [];
  let runProblems: string[] = [];
  let checked: {request: Request; operation?: Operation; problems: string[]}[] = [];
  beforeAll(() => {
    ({requests, problems: runProblems} = exampleRequests(work));
    checked = requests.map((request) => ({request, ...check(request)}));
  });

  it('run every Python and JavaScript example to its requests', () => {
    expect(runProblems).toEqual([]);
    expect(requests.filter((request) => request.client === 'python').length).toBeGreaterThanOrEqual(
      90,
    );
    expect(
      requests.filter((request) => request.client === 'javascript').length,
    ).toBeGreaterThanOrEqual(90);
  });

  it('send only requests that the contract describes, with their key, headers and body fields', () => {
    const problems = checked.flatMap(({request, problems: found}) =>
      found.map((problem) => `${where(request.block)} (${request.client}): ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('show JSON bodies and responses that match the operation they illustrate', () => {
    const problems: string[] = [];
    for (const file of allApiPages) {
      for (const example of jsonExamples(file, requests)) {
        const at = where(example.block);
        if (example.problem || !example.operation) {
          problems.push(`${at}: ${example.problem}`);
          continue;
        }
        let value: unknown;
        try {
          value = JSON.parse(example.block.code);
        } catch (error) {
          problems.push(`${at}: ${(error as Error).message}`);
          continue;
        }
        const {operation, status} = example;
        const schema = status
          ? jsonSchemaOf(operation.responses[status]?.content)
          : jsonSchemaOf(operation.requestBody?.content);
        if (!schema) {
          problems.push(
            `${at}: ${operation.key} has no JSON ${status ? `response ${status}` : 'request body'}`,
          );
          continue;
        }
        for (const error of validate(schema, value))
          problems.push(`${at}: ${operation.key} ${status ?? 'request'} ${error}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('document every operation of the contract with an example in each client, in both languages', () => {
    const missing: string[] = [];
    for (const operation of operations) {
      for (const [language, files] of Object.entries(apiPages)) {
        const file = files.find((page) => page.endsWith(`/api/${operation['x-docs'].page}.md`));
        for (const client of ['curl', 'python', 'javascript'] as const) {
          const found = checked.some(
            ({request, operation: named}) =>
              file?.endsWith(request.block.file) &&
              request.client === client &&
              named === operation,
          );
          if (!found)
            missing.push(`${operation.key}: no ${client} example on the ${language} page`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('The checks of the pages against the contract', () => {
  const block = codeBlocks(join(docsDir, 'api', 'wallets.md'))[0];
  const refill = (change: Partial<Request>): Request => ({
    block,
    client: 'curl',
    method: 'POST',
    url: `${origin}/api/v2/wallet-refills/`,
    headers: {
      authorization: 'Api-Key <API_KEY>',
      'idempotency-key': '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      'content-type': 'application/json',
    },
    body: {email: 'jane@example.org', asset: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f', amount: 500},
    ...change,
  });

  it('accept a request that matches its operation', () => {
    expect(check(refill({})).problems).toEqual([]);
  });

  it('refuse a wrong method, an unknown path, a missing key or header, and an invented field', () => {
    expect(check(refill({method: 'PUT'})).problems[0]).toMatch(/contract has POST only/);
    expect(check(refill({url: `${origin}/api/v2/wallet-refill/`})).problems[0]).toMatch(
      /no such path/,
    );
    expect(check(refill({headers: {'content-type': 'application/json'}})).problems).toEqual([
      'header parameter Idempotency-Key is missing',
      'Authorization is "", expected "Api-Key <API_KEY>"',
    ]);
    expect(
      check(
        refill({
          body: {
            email: 'jane@example.org',
            asset: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
            amout: 500,
          },
        }),
      ).problems.join(),
    ).toMatch(/required property 'amount'.*must NOT have additional properties \(amout\)/);
    expect(check(refill({url: `${origin}/api/v2/wallet-refills/?dry_run=1`})).problems).toEqual([
      'query parameter dry_run is not in the contract',
    ]);
  });

  it('refuse a response example with a field the schema does not declare', () => {
    const operation = operations.find((candidate) => candidate.operationId === 'testApiKey')!;
    const schema = jsonSchemaOf(operation.responses['200'].content)!;
    const auth = Object.fromEntries(
      [
        'event',
        'postaladdress',
        'product',
        'price',
        'reservation',
        'membership',
        'ticket',
        'wallet',
        'sale',
        'crowd',
        'walletrefill',
      ].map((name) => [name, false]),
    );
    expect(validate(schema, {auth, ip_request: '203.0.113.25', ip_valid: false})).toEqual([]);
    expect(
      validate(schema, {auth: {...auth, page: false}, ip_request: '203.0.113.25', ip_valid: false}),
    ).toEqual(['/auth must NOT have additional properties (page)']);
  });
});
