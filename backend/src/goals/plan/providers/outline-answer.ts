import { z } from 'zod';
import {
  PLAN_RULES,
  checkpointOutlineSchema,
  milestoneOutlineSchema,
  planOutlineSchema,
} from '../plan-schema.js';
import { planSketchSchema } from '../plan-sketch.js';

/**
 * The outline a model is asked for. Its order is the order it is written in (strict structured
 * output follows the schema), chosen so that each week's tasks can be asked for as early as
 * possible: the checkpoint count first (it sets how many tasks each week gets), then the
 * milestones with their weeks, the names last. Checkpoints carry no description: the call for
 * their tasks writes it, which keeps the outline, the one wait nothing else can overlap, short.
 */
export const outlineAnswerFormat = z.strictObject({
  checkpointCount: z
    .int()
    .min(PLAN_RULES.checkpoints.min)
    .max(PLAN_RULES.checkpoints.max)
    .describe('How many weekly checkpoints the plan has in all, across every milestone.'),
  milestones: z
    .array(
      milestoneOutlineSchema.extend({
        checkpoints: z
          .array(checkpointOutlineSchema.omit({ description: true }))
          .min(PLAN_RULES.checkpointsPerMilestone.min)
          .max(PLAN_RULES.checkpointsPerMilestone.max),
      }),
    )
    .min(PLAN_RULES.milestones.min)
    .max(PLAN_RULES.milestones.max),
  goalName: planOutlineSchema.shape.goalName,
  shortTitle: planOutlineSchema.shape.shortTitle,
  personalLegend: planOutlineSchema.shape.personalLegend,
  firstDailyAction: planOutlineSchema.shape.firstDailyAction,
});

/**
 * How an outline answer is read: the answer asked for, or a whole outline from a server that
 * does not keep to the format (descriptions written, no count). The count only guides the
 * task calls while the outline streams; a wrong or missing one is no fault of the outline.
 */
export const outlineAnswerSchema = planSketchSchema.extend({
  checkpointCount: z.unknown().optional(),
});

export type OutlineAnswer = z.infer<typeof outlineAnswerSchema>;
