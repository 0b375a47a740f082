// Changing one setting: the generated mutation, then the settings and the activity log (which
// holds today's change count) are fetched again and a success notice shows.
import { useQueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { FormattedMessage } from 'react-intl';
import { getGetActivityLogsQueryKey } from '@/api/generated/endpoints/profile/profile';
import { getGetSettingsQueryKey, useUpdateSetting as useGeneratedUpdateSetting } from '@/api/generated/endpoints/settings/settings';
import { notifySuccess } from '@/lib/notify';
import { settingsMessages as m } from '../messages';

export function useUpdateSetting() {
  const queryClient = useQueryClient();
  return useGeneratedUpdateSetting({
    mutation: {
      onSuccess: async () => {
        notifySuccess(createElement(FormattedMessage, m.saved));
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: getGetSettingsQueryKey() }),
          queryClient.invalidateQueries({ queryKey: getGetActivityLogsQueryKey() }),
        ]);
      },
      onError: () => queryClient.invalidateQueries({ queryKey: getGetActivityLogsQueryKey() }),
    },
  });
}
