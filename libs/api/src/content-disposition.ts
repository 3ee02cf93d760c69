/** RFC 5987 `filename*=charset'lang'value`, percent-encoded; the charset is UTF-8 in practice. */
const EXTENDED = /filename\*\s*=\s*([\w!#$&+.^`|~-]+)'[^']*'([^;\s]+)/i;
/** `filename="quoted"` (with backslash escapes) or `filename=token`. */
const PLAIN = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i;

/** Keeps the name a name: no folders, no control characters. */
function safeName(name: string): string | null {
  const printable = [...name].filter((char) => char >= ' ' && char !== '\u007f').join('');
  const cleaned = printable.replace(/^.*[\\/]/, '').trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? null : cleaned;
}

/**
 * The file name a `Content-Disposition` header gives: `filename*` first (it carries non-ASCII
 * names), then `filename`; `fallback` when neither is usable.
 */
export function filenameFromContentDisposition(
  header: string | null | undefined,
  fallback: string,
): string {
  if (!header) return fallback;
  const extended = EXTENDED.exec(header);
  if (extended?.[2]) {
    try {
      const name = safeName(decodeURIComponent(extended[2]));
      if (name) return name;
    } catch {
      // A malformed escape: the plain parameter may still be fine.
    }
  }
  const plain = PLAIN.exec(header);
  const value = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return (value && safeName(value)) || fallback;
}
