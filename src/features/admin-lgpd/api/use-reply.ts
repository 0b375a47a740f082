// Answering an LGPD request: the generated mutation, then the queue and the request are fetched
// again (the status, the overdue mark and the history change, and the audit log that records the
// reply) and a notice says who was answered.
// Refusals are the reply form's to show at its fields; this only notifies success.
import { createElement } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { getAdminListAuditLogQueryKey } from '@/api/generated/endpoints/admin-audit/admin-audit';
import {
  getAdminGetPrivacyRequestQueryKey,
  getAdminListPrivacyRequestsQueryKey,
  useAdminReplyPrivacyRequest,
} from '@/api/generated/endpoints/admin-lgpd/admin-lgpd';
import { notifySuccess } from '@/lib/notify';
import { adminLgpdMessages as m } from '../messages';

export function useReplyPrivacyRequest() {
  const queryClient = useQueryClient();
  return useAdminReplyPrivacyRequest({
    mutation: {
      onSuccess: async (answered) => {
        notifySuccess(createElement(FormattedMessage, { ...m.sent, values: { partner: answered.Username } }));
        queryClient.setQueryData(getAdminGetPrivacyRequestQueryKey(answered.ID), answered);
        // The reply is in the audit log too (privacy_request.reply), which may be the page under the dialog.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: getAdminListPrivacyRequestsQueryKey() }),
          queryClient.invalidateQueries({ queryKey: getAdminListAuditLogQueryKey() }),
        ]);
      },
    },
  });
}
