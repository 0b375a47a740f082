// Controls a panel puts beside its own query: a Refresh button (busy while a refetch runs, not on
// the first load, which the panel shows itself) and, when the query failed, the panel's
// LoadFailedAlert whose retry refetches it.
import { Button, type ButtonVariant } from '@mantine/core';
import { LoadFailedAlert } from './query-state';

interface Refetchable {
  refetch: () => Promise<unknown>;
}

export function RefreshButton({
  query,
  label,
  variant,
}: {
  query: Refetchable & { isFetching: boolean; isPending: boolean };
  label: string;
  variant: ButtonVariant;
}) {
  return (
    <Button variant={variant} size="xs" onClick={() => void query.refetch()} loading={query.isFetching && !query.isPending}>
      {label}
    </Button>
  );
}

export function QueryLoadFailed({
  query,
  message,
  retryLabel,
}: {
  query: Refetchable & { isError: boolean };
  message: string;
  retryLabel: string;
}) {
  if (!query.isError) return null;
  return <LoadFailedAlert message={message} retryLabel={retryLabel} onRetry={() => void query.refetch()} />;
}
