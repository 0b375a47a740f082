// The `demo-balance-request` modal (`?modal=demo-balance-request`, and `&requestId=` to edit a
// pending request). It reads the limits first: when the week or the day is used up it says why
// and when a request is allowed again, instead of a form that cannot succeed (editing a pending
// request is not held back by the daily count, as the API allows it).
import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useGetDemoBalanceLimits, useGetDemoBalanceRequest } from '../../../api/generated/endpoints/demo-balance/demo-balance';
import type { DemoBalanceLimits } from '../../../api/generated/model/demoBalanceLimits';
import type { DemoBalanceRequest } from '../../../api/generated/model/demoBalanceRequest';
import { cacheFor } from '../../../api/query-client';
import { QueryState } from '../../../components/data/query-state';
import { parseIdParam } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dates';
import { demoMessages as m } from '../messages';
import { demoBlock } from './demo-limits-panel';
import { DemoRequestForm } from './demo-request-form';

interface ModalProps {
  onClose: () => void;
}

function Blocked({ limits, onClose }: { limits: DemoBalanceLimits; onClose: () => void }) {
  const intl = useIntl();
  const block = demoBlock(limits);
  return (
    <Stack>
      <Alert color="orange" role="status" data-testid="demo-block">
        {intl.formatMessage(block === 'week' ? m.weekBlocked : m.dailyBlocked, { date: formatDateTime(limits.canRequestAt) })}
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {intl.formatMessage(m.close)}
        </Button>
      </Group>
    </Stack>
  );
}

function EditForm({ requestId, limits, onClose }: { requestId: number; limits: DemoBalanceLimits; onClose: () => void }) {
  const intl = useIntl();
  const query = useGetDemoBalanceRequest(requestId);
  return (
    <QueryState query={query}>
      {(request: DemoBalanceRequest) =>
        request.Status !== 'pending' ? (
          <Alert color="orange" role="status">
            {intl.formatMessage(m.notPending)}
          </Alert>
        ) : (
          <DemoRequestForm
            requestId={requestId}
            available={limits.requestAmountAvailable + request.Amount}
            initial={{ amount: request.Amount, reason: request.Reason, productIdentifier: request.ProductIdentifier, termsAccepted: false }}
            onDone={onClose}
            onCancel={onClose}
          />
        )
      }
    </QueryState>
  );
}

export function DemoRequestModal({ onClose }: ModalProps) {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('requestId');
  const requestId = parseIdParam(raw);
  const limits = useGetDemoBalanceLimits({ query: cacheFor.demoBalanceLimits });
  // Once the form is shown it stays: a refusal refreshes the limits, and the user's input (and
  // the refusal's message) must not give way to the blocked notice.
  const [formShown, setFormShown] = useState(false);
  if (!formShown && limits.data && !demoBlock(limits.data)) setFormShown(true);
  return (
    <Modal opened onClose={onClose} title={intl.formatMessage(requestId ? m.modalEditTitle : m.modalTitle)} size="lg" centered>
      {raw !== null && requestId === null ? (
        <Alert color="orange" role="status">
          {intl.formatMessage(m.notFound)}
        </Alert>
      ) : (
        <QueryState query={limits}>
          {(data) =>
            requestId ? (
              <EditForm requestId={requestId} limits={data} onClose={onClose} />
            ) : demoBlock(data) && !formShown ? (
              <Blocked limits={data} onClose={onClose} />
            ) : (
              <DemoRequestForm requestId={null} available={data.requestAmountAvailable} onDone={onClose} onCancel={onClose} />
            )
          }
        </QueryState>
      )}
    </Modal>
  );
}
