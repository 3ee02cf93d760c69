/** A file name from the goal's name keeps at most this many characters (graphemes)... */
const MAX_NAME_GRAPHEMES = 80;
/** ...and this many bytes: file systems cap names at 255 bytes, and suffixes follow. */
const MAX_NAME_BYTES = 150;
const FALLBACK_NAME = 'Goal';

/** Control characters, and the bidi controls that could make a name read differently. */
const CONTROLS = /[\p{Cc}\u2028\u2029\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/gu;
/** Path separators, and the other characters Windows refuses in a file name. */
const NOT_IN_NAMES = /[/\\:*?"<>|]/g;
/** Names Windows keeps for devices, whatever the extension. */
const DEVICE_NAMES = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * A file name made from a user's text (a goal's name): valid on every system that unzips the
 * export, never a path, never hidden, and cut between whole characters (an emoji stays whole).
 */
export function safeFileName(text: string): string {
  const cleaned = text
    .normalize('NFC')
    .replace(CONTROLS, ' ')
    .replace(NOT_IN_NAMES, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, ''); // a leading dot hides a file, and '..' climbs
  let name = '';
  let count = 0;
  for (const { segment } of graphemes.segment(cleaned)) {
    if (count === MAX_NAME_GRAPHEMES) break;
    if (Buffer.byteLength(name + segment) > MAX_NAME_BYTES) break;
    name += segment;
    count += 1;
  }
  name = name.replace(/[\s.]+$/, ''); // Windows drops trailing dots and spaces
  if (name === '') return FALLBACK_NAME;
  return DEVICE_NAMES.test(name) ? `${name}_` : name;
}

/** Percent-encoding for RFC 5987 values and for link targets: also `'()*`, which URLs allow. */
export function percentEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `attachment` with the name twice: `filename` in plain ASCII for old clients (accents
 * dropped, each run of other characters one `_`), and `filename*` in UTF-8 (RFC 6266,
 * RFC 5987), which every current browser prefers.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]+/gu, '_')
    .replace(/["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${percentEncode(name)}`;
}
