// The one body check of the mock: a JSON body parsed with the operation's generated zod schema
// (src/api/generated/zod/*, made strict as the contract's `additionalProperties: false` is), so the
// mock refuses what the contract refuses, with the limits the contract states. A failure is
// thrown as the contract's 400 `validation` with `fields` in the words of field-messages.ts; a
// body of another content type as 415 (respond.ts). What zod cannot state — a rule across fields,
// a look-up in the store — stays in the handler or in mocks/rules/.
import type { z, ZodObject } from 'zod';
import type { ProblemField } from '@/api/generated/model/problemField';
import { fieldMessages, issuesToFields } from './field-messages';
import { invalid, readJsonBody } from './respond';
import { nameFields } from '../rules/names';

export interface BodyOptions {
  /** The body may be absent (read as `{}`); a present but malformed one is still a 400. */
  optional?: boolean;
  /** At least this many fields (a PATCH with nothing to change is a 400). */
  minProperties?: number;
  /** Checked first with the shared name rule (rules/names.ts), so a bad name says why. */
  names?: readonly string[];
  /** The same, for names that may be blank. */
  optionalNames?: readonly string[];
  /** Text fields measured and kept without surrounding spaces, as the app sends them trimmed. */
  trim?: readonly string[];
  /** Text the app tidies before sending (a demo reason: spaces collapsed, capitalised), tidied the same way before it is measured. */
  tidy?: Readonly<Record<string, (value: string) => string>>;
  /** Only the fields sent, without the schema's defaults (a partial update must not reset a field). */
  sentOnly?: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body as sent (after the trims), its name-rule failures and zod's verdict. */
async function parse<S extends ZodObject>(request: Request, schema: S, options: BodyOptions) {
  const read = await readJsonBody(request);
  if (read.state === 'absent') {
    if (options.optional) return { raw: {} as unknown, badNames: [], result: schema.strict().safeParse({}) };
    throw invalid([{ field: 'body', message: fieldMessages.jsonObject }]);
  }
  if (read.state === 'malformed') throw invalid([{ field: 'body', message: fieldMessages.malformedJson }]);
  const sent = read.value;
  // Names are judged as sent: a tab at the edge is a control character, not a space to trim.
  const badNames: ProblemField[] = isObject(sent) ? nameFields(sent, options.names ?? [], options.optionalNames ?? []) : [];
  let raw = sent;
  if (isObject(sent) && (options.trim?.length || options.tidy)) {
    const clean: Record<string, unknown> = { ...sent };
    const text = (key: string, how: (value: string) => string) => {
      if (typeof clean[key] === 'string') clean[key] = how(clean[key] as string);
    };
    for (const key of options.trim ?? []) text(key, (v) => v.trim());
    for (const [key, how] of Object.entries(options.tidy ?? {})) text(key, how);
    raw = clean;
  }
  return { raw, badNames, result: schema.strict().safeParse(raw) };
}

/** One entry per field, the first problem found kept (a field says one thing at a time). */
export function addFields(fields: ProblemField[], more: readonly ProblemField[]): ProblemField[] {
  for (const f of more) if (!fields.some((g) => g.field === f.field)) fields.push(f);
  return fields;
}

/** The body, parsed and typed by the operation's schema; throws the 400/415 answer. */
export async function readBody<S extends ZodObject>(request: Request, schema: S, options: BodyOptions = {}): Promise<z.output<S>> {
  const { raw, badNames, result } = await parse(request, schema, options);
  if (!result.success || badNames.length) {
    throw invalid(addFields([...badNames], result.success ? [] : issuesToFields(result.error.issues, raw)));
  }
  let data = result.data as z.output<S>;
  if (options.sentOnly && isObject(raw)) {
    const sent = raw;
    data = Object.fromEntries(Object.entries(data as object).filter(([key]) => Object.hasOwn(sent, key))) as z.output<S>;
  }
  if (options.minProperties && Object.keys(data as object).length < options.minProperties) {
    throw invalid([{ field: 'body', message: 'Give at least one field to change' }]);
  }
  return data;
}

type Widen<T> = T extends string ? string : T extends readonly (infer U)[] ? Widen<U>[] : T;
/** A body of the schema's shape whose values may still break its rules (a format, a length, a value). */
export type Shaped<T> = { [K in keyof T]: Widen<T[K]> };

/** Issues that say the body is not even of the schema's shape: a field missing, of another type, unknown. */
const SHAPE_ISSUES = new Set(['invalid_type', 'unrecognized_keys']);

/**
 * For a call that answers every problem at once — a validate call (200 `{ valid, fields }`), or a
 * save that reports the schema's and its own rules together: only a body without the schema's
 * shape is thrown as 400; every other problem the schema finds comes back in `fields` beside the
 * body as sent, for the handler to add its own (addFields). `data` is the parsed body when the
 * schema found nothing.
 */
export async function readBodyChecked<S extends ZodObject>(
  request: Request,
  schema: S,
  options: BodyOptions = {},
): Promise<{ sent: Shaped<z.input<S>>; data: z.output<S> | null; fields: ProblemField[] }> {
  const { raw, badNames, result } = await parse(request, schema, options);
  if (result.success)
    return { sent: raw as Shaped<z.input<S>>, data: badNames.length ? null : (result.data as z.output<S>), fields: [...badNames] };
  const shape = result.error.issues.filter((i) => SHAPE_ISSUES.has(i.code));
  if (shape.length) throw invalid(issuesToFields(shape, raw));
  return { sent: raw as Shaped<z.input<S>>, data: null, fields: addFields([...badNames], issuesToFields(result.error.issues, raw)) };
}
