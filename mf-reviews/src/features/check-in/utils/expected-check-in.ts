import { compareIsoDates } from '@goalcoach/dates';
import type { CheckIn, CreateCheckInRequest } from '@goalcoach/contracts';

/** The check-in as the server will store it over `existing` (a text left out keeps its value). */
function expectedCheckIn(
  request: CreateCheckInRequest & { date: string },
  existing: CheckIn | undefined,
  now: string,
): CheckIn {
  const text = (sent: string | null | undefined, kept: string | null | undefined) =>
    sent === undefined ? (kept ?? null) : sent?.trim() || null;
  return {
    id: existing?.id ?? `pending-${request.date}`,
    date: request.date,
    completedDailyAction: request.completedDailyAction,
    wins: text(request.wins, existing?.wins),
    lessons: text(request.lessons, existing?.lessons),
    confidenceLevel: request.confidenceLevel,
    confidenceGiven: true,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  };
}

/**
 * A cached list of check-ins (newest date first) with this request's day as it will be: so a
 * check-in kept on the device offline shows, and the dialog opened again prefills it.
 */
export function withExpectedCheckIn(
  list: readonly CheckIn[],
  request: CreateCheckInRequest,
  now = new Date().toISOString(),
): CheckIn[] {
  const { date } = request;
  if (!date) return [...list];
  const existing = list.find((checkIn) => checkIn.date === date);
  const others = list.filter((checkIn) => checkIn.date !== date);
  const next = expectedCheckIn({ ...request, date }, existing, now);
  return [...others, next].sort((a, b) => compareIsoDates(b.date, a.date));
}
