// Invoice and business-document upload checks.
import { describe, expect, it } from 'vitest';
import { BUSINESS_DOCUMENT_MIME_TYPES, fileRefusal, invoiceFileRefusal } from './invoice';

const pdf = (size: number) => ({ size, type: 'application/pdf' });

describe('invoiceFileRefusal', () => {
  it.each([
    ['no file', [], 'file_required'],
    ['two files', [pdf(10), pdf(10)], 'too_many_files'],
    ['no type', [{ size: 10, type: '' }], 'file_type_missing'],
    ['empty', [pdf(0)], 'file_empty'],
    ['image', [{ size: 10, type: 'image/png' }], 'file_type_not_allowed'],
    ['5 MB + 1 byte', [pdf(5_242_881)], 'file_too_large'],
    ['exactly 5 MB', [pdf(5_242_880)], null],
    ['text with charset', [{ size: 3, type: 'text/plain;charset=utf-8' }], null],
    ['docx', [{ size: 3, type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }], null],
    ['xls', [{ size: 3, type: 'application/vnd.ms-excel' }], null],
    ['pptx', [{ size: 3, type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' }], null],
  ])('%s → %s', (_name, files, want) => expect(invoiceFileRefusal(files)).toBe(want));

  it('accepts photos for business documents only', () => {
    expect(fileRefusal([{ size: 10, type: 'image/jpeg' }], BUSINESS_DOCUMENT_MIME_TYPES)).toBeNull();
  });
});
