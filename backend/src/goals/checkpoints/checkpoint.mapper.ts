import type { Checkpoint } from '@goalcoach/contracts';
import type { CheckpointEntity } from './checkpoint.entity.js';

export function toCheckpoint(checkpoint: CheckpointEntity, milestoneTitle: string): Checkpoint {
  return {
    id: checkpoint.id,
    milestoneId: checkpoint.milestoneId,
    title: checkpoint.title,
    description: checkpoint.description,
    status: checkpoint.status,
    weekNumber: checkpoint.weekNumber,
    milestoneTitle,
    startDate: checkpoint.startDate,
    endDate: checkpoint.endDate,
  };
}
