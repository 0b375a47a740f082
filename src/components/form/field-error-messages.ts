// Messages for the shared form rules (see lib/form-errors.ts).
import { defineMessages } from '@/i18n/define-messages';

export const fieldErrorMessages = defineMessages({
  'form.error.required': { id: 'form.error.required', defaultMessage: 'This field is required.' },
  'form.error.too-short': { id: 'form.error.too-short', defaultMessage: 'Use at least {minimum} characters.' },
  'form.error.too-long': { id: 'form.error.too-long', defaultMessage: 'Use at most {maximum} characters.' },
  'form.error.too-small': { id: 'form.error.too-small', defaultMessage: 'The minimum is {minimum}.' },
  'form.error.too-big': { id: 'form.error.too-big', defaultMessage: 'The maximum is {maximum}.' },
  'form.error.email': { id: 'form.error.email', defaultMessage: 'Enter a valid e-mail address.' },
  'form.error.format': { id: 'form.error.format', defaultMessage: 'The format is not valid.' },
  'form.error.type': { id: 'form.error.type', defaultMessage: 'The value is not valid.' },
  'form.error.decimals': { id: 'form.error.decimals', defaultMessage: 'Use at most 2 decimals.' },
  'form.error.invalid': { id: 'form.error.invalid', defaultMessage: 'The value is not valid.' },
  'form.error.name-blank': { id: 'form.error.name-blank', defaultMessage: 'A name cannot be only spaces.' },
  'form.error.name-characters': {
    id: 'form.error.name-characters',
    defaultMessage: 'Remove the invisible control or text-direction characters from the name.',
  },
  'form.error.server': { id: 'form.error.server', defaultMessage: '{message}' },
});
