import type { Habit, HabitEntry } from '@goalcoach/contracts';
import { Button, Card, cn, SyncPendingNote } from '@goalcoach/ui';
import { ChevronDown, Pencil, Trash2 } from 'lucide-react';
import { type Ref, useId, useState } from 'react';
import { useKeptWrites, offlineWriteKeys } from '@goalcoach/api';
import {
  habitDayWrite,
  type SetEntryVariables,
  useSetHabitEntry,
} from '../../../shared/api/use-set-habit-entry';
import { DeleteHabitDialog } from './delete-habit-dialog';
import { HabitCardTitle } from './habit-card-title';
import { HabitDayRow } from './habit-day-row';
import { HabitDetails } from './habit-details';
import { HabitStreak } from './habit-streak';
import { HabitTodayControl } from './habit-today-control';
import { ViewHistoryButton } from './view-history-button';
import './habit-card.css';

export type HabitCardProps = {
  habit: Habit;
  today: string;
  /** The days of the day row, oldest first, ending today. */
  days: string[];
  /** This habit's entries of those days, by date. */
  entriesByDate: ReadonlyMap<string, HabitEntry>;
  /** False while the entries load (or failed): the days cannot be changed before they show. */
  entriesReady?: boolean;
  onViewHistory: (habit: Habit) => void;
  onEdit: (habit: Habit) => void;
  /** Called once the habit is deleted, before its card leaves the list (to move focus). */
  onDeleted?: (habit: Habit) => void;
  /** The expand toggle, which takes the focus when a neighbouring card is deleted. */
  expandButtonRef?: Ref<HTMLButtonElement>;
};

/** One habit: its texts (whole when expanded), today's tick, streak figures and the last days. */
export function HabitCard({
  habit,
  today,
  days,
  entriesByDate,
  entriesReady = true,
  onViewHistory,
  onEdit,
  onDeleted,
  expandButtonRef,
}: HabitCardProps) {
  const [expanded, setExpanded] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const setEntry = useSetHabitEntry();
  const detailsId = useId();
  const titleId = useId();
  // A day kept on the device (offline) does not lock the others: the writes go in order.
  const daysLocked = (setEntry.isPending && !setEntry.isPaused) || !entriesReady;
  const setDay = (request: SetEntryVariables['request']) =>
    setEntry.mutate(habitDayWrite(habit, request));
  const keptWrites = useKeptWrites<SetEntryVariables>(offlineWriteKeys.habitDay);
  const keptDates = new Set(
    keptWrites
      .filter((write) => write.request.habitId === habit.id)
      .map((write) => write.request.entryDate),
  );

  return (
    <Card
      className={cn('gc-habit-card', habit.isAntiHabit && 'gc-habit-card--anti')}
      data-testid="habit-card"
      data-habit-id={habit.id}
      aria-labelledby={titleId}
      role="article"
    >
      <HabitCardTitle
        habit={habit}
        titleId={titleId}
        trailing={
          <Button
            ref={expandButtonRef}
            variant="ghost"
            size="sm"
            className="gc-habit-card__expand"
            aria-expanded={expanded}
            aria-controls={detailsId}
            aria-label={`Details of ${habit.habitName}`}
            onClick={() => setExpanded((open) => !open)}
            data-testid="habit-expand"
          >
            <ChevronDown
              aria-hidden
              className={cn('gc-habit-card__chevron', expanded && 'is-open')}
            />
          </Button>
        }
      />
      <HabitDetails habit={habit} id={detailsId} expanded={expanded} />

      <HabitTodayControl
        habit={habit}
        today={today}
        entry={entriesByDate.get(today)}
        pending={daysLocked}
        onSetDay={setDay}
      />
      <HabitStreak habit={habit} />
      <HabitDayRow
        habit={habit}
        days={days}
        entriesByDate={entriesByDate}
        keptDates={keptDates}
        pending={daysLocked}
        onSetDay={setDay}
      />
      {keptDates.size > 0 && <SyncPendingNote />}

      <div className="gc-habit-card__actions">
        <ViewHistoryButton habit={habit} onViewHistory={onViewHistory} />
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onEdit(habit)}
          data-testid="habit-edit"
          aria-label={`Edit ${habit.habitName}`}
        >
          <Pencil aria-hidden />
          <span className="gc-habit-card__action-label">Edit</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="gc-habit-card__delete"
          onClick={() => setConfirmingDelete(true)}
          data-testid="habit-delete"
          aria-label={`Delete ${habit.habitName}`}
        >
          <Trash2 aria-hidden />
          <span className="gc-habit-card__action-label">Delete</span>
        </Button>
      </div>
      <DeleteHabitDialog
        habit={habit}
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        onDeleted={onDeleted && (() => onDeleted(habit))}
      />
    </Card>
  );
}
