// What a new account holds before anything happens to it (no money, no ban, no lock, a Brazilian
// person paid by Pix), shared by the seed's accounts and a sign-up so both start alike.
import type { UserRecord } from './types';

type Quiet = Omit<
  UserRecord,
  | 'ID'
  | 'FirstName'
  | 'LastName'
  | 'Username'
  | 'Email'
  | 'Password'
  | 'TermsAccepted'
  | 'TaxPayerId'
  | 'Status'
  | 'EmailVerified'
  | 'CreatedAt'
>;

/** A fresh object each call (Permissions is an array the caller may change). */
export function newUserDefaults(): Quiet {
  return {
    Permissions: ['affiliate'],
    AffiliateManager: null,
    Balance: 0,
    SubBalance: 0,
    PendingCommission: 0,
    Country: 'BR',
    Currency: 'BRL',
    ProfileUpdatedAt: null,
    ProfileUpdateAvailableAt: null,
    LastLoginAt: null,
    BannedAt: null,
    BanReason: null,
    UnbanDate: null,
    ParentID: null,
    PaymentType: 'person',
    MustUseReceipt: false,
    FailedSignIns: 0,
    LockedUntil: null,
  };
}
