import { apiClient } from '@goalcoach/api';
import type {
  Milestone,
  RefineMilestoneRequest,
  RefineMilestoneResponse,
} from '@goalcoach/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, queryKeys } from '../../../shared/api/api-paths';
import { invalidatePlan } from '../../../shared/api/invalidate';

/**
 * Regenerates one milestone with its checkpoints and open tasks from the user's feedback.
 * Synchronous: the answer is the rewritten milestone, after 5-30 s with a language model, and how
 * many of the person's own open tasks it kept.
 */
export function useRefineMilestone(goalId: string, milestoneId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RefineMilestoneRequest) =>
      apiClient
        .post<RefineMilestoneResponse>(apiPaths.refineMilestone(milestoneId), request)
        .then((response) => response.data),
    onSuccess: ({ keptOwnTasks: _kept, ...refined }) => {
      queryClient.setQueryData<Milestone[]>(queryKeys.goalMilestones(goalId), (milestones) =>
        milestones?.map((milestone) => (milestone.id === refined.id ? refined : milestone)),
      );
      // New weeks and tasks, so new figures: everything of the plan is read again.
      void invalidatePlan(queryClient, goalId);
      void queryClient.invalidateQueries({ queryKey: queryKeys.goal(goalId) });
    },
  });
}
