import { describe, expect, it } from '@jest/globals';
import type { CreateGoalRequest } from '@goalcoach/contracts';
import { coachGoal, coachOutline, coachWeekTasks } from '../coach-plan.js';
import type { GoalKind } from '../goal-kind.js';
import { readGoal } from '../goal-reading.js';
import { targetOf } from '../goal-target.js';
import { type TextContext, fillText, textContext } from '../task-text.js';
import { GOAL_SHAPES } from '../shapes/index.js';
import { AFTER_EVENT } from '../after-event.js';
import { GENERAL_KIND, GOAL_KINDS } from './index.js';

const ALL = [...GOAL_KINDS, ...GOAL_SHAPES, GENERAL_KIND];
const SLOT = /\{(\w+)(?::[^}|]+)?(?:\|[^}]*)?\}/g;
const KNOWN_SLOTS = new Set([
  'q',
  'min',
  'resource',
  'person',
  'doing',
  'field',
  'thing',
  'weekly',
  'monthly',
  'reach',
  'ready',
  'event',
]);
// The one-size template the planner had before it knew kinds: never again.
const TEMPLATE_TITLES = ['Lay the foundation', 'Build momentum', 'Level up', 'Make it last'];

const ANSWERS: CreateGoalRequest = {
  goal: '',
  why: 'It matters to me',
  vision: 'Done and proud',
  resources: 'A notebook',
  obstacles: 'Not much time',
  workingStyle: 'Mornings',
  change: 'Confidence',
};

/** Every task text of a kind: its weeks, its alternative, its extras and its countermeasures. */
function templatesOf(kind: GoalKind): string[] {
  return [
    ...kind.milestones.flatMap((milestone) => milestone.weeks.flatMap((week) => week.tasks)),
    ...(kind.measure?.unreached?.weeks.flatMap((week) => week.tasks) ?? []),
    ...kind.alternative.weeks.flatMap((week) => week.tasks),
    ...kind.extras,
    ...kind.countermeasures.flatMap((answer) => answer.tasks),
  ];
}

/** The weeks after an event, which a kind with a key event takes when the goal dates it. */
const AFTER_TASKS = AFTER_EVENT.flatMap((milestone) =>
  milestone.weeks.flatMap((week) => week.tasks),
);

function contextOf(kind: GoalKind): TextContext {
  return textContext(kind, readGoal({ ...ANSWERS, goal: kind.signals[0] ?? 'a project' }));
}

describe.each(ALL.map((kind) => [kind.id, kind] as const))('the %s kind', (_, kind) => {
  it('has twelve weeks of at least six different tasks, and four extras', () => {
    expect(kind.milestones).toHaveLength(4);
    for (const week of kind.milestones.flatMap((milestone) => milestone.weeks)) {
      expect(week.tasks.length).toBeGreaterThanOrEqual(6);
      expect(new Set(week.tasks).size).toBe(week.tasks.length);
    }
    expect(kind.alternative.weeks).toHaveLength(3);
    expect(kind.extras.length).toBeGreaterThanOrEqual(4);
  });

  it('builds to its key event in its last phase, named as a sentence names it', () => {
    if (!kind.keyEvent) return;
    expect(kind.keyEvent.week).toBeGreaterThanOrEqual(10);
    expect(kind.keyEvent.week).toBeLessThanOrEqual(12);
    expect(fillText(kind.keyEvent.name, contextOf(kind))).toMatch(/^(the|your) [a-z]/i);
    for (const week of AFTER_EVENT.flatMap((milestone) => milestone.weeks)) {
      expect(week.tasks.length).toBeGreaterThanOrEqual(6);
      expect(new Set(week.tasks).size).toBe(week.tasks.length);
    }
  });

  it('writes tasks a person can act on: sentence case, no full stop, known slots, 300 characters', () => {
    const context = contextOf(kind);
    for (const template of [...templatesOf(kind), ...(kind.keyEvent ? AFTER_TASKS : [])]) {
      for (const [, slot] of template.matchAll(SLOT)) expect(KNOWN_SLOTS).toContain(slot);
      const text = fillText(template, context);
      expect([template, text.length <= 300]).toEqual([template, true]);
      expect([template, /^[A-Z0-9]/.test(text)]).toEqual([template, true]);
      expect([template, /[.]$/.test(text)]).toEqual([template, false]);
      expect(text).not.toMatch(/[{}]/);
    }
  });

  it('names its field in almost every task (its lexicon)', () => {
    if (kind.field === 'general') return;
    const texts = templatesOf(kind).map((template) => template.toLowerCase());
    const named = texts.filter((text) => kind.lexicon.some((word) => text.includes(word)));
    expect(named.length / texts.length).toBeGreaterThanOrEqual(0.85);
  });

  it('is chosen for a goal in its own words, and makes a plan in its own milestones', () => {
    const goal = kind.signals[0];
    if (kind.field === 'general' || goal === undefined) return;
    const coached = coachGoal({ ...ANSWERS, goal });
    expect(coached.kind.id).toBe(kind.id);
    const outline = coachOutline(coached, { ...ANSWERS, goal });
    expect(outline.milestones.map((milestone) => milestone.title)).toEqual(
      kind.milestones.map((milestone) => fillText(milestone.title, contextOf(kind))),
    );
    const tasks = coachWeekTasks(coached, { week: 1, weekIndex: 0 }, 5);
    expect(tasks).toHaveLength(5);
  });
});

describe('the kinds together', () => {
  it('have unique ids, labels and milestone titles, none of the old template', () => {
    expect(new Set(ALL.map((kind) => kind.id)).size).toBe(ALL.length);
    expect(new Set(ALL.map((kind) => kind.label)).size).toBe(ALL.length);
    const titles = ALL.flatMap((kind) => kind.milestones.map((milestone) => milestone.title));
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of TEMPLATE_TITLES) expect(titles).not.toContain(title);
  });
});

describe.each(
  ALL.filter((kind) => kind.measure && kind.signals.length > 0).map(
    (kind) => [kind.id, kind] as const,
  ),
)('the numbers of the %s kind', (_, kind) => {
  const measure = kind.measure;
  if (!measure) return;
  const [low, high] = measure.range;
  const target = Math.max(low, Math.min(high, measure.default * 2));
  const goal =
    measure.kind === 'money'
      ? `${kind.signals[0]} $${target}`
      : `${kind.signals[0]} ${target} ${measure.units[0]}`;

  it(`reads "${goal}" as its target`, () => {
    expect(targetOf(kind, readGoal({ ...ANSWERS, goal }))).toBe(target);
  });

  // A quarter: a target beyond 90 days counts to what they reach, so more would change nothing.
  it('scales its tasks to the target: a quarter of it, smaller numbers', () => {
    const numbers = (context: TextContext) =>
      templatesOf(kind)
        .filter((template) => template.includes('{q'))
        .map((template) => fillText(template, context));
    const usual = numbers(textContext(kind, readGoal({ ...ANSWERS, goal })));
    const quarter = numbers(
      textContext(
        kind,
        readGoal({ ...ANSWERS, goal: goal.replace(String(target), String(target / 4)) }),
      ),
    );
    if (usual.length === 0) return;
    expect(quarter).not.toEqual(usual);
  });
});

describe('money plans', () => {
  const tasksFor = (goal: string, resources: string) => {
    const answers = { ...ANSWERS, goal, resources };
    const coached = coachGoal(answers);
    return Array.from({ length: 12 }, (_, index) =>
      coachWeekTasks(coached, { week: index + 1, weekIndex: index % 3 }, 5),
    )
      .flat()
      .map((task) => task.task);
  };

  it('pay from the amount the person said they have, else a 13th of the target a week', () => {
    // $3,000 in 13 weeks: $230 a week.
    expect(tasksFor('Pay off $3,000 on my credit card', 'A budgeting app')).toContain(
      'Pay $230 on top of the minimums to the debt with the highest interest rate',
    );
    // $600 a month spare: $140 a week.
    expect(tasksFor('Pay off $3,000 on my credit card', '$600 a month spare')).toContain(
      'Pay $140 on top of the minimums to the debt with the highest interest rate',
    );
    // $5,000 in 13 weeks: $385 a week, $1,665 a month.
    expect(tasksFor('Save $5,000 for an emergency fund', 'A savings app')).toContain(
      'Set up a standing order of $385 a week, or $1,665 a month, for the day after payday',
    );
  });
});
