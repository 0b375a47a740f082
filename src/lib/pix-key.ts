// PIX keys (spec §4: cpf, cnpj, phone, email, random): is a key what its type says, and the form
// the API gets. Judged by @brazilian-utils, never by a hand-written checksum; a CNPJ may be the
// alphanumeric one in force since July 2026; a phone key is a Brazilian mobile number; a random
// key is an EVP (UUID).
import { isValidCnpj, isValidCpf, isValidEmail, isValidMobilePhone, isValidPixKey } from '@brazilian-utils/brazilian-utils';
import type { PixKeyType } from '../api/generated/model/pixKeyType';
import { formatCnpj, formatCpf } from './br-documents';

export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'phone', 'email', 'random'] as const satisfies readonly PixKeyType[];

/** The mask of a phone key as typed (react-imask syntax). */
export const PHONE_KEY_MASK = '(00) 0 0000-0000';

export function isValidPixKeyOfType(type: PixKeyType, key: string): boolean {
  const value = key.trim();
  if (!value) return false;
  switch (type) {
    case 'cpf':
      return isValidCpf(value);
    case 'cnpj':
      return isValidCnpj(value, { version: 2 });
    case 'phone':
      return isValidMobilePhone(value);
    case 'email':
      return value.length <= 77 && isValidEmail(value);
    case 'random':
      return isValidPixKey(value, { accept: ['evp'] });
  }
}

/** The key as the API stores it: CPF/CNPJ without mask, phone as +55 and digits. */
export function pixKeyForApi(type: PixKeyType, key: string): string {
  const value = key.trim();
  switch (type) {
    case 'cpf':
      return value.replace(/\D/g, '');
    case 'cnpj':
      return value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
    case 'phone':
      return `+55${value.replace(/\D/g, '')}`;
    default:
      return value;
  }
}

/** A stored key as a person reads it: CPF and CNPJ keys in the portal's masks (lib/br-documents,
 * the same the forms type them in); other keys as stored. */
export function formatPixKey(type: PixKeyType | null | undefined, key: string): string {
  if (type === 'cpf') return formatCpf(key);
  if (type === 'cnpj') return formatCnpj(key);
  return key;
}
