// The `demo-balance-request` modal (`?modal=demo-balance-request`, and `&requestId=` to edit a
// pending request). It reads the limits and the request in progress first: when one is pending,
// or the week or the day is used up, it says why (and when a request is allowed again) instead
// of a form that cannot succeed (editing a pending request is not held back by any of these,
// as the API allows it).
import { useState } from 'react';
import { Alert, Center, Loader, Modal, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useGetDemoBalanceLimits, useGetDemoBalanceRequest } from '@/api/generated/endpoints/demo-balance/demo-balance';
import type { DemoBalanceLimits } from '@/api/generated/model/demoBalanceLimits';
import type { DemoBalanceRequest } from '@/api/generated/model/demoBalanceRequest';
import { cacheFor } from '@/api/query-client';
import { dataMessages } from '@/components/data/messages';
import { QueryState } from '@/components/data/query-state';
import { ModalActions } from '@/components/form/modal-actions';
import { parseIdParam } from '@/config/paths';
import { demoMessages as m } from '../messages';
import { demoBlock, DemoBlockNotice, type DemoBlock, usePendingDemoRequest } from './demo-block-notice';
import { DemoRequestForm } from './demo-request-form';

interface ModalProps {
  onClose: () => void;
}

interface BlockedProps {
  block: DemoBlock;
  limits: DemoBalanceLimits;
  pending: DemoBalanceRequest | null | undefined;
  onClose: () => void;
}

function Blocked({ block, limits, pending, onClose }: BlockedProps) {
  const intl = useIntl();
  return (
    <Stack>
      <DemoBlockNotice block={block} limits={limits} pending={pending} />
      <ModalActions cancelLabel={intl.formatMessage(m.close)} onCancel={onClose} />
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
  const pending = usePendingDemoRequest();
  // undefined until both the limits and the request in progress are known.
  const block = limits.data && pending !== undefined ? demoBlock(limits.data, pending) : undefined;
  // Once the form is shown it stays: a refusal refreshes the limits and the list, and the user's
  // input (and the refusal's message) must not give way to the blocked notice.
  const [formShown, setFormShown] = useState(false);
  if (!formShown && block === null) setFormShown(true);
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
            ) : formShown ? (
              <DemoRequestForm requestId={null} available={data.requestAmountAvailable} onDone={onClose} onCancel={onClose} />
            ) : block ? (
              <Blocked block={block} limits={data} pending={pending} onClose={onClose} />
            ) : (
              <Center py="lg" role="status" aria-live="polite">
                <Loader size="sm" role="img" aria-label={intl.formatMessage(dataMessages.loading)} />
              </Center>
            )
          }
        </QueryState>
      )}
    </Modal>
  );
}
