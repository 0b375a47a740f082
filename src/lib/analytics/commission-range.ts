// Partner commission is reported to analytics as a range, never as the figure (spec §1, §9).
export const COMMISSION_RANGES = [
  '0-500',
  '501-1000',
  '1001-5000',
  '5001-10000',
  '10001-25000',
  '25001-50000',
  '50001-250000',
  '250001+',
] as const;
export type CommissionRange = (typeof COMMISSION_RANGES)[number];

// Upper bounds of the first seven ranges. The spec's ranges are written in whole units; a
// value with cents between two of them (500.5) belongs to the lower one, as its whole part does.
const UPPER = [500, 1000, 5000, 10000, 25000, 50000, 250000] as const;

/** The range a commission falls in; negative or non-finite values count as 0-500. */
export function commissionRange(value: number): CommissionRange {
  const whole = Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
  const index = UPPER.findIndex((upper) => whole <= upper);
  return COMMISSION_RANGES[index === -1 ? UPPER.length : index]!;
}
