import type { Habit } from '@goalcoach/contracts';
import { Badge, Progress, Tooltip } from '@goalcoach/ui';
import { Info } from 'lucide-react';
import { STRENGTH_EXPLANATION } from '../../../shared/lib/strength-explanation';
import { streakText, tierText } from '../utils/tier-text';

/** '🔥 9 days' or '🔥 3 weeks'. */
export function StreakBadge({ habit }: { habit: Pick<Habit, 'streakCount' | 'streakUnit'> }) {
  return (
    <Badge variant="warning" className="gc-habit-streak__badge" data-testid="habit-streak">
      <span aria-hidden="true">🔥</span> {streakText(habit.streakCount, habit.streakUnit)}
    </Badge>
  );
}

/** Streak badge, best streak, habit strength (with how it moves) and the tier progress bar. */
export function HabitStreak({ habit }: { habit: Habit }) {
  const tierLabel = habit.tier.next ? `Progress to ${habit.tier.next.name}` : 'Master level';
  return (
    <div className="gc-habit-streak">
      <div className="gc-habit-streak__figures">
        <StreakBadge habit={habit} />
        <Tooltip content={STRENGTH_EXPLANATION}>
          <button
            type="button"
            className="gc-habit-strength"
            data-testid="habit-strength"
            aria-label={`Strength ${habit.strength}%. ${STRENGTH_EXPLANATION}`}
          >
            Strength {habit.strength}%
            <Info aria-hidden size={14} />
          </button>
        </Tooltip>
        <span className="gc-habit-muted" data-testid="habit-best-streak">
          Best: {streakText(habit.bestStreak, habit.streakUnit)}
        </span>
      </div>
      <div className="gc-habit-tier" data-testid="habit-tier-progress">
        <Progress value={habit.tier.progressPercent} label={tierLabel} size="sm" />
        <span className="gc-habit-tier__text">{tierText(habit)}</span>
      </div>
    </div>
  );
}
