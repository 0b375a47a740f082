// The business-manage modal's read part: company data, the partner, the bank account, the two
// documents in place (the shared viewer of components/media). API text is rendered as text.
import type { ReactNode } from 'react';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Business } from '@/api/generated/model/business';
import { LabeledValue } from '@/components/data/labeled-value';
import { Money } from '@/components/data/money';
import { usePixKeyText } from '@/components/data/pix-key';
import { DocumentFrame } from '@/components/media/document-frame';
import { formatCnpj } from '@/lib/br-documents';
import { formatDateTime } from '@/lib/dates';
import { formatPixKey } from '@/lib/pix-key';
import { businessMessages as m } from '../messages';
import { addressLine } from './address-line';
import { ApprovalBadge } from './approval-badge';
import { PartTitle } from './part-title';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <LabeledValue label={label} size="sm" wrap="anywhere">
      {children}
    </LabeledValue>
  );
}

export function BusinessDetails({ business: b }: { business: Business }) {
  const intl = useIntl();
  const t = (d: MessageDescriptor) => intl.formatMessage(d);
  const { typeName } = usePixKeyText();
  const address = addressLine(b.FullAddress, b.AddressNumber, b.Complement);
  return (
    <Stack gap="md">
      <PartTitle title={m.sectionCompany} aside={<ApprovalBadge status={b.ApprovalStatus} />} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Field label={t(m.fieldCnpj)}>{formatCnpj(b.CNPJ)}</Field>
        <Field label={t(m.fieldName)}>{b.Name}</Field>
        <Field label={t(m.fieldAlias)}>{b.NameAlias || '—'}</Field>
        <Field label={t(m.fieldPostalCode)}>{b.PostalCode}</Field>
        <Field label={t(m.fieldAddress)}>{address}</Field>
        <Field label={t(m.fieldCreated)}>{formatDateTime(b.CreatedAt)}</Field>
        <Field label={t(m.fieldUpdated)}>{formatDateTime(b.UpdatedAt)}</Field>
        {b.RejectionReason && <Field label={t(m.fieldRejection)}>{b.RejectionReason}</Field>}
      </SimpleGrid>
      <div>
        <Text size="xs" c="dimmed">
          {intl.formatMessage(m.fieldCnaes)}
        </Text>
        <Stack gap={2}>
          {b.CNAEs.map((c) => (
            <Group key={c.Code} gap="xs" wrap="nowrap">
              <Badge variant="outline" size="sm">
                {c.Code}
              </Badge>
              <Text size="sm">{c.Description}</Text>
            </Group>
          ))}
        </Stack>
      </div>
      <PartTitle title={m.sectionPartner} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Field label={t(m.fieldUsername)}>{b.Affiliate.Username}</Field>
        <Field label={t(m.fieldEmail)}>{b.Affiliate.Email}</Field>
        <Field label={t(m.fieldBalance)}>
          <Money value={b.Affiliate.Balance} />
        </Field>
        <Field label={t(m.fieldPending)}>
          <Money value={b.Affiliate.PendingCommission} />
        </Field>
      </SimpleGrid>
      <PartTitle title={m.sectionBank} />
      {b.BankAccount ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Field label={t(m.fieldBank)}>{`${b.BankAccount.BankCode} · ${b.BankAccount.Bank.ShortName}`}</Field>
          <Field label={t(m.fieldAgency)}>{b.BankAccount.AccountAgency}</Field>
          <Field label={t(m.fieldAccount)}>{b.BankAccount.AccountNumber}</Field>
          <Field label={intl.formatMessage(m.fieldPix, { type: typeName(b.BankAccount.PixKeyType) })}>
            {formatPixKey(b.BankAccount.PixKeyType, b.BankAccount.PixKey)}
          </Field>
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.noBank)}
        </Text>
      )}
      <PartTitle title={m.sectionDocuments} />
      {/* Side by side from 768 px, one under the other on a phone. */}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DocumentFrame mediaId={b.CNPJCardMediaID} title={t(m.docCnpjCard)} missingText={t(m.docMissing)} />
        <DocumentFrame mediaId={b.SocialContractMediaID} title={t(m.docSocialContract)} missingText={t(m.docMissing)} />
      </SimpleGrid>
    </Stack>
  );
}
