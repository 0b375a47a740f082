// openapi/portal.yaml as the tests that hold a mock rule and the contract together read it: the
// operations with their extensions (`x-permissions`) and responses as written, and any
// component by name, `$ref`s followed. Node only (it reads the file); not part of any handler.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import YAML from 'yaml';

export type Json = Record<string, unknown>;

export const contract = YAML.parse(fs.readFileSync(fileURLToPath(new URL('../../openapi/portal.yaml', import.meta.url)), 'utf8')) as Json;

/** The node a `#/…` reference points at. */
export function lookup(ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((o, k) => (o as Json | undefined)?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], contract);
}

/** The node itself, or what its `$ref` (and theirs) points at. */
export function deref<T = Json>(node: unknown): T {
  let current = node as Json | undefined;
  while (current && typeof current.$ref === 'string') current = lookup(current.$ref) as Json | undefined;
  return current as T;
}

export const schemaOf = (name: string): Json => deref<Json>((contract.components as Json & { schemas: Json }).schemas[name]);

export interface ContractOperation {
  id: string;
  method: string;
  path: string;
  op: Json;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

export const contractOperations: ContractOperation[] = Object.entries(contract.paths as Json).flatMap(([path, item]) =>
  Object.entries(item as Json)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, op]) => ({ id: String((op as Json).operationId), method: method.toUpperCase(), path, op: op as Json })),
);

/** The JSON request body schema of an operation, `$ref`s of the body and its properties followed. */
export function bodySchemaOf(operationId: string): Json | undefined {
  const op = contractOperations.find((o) => o.id === operationId)?.op;
  const body = op?.requestBody ? deref<Json>(op.requestBody) : undefined;
  const media = (body?.content as Json | undefined)?.['application/json'] as Json | undefined;
  return media ? deref<Json>(media.schema) : undefined;
}

// The ajv options Prism runs with (patches/@stoplight+prism-http+5.12.0.patch), as mocks/handlers/contract-check.ts.
const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true, allowMatchingProperties: true, strict: false, multipleOfPrecision: 8 });
addFormats(ajv);
ajv.addSchema({ $id: 'doc', components: contract.components }, 'doc');
const compiled = new Map<string, ValidateFunction>();

/** Whether `value` meets `schema` (a part of the contract, its `#/components/…` refs resolved) as Prism would judge it. */
export function meetsSchema(schema: Json, value: unknown): boolean {
  const text = JSON.stringify(schema).replace(/"#\/components\//g, '"doc#/components/');
  let validate = compiled.get(text);
  if (!validate) compiled.set(text, (validate = ajv.compile(JSON.parse(text) as Json)));
  return validate(value);
}
