/**
 * `npm run check:api-drift -- <Lespass checkout>` on the invented Lespass of
 * tests/fixtures/api-drift: no drift on the recorded tree; one route added,
 * one removed and one field renamed are each reported, with exit 1; bad input
 * says what is wrong and exits 2, distinct from drift.
 */
import {spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {root} from './site';

const script = join(root, 'scripts/check-api-drift.mjs');
const fixtures = join(root, 'tests/fixtures/api-drift');
const contract = join(fixtures, 'contract.yaml');
const work = mkdtempSync(join(tmpdir(), 'api-drift-'));
afterAll(() => rmSync(work, {recursive: true, force: true}));

function drift(...args: string[]) {
  const result = spawnSync(process.execPath, [script, ...args], {encoding: 'utf8'});
  return {code: result.status, out: `${result.stdout}${result.stderr}`};
}

/** A copy of the fixture tree, changed by `edit`. */
function checkout(name: string, edit: (dir: string) => void = () => {}): string {
  const dir = join(work, name);
  cpSync(join(fixtures, 'lespass'), dir, {recursive: true});
  edit(dir);
  return dir;
}

function change(file: string, from: string, to: string) {
  const text = readFileSync(file, 'utf8');
  expect(text, `${file} holds "${from}"`).toContain(from);
  writeFileSync(file, text.replace(from, to));
}

describe('check:api-drift', {timeout: 30_000}, () => {
  it('finds no drift when the checkout is the one the contract recorded', () => {
    const result = drift(checkout('same'), '--contract', contract);
    expect(result.out).toContain('No API drift');
    expect(result.code).toBe(0);
  });

  it('reports a route added, a route removed and a field renamed, and exits 1', () => {
    const dir = checkout('drifted', (tree) => {
      const urls = join(tree, 'api_v2/urls.py');
      change(urls, 'router.register(r"gadgets", GadgetViewSet, basename="gadget")\n', '');
      change(
        urls,
        'router.register(r"widgets"',
        'router.register(r"sprockets", SprocketViewSet, basename="sprocket")\nrouter.register(r"widgets"',
      );
      const schema = join(tree, 'api_v2/openapi-schema.yaml');
      change(schema, '        startDate: {type: string}', '        beginDate: {type: string}');
    });
    const result = drift(dir, '--contract', contract);
    expect(result.code).toBe(1);
    expect(result.out).toContain('+ /api/v2/sprockets/');
    expect(result.out).toContain('- /api/v2/gadgets/');
    expect(result.out).toMatch(
      /~ POST \/api\/v2\/widgets\/: request field beginDate added; request field startDate removed/,
    );
    expect(result.out).toMatch(
      /~ GET \/api\/v2\/widgets\/: .*response 200 field results\[\]\.beginDate added/,
    );
    expect(result.out).not.toContain('/scan/check_ticket/ added');
    expect(result.out).not.toContain('/home/');
  });

  it('reports an operation removed from the schema', () => {
    const dir = checkout('operation-removed', (tree) => {
      const schema = join(tree, 'api_v2/openapi-schema.yaml');
      const text = readFileSync(schema, 'utf8');
      writeFileSync(
        schema,
        text.replace(/ {2}\/api\/v2\/gadgets\/\{uuid\}\/:[\s\S]*?(?=components:)/, ''),
      );
    });
    const result = drift(dir, '--contract', contract);
    expect(result.code).toBe(1);
    expect(result.out).toContain('- GET /api/v2/gadgets/{uuid}/');
  });

  it('exits 2 with a clear message without a path', () => {
    const result = drift();
    expect(result.code).toBe(2);
    expect(result.out).toContain('Give the path to a Lespass checkout');
  });

  it('exits 2 when the path is not a Lespass checkout', () => {
    const result = drift(join(fixtures, 'not-lespass'), '--contract', contract);
    expect(result.code).toBe(2);
    expect(result.out).toMatch(/is not a Lespass checkout: .*api_v2\/openapi-schema\.yaml/);
    expect(drift(join(work, 'missing'), '--contract', contract).code).toBe(2);
  });

  it('exits 2 when the schema does not parse', () => {
    const dir = checkout('bad-schema', (tree) => {
      writeFileSync(join(tree, 'api_v2/openapi-schema.yaml'), 'paths: [unclosed\n  - {\n');
    });
    const result = drift(dir, '--contract', contract);
    expect(result.code).toBe(2);
    expect(result.out).toMatch(/product schema .*openapi-schema\.yaml does not parse/);
  });

  it('prints the state of a checkout for the contract with --snapshot', () => {
    const result = drift(checkout('snapshot'), '--snapshot');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^x-lespass:\n {2}version: 0\.1\.0\n/);
    expect(result.out).toContain('- /api/ticket/pdf/{pk_uuid}');
  });
});
