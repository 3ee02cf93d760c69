import type { Checkpoint, Goal, Milestone, Task } from '@goalcoach/contracts';

/** Everything the export of one goal shows, in the order shown. */
export interface GoalExport {
  goal: Goal;
  /** By position. */
  milestones: Milestone[];
  /** By week. */
  checkpoints: Checkpoint[];
  /** By date, then order within the day. */
  tasks: Task[];
}

/** Where the goal's page links to its three databases (paths inside the ZIP). */
export interface DatabaseLinks {
  milestones: string;
  checkpoints: string;
  tasks: string;
}
