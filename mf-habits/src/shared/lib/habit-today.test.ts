import { lastDays } from './habit-today';

describe('lastDays', () => {
  it('gives the days ending today, oldest first, across a month end', () => {
    expect(lastDays('2026-12-02', 4)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
  });

  it('keeps whole days across the change to summer time', () => {
    expect(lastDays('2026-03-30', 3)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
  });
});
