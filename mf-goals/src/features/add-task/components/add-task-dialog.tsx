import { errorMessageOf } from '@goalcoach/api';
import { TASK_MAX_LENGTH, type CreateTaskRequest } from '@goalcoach/contracts';
import { useSession } from '@goalcoach/session';
import {
  Alert,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  Field,
  Input,
  toast,
} from '@goalcoach/ui';
import { Plus } from 'lucide-react';
import './add-task-dialog.css';
import { useId, useState, type FormEvent } from 'react';
import { todayCalendarDate } from '@goalcoach/dates';
import { useGoalsOpenToday } from '../api/use-goals-open-today';
import { useAddTask } from '../api/use-add-task';
import { SelectControl } from '../../../shared/components/select-control';

export type AddTaskDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The value of the personal choice in the goal select. */
const NO_GOAL = '';

/** Lives inside the dialog's content, so every opening starts blank. */
function AddTaskForm({ onDone }: { onDone: () => void }) {
  const zone = useSession((session) => session.user);
  const today = todayCalendarDate(new Date(), zone);
  const goals = useGoalsOpenToday(today);
  const addTask = useAddTask();
  const [text, setText] = useState('');
  // Until the user picks, the first goal open today is meant (or no goal when there is none);
  // a pick the list no longer offers (the goal was deleted meanwhile) falls back the same way.
  const [picked, setPicked] = useState<string | null>(null);
  const offered = picked === NO_GOAL || goals.data?.some((goal) => goal.id === picked);
  const goalId = (offered ? picked : null) ?? goals.data?.[0]?.id ?? NO_GOAL;
  const trimmed = text.trim();
  const missingId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed === '' || addTask.isPending) return;
    const request: CreateTaskRequest = {
      goalId: goalId === NO_GOAL ? null : goalId,
      task: trimmed,
      date: today,
    };
    addTask.mutate(request, {
      onSuccess: () => {
        toast({
          title: 'Task added',
          description: "It's on today's list.",
          variant: 'success',
        });
        onDone();
      },
    });
  };

  return (
    <form className="gc-stack" onSubmit={submit} noValidate data-testid="add-task-form">
      <Field label="Description" required>
        <Input
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            addTask.reset();
          }}
          placeholder="What do you want to get done today?"
          maxLength={TASK_MAX_LENGTH}
          autoFocus
          data-testid="add-task-description"
        />
      </Field>
      <Field
        label="Goal"
        hint={
          goalId === NO_GOAL
            ? 'A personal task, not part of any goal.'
            : "It joins this week's checkpoint of the goal."
        }
      >
        <SelectControl
          value={goalId}
          onChange={(event) => {
            setPicked(event.target.value);
            addTask.reset();
          }}
          disabled={goals.isPending}
          data-testid="add-task-goal"
        >
          {goals.isPending && <option value={NO_GOAL}>Loading goals…</option>}
          {goals.data?.map((goal) => (
            <option key={goal.id} value={goal.id}>
              {goal.goalName}
            </option>
          ))}
          {!goals.isPending && <option value={NO_GOAL}>No goal (personal task)</option>}
        </SelectControl>
      </Field>
      {addTask.isError && (
        <Alert variant="destructive" data-testid="add-task-error">
          {errorMessageOf(addTask.error, 'Failed to add task. Please try again.')}
        </Alert>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" data-testid="add-task-cancel">
            Cancel
          </Button>
        </DialogClose>
        <Button
          type="submit"
          disabled={trimmed === ''}
          loading={addTask.isPending}
          aria-describedby={trimmed === '' ? missingId : undefined}
          data-testid="add-task-submit"
        >
          <Plus aria-hidden />
          Add Task
        </Button>
        {/* What the disabled button waits for; the goal always has a choice (or none). */}
        {trimmed === '' && (
          <p id={missingId} className="goals-add-task__missing" data-testid="add-task-missing">
            Describe the task to add it.
          </p>
        )}
      </DialogFooter>
    </form>
  );
}

/** Home's Add Task dialog: creates a task for today, on a goal's current week or on no goal. */
export function AddTaskDialog({ open, onOpenChange }: AddTaskDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Add Task"
        description="A task for today, on one of your goals or just for you."
        size="sm"
        data-testid="add-task-dialog"
      >
        <AddTaskForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
