import type { TodayTask } from '@goalcoach/contracts';
import { buildAllDayEvent } from './ics-event';

/** The goal a task serves, as the task list names it. */
export function taskGoalLabel(task: Pick<TodayTask, 'goalName'>): string {
  return task.goalName ?? 'Personal';
}

const FILENAME_LENGTH = 40;

/** A readable file name from the task text: `call-the-running-club.ics`. */
function filenameOf(text: string): string {
  const slug = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, FILENAME_LENGTH)
    .replace(/^-+|-+$/g, '');
  return `${slug || 'task'}.ics`;
}

/** An all-day calendar event for the task, on its day, saying which goal it serves. */
export function taskCalendarFile(
  task: TodayTask,
  stamp: Date = new Date(),
): { filename: string; content: string } {
  const content = buildAllDayEvent({
    uid: `task-${task.id}@goalcoach`,
    date: task.date,
    summary: task.task,
    description: task.goalName ? `Goal: ${task.goalName}` : 'Personal task',
    stamp,
  });
  return { filename: filenameOf(task.task), content };
}
