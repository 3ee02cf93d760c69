import { aTask } from '../../../shared/test/fixtures';
import {
  hasStarterKeyword,
  pickStartHereTasks,
  startsWithActionVerb,
  weekNumberOf,
} from './pick-start-here-tasks';

const ids = (tasks: { id: string }[]) => tasks.map((t) => t.id);

describe('pickStartHereTasks', () => {
  it('orders by week number first', () => {
    const tasks = [
      aTask({ id: 'w3', checkpointTitle: 'Week 3: Long runs', task: 'Research shoes' }),
      aTask({ id: 'w1', checkpointTitle: 'Week 1: Base', task: 'Go for a jog' }),
      aTask({ id: 'w10', checkpointTitle: 'Week 10: Taper', task: 'Plan race day' }),
      aTask({ id: 'w2', checkpointTitle: 'Week 2: Base', task: 'Stretch' }),
    ];
    expect(ids(pickStartHereTasks(tasks))).toEqual(['w1', 'w2', 'w3']);
  });

  it('puts research/plan/create tasks first within a week, then action verbs', () => {
    const week = 'Week 1: Base';
    const tasks = [
      aTask({ id: 'other', checkpointTitle: week, task: 'A gentle jog around the park' }),
      aTask({ id: 'verb', checkpointTitle: week, task: 'Write down your why' }),
      aTask({ id: 'keyword', checkpointTitle: week, task: 'A training plan for the month' }),
      aTask({ id: 'both', checkpointTitle: week, task: 'Research local running clubs' }),
    ];
    expect(ids(pickStartHereTasks(tasks, 4))).toEqual(['both', 'keyword', 'verb', 'other']);
  });

  it('keeps the list order between equals and takes only pending tasks, 3 at most', () => {
    const tasks = [
      aTask({ id: 'done', status: 'completed', task: 'Create a playlist' }),
      aTask({ id: 'a', task: 'Stretch for ten minutes' }),
      aTask({ id: 'b', task: 'Stretch again' }),
      aTask({ id: 'c', task: 'Foam roll' }),
      aTask({ id: 'd', task: 'Rest' }),
    ];
    expect(ids(pickStartHereTasks(tasks))).toEqual(['a', 'b', 'c']);
  });

  it('puts tasks without a week last', () => {
    const tasks = [
      aTask({ id: 'none', checkpointTitle: null, task: 'Create a budget' }),
      aTask({ id: 'w4', checkpointTitle: 'Week 4', task: 'Jog' }),
    ];
    expect(ids(pickStartHereTasks(tasks))).toEqual(['w4', 'none']);
  });

  it('returns nothing for no pending tasks', () => {
    expect(pickStartHereTasks([aTask({ status: 'completed' })])).toEqual([]);
  });

  it('keeps a task the user just ticked in its place', () => {
    const tasks = [
      aTask({ id: 'a', task: 'Write the outline', status: 'completed', checkpointTitle: 'Week 1' }),
      aTask({ id: 'b', task: 'Write the intro', checkpointTitle: 'Week 1' }),
      aTask({ id: 'c', task: 'Write the end', checkpointTitle: 'Week 1' }),
      aTask({ id: 'd', task: 'Write the blurb', checkpointTitle: 'Week 1' }),
    ];
    expect(ids(pickStartHereTasks(tasks, 3, new Set(['a'])))).toEqual(['a', 'b', 'c']);
    expect(ids(pickStartHereTasks(tasks))).toEqual(['b', 'c', 'd']);
  });
});

describe('task signals', () => {
  it('reads the week number from the checkpoint title', () => {
    expect(weekNumberOf({ checkpointTitle: 'Week 12: Race' })).toBe(12);
    expect(weekNumberOf({ checkpointTitle: 'Kick-off week 2' })).toBe(2);
    expect(weekNumberOf({ checkpointTitle: 'Kick-off' })).toBe(Number.POSITIVE_INFINITY);
  });

  it('finds the starter keywords as words', () => {
    expect(hasStarterKeyword('Planning the week')).toBe(true);
    expect(hasStarterKeyword('Explanation of pace')).toBe(false);
  });

  it('sees an action verb at the start only', () => {
    expect(startsWithActionVerb('  Write 300 words')).toBe(true);
    expect(startsWithActionVerb('Call: the coach')).toBe(true);
    // The first task of an offline plan: the day-1 step must not lose to later ones.
    expect(startsWithActionVerb('Spend 15 minutes writing down what day 90 looks like')).toBe(true);
    expect(startsWithActionVerb('Block time in your calendar')).toBe(true);
    expect(startsWithActionVerb('Morning: write 300 words')).toBe(false);
  });
});
