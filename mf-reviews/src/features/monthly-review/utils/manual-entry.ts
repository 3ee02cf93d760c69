import type { CreateMonthlyReviewRequest } from '@goalcoach/contracts';

/** The four texts of the monthly manual entry form. */
export type ManualEntryValues = {
  totalWins: string;
  totalLessons: string;
  weeklyHighlights: string;
  areasToImprove: string;
};

export const EMPTY_MANUAL_ENTRY: ManualEntryValues = {
  totalWins: '',
  totalLessons: '',
  weeklyHighlights: '',
  areasToImprove: '',
};

/**
 * The manual entry's request: trimmed texts, blank ones left out. areasToImprove is sent and
 * saved too.
 */
export function manualEntryRequest(
  year: number,
  month: number,
  values: ManualEntryValues,
): CreateMonthlyReviewRequest {
  const request: CreateMonthlyReviewRequest = { year, month };
  for (const key of Object.keys(values) as (keyof ManualEntryValues)[]) {
    const text = values[key].trim();
    if (text !== '') request[key] = text;
  }
  return request;
}
