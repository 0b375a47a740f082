// Names people and companies are shown by — a partner's first and last name, a company's name
// and trade name — at sign-up, in the profile and in the admin edits. Refused when blank (only
// spaces, of any kind; a trade name may be left blank) or when holding a control character: the C0/C1 controls (NUL, tab, line
// breaks…) and the bidirectional-text controls (U+202E RIGHT-TO-LEFT OVERRIDE and its kin) that
// make a name display as something it is not. openapi/portal.yaml states the same rule as the
// pattern of PersonName and CompanyName; names.test.ts holds the two together.

/** Unicode's Cc (C0, DEL, C1) and Bidi_Control characters. */
export const NAME_FORBIDDEN_CHARACTERS = /[\p{Cc}\p{Bidi_Control}]/u;

export const NAME_MESSAGES = {
  blank: 'Must not be blank',
  control: 'Must not contain control or text-direction characters',
} as const;

/**
 * Why a name is refused, or null when it is fine (length limits are checked apart). An optional
 * name (a trade name) may be blank: blank means none.
 */
export function nameProblem(value: string, optional = false): string | null {
  if (NAME_FORBIDDEN_CHARACTERS.test(value)) return NAME_MESSAGES.control;
  if (!optional && !value.trim()) return NAME_MESSAGES.blank;
  return null;
}

/** The name fields of a body that break the rule, as the contract's `fields`. */
export function nameFields(
  body: Record<string, unknown>,
  keys: readonly string[],
  optionalKeys: readonly string[] = [],
): { field: string; message: string }[] {
  const fields: { field: string; message: string }[] = [];
  for (const key of [...keys, ...optionalKeys]) {
    const value = body[key];
    const problem = typeof value === 'string' ? nameProblem(value, optionalKeys.includes(key)) : null;
    if (problem) fields.push({ field: key, message: problem });
  }
  return fields;
}
