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
    .addSelect('COUNT(*)::int', 'count')
    .where('task.goalId = :goalId', { goalId })
    .groupBy('task.checkpointId')
    .addGroupBy('task.status')
    .getRawMany<{ checkpointId: string | null; status: TaskStatus; count: number }>();
  const countOf = (checkpointId: string, status: TaskStatus) =>
    rows.find((row) => row.checkpointId === checkpointId && row.status === status)?.count ?? 0;
  return {
    refined: checkpointIds.map((id) => ({
      kept: countOf(id, 'completed'),
      pending: countOf(id, 'pending'),
    })),
    others: rows
      .filter((row) => row.checkpointId === null || !checkpointIds.includes(row.checkpointId))
      .reduce((sum, row) => sum + row.count, 0),
  };
}
