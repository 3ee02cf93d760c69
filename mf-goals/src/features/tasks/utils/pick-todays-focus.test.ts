import { aTask } from '../../../shared/test/fixtures';
import { pickTodaysFocus, planWeekOf } from './pick-todays-focus';

const START = '2026-11-22';
const ids = (tasks: { id: string }[]) => tasks.map((t) => t.id);

describe('planWeekOf', () => {
  it('counts weeks of 7 days from the start date', () => {
    expect(planWeekOf('2026-11-22', START)).toEqual({ start: '2026-11-22', end: '2026-11-28' });
    expect(planWeekOf('2026-12-01', START)).toEqual({ start: '2026-11-29', end: '2026-12-05' });
  });

  it('uses the first week before the start', () => {
    expect(planWeekOf('2026-11-01', START)).toEqual({ start: '2026-11-22', end: '2026-11-28' });
  });
});

describe('pickTodaysFocus', () => {
  it("takes today's task as main and fills the overflow from the rest of the week", () => {
    const tasks = [
      aTask({ id: 'yesterday', date: '2026-11-23' }),
      aTask({ id: 'today', date: '2026-11-24' }),
      aTask({ id: 'later1', date: '2026-11-25' }),
      aTask({ id: 'done', date: '2026-11-26', status: 'completed' }),
      aTask({ id: 'later2', date: '2026-11-27' }),
      aTask({ id: 'later3', date: '2026-11-28' }),
      aTask({ id: 'next-week', date: '2026-11-29' }),
    ];
    const focus = pickTodaysFocus(tasks, '2026-11-24', START);
    expect(focus.source).toBe('today');
    expect(focus.main?.id).toBe('today');
    expect(ids(focus.overflow)).toEqual(['yesterday', 'later1', 'later2']);
  });

  it("puts today's pending tasks before today's done ones", () => {
    const tasks = [
      aTask({ id: 'done', date: '2026-11-24', status: 'completed' }),
      aTask({ id: 'open', date: '2026-11-24' }),
    ];
    const focus = pickTodaysFocus(tasks, '2026-11-24', START);
    expect(focus.main?.id).toBe('open');
    expect(ids(focus.overflow)).toEqual(['done']);
  });

  it('falls back to the pending tasks of the current week', () => {
    const tasks = [
      aTask({ id: 'w1', date: '2026-11-25' }),
      aTask({ id: 'w2', date: '2026-11-27' }),
      aTask({ id: 'next-week', date: '2026-11-30' }),
    ];
    const focus = pickTodaysFocus(tasks, '2026-11-24', START);
    expect(focus.source).toBe('week');
    expect(focus.main?.id).toBe('w1');
    expect(ids(focus.overflow)).toEqual(['w2']);
  });

  it('has nothing when the week is done, even with open tasks in later weeks', () => {
    const tasks = [
      aTask({ id: 'done', date: '2026-11-25', status: 'completed' }),
      aTask({ id: 'later', date: '2026-12-20' }),
    ];
    expect(pickTodaysFocus(tasks, '2026-11-24', START)).toEqual({
      main: null,
      overflow: [],
      source: 'done',
    });
  });

  it('offers the earliest open task when nothing is scheduled this week', () => {
    const tasks = [
      aTask({ id: 'later', date: '2027-01-20' }),
      aTask({ id: 'overdue', date: '2026-11-23' }),
      aTask({ id: 'done', date: '2026-11-22', status: 'completed' }),
    ];
    // Week 4 of a plan whose tasks stop before it (or start after it).
    expect(pickTodaysFocus(tasks, '2026-12-14', START)).toEqual({
      main: expect.objectContaining({ id: 'overdue' }),
      overflow: [],
      source: 'next',
    });
  });

  it('says the plan is empty when it has no tasks', () => {
    expect(pickTodaysFocus([], '2026-11-24', START).source).toBe('empty');
  });
});
