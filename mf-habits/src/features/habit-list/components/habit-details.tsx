import type { Habit } from '@goalcoach/contracts';
import { cn } from '@goalcoach/ui';
import { STRENGTH_EXPLANATION } from '../../../shared/lib/strength-explanation';
import { habitTexts } from '../utils/habit-text';

export type HabitDetailsProps = {
  habit: Habit;
  id: string;
  /** Collapsed: the texts cut as SPEC §9 says. Expanded: in full, with how strength moves. */
  expanded: boolean;
};

/**
 * What the habit is, its goal, its cue and its reward, on the card itself (SPEC §2). Collapsed,
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
        <p className="gc-habit-muted">No details yet. Edit the habit to add a cue and a reward.</p>
      )}
      {/* The strength tooltip needs a hover or focus; a phone reads the same words here. */}
      {expanded && (
        <p className="gc-habit-muted" data-testid="habit-strength-explanation">
          {STRENGTH_EXPLANATION}
        </p>
      )}
    </div>
  );
}
