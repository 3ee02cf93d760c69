import type { CheckpointWeek } from '../api/use-checkpoint-weeks';

/**
 * The day a quick-added task is planned for: today when today falls in the checkpoint's week,
 * else the week's first day (a past or future week keeps the task inside that week).
 */
export function quickAddDate(today: string, week: CheckpointWeek): string {
  return today >= week.startDate && today <= week.endDate ? today : week.startDate;
}
