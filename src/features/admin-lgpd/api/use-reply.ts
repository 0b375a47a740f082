// Answering an LGPD request: the generated mutation, then the queue and the request are fetched
// again (the status, the overdue mark and the history change, and the audit log that records the
// reply) and a notice says who was answered.
// Refusals are the reply form's to show at its fields; this only notifies success.
import { getAdminListAuditLogQueryKey } from '@/api/generated/endpoints/admin-audit/admin-audit';
import {
  getAdminGetPrivacyRequestQueryKey,
  getAdminListPrivacyRequestsQueryKey,
  useAdminReplyPrivacyRequest,
} from '@/api/generated/endpoints/admin-lgpd/admin-lgpd';
import type { PrivacyRequest } from '@/api/generated/model/privacyRequest';
import { noticeThen, useKeepAnswer } from '@/lib/mutation-notice';
import { adminLgpdMessages as m } from '../messages';

export function useReplyPrivacyRequest() {
  const notice = (answered: PrivacyRequest) => ({ ...m.sent, values: { partner: answered.Username } });
  // The reply is in the audit log too (privacy_request.reply), which may be the page under the dialog.
  const refresh = useKeepAnswer(
    (answered: PrivacyRequest) => getAdminGetPrivacyRequestQueryKey(answered.ID),
    getAdminListPrivacyRequestsQueryKey(),
    getAdminListAuditLogQueryKey(),
  );
  return useAdminReplyPrivacyRequest({ mutation: { onSuccess: noticeThen(notice, refresh) } });
}
