import { describe, expect, it } from '@jest/globals';
import type { CreateGoalRequest } from '@goalcoach/contracts';
import { coachGoal, coachOutline, coachWeekTasks } from '../coach-plan.js';
import { GOAL_KINDS } from '../kinds/index.js';
import { GOAL_SHAPES } from './index.js';

const ANSWERS: CreateGoalRequest = {
  goal: '',
  why: 'It matters to me',
  vision: 'Done and proud',
  resources: 'Two free evenings a week',
  obstacles: 'Not much time and I lose motivation',
  workingStyle: 'Saturday mornings',
  change: 'Confidence',
};

/** A goal of the shape in its own words: its first verb and its first kind of thing. */
const goalOf = (verb: string, object: string) => `${verb} a ${object}`;

const weekTemplates = (shape: (typeof GOAL_SHAPES)[number]) =>
  shape.milestones.flatMap((milestone) => milestone.weeks.map((week) => week.tasks));

describe.each(GOAL_SHAPES.map((shape) => [shape.id, shape] as const))(
  'the %s shape',
  (_, shape) => {
    it("names the person's own thing in at least half of every week's tasks", () => {
      for (const tasks of weekTemplates(shape)) {
        const naming = tasks.filter((task) => task.includes('{thing|'));
        expect([tasks[0], naming.length / tasks.length >= 0.5]).toEqual([tasks[0], true]);
      }
    });

    it('never writes "your {thing}" or "the {thing}": the slot carries its own determiner', () => {
      const texts = [
        ...shape.milestones.flatMap((milestone) => milestone.weeks.flatMap((week) => week.tasks)),
        ...shape.extras,
        ...shape.alternative.weeks.flatMap((week) => week.tasks),
        ...shape.countermeasures.flatMap((answer) => answer.tasks),
      ];
      for (const text of texts) expect(text).not.toMatch(/\b(?:your|the|a|my) \{thing/i);
    });

    it('answers obstacles with if-then plans', () => {
      for (const answer of shape.countermeasures) {
        for (const task of answer.tasks) expect(task).toMatch(/^If .+, then /);
      }
    });

    it('is chosen for a goal of its verb and its kind of thing, naming that thing', () => {
      const [verb = ''] = shape.cues.verbs.filter((cue) => !cue.includes(' '));
      // A thing no kind of the catalogue names ("subscriber" is a video channel's).
      const named = new Set(GOAL_KINDS.flatMap((kind) => kind.signals));
      const [object = ''] = shape.cues.objects.filter((word) => !named.has(word));
      const answers = { ...ANSWERS, goal: goalOf(verb, object) };
      const coached = coachGoal(answers, '2026-12-07');
      expect([answers.goal, coached.kind.id]).toEqual([answers.goal, shape.id]);
      const outline = coachOutline(coached, answers);
      expect(outline.milestones).toHaveLength(4);
      const tasks = coachWeekTasks(coached, { week: 2, weekIndex: 1 }, 6).map((task) => task.task);
      expect(tasks.some((task) => task.toLowerCase().includes(object))).toBe(true);
    });
  },
);

describe('shape plans', () => {
  const weekTasks = (goal: string, rest: Partial<CreateGoalRequest> = {}) => {
    const coached = coachGoal({ ...ANSWERS, ...rest, goal }, '2026-12-07');
    return Array.from({ length: 12 }, (_, index) =>
      coachWeekTasks(coached, { week: index + 1, weekIndex: index % 3 }, 6).map(
        (task) => task.task,
      ),
    );
  };

  it('speak of money only when the person named it', () => {
    const plain = weekTasks('Move to Portugal with my family').flat();
    expect(plain.filter((task) => /budget|cost/i.test(task))).toEqual([]);
    const tight = weekTasks('Move to Portugal with my family', {
      obstacles: 'Money is tight and I worry about the cost',
    }).flat();
    expect(tight.some((task) => /budget/i.test(task))).toBe(true);
  });

  it("keep each week's key task last, even when a week takes extras", () => {
    const coached = coachGoal({ ...ANSWERS, goal: 'Knit a sweater for my dad' }, '2026-12-07');
    const key = coachWeekTasks(coached, { week: 1, weekIndex: 0 }, 6).at(-1)?.task;
    const longer = coachWeekTasks(coached, { week: 1, weekIndex: 0 }, 8);
    expect(longer).toHaveLength(8);
    expect(longer.at(-1)?.task).toBe(key);
  });
});
