// The partner's bank account on the admin partner page (admin:partner:bank-account:read): the
// saved account (404 = none), "Edit"/"Add" with update — the shared bank-account form, handed in
// by the route, checked with the admin validate call before saving — and "Delete" with delete,
// after a confirmation. 403 is said in words; the form keeps what was typed on any failure.
import { createElement, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { isApiError } from '@/api/api-error';
import { useAdminGetPartnerBankAccount } from '@/api/generated/endpoints/admin-partner-bank-account/admin-partner-bank-account';
import type { BankAccount } from '@/api/generated/model/bankAccount';
import type { BankAccountInputBody } from '@/api/generated/model/bankAccountInputBody';
import type { Partner } from '@/api/generated/model/partner';
import type { PixKeyType } from '@/api/generated/model/pixKeyType';
import type { ValidationResult } from '@/api/generated/model/validationResult';
import { QueryState } from '@/components/data/query-state';
import { Section } from '@/components/layout/section';
import { can } from '@/lib/can';
import { notifyError, notifySuccess } from '@/lib/notify';
import { formatPixKey } from '@/lib/pix-key';
import { useSession } from '@/lib/session';
import { usePartnerBankAccountWrites } from '../api/bank-account-writes';
import { bankAccountMessages as m } from '../more-messages';

/** What the shared bank-account form takes (features/bank-account's BankAccountForm). */
export interface BankAccountFormSlotProps {
  value: BankAccount | null;
  onValidate: (body: BankAccountInputBody) => Promise<ValidationResult>;
  onSubmit: (body: BankAccountInputBody) => Promise<unknown>;
  submitLabel: string;
  label: string;
}
export type BankAccountFormSlot = (props: BankAccountFormSlotProps) => ReactNode;

const PIX_LABELS: Record<PixKeyType, MessageDescriptor> = {
  cpf: m.pixCpf,
  cnpj: m.pixCnpj,
  phone: m.pixPhone,
  email: m.pixEmail,
  random: m.pixRandom,
};

export function PartnerBankAccount({ partner, renderForm }: { partner: Partner; renderForm?: BankAccountFormSlot }) {
  const { user } = useSession();
  if (!can(user, 'admin:partner:bank-account:read')) return null;
  return <BankAccountCard partner={partner} renderForm={renderForm} />;
}

function BankAccountCard({ partner, renderForm }: { partner: Partner; renderForm?: BankAccountFormSlot }) {
  const intl = useIntl();
  const { user } = useSession();
  const query = useAdminGetPartnerBankAccount(partner.ID, { query: { retry: (n, e) => !(isApiError(e) && e.status < 500) && n < 2 } });
  const writes = usePartnerBankAccountWrites(partner.ID);
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [forbidden, setForbidden] = useState(false);
  const none = query.isError && query.error.status === 404;
  const account = query.data ?? null;
  const mayEdit = !!renderForm && can(user, 'admin:partner:bank-account:update');
  const mayDelete = can(user, 'admin:partner:bank-account:delete') && !!account;

  const remove = async () => {
    setForbidden(false);
    try {
      await writes.remove();
      notifySuccess(createElement(FormattedMessage, m.deleted));
      setConfirmDelete(false);
      setEditing(false);
    } catch (error) {
      setConfirmDelete(false);
      if (isApiError(error) && error.status === 403) setForbidden(true);
      else if (!(isApiError(error) && error.status === 404)) notifyError(error);
    }
  };

  const details = (a: BankAccount) => (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" data-testid="partner-bank-account">
      {(
        [
          [m.bank, `${a.Bank.Code} – ${a.Bank.ShortName}`],
          [m.agency, a.AccountAgency],
          [m.account, a.AccountNumber],
          [m.pixType, intl.formatMessage(PIX_LABELS[a.PixKeyType])],
          [m.pixKey, formatPixKey(a.PixKeyType, a.PixKey)],
        ] as const
      ).map(([label, value]) => (
        <Stack gap={0} key={label.id}>
          <Text size="xs" c="dimmed">
            {intl.formatMessage(label)}
          </Text>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );

  return (
    <Section
      id="partner-bank-title"
      title={intl.formatMessage(m.title)}
      actions={
        (query.isSuccess || none) &&
        !editing && (
          <Group gap="xs">
            {mayEdit && (
              <Button size="xs" variant="light" onClick={() => setEditing(true)}>
                {intl.formatMessage(account ? m.edit : m.add)}
              </Button>
            )}
            {mayDelete && (
              <Button size="xs" variant="light" color="red" onClick={() => setConfirmDelete(true)}>
                {intl.formatMessage(m.delete)}
              </Button>
            )}
          </Group>
        )
      }
    >
      {forbidden && (
        <Alert color="red" role="alert">
          {intl.formatMessage(m.forbidden)}
        </Alert>
      )}
      {none ? (
        <Text size="sm" c="dimmed" data-testid="partner-bank-none">
          {intl.formatMessage(m.none)}
        </Text>
      ) : (
        <QueryState query={query}>{(a) => details(a)}</QueryState>
      )}
      {editing && renderForm && (
        <Stack gap="xs">
          {renderForm({
            value: account,
            onValidate: writes.validate,
            onSubmit: async (body) => {
              await writes.save(body);
              notifySuccess(createElement(FormattedMessage, m.saved));
              setEditing(false);
            },
            submitLabel: intl.formatMessage(m.save),
            label: intl.formatMessage(m.formLabel, { username: partner.Username }),
          })}
          <Group justify="flex-start">
            <Button variant="default" size="xs" onClick={() => setEditing(false)}>
              {intl.formatMessage(m.cancel)}
            </Button>
          </Group>
        </Stack>
      )}
      <Modal opened={confirmDelete} onClose={() => setConfirmDelete(false)} title={intl.formatMessage(m.deleteTitle)}>
        <Stack gap="sm">
          <Text size="sm">{intl.formatMessage(m.deleteBody)}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirmDelete(false)} disabled={writes.isDeleting}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button color="red" loading={writes.isDeleting} onClick={() => void remove()}>
              {intl.formatMessage(m.deleteConfirm)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Section>
  );
}
