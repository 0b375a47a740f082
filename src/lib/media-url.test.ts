import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './media-url';

describe('fileNameFrom (the download is named after the file)', () => {
  it('reads the quoted, bare and UTF-8 forms of Content-Disposition', () => {
    expect(fileNameFrom('inline; filename="cartao-cnpj.pdf"', 'x')).toBe('cartao-cnpj.pdf');
    expect(fileNameFrom('attachment; filename=nota.docx', 'x')).toBe('nota.docx');
    expect(fileNameFrom(`attachment; filename="nota.pdf"; filename*=UTF-8''contrato%20s%C3%B3cio.pdf`, 'x')).toBe('contrato sócio.pdf');
    expect(fileNameFrom('inline; filename="a \\"b\\".pdf"', 'x')).toBe('a "b".pdf');
  });

  it('keeps only a base name without control characters', () => {
    expect(fileNameFrom('attachment; filename="../../etc/passwd.pdf"', 'x')).toBe('passwd.pdf');
    expect(fileNameFrom('attachment; filename="C:\\\\docs\\\\nf.pdf"', 'x')).toBe('nf.pdf');
    expect(fileNameFrom('attachment; filename="nf\u0000\u001b.pdf"', 'x')).toBe('nf.pdf');
  });

  it('falls back when there is no usable name', () => {
    expect(fileNameFrom(null, 'invoice-media-3.pdf')).toBe('invoice-media-3.pdf');
    expect(fileNameFrom('inline', 'f.pdf')).toBe('f.pdf');
    expect(fileNameFrom('inline; filename=".."', 'f.pdf')).toBe('f.pdf');
    expect(fileNameFrom(`inline; filename*=UTF-8''%E0%A4%A`, 'f.pdf')).toBe('f.pdf');
  });
});
