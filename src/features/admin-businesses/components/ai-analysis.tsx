// The AI analysis of a business's documents: the stored text (Business.AIAnalysis) and a button
// that runs adminAnalyzeBusiness. Its refusals each get their own message: 404 (no such business),
// 406 (a document is missing), 500 ai_unavailable (the AI service failed); anything else the
// generic error with a retry. The answer is plain text, rendered as text.
import { useEffect, useState } from 'react';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ApiError } from '@/api/api-error';
import { getAdminGetBusinessQueryKey, useAdminAnalyzeBusiness } from '@/api/generated/endpoints/admin-businesses/admin-businesses';
import type { Business } from '@/api/generated/model/business';
import { QueryError } from '@/components/data/query-state';
import { formatDateTime } from '@/lib/dates';
import { businessMessages as m } from '../messages';
import { PartTitle } from './part-title';

function refusalOf(error: ApiError | null) {
  if (!error || error.kind !== 'http') return null;
  if (error.status === 404) return m.aiNotFound;
  if (error.status === 406) return m.aiMissingDocs;
  if (error.status === 500 && error.reason === 'ai_unavailable') return m.aiUnavailable;
  if (error.status === 403) return m.forbidden;
  return null;
}

export function AiAnalysis({ business }: { business: Business }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [requested, setRequested] = useState(false);
  const query = useAdminAnalyzeBusiness(business.ID, {
    query: { enabled: requested, retry: false, staleTime: 0, gcTime: 0 },
  });

  const run = async () => {
    if (!requested) setRequested(true);
    else await query.refetch();
  };
  // The run stores its text in Business.AIAnalysis: refresh the business once it answers.
  const answeredAt = query.isSuccess ? query.dataUpdatedAt : 0;
  useEffect(() => {
    if (answeredAt) void queryClient.invalidateQueries({ queryKey: getAdminGetBusinessQueryKey(business.ID) });
  }, [answeredAt, business.ID, queryClient]);

  const error = query.isError ? query.error : null;
  const refusal = refusalOf(error);
  const text = query.data?.analysis ?? business.AIAnalysis;

  return (
    <Stack gap="xs">
      <PartTitle
        title={m.aiTitle}
        aside={
          <Button size="xs" variant="light" loading={query.isFetching} onClick={() => void run()}>
            {intl.formatMessage(m.aiRun)}
          </Button>
        }
      />
      {refusal && (
        <Alert color={error?.status === 406 ? 'yellow' : 'red'} role="alert">
          {intl.formatMessage(refusal)}
        </Alert>
      )}
      {error && !refusal && <QueryError error={error} onRetry={() => void query.refetch()} />}
      {text ? (
        <Paper withBorder p="sm" radius="sm" data-testid="ai-analysis-text">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {text}
          </Text>
          {query.data && (
            <Text size="xs" c="dimmed" mt={4}>
              {intl.formatMessage(m.aiAt, { date: formatDateTime(query.data.analyzedAt) })}
              {query.data.cached ? ` · ${intl.formatMessage(m.aiCached)}` : ''}
            </Text>
          )}
        </Paper>
      ) : (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.aiNone)}
        </Text>
      )}
    </Stack>
  );
}
