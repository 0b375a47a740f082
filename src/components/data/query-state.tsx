// The three states every list and panel has besides its data: loading, empty, and error with a
// retry. Errors are told apart by status, never by message text.
import type { ReactNode } from 'react';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ApiError } from '@/api/api-error';
import { dataMessages as m } from './messages';

/** What went wrong, by kind and status: the network, a refusal, something missing, or the server. */
function errorDetail(error: ApiError | null) {
  if (error?.kind === 'network' || error?.kind === 'timeout') return m.errorNetwork;
  const status = error?.status ?? 0;
  if (status === 401) return m.errorSession;
  if (status === 403) return m.errorForbidden;
  if (status === 404) return m.errorNotFound;
  if (status >= 400 && status < 500) return m.errorRequest;
  return m.errorServer;
}

export function QueryError({ error, onRetry }: { error: ApiError | null; onRetry: () => void }) {
  const intl = useIntl();
  const detail = errorDetail(error);
  return (
    <Alert color="red" title={intl.formatMessage(m.errorTitle)} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{intl.formatMessage(detail)}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {intl.formatMessage(m.retry)}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * One part of a page that could not load, in that screen's own words, with its retry beside them
 * (compact, for a panel among others; QueryError tells the cause where the data is the page).
 */
export function LoadFailedAlert({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <Alert color="red" role="alert">
      <Group justify="space-between">
        <Text size="sm">{message}</Text>
        <Button size="compact-sm" variant="default" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Group>
    </Alert>
  );
}

interface QueryStateProps<T> {
  query: UseQueryResult<T, ApiError>;
  /** When true for the data, the empty state shows instead of children. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** The height the data will take (a chart): the loading state keeps it, so nothing below moves. */
  loadingHeight?: number;
  children: (data: T) => ReactNode;
}

export function QueryState<T>({ query, isEmpty, empty, loadingHeight, children }: QueryStateProps<T>) {
  const intl = useIntl();
  if (query.isPending)
    return (
      <Center py="lg" mih={loadingHeight} role="status" aria-live="polite">
        <Loader size="sm" role="img" aria-label={intl.formatMessage(m.loading)} />
      </Center>
    );
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data))
    return (
      <Text c="dimmed" ta="center" py="lg">
        {empty ?? intl.formatMessage(m.empty)}
      </Text>
    );
  return <>{children(query.data)}</>;
}
