// A status as a light badge in its colour (a "look": colour and label message), e.g. a business's
// approval, a demo request's state, an API key's state. The label is never clipped ("APPR…" in a
// crowded row): Mantine's badge cuts it with an ellipsis and gives a table column no minimum
// width; unclipped (wholeBadge), the label's own width is the minimum.
import { Badge } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';

export const wholeBadge = { root: { overflow: 'visible', flexShrink: 0 }, label: { overflow: 'visible', textOverflow: 'clip' } } as const;

export interface Look {
  color: string;
  label: MessageDescriptor;
}

/** `tt="none"` keeps the label's own case (Mantine's badge is upper-case). */
export function LookBadge({ look, tt }: { look: Look; tt?: 'none' }) {
  const intl = useIntl();
  return (
    <Badge color={look.color} variant="light" tt={tt} styles={wholeBadge}>
      {intl.formatMessage(look.label)}
    </Badge>
  );
}
