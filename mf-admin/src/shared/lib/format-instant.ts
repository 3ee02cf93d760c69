const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(options: Intl.DateTimeFormatOptions, timeZone: string | undefined) {
  const key = `${JSON.stringify(options)}|${timeZone ?? ''}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(key, found);
  }
  return found;
}

const DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/**
 * 'Nov 22, 2026': the day an instant (ISO string) falls on in `timeZone` (the admin's own; the
 * browser's when unknown), so the list reads in the admin's calendar.
 */
export function formatDateInZone(instant: string, timeZone?: string): string {
  return formatter(DATE, timeZone).format(new Date(instant));
}

/** 'Nov 22, 2026, 3:40 PM' in `timeZone`. */
export function formatDateTimeInZone(instant: string, timeZone?: string): string {
  return formatter({ ...DATE, ...TIME }, timeZone).format(new Date(instant));
}
