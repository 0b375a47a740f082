// Saving the postback: the generated mutation, then the configuration is fetched again (its
// NextChangeAvailableAt moves) and a success notice shows. Refusals are the form's to show.
import { useQueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { FormattedMessage } from 'react-intl';
import { getGetPostbackQueryKey, useSavePostback as useGeneratedSavePostback } from '@/api/generated/endpoints/postback/postback';
import { notifySuccess } from '@/lib/notify';
import { postbackMessages as m } from '../messages';

export function useSavePostback() {
  const queryClient = useQueryClient();
  return useGeneratedSavePostback({
    mutation: {
      onSuccess: async (saved) => {
        queryClient.setQueryData(getGetPostbackQueryKey(), saved);
        notifySuccess(createElement(FormattedMessage, m.saved));
        await queryClient.invalidateQueries({ queryKey: getGetPostbackQueryKey() });
      },
    },
  });
}
