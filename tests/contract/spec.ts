// The contract as the runner sees it: every operation (method + path) with its parameters,
// request body and documented statuses, `$ref`s resolved, examples ready to send.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Schema = { [key: string]: unknown };

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
  example: unknown;
}

export interface Operation {
  id: string;
  method: string;
  path: string;
  tag: string;
  /** `true` when `security: []` (public); an optional `{}` alternative also counts as public. */
  isPublic: boolean;
  parameters: Parameter[];
  /** `example` is the first of `examples`: every example the contract gives, by name (`example` alone is named "example"). */
  body?: { contentType: string; schema: Schema; example: unknown; examples: { name: string; value: unknown }[]; required: boolean };
  statuses: number[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export function loadContract(file: string): Operation[] {
  const doc = parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const deref = <T>(node: unknown, seen = 0): T => {
    let current = node as Record<string, unknown> | undefined;
    while (current && typeof current.$ref === 'string') {
      if (seen++ > 50) throw new Error(`$ref loop at ${String(current.$ref)}`);
      const parts = current.$ref
        .replace(/^#\//, '')
        .split('/')
        .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
      current = parts.reduce<unknown>((acc, key) => (acc as Record<string, unknown>)[key], doc) as Record<string, unknown>;
    }
    return current as T;
  };
  /** A schema with its own `$ref`s, `allOf` members and property schemas resolved (one level deep each). */
  const resolveSchema = (schema: unknown): Schema => {
    const s = { ...deref<Schema>(schema) };
    if (s.properties) {
      s.properties = Object.fromEntries(Object.entries(s.properties as Record<string, unknown>).map(([k, v]) => [k, resolveSchema(v)]));
    }
    if (s.items) s.items = deref<Schema>(s.items);
    return s;
  };
  const defaultSecurity = doc.security as unknown[] | undefined;
  const paths = doc.paths as Record<string, Record<string, unknown>>;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      const rawParams = [...((item.parameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])];
      const byKey = new Map<string, Parameter>();
      for (const raw of rawParams) {
        const p = deref<Record<string, unknown>>(raw);
        const schema = resolveSchema(p.schema ?? {});
        byKey.set(`${String(p.in)}:${String(p.name)}`, {
          name: String(p.name),
          in: p.in as Parameter['in'],
          required: Boolean(p.required),
          schema,
          example: p.example ?? schema.example,
        });
      }
      let body: Operation['body'];
      if (op.requestBody) {
        const rb = deref<Record<string, unknown>>(op.requestBody);
        const [[contentType, media]] = Object.entries(rb.content as Record<string, Record<string, unknown>>) as [
          [string, Record<string, unknown>],
        ];
        const named = Object.entries((media.examples as Record<string, unknown> | undefined) ?? {}).map(([name, ex]) => ({
          name,
          value: deref<Record<string, unknown>>(ex).value,
        }));
        const examples = 'example' in media ? [{ name: 'example', value: media.example }, ...named] : named;
        body = {
          contentType,
          schema: resolveSchema(media.schema ?? {}),
          example: examples[0]?.value,
          examples,
          required: Boolean(rb.required),
        };
      }
      const security = (op.security as unknown[] | undefined) ?? defaultSecurity ?? [];
      const isPublic = security.length === 0 || security.some((s) => Object.keys(s as Record<string, unknown>).length === 0);
      operations.push({
        id: String(op.operationId),
        method: method.toUpperCase(),
        path,
        tag: String(((op.tags as string[]) ?? [''])[0]),
        isPublic,
        parameters: [...byKey.values()],
        body,
        statuses: Object.keys(op.responses as Record<string, unknown>)
          .filter((code) => /^\d{3}$/.test(code))
          .map(Number),
      });
    }
  }
  return operations;
}
