import type { Goal } from '@goalcoach/contracts';
import { toast } from '@goalcoach/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidatePlan } from '../../../shared/api/invalidate';
import { isBuildingStatus } from '../../../shared/api/plan-status';

/**
 * When a plan seen building on this page finishes, the milestones, checkpoints and tasks are
 * loaded afresh and the outcome is said. A goal that was already settled on arrival says nothing.
 */
export function usePlanSettledRefresh(goal: Goal | undefined) {
  const queryClient = useQueryClient();
  const previous = useRef<Goal | undefined>(undefined);

  useEffect(() => {
    const before = previous.current;
    previous.current = goal;
    if (!goal || !before || before.id !== goal.id) return;
    if (!isBuildingStatus(before.planStatus) || isBuildingStatus(goal.planStatus)) return;

    void invalidatePlan(queryClient, goal.id);
    if (goal.planStatus === 'failed') {
      toast({
        title: 'Error',
        description: goal.planError ?? 'Failed to generate the plan',
        variant: 'destructive',
      });
    } else {
      toast({
        title: 'Plan Ready!',
        description: "Your complete action plan is ready. Let's make it happen!",
        variant: 'success',
      });
    }
  }, [goal, queryClient]);
}
