// The contract keeps a business's address as one `fullAddress` line plus `postalCode`,
// `addressNumber` and `complement`; the form asks for street, district, city and state apart.
// One format joins them ("Street, 12 - Room 3 - District, City - UF", the mock's) and reads them
// back; a line written some other way comes back whole in the street, to be completed by hand.
export interface AddressParts {
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  state: string;
}

export const BR_STATES = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;

const tidy = (value: string) => value.trim().replace(/\s+/g, ' ');

export function composeFullAddress(parts: AddressParts): string {
  const complement = tidy(parts.complement);
  return `${tidy(parts.street)}, ${tidy(parts.number)}${complement ? ` - ${complement}` : ''} - ${tidy(parts.district)}, ${tidy(parts.city)} - ${parts.state}`;
}

// street, number[ - complement] - district, city - UF[, postal code]
const LINE = /^(.+?), ([^,]+?)(?: - (.+?))? - ([^,]+), ([^,]+?) - ([A-Z]{2})(?:, [\d-]+)?$/;

export function parseFullAddress(fullAddress: string, number: string, complement: string | null): AddressParts {
  const match = LINE.exec(fullAddress.trim());
  const state = match?.[6] ?? '';
  if (!match || !(BR_STATES as readonly string[]).includes(state)) {
    return { street: fullAddress.trim(), number, complement: complement ?? '', district: '', city: '', state: '' };
  }
  return {
    street: match[1] ?? '',
    number: number || (match[2] ?? ''),
    complement: complement ?? match[3] ?? '',
    district: match[4] ?? '',
    city: match[5] ?? '',
    state,
  };
}
