import type {
  AiSettings,
  Checkpoint,
  DeletedGoal,
  Goal,
  Milestone,
  MilestoneWithGoal,
  PlanProgress,
  Stats,
  Task,
  TodayTask,
} from '@goalcoach/contracts';

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
    planKind: null,
    planKindWords: [],
    planReach: null,
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
    writtenByPerson: false,
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

export function aTodayTask(overrides: Partial<TodayTask> = {}): TodayTask {
  return { ...aTask(), goalName: 'Run a half marathon', ...overrides };
}

export function aMilestoneWithGoal(overrides: Partial<MilestoneWithGoal> = {}): MilestoneWithGoal {
  return { ...aMilestone(), goalName: 'Run a half marathon', ...overrides };
}

export function aDeletedGoal(overrides: Partial<DeletedGoal> = {}): DeletedGoal {
  const deletedAt = new Date(Date.now() - 60 * 60 * 1000);
  return {
    id: 'g1',
    goalName: 'Run a half marathon',
    shortTitle: 'Half marathon',
    personalLegend: 'Cross the finish line of my first half marathon',
    deletedAt: deletedAt.toISOString(),
    restorableUntil: new Date(deletedAt.getTime() + 24 * 60 * 60 * 1000).toISOString(),
    expired: false,
    ...overrides,
  };
}

export function someAiSettings(overrides: Partial<AiSettings> = {}): AiSettings {
  return {
    prompts: {
      system: 'You are a goal coach.',
      outline: 'Outline a plan for {{answers}}.',
      tasks: 'Write {{count}} tasks for {{checkpoint}}.',
      refine: 'Rework {{milestone}} given {{feedback}}.',
    },
    model: 'gpt-4o',
    temperature: 0.7,
    requiredPlaceholders: {
      system: [],
      outline: ['{{answers}}'],
      tasks: ['{{count}}', '{{checkpoint}}'],
      refine: ['{{milestone}}', '{{feedback}}'],
    },
    isDefault: true,
    updatedBy: null,
    updatedAt: null,
    editable: true,
    planSource: 'ai',
    ...overrides,
  };
}
