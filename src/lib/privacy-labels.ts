// An LGPD request's data field and status, each to its message and the status to its colour: the
// partner's privacy centre and the admin queue both show them, each worded in its own catalogue
// (under the same message keys), so each passes its messages in.
import type { MessageDescriptor } from 'react-intl';
import type { PrivacyDataField } from '@/api/generated/model/privacyDataField';
import type { PrivacyRequestStatus } from '@/api/generated/model/privacyRequestStatus';

type FieldKey = 'fieldName' | 'fieldEmail' | 'fieldTaxPayerId' | 'fieldBankAccount' | 'fieldBusiness' | 'fieldOther';
type StatusKey = 'statusOpen' | 'statusInProgress' | 'statusCompleted' | 'statusRefused';

/** Each data field a correction may name, with its message. */
export const privacyFieldLabels = (m: Record<FieldKey, MessageDescriptor>): Record<PrivacyDataField, MessageDescriptor> => ({
  name: m.fieldName,
  email: m.fieldEmail,
  taxPayerId: m.fieldTaxPayerId,
  bankAccount: m.fieldBankAccount,
  business: m.fieldBusiness,
  other: m.fieldOther,
});

/** Each status with its message and its badge colour. */
export const privacyStatusLooks = (m: Record<StatusKey, MessageDescriptor>): Record<PrivacyRequestStatus, [MessageDescriptor, string]> => ({
  open: [m.statusOpen, 'blue'],
  in_progress: [m.statusInProgress, 'yellow'],
  completed: [m.statusCompleted, 'green'],
  refused: [m.statusRefused, 'gray'],
});
