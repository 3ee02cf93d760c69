import { compareIsoDates, formatCalendarDate } from '@goalcoach/dates';
import { useHabitReflections } from '../api/use-habit-reflections';
import { HistorySection } from './history-section';
import { QuerySection } from './query-section';
import './history-reflections.css';

/** The habit's weekly reflections, newest week first. */
export function HistoryReflections({ habitId }: { habitId: string }) {
  const reflections = useHabitReflections(habitId);
  return (
    <HistorySection title="Weekly Reflections">
      <QuerySection
        query={reflections}
        loadingLabel="Loading reflections"
        errorTitle="Unable to load reflections"
        placeholderHeight={64}
      >
        {(list) =>
          list.length === 0 ? (
            <p className="gc-text-muted" data-testid="history-reflections">
              No reflections yet. Every seventh day of a habit asks who you are becoming.
            </p>
          ) : (
            <ol className="gc-history-reflections" data-testid="history-reflections">
              {[...list]
                .sort(
                  (a, b) =>
                    compareIsoDates(b.weekOn, a.weekOn) ||
                    compareIsoDates(b.createdAt, a.createdAt),
                )
                .map((reflection) => (
                  <li
                    key={reflection.id}
                    className="gc-history-reflection"
                    data-testid="history-reflection"
                  >
                    <span className="gc-history-reflection__week">
                      Week of {formatCalendarDate(reflection.weekOn)}
                    </span>
                    <p className="gc-history-reflection__text">{reflection.reflection}</p>
                  </li>
                ))}
            </ol>
          )
        }
      </QuerySection>
    </HistorySection>
  );
}
