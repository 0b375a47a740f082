// /dashboard/profile/documents: the individual, business and bank-account steps (`?step=`,
// default individual). The business step (uploads, CNAE list) and the bank-account step (its own
// feature) load when they are rendered, not with the page's first paint.
import { lazy, Suspense, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Page } from '@/components/layout/page';
import { DocumentsSteps } from '@/features/documents/components/documents-steps';
import { IndividualStep } from '@/features/documents/components/individual-step';
import { documentsMessages as m } from '@/features/documents/messages';
import { paths } from '@/config/paths';
import { useCanOpen } from '@/lib/page-access';
import { useSession } from '@/lib/session';

const BusinessStep = lazy(() => import('@/features/documents/components/business-step').then((mod) => ({ default: mod.BusinessStep })));
const BankAccountStep = lazy(() => import('@/features/bank-account/bank-account-step').then((mod) => ({ default: mod.BankAccountStep })));

function StepLoading({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <Suspense
      fallback={
        <Center py="lg" role="status">
          <Loader size="sm" role="img" aria-label={intl.formatMessage(m.loadingStep)} />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}

export function DocumentsRoute() {
  const { user } = useSession();
  const canOpen = useCanOpen();
  const canEdit = canOpen(paths.profile.documents);
  return (
    <Page title={m.title} intro={m.intro}>
      <DocumentsSteps
        panels={{
          individual: user ? <IndividualStep user={user} canEdit={canEdit} /> : null,
          business: (
            <StepLoading>
              <BusinessStep canEdit={canEdit} />
            </StepLoading>
          ),
          'bank-account': (
            <StepLoading>
              <BankAccountStep />
            </StepLoading>
          ),
        }}
      />
    </Page>
  );
}
