// Delete with a confirmation dialog; after the API confirms, back to the campaigns list.
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { campaignMessages as m } from '../messages';
import { useDeleteCampaign } from '../api/use-delete-campaign';

export function DeleteCampaign({ campaignId, name }: { campaignId: number; name: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useDeleteCampaign(name);

  const confirm = () => remove.mutate({ campaignId }, { onSuccess: () => navigate(paths.campaigns, { replace: true }) });

  return (
    <>
      <Button color="red" variant="light" onClick={() => setOpen(true)}>
        {intl.formatMessage(m.delete)}
      </Button>
      <Modal opened={open} onClose={() => !remove.isPending && setOpen(false)} title={intl.formatMessage(m.deleteTitle, { name })} centered>
        <Stack>
          <Text size="sm">{intl.formatMessage(m.deleteBody)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)} disabled={remove.isPending} data-autofocus>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button color="red" onClick={confirm} loading={remove.isPending}>
              {intl.formatMessage(m.deleteConfirm)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
