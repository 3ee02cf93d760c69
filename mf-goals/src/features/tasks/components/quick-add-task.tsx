import { TASK_MAX_LENGTH, type CheckpointWithContext } from '@goalcoach/contracts';
import { useSession } from '@goalcoach/session';
import { Button, Card, Input, toast, toastFailure } from '@goalcoach/ui';
import { Plus, RefreshCw } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { todayCalendarDate } from '@goalcoach/dates';
import { useCheckpointChoices } from '../api/use-checkpoint-choices';
import { useCheckpointWeeks } from '../api/use-checkpoint-weeks';
import { useCreateTask } from '../api/use-create-task';
import { quickAddDate } from '../utils/quick-add-date';
import { SelectControl } from '../../../shared/components/select-control';
import './quick-add-task.css';

export type QuickAddTaskProps = { goalId: string };

/** The choices grouped under their milestone, in week order. */
function groupByMilestone(choices: readonly CheckpointWithContext[]) {
  const groups = new Map<string, CheckpointWithContext[]>();
  for (const choice of choices) {
    const group = groups.get(choice.milestoneTitle) ?? [];
    group.push(choice);
    groups.set(choice.milestoneTitle, group);
  }
  return [...groups];
}

/**
 * A task's text plus a checkpoint, this week's until another is chosen; Enter also
 * submits. With no week of the plan holding today, what Add waits for is said beside it.
 */
export function QuickAddTask({ goalId }: QuickAddTaskProps) {
  const choices = useCheckpointChoices(goalId);
  // Read once the user turns to the form: by the time a week is chosen its dates are there.
  const [engaged, setEngaged] = useState(false);
  const { weeks, ...weekDates } = useCheckpointWeeks(goalId, engaged);
  const create = useCreateTask(goalId);
  const zone = useSession((session) => session.user);
  const [text, setText] = useState('');
  // null until the person picks: then this week's checkpoint is meant, once its dates are read.
  const [picked, setPicked] = useState<string | null>(null);
  const [missingCheckpoint, setMissingCheckpoint] = useState(false);
  const textRef = useRef<HTMLInputElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const hintId = useId();

  const today = todayCalendarDate(new Date(), zone);
  const thisWeek = choices.data?.find((choice) => {
    const dates = weeks.get(choice.id);
    return dates !== undefined && dates.startDate <= today && today <= dates.endDate;
  });
  const checkpointId = picked ?? thisWeek?.id ?? '';
  const trimmed = text.trim();
  const week = weeks.get(checkpointId);
  // Said beside Add while a typed task waits only for its week (no week of the plan holds today).
  const needsWeek =
    missingCheckpoint ||
    (trimmed !== '' && checkpointId === '' && choices.isSuccess && !weekDates.retrying);
  const canAdd = trimmed !== '' && checkpointId !== '' && week !== undefined && !create.isPending;
  // The chosen week's dates are still being read (not when reading them failed).
  const waitingForWeek = checkpointId !== '' && week === undefined && !weekDates.isError;

  const submit = () => {
    if (trimmed === '' || create.isPending) return;
    if (checkpointId === '') {
      setMissingCheckpoint(true);
      selectRef.current?.focus();
      return;
    }
    if (!week) return;
    const choice = choices.data?.find((c) => c.id === checkpointId);
    create.mutate(
      {
        task: trimmed,
        checkpointId,
        date: quickAddDate(today, week),
      },
      {
        onSuccess: () => {
          setText('');
          textRef.current?.focus();
          toast({
            title: 'Task added',
            description: choice ? `Added to ${choice.title}.` : undefined,
            variant: 'success',
          });
        },
        // The text stays, so nothing typed is lost.
        onError: (error) => toastFailure('Error', error, 'Failed to add task. Please try again.'),
      },
    );
  };

  if (choices.isSuccess && choices.data.length === 0) return null;

  return (
    <Card
      className="goals-quick-add"
      data-testid="quick-add-task"
      onFocus={() => setEngaged(true)}
      onPointerEnter={() => setEngaged(true)}
    >
      <h2 className="goals-quick-add__title">Add a task</h2>
      <form
        className="goals-quick-add__form"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Input
          ref={textRef}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Also while Add is disabled (no week chosen yet), where the browser would not submit.
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
            event.preventDefault();
            submit();
          }}
          placeholder="What do you want to do?"
          aria-label="Task"
          maxLength={TASK_MAX_LENGTH}
          className="goals-quick-add__text"
          data-testid="quick-add-text"
        />
        <SelectControl
          ref={selectRef}
          value={checkpointId}
          onChange={(event) => {
            setPicked(event.target.value);
            setMissingCheckpoint(false);
          }}
          aria-label="Checkpoint"
          aria-invalid={missingCheckpoint || undefined}
          aria-describedby={missingCheckpoint ? hintId : undefined}
          disabled={!choices.isSuccess}
          frameClassName="goals-quick-add__week"
          data-testid="quick-add-checkpoint"
        >
          <option value="">
            {choices.isError
              ? 'Weeks could not be loaded'
              : choices.isPending
                ? 'Loading weeks…'
                : 'Choose a week'}
          </option>
          {groupByMilestone(choices.data ?? []).map(([milestoneTitle, group]) => (
            <optgroup key={milestoneTitle} label={milestoneTitle}>
              {group.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.title}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectControl>
        <Button
          type="submit"
          disabled={!canAdd}
          loading={create.isPending || waitingForWeek}
          aria-describedby={needsWeek ? hintId : undefined}
          className="goals-quick-add__submit"
          data-testid="quick-add-submit"
        >
          <Plus aria-hidden />
          Add
        </Button>
      </form>
      {weekDates.isError && (
        <div className="goals-quick-add__failure" role="alert" data-testid="quick-add-weeks-error">
          <p className="goals-quick-add__error">
            The weeks&apos; dates could not be loaded, so the task cannot be dated yet.
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={weekDates.retry}
            loading={weekDates.retrying}
            data-testid="quick-add-weeks-retry"
          >
            <RefreshCw aria-hidden />
            Retry
          </Button>
        </div>
      )}
      {needsWeek && (
        <p
          id={hintId}
          className="goals-quick-add__error"
          role="alert"
          data-testid="quick-add-missing-week"
        >
          Choose the week this task belongs to.
        </p>
      )}
    </Card>
  );
}
