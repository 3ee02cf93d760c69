import type { Goal } from '@goalcoach/contracts';
import { useSession } from '@goalcoach/session';
import { Dialog, DialogContent, toast, toastFailure } from '@goalcoach/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { invalidateGoalSummaries } from '../../../shared/api/invalidate';
import { useCreateGoal } from '../api/use-create-goal';
import { trimAnswers, useWizardAnswers } from '../hooks/use-wizard-answers';
import { hasAnswers } from '../hooks/wizard-draft';
import { WizardDraftNotice } from './wizard-draft-notice';
import { WizardProcessing } from './wizard-processing';
import { WizardQuestionStep } from './wizard-question-step';

export type GoalWizardDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The goal creation wizard: 7 questions, then the plan's live progress and its finished state.
 * Answers survive Back, a close and a reload (a draft on the device) until the goal is created
 * or the person starts over; once a goal was sent, the next opening starts afresh.
 */
export function GoalWizardDialog({ open, onOpenChange }: GoalWizardDialogProps) {
  const queryClient = useQueryClient();
  const userId = useSession((state) => state.user?.id ?? null);
  const wizard = useWizardAnswers(userId);
  const createGoal = useCreateGoal();
  const [goalId, setGoalId] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  // Answers already there when the wizard opens came from last time: it says so.
  const [resumed, setResumed] = useState(() => open && hasAnswers(wizard.answers));
  const [wasOpen, setWasOpen] = useState(open);
  // A new question form after Start over, so its field takes the focus again.
  const [round, setRound] = useState(0);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setResumed(!goalId && hasAnswers(wizard.answers));
  }

  const changeOpen = (next: boolean) => {
    // The plan may still be building server-side: the list shows it as it goes on.
    if (!next && goalId) void invalidateGoalSummaries(queryClient);
    onOpenChange(next);
  };

  const submit = () => {
    createGoal.mutate(trimAnswers(wizard.answers), {
      onSuccess: (goal) => {
        wizard.forgetDraft();
        setResumed(false);
        setGoalId(goal.id);
      },
      onError: (error) => toastFailure('Error', error, 'Failed to create goal'),
    });
  };

  const startOver = () => {
    wizard.reset();
    setResumed(false);
    setRound((current) => current + 1);
  };

  // The finished state says it all: no toast over it.
  const onReady = () => {
    setReady(true);
    void invalidateGoalSummaries(queryClient);
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
    setReady(false);
    createGoal.reset();
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        title={dialogTitle(goalId, ready)}
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
          <>
            {resumed && <WizardDraftNotice onStartOver={startOver} />}
            <WizardQuestionStep
              key={round}
              wizard={wizard}
              submitting={createGoal.isPending}
              onSubmit={submit}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function dialogTitle(goalId: string | null, ready: boolean): string {
  if (!goalId) return 'Create a New Goal';
  return ready ? 'Your 90-Day Plan Is Ready' : 'Building Your 90-Day Plan';
}
