import type { Milestone } from '@goalcoach/contracts';
import { CalendarDays } from 'lucide-react';
import { formatCalendarDate } from '@goalcoach/dates';
import './milestone.css';

export type MilestoneSummaryProps = {
  milestone: Pick<Milestone, 'description' | 'startDate' | 'endDate'>;
};

/** Under a milestone's title, on its goal's page and on Home: its description and dates. */
export function MilestoneSummary({ milestone }: MilestoneSummaryProps) {
  return (
    <>
      {milestone.description && (
        <p className="goals-milestone__description">{milestone.description}</p>
      )}
      <p className="goals-milestone__dates">
        <CalendarDays aria-hidden size={14} />
        {formatCalendarDate(milestone.startDate)} – {formatCalendarDate(milestone.endDate)}
      </p>
    </>
  );
}
