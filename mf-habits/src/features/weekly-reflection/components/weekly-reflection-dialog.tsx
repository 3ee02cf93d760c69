import { HABIT_TEXT_MAX_LENGTH, type Habit } from '@goalcoach/contracts';
import { Button, Dialog, DialogContent, DialogFooter, Field, Textarea } from '@goalcoach/ui';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { Sprout } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useSaveReflection } from '../api/use-save-reflection';
import './weekly-reflection-dialog.css';

type ReflectionFormProps = {
  habit: Habit;
  today: string;
  onSaved: () => void;
  onSkip: () => void;
};

function weeksOf(habit: Habit, today: string): number {
  return Math.max(
    1,
    Math.round(differenceInCalendarDays(parseISO(today), parseISO(habit.createdOn)) / 7),
  );
}

/** The identity question; the text stays while a failed save is tried again. */
function ReflectionForm({ habit, today, onSaved, onSkip }: ReflectionFormProps) {
  const [text, setText] = useState('');
  const save = useSaveReflection(habit.id);
  const trimmed = text.trim();
  const weeks = weeksOf(habit, today);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (trimmed === '' || save.isPending) return;
    save.mutate({ reflection: trimmed }, { onSuccess: onSaved });
  };

  // Enter writes a new line in the answer; Ctrl/Cmd+Enter saves it.
  const saveOnModEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };

  return (
    <form className="gc-stack gc-reflection" onSubmit={submit} noValidate>
      <p className="gc-reflection__habit">
        <Sprout aria-hidden size={18} />
        <span>
          <strong data-testid="weekly-reflection-habit">{habit.habitName}</strong>
          <span className="gc-reflection__weeks">
            {weeks} {weeks === 1 ? 'week' : 'weeks'} in
          </span>
        </span>
      </p>
      <Field
        label="Who are you becoming through this habit?"
        hint="Think of the person this habit is making you, not only what you did."
      >
        <Textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={saveOnModEnter}
          placeholder="I am becoming someone who…"
          rows={4}
          maxLength={HABIT_TEXT_MAX_LENGTH}
          autoFocus
          data-testid="weekly-reflection-input"
        />
      </Field>
      <DialogFooter>
        <Button
          type="button"
          variant="outline"
          onClick={onSkip}
          disabled={save.isPending}
          data-testid="weekly-reflection-skip"
        >
          Skip
        </Button>
        <Button
          type="submit"
          disabled={trimmed === ''}
          loading={save.isPending}
          data-testid="weekly-reflection-save"
        >
          Save Reflection
        </Button>
      </DialogFooter>
    </form>
  );
}

type WeeklyReflectionDialogProps = {
  /** The habit to reflect on; null when closed. */
  habit: Habit | null;
  today: string;
  onSaved: (habitId: string) => void;
  /** Also called when the dialog is closed some other way (Escape, the close button). */
  onSkip: (habitId: string) => void;
};

/** The Weekly Reflection dialog of one habit: its answer is saved and shown in the history. */
export function WeeklyReflectionDialog({
  habit,
  today,
  onSaved,
  onSkip,
}: WeeklyReflectionDialogProps) {
  return (
    <Dialog
      open={habit !== null}
      onOpenChange={(open) => {
        if (!open && habit) onSkip(habit.id);
      }}
    >
      {habit && (
        <DialogContent
          title="Weekly Reflection"
          description="A moment to look at what this habit is building."
          size="sm"
          data-testid="weekly-reflection-dialog"
        >
          <ReflectionForm
            habit={habit}
            today={today}
            onSaved={() => onSaved(habit.id)}
            onSkip={() => onSkip(habit.id)}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
