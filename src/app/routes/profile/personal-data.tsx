// /dashboard/profile/personal-data: the user's details (one update a day), the e-mail check and
// change (issue 17), the CPF, and the LGPD centre (issue 19.4). Everything reads the session's
// profile, which each answer replaces.
import { Paper, Stack, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Page } from '@/components/layout/page';
import { WhenVisible } from '@/components/layout/when-visible';
import { lazy, type ReactNode } from 'react';
import { EmailChangeForm } from '@/features/profile-account/components/email-change-form';
import { EmailVerification } from '@/features/profile-account/components/email-verification';
import { PersonalDataForm } from '@/features/profile-account/components/personal-data-form';
import { TaxPayerIdForm } from '@/features/profile-account/components/tax-payer-id-form';
import { personalDataMessages as m } from '@/features/profile-account/messages';
import { privacyMessages } from '@/features/privacy/messages';
import { paths } from '@/config/paths';
import { isImpersonating } from '@/lib/impersonation';
import { useCanOpen } from '@/lib/page-access';
import { useSession } from '@/lib/session';

// The LGPD centre is the page's last part: it loads as it nears the screen (the page's first visit
// stays within its budget).
const PrivacyCentre = lazy(() => import('@/features/privacy/privacy-centre').then((mod) => ({ default: mod.PrivacyCentre })));

export function PersonalDataRoute() {
  const intl = useIntl();
  const { user } = useSession();
  const canOpen = useCanOpen();
  if (!user) return null;
  const canEdit = canOpen(paths.profile.personalData);
  return (
    <Page title={m.title}>
      <Section id="personal-form-title" title={intl.formatMessage(m.formTitle)}>
        <PersonalDataForm user={user} canEdit={canEdit} />
      </Section>
      <Section id="email-title" title={intl.formatMessage(m.emailTitle)}>
        <EmailVerification user={user} canEdit={canEdit} />
        {/* Changing it is a sensitive change (issue 17): not in an administrator's "Log in as". */}
        {canEdit && !isImpersonating(user) && <EmailChangeForm key={user.Email} user={user} />}
      </Section>
      <Section id="cpf-title" title={intl.formatMessage(m.cpfTitle)}>
        <TaxPayerIdForm user={user} canEdit={canEdit} />
      </Section>
      <Section id="privacy-title" title={intl.formatMessage(privacyMessages.title)}>
        <WhenVisible loadingLabel={intl.formatMessage(privacyMessages.title)}>
          <PrivacyCentre />
        </WhenVisible>
      </Section>
    </Page>
  );
}

/** A bordered part of the page, named by its heading. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
