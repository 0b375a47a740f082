// For the handler tests: checks every answer the mock sends against openapi/portal.yaml with the
// ajv options Prism uses (ajv 2020, ajv-formats, multipleOfPrecision as patches/@stoplight+prism-http+5.12.0.patch
// sets it) — declared status, declared content type, body schema. The Prism proxy run does the
// same over HTTP; doing it here too makes a contract slip fail the unit test that caused it.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import YAML from 'yaml';

type Json = Record<string, unknown>;
interface Operation {
  pattern: RegExp;
  params: number;
  method: string;
  responses: Json;
}

const doc = YAML.parse(fs.readFileSync(fileURLToPath(new URL('../../openapi/portal.yaml', import.meta.url)), 'utf8')) as Json;
const lookup = (ref: string): unknown =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((o, k) => (o as Json | undefined)?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
const deref = (o: unknown): Json | undefined => {
  const obj = o as Json | undefined;
  return obj && typeof obj.$ref === 'string' ? deref(lookup(obj.$ref)) : obj;
};

const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true, allowMatchingProperties: true, strict: false, multipleOfPrecision: 8 });
addFormats(ajv);
ajv.addSchema({ $id: 'doc', components: doc.components }, 'doc');
const compiled = new Map<string, ValidateFunction>();
function validator(key: string, schema: unknown): ValidateFunction {
  let v = compiled.get(key);
  if (!v) {
    v = ajv.compile(JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"doc#/components/')) as Json);
    compiled.set(key, v);
  }
  return v;
}

const operations: Operation[] = [];
for (const [p, item] of Object.entries(doc.paths as Json)) {
  for (const [method, op] of Object.entries(item as Json)) {
    if (!['get', 'put', 'post', 'delete', 'patch'].includes(method)) continue;
    const source = p.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
    operations.push({
      pattern: new RegExp(`^${source}$`),
      params: (p.match(/\{/g) ?? []).length,
      method: method.toUpperCase(),
      responses: (op as Json).responses as Json,
    });
  }
}
// Fixed paths win over parameterised ones (/payments/eligible before /payments/{paymentId}).
operations.sort((a, b) => a.params - b.params);

/** Problems with one answer, as text; empty when it matches the contract (or the call is not in it). */
export async function contractViolations(request: Request, response: Response): Promise<string[]> {
  const url = new URL(request.url);
  if (!url.pathname.startsWith('/api/')) return [];
  const where = `${request.method} ${url.pathname} → ${response.status}`;
  const op = operations.find((o) => o.method === request.method && o.pattern.test(url.pathname));
  if (!op) return [`${where}: not in the contract`];
  const declared = deref(op.responses[String(response.status)]);
  if (!declared) return [`${where}: status not declared`];
  const problems: string[] = [];
  for (const [name, header] of Object.entries((declared.headers ?? {}) as Record<string, { required?: boolean }>)) {
    if (header.required && !response.headers.has(name)) problems.push(`${where}: header ${name} missing`);
  }
  const content = declared.content as Json | undefined;
  if (!content) return (await response.clone().text()) ? [...problems, `${where}: body sent where none is declared`] : problems;
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  const media = deref(content[type]);
  if (!media) return [...problems, `${where}: content type ${type || '(none)'} not declared (${Object.keys(content).join(', ')})`];
  if (type !== 'application/json') return problems;
  const body = (await response.clone().json()) as unknown;
  const validate = validator(`${op.method} ${op.pattern.source} ${response.status}`, media.schema);
  if (validate(body)) return problems;
  return [
    ...problems,
    ...(validate.errors ?? []).map((e) => `${where}: ${e.instancePath || '(body)'} ${e.message} ${JSON.stringify(e.params)}`),
  ];
}
