/**
 * The reference data of one API page, made at build time from the contract
 * by src/plugins/api-contract (reference.cjs): the page imports
 * `@site/static/api/tibillet.openapi.yaml?page=<page>`.
 */
export type TypeNode = {
  /** A schema described once in `defs`. */
  ref?: string;
  /** One of these types. */
  alt?: TypeNode[];
  t?: 'string' | 'integer' | 'number' | 'boolean' | 'null' | 'object' | 'array' | 'any';
  /** Format (uuid, date-time, email, uri) and media type. */
  f?: string;
  m?: string;
  /** Allowed values, fixed value, default. */
  e?: (string | number | boolean | null)[];
  c?: string | number | boolean | null;
  d?: string | number | boolean | null;
  min?: number;
  max?: number;
  minL?: number;
  maxL?: number;
  minI?: number;
  maxI?: number;
  /** The items of a list. */
  of?: TypeNode;
  /** The properties of an object, and the type of any other property. */
  fields?: Field[];
  extra?: TypeNode;
};

export type Field = {n: string; r?: 1; type: TypeNode};

export type Parameter = Field & {in: 'path' | 'query' | 'header'};

export type Operation = {
  method: string;
  path: string;
  key: 'apiKey' | 'scannerKey' | null;
  permission: string;
  admin?: 1;
  parameters: Parameter[];
  body?: {media: string[]; type: TypeNode};
  responses: {s: string; media: string[]; type?: TypeNode; headers?: string[]}[];
};

export type Reference = {operations: Record<string, Operation>; defs: Record<string, TypeNode>};
