// The errors a payout request shows on the wallet page rather than in its modal (spec §5: a cpf
// key without a taxpayer id). The modal puts the error's name in the wallet's URL, so the
// message survives the modal closing and a reload, and any page can send the user there.
import { paths } from '@/config/paths';

export const WALLET_ERROR_PARAM = 'walletError';
export const WALLET_ERRORS = ['cpf-without-taxpayer-id'] as const;
export type WalletError = (typeof WALLET_ERRORS)[number];

export const walletErrorPath = (error: WalletError): string => `${paths.wallet}?${WALLET_ERROR_PARAM}=${error}`;

export function parseWalletError(value: string | null): WalletError | null {
  return WALLET_ERRORS.find((e) => e === value) ?? null;
}
