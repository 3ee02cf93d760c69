import { describe, expect, it } from '@jest/globals';
import { dateSpan, goalDateOf } from './goal-date.js';

const day = (date: string) => new Date(`${date}T00:00:00Z`);
const spanOf = (goal: string, start: string) => {
  const date = goalDateOf(goal);
  if (!date) throw new Error(`no date in "${goal}"`);
  const { first, last } = dateSpan(date, day(start));
  return [first.toISOString().slice(0, 10), last.toISOString().slice(0, 10)];
};

describe('the date a goal names', () => {
  it('reads a month, a season, a day and Christmas, as a sentence names them', () => {
    expect(goalDateOf('Run a half marathon in February')).toMatchObject({
      name: 'February',
      month: 1,
      day: null,
      by: false,
    });
    expect(goalDateOf('Get fit by summer')).toMatchObject({
      name: 'Summer',
      month: 5,
      months: 3,
      by: true,
    });
    expect(goalDateOf('Run the Brighton half on 14 February')).toMatchObject({
      name: '14 February',
      day: 14,
    });
    expect(goalDateOf('Host the party on March 3rd')).toMatchObject({ name: '3 March', day: 3 });
    expect(goalDateOf('Knit a sweater for my dad before Christmas')).toMatchObject({
      name: 'Christmas',
      month: 11,
      day: 25,
      by: true,
    });
    expect(goalDateOf('Learn to juggle')).toBeNull();
  });

  it('does not read a year or a count as a day, nor "may" or "march" as months', () => {
    expect(goalDateOf('Walk the Camino in May 2027')).toMatchObject({ day: null, year: 2027 });
    expect(goalDateOf('Swim in May 3 times a week')).toMatchObject({ name: 'May', day: null });
    expect(goalDateOf('Learn Python, though this may be hard')).toBeNull();
    expect(goalDateOf('Join in the march for the climate')).toBeNull();
    expect(goalDateOf('Run on the 14th of February')).toMatchObject({ name: '14 February' });
  });

  it('says the date as a sentence does', () => {
    expect(goalDateOf('Pass it by March')?.phrase).toBe('by March');
    expect(goalDateOf('Pass it before Christmas')?.phrase).toBe('before Christmas');
    expect(goalDateOf('Pass it by the end of May')?.phrase).toBe('by the end of May');
    expect(goalDateOf('Race on 14 February')?.phrase).toBe('on 14 February');
    expect(goalDateOf('Race in February')?.phrase).toBe('in February');
  });

  it('places a month without a year at its next coming, and "next" a year on', () => {
    expect(spanOf('A street party in January', '2026-12-07')).toEqual(['2027-01-01', '2027-01-31']);
    expect(spanOf('A street party in December', '2026-12-07')).toEqual([
      '2026-12-01',
      '2026-12-31',
    ]);
    expect(spanOf('A street party in November', '2026-12-07')).toEqual([
      '2027-11-01',
      '2027-11-30',
    ]);
    expect(spanOf('Run a race next March', '2026-12-07')).toEqual(['2027-03-01', '2027-03-31']);
    expect(spanOf('Run a race next February', '2027-01-10')).toEqual(['2027-02-01', '2027-02-28']);
    expect(spanOf('Hold it on 31 February', '2026-12-07')).toEqual(['2027-02-28', '2027-02-28']);
    expect(spanOf('Run a race in February next year', '2027-01-10')).toEqual([
      '2028-02-01',
      '2028-02-29',
    ]);
  });

  it('ends a "by" deadline the day before, unless that time has begun or the goal says its end', () => {
    expect(spanOf('Pass the test by March', '2026-12-07')).toEqual(['2026-12-07', '2027-02-28']);
    expect(spanOf('Pass the test by the end of March', '2026-12-07')).toEqual([
      '2026-12-07',
      '2027-03-31',
    ]);
    expect(spanOf('Finish it by December', '2026-12-07')).toEqual(['2026-12-07', '2026-12-31']);
    expect(spanOf('Knit it before Christmas', '2026-12-07')).toEqual(['2026-12-07', '2026-12-24']);
    expect(spanOf('Finish it by 14 February', '2026-12-07')).toEqual(['2026-12-07', '2027-02-14']);
    expect(spanOf('Finish it before 14 February', '2026-12-07')).toEqual([
      '2026-12-07',
      '2027-02-13',
    ]);
  });
});
