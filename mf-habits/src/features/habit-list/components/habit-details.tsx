import type { Habit } from '@goalcoach/contracts';
import {
  DESCRIPTION_MAX,
  GOAL_CONNECTION_MAX,
  goalNameForCard,
  truncate,
} from '../utils/habit-text';
import { STRENGTH_EXPLANATION } from '../../../shared/lib/strength-explanation';

type Detail = { label: string; value: string; testId: string; full: string };

function detailsOf(habit: Habit): Detail[] {
  const details: (Detail | null)[] = [
    habit.description
      ? {
          label: 'About',
          value: truncate(habit.description, DESCRIPTION_MAX),
          full: habit.description,
          testId: 'habit-description',
        }
      : null,
    habit.goalName
      ? {
          label: 'Goal',
          value: goalNameForCard(habit.goalName),
          full: habit.goalName,
          testId: 'habit-goal',
        }
      : null,
    habit.goalConnection
      ? {
          label: 'Why it matters',
          value: truncate(habit.goalConnection, GOAL_CONNECTION_MAX),
          full: habit.goalConnection,
          testId: 'habit-goal-connection',
        }
      : null,
    habit.cue ? { label: 'Cue', value: habit.cue, full: habit.cue, testId: 'habit-cue' } : null,
    habit.reward
      ? { label: 'Reward', value: habit.reward, full: habit.reward, testId: 'habit-reward' }
      : null,
  ];
  return details.filter((detail): detail is Detail => detail !== null);
}

/** The expanded part of a card: what the habit is, its goal, and its cue and reward. */
export function HabitDetails({ habit, id }: { habit: Habit; id: string }) {
  const details = detailsOf(habit);
  return (
    <div className="gc-habit-details" id={id}>
      {details.length === 0 ? (
        <p className="gc-habit-muted">No details yet. Edit the habit to add a cue and a reward.</p>
      ) : (
        <dl className="gc-habit-details__list">
          {details.map(({ label, value, full, testId }) => (
            <div className="gc-habit-details__row" key={testId}>
              <dt>{label}</dt>
              <dd data-testid={testId} title={value === full ? undefined : full}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {/* The strength tooltip needs a hover or focus; a phone reads the same words here. */}
      <p className="gc-habit-muted" data-testid="habit-strength-explanation">
        {STRENGTH_EXPLANATION}
      </p>
    </div>
  );
}
