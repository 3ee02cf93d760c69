import { describe, expect, it } from '@jest/globals';
import { icsText } from './ics-text.js';

const code = (point: number) => String.fromCodePoint(point);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => code(from + index));

describe('icsText', () => {
  it('drops C0 but tab and line breaks, DEL and C1', () => {
    const forbidden = [
      ...range(0x00, 0x08),
      ...range(0x0b, 0x0c),
      ...range(0x0e, 0x1f),
      ...range(0x7f, 0x9f),
    ];
    expect(forbidden).toHaveLength(29 + 33);
    for (const char of forbidden) expect(icsText(`a${char}b`)).toBe('ab');
  });

  it('keeps tab, CR, LF and every character outside the control ranges', () => {
    const kept = `\t\r\n \u00a0~é日本🏃\u2028\u200b`;
    expect(icsText(kept)).toBe(kept);
  });
});
