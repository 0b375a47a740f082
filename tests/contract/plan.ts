// From an operation, its case and the run's state to a concrete request: the valid call
// (examples + overrides) and one invalid variant that Prism must refuse with 422.
import type { CallRequest, QueryValue } from './http';
import { cases, defaultRole, type Case, type Role, type State } from './cases';
import type { Operation, Parameter, Schema } from './spec';

export interface Planned {
  role: Role;
  pathParams: Record<string, string | number>;
  query: Record<string, QueryValue | undefined>;
  json?: unknown;
  form?: FormData;
}

export function caseOf(op: Operation): Case {
  return cases[op.id] ?? {};
}

const asQuery = (v: unknown): QueryValue | undefined =>
  v === undefined || v === null ? undefined : Array.isArray(v) ? (v as (string | number | boolean)[]) : (v as string | number | boolean);

/** The example multipart body: string fields as they are, binary fields as a small text file. */
function exampleForm(op: Operation): FormData {
  const form = new FormData();
  const example = (op.body?.example ?? {}) as Record<string, unknown>;
  const props = (op.body?.schema.properties ?? {}) as Record<string, Schema>;
  for (const [key, value] of Object.entries(example)) {
    if (props[key]?.format === 'binary') form.append(key, new Blob([String(value)], { type: 'application/pdf' }), `${key}.pdf`);
    else form.append(key, String(value));
  }
  return form;
}

export function planValid(op: Operation, s: State): Planned {
  const c = caseOf(op);
  const pathParams: Record<string, string | number> = {};
  const query: Record<string, QueryValue | undefined> = {};
  for (const p of op.parameters) {
    if (p.in === 'path') pathParams[p.name] = p.example as string | number;
    if (p.in === 'query') query[p.name] = asQuery(p.example);
  }
  Object.assign(pathParams, c.path?.(s));
  Object.assign(query, c.query?.(s));
  const planned: Planned = { role: c.role ?? defaultRole(op.path, op.isPublic), pathParams, query };
  if (op.body) {
    if (op.body.contentType.startsWith('multipart/')) planned.form = c.form?.(s) ?? exampleForm(op);
    else planned.json = c.body ? c.body(s) : structuredClone(op.body.example);
  } else if (c.body) planned.json = c.body(s);
  return planned;
}

export function toRequest(op: Operation, planned: Planned, s: State): CallRequest {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = planned.pathParams[name];
    if (value === undefined) throw new Error(`${op.id}: no value for path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  return {
    method: op.method,
    path,
    query: planned.query,
    token: planned.role === 'none' ? undefined : s.tokens[planned.role],
    json: planned.json,
    form: planned.form,
  };
}

// ---- invalid variants ----------------------------------------------------------------------

/** A value of the wrong type (or outside the enum/pattern) for a schema. */
function wrongValue(schema: Schema): unknown {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (schema.enum) return typeof (schema.enum as unknown[])[0] === 'number' ? -987654 : 'not-an-allowed-value';
  switch (type) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'not-a-number';
    case 'boolean':
      return 'not-a-boolean';
    case 'array':
      return 'not-an-array';
    case 'object':
      return 'not-an-object';
    default:
      return undefined;
  }
}

/** A query/path text that breaks the parameter's schema, or undefined when none is known. */
function wrongText(p: Parameter): QueryValue | undefined {
  const s = p.schema;
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (s.enum) return 'not-an-allowed-value';
  if (type === 'integer' || type === 'number') return 'abc';
  if (type === 'boolean') return 'maybe';
  if (type === 'array') {
    const items = (s.items ?? {}) as Schema;
    if (items.enum) return ['not-an-allowed-value'];
    if (items.type === 'integer' || items.type === 'number') return ['abc'];
    return undefined;
  }
  if (type === 'string') {
    if (s.format === 'date' || s.format === 'date-time') return 'not-a-date';
    if (typeof s.pattern === 'string') return 'bad value!';
    if (typeof s.maxLength === 'number') return 'x'.repeat(s.maxLength + 1);
    if (typeof s.minLength === 'number' && s.minLength > 0) return '';
  }
  return undefined;
}

export interface InvalidPlan {
  what: string;
  /** Where Prism's 422 must place the violation. */
  location: 'body' | 'path' | 'query' | 'none';
  planned: Planned;
}

/** One invalid variant of the valid call, or null when the operation takes no input. */
export function planInvalid(op: Operation, valid: Planned): InvalidPlan | null {
  const clone = (): Planned => ({
    ...valid,
    pathParams: { ...valid.pathParams },
    query: { ...valid.query },
    json: valid.json === undefined ? undefined : structuredClone(valid.json),
  });
  if (op.body && !op.body.contentType.startsWith('multipart/')) {
    const schema = op.body.schema;
    const required = (schema.required ?? []) as string[];
    const planned = clone();
    const body = (planned.json ?? {}) as Record<string, unknown>;
    if (required.length) {
      delete body[required[0]!];
      planned.json = body;
      return { what: `body without required ${required[0]}`, location: 'body', planned };
    }
    const props = (schema.properties ?? {}) as Record<string, Schema>;
    for (const [key, propSchema] of Object.entries(props)) {
      const wrong = wrongValue(propSchema);
      if (wrong === undefined) continue;
      body[key] = wrong;
      planned.json = body;
      return { what: `body.${key} = ${JSON.stringify(wrong)}`, location: 'body', planned };
    }
    if (schema.additionalProperties === false) {
      body.notInTheContract = true;
      planned.json = body;
      return { what: 'body with an unknown property', location: 'body', planned };
    }
  }
  if (op.body?.contentType.startsWith('multipart/')) {
    const planned = clone();
    const form = new FormData();
    form.append('purpose', 'invoice');
    planned.form = form;
    return { what: 'multipart without the required file', location: 'body', planned };
  }
  for (const p of op.parameters.filter((x) => x.in === 'path')) {
    const wrong = wrongText(p);
    if (wrong === undefined || Array.isArray(wrong)) continue;
    const planned = clone();
    planned.pathParams[p.name] = String(wrong);
    return { what: `path ${p.name}=${String(wrong)}`, location: 'path', planned };
  }
  const queryParams = op.parameters.filter((x) => x.in === 'query');
  const requiredQuery = queryParams.find((p) => p.required);
  if (requiredQuery) {
    const planned = clone();
    delete planned.query[requiredQuery.name];
    return { what: `query without required ${requiredQuery.name}`, location: 'query', planned };
  }
  for (const p of queryParams) {
    const wrong = wrongText(p);
    if (wrong === undefined) continue;
    const planned = clone();
    planned.query[p.name] = wrong;
    return { what: `query ${p.name}=${JSON.stringify(wrong)}`, location: 'query', planned };
  }
  if (op.body || op.parameters.length) return { what: 'no invalid variant found', location: 'none', planned: clone() };
  return null;
}
