import type { AdminDailyUsage } from '@goalcoach/contracts';
import { formatCalendarDate } from '@goalcoach/dates';
import { formatCount } from '../../../shared/lib/format-count';
import { formatUsd } from '../../../shared/lib/format-usd';

/** The chart's figures day by day, read by screen readers instead of the canvas. */
export function UsageTable({ days }: { days: AdminDailyUsage[] }) {
  return (
    <table className="gc-visually-hidden" data-testid="admin-usage-table">
      <caption>API calls and cost per day</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">API calls</th>
          <th scope="col">Cost</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.date}>
            <th scope="row">{formatCalendarDate(day.date)}</th>
            <td>{formatCount(day.calls)}</td>
            <td>{formatUsd(day.costUsd)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
