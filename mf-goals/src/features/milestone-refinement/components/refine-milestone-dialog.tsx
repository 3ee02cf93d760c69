import { isApiError } from '@goalcoach/api';
import {
  REFINEMENT_FEEDBACK_MAX_LENGTH,
  REFINEMENT_REASONS,
  type Milestone,
  type RefineMilestoneRequest,
  type RefinementReason,
} from '@goalcoach/contracts';
import {
  Button,
  cn,
  Dialog,
  DialogContent,
  DialogFooter,
  DialogTrigger,
  Field,
  Textarea,
  toast,
} from '@goalcoach/ui';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useRefineMilestone } from '../api/use-refine-milestone';
import { RefinementProgress } from './refinement-progress';
import './refine-milestone-dialog.css';
import { keptSentence } from '../utils/kept-sentence';

const REASONS = Object.entries(REFINEMENT_REASONS) as [RefinementReason, string][];

/** The product's fixed failure message, always the toast's description. */
const REGENERATION_FAILED = 'Failed to regenerate milestones. Please try again.';

/**
 * Refusals whose reason the user can act on: a plan being made or changed meanwhile (409, wait
 * and retry) and today's limit of plan requests (429, come back tomorrow). Other 4xx texts
 * (validation, not found) speak to developers, and 5xx ones may carry internals.
 */
const ACTIONABLE_STATUSES: readonly number[] = [409, 429];
const REASON_MAX_LENGTH = 160;

/** The fixed failure message, followed by the server's reason when it is short and actionable. */
function failureMessageOf(error: unknown): string {
  if (!isApiError(error) || !ACTIONABLE_STATUSES.includes(error.status)) return REGENERATION_FAILED;
  const reason = error.serverMessage?.trim();
  if (!reason || reason.length > REASON_MAX_LENGTH) return REGENERATION_FAILED;
  return `${REGENERATION_FAILED} ${reason}`;
}

export type RefineMilestoneDialogProps = {
  milestone: Milestone;
  /** The button that opens the dialog; focus returns to it on close. */
  trigger: ReactElement;
};

/** Feedback text or one of 5 preset reasons (at least one); the milestone is then rewritten. */
export function RefineMilestoneDialog({ milestone, trigger }: RefineMilestoneDialogProps) {
  const refine = useRefineMilestone(milestone.goalId, milestone.id);
  const [open, setOpen] = useState(false);
  const [feedback, setFeedback] = useState('');
  const [reason, setReason] = useState<RefinementReason | null>(null);
  const working = refine.isPending;

  const close = () => {
    setOpen(false);
    setFeedback('');
    setReason(null);
    refine.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = feedback.trim();
    if (trimmed === '' && reason === null) {
      toast({
        title: 'Feedback Required',
        description: 'Please provide feedback or select a reason for refinement.',
        variant: 'destructive',
      });
      return;
    }
    const request: RefineMilestoneRequest = {};
    if (trimmed !== '') request.feedback = trimmed;
    if (reason !== null) request.reason = reason;
    refine.mutate(request, {
      onSuccess: (refined) => {
        close();
        toast({
          title: 'Milestone refined',
          description: `“${refined.title}” has new weekly checkpoints and tasks. ${keptSentence(refined.keptOwnTasks)}`,
          variant: 'success',
        });
      },
      // The dialog stays open with what was typed and chosen.
      onError: (error) =>
        toast({ title: 'Error', description: failureMessageOf(error), variant: 'destructive' }),
    });
  };

  // Nothing closes the dialog while the milestone is being rewritten.
  const keepOpenWhileWorking = (event: Event) => {
    if (working) event.preventDefault();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : !working && close())}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        title="Refine this milestone"
        description={milestone.title}
        className={cn('goals-refine', working && 'goals-refine--working')}
        onEscapeKeyDown={keepOpenWhileWorking}
        onPointerDownOutside={keepOpenWhileWorking}
        onInteractOutside={keepOpenWhileWorking}
        data-testid="refine-dialog"
      >
        {working ? (
          <RefinementProgress />
        ) : (
          <form className="gc-stack" onSubmit={submit} noValidate>
            <fieldset className="goals-refine__reasons">
              <legend className="gc-label">What should change?</legend>
              <div className="gc-cluster">
                {REASONS.map(([value, label]) => (
                  <label key={value} className="goals-chip">
                    <input
                      type="radio"
                      name="refinement-reason"
                      value={value}
                      checked={reason === value}
                      onChange={() => setReason(value)}
                      className="goals-chip__input"
                      data-testid={`refine-reason-${value}`}
                    />
                    <span className="goals-chip__label">{label}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <Field
              label="Tell us more"
              hint={`${feedback.length}/${REFINEMENT_FEEDBACK_MAX_LENGTH} characters`}
            >
              <Textarea
                value={feedback}
                onChange={(event) => setFeedback(event.target.value)}
                rows={4}
                maxLength={REFINEMENT_FEEDBACK_MAX_LENGTH}
                placeholder="For example: I can only train on weekends, and I want more rest days."
                data-testid="refine-feedback"
              />
            </Field>
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" data-testid="refine-submit">
                Refine Milestone
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
