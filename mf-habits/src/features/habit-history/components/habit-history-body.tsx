import { useUserToday } from '@goalcoach/session';
import { EmptyState } from '@goalcoach/ui';
import { useHabitEntries } from '../../../shared/api/use-habit-entries';
import { useHabits } from '../../../shared/api/use-habits';
import { HistoryCalendar } from './history-calendar';
import { HistoryDetails } from './history-details';
import { HistoryHeatMap } from './history-heat-map';
import { HistoryReflections } from './history-reflections';
import { HistoryStats } from './history-stats';
import { HistoryStrength } from './history-strength';
import { QuerySection } from './query-section';
import './habit-history-body.css';

/** The dialog's content, loaded lazily with the calendar and heat map. */
export default function HabitHistoryBody({ habitId }: { habitId: string }) {
  const today = useUserToday();
  const habits = useHabits();
  // One read of all the habit's entries feeds the stats, the calendar and the heat map.
  const entries = useHabitEntries({ habitId });

  return (
    <QuerySection
      query={habits}
      loadingLabel="Loading the habit"
      errorTitle="Unable to load this habit"
    >
      {(list) => {
        const habit = list.find((candidate) => candidate.id === habitId);
        if (!habit) {
          return <EmptyState title="Habit not found" description="This habit no longer exists." />;
        }
        return (
          <div className="gc-history">
            <QuerySection
              query={entries}
              loadingLabel="Loading completions"
              errorTitle="Unable to load completions"
              placeholderHeight={360}
            >
              {(habitEntries) => (
                <>
                  <HistoryStats habit={habit} entries={habitEntries} today={today} />
                  <HistoryCalendar habit={habit} entries={habitEntries} today={today} />
                  <HistoryHeatMap habit={habit} entries={habitEntries} today={today} />
                </>
              )}
            </QuerySection>
            <HistoryStrength habitId={habit.id} />
            <HistoryReflections habitId={habit.id} />
            <HistoryDetails habit={habit} />
          </div>
        );
      }}
    </QuerySection>
  );
}
