import type { CheckIn } from '@goalcoach/contracts';
import type { CheckInEntity } from './check-in.entity.js';

export function toCheckIn(checkIn: CheckInEntity): CheckIn {
  return {
    id: checkIn.id,
    date: checkIn.date,
    completedDailyAction: checkIn.completedDailyAction,
    wins: checkIn.wins,
    lessons: checkIn.lessons,
    confidenceLevel: checkIn.confidenceLevel,
    confidenceGiven: checkIn.confidenceGiven,
    createdAt: checkIn.createdAt.toISOString(),
    updatedAt: checkIn.updatedAt.toISOString(),
  };
}
