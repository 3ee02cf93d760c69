import { CHECK_IN_CONFIDENCE, type CheckIn, type CreateCheckInRequest } from '@goalcoach/contracts';
import { cleanBulletText } from '../../../shared/lib/bullet-text';

/** The dialog's form: `done` stays null until Yes or No is chosen (SPEC §5: required). */
export type CheckInDraft = { done: boolean | null; wins: string; lessons: string };

/** A blank form, or today's check-in when there is one: saving again updates it. */
export function draftFrom(existing: CheckIn | undefined): CheckInDraft {
  return {
    done: existing ? existing.completedDailyAction : null,
    wins: existing?.wins ?? '',
    lessons: existing?.lessons ?? '',
  };
}

/**
 * SPEC §5: confidence 8 if done else 5; wins and lessons only when not blank after trimming
 * (a line that is only a bullet counts as blank).
 */
export function checkInRequest(done: boolean, wins: string, lessons: string): CreateCheckInRequest {
  const request: CreateCheckInRequest = {
    completedDailyAction: done,
    confidenceLevel: done ? CHECK_IN_CONFIDENCE.done : CHECK_IN_CONFIDENCE.notDone,
  };
  const cleanWins = cleanBulletText(wins);
  const cleanLessons = cleanBulletText(lessons);
  if (cleanWins !== '') request.wins = cleanWins;
  if (cleanLessons !== '') request.lessons = cleanLessons;
  return request;
}

/** SPEC §8: the success toast, praising a done day and the honesty of a missed one. */
export function checkInSavedMessage(done: boolean): { title: string; description: string } {
  return {
    title: 'Check-in Complete!',
    description: done
      ? 'Great job staying consistent with your goals!'
      : 'Thanks for being honest with yourself. Tomorrow is a fresh chance to take your daily action.',
  };
}
