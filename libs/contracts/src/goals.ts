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

/**
 * What to write when an answer has text but says nothing a plan can use (".", "?!", an emoji
 * alone): the server refuses it with these words, and the wizard shows them.
 */
export const GOAL_ANSWER_TOO_THIN: Record<keyof CreateGoalRequest, string> = {
  goal: 'Describe your goal in a few words',
  why: 'Say in a few words why this goal matters to you',
  vision: 'Describe in a few words what success looks like',
  resources: 'Name in a few words what you already have that will help',
  obstacles: 'Name in a few words what might get in your way',
  workingStyle: 'Say in a few words how you like to work and how much time you have',
  change: 'Say in a few words how reaching this goal will change your life',
};

const LETTER = /\p{L}/gu;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * True when a non-blank answer is too thin to plan from: the goal needs at least two letters
 * (of any script: "跑步" is a goal, "5k" or "!!" is not), the other answers at least one letter
 * or digit ("30 min" says something, "." says nothing).
 */
export function isThinGoalAnswer(field: keyof CreateGoalRequest, answer: string): boolean {
  if (field === 'goal') return (answer.match(LETTER)?.length ?? 0) < 2;
  return !LETTER_OR_DIGIT.test(answer);
}

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
  /**
   * The kind of goal the offline planner wrote the plan for ("Endurance running"); null for a
   * model's plan and for plans from before the planner knew kinds.
   */
  planKind: string | null;
  /** The goal's words the offline planner chose that kind for ("knit", "sweater"); [] when none. */
  planKindWords: string[];
  /**
   * What the plan's 90 days can honestly reach when the goal's target is beyond them ("At $900 a
   * month this is clear in about 14 months; these 90 days take it to about $9,340."), or how a
   * rate adds up; null when nothing needs saying.
   */
  planReach: string | null;
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

export const MILESTONE_STATUSES = ['upcoming', 'in_progress', 'complete'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];

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

export const CHECKPOINT_STATUSES = ['pending', 'upcoming', 'complete'] as const;
export type CheckpointStatus = (typeof CHECKPOINT_STATUSES)[number];

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

export const TASK_STATUSES = ['pending', 'completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export interface Task {
  id: string;
  /** Null for a goal-less task, added from Home's Add Task dialog without a goal. */
  goalId: string | null;
  checkpointId: string | null;
  task: string;
  status: TaskStatus;
  /** YYYY-MM-DD */
  date: string;
  markedAsWin: boolean;
  checkpointTitle: string | null;
  /** Added or reworded by the person rather than made by the plan: a refinement keeps it. */
  writtenByPerson: boolean;
}

/** `PATCH /api/milestones/{id}`: the status, or a new title and description (trimmed). */
export interface UpdateMilestoneRequest {
  status?: MilestoneStatus;
  title?: string;
  description?: string;
}

/** `PATCH /api/checkpoints/{id}`: the status, or a new title and description (trimmed). */
export interface UpdateCheckpointRequest {
  status?: CheckpointStatus;
  title?: string;
  description?: string;
}

/** `PATCH /api/tasks/{id}`: at least one of the fields. */
export interface UpdateTaskRequest {
  status?: TaskStatus;
  /** New text: trimmed, non-empty. */
  task?: string;
  markedAsWin?: boolean;
}

/** Longest milestone and checkpoint title, and description, in characters. */
export const PLAN_TITLE_MAX_LENGTH = 120;
export const PLAN_DESCRIPTION_MAX_LENGTH = 600;
/** Longest task text, in characters. */
export const TASK_MAX_LENGTH = 300;

/**
 * `POST /api/tasks`. With a goal: the checkpoint must be one of that goal's, and the date
 * inside the goal's plan. Without a goal (goalId and checkpointId null or absent): a task of
 * the user's own, on any date.
 */
export interface CreateTaskRequest {
  goalId?: string | null;
  task: string;
  /**
   * With a goal: absent means the checkpoint whose week holds the date (Home's Add Task);
   * an explicit null means no checkpoint at all (Undo of a goal task that had none).
   */
  checkpointId?: string | null;
  /** YYYY-MM-DD */
  date: string;
  /** Pending when absent; a task created completed is completed now (Undo of a deletion). */
  status?: TaskStatus;
  /** False when absent. */
  markedAsWin?: boolean;
  /**
   * True when absent: a task added is the person's. Undo of a deletion sends the task's own
   * value, so a plan's task brought back stays the plan's.
   */
  writtenByPerson?: boolean;
}

/** A task of `GET /api/tasks/today`, with the name of its goal (null for a goal-less one). */
export interface TodayTask extends Task {
  goalName: string | null;
}

/** `POST /api/tasks/generate-from-checkpoint`: fills a checkpoint that has no tasks. */
export interface GenerateCheckpointTasksRequest {
  checkpointId: string;
  goalId: string;
}

/**
 * `GET /api/goals/{id}/focused-tasks`: what Today's Focus shows (one main task plus at most 3
 * optional overflow tasks).
 */
export interface FocusedTasks {
  /** The plan week (1-13) holding today; null before the start or after the end of the plan. */
  currentWeek: number | null;
  /** The main task first, then the overflow tasks (at most 3). Empty when nothing is open. */
  focusedTasks: Task[];
  /**
   * Where the main task comes from: today's date, the rest of the current week, or (for a week
   * with nothing scheduled) the earliest open task. Without one: the week's tasks are all done,
   * or the plan has no tasks at all.
   */
  source: 'today' | 'week' | 'next' | 'done' | 'empty';
}

/** A milestone of `GET /api/milestones` (every goal's), with its goal's name. */
export interface MilestoneWithGoal extends Milestone {
  goalName: string;
}

/** The preset reasons of the milestone refinement dialog, with their labels. */
export const REFINEMENT_REASONS = {
  too_ambitious: 'Too ambitious for my schedule',
  too_easy: 'Not challenging enough',
  not_relevant: "Doesn't fit my situation",
  more_specific: 'Needs more specific steps',
  different_approach: 'I want a different approach',
} as const;
export type RefinementReason = keyof typeof REFINEMENT_REASONS;

/** Longest refinement feedback, in characters. */
export const REFINEMENT_FEEDBACK_MAX_LENGTH = 1000;

/**
 * `POST /api/milestones/{id}/refine`: feedback text, a preset reason, or both (at least one).
 * Answers the regenerated milestone once it is written.
 */
/**
 * A kind of goal (its field: "Endurance running") or a shape (what the person does: "Make or
 * restore") the offline planner can write a plan as, for "Not right? Choose another".
 */
export interface PlanKindOption {
  id: string;
  label: string;
  group: 'shape' | 'kind' | 'general';
}

/** Writes the plan's remaining weeks again as this kind or shape (`PlanKindOption.id`). */
export interface ChangePlanKindRequest {
  kind: string;
}

export interface RefineMilestoneRequest {
  feedback?: string;
  reason?: RefinementReason;
}

/**
 * `POST /api/milestones/{id}/refine`: the milestone as rewritten. Its completed tasks stay, and
 * so do the open tasks the person added or reworded (`keptOwnTasks` of them); the plan's other
 * open tasks are replaced.
 */
export interface RefineMilestoneResponse extends Milestone {
  keptOwnTasks: number;
}

/** `GET /api/goals/deleted`: a goal deleted within the last 24 h + 7 days, newest first. */
export interface DeletedGoal {
  id: string;
  goalName: string;
  shortTitle: string;
  personalLegend: string;
  deletedAt: string;
  /** Until when `POST /api/goals/{id}/undo` restores it (24 h after the deletion). */
  restorableUntil: string;
  /** True once restorableUntil has passed: shown as Expired, erased 7 days later. */
  expired: boolean;
}

/** Hours after a deletion during which a goal can be restored. */
export const GOAL_RESTORE_HOURS = 24;
/** Days after a deleted goal expired when it is erased with all its rows. */
export const GOAL_ERASE_AFTER_EXPIRY_DAYS = 7;
/** How long the toast with Undo stays after a deletion. */
export const GOAL_UNDO_TOAST_MS = 8000;

/** The prompt templates the plan generator fills; each names the placeholders it needs. */
export type AiPromptKey = 'system' | 'outline' | 'tasks' | 'refine';
export type AiPrompts = Record<AiPromptKey, string>;

/**
 * `GET /api/ai-settings` (every signed-in user, read-only unless `editable`) and
 * `PUT /api/ai-settings` (admins): the prompts, model and temperature the next generation uses.
 */
export interface AiSettings {
  prompts: AiPrompts;
  model: string;
  /** 0-2 */
  temperature: number;
  /** The placeholders each template must contain, e.g. `{{answers}}`. */
  requiredPlaceholders: Record<AiPromptKey, string[]>;
  /** True while nothing was saved (or after a reset): the defaults are in force. */
  isDefault: boolean;
  /** Who saved the settings in force (told to admins only), and when; null for the defaults. */
  updatedBy: string | null;
  updatedAt: string | null;
  /** Whether the caller may change them (admins). */
  editable: boolean;
  /** Where plans come from now: a language model, or the offline planner (model unused). */
  planSource: PlanSource;
}

export interface UpdateAiSettingsRequest {
  prompts: AiPrompts;
  model: string;
  temperature: number;
}

/** Longest prompt template, in characters. */
export const AI_PROMPT_MAX_LENGTH = 8000;
