/** `POST /api/goals`: the 7 wizard answers, in the wizard's order (trimmed by the server). */
export interface CreateGoalRequest {
  goal: string;
  why: string;
  vision: string;
  resources: string;
  obstacles: string;
  workingStyle: string;
  change: string;
}

/** The wizard's questions, in order, keyed by the payload field each one fills. */
export const GOAL_ANSWER_FIELDS = [
  'goal',
  'why',
  'vision',
  'resources',
  'obstacles',
  'workingStyle',
  'change',
] as const satisfies readonly (keyof CreateGoalRequest)[];

/** Longest accepted answer, in characters. */
export const GOAL_ANSWER_MAX_LENGTH = 2000;

export type PlanStatus = 'pending' | 'generating' | 'ready' | 'failed';

/** Where a plan came from: a language model, or the built-in offline planner. */
export type PlanSource = 'ai' | 'offline';

export type PlanStage = 'queued' | 'outlining' | 'tasks' | 'saving' | 'done' | 'failed';

/** How far a plan's generation has come; published while it runs. */
export interface PlanProgress {
  stage: PlanStage;
  /** 0-100, rises as parts of the plan arrive. */
  percent: number;
  /** Titles of the milestones, as soon as the outline exists. */
  milestoneTitles: string[];
  checkpointsTotal: number;
  checkpointsDone: number;
}

export type GoalStatus = 'active' | 'completed';

export interface Goal {
  id: string;
  goalName: string;
  shortTitle: string;
  personalLegend: string;
  status: GoalStatus;
  /** Integer percent of the goal's tasks that are completed. */
  progressPercentage: number;
  /** Consecutive days, up to today, with a check-in whose daily action was done. */
  confidenceStreak: number;
  /** Integer percent of the last 7 days' tasks that are completed. */
  momentumPercentage: number;
  /** Bounce-back days: a day at 70%+ completion right after a day under 50%. */
  resilienceDays: number;
  /** Calendar dates (YYYY-MM-DD) in the owner's time zone; 90 days, both ends included. */
  startDate: string;
  endDate: string;
  createdAt: string;
  deletedAt: string | null;
  firstDailyAction: string;
  aiInputGoal: string;
  aiInputWhy: string;
  aiInputVision: string;
  aiInputResources: string;
  aiInputObstacles: string;
  aiInputWorkingStyle: string;
  aiInputLifeImpact: string;
  planStatus: PlanStatus;
  planSource: PlanSource;
  planProgress: PlanProgress;
  /** Why the last generation failed, in words for the user; null unless planStatus is failed. */
  planError: string | null;
  taskCount: number;
  completedTaskCount: number;
}

/** `GET /api/stats` */
export interface Stats {
  activeGoals: number;
  /** The signed-in user's check-in streak in days. */
  streak: number;
  completedGoals: number;
  /** Average progress of the user's goals, integer percent. */
  overallProgress: number;
}

export type MilestoneStatus = 'upcoming' | 'in_progress' | 'complete';
export const MILESTONE_STATUSES = ['upcoming', 'in_progress', 'complete'] as const;

export interface Milestone {
  id: string;
  goalId: string;
  /** 1-based order within the goal. */
  position: number;
  title: string;
  description: string;
  status: MilestoneStatus;
  startDate: string;
  endDate: string;
}

export type CheckpointStatus = 'pending' | 'upcoming' | 'complete';
export const CHECKPOINT_STATUSES = ['pending', 'upcoming', 'complete'] as const;

export interface Checkpoint {
  id: string;
  milestoneId: string;
  /** Contains 'Week N'. */
  title: string;
  description: string;
  status: CheckpointStatus;
  /** N of 'Week N': week 1 starts on the goal's start date. */
  weekNumber: number;
  milestoneTitle: string;
  startDate: string;
  endDate: string;
}

/** `GET /api/checkpoints-with-context/{goalId}` */
export interface CheckpointWithContext {
  id: string;
  title: string;
  milestoneTitle: string;
}

export type TaskStatus = 'pending' | 'completed';
export const TASK_STATUSES = ['pending', 'completed'] as const;

export interface Task {
  id: string;
  goalId: string;
  checkpointId: string | null;
  task: string;
  status: TaskStatus;
  /** YYYY-MM-DD */
  date: string;
  markedAsWin: boolean;
  checkpointTitle: string | null;
}

export interface UpdateMilestoneStatusRequest {
  status: MilestoneStatus;
}

export interface UpdateCheckpointStatusRequest {
  status: CheckpointStatus;
}

export interface UpdateTaskStatusRequest {
  status: TaskStatus;
}
