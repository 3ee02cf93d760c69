import type { Milestone } from '@goalcoach/contracts';
import type { MilestoneEntity } from './milestone.entity.js';

export function toMilestone(milestone: MilestoneEntity): Milestone {
  return {
    id: milestone.id,
    goalId: milestone.goalId,
    position: milestone.position,
    title: milestone.title,
    description: milestone.description,
    status: milestone.status,
    startDate: milestone.startDate,
    endDate: milestone.endDate,
  };
}
