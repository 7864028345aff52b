/**
 * The reference of one API operation, from the contract: its key and
 * permission, parameters, request body and responses, in a collapsed
 * <details> (the theme's, keyboard accessible, in both colour modes) beside
 * the page's own explanation and examples. Its words come from
 * src/data/texts/<locale>/api-reference.json, so that only the API pages
 * carry them (src/plugins/locale-texts).
 */
import type {ReactNode} from 'react';
import Details from '@theme/Details';
import texts from '@locale-texts/api-reference.json';
import type {Field, Operation, Reference, TypeNode} from './types';

type Props = {
  /** The page's part of the contract: `import reference from '@site/static/api/tibillet.openapi.yaml?page=…'`. */
  of: Reference;
  /** The operationId in the contract. */
  operation: string;
};

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

const literal = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The words for a type, without its fields: "string (UUID)", "integer, from 1 to 366". */
function typeWords(node: TypeNode, defs: Reference['defs'], depth = 0): string {
  if (node.ref) return depth > 6 ? texts.types.object : typeWords(defs[node.ref], defs, depth + 1);
  if (node.alt) {
    return node.alt.map((part) => typeWords(part, defs, depth + 1)).join(` ${texts.or} `);
  }
  const type = node.t ?? 'any';
  let words: string =
    type === 'array' && node.of
      ? fill(texts.listOf, {type: typeWords(node.of, defs, depth + 1)})
      : texts.types[type];
  const details: string[] = [];
  if (node.f) details.push(texts.formats[node.f as keyof typeof texts.formats] ?? node.f);
  if (node.m) details.push(node.m);
  if (details.length) words += ` (${details.join(', ')})`;
  const limits: string[] = [];
  if (node.c !== undefined) limits.push(fill(texts.always, {value: literal(node.c)}));
  if (node.e) limits.push(fill(texts.oneOf, {values: node.e.map(literal).join(', ')}));
  if (node.min !== undefined && node.max !== undefined)
    limits.push(fill(texts.between, {min: node.min, max: node.max}));
  else if (node.min !== undefined) limits.push(fill(texts.atLeast, {min: node.min}));
  else if (node.max !== undefined) limits.push(fill(texts.atMost, {max: node.max}));
  if (node.maxL !== undefined) limits.push(fill(texts.maxLength, {max: node.maxL}));
  if (node.minI) limits.push(fill(texts.minItems, {min: node.minI}));
  if (node.maxI !== undefined) limits.push(fill(texts.maxItems, {max: node.maxI}));
  if (node.d !== undefined) limits.push(fill(texts.default, {value: literal(node.d)}));
  return limits.length ? `${words}, ${limits.join(', ')}` : words;
}

/** The fields a type holds, directly or through a list, a reference or alternatives. */
function fieldsOf(node: TypeNode, defs: Reference['defs'], depth = 0): Field[][] {
  if (depth > 6) return [];
  if (node.ref) return fieldsOf(defs[node.ref], defs, depth + 1);
  if (node.alt) return node.alt.flatMap((part) => fieldsOf(part, defs, depth + 1));
  if (node.of) return fieldsOf(node.of, defs, depth + 1);
  return node.fields ? [node.fields] : [];
}

function extraOf(node: TypeNode, defs: Reference['defs'], depth = 0): TypeNode | undefined {
  if (depth > 6) return undefined;
  if (node.ref) return extraOf(defs[node.ref], defs, depth + 1);
  if (node.alt) {
    return node.alt.map((part) => extraOf(part, defs, depth + 1)).find(Boolean);
  }
  return node.extra;
}

function Fields({
  node,
  defs,
  depth = 0,
}: {
  node: TypeNode;
  defs: Reference['defs'];
  depth?: number;
}): ReactNode {
  const groups = fieldsOf(node, defs);
  const extra = extraOf(node, defs);
  if (depth > 5 || (groups.length === 0 && !extra)) return null;
  const list = (fields: Field[]) => (
    <ul>
      {fields.map((field) => (
        <li key={field.n}>
          <code>{field.n}</code> {typeWords(field.type, defs)}
          {field.r ? <strong> · {texts.required}</strong> : null}
          <Fields node={field.type} defs={defs} depth={depth + 1} />
        </li>
      ))}
      {extra ? (
        <li>
          <em>{texts.anyField}</em> {typeWords(extra, defs)}
        </li>
      ) : null}
    </ul>
  );
  if (groups.length <= 1) return list(groups[0] ?? []);
  return (
    <ul>
      {groups.map((fields, index) => (
        <li key={index}>
          {fill(texts.form, {number: index + 1})}
          {list(fields)}
        </li>
      ))}
    </ul>
  );
}

function Access({operation}: {operation: Operation}) {
  const key = operation.key ? texts.keys[operation.key] : texts.keys.none;
  const permission = texts.permissions[operation.permission as keyof typeof texts.permissions];
  return (
    <p>
      <strong>{texts.key}</strong> {key}
      {operation.key === 'apiKey' && permission ? (
        <>
          {' · '}
          <strong>{texts.permission}</strong> {permission}
        </>
      ) : null}
      {operation.admin ? <> · {texts.creatorAdmin}</> : null}
    </p>
  );
}

export default function ApiReference({of, operation: id}: Props): ReactNode {
  const operation = of.operations[id];
  if (!operation) throw new Error(`The contract has no operation ${id} on this page.`);
  const {defs} = of;
  return (
    <Details
      summary={
        <summary>
          {texts.reference} <code>{`${operation.method} ${operation.path}`}</code>
        </summary>
      }>
      <Access operation={operation} />
      {operation.parameters.length > 0 ? (
        <>
          <p>
            <strong>{texts.parameters}</strong>
          </p>
          <ul>
            {operation.parameters.map((parameter) => (
              <li key={`${parameter.in}-${parameter.n}`}>
                <code>{parameter.n}</code>
                {` (${texts.in[parameter.in]}) ${typeWords(parameter.type, defs)}`}
                {parameter.r ? <strong> · {texts.required}</strong> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {operation.body ? (
        <>
          <p>
            <strong>{texts.body}</strong> <code>{operation.body.media.join(', ')}</code>
          </p>
          <Fields node={operation.body.type} defs={defs} />
        </>
      ) : null}
      <p>
        <strong>{texts.responses}</strong>
      </p>
      <ul>
        {operation.responses.map((response) => (
          <li key={response.s}>
            <code>{response.s}</code>{' '}
            {response.media.length ? <code>{response.media.join(', ')}</code> : texts.noBody}
            {response.type && !fieldsOf(response.type, defs).length && !extraOf(response.type, defs)
              ? ` ${typeWords(response.type, defs)}`
              : null}
            {response.headers ? (
              <>
                {' · '}
                {texts.headers}{' '}
                {response.headers.map((name) => (
                  <code key={name}>{name} </code>
                ))}
              </>
            ) : null}
            {response.type ? <Fields node={response.type} defs={defs} /> : null}
          </li>
        ))}
      </ul>
    </Details>
  );
}
