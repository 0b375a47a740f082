// Who a PIX payout pays (issue 19.2). Before a payout is sent the partner sees the key's holder
// as Brazilian banking apps show it — a masked name ("Ma*** A***") and a masked tax id — and
// confirms. A CPF or CNPJ key must be the payee's own tax id: the person's CPF for a personal
// payout (person, person_sb), the company's CNPJ for a company payout (business, business_sb).
// The key directory itself (who holds which key) is the store's (handlers/pix-recipient.ts); an
// e-mail or phone key that nobody in the portal holds belongs to a person at another bank, with
// a name fixed per key, so a demo can show a stranger's name.
import { hashSeed, mulberry32 } from '../db/random';
import { cnpjKey } from './nfse';

export type PayoutCategory = 'person' | 'business' | 'person_sb' | 'business_sb';
export type HolderType = 'person' | 'company';

export const payeeType = (category: PayoutCategory): HolderType => (category.startsWith('business') ? 'company' : 'person');

export interface Payee {
  /** The partner's CPF (11 digits), or null. */
  cpf: string | null;
  /** The partner's company CNPJ (stored form), or null. */
  cnpj: string | null;
}

/** Why a CPF or CNPJ key cannot pay this payout (code pix_key_not_payee_tax_id), or null. */
export function payeeKeyProblem(keyType: string, key: string, category: PayoutCategory, payee: Payee): string | null {
  const company = payeeType(category) === 'company';
  if (keyType === 'cpf') {
    if (company) return "A company payout goes to the company's CNPJ, not to a CPF";
    if (!payee.cpf) return 'Add your CPF before using a CPF key';
    return key.replace(/\D/g, '') === payee.cpf ? null : 'The CPF key must be your own CPF';
  }
  if (keyType === 'cnpj') {
    if (!company) return 'A personal payout cannot go to a CNPJ key';
    if (!payee.cnpj) return 'Register your company before using a CNPJ key';
    return cnpjKey(key) === cnpjKey(payee.cnpj) ? null : "The CNPJ key must be your company's CNPJ";
  }
  return null;
}

/** "Mariana Albuquerque" → "Ma*** A***": the first word keeps two letters, the others one. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(
      (word, i) =>
        `${Array.from(word)
          .slice(0, i === 0 ? 2 : 1)
          .join('')}***`,
    )
    .join(' ');
}

/** 11 digits → ***.982.247-** (the middle six, as Brazilian public bodies mask a CPF). */
export function maskCpf(cpf: string): string {
  const d = cpf.replace(/\D/g, '');
  return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
}

/** 14 characters → **.222.333/0001-** (the root's last six and the branch). */
export function maskCnpj(cnpj: string): string {
  const c = cnpjKey(cnpj);
  return `**.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-**`;
}

const FIRST = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabriela', 'Heitor', 'Isabela', 'João', 'Karina', 'Leonardo'];
const LAST = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Pereira', 'Costa', 'Rodrigues', 'Almeida', 'Nascimento', 'Lima', 'Araújo'];

/** A string's 32-bit seed (FNV-1a), for a holder fixed per key. */
function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The holder of an e-mail or phone key nobody in the portal holds: a person at another bank, fixed per key. */
export function strangerHolder(key: string, bankCodes: readonly string[]): { name: string; cpfMiddle: string; bankCode: string } {
  const rnd = mulberry32(hashSeed(0x91c5, seedOf(key.toLowerCase())));
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)] as T;
  const name = `${pick(FIRST)} ${pick(LAST)}`;
  const cpfMiddle = String(Math.floor(rnd() * 1e6)).padStart(6, '0');
  return { name, cpfMiddle, bankCode: pick(bankCodes) };
}
