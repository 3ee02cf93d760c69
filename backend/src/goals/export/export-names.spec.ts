import { describe, expect, it } from '@jest/globals';
import { attachmentDisposition, percentEncode, safeFileName } from './export-names.js';

describe('safeFileName', () => {
  it('keeps an ordinary name as it is', () => {
    expect(safeFileName('Run a half marathon')).toBe('Run a half marathon');
  });

  it('removes path separators, quotes, the characters Windows refuses and control characters', () => {
    expect(safeFileName('Run "fast"/far\\away: a*b?c<d>e|f')).toBe('Run fast far away a b c d e f');
    expect(safeFileName('Line one\nline two\ttab\u0000nul')).toBe('Line one line two tab nul');
    expect(safeFileName('evil\u202Egnp.exe')).toBe('evil gnp.exe');
  });

  it('never makes a hidden file, a climb or an empty name', () => {
    expect(safeFileName('../../etc/passwd')).toBe('etc passwd');
    expect(safeFileName('.hidden')).toBe('hidden');
    expect(safeFileName('ends with dots...')).toBe('ends with dots');
    expect(safeFileName(' / \n ')).toBe('Goal');
    expect(safeFileName('CON')).toBe('CON_');
  });

  it('keeps emoji and accents, and cuts long names between whole characters', () => {
    expect(safeFileName('Café 🏃‍♀️ run')).toBe('Café 🏃‍♀️ run');
    const long = safeFileName('a'.repeat(200));
    expect(long).toBe('a'.repeat(80));
    // 🏃‍♀️ is 4 code points and 13 bytes: the cut never splits it.
    const runners = safeFileName('🏃‍♀️'.repeat(40));
    expect(runners).toBe('🏃‍♀️'.repeat(11));
    expect(Buffer.byteLength(runners)).toBeLessThanOrEqual(150);
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII filename and the exact UTF-8 one', () => {
    const header = attachmentDisposition('Café 🏃 (run) - Notion export.zip');
    expect(header).toBe(
      `attachment; filename="Cafe _ (run) - Notion export.zip"; filename*=UTF-8''Caf%C3%A9%20%F0%9F%8F%83%20%28run%29%20-%20Notion%20export.zip`,
    );
    const encoded = /filename\*=UTF-8''(.*)$/.exec(header)?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe('Café 🏃 (run) - Notion export.zip');
  });

  it('keeps percent signs out of the ASCII name (some clients decode them)', () => {
    expect(attachmentDisposition('100% done.zip')).toContain('filename="100_ done.zip"');
  });
});

describe('percentEncode', () => {
  it('also encodes the characters a Markdown link or RFC 5987 would stumble on', () => {
    expect(percentEncode("it's (a) *goal*")).toBe('it%27s%20%28a%29%20%2Agoal%2A');
  });
});
