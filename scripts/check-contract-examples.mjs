// Not Spectral alone (it runs first): its oas rules check the examples there are, none requires one everywhere.
// Validates every example in the contract against its schema with the ajv options Prism uses (ajv
// 2020, ajv-formats, and the multipleOfPrecision that patches/@stoplight+prism-http+*.patch gives
// Prism), and requires an example on every parameter, request body and response body (binary
// bodies excepted), so `prism mock` serves believable data and the contract run has valid requests
// to start from.
import fs from 'node:fs';
import YAML from 'yaml';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

const Ajv2020 = Ajv2020Module.default ?? Ajv2020Module;
const addFormats = addFormatsModule.default ?? addFormatsModule;
const file = process.argv[2] ?? 'openapi/portal.yaml';
const doc = YAML.parse(fs.readFileSync(file, 'utf8'));

const get = (ref) =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((o, k) => o?.[k], doc);
const deref = (o) => (o && o.$ref ? deref(get(o.$ref)) : o);

const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true, allowMatchingProperties: true, strict: false, multipleOfPrecision: 8 });
addFormats(ajv);
// register the whole document so internal $refs resolve
ajv.addSchema({ $id: 'doc', components: doc.components }, 'doc');
const fix = (s) => JSON.parse(JSON.stringify(s).replace(/"#\/components\//g, '"doc#/components/'));

let n = 0,
  bad = 0;
function check(where, schema, value) {
  if (!schema) return;
  n++;
  let v;
  try {
    v = ajv.compile(fix(schema));
  } catch (e) {
    console.log('SCHEMA ERR', where, e.message);
    bad++;
    return;
  }
  if (!v(value)) {
    bad++;
    console.log('INVALID', where, JSON.stringify(v.errors.map((e) => `${e.instancePath} ${e.message}`)));
  }
}
function media(where, mt) {
  mt = deref(mt);
  if (!mt) return;
  if ('example' in mt) check(where + ' example', mt.schema, mt.example);
  for (const [k, ex] of Object.entries(mt.examples || {})) check(`${where} examples.${k}`, mt.schema, deref(ex).value);
}
const missing = [];
for (const [p, item] of Object.entries(doc.paths || {})) {
  const common = item.parameters || [];
  for (const [m, op] of Object.entries(item)) {
    if (!['get', 'put', 'post', 'delete', 'patch'].includes(m)) continue;
    const id = `${m.toUpperCase()} ${p}`;
    for (const pr of [...common, ...(op.parameters || [])].map(deref)) {
      if (!('example' in pr) && !pr.examples) missing.push(`${id} param ${pr.name}`);
      if ('example' in pr) check(`${id} param ${pr.name}`, pr.schema, pr.example);
    }
    const rb = deref(op.requestBody);
    if (rb)
      for (const [ct, mt] of Object.entries(rb.content)) {
        if (!('example' in mt) && !mt.examples) missing.push(`${id} requestBody ${ct}`);
        media(`${id} requestBody ${ct}`, mt);
      }
    for (const [st, r0] of Object.entries(op.responses)) {
      const r = deref(r0);
      for (const [h, ho] of Object.entries(r.headers || {})) if ('example' in ho) check(`${id} ${st} header ${h}`, ho.schema, ho.example);
      for (const [ct, mt] of Object.entries(r.content || {})) {
        const binary = deref(mt.schema)?.format === 'binary';
        if (!('example' in mt) && !mt.examples && !binary) missing.push(`${id} ${st} ${ct}`);
        media(`${id} ${st} ${ct}`, mt);
      }
      if (/^2/.test(st) && st !== '204' && !r.content) missing.push(`${id} ${st} has no body`);
    }
  }
}
for (const [k, ex] of Object.entries(doc.components?.examples || {})) if (!ex.value) missing.push('component example without value ' + k);
console.log(
  `${n} examples checked, ${bad} invalid` +
    (missing.length
      ? `; without example: ${missing.length}\n  ` + missing.join('\n  ')
      : '; every parameter, body and response has an example'),
);
process.exit(bad || missing.length ? 1 : 0);
