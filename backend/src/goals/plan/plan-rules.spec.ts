import { weekDays } from '@goalcoach/coach';
import { describe, expect, it } from '@jest/globals';
import {
  checkpointTaskProblems,
  outlineProblems,
  parseJson,
  planProblems,
  taskBounds,
} from './plan-rules.js';
import {
  checkpointTasksSchema,
  type PlanDraft,
  type PlanOutline,
  type PlanTask,
  planDraftSchema,
  planOutlineSchema,
} from './plan-schema.js';

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('missing value in test data');
  return value;
}

function tasksOfWeek(week: number, count: number): PlanTask[] {
  const { first, last } = weekDays(week);
  return Array.from({ length: count }, (_, index) => ({
    task: `Step ${index + 1} of week ${week}`,
    day: first + (index % (last - first + 1)),
  }));
}

/** 4 milestones of 3 checkpoints (weeks 1-12), 5 tasks each: 60 tasks. */
function validPlan(): PlanDraft {
  return {
    goalName: 'Run a half marathon',
    shortTitle: 'Half marathon',
    personalLegend: 'I run a half marathon because I want to feel strong',
    firstDailyAction: 'Walk for 15 minutes',
    milestones: [0, 1, 2, 3].map((phase) => ({
      title: `Phase ${phase + 1}`,
      description: `What phase ${phase + 1} is about`,
      checkpoints: [1, 2, 3].map((offset) => {
        const week = phase * 3 + offset;
        return {
          week,
          title: `Week ${week}: focus`,
          description: `The work of week ${week}`,
          tasks: tasksOfWeek(week, 5),
        };
      }),
    })),
  };
}

function outlineOf(plan: PlanDraft): PlanOutline {
  return {
    ...plan,
    milestones: plan.milestones.map((milestone) => ({
      ...milestone,
      checkpoints: milestone.checkpoints.map(({ week, title, description }) => ({
        week,
        title,
        description,
      })),
    })),
  };
}

function checkpointAt(plan: PlanDraft, milestone: number, checkpoint: number) {
  return must(must(plan.milestones[milestone]).checkpoints[checkpoint]);
}

function problemsOf(draft: unknown): string[] {
  const result = planProblems(draft);
  return result.ok ? [] : result.problems;
}

describe('weekDays', () => {
  it('gives week 1 the days 1-7 and week 2 the days 8-14', () => {
    expect(weekDays(1)).toEqual({ first: 1, last: 7 });
    expect(weekDays(2)).toEqual({ first: 8, last: 14 });
  });

  it('ends the short 13th week on day 90', () => {
    expect(weekDays(12)).toEqual({ first: 78, last: 84 });
    expect(weekDays(13)).toEqual({ first: 85, last: 90 });
  });

  it('covers days 1-90 with weeks 1-13, without gaps or overlaps', () => {
    const days = Array.from({ length: 13 }, (_, index) => weekDays(index + 1)).flatMap(
      ({ first, last }) => Array.from({ length: last - first + 1 }, (_, offset) => first + offset),
    );
    expect(days).toEqual(Array.from({ length: 90 }, (_, index) => index + 1));
  });
});

describe('parseJson', () => {
  const outlineText = JSON.stringify(outlineOf(validPlan()));

  it('accepts a valid outline', () => {
    const result = parseJson(outlineText, planOutlineSchema);
    expect(result).toEqual({ ok: true, value: outlineOf(validPlan()) });
  });

  it('trims the strings it accepts', () => {
    const outline = { ...outlineOf(validPlan()), goalName: '  Run a half marathon \n' };
    const result = parseJson(JSON.stringify(outline), planOutlineSchema);
    expect(result.ok && result.value.goalName).toBe('Run a half marathon');
  });

  it.each(['', 'not json', '{"goalName": "x",', "{'single': 'quotes'}", '```json\n{}\n```'])(
    'reports %j as not JSON instead of throwing',
    (text) => {
      expect(parseJson(text, planOutlineSchema)).toEqual({
        ok: false,
        problems: ['the answer is not valid JSON'],
      });
    },
  );

  it('names the path of a wrong field', () => {
    const outline = outlineOf(validPlan());
    const checkpoint = must(must(outline.milestones[1]).checkpoints[2]);
    const broken = { ...outline, milestones: [...outline.milestones] };
    broken.milestones[1] = {
      ...must(outline.milestones[1]),
      checkpoints: [checkpoint, checkpoint, { ...checkpoint, week: 'six' as unknown as number }],
    };
    const result = parseJson(JSON.stringify(broken), planOutlineSchema);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual([
      expect.stringMatching(/^milestones\.1\.checkpoints\.2\.week: /),
    ]);
  });

  it('calls a wrong root "answer"', () => {
    for (const text of ['[]', '42', 'null', '"a plan"']) {
      const result = parseJson(text, planOutlineSchema);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.problems).toEqual([expect.stringMatching(/^answer: /)]);
    }
  });

  it('refuses extra keys, at the root and deep inside', () => {
    const outline = outlineOf(validPlan());
    const atRoot = parseJson(JSON.stringify({ ...outline, notes: 'hi' }), planOutlineSchema);
    expect(atRoot.ok).toBe(false);
    expect(!atRoot.ok && atRoot.problems.join()).toContain('notes');

    const milestones = outline.milestones.map((milestone, index) =>
      index === 2 ? { ...milestone, emoji: '🏁' } : milestone,
    );
    const deep = parseJson(JSON.stringify({ ...outline, milestones }), planOutlineSchema);
    expect(deep.ok).toBe(false);
    expect(!deep.ok && deep.problems).toEqual([expect.stringMatching(/^milestones\.2: .*emoji/)]);
  });

  it('refuses tasks inside an outline: the outline is the first part only', () => {
    const result = parseJson(JSON.stringify(validPlan()), planOutlineSchema);
    expect(result.ok).toBe(false);
  });

  it('reads a checkpoint tasks answer', () => {
    const tasks = tasksOfWeek(3, 6);
    expect(parseJson(JSON.stringify({ tasks }), checkpointTasksSchema)).toEqual({
      ok: true,
      value: { tasks },
    });
    for (const answer of [
      { tasks: tasksOfWeek(3, 3) },
      { tasks: tasksOfWeek(3, 9) },
      { tasks: [...tasksOfWeek(3, 4), { task: 'x', day: 15.5 }] },
      { tasks: [...tasksOfWeek(3, 4), { task: '   ', day: 15 }] },
      { tasks: [...tasksOfWeek(3, 4), { task: 'x', day: 15, why: 'because' }] },
      { tasks: tasksOfWeek(3, 5), extra: true },
      tasksOfWeek(3, 5),
    ]) {
      expect(parseJson(JSON.stringify(answer), checkpointTasksSchema).ok).toBe(false);
    }
  });
});

describe('outlineProblems', () => {
  it('finds nothing wrong in a valid outline', () => {
    expect(outlineProblems(outlineOf(validPlan()))).toEqual([]);
  });

  it('needs 7 to 12 checkpoints', () => {
    const twelve = outlineOf(validPlan());
    const six: PlanOutline = {
      ...twelve,
      milestones: twelve.milestones.slice(0, 3).map((milestone) => ({
        ...milestone,
        checkpoints: milestone.checkpoints.slice(0, 2),
      })),
    };
    // Weeks 1, 2, 4, 5, 7, 8: still rising and named.
    expect(outlineProblems(six)).toEqual(['the plan needs 7-12 weekly checkpoints, not 6']);

    const seven: PlanOutline = {
      ...six,
      milestones: [...six.milestones.slice(0, 2), must(twelve.milestones[2])],
    };
    expect(outlineProblems(seven)).toEqual([]);

    const thirteen: PlanOutline = {
      ...twelve,
      milestones: [
        ...twelve.milestones,
        {
          title: 'Bonus',
          description: 'One week more',
          checkpoints: [{ week: 13, title: 'Week 13', description: 'The end' }],
        },
      ],
    };
    expect(outlineProblems(thirteen)).toEqual(['the plan needs 7-12 weekly checkpoints, not 13']);
  });

  it('needs weeks that strictly rise, across milestones too', () => {
    const outline = outlineOf(validPlan());
    const last = must(must(outline.milestones[0]).checkpoints[2]);
    const first = must(must(outline.milestones[1]).checkpoints[0]);
    // The first checkpoint of milestone 2 repeats week 3.
    Object.assign(first, { week: 3, title: 'Week 3: again' });
    expect(last.week).toBe(3);
    expect(outlineProblems(outline)).toEqual(['week 3 comes after week 3: weeks must rise']);

    Object.assign(first, { week: 2, title: 'Week 2: back' });
    expect(outlineProblems(outline)).toEqual(['week 2 comes after week 3: weeks must rise']);
  });

  it('allows gaps between weeks', () => {
    const outline = outlineOf(validPlan());
    const lastCheckpoint = must(must(outline.milestones[3]).checkpoints[2]);
    Object.assign(lastCheckpoint, { week: 13, title: 'Week 13: finish' });
    expect(outlineProblems(outline)).toEqual([]);
  });

  it('needs each title to name its own week', () => {
    const outline = outlineOf(validPlan());
    const checkpoint = must(must(outline.milestones[1]).checkpoints[1]);
    expect(checkpoint.week).toBe(5);

    for (const title of ['Keep going', 'Week 4: keep going', 'Week 50', 'Week 5x', 'Weekend 5']) {
      checkpoint.title = title;
      expect(outlineProblems(outline)).toEqual([`the title "${title}" must contain "Week 5"`]);
    }
    for (const title of [
      'Week 5',
      'week 5: keep going',
      'Keep going (WEEK 5)',
      'Week 5. Keep going',
    ]) {
      checkpoint.title = title;
      expect(outlineProblems(outline)).toEqual([]);
    }
  });

  it('does not take "Week 1" for a part of "Week 10"', () => {
    const outline = outlineOf(validPlan());
    const checkpoint = must(must(outline.milestones[0]).checkpoints[0]);
    checkpoint.title = 'Week 10 preview';
    expect(outlineProblems(outline)).toEqual(['the title "Week 10 preview" must contain "Week 1"']);
  });
});

describe('taskBounds', () => {
  it.each([
    [7, { min: 8, max: 8, target: 8 }],
    [8, { min: 7, max: 8, target: 8 }],
    [9, { min: 6, max: 8, target: 7 }],
    [10, { min: 5, max: 8, target: 7 }],
    [11, { min: 5, max: 7, target: 6 }],
    [12, { min: 5, max: 6, target: 5 }],
  ])('gives %i checkpoints %j tasks each', (count, bounds) => {
    expect(taskBounds(count)).toEqual(bounds);
  });

  it.each([7, 8, 9, 10, 11, 12])(
    'keeps %i checkpoints inside 4-8 tasks each and 50-80 in all',
    (count) => {
      const { min, max, target } = taskBounds(count);
      expect(min).toBeGreaterThanOrEqual(4);
      expect(max).toBeLessThanOrEqual(8);
      expect(min).toBeLessThanOrEqual(target);
      expect(target).toBeLessThanOrEqual(max);
      expect(min * count).toBeGreaterThanOrEqual(50);
      expect(max * count).toBeLessThanOrEqual(80);
    },
  );
});

describe('checkpointTaskProblems', () => {
  const bounds = { min: 5, max: 6 };

  it('accepts tasks inside the week, in number', () => {
    expect(checkpointTaskProblems(tasksOfWeek(2, 5), { week: 2 }, bounds)).toEqual([]);
    expect(checkpointTaskProblems(tasksOfWeek(2, 6), { week: 2 }, bounds)).toEqual([]);
  });

  it('counts the tasks against the bounds', () => {
    expect(checkpointTaskProblems(tasksOfWeek(2, 4), { week: 2 }, bounds)).toEqual([
      'week 2 needs 5-6 tasks, not 4',
    ]);
    expect(checkpointTaskProblems(tasksOfWeek(2, 7), { week: 2 }, bounds)).toEqual([
      'week 2 needs 5-6 tasks, not 7',
    ]);
  });

  it('keeps each day inside the week, both ends included', () => {
    const tasks = tasksOfWeek(2, 5);
    expect(
      checkpointTaskProblems(
        tasks.map((task, index) => ({ ...task, day: index === 0 ? 8 : 14 })),
        { week: 2 },
        bounds,
      ),
    ).toEqual([]);
    expect(
      checkpointTaskProblems(
        tasks.map((task, index) => (index === 3 ? { ...task, day: 7 } : task)),
        { week: 2 },
        bounds,
      ),
    ).toEqual(['"Step 4 of week 2" is on day 7, outside week 2 (days 8-14)']);
    expect(
      checkpointTaskProblems(
        tasks.map((task, index) => (index === 0 ? { ...task, day: 15 } : task)),
        { week: 2 },
        bounds,
      ),
    ).toEqual(['"Step 1 of week 2" is on day 15, outside week 2 (days 8-14)']);
  });

  it('allows day 90 but not day 91 in week 13', () => {
    const tasks = tasksOfWeek(13, 5);
    expect(
      checkpointTaskProblems(
        [...tasks.slice(0, 4), { task: 'Last', day: 90 }],
        { week: 13 },
        bounds,
      ),
    ).toEqual([]);
    expect(
      checkpointTaskProblems(
        [...tasks.slice(0, 4), { task: 'Last', day: 91 }],
        { week: 13 },
        bounds,
      ),
    ).toEqual(['"Last" is on day 91, outside week 13 (days 85-90)']);
  });

  it('finds a repeated task, whatever its case', () => {
    const tasks = tasksOfWeek(2, 5);
    const repeated = [...tasks.slice(0, 4), { task: 'STEP 1 OF WEEK 2', day: 12 }];
    expect(checkpointTaskProblems(repeated, { week: 2 }, bounds)).toEqual([
      'week 2 repeats a task',
    ]);
  });
});

describe('planProblems', () => {
  it('passes a valid plan and returns it', () => {
    expect(planProblems(validPlan())).toEqual({ ok: true, value: validPlan() });
  });

  it('passes a plan of 7 checkpoints with 8 tasks each', () => {
    const plan = validPlan();
    plan.milestones = plan.milestones.slice(0, 3).map((milestone, index) => ({
      ...milestone,
      checkpoints: milestone.checkpoints.slice(0, index === 0 ? 3 : 2).map((checkpoint) => ({
        ...checkpoint,
        tasks: tasksOfWeek(checkpoint.week, 8),
      })),
    }));
    expect(problemsOf(plan)).toEqual([]);
  });

  it.each([
    ['goalName', ''],
    ['shortTitle', '   '],
    ['personalLegend', '\n\t'],
    ['firstDailyAction', ''],
  ] as const)('refuses a blank %s', (field, blank) => {
    expect(problemsOf({ ...validPlan(), [field]: blank })).toEqual([
      expect.stringMatching(new RegExp(`^${field}: `)),
    ]);
  });

  it.each([
    ['goalName', 120],
    ['shortTitle', 60],
    ['personalLegend', 300],
    ['firstDailyAction', 300],
  ] as const)('keeps %s to %i characters', (field, max) => {
    expect(problemsOf({ ...validPlan(), [field]: 'x'.repeat(max) })).toEqual([]);
    expect(problemsOf({ ...validPlan(), [field]: 'x'.repeat(max + 1) })).toEqual([
      expect.stringMatching(new RegExp(`^${field}: `)),
    ]);
  });

  it('needs 3-4 milestones', () => {
    const plan = validPlan();
    expect(problemsOf({ ...plan, milestones: plan.milestones.slice(0, 2) })).toContainEqual(
      expect.stringMatching(/^milestones: /),
    );
    expect(
      problemsOf({ ...plan, milestones: [...plan.milestones, must(plan.milestones[3])] }),
    ).toContainEqual(expect.stringMatching(/^milestones: /));
  });

  it('needs 2-3 checkpoints per milestone', () => {
    const one = validPlan();
    must(one.milestones[1]).checkpoints.splice(1);
    expect(problemsOf(one)).toContainEqual(expect.stringMatching(/^milestones\.1\.checkpoints: /));

    const four = validPlan();
    must(four.milestones[3]).checkpoints.push({
      week: 13,
      title: 'Week 13',
      description: 'Extra',
      tasks: tasksOfWeek(13, 5),
    });
    expect(problemsOf(four)).toContainEqual(expect.stringMatching(/^milestones\.3\.checkpoints: /));
  });

  it('refuses weeks and days out of the plan, and fractions', () => {
    for (const [path, change] of [
      ['milestones.3.checkpoints.2.week', { week: 14, title: 'Week 14' }],
      ['milestones.0.checkpoints.0.week', { week: 0, title: 'Week 0' }],
      ['milestones.0.checkpoints.0.week', { week: 1.5 }],
    ] as const) {
      const plan = validPlan();
      const [, milestone, , checkpoint] = path.split('.').map(Number);
      Object.assign(checkpointAt(plan, must(milestone), must(checkpoint)), change);
      expect(problemsOf(plan)).toContainEqual(expect.stringMatching(new RegExp(`^${path}: `)));
    }

    const plan = validPlan();
    must(checkpointAt(plan, 0, 0).tasks[0]).day = 2.5;
    expect(problemsOf(plan)).toEqual([
      expect.stringMatching(/^milestones\.0\.checkpoints\.0\.tasks\.0\.day: /),
    ]);
  });

  it('refuses extra keys on milestones, checkpoints and tasks', () => {
    const onMilestone = validPlan();
    Object.assign(must(onMilestone.milestones[1]), { color: 'red' });
    expect(problemsOf(onMilestone)).toEqual([expect.stringMatching(/^milestones\.1: .*color/)]);

    const onCheckpoint = validPlan();
    Object.assign(checkpointAt(onCheckpoint, 2, 1), { done: false });
    expect(problemsOf(onCheckpoint)).toEqual([
      expect.stringMatching(/^milestones\.2\.checkpoints\.1: .*done/),
    ]);

    const onTask = validPlan();
    Object.assign(must(checkpointAt(onTask, 3, 2).tasks[4]), { minutes: 20 });
    expect(problemsOf(onTask)).toEqual([
      expect.stringMatching(/^milestones\.3\.checkpoints\.2\.tasks\.4: .*minutes/),
    ]);
  });

  it('refuses a title that does not name its week', () => {
    const plan = validPlan();
    checkpointAt(plan, 2, 0).title = 'Stretch yourself';
    expect(problemsOf(plan)).toEqual(['the title "Stretch yourself" must contain "Week 7"']);
  });

  it('refuses weeks out of order', () => {
    const plan = validPlan();
    const a = checkpointAt(plan, 1, 0);
    const b = checkpointAt(plan, 1, 1);
    // Swap weeks 4 and 5 with their titles and tasks: only the order is wrong.
    [a.week, b.week] = [b.week, a.week];
    [a.title, b.title] = [b.title, a.title];
    [a.tasks, b.tasks] = [b.tasks, a.tasks];
    expect(problemsOf(plan)).toEqual(['week 4 comes after week 5: weeks must rise']);
  });

  it('refuses a task outside its week', () => {
    const plan = validPlan();
    must(checkpointAt(plan, 1, 2).tasks[2]).day = 1;
    expect(problemsOf(plan)).toEqual([
      '"Step 3 of week 6" is on day 1, outside week 6 (days 36-42)',
    ]);
  });

  it('refuses a repeated task', () => {
    const plan = validPlan();
    must(checkpointAt(plan, 0, 1).tasks[4]).task = 'step 1 of week 2';
    expect(problemsOf(plan)).toEqual(['week 2 repeats a task']);
  });

  it('refuses a checkpoint with fewer tasks than its share (12 checkpoints: 5-6)', () => {
    const plan = validPlan();
    checkpointAt(plan, 3, 0).tasks.pop();
    expect(problemsOf(plan)).toEqual(['week 10 needs 5-6 tasks, not 4']);
  });

  it('refuses a checkpoint with more tasks than its share', () => {
    const plan = validPlan();
    checkpointAt(plan, 0, 0).tasks = tasksOfWeek(1, 7);
    expect(problemsOf(plan)).toEqual(['week 1 needs 5-6 tasks, not 7']);
  });

  it('counts all the tasks against 50-80', () => {
    const plan = validPlan();
    for (const milestone of plan.milestones) {
      for (const checkpoint of milestone.checkpoints)
        checkpoint.tasks = tasksOfWeek(checkpoint.week, 8);
    }
    const problems = problemsOf(plan);
    expect(problems).toContain('the plan needs 50-80 tasks, not 96');
    expect(problems).toContain('week 1 needs 5-6 tasks, not 8');
  });

  it('names every problem of a plan at once', () => {
    const plan = validPlan();
    checkpointAt(plan, 0, 0).title = 'Start';
    must(checkpointAt(plan, 3, 2).tasks[0]).day = 5;
    expect(problemsOf(plan)).toEqual([
      'the title "Start" must contain "Week 1"',
      '"Step 1 of week 12" is on day 5, outside week 12 (days 78-84)',
    ]);
  });

  it('refuses what is not a plan at all', () => {
    for (const value of [null, undefined, 42, 'plan', [], {}, outlineOf(validPlan())]) {
      expect(planProblems(value).ok).toBe(false);
    }
  });

  it('checks the same rules as the draft schema plus its own', () => {
    // A plan the schema alone accepts but the rules refuse (6 checkpoints).
    const plan = validPlan();
    plan.milestones = plan.milestones.slice(0, 3).map((milestone) => ({
      ...milestone,
      checkpoints: milestone.checkpoints.slice(0, 2),
    }));
    expect(planDraftSchema.safeParse(plan).success).toBe(true);
    expect(problemsOf(plan)).toContain('the plan needs 7-12 weekly checkpoints, not 6');
  });
});
