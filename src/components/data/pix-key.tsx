// A stored PIX key as a person reads it: its type in the user's language (never the API's code,
// "random", "cpf") and the key in the portal's mask (CPF and CNPJ keys, the alphanumeric CNPJ
// too: lib/pix-key's formatPixKey). Shared by the admin views that show a partner's key.
import { useIntl } from 'react-intl';
import type { PixKeyType } from '@/api/generated/model/pixKeyType';
import { defineMessages } from '@/i18n/define-messages';
import { formatPixKey } from '@/lib/pix-key';

export const pixKeyTypeMessages = defineMessages({
  cpf: { id: 'data.pix-type.cpf', defaultMessage: 'CPF' },
  cnpj: { id: 'data.pix-type.cnpj', defaultMessage: 'CNPJ' },
  phone: { id: 'data.pix-type.phone', defaultMessage: 'Phone' },
  email: { id: 'data.pix-type.email', defaultMessage: 'E-mail' },
  random: { id: 'data.pix-type.random', defaultMessage: 'Random key' },
});

const isKnownType = (type: string | null | undefined): type is PixKeyType => !!type && Object.hasOwn(pixKeyTypeMessages, type);

/** The type's name (an unknown code as sent), and "type · masked key" for a whole key. */
export function usePixKeyText() {
  const intl = useIntl();
  const typeName = (type: string | null | undefined): string =>
    isKnownType(type) ? intl.formatMessage(pixKeyTypeMessages[type]) : (type ?? '');
  const keyText = (type: string | null | undefined, key: string): string => {
    const masked = formatPixKey(isKnownType(type) ? type : undefined, key);
    const name = typeName(type);
    return name ? `${name} · ${masked}` : masked;
  };
  return { typeName, keyText };
}
