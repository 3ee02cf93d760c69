// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  charCount,
  firstChars,
  firstGraphemes,
  graphemeCount,
  isAllEmoji,
  truncateGraphemes,
} from './text.js';

describe('charCount', () => {
  it('counts code points, as PostgreSQL does', () => {
    expect(charCount('abc')).toBe(3);
    expect(charCount('🎯')).toBe(1);
    expect(charCount('❤️')).toBe(2);
    expect(charCount('a'.repeat(99) + '❤️')).toBe(101);
  });
});

describe('firstChars', () => {
  it('never splits a surrogate pair', () => {
    expect(firstChars('ab🎯c', 3)).toBe('ab🎯');
    expect(firstChars('🎯🎯🎯', 2)).toBe('🎯🎯');
    expect(firstChars('abc', 5)).toBe('abc');
  });
});

describe('graphemes', () => {
  it('counts and cuts what a person sees', () => {
    expect(graphemeCount('👍🏽🇩🇪')).toBe(2);
    expect(graphemeCount('👨‍👩‍👧')).toBe(1);
    expect(firstGraphemes('👍🏽🇩🇪🎉', 2)).toBe('👍🏽🇩🇪');
  });
});

describe('truncateGraphemes', () => {
  it('keeps a text that fits as it is, however many code units its emoji take', () => {
    expect(truncateGraphemes('abc', 3)).toBe('abc');
    expect(truncateGraphemes('ab👨‍👩‍👧', 3)).toBe('ab👨‍👩‍👧');
  });

  it('cuts a longer one with an ellipsis and no space before it', () => {
    expect(truncateGraphemes('abcd', 3)).toBe('abc…');
    expect(truncateGraphemes('ab cd', 3)).toBe('ab…');
  });

  it('never splits an emoji straddling the cut', () => {
    expect(truncateGraphemes('ab🎯cd', 3)).toBe('ab🎯…');
    expect(truncateGraphemes('ab👍🏽🇩🇪', 3)).toBe('ab👍🏽…');
    expect(truncateGraphemes('abc👨‍👩‍👧', 3)).toBe('abc…');
  });
});

describe('isAllEmoji', () => {
  it.each(['👍', '👍🏽🇩🇪', '🎯', '👨‍👩‍👧', '1️⃣', '#⃣', '❤️', '🇩🇪🇫🇷'])('accepts %s', (text) => {
    expect(isAllEmoji(text)).toBe(true);
  });

  it.each(['ab', 'a', '1', '👍a', 'a👍', ' 👍', '', '中', '😀!', 'é'])('refuses %s', (text) => {
    expect(isAllEmoji(text)).toBe(false);
  });
});
