// The invoice file rules (spec §5): one file, at most 5242880 bytes, a word, excel, powerpoint,
// plain text or pdf document, with a type and a non-zero size. The first broken rule is the error.
export const INVOICE_MAX_BYTES = 5_242_880;

export const INVOICE_TYPES: Record<string, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'text/plain': ['.txt'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.ms-powerpoint': ['.ppt'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['.pptx'],
};

export type InvoiceFileError = 'required' | 'tooMany' | 'empty' | 'wrongType' | 'tooLarge';

export function invoiceFileError(files: readonly Pick<File, 'size' | 'type'>[]): InvoiceFileError | null {
  if (files.length === 0) return 'required';
  if (files.length > 1) return 'tooMany';
  const [file] = files;
  if (!file || !file.type || file.size === 0) return 'empty';
  if (!Object.hasOwn(INVOICE_TYPES, file.type)) return 'wrongType';
  if (file.size > INVOICE_MAX_BYTES) return 'tooLarge';
  return null;
}
