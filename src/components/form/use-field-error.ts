// Turns a react-hook-form error (an encoded ErrorKey) into the translated text shown at the field.
import { useIntl, type MessageDescriptor } from 'react-intl';
import { decodeErrorKey } from '@/lib/error-key';
import { fieldErrorMessages } from './field-error-messages';

const known: Record<string, MessageDescriptor> = fieldErrorMessages;

export function useFieldError(): (message: string | undefined, extra?: Record<string, MessageDescriptor>) => string | undefined {
  const intl = useIntl();
  return (message, extra) => {
    const key = decodeErrorKey(message);
    if (!key) return undefined;
    const descriptor = extra?.[key.id] ?? known[key.id] ?? fieldErrorMessages['form.error.invalid'];
    return intl.formatMessage(descriptor, key.values);
  };
}
