import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { GoalEntity } from '../goal.entity.js';
import { planDayDate } from '../plan/plan-dates.js';
import type { PlanTask } from '../plan/plan-schema.js';
import { TaskEntity } from './task.entity.js';

/** What sets a new task apart; everything else starts the same for every task. */
export type NewTaskFields = Pick<
  TaskEntity,
  'userId' | 'goalId' | 'checkpointId' | 'task' | 'date' | 'position' | 'createdAt'
> &
  Partial<Pick<TaskEntity, 'writtenByPerson'>>;

/** A new task's row, not saved yet: a fresh id, pending, not a win, the plan's unless told. */
export function newTaskRow(manager: EntityManager, fields: NewTaskFields): TaskEntity {
  return manager.create(TaskEntity, {
    id: randomUUID(),
    writtenByPerson: false,
    ...fields,
    status: 'pending',
    markedAsWin: false,
    completedAt: null,
  });
}

/** A generated task of `goal`'s plan, in `checkpointId`, on the plan day it names. */
export function planTaskRow(
  manager: EntityManager,
  goal: GoalEntity,
  checkpointId: string,
  task: PlanTask,
  position: number,
  now: Date,
): TaskEntity {
  return newTaskRow(manager, {
    userId: goal.userId,
    goalId: goal.id,
    checkpointId,
    task: task.task,
    date: planDayDate(goal.startDate, task.day),
    position,
    createdAt: now,
  });
}
