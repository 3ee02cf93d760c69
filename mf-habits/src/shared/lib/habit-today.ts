import { addDays, format, parseISO } from 'date-fns';

/** The `count` calendar days ending with `today`, oldest first. */
export function lastDays(today: string, count: number): string[] {
  const last = parseISO(today);
  return Array.from({ length: count }, (_, index) =>
    format(addDays(last, index - count + 1), 'yyyy-MM-dd'),
  );
}
