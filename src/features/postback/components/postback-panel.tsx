// The postback page's body: the configuration (a 404 means none yet: an empty form), the signing
// secret, the test call and the deliveries with their retries (issue 20). The form mounts once the configuration is known, so its fields start
// from the saved values and a later refetch never overwrites what is being typed.
import { Paper, Stack, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useGetPostback } from '@/api/generated/endpoints/postback/postback';
import { QueryState } from '@/components/data/query-state';
import { postbackMessages as m } from '../messages';
import { PostbackForm } from './postback-form';
import { PostbackDeliveries } from './postback-deliveries';
import { PostbackTest } from './postback-test';
import { SigningSecretCard } from './signing-secret-card';

export function PostbackPanel({ canEdit }: { canEdit: boolean }) {
  const intl = useIntl();
  const query = useGetPostback({ query: { retry: false } });
  const missing = query.isError && query.error.status === 404;
  const settings = missing ? undefined : query.data;
  return (
    <Stack>
      <Paper withBorder p="md" component="section">
        <Stack gap="sm">
          <Title order={2} size="h4" id="postback-form-title">
            {intl.formatMessage(m.formTitle)}
          </Title>
          {missing ? (
            <PostbackForm settings={undefined} canSave={canEdit} />
          ) : (
            <QueryState query={query}>{(data) => <PostbackForm settings={data} canSave={canEdit} />}</QueryState>
          )}
        </Stack>
      </Paper>
      <SigningSecretCard canEdit={canEdit} />
      <PostbackTest configured={settings !== undefined} canTest={canEdit} />
      <PostbackDeliveries canReplay={canEdit} />
    </Stack>
  );
}
