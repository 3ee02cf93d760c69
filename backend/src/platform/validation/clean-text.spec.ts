import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { cleanText, trimInvisible } from './clean-text.js';

describe('cleanText', () => {
  it('makes a text of only white space and format characters blank', () => {
    for (const invisible of [
      '\u200b\u200b',
      ' \u200c\u200d ',
      '\u2060\ufeff\u00ad',
      '\u180e\u200e\u200f',
      '\n\t\u200b\r\n',
      '\u{E0041}\u{E0042}',
    ]) {
      expect([invisible, cleanText(invisible)]).toEqual([invisible, '']);
      expect([invisible, cleanText(invisible, 'single')]).toEqual([invisible, '']);
    }
  });

  it('trims format characters at the ends and keeps them inside', () => {
    expect(cleanText('\u200bRun a marathon\u200b\ufeff ')).toBe('Run a marathon');
    expect(cleanText('Learn 👩‍💻 coding')).toBe('Learn 👩‍💻 coding');
    expect(cleanText('\u200b👩‍💻\u200b')).toBe('👩‍💻');
    expect(cleanText('می\u200cخواهم')).toBe('می\u200cخواهم');
    expect(cleanText('co\u00adoperate')).toBe('co\u00adoperate');
  });

  it('keeps emoji sequences whole at the ends: flags with tags, keycaps, variation selectors', () => {
    const england = '\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}';
    for (const emoji of [england, '❤️', '1️⃣', '👍🏽', '🇩🇪', '👨‍👩‍👧']) {
      expect(cleanText(` ${emoji} `, 'single')).toBe(emoji);
      expect(cleanText(`Go ${emoji}`, 'single')).toBe(`Go ${emoji}`);
    }
  });

  it('keeps a sign that attaches to the digits after it at the start', () => {
    expect(cleanText('\u0600١٢٣')).toBe('\u0600١٢٣');
  });

  it('removes C0 controls (but tab and line feed), DEL and C1 controls', () => {
    expect(cleanText('ring\u0007 the \u001b[31mbell\u007f\u009b!')).toBe('ring the [31mbell!');
    expect(cleanText('a\u0001\u0008\u000b\u000c\u001fb')).toBe('ab');
    // NUL is refused with its own message where a text comes in, not quietly removed.
    expect(cleanText('a\u0000b')).toBe('a\u0000b');
    expect(cleanText('one\ttwo\nthree')).toBe('one\ttwo\nthree');
  });

  it('writes every line break of a multi-line text as LF', () => {
    expect(cleanText('a\r\nb\rc\nd\u2028e\u2029f\u0085g')).toBe('a\nb\nc\nd\ne\nf\ng');
    expect(cleanText('- win\r\n- lesson\r\n')).toBe('- win\n- lesson');
  });

  it('puts a one-line text on one line: tabs and line breaks become a space', () => {
    expect(cleanText('Run a\r\nhalf\n\nmarathon\tsoon', 'single')).toBe('Run a half marathon soon');
    expect(cleanText('\nRun\n', 'single')).toBe('Run');
  });

  it('removes bidi overrides and isolates from one-line texts only', () => {
    const spoofed = 'Invoice \u202Egnp.exe\u202C \u2066x\u2069 \u202A\u202B\u202D\u2067\u2068';
    expect(cleanText(spoofed, 'single')).toBe('Invoice gnp.exe x');
    expect(cleanText('\u202E\u2066', 'single')).toBe('');
    // A right-to-left mark is no override: mixed-direction names need it.
    expect(cleanText('שלום\u200F!', 'single')).toBe('שלום\u200F!');
    expect(cleanText('a \u2067b\u2069 c', 'multi')).toBe('a \u2067b\u2069 c');
  });

  it('leaves ordinary text as it is', () => {
    for (const text of ['Run a half marathon', 'Ü 中 🎯 100%', 'two\nlines']) {
      expect(cleanText(text)).toBe(text);
    }
    expect(cleanText('  padded  ')).toBe('padded');
  });

  it('is idempotent, and never leaves a control character or a one-line break', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.boolean(), (text, one) => {
        const lines = one ? 'single' : 'multi';
        const clean = cleanText(text, lines);
        expect(cleanText(clean, lines)).toBe(clean);
        // eslint-disable-next-line no-control-regex -- no control character may be left
        expect(clean).not.toMatch(/[\u0001-\u0008\u000B-\u001F\u007F-\u009F]/);
        if (one) expect(clean).not.toMatch(/[\t\n\u202A-\u202E\u2066-\u2069]/);
      }),
    );
  });
});

describe('trimInvisible', () => {
  it('trims in linear time, also a long run of spaces before a last letter', () => {
    const long = `a${' '.repeat(500_000)}b${' \u200b'.repeat(500_000)}`;
    const started = performance.now();
    expect(trimInvisible(long)).toBe(`a${' '.repeat(500_000)}b`);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
