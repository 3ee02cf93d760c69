import { PLAN_DAYS } from '@goalcoach/coach';
import { z } from 'zod';
import { type TextLines, cleanText } from '../../platform/validation/clean-text.js';

/** The rules every plan follows, whoever made it (the AI model or the offline planner). */
export const PLAN_RULES = {
  days: PLAN_DAYS,
  /** Week N runs from day 7(N-1)+1; the last, short week ends on day 90. */
  weeks: 13,
  milestones: { min: 3, max: 4 },
  checkpointsPerMilestone: { min: 2, max: 3 },
  /** 4-8 tasks per weekly checkpoint and 50-80 in all need at least 7 checkpoints. */
  checkpoints: { min: 7, max: 12 },
  tasksPerCheckpoint: { min: 4, max: 8 },
  tasks: { min: 50, max: 80 },
} as const;

// Cleaned as a person's text is (see cleanText): a model's title with a line break or a bidi
// override, or a task with an escape character, is not written as it came. PostgreSQL text
// cannot hold U+0000: such an answer is a bad one, to be asked for again.
const text = (max: number, lines: TextLines = 'single') =>
  z
    .string()
    .overwrite((value) => cleanText(value, lines))
    .min(1)
    .max(max)
    .refine((value) => !value.includes('\u0000'), {
      message: 'must not contain NUL characters',
    });

export const checkpointOutlineSchema = z.strictObject({
  week: z.int().min(1).max(PLAN_RULES.weeks),
  title: text(120),
  description: text(600, 'multi'),
});

export const milestoneOutlineSchema = z.strictObject({
  title: text(120),
  description: text(600, 'multi'),
  checkpoints: z
    .array(checkpointOutlineSchema)
    .min(PLAN_RULES.checkpointsPerMilestone.min)
    .max(PLAN_RULES.checkpointsPerMilestone.max),
});

/** The first part of a plan: names, milestones and their weekly checkpoints, without tasks. */
export const planOutlineSchema = z.strictObject({
  goalName: text(120),
  shortTitle: text(60),
  personalLegend: text(300, 'multi'),
  firstDailyAction: text(300),
  milestones: z
    .array(milestoneOutlineSchema)
    .min(PLAN_RULES.milestones.min)
    .max(PLAN_RULES.milestones.max),
});

const planTaskSchema = z.strictObject({
  task: text(300),
  /** Day of the plan, 1-90; must fall inside the checkpoint's week. */
  day: z.int().min(1).max(PLAN_RULES.days),
});

/** The second part: the tasks of one checkpoint. */
export const checkpointTasksSchema = z.strictObject({
  tasks: z
    .array(planTaskSchema)
    .min(PLAN_RULES.tasksPerCheckpoint.min)
    .max(PLAN_RULES.tasksPerCheckpoint.max),
});

export type PlanOutline = z.infer<typeof planOutlineSchema>;
export type MilestoneOutline = z.infer<typeof milestoneOutlineSchema>;
export type CheckpointOutline = z.infer<typeof checkpointOutlineSchema>;
export type PlanTask = z.infer<typeof planTaskSchema>;

/** A whole plan: the outline with every checkpoint's tasks. */
export interface PlanDraft extends Omit<PlanOutline, 'milestones'> {
  milestones: (Omit<MilestoneOutline, 'checkpoints'> & {
    checkpoints: (CheckpointOutline & { tasks: PlanTask[] })[];
  })[];
}

/** The whole plan at once: the final gate before anything is written. */
export const planDraftSchema = planOutlineSchema.extend({
  milestones: z
    .array(
      milestoneOutlineSchema.extend({
        checkpoints: z
          .array(
            checkpointOutlineSchema.extend({
              tasks: checkpointTasksSchema.shape.tasks,
            }),
          )
          .min(PLAN_RULES.checkpointsPerMilestone.min)
          .max(PLAN_RULES.checkpointsPerMilestone.max),
      }),
    )
    .min(PLAN_RULES.milestones.min)
    .max(PLAN_RULES.milestones.max),
});
