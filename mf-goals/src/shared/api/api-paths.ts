/**
 * Paths below the shared client's `/api` base. A GET path is also the query key of its answer
 * (the default query function GETs `queryKey[0]`), so reads and invalidations share one name.
 * A key's second element that is a plain object is sent as the GET's query parameters.
 */
const id = (value: string) => encodeURIComponent(value);

export const apiPaths = {
  goals: '/goals',
  goal: (goalId: string) => `/goals/${id(goalId)}`,
  generatePlan: (goalId: string) => `/goals/${id(goalId)}/generate-all-tasks`,
  stats: '/stats',
  goalMilestones: (goalId: string) => `/milestones/${id(goalId)}`,
  milestone: (milestoneId: string) => `/milestones/${id(milestoneId)}`,
  milestoneCheckpoints: (milestoneId: string) => `/milestones/${id(milestoneId)}/checkpoints`,
  checkpoint: (checkpointId: string) => `/checkpoints/${id(checkpointId)}`,
  goalTasks: (goalId: string) => `/tasks/${id(goalId)}`,
  task: (taskId: string) => `/tasks/${id(taskId)}`,
  tasks: '/tasks',
  todayTasks: '/tasks/today',
  generateCheckpointTasks: '/tasks/generate-from-checkpoint',
  goalFocusedTasks: (goalId: string) => `/goals/${id(goalId)}/focused-tasks`,
  checkpointsWithContext: (goalId: string) => `/checkpoints-with-context/${id(goalId)}`,
  refineMilestone: (milestoneId: string) => `/milestones/${id(milestoneId)}/refine`,
  planKinds: '/goals/plan-kinds',
  goalPlanKind: (goalId: string) => `/goals/${id(goalId)}/plan-kind`,
  deletedGoals: '/goals/deleted',
  undoGoalDeletion: (goalId: string) => `/goals/${id(goalId)}/undo`,
  goalExport: (goalId: string) => `/goals/${id(goalId)}/export`,
  milestones: '/milestones',
  aiSettings: '/ai-settings',
  calendarFeed: '/calendar/feed',
  calendarFeedReset: '/calendar/feed/reset',
};

export const queryKeys = {
  goals: () => [apiPaths.goals] as const,
  goal: (goalId: string) => [apiPaths.goal(goalId)] as const,
  planKinds: () => [apiPaths.planKinds] as const,
  stats: () => [apiPaths.stats] as const,
  goalMilestones: (goalId: string) => [apiPaths.goalMilestones(goalId)] as const,
  milestoneCheckpoints: (milestoneId: string) =>
    [apiPaths.milestoneCheckpoints(milestoneId)] as const,
  goalTasks: (goalId: string) => [apiPaths.goalTasks(goalId)] as const,
  todayTasks: () => [apiPaths.todayTasks] as const,
  goalFocusedTasks: (goalId: string) => [apiPaths.goalFocusedTasks(goalId)] as const,
  checkpointsWithContext: (goalId: string) => [apiPaths.checkpointsWithContext(goalId)] as const,
  deletedGoals: () => [apiPaths.deletedGoals] as const,
  milestones: () => [apiPaths.milestones] as const,
  aiSettings: () => [apiPaths.aiSettings] as const,
  calendarFeed: () => [apiPaths.calendarFeed] as const,
};
