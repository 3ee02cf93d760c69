import type { TaskStatus } from '@goalcoach/contracts';
import type { EntityManager } from 'typeorm';
import { TaskEntity } from '../tasks/task.entity.js';
import type { RefinedCheckpointCounts } from './refinement-bounds.js';

/** The tasks of a goal, counted: on each checkpoint being refined (in order), and elsewhere. */
export interface PlanTaskCounts {
  refined: RefinedCheckpointCounts[];
  /** Every other task of the goal: other milestones', and any on no checkpoint. */
  others: number;
}

/** One query, read with `manager` (inside the writing transaction, or not). */
export async function planTaskCounts(
  manager: EntityManager,
  goalId: string,
  checkpointIds: readonly string[],
): Promise<PlanTaskCounts> {
  const rows = await manager
    .createQueryBuilder(TaskEntity, 'task')
    .select('task.checkpointId', 'checkpointId')
    .addSelect('task.status', 'status')
    .addSelect('task.writtenByPerson', 'writtenByPerson')
    .addSelect('COUNT(*)::int', 'count')
    .where('task.goalId = :goalId', { goalId })
    .groupBy('task.checkpointId')
    .addGroupBy('task.status')
    .addGroupBy('task.writtenByPerson')
    .getRawMany<{
      checkpointId: string | null;
      status: TaskStatus;
      writtenByPerson: boolean;
      count: number;
    }>();
  const sumOf = (checkpointId: string, keeps: (row: (typeof rows)[number]) => boolean) =>
    rows
      .filter((row) => row.checkpointId === checkpointId && keeps(row))
      .reduce((sum, row) => sum + row.count, 0);
  return {
    refined: checkpointIds.map((id) => ({
      kept: sumOf(id, isKept),
      ownOpen: sumOf(id, (row) => row.status === 'pending' && row.writtenByPerson),
      pending: sumOf(id, (row) => !isKept(row)),
    })),
    others: rows
      .filter((row) => row.checkpointId === null || !checkpointIds.includes(row.checkpointId))
      .reduce((sum, row) => sum + row.count, 0),
  };
}

/** A refinement keeps what is done and what the person wrote; it replaces the plan's open tasks. */
function isKept(row: { status: TaskStatus; writtenByPerson: boolean }): boolean {
  return row.status === 'completed' || row.writtenByPerson;
}
