// The states of a modal that a link opens on one record (`?modal=…&<record>Id=…`: a business, a
// privacy request): a link naming no valid id, loading, a record not found (both in the screen's
// own words), another error with a retry, and then the record itself.
import type { ReactNode } from 'react';
import { Alert, Center, Loader } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { ApiError } from '@/api/api-error';
import { dataMessages } from './messages';
import { QueryError } from './query-state';

/** A modal's body while its record loads. */
export function ModalLoading() {
  const intl = useIntl();
  return (
    <Center py="xl" role="status">
      <Loader size="sm" role="img" aria-label={intl.formatMessage(dataMessages.loading)} />
    </Center>
  );
}

export interface LinkedRecordProps {
  /** The link names no valid id. */
  badLink: boolean;
  isPending: boolean;
  isNotFound: boolean;
  error: ApiError | null;
  onRetry: () => void;
  /** The screen's words for a bad link and for a record that is not there. */
  texts: { badLink: MessageDescriptor; notFound: MessageDescriptor };
  children: () => ReactNode;
}

export function LinkedRecord({ badLink, isPending, isNotFound, error, onRetry, texts, children }: LinkedRecordProps) {
  const intl = useIntl();
  if (badLink) return <Alert color="yellow">{intl.formatMessage(texts.badLink)}</Alert>;
  if (isPending) return <ModalLoading />;
  if (isNotFound) return <Alert color="yellow">{intl.formatMessage(texts.notFound)}</Alert>;
  if (error) return <QueryError error={error} onRetry={onRetry} />;
  return <>{children()}</>;
}
