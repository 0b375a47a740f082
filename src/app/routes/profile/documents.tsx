// /dashboard/profile/documents: the individual, business and bank-account steps (`?step=`,
// default individual). The bank-account step is its own feature, loaded only when opened.
import { lazy, Suspense } from 'react';
import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { BusinessStep } from '../../../features/documents/components/business-step';
import { DocumentsSteps } from '../../../features/documents/components/documents-steps';
import { IndividualStep } from '../../../features/documents/components/individual-step';
import { documentsMessages as m } from '../../../features/documents/messages';
import { can } from '../../../lib/can';
import { pageAccess } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';

const BankAccountStep = lazy(() => import('../../../features/bank-account/bank-account-step').then((mod) => ({ default: mod.BankAccountStep })));

export function DocumentsRoute() {
  const intl = useIntl();
  const { user } = useSession();
  const canEdit = can(user, pageAccess['profile.documents']);
  return (
    <Stack component="section">
      <Title order={1} size="h2">
        {intl.formatMessage(m.title)}
      </Title>
      <Text c="dimmed">{intl.formatMessage(m.intro)}</Text>
      <DocumentsSteps
        panels={{
          individual: user ? <IndividualStep user={user} canEdit={canEdit} /> : null,
          business: <BusinessStep canEdit={canEdit} />,
          'bank-account': (
            <Suspense
              fallback={
                <Center py="lg" role="status">
                  <Loader size="sm" aria-label={intl.formatMessage(m.loadingStep)} />
                </Center>
              }
            >
              <BankAccountStep />
            </Suspense>
          ),
        }}
      />
    </Stack>
  );
}
