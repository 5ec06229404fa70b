/** A Content-Disposition header that downloads a file under a name the client gave, safely. */

const PATH_PART = /^.*[/\\]/;
/** Characters RFC 5987's attr-char allows besides letters and digits; everything else is percent-encoded. */
const NEEDS_ENCODING = /[^A-Za-z0-9!#$&+\-.^_`|~]/g;

/**
 * `attachment` with an ASCII `filename` (anything else, quotes and controls as `_`) and the real
 * name in `filename*` (RFC 6266 and 5987). Only the name's last path segment is kept.
 */
export function attachmentDisposition(filename: string): string {
  // Lone surrogates become U+FFFD, so the name encodes as UTF-8.
  const name = Buffer.from(filename.replace(PATH_PART, ''), 'utf8').toString('utf8') || 'download';
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = Array.from(new TextEncoder().encode(name), (byte) => {
    const char = String.fromCharCode(byte);
    return byte < 0x80 && !char.match(NEEDS_ENCODING) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
