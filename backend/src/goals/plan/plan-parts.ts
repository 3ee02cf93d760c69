import type { PlanOutline } from './plan-schema.js';
import type { SketchedCheckpoint } from './plan-sketch.js';
import type { TaskRequest } from './providers/plan-provider.js';

/** A milestone as far as it is known: a description still being written is null. */
interface KnownMilestone {
  title: string;
  description: string | null;
  checkpoints: readonly SketchedCheckpoint[];
}

/** One checkpoint of an outline, ready to ask for its tasks. */
export interface PlanPart {
  /** The same for the same checkpoint under the same milestone, whenever it was read. */
  key: string;
  /** Its description is to be written by its task call. */
  describe: boolean;
  /** The task request, but for the bounds. */
  part: Omit<TaskRequest, 'count'>;
}

/**
 * The checkpoints of an outline (whole, or as far as it is written), in order. Each request
 * shares one outline object, in which a description not yet written is empty: the tasks of a
 * week are asked for with the outline as it stands when they are.
 */
export function planParts(
  milestones: readonly KnownMilestone[],
  names?: Pick<PlanOutline, 'goalName' | 'shortTitle' | 'personalLegend' | 'firstDailyAction'>,
): PlanPart[] {
  const outline: PlanOutline = {
    goalName: names?.goalName ?? '',
    shortTitle: names?.shortTitle ?? '',
    personalLegend: names?.personalLegend ?? '',
    firstDailyAction: names?.firstDailyAction ?? '',
    milestones: milestones.map((milestone) => ({
      title: milestone.title,
      description: milestone.description ?? '',
      checkpoints: milestone.checkpoints.map((checkpoint) => ({
        week: checkpoint.week,
        title: checkpoint.title,
        description: checkpoint.description ?? '',
      })),
    })),
  };
  return outline.milestones.flatMap((milestone, milestoneIndex) =>
    milestone.checkpoints.map((checkpoint, checkpointIndex) => {
      const known = milestones[milestoneIndex]?.checkpoints[checkpointIndex];
      return {
        key: JSON.stringify([
          milestone.title,
          milestone.description,
          checkpoint.week,
          checkpoint.title,
          known?.description ?? null,
        ]),
        describe: known?.description === undefined,
        part: { outline, milestone, checkpoint },
      };
    }),
  );
}
