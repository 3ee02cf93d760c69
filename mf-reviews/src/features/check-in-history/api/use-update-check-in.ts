import { apiClient } from '@goalcoach/api';
import type { CheckIn, UpdateCheckInRequest } from '@goalcoach/contracts';
import { toastFailure } from '@goalcoach/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../shared/api/api-paths';
import { invalidateCheckInViews } from '../../../shared/api/invalidate-check-in-views';

type UpdateCheckInVariables = { id: string; request: UpdateCheckInRequest };

/** `PATCH /api/checkins/{id}`: new wins and lessons for one check-in. */
export function useUpdateCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: UpdateCheckInVariables) =>
      apiClient.patch<CheckIn>(apiPaths.checkInById(id), request).then((response) => response.data),
    onSuccess: () => void invalidateCheckInViews(queryClient),
    onError: (error) => toastFailure('Error', error, 'Failed to update check-in'),
  });
}
