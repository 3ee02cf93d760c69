import type { AdminDailyUsage } from '@goalcoach/contracts';
import { formatCalendarDate } from '@goalcoach/dates';
import { formatCount } from '../../../shared/lib/format-count';
import { formatUsd } from '../../../shared/lib/format-usd';

/** The chart in one sentence, for people who cannot see the canvas. */
export function usageSummary(days: AdminDailyUsage[]): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return 'No usage recorded.';
  const calls = days.reduce((sum, day) => sum + day.calls, 0);
  const cost = days.reduce((sum, day) => sum + day.costUsd, 0);
  const span = `${formatCalendarDate(first.date)} to ${formatCalendarDate(last.date)}`;
  const total = `${formatCount(calls)} API ${calls === 1 ? 'call' : 'calls'} costing ${formatUsd(cost)}`;
  if (calls === 0) return `${span}: ${total}.`;
  const busiest = days.reduce((top, day) => (day.calls > top.calls ? day : top));
  return `${span}: ${total}; the busiest day was ${formatCalendarDate(busiest.date)} with ${formatCount(busiest.calls)}.`;
}
