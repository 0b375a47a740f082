// The name an upload is stored under (issue 15.17): its base name, whatever path or control
// characters the client put in the multipart part.
import { describe, expect, it } from 'vitest';
import { storedFileName } from './file-name';

describe('storedFileName', () => {
  it.each([
    ['nota-fiscal.pdf', 'nota-fiscal.pdf'],
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['/etc/passwd.pdf', 'passwd.pdf'],
    ['..\\..\\windows\\win.ini.pdf', 'win.ini.pdf'],
    ['C:\\temp\\nf.pdf', 'nf.pdf'],
    ['uploads/2026/11/nf.pdf', 'nf.pdf'],
    ['nf\u0000.pdf', 'nf.pdf'],
    ['nf\r\nSet-Cookie: x=1.pdf', 'nfSet-Cookie: x=1.pdf'],
    ['  nota.pdf  ', 'nota.pdf'],
    ['..', 'file'],
    ['.', 'file'],
    ['../', 'file'],
    ['', 'file'],
    ['\u0000', 'file'],
  ])('%j → %j', (sent, stored) => {
    expect(storedFileName(sent)).toBe(stored);
  });

  it('keeps at most the last 255 characters (the extension stays)', () => {
    const name = storedFileName(`${'a'.repeat(300)}.pdf`);
    expect(name).toHaveLength(255);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});
