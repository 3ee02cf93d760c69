/**
 * What the coach writes, in the shape every plan has (whoever wrote it): a 90-day plan of 13
 * weeks, week N from day 7(N-1)+1, the last week short. The backend checks the result against
 * its plan rules like a model's answer.
 */
export const PLAN_DAYS = 90;

/** Days of the plan (1-90) that week N covers. */
export function weekDays(week: number): { first: number; last: number } {
  const first = (week - 1) * 7 + 1;
  return { first, last: Math.min(first + 6, PLAN_DAYS) };
}

interface CoachCheckpoint {
  week: number;
  title: string;
  description: string;
}

export interface CoachMilestone {
  title: string;
  description: string;
  checkpoints: CoachCheckpoint[];
}

export interface CoachOutline {
  goalName: string;
  shortTitle: string;
  personalLegend: string;
  firstDailyAction: string;
  milestones: CoachMilestone[];
}

/** One day's task of a week: `day` is the plan's day (1-90). */
export interface CoachTask {
  task: string;
  day: number;
}
