import type { ByteRange } from '../../platform/storage/file-storage.js';

const SINGLE_RANGE = /^bytes=(?:(\d{1,15})-(\d{0,15})|-(\d{1,15}))$/;

/**
 * The one byte range of a `Range` header (`bytes=a-b`, `bytes=a-`, `bytes=-n`), or null when
 * the header is missing, names several ranges, another unit or is malformed: HTTP lets a server
 * ignore such a header and send the whole file.
 */
export function byteRangeOf(header: string | undefined): ByteRange | null {
  const match = header === undefined ? null : SINGLE_RANGE.exec(header.trim());
  if (!match) return null;
  const [, first, last, suffix] = match;
  if (suffix !== undefined) return { suffix: Number(suffix) };
  if (last === '' || last === undefined) return { first: Number(first) };
  // A last byte before the first is not a range (RFC 9110 14.1.1).
  return Number(last) < Number(first) ? null : { first: Number(first), last: Number(last) };
}
