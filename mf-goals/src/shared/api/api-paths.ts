/**
 * Paths below the shared client's `/api` base. A GET path is also the query key of its answer
 * (the default query function GETs `queryKey[0]`), so reads and invalidations share one name.
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
};

export const queryKeys = {
  goals: () => [apiPaths.goals] as const,
  goal: (goalId: string) => [apiPaths.goal(goalId)] as const,
  stats: () => [apiPaths.stats] as const,
  goalMilestones: (goalId: string) => [apiPaths.goalMilestones(goalId)] as const,
  milestoneCheckpoints: (milestoneId: string) =>
    [apiPaths.milestoneCheckpoints(milestoneId)] as const,
  goalTasks: (goalId: string) => [apiPaths.goalTasks(goalId)] as const,
};
