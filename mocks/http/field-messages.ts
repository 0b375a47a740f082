// The words of a 400 `validation` answer, per field: one vocabulary for every handler. Bodies are
// checked with the contract's generated zod schemas (http/body.ts), and each zod issue becomes
// the sentence here — never zod's own text ("Invalid input: expected number, received undefined"),
// which also changes with the error map a page installs (src/lib/form-errors.ts).
import type { z } from 'zod';
import type { ProblemField } from '@/api/generated/model/problemField';

export const fieldMessages = {
  required: 'Required',
  jsonObject: 'A JSON object is required',
  malformedJson: 'Malformed JSON',
  unknownField: 'Unknown field',
  text: 'Must be text',
  number: 'Must be a number',
  wholeNumber: 'Must be a whole number',
  boolean: 'Must be true or false',
  list: 'Must be a list',
  object: 'Must be an object',
  format: 'Invalid format',
  email: 'Must be an e-mail address',
  date: 'Must be a date (YYYY-MM-DD)',
  dateTime: 'Must be a date and time (ISO 8601)',
  decimals: 'At most 2 decimals',
  invalid: 'Invalid value',
  minChars: (n: number) => `At least ${n} characters`,
  maxChars: (n: number) => `At most ${n} characters`,
  min: (n: number) => `At least ${n}`,
  max: (n: number) => `At most ${n}`,
  moreThan: (n: number) => `More than ${n}`,
  lessThan: (n: number) => `Less than ${n}`,
  minItems: (n: number) => `At least ${n} ${n === 1 ? 'item' : 'items'}`,
  maxItems: (n: number) => `At most ${n} ${n === 1 ? 'item' : 'items'}`,
  multipleOf: (n: number) => `Must be a multiple of ${n}`,
  oneOf: (values: readonly unknown[]) => `One of ${values.map(String).join(', ')}`,
} as const;

type Issue = z.core.$ZodIssue;

const TYPE_MESSAGES: Record<string, string> = {
  string: fieldMessages.text,
  number: fieldMessages.number,
  int: fieldMessages.wholeNumber,
  boolean: fieldMessages.boolean,
  array: fieldMessages.list,
  object: fieldMessages.object,
};

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function bound(issue: Extract<Issue, { code: 'too_big' | 'too_small' }>): string {
  const n = Number(issue.code === 'too_big' ? issue.maximum : issue.minimum);
  const big = issue.code === 'too_big';
  if (issue.origin === 'string') return big ? fieldMessages.maxChars(n) : fieldMessages.minChars(n);
  if (issue.origin === 'array' || issue.origin === 'set') return big ? fieldMessages.maxItems(n) : fieldMessages.minItems(n);
  if (issue.inclusive === false) return big ? fieldMessages.lessThan(n) : fieldMessages.moreThan(n);
  return big ? fieldMessages.max(n) : fieldMessages.min(n);
}

/** One issue as a sentence of this vocabulary; `body` tells a missing field from a wrong one. */
export function issueMessage(issue: Issue, body: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      // The body itself (null, a list, text): what BodyCheck says to a body that is not an object.
      if (!issue.path.length && issue.expected === 'object') return fieldMessages.jsonObject;
      if (valueAt(body, issue.path) === undefined) return fieldMessages.required;
      return TYPE_MESSAGES[issue.expected] ?? fieldMessages.invalid;
    case 'too_big':
    case 'too_small':
      return bound(issue);
    case 'not_multiple_of': {
      const divisor = Number(issue.divisor);
      if (divisor === 1) return fieldMessages.wholeNumber;
      if (divisor === 0.01) return fieldMessages.decimals;
      return fieldMessages.multipleOf(divisor);
    }
    case 'invalid_format':
      if (issue.format === 'email') return fieldMessages.email;
      if (issue.format === 'date') return fieldMessages.date;
      if (issue.format === 'datetime') return fieldMessages.dateTime;
      return fieldMessages.format;
    case 'invalid_value':
      return fieldMessages.oneOf(issue.values);
    case 'custom':
      return issue.message;
    default:
      return fieldMessages.invalid;
  }
}

/** Every zod issue of a body as the contract's `fields` (an unknown key is one field each). */
export function issuesToFields(issues: readonly Issue[], body: unknown): ProblemField[] {
  const fields: ProblemField[] = [];
  const add = (field: string, message: string) => {
    if (!fields.some((f) => f.field === field)) fields.push({ field, message });
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      const prefix = issue.path.map(String).join('.');
      for (const key of issue.keys) add(prefix ? `${prefix}.${key}` : key, fieldMessages.unknownField);
    } else {
      add(issue.path.map(String).join('.') || 'body', issueMessage(issue, body));
    }
  }
  return fields;
}
