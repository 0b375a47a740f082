// The external identity provider (spec §7): the passwordless e-mail code and the password-reset
// e-mail go through it, not through the portal API. Its payloads are not in the spec, so the app
// depends only on this interface and its typed error; select-identity-provider.ts picks the
// implementation for the deployment.
import type { TokenRecord } from '@/api/generated/model/tokenRecord';
import type { TwoFactorChallenge } from '@/api/generated/model/twoFactorChallenge';
import type { ProblemReason } from '@/api/generated/model/problemReason';

export interface IdentityProvider {
  /** E-mails a one-time sign-in code. Resolves the same whether or not the address has an account. */
  sendSignInCode(email: string): Promise<void>;
  /** Exchanges the code for a portal token, or for the second step of an account with two-factor sign-in (issue 17). */
  verifySignInCode(email: string, code: string): Promise<TokenRecord | TwoFactorChallenge>;
  /** E-mails a link to choose a new password. Resolves the same whether or not the address has an account. */
  sendPasswordReset(email: string): Promise<void>;
  /** Sets a new password for the signed-in user (portal token), who proves the current one. */
  changePassword(token: string, currentPassword: string, newPassword: string): Promise<void>;
}

export type IdentityErrorKind =
  /** No identity provider is configured for this deployment. */
  | 'not_configured'
  /** The code is wrong or expired. */
  | 'invalid_code'
  /** The current password given to changePassword is wrong. */
  | 'invalid_password'
  /** The account may not sign in (`reason` as for the password sign-in: under review, banned…). */
  | 'refused'
  /** Too many codes or e-mails asked for; `retryAt` when known. */
  | 'rate_limited'
  | 'network'
  | 'failed';

export class IdentityError extends Error {
  override readonly name = 'IdentityError';
  constructor(
    readonly kind: IdentityErrorKind,
    readonly reason?: ProblemReason,
    readonly retryAt?: string,
  ) {
    super(`Identity provider: ${kind}${reason ? ` (${reason})` : ''}`);
  }
}

export function isIdentityError(value: unknown): value is IdentityError {
  return value instanceof IdentityError;
}
