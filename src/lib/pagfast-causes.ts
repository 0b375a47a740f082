// Error causes the payment provider (Pagfast) puts in `stateErrorCause`, with the explanation a
// partner reads (Portuguese, spec section 8: shown as written in every language) and an English
// gloss kept for the mock's texts. Pure data, no imports: the app and the mock both use it
// (mocks/db/pagfast-causes.ts re-exports it).

export const PAGFAST_ERROR_CAUSES = {
  INTEGRATION_FAILURE: {
    pt: 'Falha de integração com o provedor de pagamento. Tente novamente mais tarde.',
    en: 'The payment provider could not be reached. Try again later.',
  },
  INSUFFICIENT_FUNDS: {
    pt: 'Saldo insuficiente na conta de pagamentos no momento da transferência.',
    en: 'The payout account had insufficient funds at transfer time.',
  },
  DAILY_LIMIT: { pt: 'Limite diário de transferências atingido.', en: 'Daily transfer limit reached.' },
  WEEKLY_LIMIT: { pt: 'Limite semanal de transferências atingido.', en: 'Weekly transfer limit reached.' },
  MONTHLY_LIMIT: { pt: 'Limite mensal de transferências atingido.', en: 'Monthly transfer limit reached.' },
  GLOBAL_LIMIT: { pt: 'Limite global de transferências atingido.', en: 'Overall transfer limit reached.' },
  INVALID_PIX_KEY: {
    pt: 'Chave PIX inválida ou não encontrada. Confira a chave cadastrada.',
    en: 'The PIX key is invalid or was not found. Check the key on file.',
  },
  AGE_RESTRICTION: {
    pt: 'O titular da conta tem menos de 18 ou mais de 80 anos.',
    en: 'The account holder is under 18 or over 80 years old.',
  },
  DEATH_NOTICE: {
    pt: 'Consta aviso de óbito para o CPF do titular.',
    en: 'A death notice is on record for the holder’s CPF.',
  },
  INVALID_TAX_NUMBER: {
    pt: 'CPF/CNPJ inválido ou em situação irregular na Receita Federal.',
    en: 'The CPF/CNPJ is invalid or irregular at the tax authority.',
  },
  BLOCKED_PERSON: {
    pt: 'Titular bloqueado para recebimento de pagamentos.',
    en: 'The holder is blocked from receiving payments.',
  },
  BANK_NOT_ALLOWED: {
    pt: 'Instituição bancária não permitida para este pagamento.',
    en: 'This bank is not allowed for this payment.',
  },
  DUPLICATED_ORDER_ID: {
    pt: 'Pagamento duplicado: o identificador do pedido já foi utilizado.',
    en: 'Duplicated payment: the order ID was already used.',
  },
  MISSING_ORDER_ID: {
    pt: 'Identificador do pedido ausente na solicitação de pagamento.',
    en: 'The payment request had no order ID.',
  },
} as const satisfies Record<string, { pt: string; en: string }>;

export type PagfastErrorCause = keyof typeof PAGFAST_ERROR_CAUSES;
export const PAGFAST_ERROR_CAUSE_CODES = Object.keys(PAGFAST_ERROR_CAUSES) as PagfastErrorCause[];

export function isPagfastErrorCause(cause: string): cause is PagfastErrorCause {
  return Object.hasOwn(PAGFAST_ERROR_CAUSES, cause);
}

/** The fixed Portuguese explanation of a provider cause, or null for a cause not in the list. */
export function pagfastCauseExplanation(cause: string | null | undefined): string | null {
  return cause && isPagfastErrorCause(cause) ? PAGFAST_ERROR_CAUSES[cause].pt : null;
}
