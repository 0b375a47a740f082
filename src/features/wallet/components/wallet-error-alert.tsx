// The payout error shown on the wallet page (see wallet-error.ts), with the way out: the
// documents page, or dismissing it.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { walletMessages as m } from '../messages';
import { parseWalletError, WALLET_ERROR_PARAM } from '../wallet-error';

export function WalletErrorAlert() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const error = parseWalletError(searchParams.get(WALLET_ERROR_PARAM));
  if (!error) return null;
  const dismiss = () =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(WALLET_ERROR_PARAM);
        return next;
      },
      { replace: true },
    );
  return (
    <Alert color="red" title={intl.formatMessage(m.walletErrorTitle)} role="alert" data-testid="wallet-error">
      <Stack gap="xs">
        <Text size="sm">{intl.formatMessage(m.cpfWithoutTaxPayerId)}</Text>
        <Group gap="xs">
          <Button size="xs" color="red" component={Link} to={`${paths.profile.documents}?step=individual`}>
            {intl.formatMessage(m.goToDocuments)}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={dismiss}>
            {intl.formatMessage(m.dismiss)}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
