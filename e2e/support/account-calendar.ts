/** The zone every test account signs up with; journeys run their browser in it too. */
export const ACCOUNT_TIME_ZONE = 'Europe/Berlin';

/** Today in the accounts' time zone, as YYYY-MM-DD. */
export function todayInAccountZone(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ACCOUNT_TIME_ZONE }).format(new Date());
}

/** `date` (YYYY-MM-DD) moved by whole calendar days. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
