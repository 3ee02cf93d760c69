import type { Habit } from '@goalcoach/contracts';
import { cn } from '@goalcoach/ui';
import { STRENGTH_EXPLANATION } from '../../../shared/lib/strength-explanation';
import { habitTexts } from '../utils/habit-text';
import './habit-details.css';

export type HabitDetailsProps = {
  habit: Habit;
  id: string;
  /** Collapsed: long texts cut (60/50/80 characters). Expanded: whole, with how strength moves. */
  expanded: boolean;
};

/**
 * What the habit is, its goal, its cue and its reward, on the card itself. Collapsed,
 * the long texts are cut; expanding shows them whole, so nothing hides behind a hover.
 */
export function HabitDetails({ habit, id, expanded }: HabitDetailsProps) {
  const texts = habitTexts(habit, expanded ? 'full' : 'card');
  return (
    <div className={cn('gc-habit-details', !expanded && 'gc-habit-details--compact')} id={id}>
      {texts.length > 0 && (
        <dl className="gc-habit-details__list">
          {texts.map(({ label, value, testId }) => (
            <div className="gc-habit-details__row" key={testId}>
              <dt>{label}</dt>
              <dd data-testid={testId}>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {expanded && texts.length === 0 && (
        <p className="gc-text-muted">No details yet. Edit the habit to add a cue and a reward.</p>
      )}
      {/* The strength tooltip needs a hover or focus; a phone reads the same words here. */}
      {expanded && (
        <p className="gc-text-muted" data-testid="habit-strength-explanation">
          {STRENGTH_EXPLANATION}
        </p>
      )}
    </div>
  );
}
