// Upload checks for an invoice (spec section 5) and for business documents (design doc, "Media").
// The size and the number of files are uploadMedia's x-limits in the contract.
import { uploadMediaLimits } from '@/api/generated/zod/contract-limits';

export const INVOICE_MIME_TYPES: readonly string[] = [
  'application/pdf',
  'text/plain',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
];
/** Business documents (CNPJ card, social contract) may also be photos. */
export const BUSINESS_DOCUMENT_MIME_TYPES: readonly string[] = [...INVOICE_MIME_TYPES, 'image/png', 'image/jpeg'];

export interface FileLike {
  size: number;
  type: string;
}
export type FileRefusal =
  'file_required' | 'too_many_files' | 'file_type_missing' | 'file_empty' | 'file_type_not_allowed' | 'file_too_large';

/** The first reason the files cannot be sent, or null. `text/plain;charset=utf-8` counts as text/plain. */
export function fileRefusal(files: readonly FileLike[], allowed: readonly string[] = INVOICE_MIME_TYPES): FileRefusal | null {
  const [file] = files;
  if (!file) return 'file_required';
  if (files.length > uploadMediaLimits.maxFiles) return 'too_many_files';
  const type = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!type) return 'file_type_missing';
  if (file.size <= 0) return 'file_empty';
  if (!allowed.includes(type)) return 'file_type_not_allowed';
  if (file.size > uploadMediaLimits.maxBytes) return 'file_too_large';
  return null;
}

export function invoiceFileRefusal(files: readonly FileLike[]): FileRefusal | null {
  return fileRefusal(files, INVOICE_MIME_TYPES);
}
