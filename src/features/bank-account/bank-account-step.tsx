// The bank-account step of the documents page (/dashboard/profile/documents?step=bank-account):
// the saved account (404 = none yet) in the shared form, checked with the validate call and
// saved. The contract has no delete for the affiliate's own account (only the admin's), so
// an account can be replaced but not removed here.
import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useGetBankAccount } from '@/api/generated/endpoints/bank-account/bank-account';
import type { BankAccount } from '@/api/generated/model/bankAccount';
import { QueryError, QueryState } from '@/components/data/query-state';
import { stepUpMessages } from '@/components/security/messages';
import { notifySuccess } from '@/lib/notify';
import { isImpersonating } from '@/lib/impersonation';
import { useSession } from '@/lib/session';
import { useBankAccountWrites } from './api/use-bank-account-writes';
import { BankAccountForm } from './bank-account-form';
import { bankAccountMessages as m } from './messages';

export function BankAccountStep() {
  const intl = useIntl();
  const account = useGetBankAccount();
  const { validate, save } = useBankAccountWrites();
  const none = account.isError && account.error.status === 404;
  // Not in an administrator's "Log in as" session (issue 17): the API refuses it too.
  const impersonated = isImpersonating(useSession().user);

  const form = (saved: BankAccount | null) => (
    <Stack gap="md">
      <Text size="sm" c="dimmed" data-testid="bank-account-current">
        {saved
          ? intl.formatMessage(m.current, {
              bank: `${saved.Bank.Code} – ${saved.Bank.ShortName}`,
              agency: saved.AccountAgency,
              account: saved.AccountNumber,
            })
          : intl.formatMessage(m.noAccount)}
      </Text>
      {impersonated ? (
        <Alert color="blue">{intl.formatMessage(stepUpMessages.impersonated)}</Alert>
      ) : (
        <BankAccountForm
          // A new saved account (after a save, or another tab's) starts the form again from it.
          key={saved ? `${saved.BankCode}/${saved.AccountAgency}/${saved.AccountNumber}/${saved.PixKey}` : 'none'}
          value={saved}
          onValidate={validate}
          onSubmit={async (body) => {
            await save(body);
            notifySuccess(intl.formatMessage(m.saved));
          }}
        />
      )}
    </Stack>
  );

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="bank-account-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id="bank-account-title">
            {intl.formatMessage(m.title)}
          </Title>
          <Text size="sm">{intl.formatMessage(m.intro)}</Text>
        </Stack>
        {none ? (
          form(null)
        ) : account.isError ? (
          <QueryError error={account.error} onRetry={() => void account.refetch()} />
        ) : (
          <QueryState query={account}>{(saved) => form(saved)}</QueryState>
        )}
      </Stack>
    </Card>
  );
}
