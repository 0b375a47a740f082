// One typed error for every failed call: screens branch on `status`, `reason` and `code`,
// never on message text (issue: "no screen parses message strings").
import type { ApiProblem } from './generated/model/apiProblem';
import type { PayoutErrorCode } from './generated/model/payoutErrorCode';
import type { ProblemReason } from './generated/model/problemReason';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'canceled';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    /** HTTP status; 0 when no answer came back. */
    readonly status: number,
    readonly problem: ApiProblem | undefined,
    message: string,
  ) {
    super(message);
  }

  get code(): PayoutErrorCode | undefined {
    return this.problem?.code;
  }

  get reason(): ProblemReason | undefined {
    return this.problem?.reason;
  }

  /** Per-field messages from a 400 validation answer, keyed by field name. */
  get fieldErrors(): Record<string, string> {
    return Object.fromEntries((this.problem?.fields ?? []).map((f) => [f.field, f.message]));
  }

  /** 403 "Invalid token" — the only answer that clears the token and reloads (spec §8). */
  get isInvalidToken(): boolean {
    return this.status === 403 && this.problem?.message === 'Invalid token';
  }

  /** 401 `session_revoked`: this session was signed out from another device (issue 17 item 4). */
  get isSessionRevoked(): boolean {
    return this.status === 401 && this.problem?.reason === 'session_revoked';
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function isProblem(data: unknown): data is ApiProblem {
  return typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string';
}

/** Builds an ApiError from what axios saw (an answer, no answer, or a cancel). */
export function toApiError(input: { status?: number; data?: unknown; code?: string; canceled?: boolean; message?: string }): ApiError {
  if (input.canceled) return new ApiError('canceled', 0, undefined, 'Request canceled');
  if (input.status === undefined || input.status === 0) {
    const timeout = input.code === 'ECONNABORTED' || input.code === 'ETIMEDOUT';
    return new ApiError(timeout ? 'timeout' : 'network', 0, undefined, input.message ?? 'Network error');
  }
  const problem = isProblem(input.data) ? input.data : undefined;
  return new ApiError('http', input.status, problem, problem?.message ?? `HTTP ${input.status}`);
}
