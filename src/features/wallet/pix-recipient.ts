// The PIX recipient step of a payout (issue 19.2): what was looked up (type, key as the API gets
// it, category), whether the form still says the same when the user confirms, and the words a
// failed look-up gets at the PIX key field — chosen by the field's code, the key type and the
// category, never by the server's text. A failure of the look-up itself (no answer, a 5xx) can be
// tried again; any other answer (401, 403, …) is the app's generic notice.
import { isApiError } from '@/api/api-error';
import type { PixKeyType } from '@/api/generated/model/pixKeyType';
import { encodeErrorKey } from '@/lib/error-key';
import { pixKeyForApi } from '@/lib/pix-key';
import { recipientErrorMessages as e } from './messages';
import type { PayoutFormValues } from './payout-form';

export interface RecipientQuery {
  pixKeyType: PixKeyType;
  /** The key as the API gets it (CPF/CNPJ without mask, phone +55 and digits). */
  pixKey: string;
  category: PayoutFormValues['category'];
}

export const recipientQueryOf = (values: PayoutFormValues): RecipientQuery => ({
  pixKeyType: values.pixKeyType,
  pixKey: pixKeyForApi(values.pixKeyType, values.pixKey),
  category: values.category,
});

/** The form still asks for what was looked up (a changed key, type or category makes the look-up stale). */
export const sameRecipientQuery = (a: RecipientQuery, b: RecipientQuery): boolean =>
  a.pixKeyType === b.pixKeyType && a.pixKey === b.pixKey && a.category === b.category;

export interface LookupFailure {
  /** The field error (an encoded message key, or the server's own sentence for a format problem). */
  message: string;
  /** The look-up itself failed (no answer, 5xx): the same input may go through if tried again. */
  retry: boolean;
}

/** The words for a key that is not the payee's own tax id, by key type and payee. */
function notPayeeMessage(query: RecipientQuery) {
  const company = query.category.startsWith('business');
  if (query.pixKeyType === 'cnpj') return company ? e.cnpjNotOwn : e.cnpjForPerson;
  return company ? e.cpfForCompany : e.cpfNotOwn;
}

/** What a failed look-up (or a payout refused at `pixKey`) shows at the key field; null for the generic notice. */
export function lookupFailure(error: unknown, query: RecipientQuery): LookupFailure | null {
  if (!isApiError(error)) return null;
  if (error.kind === 'network' || error.kind === 'timeout') return { message: encodeErrorKey({ id: e.network.id }), retry: true };
  if (error.status >= 500) return { message: encodeErrorKey({ id: e.failed.id }), retry: true };
  if (error.status !== 400) return null;
  const field = error.problem?.fields?.find((f) => f.field === 'pixKey');
  if (!field) return null;
  if (field.code === 'pix_key_not_payee_tax_id') return { message: encodeErrorKey({ id: notPayeeMessage(query).id }), retry: false };
  if (field.code === 'pix_key_not_found') return { message: encodeErrorKey({ id: e.notFound.id }), retry: false };
  return { message: field.message, retry: false };
}
