// The invoice file rules (spec §5): one file, at most 5242880 bytes, a word, excel, powerpoint,
// plain text or pdf document, with a type and a non-zero size. The first broken rule is the error
// (the checks themselves are shared with the business documents: lib/upload-file.ts).
import { DOCUMENT_TYPES, UPLOAD_MAX_BYTES, uploadFileError, type UploadFileError } from '@/lib/upload-file';

export const INVOICE_MAX_BYTES = UPLOAD_MAX_BYTES;

export const INVOICE_TYPES = DOCUMENT_TYPES;

export type InvoiceFileError = UploadFileError;

export function invoiceFileError(files: readonly Pick<File, 'size' | 'type'>[]): InvoiceFileError | null {
  return uploadFileError(files, INVOICE_TYPES, INVOICE_MAX_BYTES);
}
