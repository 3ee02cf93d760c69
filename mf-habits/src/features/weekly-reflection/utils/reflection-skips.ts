/**
 * Which habits' weekly reflections the user skipped, and on which day, kept in the browser so
 * a reload does not ask again the same day. Only today's skips are worth keeping.
 */
const STORAGE_KEY = 'goalcoach.habits.reflection-skips';

type Skips = Record<string, string>;

function readSkips(): Skips {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Skips) : {};
  } catch {
    // Storage blocked (private mode) or a damaged value: nothing remembered.
    return {};
  }
}

export function wasSkippedOn(habitId: string, day: string): boolean {
  return readSkips()[habitId] === day;
}

export function rememberSkip(habitId: string, day: string): void {
  const todays = Object.fromEntries(
    Object.entries(readSkips()).filter(([, skippedOn]) => skippedOn === day),
  );
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...todays, [habitId]: day }));
  } catch {
    // Storage blocked: the skip holds until the page is left, which is the best we can do.
  }
}
