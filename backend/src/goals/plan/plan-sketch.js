import { z } from 'zod';
import { outlineProblems } from './plan-rules.js';
import {
  PLAN_RULES,
  checkpointOutlineSchema,
  checkpointTasksSchema,
  milestoneOutlineSchema,
  planOutlineSchema,
} from './plan-schema.js';
/**
 * A checkpoint as an outline names it. Its description may be left out: then the call that
 * writes the week's tasks writes it too, so the outline (the wait before any task call can
 * start) is shorter.
 */
export const sketchedCheckpointSchema = checkpointOutlineSchema.extend({
  description: checkpointOutlineSchema.shape.description.optional(),
});
/** An outline whose checkpoints may leave their descriptions to their task calls. */
export const planSketchSchema = planOutlineSchema.extend({
  milestones: z
    .array(
      milestoneOutlineSchema.extend({
        checkpoints: z
          .array(sketchedCheckpointSchema)
          .min(PLAN_RULES.checkpointsPerMilestone.min)
          .max(PLAN_RULES.checkpointsPerMilestone.max),
      }),
    )
    .min(PLAN_RULES.milestones.min)
    .max(PLAN_RULES.milestones.max),
});
/** The answer for a checkpoint the outline left undescribed: its description and its tasks. */
export const describedTasksSchema = z.strictObject({
  description: checkpointOutlineSchema.shape.description.describe(
    "What this week is about and why it matters now, in one or two sentences: the checkpoint's description.",
  ),
  tasks: checkpointTasksSchema.shape.tasks,
});
/** Every rule of an outline, its checkpoint descriptions aside; an empty list means it is good. */
export function sketchProblems(sketch) {
  const parsed = planSketchSchema.safeParse(sketch);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  }
  return outlineProblems(parsed.data);
}
