// The identity provider's three calls as mutations (not in the portal contract, so not generated).
import { useMutation } from '@tanstack/react-query';
import type { TokenRecord } from '@/api/generated/model/tokenRecord';
import type { TwoFactorChallenge } from '@/api/generated/model/twoFactorChallenge';
import type { IdentityError } from '@/lib/identity/identity-provider';
import { withIdentityProvider } from '@/lib/identity/select-identity-provider';

export function useSendSignInCode() {
  return useMutation<void, IdentityError, { email: string }>({
    mutationFn: ({ email }) => withIdentityProvider((idp) => idp.sendSignInCode(email)),
  });
}

export function useVerifySignInCode() {
  return useMutation<TokenRecord | TwoFactorChallenge, IdentityError, { email: string; code: string }>({
    mutationFn: ({ email, code }) => withIdentityProvider((idp) => idp.verifySignInCode(email, code)),
  });
}

export function useSendPasswordReset() {
  return useMutation<void, IdentityError, { email: string }>({
    mutationFn: ({ email }) => withIdentityProvider((idp) => idp.sendPasswordReset(email)),
  });
}
