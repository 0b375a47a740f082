// The full-width submit button of the /auth forms (sign-in, sign-up, the e-mail and code steps,
// the two-factor step), spinning while the form's call is under way.
import { Button } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';

export function SubmitButton({ label, loading }: { label: MessageDescriptor; loading: boolean }) {
  const intl = useIntl();
  return (
    <Button type="submit" size="md" loading={loading} fullWidth>
      {intl.formatMessage(label)}
    </Button>
  );
}
