import type { Habit } from '@goalcoach/contracts';
import { Button, PageHeader } from '@goalcoach/ui';
import { format, parseISO } from 'date-fns';
import { ArrowDownUp, Check, Plus, Upload } from 'lucide-react';
import { ADD_HABIT_BUTTON_ID, HABITS_TITLE_ID } from '../utils/habits-header-focus';
import './habits-header.css';

export type HabitsHeaderProps = {
  today: string;
  /** Undefined while the habits load or when they failed. */
  habits: Habit[] | undefined;
  reordering: boolean;
  onToggleReorder: () => void;
  onAddHabit: () => void;
  /** Opens the import of a Loop Habit Tracker export. */
  onImport: () => void;
};

const INTRO =
  'Small routines that carry your goals. Tick each day you keep one, and watch its streak grow ' +
  'from Locked In to Unshakable.';

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Today's date in the user's zone, the counts, Reorder (Done), Import and Add Habit. */
export function HabitsHeader({
  today,
  habits,
  reordering,
  onToggleReorder,
  onAddHabit,
  onImport,
}: HabitsHeaderProps) {
  const automatedCount = habits?.filter((habit) => habit.automated).length ?? 0;
  const canReorder = (habits?.length ?? 0) > 1;

  return (
    <PageHeader
      className="gc-habits-header"
      titleId={HABITS_TITLE_ID}
      // Focusable from script only: it takes the focus when Add Habit cannot.
      titleFocusable
      title="Habits"
      eyebrow={
        <span data-testid="habits-today">
          <time dateTime={today}>{format(parseISO(today), 'EEEE, MMMM d, yyyy')}</time>
        </span>
      }
      description={INTRO}
      actions={
        <>
          {canReorder && (
            <Button
              variant={reordering ? 'primary' : 'outline'}
              onClick={onToggleReorder}
              aria-pressed={reordering}
              data-testid="habits-reorder-toggle"
            >
              {reordering ? <Check aria-hidden /> : <ArrowDownUp aria-hidden />}
              {reordering ? 'Done' : 'Reorder'}
            </Button>
          )}
          <Button
            variant="outline"
            onClick={onImport}
            aria-haspopup="dialog"
            data-testid="habits-import"
          >
            <Upload aria-hidden />
            Import
          </Button>
          <Button id={ADD_HABIT_BUTTON_ID} onClick={onAddHabit} data-testid="habits-add">
            <Plus aria-hidden />
            Add Habit
          </Button>
        </>
      }
    >
      {habits && habits.length > 0 && (
        <p className="gc-habits-header__counts">
          <span data-testid="habits-count">{plural(habits.length, 'habit')}</span>
          <span aria-hidden="true"> · </span>
          <span data-testid="habits-automated-count">{automatedCount} automated</span>
        </p>
      )}
    </PageHeader>
  );
}
