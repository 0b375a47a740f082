// accept-terms (spec §2, §5): the new promotion guidelines must be accepted with a ticked box.
// Accepting calls the API, refreshes the profile and closes; a user whose terms are already
// accepted never sees it (it closes by itself). It cannot be dismissed otherwise: the only
// other way out is signing out.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Anchor, Button, Checkbox, List, Modal, Stack, Text } from '@mantine/core';
import { SubmitRow } from '@/components/form/submit-row';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { getGetProfileQueryKey, useAcceptTerms } from '@/api/generated/endpoints/profile/profile';
import { useFieldError } from '@/components/form/use-field-error';
import { paths } from '@/config/paths';
import { defineMessages } from '@/i18n/define-messages';
import '@/lib/form-errors';
import { notifyError } from '@/lib/notify';
import { useSession } from '@/lib/session';
import type { ModalProps } from './modal-props';

const messages = defineMessages({
  title: { id: 'shell.accept-terms.title', defaultMessage: 'New promotion guidelines' },
  intro: {
    id: 'shell.accept-terms.intro',
    defaultMessage: 'We updated our promotion guidelines. Read them and accept them to keep using the portal.',
  },
  guidelines: { id: 'shell.accept-terms.guidelines', defaultMessage: 'Promotion guidelines (PDF)' },
  termsOfUse: { id: 'shell.accept-terms.terms-of-use', defaultMessage: 'Terms of use (PDF)' },
  checkbox: { id: 'shell.accept-terms.checkbox', defaultMessage: 'I have read and accept the promotion guidelines and the terms of use.' },
  required: { id: 'shell.accept-terms.error.required', defaultMessage: 'Tick the box to accept the terms.' },
  submit: { id: 'shell.accept-terms.submit', defaultMessage: 'Accept' },
  signOut: { id: 'shell.accept-terms.sign-out', defaultMessage: 'Sign out' },
});

const schema = z.object({
  agree: z.boolean().refine((v) => v, { params: { id: messages.required.id } }),
});
type Values = z.infer<typeof schema>;

export function AcceptTermsModal({ onClose }: ModalProps) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const accepted = user?.TermsAccepted === true;
  const acceptTerms = useAcceptTerms();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { agree: false } });

  useEffect(() => {
    if (accepted) onClose();
  }, [accepted, onClose]);

  const submit = form.handleSubmit(async () => {
    try {
      await acceptTerms.mutateAsync();
      // The profile says TermsAccepted again; this modal closes by itself once it does.
      await queryClient.invalidateQueries({ queryKey: getGetProfileQueryKey() });
    } catch (error) {
      notifyError(error);
    }
  });

  if (accepted) return null;
  const busy = acceptTerms.isPending || form.formState.isSubmitting;
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={intl.formatMessage(messages.title)}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text>{intl.formatMessage(messages.intro)}</Text>
          <List spacing="xs">
            <List.Item>
              <Anchor href={paths.terms.promotionGuidelines} target="_blank" rel="noopener">
                {intl.formatMessage(messages.guidelines)}
              </Anchor>
            </List.Item>
            <List.Item>
              <Anchor href={paths.terms.termsOfUse} target="_blank" rel="noopener">
                {intl.formatMessage(messages.termsOfUse)}
              </Anchor>
            </List.Item>
          </List>
          <Checkbox
            label={intl.formatMessage(messages.checkbox)}
            error={fieldError(form.formState.errors.agree?.message, { [messages.required.id]: messages.required })}
            {...form.register('agree')}
          />
          <SubmitRow
            label={intl.formatMessage(messages.submit)}
            loading={busy}
            justify="space-between"
            before={
              <Button component={Link} to={paths.logout} variant="subtle" color="gray">
                {intl.formatMessage(messages.signOut)}
              </Button>
            }
          />
        </Stack>
      </form>
    </Modal>
  );
}
