import type { Goal } from '@goalcoach/contracts';
import { Dialog, DialogContent, toast, toastFailure } from '@goalcoach/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { invalidateGoalSummaries } from '../../../shared/api/invalidate';
import { useCreateGoal } from '../api/use-create-goal';
import { trimAnswers, useWizardAnswers } from '../hooks/use-wizard-answers';
import { WizardProcessing } from './wizard-processing';
import { WizardQuestionStep } from './wizard-question-step';

/** SPEC §9: the dialog closes this long after the plan is ready. */
export const CLOSE_AFTER_SUCCESS_MS = 1500;

export type GoalWizardDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The goal creation wizard: 7 questions, then the plan's live progress. Answers survive an
 * accidental close; once a goal was sent, the next opening starts afresh.
 */
export function GoalWizardDialog({ open, onOpenChange }: GoalWizardDialogProps) {
  const queryClient = useQueryClient();
  const wizard = useWizardAnswers();
  const createGoal = useCreateGoal();
  const [goalId, setGoalId] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const changeOpen = (next: boolean) => {
    if (!next) {
      clearTimeout(closeTimer.current);
      // The plan may still be building server-side: the list shows it as it goes on.
      if (goalId) void invalidateGoalSummaries(queryClient);
    }
    onOpenChange(next);
  };

  const submit = () => {
    createGoal.mutate(trimAnswers(wizard.answers), {
      onSuccess: (goal) => setGoalId(goal.id),
      onError: (error) => toastFailure('Error', error, 'Failed to create goal'),
    });
  };

  const onReady = (goal: Goal) => {
    toast({
      title: 'Goal Created!',
      description: planReadyMessage(goal.planSource),
      variant: 'success',
    });
    void invalidateGoalSummaries(queryClient);
    closeTimer.current = setTimeout(() => changeOpen(false), CLOSE_AFTER_SUCCESS_MS);
  };

  const onFailed = (goal: Goal) => {
    toast({
      title: 'Error',
      description: goal.planError ?? 'Failed to create goal',
      variant: 'destructive',
    });
    void invalidateGoalSummaries(queryClient);
  };

  // After the closing animation, so the content does not jump back to question 1 on screen.
  const resetIfSent = () => {
    if (!goalId) return;
    wizard.reset();
    setGoalId(null);
    createGoal.reset();
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        title={goalId ? 'Building Your 90-Day Plan' : 'Create a New Goal'}
        description={
          goalId ? undefined : "Answer 7 questions and we'll turn your goal into a 90-day plan."
        }
        data-testid="goal-wizard"
        onCloseAutoFocus={resetIfSent}
      >
        {goalId ? (
          <WizardProcessing
            goalId={goalId}
            onReady={onReady}
            onFailed={onFailed}
            onClose={() => changeOpen(false)}
          />
        ) : (
          <WizardQuestionStep wizard={wizard} submitting={createGoal.isPending} onSubmit={submit} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** SPEC §8's text says AI-powered; a plan of the offline planner does not claim to be. */
function planReadyMessage(source: Goal['planSource']): string {
  return source === 'ai'
    ? "Your AI-powered 90-day plan is ready. Let's make it happen!"
    : "Your 90-day plan is ready. Let's make it happen!";
}
