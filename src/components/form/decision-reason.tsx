// The part every admin decision (approve/reject a company, a demo balance) shares: why the last
// try was refused, if it was, and the optional reason the partner will read.
import { Alert, Textarea } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface DecisionReasonProps {
  refusal: string | null;
  label: string;
  hint: string;
  maxLength: number;
  error: string | undefined;
  field: UseFormRegisterReturn<'reason'>;
}

export function DecisionReason({ refusal, label, hint, maxLength, error, field }: DecisionReasonProps) {
  return (
    <>
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
      <Textarea label={label} description={hint} rows={2} maxLength={maxLength} error={error} {...field} />
    </>
  );
}
