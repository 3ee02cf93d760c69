import { apiClient } from '@goalcoach/api';
import type { CreateHabitReflectionRequest, HabitReflection } from '@goalcoach/contracts';
import { toast, toastFailure } from '@goalcoach/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, queryKeys } from '../../../shared/api/api-paths';

/** Saves this week's reflection; the habit's history shows it. */
export function useSaveReflection(habitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateHabitReflectionRequest) =>
      apiClient
        .post<HabitReflection>(apiPaths.habitReflections(habitId), request)
        .then((response) => response.data),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.habits() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.habitReflections(habitId) });
      toast({
        title: 'Reflection Saved',
        description: "You'll find it in this habit's history.",
        variant: 'success',
      });
    },
    onError: (error) =>
      toastFailure('Error', error, 'Failed to save reflection. Please try again.'),
  });
}
