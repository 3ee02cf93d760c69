import { describe, expect, it } from '@jest/globals';
import type { Task } from '@goalcoach/contracts';
import { currentPlanWeek, focusedTasks, planWeekOf } from './focused-tasks.js';

const PLAN = { startDate: '2026-11-22', endDate: '2027-02-19' };
const ids = (tasks: readonly { id: string }[]) => tasks.map((task) => task.id);

function aTask(overrides: Partial<Task> & Pick<Task, 'id' | 'date'>): Task {
  return {
    goalId: 'goal',
    checkpointId: 'checkpoint',
    task: `Task ${overrides.id}`,
    status: 'pending',
    markedAsWin: false,
    checkpointTitle: 'Week 1: Start',
    writtenByPerson: false,
    ...overrides,
  };
}

describe('planWeekOf', () => {
  it('counts weeks of 7 days from the start date', () => {
    expect(planWeekOf('2026-11-22', PLAN.startDate)).toEqual({
      start: '2026-11-22',
      end: '2026-11-28',
    });
    expect(planWeekOf('2026-12-01', PLAN.startDate)).toEqual({
      start: '2026-11-29',
      end: '2026-12-05',
    });
  });

  it('uses the first week before the start', () => {
    expect(planWeekOf('2026-11-01', PLAN.startDate)).toEqual({
      start: '2026-11-22',
      end: '2026-11-28',
    });
  });
});

describe('currentPlanWeek', () => {
  it('numbers the weeks of the plan from 1 to 13, the last one short', () => {
    expect(currentPlanWeek('2026-11-22', PLAN)).toBe(1);
    expect(currentPlanWeek('2026-11-28', PLAN)).toBe(1);
    expect(currentPlanWeek('2026-11-29', PLAN)).toBe(2);
    expect(currentPlanWeek('2027-02-13', PLAN)).toBe(12); // day 84
    expect(currentPlanWeek('2027-02-14', PLAN)).toBe(13); // day 85
    expect(currentPlanWeek('2027-02-19', PLAN)).toBe(13); // day 90
  });

  it('is null outside the plan', () => {
    expect(currentPlanWeek('2026-11-21', PLAN)).toBeNull();
    expect(currentPlanWeek('2027-02-20', PLAN)).toBeNull();
  });
});

describe('focusedTasks', () => {
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
    const focus = focusedTasks(tasks, '2026-11-24', PLAN);
    expect(focus.source).toBe('today');
    expect(focus.currentWeek).toBe(1);
    expect(ids(focus.focusedTasks)).toEqual(['today', 'yesterday', 'later1', 'later2']);
  });

  it("puts today's pending tasks before today's done ones", () => {
    const tasks = [
      aTask({ id: 'done', date: '2026-11-24', status: 'completed' }),
      aTask({ id: 'open', date: '2026-11-24' }),
    ];
    expect(ids(focusedTasks(tasks, '2026-11-24', PLAN).focusedTasks)).toEqual(['open', 'done']);
  });

  it('falls back to the pending tasks of the current week', () => {
    const tasks = [
      aTask({ id: 'w1', date: '2026-11-25' }),
      aTask({ id: 'w2', date: '2026-11-27' }),
      aTask({ id: 'next-week', date: '2026-11-30' }),
    ];
    const focus = focusedTasks(tasks, '2026-11-24', PLAN);
    expect(focus.source).toBe('week');
    expect(ids(focus.focusedTasks)).toEqual(['w1', 'w2']);
  });

  it('has nothing when the week is done, even with open tasks in later weeks', () => {
    const tasks = [
      aTask({ id: 'done', date: '2026-11-25', status: 'completed' }),
      aTask({ id: 'later', date: '2026-12-20' }),
    ];
    expect(focusedTasks(tasks, '2026-11-24', PLAN)).toEqual({
      currentWeek: 1,
      focusedTasks: [],
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
    expect(focusedTasks(tasks, '2026-12-14', PLAN)).toEqual({
      currentWeek: 4,
      focusedTasks: [expect.objectContaining({ id: 'overdue' })],
      source: 'next',
    });
  });

  it('keeps the overflow to 3 tasks', () => {
    const tasks = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => aTask({ id, date: '2026-11-24' }));
    expect(ids(focusedTasks(tasks, '2026-11-24', PLAN).focusedTasks)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('has no current week after the plan, and offers what is still open', () => {
    const tasks = [aTask({ id: 'left', date: '2027-02-18' })];
    expect(focusedTasks(tasks, '2027-03-01', PLAN)).toEqual({
      currentWeek: null,
      focusedTasks: [expect.objectContaining({ id: 'left' })],
      source: 'next',
    });
  });

  it('says the plan is empty when it has no tasks', () => {
    expect(focusedTasks([], '2026-11-24', PLAN)).toEqual({
      currentWeek: 1,
      focusedTasks: [],
      source: 'empty',
    });
  });
});
