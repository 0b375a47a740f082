// The scopes' names in the user's language.
import type { MessageDescriptor } from 'react-intl';
import type { ApiKeyScope } from '@/api/generated/model/apiKeyScope';
import { developersMessages as m } from '../messages';

export const scopeLabels: Record<ApiKeyScope, MessageDescriptor> = {
  'reports:read': m.scopeReports,
  'payments:read': m.scopePayments,
};
