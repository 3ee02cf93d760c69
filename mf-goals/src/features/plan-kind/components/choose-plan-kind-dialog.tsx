import type { Goal, PlanKindOption } from '@goalcoach/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogFooter,
  DialogTrigger,
  Field,
  QueryError,
  QueryLoading,
  Skeleton,
  toast,
  toastFailure,
} from '@goalcoach/ui';
import { useState, type FormEvent } from 'react';
import { SelectControl } from '../../../shared/components/select-control';
import { useChangePlanKind } from '../api/use-change-plan-kind';
import './choose-plan-kind-dialog.css';
import { usePlanKinds } from '../api/use-plan-kinds';

const GROUPS: { group: PlanKindOption['group']; label: string }[] = [
  { group: 'shape', label: 'What you are doing' },
  { group: 'kind', label: 'Fields the planner knows' },
  { group: 'general', label: 'Neither' },
];

export type ChoosePlanKindDialogProps = { goal: Goal };

/**
 * "Not right? Choose another": the offline planner's guess of what the goal is corrected by the
 * person; the plan's weeks from this one on are written again, completed tasks kept.
 */
export function ChoosePlanKindDialog({ goal }: ChoosePlanKindDialogProps) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  const options = usePlanKinds(open);
  const change = useChangePlanKind(goal.id);
  const current = options.data?.find((option) => option.label === goal.planKind)?.id ?? '';
  const value = chosen || current;

  const close = () => {
    setOpen(false);
    setChosen('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const option = options.data?.find((one) => one.id === value);
    if (!option) return;
    change.mutate(
      { kind: option.id },
      {
        onSuccess: () => {
          close();
          toast({
            title: 'Plan rewritten',
            description: `The weeks from this one on now follow “${option.label}”. Completed tasks were kept.`,
            variant: 'success',
          });
        },
        onError: (error) =>
          toastFailure('Error', error, 'Failed to change the plan. Please try again.'),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : !change.isPending && close())}
    >
      <DialogTrigger asChild>
        <Button variant="link" size="sm" data-testid="choose-plan-kind">
          Not right? Choose another
        </Button>
      </DialogTrigger>
      <DialogContent
        title="What is this goal?"
        description="The planner writes the weeks from this one on again for what you choose. Tasks you have done stay."
        data-testid="plan-kind-dialog"
      >
        {options.isPending ? (
          <QueryLoading label="Loading the kinds of plan">
            <Skeleton className="goals-plan-kind__skeleton" />
          </QueryLoading>
        ) : options.isError ? (
          <QueryError
            title="Unable to load the kinds of plan"
            onRetry={() => void options.refetch()}
            retrying={options.isRefetching}
          >
            Check your connection and try again.
          </QueryError>
        ) : (
          <form className="gc-stack" onSubmit={submit} noValidate>
            <Field label="Write the plan as">
              <SelectControl
                value={value}
                onChange={(event) => setChosen(event.target.value)}
                disabled={change.isPending}
                data-testid="plan-kind-select"
              >
                {GROUPS.map(({ group, label }) => (
                  <optgroup key={group} label={label}>
                    {options.data
                      .filter((option) => option.group === group)
                      .map((option) => (
                        <option key={option.id} value={option.id}>
                          {option.label}
                        </option>
                      ))}
                  </optgroup>
                ))}
              </SelectControl>
            </Field>
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={close} disabled={change.isPending}>
                Cancel
              </Button>
              <Button
                type="submit"
                disabled={value === current || change.isPending}
                data-testid="plan-kind-submit"
              >
                {change.isPending ? 'Rewriting…' : 'Rewrite the plan'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
