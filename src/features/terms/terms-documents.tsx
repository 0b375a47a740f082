// Links to the two static terms documents (public/terms/*.pdf), opened in a new tab.
import { Anchor, List, VisuallyHidden } from '@mantine/core';
import { useIntl } from 'react-intl';
import { paths } from '@/config/paths';
import { termsMessages as m } from './messages';

export function TermsDocuments() {
  const intl = useIntl();
  const link = (href: string, label: string) => (
    <Anchor href={href} target="_blank" rel="noopener" type="application/pdf">
      {label}
      <VisuallyHidden> ({intl.formatMessage(m.newTab)})</VisuallyHidden>
    </Anchor>
  );
  return (
    <List spacing="xs" aria-label={intl.formatMessage(m.documents)}>
      <List.Item>{link(paths.terms.promotionGuidelines, intl.formatMessage(m.guidelines))}</List.Item>
      <List.Item>{link(paths.terms.termsOfUse, intl.formatMessage(m.termsOfUse))}</List.Item>
    </List>
  );
}
