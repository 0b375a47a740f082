// One zod error map for every form: each rule becomes a message id plus values, translated at
// the field by <FieldError>/useFieldErrorText. Forms never show zod's English defaults.
import { z } from 'zod';
import { encodeErrorKey, type ErrorKey } from './error-key';

export { decodeErrorKey, encodeErrorKey, type ErrorKey } from './error-key';

type Issue = z.core.$ZodRawIssue;

export function issueToKey(issue: Issue): ErrorKey {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? { id: 'form.error.required' }
          : { id: 'form.error.too-short', values: { minimum: Number(issue.minimum) } };
      return { id: 'form.error.too-small', values: { minimum: Number(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string') return { id: 'form.error.too-long', values: { maximum: Number(issue.maximum) } };
      return { id: 'form.error.too-big', values: { maximum: Number(issue.maximum) } };
    case 'invalid_format':
      return issue.format === 'email' ? { id: 'form.error.email' } : { id: 'form.error.format' };
    case 'invalid_type':
      return issue.input === undefined || issue.input === '' ? { id: 'form.error.required' } : { id: 'form.error.type' };
    case 'not_multiple_of':
      return { id: 'form.error.decimals' };
    case 'custom': {
      const params = issue.params as ErrorKey | undefined;
      return params?.id ? params : { id: 'form.error.invalid' };
    }
    default:
      return { id: 'form.error.invalid' };
  }
}

z.config({ customError: (issue) => encodeErrorKey(issueToKey(issue)) });
