import { apiClient } from '@goalcoach/api';
import type { Habit } from '@goalcoach/contracts';
import { toast, toastFailure } from '@goalcoach/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, queryKeys } from '../../../shared/api/api-paths';
import { invalidateHabitsAndEntries } from '../../../shared/api/invalidate';

/**
 * Deletes a habit with its entries and reflections, with a toast on success and on failure.
 * `onDeleted` runs before the habit leaves the list, even when its card is gone by then.
 */
export function useDeleteHabit(habitId: string, onDeleted?: () => void) {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: () => apiClient.delete(apiPaths.habit(habitId)).then(() => undefined),
    onSuccess: () => {
      onDeleted?.();
      queryClient.setQueryData<Habit[]>(queryKeys.habits(), (habits) =>
        habits?.filter((habit) => habit.id !== habitId),
      );
      void invalidateHabitsAndEntries(queryClient);
      toast({
        title: 'Habit Deleted',
        description: 'The habit has been removed from your routine.',
        variant: 'success',
      });
    },
    onError: (error) => toastFailure('Error', error, 'Failed to delete habit. Please try again.'),
  });
}
