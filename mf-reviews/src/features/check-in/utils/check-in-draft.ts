import type { CheckIn, CreateCheckInRequest } from '@goalcoach/contracts';
import { cleanBulletText } from '../../../shared/lib/bullet-text';

/**
 * The dialog's form: `done` and `confidence` stay null until answered (both required).
 */
export type CheckInDraft = {
  done: boolean | null;
  confidence: number | null;
  wins: string;
  lessons: string;
};

/** A draft with both required answers given. */
export type AnsweredCheckInDraft = CheckInDraft & { done: boolean; confidence: number };

/**
 * A blank form, or today's check-in when there is one: saving again updates it. A confidence
 * derived from Yes/No by the older check-in is not offered as the person's answer.
 */
export function draftFrom(existing: CheckIn | undefined): CheckInDraft {
  return {
    done: existing ? existing.completedDailyAction : null,
    confidence: existing?.confidenceGiven ? existing.confidenceLevel : null,
    wins: existing?.wins ?? '',
    lessons: existing?.lessons ?? '',
  };
}

/** What still keeps the draft from being saved, as the words shown next to Save. */
export function missingAnswers(draft: CheckInDraft): string[] {
  return [
    ...(draft.done === null ? ['Pick Yes or No'] : []),
    ...(draft.confidence === null ? ['Pick your confidence'] : []),
  ];
}

export function isAnswered(draft: CheckInDraft): draft is AnsweredCheckInDraft {
  return draft.done !== null && draft.confidence !== null;
}

/**
 * The person's own answers (the confidence is theirs, never derived from Yes/No); wins and
 * lessons cleaned of blank bullets. A blank one is left out, so the server keeps what it has,
 * except where today's check-in had that text and the user cleared it: then null, which the
 * server clears.
 */
export function checkInRequest(
  draft: AnsweredCheckInDraft,
  existing: CheckIn | undefined,
): CreateCheckInRequest {
  const request: CreateCheckInRequest = {
    completedDailyAction: draft.done,
    confidenceLevel: draft.confidence,
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

/** The success toast, praising a done day and the honesty of a missed one. */
export function checkInSavedMessage(done: boolean): { title: string; description: string } {
  return {
    title: 'Check-in Complete!',
    description: done
      ? 'Great job staying consistent with your goals!'
      : 'Thanks for being honest with yourself. Tomorrow is a fresh chance to take your daily action.',
  };
}
