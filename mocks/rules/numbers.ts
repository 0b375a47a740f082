// Number fields of request bodies: finite, within their bounds, and either whole or with at most
// 2 decimals (money, `multipleOf: 0.01` in the contract). The messages are the shared ones.
import { fieldMessages as say } from '../http/field-messages';

export interface NumberRule {
  required?: boolean;
  min?: number;
  max?: number;
  /** Money: at most 2 decimals. */
  cents?: boolean;
  /** A count or an hour: no decimals. */
  integer?: boolean;
}

export const hasAtMostTwoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) <= 1e-6;

/** Why a value breaks the rule, or null (presence is the caller's business). */
export function numberProblem(value: unknown, rule: NumberRule): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return say.number;
  if (rule.integer && !Number.isInteger(value)) return say.wholeNumber;
  if (rule.min !== undefined && value < rule.min) return say.min(rule.min);
  if (rule.max !== undefined && value > rule.max) return say.max(rule.max);
  if (rule.cents && !hasAtMostTwoDecimals(value)) return say.decimals;
  return null;
}
