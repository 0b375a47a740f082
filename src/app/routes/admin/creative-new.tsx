// /dashboard/admin/creatives/new: a new creative, saved as a draft, then shown on its own page (issue 18).
import { Anchor, Stack, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { CreativeForm } from '@/features/admin-creatives/components/creative-form';
import { editorMessages as m } from '@/features/admin-creatives/messages';
import { adminCreativePath, paths } from '@/config/paths';

export function AdminCreativeNewRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Stack component="section">
      <Anchor component={Link} to={paths.creatives.admin} size="sm">
        {intl.formatMessage(m.back)}
      </Anchor>
      <Title order={1} size="h2">
        {intl.formatMessage(m.newTitle)}
      </Title>
      <CreativeForm onSaved={(c) => void navigate(adminCreativePath(c.ID))} />
    </Stack>
  );
}
