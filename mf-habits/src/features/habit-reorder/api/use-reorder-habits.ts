import { apiClient } from '@goalcoach/api';
import type { Habit } from '@goalcoach/contracts';
import { toast } from '@goalcoach/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, queryKeys } from '../../../shared/api/api-paths';
import { reorderRequestOf } from '../utils/habit-order';

/**
 * Saves a new order of all the habits. Optimistic: the list shows it at once; on failure it
 * goes back to the order before and an error toast says so.
 */
export function useReorderHabits() {
  const queryClient = useQueryClient();

  return useMutation({
    // One order at a time, in the order they were made: the last move is the one that stays.
    scope: { id: 'habit-reorder' },
    mutationFn: (ordered: Habit[]) =>
      apiClient.post(apiPaths.reorderHabits, reorderRequestOf(ordered)).then(() => undefined),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.habits() });
      const before = queryClient.getQueryData<Habit[]>(queryKeys.habits());
      queryClient.setQueryData<Habit[]>(queryKeys.habits(), ordered);
      return { before };
    },
    onError: (_error, _ordered, context) => {
      if (context?.before) queryClient.setQueryData(queryKeys.habits(), context.before);
      toast({
        title: 'Error',
        description: 'Failed to reorder habits. Please try again.',
        variant: 'destructive',
      });
    },
    onSuccess: () =>
      toast({
        title: 'Habits Reordered',
        description: 'Your habit order has been updated.',
        variant: 'success',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.habits() }),
  });
}
