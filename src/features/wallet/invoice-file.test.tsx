import { describe, expect, it } from 'vitest';
import { uploadMediaLimits } from '@/api/generated/zod/contract-limits';
import { invoiceFileError } from './invoice-file';

const pdf = (size: number) => ({ size, type: 'application/pdf' });

describe('invoiceFileError', () => {
  it('accepts a pdf of exactly 5242880 bytes and refuses one byte more', () => {
    expect(uploadMediaLimits.maxBytes).toBe(5242880);
    expect(invoiceFileError([pdf(5242880)])).toBeNull();
    expect(invoiceFileError([pdf(5242881)])).toBe('tooLarge');
  });
  it('refuses an empty file and a file without type', () => {
    expect(invoiceFileError([pdf(0)])).toBe('empty');
    expect(invoiceFileError([{ size: 10, type: '' }])).toBe('empty');
  });
  it('refuses two files and no file', () => {
    expect(invoiceFileError([pdf(10), pdf(10)])).toBe('tooMany');
    expect(invoiceFileError([])).toBe('required');
  });
  it('refuses an .exe and an image, accepts the office formats and plain text', () => {
    expect(invoiceFileError([{ size: 10, type: 'application/x-msdownload' }])).toBe('wrongType');
    expect(invoiceFileError([{ size: 10, type: 'image/png' }])).toBe('wrongType');
    for (const type of [
      'text/plain',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.ms-excel',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.ms-powerpoint',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ])
      expect(invoiceFileError([{ size: 10, type }])).toBeNull();
  });
});
