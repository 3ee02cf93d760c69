import type { Checkpoint, Goal, Milestone, PlanProgress, Stats, Task } from '@goalcoach/contracts';

export function aGoal(overrides: Partial<Goal> = {}): Goal {
  return {
    id: 'g1',
    goalName: 'Run a half marathon',
    shortTitle: 'Half marathon',
    personalLegend: 'Cross the finish line of my first half marathon',
    status: 'active',
    progressPercentage: 20,
    confidenceStreak: 3,
    momentumPercentage: 45,
    resilienceDays: 2,
    startDate: '2026-11-22',
    endDate: '2027-02-19',
    createdAt: '2020-01-01T08:00:00.000Z',
    deletedAt: null,
    firstDailyAction: 'Lace up and walk for 10 minutes',
    aiInputGoal: 'Run a half marathon',
    aiInputWhy: 'To feel strong',
    aiInputVision: 'Finishing with a smile',
    aiInputResources: 'Running shoes',
    aiInputObstacles: 'Busy weeks',
    aiInputWorkingStyle: 'Mornings',
    aiInputLifeImpact: 'More confidence',
    planStatus: 'ready',
    planSource: 'ai',
    planProgress: {
      stage: 'done',
      percent: 100,
      milestoneTitles: [],
      checkpointsTotal: 12,
      checkpointsDone: 12,
    },
    planError: null,
    taskCount: 60,
    completedTaskCount: 12,
    ...overrides,
  };
}

export function aTask(overrides: Partial<Task> = {}): Task {
  return {
    id: 't1',
    goalId: 'g1',
    checkpointId: 'c1',
    task: 'Write a training schedule',
    status: 'pending',
    date: '2026-11-22',
    markedAsWin: false,
    checkpointTitle: 'Week 1: Build the base',
    ...overrides,
  };
}

export function aMilestone(overrides: Partial<Milestone> = {}): Milestone {
  return {
    id: 'm1',
    goalId: 'g1',
    position: 1,
    title: 'Build the base',
    description: 'Get used to running three times a week',
    status: 'upcoming',
    startDate: '2026-11-22',
    endDate: '2026-12-21',
    ...overrides,
  };
}

export function aCheckpoint(overrides: Partial<Checkpoint> = {}): Checkpoint {
  return {
    id: 'c1',
    milestoneId: 'm1',
    title: 'Week 1: Build the base',
    description: 'Three easy runs',
    status: 'pending',
    weekNumber: 1,
    milestoneTitle: 'Build the base',
    startDate: '2026-11-22',
    endDate: '2026-11-28',
    ...overrides,
  };
}

export function someStats(overrides: Partial<Stats> = {}): Stats {
  return { activeGoals: 2, streak: 4, completedGoals: 1, overallProgress: 37, ...overrides };
}

export function aPlanProgress(overrides: Partial<PlanProgress> = {}): PlanProgress {
  return {
    stage: 'queued',
    percent: 0,
    milestoneTitles: [],
    checkpointsTotal: 0,
    checkpointsDone: 0,
    ...overrides,
  };
}
