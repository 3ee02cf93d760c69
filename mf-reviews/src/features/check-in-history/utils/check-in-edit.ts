import type { UpdateCheckInRequest } from '@goalcoach/contracts';
import { cleanBulletText } from '../../../shared/lib/bullet-text';

/** Both fields are sent: a blank one clears that part of the check-in (contracts). */
export function checkInEditRequest(wins: string, lessons: string): UpdateCheckInRequest {
  const cleanWins = cleanBulletText(wins);
  const cleanLessons = cleanBulletText(lessons);
  return {
    wins: cleanWins === '' ? null : cleanWins,
    lessons: cleanLessons === '' ? null : cleanLessons,
  };
}
