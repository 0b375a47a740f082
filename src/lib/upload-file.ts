// The client-side checks of an upload before it is sent (spec §5, invoice rules, also used for
// business documents): as many files as the contract allows (one), with a type and a non-zero
// size, of an allowed type, within the contract's size (uploadMedia's x-limits). The first broken
// rule is the error; the server checks the same (400/413/415).
import { uploadMediaLimits } from '@/api/generated/zod/contract-limits';

/** The size limit in whole megabytes (MiB), for the messages that quote it. */
export const UPLOAD_MAX_MB = uploadMediaLimits.maxBytes / 1_048_576;

/** MIME type → extensions, the shape Mantine's Dropzone `accept` takes. */
export type FileTypes = Record<string, readonly string[]>;

export const DOCUMENT_TYPES: FileTypes = {
  'application/pdf': ['.pdf'],
  'text/plain': ['.txt'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.ms-powerpoint': ['.ppt'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['.pptx'],
};

/** Business documents (CNPJ card, social contract) may also be scans: png and jpeg. */
export const BUSINESS_DOCUMENT_TYPES: FileTypes = {
  ...DOCUMENT_TYPES,
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
};

export type UploadFileError = 'required' | 'tooMany' | 'empty' | 'wrongType' | 'tooLarge';

export function uploadFileError(
  files: readonly Pick<File, 'size' | 'type'>[],
  types: FileTypes,
  maxBytes: number = uploadMediaLimits.maxBytes,
): UploadFileError | null {
  if (files.length === 0) return 'required';
  if (files.length > uploadMediaLimits.maxFiles) return 'tooMany';
  const [file] = files;
  if (!file || !file.type || file.size === 0) return 'empty';
  if (!Object.hasOwn(types, file.type)) return 'wrongType';
  if (file.size > maxBytes) return 'tooLarge';
  return null;
}
