// The required "key type" choice of a PIX key form (the bank account, the payout request): the five
// types in the feature's words; `onChange` is called only when another type is chosen, so the
// form can clear or swap the key typed for the type before.
import type { Ref } from 'react';
import { Select } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { PixKeyType } from '@/api/generated/model/pixKeyType';
import { PIX_KEY_TYPES } from '@/lib/pix-key';

export interface PixKeyTypeSelectProps {
  label: string;
  typeLabels: Record<PixKeyType, MessageDescriptor>;
  value: PixKeyType;
  onChange: (type: PixKeyType) => void;
  ref?: Ref<HTMLInputElement>;
}

export function PixKeyTypeSelect({ label, typeLabels, value, onChange, ref }: PixKeyTypeSelectProps) {
  const intl = useIntl();
  return (
    <Select
      ref={ref}
      label={label}
      data={PIX_KEY_TYPES.map((t) => ({ value: t, label: intl.formatMessage(typeLabels[t]) }))}
      value={value}
      onChange={(next) => {
        if (next && next !== value) onChange(next as PixKeyType);
      }}
      allowDeselect={false}
      required
    />
  );
}
