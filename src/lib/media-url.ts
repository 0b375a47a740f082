// What the app accepts about a stored file before it asks for it or names it. The file itself is
// fetched with the generated getMedia call, which sends the bearer token in the Authorization
// header: the token never goes into a URL (issue 15.1; frames used to carry it as `?token=`).
//  - isMediaId: only an id of the contract's MediaId pattern is requested, so data cannot steer
//    the call to another API path (getMedia puts the id into the path as it is).
//  - fileNameFrom: the download's name from the answer's Content-Disposition (RFC 6266: the
//    UTF-8 `filename*` first, then `filename`), reduced to a base name without control characters.

const MEDIA_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isMediaId(mediaId: string | null | undefined): mediaId is string {
  return typeof mediaId === 'string' && MEDIA_ID.test(mediaId);
}

/** C0 controls and DEL, which a file name never needs (and a terminal or a log would act on). */
const isControl = (c: string) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;

function baseName(raw: string): string {
  const name = [...raw]
    .filter((c) => !isControl(c))
    .join('')
    .split(/[\\/]/)
    .pop()!
    .trim();
  return name === '.' || name === '..' ? '' : name.slice(0, 255);
}

/** The file name a Content-Disposition header gives, or `fallback`. */
export function fileNameFrom(disposition: string | null | undefined, fallback: string): string {
  if (disposition) {
    const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
    if (star) {
      try {
        const name = baseName(decodeURIComponent(star[1]!.trim()));
        if (name) return name;
      } catch {
        // a malformed escape: try the plain parameter
      }
    }
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(disposition);
    const value = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
    const name = value ? baseName(value) : '';
    if (name) return name;
  }
  return fallback;
}
