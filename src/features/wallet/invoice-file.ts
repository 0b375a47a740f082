// The invoice file rules (spec §5): one file within the contract's size, a word, excel,
// powerpoint, plain text or pdf document, with a type and a non-zero size. The first broken rule
// is the error (the checks themselves are shared with the business documents: lib/upload-file.ts).
import { DOCUMENT_TYPES, uploadFileError, type UploadFileError } from '@/lib/upload-file';

export const INVOICE_TYPES = DOCUMENT_TYPES;

export type InvoiceFileError = UploadFileError;

export function invoiceFileError(files: readonly Pick<File, 'size' | 'type'>[]): InvoiceFileError | null {
  return uploadFileError(files, INVOICE_TYPES);
}
