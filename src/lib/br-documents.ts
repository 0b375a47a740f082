// Brazilian document numbers as the forms take them: CPF (999.999.999-99), CNPJ (99.999.999/9999-99,
// also the alphanumeric CNPJ in force since July 2026 — letters in the first 12 positions, shown
// uppercase) and CEP (99999-999). Validity is judged and stored values are formatted by
// @brazilian-utils, never by a hand-written checksum or mask; the input masks are react-imask
// definitions (plain objects here: the inputs load react-imask, a page that only shows a masked
// number does not — issue 13's first-visit budget).
import {
  formatCep as cep,
  formatCnpj as cnpj,
  formatCpf as cpf,
  isValidCep,
  isValidCnpj,
  isValidCpf,
} from '@brazilian-utils/brazilian-utils';

export const CPF_MASK = '000.000.000-00';
export const CEP_MASK = '00000-000';

/** `#` is a digit or a letter (typed lowercase, kept uppercase); the last two are check digits. */
export const CNPJ_MASK_OPTIONS = {
  mask: '##.###.###/####-00',
  definitions: { '#': /[0-9A-Za-z]/ },
  prepareChar: (char: string) => char.toUpperCase(),
};

/** A CNPJ (masked or not, any case) in the mask 99.999.999/9999-99, letters uppercase. */
export const formatCnpj = (value: string): string => {
  const raw = value.replace(/[^0-9A-Za-z]/g, '');
  // Letters only in the first 12 positions: the two check digits are digits.
  const kept = raw.slice(0, 12) + raw.slice(12).replace(/\D/g, '');
  return cnpj(kept.slice(0, 14), { version: 2 }).toUpperCase();
};
export const formatCpf = (value: string): string => cpf(value.replace(/\D/g, ''));
export const formatCep = (value: string): string => cep(value.replace(/\D/g, ''));

/** Numeric and alphanumeric CNPJs; lowercase letters are not a CNPJ as typed. */
export function isCnpj(value: string): boolean {
  const v = value.trim();
  return v !== '' && v === v.toUpperCase() && isValidCnpj(v, { version: 2 });
}

export const isCpf = (value: string): boolean => isValidCpf(value.trim());

/** A CEP of 8 digits, masked or not (the format only: whether it exists is the post office's). */
export const isCep = (value: string): boolean => /^\d{5}-?\d{3}$/.test(value.trim()) && isValidCep(value.trim());

/** The CNPJ without punctuation, uppercase (what the API stores). */
export const cnpjDigits = (value: string): string => value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
export const cpfDigits = (value: string): string => value.replace(/\D/g, '');
