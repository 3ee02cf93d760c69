import type { Habit } from '@goalcoach/contracts';
import { Badge, Progress, Tooltip } from '@goalcoach/ui';
import { Flame, Info } from 'lucide-react';
import { useId } from 'react';
import { STRENGTH_EXPLANATION } from '../../../shared/lib/strength-explanation';
import { streakText } from '../../../shared/lib/streak-text';
import { tierProgressLabel, tierText } from '../utils/tier-text';
import './habit-streak.css';

/** A flame and '9 days' or '3 weeks' (an icon, not the emoji: many systems lack its font). */
export function StreakBadge({ habit }: { habit: Pick<Habit, 'streakCount' | 'streakUnit'> }) {
  return (
    <Badge variant="warning" className="gc-habit-streak__badge" data-testid="habit-streak">
      <Flame aria-hidden size={14} /> {streakText(habit.streakCount, habit.streakUnit)}
    </Badge>
  );
}

/** Streak badge, best streak, habit strength (with how it moves) and the tier progress bar. */
export function HabitStreak({ habit }: { habit: Habit }) {
  const explanationId = useId();
  return (
    <div className="gc-habit-streak">
      <div className="gc-habit-streak__figures">
        <StreakBadge habit={habit} />
        <Tooltip content={STRENGTH_EXPLANATION}>
          <button
            type="button"
            className="gc-habit-strength"
            data-testid="habit-strength"
            aria-describedby={explanationId}
          >
            Strength {habit.strength}%
            <span className="gc-visually-hidden">: {habit.habitName}</span>
            <Info aria-hidden size={14} />
          </button>
        </Tooltip>
        {/* Describes the button while the tooltip is closed, which is most of the time. */}
        <span id={explanationId} hidden>
          {STRENGTH_EXPLANATION}
        </span>
        <span className="gc-text-muted" data-testid="habit-best-streak">
          Best: {streakText(habit.bestStreak, habit.streakUnit)}
        </span>
      </div>
      <div className="gc-habit-tier" data-testid="habit-tier-progress">
        <Progress value={habit.tier.progressPercent} label={tierProgressLabel(habit)} size="sm" />
        <span className="gc-habit-tier__text">{tierText(habit)}</span>
      </div>
    </div>
  );
}
