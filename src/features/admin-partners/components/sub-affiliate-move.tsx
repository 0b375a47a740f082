// Move one sub-affiliate under another parent: the new parent is found with the partner search
// the route hands in (`picker`, the admin popup's), then the move is confirmed. 409 (a partner
// under its own sub-affiliate) and 404 are said in words; the lists refresh either way.
import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { Partner } from '@/api/generated/model/partner';
import type { SubAffiliate } from '@/api/generated/model/subAffiliate';
import { notifyError } from '@/lib/notify';
import { useReturnFocus } from '@/lib/use-return-focus';
import { useMoveSubAffiliate } from '../api/sub-affiliate-writes';
import { subAffiliateMessages as m } from '../more-messages';

export interface PickedPartner {
  ID: number;
  Username: string;
}
/** Renders a partner search; calls `onPick` with the partner the admin chose. */
export type PartnerPicker = (onPick: (partner: PickedPartner) => void) => ReactNode;

interface Props {
  partner: Partner;
  sub: SubAffiliate;
  picker: PartnerPicker;
  onClose: () => void;
  onDone: (text: string, ok: boolean) => void;
}

export function MoveSubAffiliate({ partner, sub, picker, onClose, onDone }: Props) {
  const intl = useIntl();
  useReturnFocus(); // mounted open: Mantine's returnFocus never sees it open
  const { move, isPending } = useMoveSubAffiliate(partner.ID);
  const [target, setTarget] = useState<PickedPartner | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const problem = !target ? null : target.ID === sub.ID ? m.moveSelf : target.ID === partner.ID ? m.moveSame : null;

  const confirm = async () => {
    if (!target || problem) return;
    setRefusal(null);
    try {
      await move(sub.ID, target.ID);
      onDone(intl.formatMessage(m.moved, { username: sub.Username, parent: target.Username }), true);
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 409) setRefusal(intl.formatMessage(m.moveCycle));
      else if (isApiError(error) && error.status === 404) {
        onDone(intl.formatMessage(m.gone), false);
        onClose();
      } else if (isApiError(error) && error.status === 403) setRefusal(intl.formatMessage(m.forbidden));
      else notifyError(error);
    }
  };

  return (
    <Modal opened onClose={onClose} title={intl.formatMessage(m.moveTitle, { username: sub.Username })} closeOnClickOutside={!isPending}>
      <Stack gap="sm">
        <Text size="sm">{intl.formatMessage(m.moveIntro, { username: sub.Username })}</Text>
        {picker((p) => {
          setRefusal(null);
          setTarget(p);
        })}
        {problem && target && (
          <Alert color="orange" role="alert">
            {intl.formatMessage(problem, { username: sub.Username })}
          </Alert>
        )}
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={isPending}>
            {intl.formatMessage(m.back)}
          </Button>
          {target && !problem && (
            <Button loading={isPending} onClick={() => void confirm()}>
              {intl.formatMessage(m.moveConfirm, { parent: target.Username })}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
