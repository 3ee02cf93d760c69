import type { CreateWeeklyReviewRequest } from '@goalcoach/contracts';

/** The Add Manual Entry form as typed. */
export type WeeklyEntryDraft = { win: string; lesson: string; areasToImprove: string };

export const EMPTY_WEEKLY_ENTRY: WeeklyEntryDraft = { win: '', lesson: '', areasToImprove: '' };

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** Blank fields are sent as null; the server dates the entry. */
export function weeklyEntryRequest(draft: WeeklyEntryDraft): CreateWeeklyReviewRequest {
  return {
    winsThisWeek: textOrNull(draft.win),
    whatWorked: textOrNull(draft.lesson),
    areasToImprove: textOrNull(draft.areasToImprove),
  };
}
