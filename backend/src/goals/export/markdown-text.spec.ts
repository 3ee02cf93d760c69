import { describe, expect, it } from '@jest/globals';
import { blockText, inlineText } from './markdown-text.js';

describe('inlineText', () => {
  it('escapes the characters that would start Markdown', () => {
    expect(inlineText('Use *bold* and [links](x) <b> #tag_one | `code` ~x~')).toBe(
      'Use \\*bold\\* and \\[links\\](x) \\<b\\> \\#tag\\_one \\| \\`code\\` \\~x\\~',
    );
  });

  it('keeps quotes, commas, slashes and emoji, and makes one line', () => {
    expect(inlineText('Run "fast", far / away 🏃\nthen rest')).toBe(
      'Run "fast", far / away 🏃 then rest',
    );
  });

  it('escapes what would make a line a list item or a heading underline', () => {
    expect(inlineText('- not a list')).toBe('\\- not a list');
    expect(inlineText('12. not a number')).toBe('12\\. not a number');
    expect(inlineText('===')).toBe('\\===');
  });
});

describe('blockText', () => {
  it('keeps line breaks and paragraphs', () => {
    expect(blockText('first line\nsecond line\n\n\nnew paragraph')).toBe(
      'first line  \nsecond line\n\nnew paragraph',
    );
  });

  it('prefixes every line, blank separators included', () => {
    expect(blockText('one\ntwo\n\nthree', '> ')).toBe('> one  \n> two\n>\n> three');
  });

  it('reads CRLF line ends as line breaks', () => {
    expect(blockText('a\r\nb')).toBe('a  \nb');
  });
});
