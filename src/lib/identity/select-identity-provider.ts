// Which identity provider this deployment uses. Mock mode loads the mock implementation (its own
// chunk, never fetched outside mock mode); elsewhere the HTTP one at VITE_IDP_URL, or none when
// that is unset — then the screens say the method is not available here instead of pretending.
import { apiTarget } from '@/config/api-base';
import { createHttpIdentityProvider } from './http-identity-provider';
import { IdentityError, type IdentityProvider } from './identity-provider';

const idpUrl: string | undefined = import.meta.env.VITE_IDP_URL || undefined;

/** Whether this deployment can send codes and reset e-mails at all (known without loading anything). */
export const identityProviderAvailable: boolean = apiTarget.mode === 'mock' || idpUrl !== undefined;

let loaded: Promise<IdentityProvider | null> | undefined;

/** The provider for this deployment, or null when none is configured. */
export function loadIdentityProvider(): Promise<IdentityProvider | null> {
  loaded ??=
    apiTarget.mode === 'mock'
      ? import('./mock-identity-provider').then((m) => m.mockIdentityProvider)
      : Promise.resolve(idpUrl ? createHttpIdentityProvider(idpUrl) : null);
  return loaded;
}

/** Runs `action` against the provider, or fails with `not_configured`. */
export async function withIdentityProvider<T>(action: (provider: IdentityProvider) => Promise<T>): Promise<T> {
  const provider = await loadIdentityProvider();
  if (!provider) throw new IdentityError('not_configured');
  return action(provider);
}
