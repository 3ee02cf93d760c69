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
 * SPEC §5: confidence 8 if done else 5; wins and lessons cleaned of blank bullets. A blank one
 * is left out, so the server keeps what it has, except where today's check-in had that text
 * and the user cleared it: then null, which the server clears.
 */
export function checkInRequest(
  draft: CheckInDraft & { done: boolean },
  existing: CheckIn | undefined,
): CreateCheckInRequest {
  const request: CreateCheckInRequest = {
    completedDailyAction: draft.done,
    confidenceLevel: draft.done ? CHECK_IN_CONFIDENCE.done : CHECK_IN_CONFIDENCE.notDone,
  };
  const wins = textField(draft.wins, existing?.wins);
  const lessons = textField(draft.lessons, existing?.lessons);
  if (wins !== undefined) request.wins = wins;
  if (lessons !== undefined) request.lessons = lessons;
  return request;
}

/** The cleaned text; null when the user cleared a saved one; undefined to leave it out. */
function textField(typed: string, saved: string | null | undefined): string | null | undefined {
  const clean = cleanBulletText(typed);
  if (clean !== '') return clean;
  return saved ? null : undefined;
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
