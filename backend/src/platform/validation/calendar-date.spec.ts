import { describe, expect, it } from '@jest/globals';
import { isCalendarDate } from './calendar-date.js';

describe('isCalendarDate', () => {
  it('accepts real days written YYYY-MM-DD', () => {
    for (const date of ['2026-03-01', '2024-02-29', '2026-12-31', '0001-01-01']) {
      expect(isCalendarDate(date)).toBe(true);
    }
  });

  it('refuses days that do not exist and other spellings', () => {
    for (const date of [
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      '2026-00-10',
      '0000-01-01',
      '2026-3-1',
      '2026-03-01T00:00:00Z',
      ' 2026-03-01',
      '01.03.2026',
      '',
      20260301,
      null,
    ]) {
      expect(isCalendarDate(date)).toBe(false);
    }
  });
});
