// The name an uploaded file is stored and served under: its base name only. A client may send
// any name in the multipart part ("../../etc/passwd.pdf", "C:\\temp\\nf.pdf"); whatever path it
// carries is dropped, as are control characters (which could break the Content-Disposition
// header), so the name can never point anywhere else. Nothing left ("..", "/") becomes "file".

const CONTROL = /\p{Cc}/gu;
const MAX_LENGTH = 255;

export function storedFileName(sent: string): string {
  const base = sent.replace(CONTROL, '').split(/[/\\]/).pop()!.trim();
  if (!base || base === '.' || base === '..') return 'file';
  return base.length > MAX_LENGTH ? base.slice(base.length - MAX_LENGTH) : base;
}
