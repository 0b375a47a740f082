// What an affiliate copies of a creative (issue 18), built as text: the HTML snippet (every value
// escaped; the two addresses only when they are http(s) ones), the link with the required marks,
// and a text creative with its link. Nothing here is ever put into the page as HTML: the modal
// shows the snippet as text. Every copy carries the marks; a text that already has them (its
// check passes both marks) is not given them twice.
import type { CreativeCopy } from '@/api/generated/model/creativeCopy';
import { safeHttpUrl } from '@/lib/safe-url';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for an HTML text node or a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c] as string);
}

/** Whether the creative's own text already carries both required marks. */
export function textHasMarks(copy: Pick<CreativeCopy, 'compliance'>): boolean {
  return copy.compliance.items
    .filter((i) => i.rule === 'age_mark' || i.rule === 'responsible_gambling_mark')
    .every((i) => i.outcome === 'pass');
}

/** The HTML to paste into a site, or null when an address is not http(s). */
export function buildSnippet(copy: CreativeCopy): string | null {
  const href = safeHttpUrl(copy.trackedUrl);
  if (!href) return null;
  const link = `<a href="${escapeHtml(href)}" target="_blank" rel="sponsored noopener">`;
  const marks = escapeHtml(copy.marks);
  if (copy.imageUrl !== null) {
    const src = safeHttpUrl(copy.imageUrl);
    if (!src || !copy.width || !copy.height) return null;
    return [
      '<div style="display:inline-block;max-width:100%;font:12px/1.4 Arial,sans-serif;text-align:center">',
      `  ${link}<img src="${escapeHtml(src)}" width="${copy.width}" height="${copy.height}" alt="${escapeHtml(copy.text)}" style="display:block;max-width:100%;height:auto;border:0"></a>`,
      `  <p style="margin:4px 0 0">${marks}</p>`,
      '</div>',
    ].join('\n');
  }
  return [
    '<p style="font:14px/1.5 Arial,sans-serif">',
    `  ${link}${escapeHtml(copy.text)}</a>`,
    `  <br><small>${marks}</small>`,
    '</p>',
  ].join('\n');
}

/** The tracked link for a post or a bio, with the marks on the next line. */
export const linkWithMarks = (copy: Pick<CreativeCopy, 'trackedUrl' | 'marks'>) => `${copy.trackedUrl}\n${copy.marks}`;

/** A text creative as posted: its text, the link, and the marks when the text lacks them. */
export function textWithLink(copy: CreativeCopy): string {
  return [copy.text, copy.trackedUrl, ...(textHasMarks(copy) ? [] : [copy.marks])].join('\n');
}
