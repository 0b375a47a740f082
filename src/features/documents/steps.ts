// The documents page's steps, kept in the `step` search param (default `individual`; the spec's
// `step=bank-account` opens the bank-account step, e.g. after payout code 2011).
export const DOCUMENT_STEPS = ['individual', 'business', 'bank-account'] as const;
export type DocumentStep = (typeof DOCUMENT_STEPS)[number];
export const DEFAULT_STEP: DocumentStep = 'individual';

export function parseStep(value: string | null): DocumentStep {
  return (DOCUMENT_STEPS as readonly string[]).includes(value ?? '') ? (value as DocumentStep) : DEFAULT_STEP;
}
