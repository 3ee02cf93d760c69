import { describe, expect, it } from '@jest/globals';
import { isAllEmoji } from './emoji.js';

describe('isAllEmoji', () => {
  it.each(['👍', '👍🏽🇩🇪', '🎯', '👨‍👩‍👧', '1️⃣', '#⃣', '❤️', '🇩🇪🇫🇷'])('accepts %p', (text) => {
    expect(isAllEmoji(text)).toBe(true);
  });

  it.each(['ab', 'a', '1', '👍a', 'a👍', ' 👍', '', '中', '😀!', 'é'])('refuses %p', (text) => {
    expect(isAllEmoji(text)).toBe(false);
  });
});
