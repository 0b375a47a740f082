// A value under its dimmed label: the items of a record's details (the payment modals, the risk
// figures and NFS-e data of the admin's payment modal, a payment row's details). The value is a div
// with `block` (it may hold a badge or a link), and `wrap` says how a long unbroken value breaks.
import type { ReactNode } from 'react';
import { Stack, Text, type MantineFontSize } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';

export interface LabeledValueProps {
  /** The label's text, or its message. */
  label: string | MessageDescriptor;
  labelSize?: MantineFontSize;
  size?: MantineFontSize;
  fw?: number;
  block?: boolean;
  wrap?: 'anywhere' | 'break-all';
  'data-testid'?: string;
  children: ReactNode;
}

const wrapStyles = { anywhere: { overflowWrap: 'anywhere' }, 'break-all': { wordBreak: 'break-all' } } as const;

export function LabeledValue({ label, labelSize = 'xs', size, fw, block, wrap, children, ...rest }: LabeledValueProps) {
  const intl = useIntl();
  return (
    <Stack gap={0}>
      <Text size={labelSize} c="dimmed">
        {typeof label === 'string' ? label : intl.formatMessage(label)}
      </Text>
      <Text component={block ? 'div' : 'p'} size={size} fw={fw} style={wrap && wrapStyles[wrap]} data-testid={rest['data-testid']}>
        {children}
      </Text>
    </Stack>
  );
}
