import type {
  CheckpointStatus,
  GoalStatus,
  MilestoneStatus,
  TaskStatus,
} from '@goalcoach/contracts';

/** Statuses as words, the way Notion shows a select property's options. */
export const GOAL_STATUS_LABELS: Record<GoalStatus, string> = {
  active: 'Active',
  completed: 'Completed',
};

export const MILESTONE_STATUS_LABELS: Record<MilestoneStatus, string> = {
  upcoming: 'Upcoming',
  in_progress: 'In Progress',
  complete: 'Complete',
};

export const CHECKPOINT_STATUS_LABELS: Record<CheckpointStatus, string> = {
  pending: 'Pending',
  upcoming: 'Upcoming',
  complete: 'Complete',
};

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
};
