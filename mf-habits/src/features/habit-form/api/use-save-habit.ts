import { apiClient } from '@goalcoach/api';
import type { CreateHabitRequest, Habit, UpdateHabitRequest } from '@goalcoach/contracts';
import { toast, toastFailure } from '@goalcoach/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../shared/api/api-paths';
import { invalidateHabitsAndEntries } from '../../../shared/api/invalidate';

/**
 * Creates a habit, or changes `habit` when given, with a success or error toast; the
 * habits list is read again after a success.
 */
export function useSaveHabit(habit?: Habit) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateHabitRequest) =>
      (habit
        ? apiClient.patch<Habit>(apiPaths.habit(habit.id), request satisfies UpdateHabitRequest)
        : apiClient.post<Habit>(apiPaths.habits, request)
      ).then((response) => response.data),
    onSuccess: () => {
      void invalidateHabitsAndEntries(queryClient);
      toast({
        ...(habit
          ? { title: 'Habit Updated!', description: 'Your habit changes have been saved.' }
          : {
              title: 'Habit Created!',
              description: 'Your new habit has been added to your routine.',
            }),
        variant: 'success',
      });
    },
    onError: (error) =>
      toastFailure(
        'Error',
        error,
        habit
          ? 'Failed to update habit. Please try again.'
          : 'Failed to create habit. Please try again.',
      ),
  });
}
