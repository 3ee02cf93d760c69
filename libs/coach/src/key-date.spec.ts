import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { CreateGoalRequest } from '@goalcoach/contracts';
import { addDays, dateSpan, goalDateOf } from './goal-date.js';
import { datedPhases, datedWeeks, keyDateOf } from './key-date.js';
import {
  coachGoal,
  coachOutline,
  coachReach,
  coachRefinedMilestone,
  coachWeekTasks,
} from './coach-plan.js';
import { paceOf } from './coach-pace.js';
import { GOAL_KINDS } from './kinds/index.js';
import { GOAL_SHAPES } from './shapes/index.js';

// A Monday: the plan's weeks run Monday to Sunday, 7 December 2026 to 28 February 2027.
const START = '2026-12-07';
const answers = (goal: string): CreateGoalRequest => ({
  goal,
  why: 'It matters to me',
  vision: 'Proud of it',
  resources: 'Evenings after work',
  obstacles: 'Busy weeks',
  workingStyle: 'Mornings',
  change: 'Less stress',
});
const dayDate = (day: number) =>
  addDays(START, day - 1)
    .toISOString()
    .slice(0, 10);
const keyOf = (goal: string, keyWeek: number) => keyDateOf(goalDateOf(goal), START, keyWeek);

/** The key task (the week's last) of each of the plan's twelve weeks. */
function keyTasks(goal: string) {
  const coached = coachGoal(answers(goal), START);
  return Array.from({ length: 12 }, (_, index) => {
    const tasks = coachWeekTasks(coached, { week: index + 1, weekIndex: index % 3 }, 6);
    return tasks[tasks.length - 1];
  });
}

describe('where the key event falls', () => {
  it("keeps the kind's own week when the named month holds it", () => {
    // The race is week 11 of the kind: 15-21 February.
    expect(keyOf('Run a half marathon in February', 11)).toEqual({
      week: 11,
      day: null,
      firstDay: 57,
      lastDay: 84,
      phrase: 'in February',
    });
  });

  it('moves it to the latest week of a month that ends sooner, the first of one that begins later', () => {
    expect(keyOf('A street party in January', 11)?.week).toBe(8); // 25-31 January
    expect(keyOf('A street party in January', 3)?.week).toBe(4); // 28 Dec-3 Jan holds 1 January
  });

  it('puts a named day in its week, and a "by" deadline before it', () => {
    expect(keyOf('The party on 2 January', 11)).toEqual({
      week: 4,
      day: 27,
      firstDay: 27,
      lastDay: 27,
      phrase: 'on 2 January',
    });
    expect(keyOf('Pass it by the end of December', 12)?.week).toBe(4);
    expect(keyOf('Pass it by February', 12)?.week).toBe(8);
  });

  it('puts a date in the last six days after the twelve weeks, and none outside the plan', () => {
    expect(keyOf('Run a half marathon in March', 11)?.week).toBe(13);
    expect(keyOf('Run a half marathon in April', 11)).toBeNull();
    expect(keyOf('Run a half marathon in November', 11)).toBeNull();
    expect(keyOf('Run a half marathon', 11)).toBeNull();
  });
});

describe('the twelve weeks around it', () => {
  it("are the kind's own when the event keeps its week", () => {
    expect(datedWeeks(11, 11)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('squeeze the build and keep the run-in and the order, when the event comes sooner', () => {
    const weeks = datedWeeks(11, 8);
    expect(weeks.slice(0, 8)).toEqual([1, 3, 5, 6, 8, 9, 10, 11]);
    // The kind's own week after the event, then the general ones, the last a look back.
    expect(weeks.slice(8)).toEqual([12, 14, 15, 18]);
  });

  it('build a longer base, the first weeks done twice, when the event comes later', () => {
    // The thirteenth is the event in the plan's last days, after the twelfth checkpoint.
    expect(datedWeeks(11, 13)).toEqual([1, 1, 2, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('start at the run-in for an event in the first weeks', () => {
    expect(datedWeeks(12, 2)).toEqual([11, 12, 13, 14, 15, 16, 17, 16, 17, 16, 17, 18]);
  });

  it("title the milestones in order, the event in the kind's last phase", () => {
    expect(datedPhases(datedWeeks(11, 8), 8)).toEqual([0, 2, 3, 4]);
    expect(datedPhases(datedWeeks(11, 13), 13)).toEqual([0, 1, 2, 3]);
    expect(datedPhases(datedWeeks(12, 2), 2)).toEqual([3, 4, 5, 5]);
    // The test in week 4 is in the milestone of the kind's last phase, not one after it.
    expect(datedPhases(datedWeeks(12, 4), 4)).toEqual([0, 3, 4, 5]);
  });
});

describe('a plan whose goal dates its key event', () => {
  it('holds the street party in January, and says so', () => {
    const goal = 'Organise a street party for our road in January';
    const key = keyTasks(goal)[7];
    expect(key?.task).toMatch(/^Hold the street party/);
    expect(dayDate(key?.day ?? 0)).toMatch(/^2027-01-/);
    expect(coachReach(coachGoal(answers(goal), START))).toBe(
      'The street party is in week 8 of these 90 days, in January: the plan builds up to it, and the weeks after it look back and build on it.',
    );
    const outline = coachOutline(coachGoal(answers(goal), START), answers(goal));
    expect(outline.milestones.map((milestone) => milestone.title)).toEqual([
      'Fix the date and book the venue',
      'Spread the word',
      'Run the day and wrap up',
      'After the street party: look back and keep what worked',
    ]);
  });

  it('races on the day the goal names', () => {
    const goal = 'Run a half marathon on 14 February';
    const race = keyTasks(goal)[9];
    expect(race?.task).toMatch(/^Race 21.1 km/);
    expect(dayDate(race?.day ?? 0)).toBe('2027-02-14');
    expect(coachReach(coachGoal(answers(goal), START))).toMatch(
      /^The race is on Sunday 14 February, week 10 of these 90 days/,
    );
  });

  it('holds a party "before Christmas" on the 24th at the latest, though its week runs on to the 27th', () => {
    const party = keyTasks('Throw a surprise 40th birthday party for my wife before Christmas')[2];
    expect(party?.task).toMatch(/^Hold the surprise 40th birthday party/);
    expect(dayDate(party?.day ?? 0)).toBe('2026-12-24');
  });

  it('says the date as the goal does, and spreads the week before an early event day', () => {
    expect(coachReach(coachGoal(answers('Pass my driving test by February'), START))).toBe(
      'The driving test is in week 8 of these 90 days, by February: the plan builds up to it, and the weeks after it look back and build on it.',
    );
    // 10 January 2027 is the first day of week 6: the race-week tasks stay before it, in order.
    const coached = coachGoal(answers('Run a half marathon on 10 January'), START);
    expect(coachReach(coached)).toMatch(/^The race is on Sunday 10 January, week 5/);
    const raceWeek = coachWeekTasks(coached, { week: 5, weekIndex: 1 }, 6);
    expect(raceWeek.at(-1)?.task).toMatch(/^Race 21.1 km/);
    expect(dayDate(raceWeek.at(-1)?.day ?? 0)).toBe('2027-01-10');
    const days = raceWeek.map((task) => task.day);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(new Set(days).size).toBeGreaterThanOrEqual(5);
  });

  it('ends a plan for a race in its last days with the taper, not a race in February', () => {
    const tasks = keyTasks('Run a half marathon in March');
    expect(tasks.map((task) => task?.task).join('\n')).not.toMatch(/^Race /m);
    expect(tasks[11]?.task).toMatch(/easy long run/);
    // Days 85-90, if a week is asked for them, are race week.
    const coached = coachGoal(answers('Run a half marathon in March'), START);
    const last = coachWeekTasks(coached, { week: 13, weekIndex: 0 }, 4);
    expect(last.at(-1)?.task).toMatch(/^Race 21.1 km/);
  });

  it('keeps the event on its week when a refinement moves the weeks before it', () => {
    const coached = coachGoal(answers('Organise a street party for our road in January'), START);
    const harder = coachRefinedMilestone(
      coached,
      2,
      [7, 8, 9],
      paceOf({ reason: 'too_easy', text: '' }),
      '',
    );
    expect(harder.checkpoints.map((checkpoint) => checkpoint.title)).toEqual([
      'Week 7: Final checks (stretch)',
      'Week 8: The day (stretch)',
      'Week 9: Thank, count and report (stretch)',
    ]);
    const week7 = coachWeekTasks(
      coached,
      { week: 7, weekIndex: 0 },
      6,
      paceOf({ reason: 'too_easy', text: '' }),
    );
    expect(week7.map((task) => task.task).join('\n')).not.toMatch(/^Hold the street party/m);
  });

  it('leaves a goal without a date as the kind wrote it', () => {
    const tasks = keyTasks('Organise a street party for our road');
    expect(tasks[10]?.task).toMatch(/^Hold the street party/);
    expect(
      coachReach(coachGoal(answers('Organise a street party for our road'), START)),
    ).toBeNull();
  });

  it('puts the key event of every dated kind and shape inside the date the goal names', () => {
    const dated = [...GOAL_KINDS, ...GOAL_SHAPES].filter((kind) => kind.keyEvent);
    expect(dated.length).toBeGreaterThanOrEqual(10);
    fc.assert(
      fc.property(
        fc.constantFrom(...dated),
        fc.constantFrom('in', 'by', 'on 10', 'by the end of'),
        fc.constantFrom('December', 'January', 'February'),
        fc.date({ min: new Date('2026-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        (kind, lead, month, startDay) => {
          const start = startDay.toISOString().slice(0, 10);
          const goal = `My goal ${lead} ${month}`;
          const coached = coachGoal(answers(goal), start, kind.id);
          const keyWeek = kind.keyEvent?.week ?? 12;
          const named = goalDateOf(goal);
          const keyDate = keyDateOf(named, start, keyWeek);
          if (!named || !keyDate || keyDate.week > 12) return;
          const span = dateSpan(named, new Date(`${start}T00:00:00Z`));
          const tasks = coachWeekTasks(coached, { week: keyDate.week, weekIndex: 0 }, 6);
          const keyDay = addDays(start, (tasks[tasks.length - 1]?.day ?? 0) - 1);
          const weekStart = addDays(start, (keyDate.week - 1) * 7);
          const weekEnd = addDays(start, keyDate.week * 7 - 1);
          // The event's week overlaps the named date, and a named day is the key task's day.
          expect(weekStart <= span.last && weekEnd >= span.first).toBe(true);
          if (keyDate.day !== null) expect(keyDay.getTime()).toBe(span.first.getTime());
          const weekOfEvent = coachOutline(coached, answers(goal))
            .milestones.flatMap((milestone) => milestone.checkpoints)
            .find((checkpoint) => checkpoint.week === keyDate.week);
          const ownKeyWeek = kind.milestones.flatMap((milestone) => milestone.weeks)[keyWeek - 1];
          expect(weekOfEvent?.title).toContain(ownKeyWeek?.focus ?? '?');
        },
      ),
      { numRuns: 300 },
    );
  });
});
