import type { Task, TodayTask } from '@goalcoach/contracts';
import type { TaskEntity } from './task.entity.js';

export function toTask(task: TaskEntity, checkpointTitle: string | null): Task {
  return {
    id: task.id,
    goalId: task.goalId,
    checkpointId: task.checkpointId,
    task: task.task,
    status: task.status,
    date: task.date,
    markedAsWin: task.markedAsWin,
    checkpointTitle,
    writtenByPerson: task.writtenByPerson,
  };
}

export function toTodayTask(
  task: TaskEntity,
  checkpointTitle: string | null,
  goalName: string | null,
): TodayTask {
  return { ...toTask(task, checkpointTitle), goalName };
}
