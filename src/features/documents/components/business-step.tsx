// The business step: the saved company (the API's 404 means none yet: an empty form) with its
// approval status on top, then the form. Loading and other failures (with a retry) come from
// the shared query states.
import { Center, Loader, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useGetBusiness } from '@/api/generated/endpoints/business/business';
import type { ApiError } from '@/api/api-error';
import type { Business } from '@/api/generated/model/business';
import { QueryError } from '@/components/data/query-state';
import { dataMessages } from '@/components/data/messages';
import { businessMessages as m } from '../messages';
import { BusinessForm } from './business-form';
import { BusinessStatus } from './business-status';
import { StepFrame } from './step-frame';

const isNotFound = (error: ApiError | null) => error?.status === 404;

export function BusinessStep({ canEdit }: { canEdit: boolean }) {
  const intl = useIntl();
  const query = useGetBusiness<Business, ApiError>({
    query: { retry: (count, error) => !isNotFound(error) && count < 2 },
  });
  const none = query.isError && isNotFound(query.error);
  let body;
  if (query.isPending)
    body = (
      <Center py="lg" role="status" aria-live="polite">
        <Loader size="sm" role="img" aria-label={intl.formatMessage(dataMessages.loading)} />
      </Center>
    );
  else if (query.isError && !none) body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else {
    const business = none ? null : (query.data ?? null);
    body = (
      <Stack>
        <BusinessStatus business={business} />
        <BusinessForm key={business ? `${business.ID}-${business.UpdatedAt}` : 'new'} business={business} canEdit={canEdit} />
      </Stack>
    );
  }
  return (
    <StepFrame title={intl.formatMessage(m.heading)} intro={intl.formatMessage(m.intro)}>
      {body}
    </StepFrame>
  );
}
