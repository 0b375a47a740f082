// The one body check of the mock: a JSON body parsed with the operation's generated zod schema
// (src/api/generated/zod/*, made strict as the contract's `additionalProperties: false` is), so the
// mock refuses what the contract refuses, with the limits the contract states. A failure is
// thrown as the contract's 400 `validation` with `fields` in the words of field-messages.ts; a
// body of another content type as 415 (respond.ts). What zod cannot state — a rule across fields,
// a look-up in the store — stays in the handler or in mocks/rules/.
import type { z, ZodObject } from 'zod';
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
  /** Only the fields sent, without the schema's defaults (a partial update must not reset a field). */
  sentOnly?: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body, parsed and typed by the operation's schema; throws the 400/415 answer. */
export async function readBody<S extends ZodObject>(request: Request, schema: S, options: BodyOptions = {}): Promise<z.output<S>> {
  const read = await readJsonBody(request);
  if (read.state === 'absent') {
    if (options.optional) return {} as z.output<S>;
    throw invalid([{ field: 'body', message: fieldMessages.jsonObject }]);
  }
  if (read.state === 'malformed') throw invalid([{ field: 'body', message: fieldMessages.malformedJson }]);
  const sent = read.value;
  // Names are judged as sent: a tab at the edge is a control character, not a space to trim.
  const badNames = isObject(sent) ? nameFields(sent, options.names ?? [], options.optionalNames ?? []) : [];
  let raw = sent;
  if (isObject(raw) && options.trim?.length) {
    raw = { ...raw };
    for (const key of options.trim) {
      const value = (raw as Record<string, unknown>)[key];
      if (typeof value === 'string') (raw as Record<string, unknown>)[key] = value.trim();
    }
  }
  const result = schema.strict().safeParse(raw);
  if (!result.success || badNames.length) {
    const fields = [...badNames, ...(result.success ? [] : issuesToFields(result.error.issues, raw))];
    throw invalid(fields.filter((f, i) => fields.findIndex((g) => g.field === f.field) === i));
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
