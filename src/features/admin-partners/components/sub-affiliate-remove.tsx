// Remove one sub-affiliate from the partner, after a confirmation that says what happens.
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { Partner } from '@/api/generated/model/partner';
import type { SubAffiliate } from '@/api/generated/model/subAffiliate';
import { RefusalAlert } from '@/components/form/refusal-alert';
import { notifyError } from '@/lib/notify';
import { useReturnFocus } from '@/lib/use-return-focus';
import { useRemoveSubAffiliate } from '../api/sub-affiliate-writes';
import { subAffiliateMessages as m } from '../more-messages';

interface Props {
  partner: Partner;
  sub: SubAffiliate;
  onClose: () => void;
  onDone: (text: string, ok: boolean) => void;
}

export function RemoveSubAffiliate({ partner, sub, onClose, onDone }: Props) {
  const intl = useIntl();
  useReturnFocus(); // mounted open: Mantine's returnFocus never sees it open
  const { remove, isPending } = useRemoveSubAffiliate(partner.ID);
  const [forbidden, setForbidden] = useState(false);
  const confirm = async () => {
    try {
      await remove(sub.ID);
      onDone(intl.formatMessage(m.removed, { username: sub.Username, parent: partner.Username }), true);
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        onDone(intl.formatMessage(m.gone), false);
        onClose();
      } else if (isApiError(error) && error.status === 403) setForbidden(true);
      else notifyError(error);
    }
  };
  return (
    <Modal opened onClose={onClose} title={intl.formatMessage(m.removeTitle, { username: sub.Username })} closeOnClickOutside={!isPending}>
      <Stack gap="sm">
        <Text size="sm">{intl.formatMessage(m.removeBody, { username: sub.Username, parent: partner.Username })}</Text>
        <RefusalAlert>{forbidden && intl.formatMessage(m.forbidden)}</RefusalAlert>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={isPending}>
            {intl.formatMessage(m.back)}
          </Button>
          <Button color="red" loading={isPending} onClick={() => void confirm()}>
            {intl.formatMessage(m.removeConfirm)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
